import CartAnimation
import CartOutput
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The SVG motion sheet and the HTML player, from a hand-made sample stream.
@Suite struct PictureWriterTests {
    /// A 4 × 2 PNG: its left half red, its right half green.
    static let redGreen: [UInt8] = [
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
        0x00, 0x04, 0x00, 0x00, 0x00, 0x02, 0x08, 0x02, 0x00, 0x00, 0x00, 0xf0, 0xca, 0xea, 0x34, 0x00, 0x00, 0x00,
        0x13, 0x49, 0x44, 0x41, 0x54, 0x78, 0xda, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x44, 0x0c, 0xff, 0x91, 0x10, 0x84,
        0x02, 0x00, 0x6b, 0xae, 0x07, 0xf9, 0xed, 0xdc, 0x39, 0x16, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44,
        0xae, 0x42, 0x60, 0x82,
    ]
    static let redGreenBase64 = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAE0lEQVR42mP4z8AARAz/kRCEAgBrrgf57dw5FgAAAABJRU5ErkJggg=="

    /// A window with a button at (10, 300) and a coin inside it moving right 10 pt per sample;
    /// `coin` changes the coin's state (contents and the like).
    func samples(_ k: Int, coin edit: (inout LayerState) -> Void = { _ in }) -> [LayerSample] {
        var window = LayerState()
        window.bounds = Rect(origin: .zero, size: Scene.defaultScreen)
        window.position = Point(x: 187.5, y: 406)
        var button = LayerState()
        button.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
        button.position = Point(x: 50, y: 340)
        var coin = LayerState()
        coin.bounds = Rect(x: 0, y: 0, width: 32, height: 32)
        coin.position = Point(x: 40 + 10 * Double(k), y: 40)
        coin.backgroundColor = Color(red: 1, green: 0.75, blue: 0)
        coin.transform = Transform.rotation(Double(k))
        edit(&coin)
        return [LayerSample(name: "window", superlayer: nil, state: window),
                LayerSample(name: "button", superlayer: "window", state: button),
                LayerSample(name: "coin", superlayer: "button", state: coin)]
    }

    func run(_ w: TraceWriter, samples n: Int, coin edit: (inout LayerState) -> Void = { _ in }) throws {
        try w.writeHeader(TraceHeader(script: "coins & <bags>.lua", fps: 10, screen: Scene.defaultScreen))
        for k in 0..<n {
            if k == 0 { try w.writeEvent(time: 0, event: .animationDidStart(layer: "coin", key: "position")) }
            try w.writeSample(time: Double(k) / 10, layers: samples(k, coin: edit))
        }
        try w.writeEvent(time: Double(n - 1) / 10, event: .animationDidStop(layer: "coin", key: "position", finished: true))
        try w.writeEnd(time: Double(n - 1) / 10, reason: .idle)
    }

    final class Collector: NSObject, XMLParserDelegate {
        var trajectories: [String: String] = [:]
        var elements = 0
        /// Layers drawn in the still group, and in each ghost group, in document order.
        var still: [String] = []
        var ghosts: [[String]] = []
        /// The attributes of each layer's body (its rect), last seen.
        var bodies: [String: [String: String]] = [:]
        var order: [String] = []
        private var group: String?
        private var layer: String?
        func parser(_ p: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            elements += 1
            if let c = attributes["class"] { order.append(c) }
            if name == "polyline", attributes["class"] == "trajectory", let l = attributes["data-layer"] {
                trajectories[l] = attributes["points"]
            }
            if name == "g", let c = attributes["class"], c == "still" || c == "ghosts" {
                group = c
                if c == "ghosts" { ghosts.append([]) }
            }
            if name == "g", let g = group, let l = attributes["data-layer"] {
                layer = l
                if g == "still" { still.append(l) } else { ghosts[ghosts.count - 1].append(l) }
            }
            if name == "rect", let l = layer { bodies[l] = attributes }
        }
        func parser(_ p: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { if layer != nil { layer = nil } else { group = nil } }
        }
    }

    func sheet(samples n: Int) throws -> (text: String, parsed: Collector) {
        let out = MemoryOutput()
        try run(SVGMotionSheetWriter(output: out), samples: n)
        let parser = XMLParser(data: Data(out.bytes))
        let c = Collector()
        parser.delegate = c
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return (out.text, c)
    }

    /// The button does not move: drawn once, beneath every ghost, not again in each ghost group
    /// over the coin's earlier ghosts.
    @Test func svgDrawsStillLayersOnceBeneathTheGhosts() throws {
        let c = try sheet(samples: 6).parsed
        #expect(c.still == ["button"])
        #expect(c.ghosts.count == 6)
        #expect(c.ghosts.allSatisfy { $0 == ["coin"] })
        #expect(c.order.firstIndex(of: "still") ?? 99 < c.order.firstIndex(of: "ghosts") ?? -1)
    }

