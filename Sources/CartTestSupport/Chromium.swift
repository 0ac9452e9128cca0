import Foundation

/// Real headless Chromium (Debian's `chromium`, installed by the set-up) for the tests of the
/// HTML player: the DOM a page leaves after its scripts ran, and probes run inside it.
public enum Chromium {
    public static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "chromium is not installed (tools/setup.sh installs it for the tests)" }
    }

    /// The DOM after the page's script ran (`--dump-dom`), in a window `window` ("1280,900") if given.
    public static func dom(_ url: String, window: String? = nil) throws -> String {
        guard let browser = path else { throw Missing() }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: browser)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
            + (window.map { ["--window-size=" + $0] } ?? []) + ["--dump-dom", url]
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("dom.html")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        p.standardOutput = handle
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try handle.close()
        return try String(contentsOf: out, encoding: .utf8)
    }

    public struct ProbeFailed: Error, CustomStringConvertible {
        public var description: String
    }

    /// The page `html` opened at `fragment` ("#t=0.45") with a probe of ours appended: it runs
    /// once the player's script has drawn that frame, evaluates `expression` (JavaScript, to a
    /// JSON value) and leaves the result in the DOM as <pre id="probe">, read from the dumped DOM.
    /// A desktop window, wide enough for the player and its panel side by side.
    public static func probe(_ html: URL, fragment: String, _ expression: String, window: String = "1280,900") throws -> Any {
        let page = try String(contentsOf: html, encoding: .utf8)
        guard let end = page.range(of: "</body>", options: .backwards) else { throw ProbeFailed(description: "\(html.path) has no </body>") }
        let script = "<script>(function () { var pre = document.createElement('pre'); pre.id = 'probe'; " +
            "try { pre.textContent = JSON.stringify(" + expression + "); } catch (e) { pre.textContent = JSON.stringify({probeError: String(e)}); } " +
            "document.body.appendChild(pre); })();</script>\n"
        let copy = html.deletingLastPathComponent().appendingPathComponent("probed-" + html.lastPathComponent)
        try (page[..<end.lowerBound] + script + page[end.lowerBound...]).write(to: copy, atomically: true, encoding: .utf8)
        let dumped = try dom(copy.absoluteString + fragment, window: window)
        guard let start = dumped.range(of: "<pre id=\"probe\">"),
              let stop = dumped.range(of: "</pre>", range: start.upperBound..<dumped.endIndex) else {
            throw ProbeFailed(description: "the probe did not run in \(copy.path)")
        }
        let json = dumped[start.upperBound..<stop.lowerBound].replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }
}
