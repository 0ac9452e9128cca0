import Foundation
import Testing
import CartTestSupport

/// What `cartlua preview` serves, asked with curl as anyone on the machine could: the page, its
/// events and the script's folder under /files/ — nothing above it — and re-runs only of
/// declared params with values of their types.
@Suite struct PreviewSecurityTests {
    @Test func onlyThePageItsEventsAndTheScriptsFolder() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sub = dir.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try "param('n', 3, 'how many')\nparam('label', 'x')\nlocal l = Layer{}\nwindow:addSublayer(l)\n"
            .write(to: sub.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        try "secret".write(to: dir.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: sub.appendingPathComponent("link.txt").path,
                                                   withDestinationPath: dir.appendingPathComponent("secret.txt").path)
        let p = Process()
        p.executableURL = CLI.binary
        p.arguments = ["preview", sub.appendingPathComponent("s.lua").path, "--port", "0"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        defer { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() }
        var first = ""
        while !first.contains("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            first += String(decoding: chunk, as: UTF8.self)
        }
        // The first line names the address; the run's summary may already follow it in the
        // pipe (a loaded machine reads late), and has colons of its own.
        let line = first.prefix { $0 != "\n" }
        let port = try #require(line.split(separator: ":").last?.split(separator: "/").first)
        let base = "http://127.0.0.1:\(port)"
        func status(_ path: String, _ extra: [String] = []) throws -> String {
            try Curl.run(["--path-as-is"] + extra + ["-o", "/dev/null", "-w", "%{http_code}", base + path])
        }
        #expect(try status("/") == "200")
        #expect(try status("/files/s.lua") == "200")
        for path in ["/files/../secret.txt", "/files/%2e%2e/secret.txt", "/files/%2E%2E/secret.txt", "/files//etc/passwd",
                     "/files/link.txt", "/files/", "/../secret.txt", "/etc/passwd", "/files/./s.lua"] {
            #expect(try status(path) == "404", "\(path)")
        }
        #expect(try Curl.run(["--path-as-is", "-X", "POST", base + "/run?nope=1"]) == "the script has no param 'nope' (its params: n, label)\n")
        #expect(try Curl.run(["--path-as-is", "-X", "POST", base + "/run?n=many"]) == "--set n=many: 'n' is an integer param (default 3)\n")
        #expect(try Curl.run(["--path-as-is", "-X", "POST", base + "/run?n"]) == "n: no value given (n=VALUE)\n")
        // The Swift export of the run shown, as `cartlua export --swift` writes it.
        let swift = try Curl.run([base + "/export.swift"])
        #expect(swift.hasPrefix("// SAnimation.swift — Core Animation code for ") && swift.contains("// Params: n = 3, label = "), "\(swift.prefix(200))")
        #expect(try status("/run?n=4", ["-X", "POST"]) == "202")
        #expect(try status("/run", ["-X", "DELETE"]) == "405")
    }
}
