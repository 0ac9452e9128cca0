import Foundation
import Testing
import CartTestSupport

/// The HTML player in a real headless browser (Debian's chromium, installed by the set-up):
/// at `#t=…` the coins are drawn where the trace puts them.
@Suite(.serialized) struct BrowserPlayerTests {
    /// The DOM after the page's script ran.
    func dom(_ url: String, window: String? = nil) throws -> String { try Chromium.dom(url, window: window) }

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

    /// The player at `t` with a probe of ours evaluating `expression` (Chromium.probe).
    func probe(_ html: URL, t: Double, _ expression: String) throws -> Any {
        try Chromium.probe(html, fragment: "#t=\(t)", expression)
    }

    func player(_ script: String) throws -> URL {
        let html = try CLI.temporaryDirectory().appendingPathComponent(URL(fileURLWithPath: script).deletingPathExtension().lastPathComponent + ".html")
        let made = try CLI.run(["run", script, "-o", html.path])
        #expect(made.status == 0, "\(made.stderr)")
        return html
    }

    /// Two layers named "coin" are two divs, each drawn where its own samples put it (issue 13):
    /// halfway through, both have left x = 50, one at y = 100, one at y = 500.
    @Test func twoLayersOfOneNameBothMove() throws {
        let html = try player(try MotionSheetTests.twins(in: CLI.temporaryDirectory()).path)
        let expression = "[].map.call(document.querySelectorAll('.layer[data-layer=coin]'), function (d) { return d.dataset.drawn; })"
        let drawn = try #require(try probe(html, t: 0.25, expression) as? [String])
        let points = drawn.map { $0.split(separator: ",").compactMap { Double($0) } }
        #expect(points.count == 2, "\(drawn)")
        for y in [100.0, 500] {
            #expect(points.contains { $0.count == 2 && $0[0] > 100 && abs($0[1] - y) <= 1 }, "the coin at y = \(y): \(drawn)")
        }
    }

    /// Nothing moves while it plays: at times whose read-outs have 1 to 4 decimals, and with a
    /// layer selected that is or is not in the tree, the side panel, the time read-out, the
    /// controls and the event list keep their place and size.
    @Test func thePanelKeepsItsPlaceWhateverTheTime() throws {
        let html = try player("Scripts/coins.lua")
        // The player's column is the first of #wrap (the viewport, the controls).
        let boxes = ["#side", "#time", "#controls", "#values", "#events", "#wrap > div"].map { selector in
            "'\(selector)': (function (r) { return [r.left, r.top, r.width, r.height]; })(document.querySelector('\(selector)').getBoundingClientRect())"
        }
        let expression = "{" + boxes.joined(separator: ", ") + "}"
        var first: [String: [Double]]?
        for t in [0, 0.5, 0.45, 0.0167, 1.25, 2.3833] {
            let got = try #require(try probe(html, t: t, expression) as? [String: [Double]])
            if let first {
                for (id, box) in first { #expect(got[id] == box, "\(id) at t = \(t): \(got[id] ?? []), at t = 0: \(box)") }
            } else {
                first = got
            }
        }
    }

    /// A `contents` name drawn as text fits its layer: "coin.png" on a 32 pt coin is cut to
    /// "coin.p…" at 6 pt (LabelFit), never clipped on both sides.
    @Test func labelsFitTheirLayers() throws {
        let html = try player("Scripts/coins.lua")
        let expression = "[].map.call(document.querySelectorAll('.layer'), function (d) { " +
            "return [d.dataset.layer, d.textContent, d.scrollWidth, d.clientWidth, d.style.display]; })"
        let layers = try #require(try probe(html, t: 0.45, expression) as? [[Any]])
        var coins = 0
        for l in layers where (l[4] as? String) != "none" && !((l[1] as? String) ?? "").isEmpty {
            let name = l[0] as! String, text = l[1] as! String
            #expect((l[2] as! Int) <= (l[3] as! Int), "\(name): \"\(text)\" is \(l[2]) px wide in \(l[3]) px")
            if name.hasPrefix("coin") {
                #expect(text == "coin.p…", "\(name)")
                coins += 1
            }
        }
        #expect(coins == 5)  // coins 1…5 have left at 0.45 s
    }

    /// Log lines are in the event list with the events, in the run's order: parabola's delegate
    /// logs at 1 s, right after the group's stop.
    @Test func logLinesAreInTheEventList() throws {
        let html = try player("Scripts/parabola.lua")
        let expression = "[].map.call(document.querySelectorAll('#events div'), function (d) { return [d.textContent, d.className]; })"
        let lines = try #require(try probe(html, t: 1, expression) as? [[String]])
        #expect(lines.map { $0[0] } == ["0 animationDidStart flyingLabel group", "1 animationDidStop flyingLabel group",
                                        "1 log the label reached the cart"])
        #expect(lines.last?[1] == "now log")
    }

    /// A layer with neither colour nor contents: no fill, a 1 pt grey outline (LayerLook), as
    /// in the SVG, PNG and GIF.
    @Test func anEmptyLayerHasTheSharedLook() throws {
        let dir = try CLI.temporaryDirectory()
        let script = dir.appendingPathComponent("empty.lua")
        try "window:addSublayer(Layer{ name = \"box\", frame = {x = 40, y = 60, width = 100, height = 50} })\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let html = try player(script.path)
        let expression = "(function (s) { return [s.backgroundColor, s.outlineStyle, s.outlineWidth, s.outlineColor]; })" +
            "(getComputedStyle(document.querySelector('[data-layer=box]')))"
        let style = try #require(try probe(html, t: 0, expression) as? [String])
        #expect(style == ["rgba(0, 0, 0, 0)", "solid", "1px", "rgb(128, 128, 128)"])
    }
}
