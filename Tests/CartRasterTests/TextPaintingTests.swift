import CRaster
import CartAnimation
import CartOutput
import Testing
@testable import CartRaster

/// Text layers drawn by cairo (PainterText.swift): the string where `TextLayout` puts it, in its
/// colour, clipped to the bounds.
@Suite struct TextPaintingTests {
    /// A white 375×812 window with one text layer, bounds 200×50 with its top-left corner at
    /// (50, 100) points, drawn at 2 px per point.
    func png(_ configure: (inout TextLayerState) -> Void) throws -> Decoded {
        var window = LayerState()
        window.bounds = Rect(origin: .zero, size: Scene.defaultScreen)
        window.position = Point(x: 187.5, y: 406)
        var label = LayerState()
        label.bounds = Rect(x: 0, y: 0, width: 200, height: 50)
        label.position = Point(x: 150, y: 125)
        var text = TextLayerState()
        text.string = "WWW"
        text.fontSize = 40
        text.foregroundColor = .black
        configure(&text)
        label.text = text
        let out = MemoryOutput()
        let w = PNGWriter(output: out)
        try w.writeHeader(TraceHeader(script: "t.lua", fps: 10, screen: Scene.defaultScreen))
        try w.writeSample(time: 0, layers: [LayerSample(name: "window", superlayer: nil, state: window),
                                            LayerSample(name: "label", superlayer: "window", state: label)])
        try w.writeEnd(time: 0, reason: .until)
        return try #require(Decoded(out.bytes))
    }

    /// The PNG's pixels, decoded by cairo (DecodedPNG), with counts by region.
    typealias Decoded = DecodedPNG

    /// "WWW" at 40 pt is 3 × 0.944 em = 113.28 pt wide: left-aligned it covers x 50…163.
    @Test func theStringIsDrawnWhereTheLayoutPutsIt() throws {
        let left = try png { _ in }
        #expect(left.dark(50, 100, 163, 150) > 500)
        #expect(left.dark(166, 100, 250, 150) == 0)
        // Right-aligned: x 136.7…250.
        let right = try png { $0.alignmentMode = .right }
        #expect(right.dark(50, 100, 134, 150) == 0)
        #expect(right.dark(137, 100, 250, 150) > 500)
    }

    @Test func theColourIsTheForegroundColour() throws {
        let red = try png { $0.foregroundColor = Color(red: 1, green: 0, blue: 0) }
        #expect(red.count(50, 100, 250, 150) { $0 == (255, 0, 0) } > 200)
        #expect(red.dark(0, 0, 375, 812) == 0)
        let none = try png { $0.foregroundColor = nil }
        // Inside the thin outline a layer without a background gets.
        #expect(none.count(52, 102, 248, 148) { $0 != (255, 255, 255) } == 0)
    }

    /// Like CATextLayer's backing image, the text ends at the bounds.
    @Test func textIsClippedToTheBounds() throws {
        let long = try png { $0.string = String(repeating: "W", count: 12) }
        #expect(long.dark(50, 100, 250, 150) > 2000)
        #expect(long.dark(250, 90, 375, 160) == 0)
    }

    /// Sizes cairo cannot take (its font matrix would not be invertible) draw no text and keep
    /// the picture going, instead of failing the context for the rest of the run.
    @Test func sizesBeyondCairosRangeDrawNothing() throws {
        for size in [1e300, 1e-300, 5e6] {
            let p = try png { $0.fontSize = size }
            #expect(p.dark(52, 102, 248, 148) == 0, "\(size)")
        }
        #expect(Painter.drawable(fontSize: 36, matrix: [1, 0, 0, 1, 0, 0], scale: 2))
        #expect(!Painter.drawable(fontSize: 36, matrix: [1e300, 0, 0, 1e300, 0, 0], scale: 2))
    }
}

extension DecodedPNG {
    /// Pixels in the rectangle of points (x0…x1, y0…y1) matching `test`.
    func count(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ test: ((Int, Int, Int)) -> Bool) -> Int {
        var n = 0
        for y in Int(y0 * 2)..<Int(y1 * 2) { for x in Int(x0 * 2)..<Int(x1 * 2) where test(rgb[y * width + x]) { n += 1 } }
        return n
    }

    func dark(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Int {
        count(x0, y0, x1, y1) { $0.0 < 128 && $0.1 < 128 && $0.2 < 128 }
    }
}
