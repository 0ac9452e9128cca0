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
        window.bounds = Rect(x: 0, y: 0, width: 375, height: 812)
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
        try w.writeHeader(TraceHeader(script: "coins & <bags>.lua", fps: 10, screen: Size(width: 375, height: 812)))
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
        func parser(_ p: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            elements += 1
            if name == "polyline", attributes["class"] == "trajectory", let l = attributes["data-layer"] {
                trajectories[l] = attributes["points"]
            }
        }
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
}