    /// The button has neither colour nor contents: the shared look (LayerLook), a 1 pt grey
    /// outline and no fill — as PNG, GIF and the HTML player draw it.
    @Test func svgDrawsAnEmptyLayerByTheSharedLook() throws {
        let c = try sheet(samples: 3).parsed
        let body = try #require(c.bodies["button"])
        #expect(body["fill"] == "none")
        #expect(body["stroke"] == "#808080")
        #expect(body["stroke-width"] == "1")
        #expect(body["stroke-opacity"] == "1")
        #expect(c.bodies["coin"]?["fill"] == "#ffbf00")
    }

    @Test func svgParsesAndItsTrajectoryIsTheTracesPositionsOnScreen() throws {
        let out = MemoryOutput()
        try run(SVGMotionSheetWriter(output: out), samples: 6)
        let parser = XMLParser(data: Data(out.bytes))
        let c = Collector()
        parser.delegate = c
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(c.elements > 10)
        // The coin's position is in the button's space; the button's origin is (10, 300):
        // on screen the coin's centre is (50 + 10k, 340).
        let expected = (0..<6).map { "\(50 + 10 * $0),340" }.joined(separator: " ")
        #expect(c.trajectories["coin"] == expected)
        #expect(c.trajectories["button"] == Array(repeating: "50,340", count: 6).joined(separator: " "))
        #expect(out.text.contains("coins &amp; &lt;bags&gt;.lua"))
    }

    @Test func htmlIsSelfContainedWithTheTraceEmbedded() throws {
        let out = MemoryOutput()
        let w = HTMLPlayerWriter(output: out)
        w.images = ContentsImages(["coin.png": Self.redGreen])
        try run(w, samples: 3) { $0.contents = "coin.png" }
        let html = out.text
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
        // The data block parses as JSON and holds every sample with the coin's screen centre.
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"trace\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "<\\/", with: "</")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frames = try #require(data["frames"] as? [[String: Any]])
        #expect(frames.count == 3)
        let coin = try #require((frames[2]["layers"] as? [[String: Any]])?.first { $0["name"] as? String == "coin" })
        #expect(coin["centre"] as? [Double] == [70, 340])
        #expect((data["images"] as? [String: String])?["coin.png"] == "data:image/png;base64," + Self.redGreenBase64)
        #expect(data["end"] as? Double == 0.2)
    }

