import Foundation
import Testing
import CartTestSupport

/// The HTML player in a real headless browser (Debian's chromium, installed by the set-up):
/// at `#t=…` the coins are drawn where the trace puts them.
@Suite(.serialized) struct BrowserPlayerTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The DOM after the page's script ran.
    func dom(_ url: String) throws -> String {
        let browser = try #require(Self.chromium, "chromium is not installed (scripts/setup.sh installs it for the tests)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: browser)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--dump-dom", url]
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("dom.html")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        p.standardOutput = handle
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try handle.close()
        return try String(contentsOf: out, encoding: .utf8)
    }

    /// data-drawn="x,y" of each layer div in the DOM.
    func drawn(_ dom: String) -> [String: (Double, Double)] {
        var out: [String: (Double, Double)] = [:]
        for part in dom.components(separatedBy: "data-layer=\"").dropFirst() {
            let name = part.components(separatedBy: "\"")[0]
            guard let r = part.range(of: "data-drawn=\"") else { continue }
            let tag = part[..<(part.range(of: ">")?.lowerBound ?? part.endIndex)]
            guard tag.contains("data-drawn") else { continue }
            let xy = part[r.upperBound...].components(separatedBy: "\"")[0].split(separator: ",")
            if xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]) { out[name] = (x, y) }
        }
        return out
    }

    @Test(arguments: [0.15, 0.45, 1.25])
    func coinsAreDrawnWhereTheTracePutsThem(_ t: Double) throws {
        let dir = try CLI.temporaryDirectory()
        let html = dir.appendingPathComponent("coins.html")
        let made = try CLI.run(["run", "Scripts/coins.lua", "-o", html.path])
        #expect(made.status == 0, "\(made.stderr)")
        let trace = try CLI.run(["run", "Scripts/coins.lua", "--at", String(t)])
        let page = try dom(html.absoluteString + "#t=\(t)")
        #expect(page.contains("data-t=\"\(ScriptMotionTests.fmt(t))\""))
        let positions = drawn(page)
        var checked = 0
        for line in trace.lines where line.contains(#""type":"sample""#) && line.contains(#""superlayer":"button""#) {
            let o = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            let name = o["layer"] as! String, p = o["position"] as! [Double]
            // A coin's position is in the button's space; the button's frame starts at (10, 300).
            let expected = (p[0] + 10, p[1] + 300)
            let got = try #require(positions[name], "\(name) is not drawn")
            #expect(abs(got.0 - expected.0) <= 1 && abs(got.1 - expected.1) <= 1, "\(name): drawn at \(got), trace says \(expected)")
            checked += 1
        }
        #expect(checked > 0)
    }

    /// data-image="x,y,width,height" of each layer div that shows a contents image.
    func images(_ dom: String) -> [String: [Double]] {
        var out: [String: [Double]] = [:]
        for part in dom.components(separatedBy: "data-layer=\"").dropFirst() {
            let name = part.components(separatedBy: "\"")[0]
            let tag = part[..<(part.range(of: ">")?.lowerBound ?? part.endIndex)]
            guard let r = tag.range(of: "data-image=\"") else { continue }
            out[name] = tag[r.upperBound...].components(separatedBy: "\"")[0].split(separator: ",").compactMap { Double($0) }
        }
        return out
    }

    /// quadcurve's product image (Scripts/product.png, 120 × 80) in chromium: the cell's image
    /// view stretches it over its 100 × 100 (resize, UIImageView's default); the flying copy's
    /// resizeAspectFill scales it to 150 × 100, centred on the same square and overflowing it by
    /// 25 pt each side (no masksToBounds).
    @Test func contentsImagesArePlacedByGravity() throws {
        let dir = try CLI.temporaryDirectory()
        let html = dir.appendingPathComponent("quadcurve.html")
        let made = try CLI.run(["run", "Scripts/quadcurve.lua", "-o", html.path])
        #expect(made.status == 0, "\(made.stderr)")
        let boxes = images(try dom(html.absoluteString + "#t=0"))
        #expect(boxes["imageView"] == [20, 300, 100, 100])
        #expect(boxes["productImage"] == [-5, 300, 150, 100])
        #expect(boxes["tabBar"] == nil && boxes["cartItem"] == nil, "cart.png is not there: a label, no image")
    }
}