    /// The player's data carries where each frame's contents image goes (from the div's corner,
    /// by contentsGravity) and whether masksToBounds clips it; a name with no image has neither.
    @Test func htmlPlacesContentsImagesByGravity() throws {
        func coin(_ html: String) throws -> [String: Any] {
            let start = try #require(html.range(of: "<script type=\"application/json\" id=\"trace\">"))
            let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
            let json = String(html[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "<\\/", with: "</")
            let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let frames = try #require(data["frames"] as? [[String: Any]])
            return try #require((frames[0]["layers"] as? [[String: Any]])?.first { $0["name"] as? String == "coin" })
        }
        for (gravity, masks, expected) in [(ContentsGravity.resizeAspectFill, false, [-16.0, 0, 64, 32]),
                                           (.resizeAspect, true, [0, 8, 32, 16]), (.bottomRight, false, [28, 30, 4, 2])] {
            let out = MemoryOutput()
            let w = HTMLPlayerWriter(output: out)
            w.images = ContentsImages(["coin.png": Self.redGreen])
            try run(w, samples: 1) { $0.contents = "coin.png"; $0.contentsGravity = gravity; $0.masksToBounds = masks }
            let c = try coin(out.text)
            #expect(c["img"] as? [Double] == expected, "\(gravity)")
            #expect(c["clip"] as? Bool == masks)
        }
        let out = MemoryOutput()
        let w = HTMLPlayerWriter(output: out)
        w.images = ContentsImages([:])
        try run(w, samples: 1) { $0.contents = "missing.png" }
        #expect(try coin(out.text)["img"] == nil)
    }

    /// The motion sheet draws the image once in its defs and each ghost's copy placed by
    /// contentsGravity in the layer's space, clipped only with masksToBounds.
    @Test func svgDrawsContentsImagesByGravity() throws {
        let out = MemoryOutput()
        let w = SVGMotionSheetWriter(output: out)
        w.images = ContentsImages(["coin.png": Self.redGreen])
        try run(w, samples: 3) { $0.contents = "coin.png"; $0.contentsGravity = .resizeAspectFill; $0.masksToBounds = true }
        let svg = out.text
        // 4 × 2 filling 32 × 32: scale 16 → 64 × 32, centred: x = (32 − 64) / 2 = −16.
        #expect(svg.components(separatedBy: "transform=\"translate(-16 0) scale(16 16)\"").count - 1 == 3)
        #expect(svg.components(separatedBy: "<image id=").count - 1 == 1)
        #expect(svg.contains("width=\"4\" height=\"2\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(Self.redGreenBase64)\""))
        #expect(svg.contains("<clipPath id=\"def1\"><rect x=\"0\" y=\"0\" width=\"32\" height=\"32\" rx=\"0\"/></clipPath>"))
        #expect(svg.components(separatedBy: "clip-path=\"url(#def1)\"").count - 1 == 3)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")

        let top = MemoryOutput()
        let t = SVGMotionSheetWriter(output: top)
        t.images = ContentsImages(["coin.png": Self.redGreen])
        try run(t, samples: 1) { $0.contents = "coin.png"; $0.contentsGravity = .top }
        // Natural size at the top edge on screen (bounds.minY), centred across: x = (32 − 4) / 2.
        #expect(top.text.contains("transform=\"translate(14 0) scale(1 1)\""))
        #expect(!top.text.contains("clip-path"))
    }

    /// One fitting rule for a `contents` name drawn as text, in every picture: shrunk to fit,
    /// cut with "…" below 6 pt, left out when not even that fits.
    @Test func labelsAreFittedByOneRule() {
        #expect(LabelFit.fit("coin.png", width: 32, height: 32) == LabelFit(text: "coin.p…", fontSize: 6))
        #expect(LabelFit.fit("+1", width: 80, height: 40) == LabelFit(text: "+1", fontSize: 12))
        #expect(LabelFit.fit("cart.png", width: 40, height: 40)?.fontSize == 7.5)
        #expect(LabelFit.fit("cart.png", width: 40, height: 40)?.width == 36)
        #expect(LabelFit.fit("1", width: 20, height: 7) == nil)  // 5.6 pt tall at most
        #expect(LabelFit.fit("product.png", width: 8, height: 40) == nil)
        #expect(LayerLook.of(samples(0)[2].state).label == nil)  // a coloured coin, no contents
    }

    /// Log lines are kept for the player's event list, in order with the events.
    @Test func htmlKeepsLogLinesWithTheEvents() throws {
        let out = MemoryOutput()
        let w = HTMLPlayerWriter(output: out)
        try w.writeHeader(TraceHeader(script: "t.lua", fps: 10, screen: Scene.defaultScreen))
        try w.writeEvent(time: 0, event: .animationDidStart(layer: "coin", key: "position"))
        try w.writeSample(time: 0, layers: samples(0))
        try w.writeLog(time: 0.5, message: "coin <1> landed")
        try w.writeEvent(time: 0.5, event: .animationDidStop(layer: "coin", key: "position", finished: true))
        try w.writeEnd(time: 0.5, reason: .idle)
        #expect(out.text.contains(#""events":[{"t":0,"event":"animationDidStart","layer":"coin","key":"position"},{"t":0.5,"log":"coin <1> landed"},{"t":0.5,"event":"animationDidStop""#))
    }

    /// A tee asks for instants when one of its writers does, and hands them only to those: the
    /// motion sheet behind a tee (a golden being recorded, a comparison) still sees its jumps.
    @Test func aTeeForwardsInstantsToTheWritersThatWantThem() throws {
        let svg = MemoryOutput(), jsonl = MemoryOutput()
        let tee = TeeWriter([JSONLinesWriter(output: jsonl), SVGMotionSheetWriter(output: svg)])
        #expect(tee.wantsInstants)
        #expect(!TeeWriter([JSONLinesWriter(output: jsonl)]).wantsInstants)
        try tee.writeHeader(TraceHeader(script: "t.lua", fps: 10, screen: Scene.defaultScreen))
        try tee.writeSample(time: 0, layers: samples(0))
        var snapped = samples(0)
        snapped[2].state.position = Point(x: 40, y: 140)
        try tee.writeInstant(time: 0.5, before: samples(5), after: snapped)
        try tee.writeSample(time: 0.5, layers: snapped)
        try tee.writeEnd(time: 0.5, reason: .idle)
        // The coin jumped at 0.5 s from (100, 340) back to (50, 440) on screen.
        #expect(svg.text.contains(#"<line class="jump" data-layer="coin" data-t="0.5" x1="100" y1="340" x2="50" y2="440""#))
        // The trace itself has the two samples of the coin only.
        #expect(jsonl.text.components(separatedBy: #""layer":"coin""#).count - 1 == 2)
    }
}
