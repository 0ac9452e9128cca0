import CRaster
import CartAnimation
import CartOutput
import Testing
@testable import CartRaster

/// Pictures decoded again with the same library: pixels where a layer is and where it is not,
/// GIF frame counts and delays.
@Suite struct RasterWriterTests {
    /// A red 40×40 square centred at (100, 200) in a 375×812 window.
    func samples(_ x: Double) -> [LayerSample] {
        var window = LayerState()
        window.bounds = Rect(origin: .zero, size: Scene.defaultScreen)
        window.position = Point(x: 187.5, y: 406)
        var box = LayerState()
        box.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        box.position = Point(x: x, y: 200)
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        return [LayerSample(name: "window", superlayer: nil, state: window),
                LayerSample(name: "box", superlayer: "window", state: box)]
    }

    func header() -> TraceHeader { TraceHeader(script: "t.lua", fps: 10, screen: Scene.defaultScreen) }

    /// The decoded pixel (r, g, b) at (x, y) of a PNG.
    func pixel(_ png: [UInt8], _ x: Int, _ y: Int) -> (Int, Int, Int)? {
        DecodedPNG(png)?.pixel(x, y)
    }

    @Test func aSingleFrameShowsTheLayerWhereTheTracePutsIt() throws {
        let out = MemoryOutput()
        let w = PNGWriter(output: out)
        try w.writeHeader(header())
        try w.writeSample(time: 0.45, layers: samples(100))
        try w.writeEnd(time: 0.45, reason: .until)
        #expect(Array(out.bytes.prefix(4)) == [0x89, 0x50, 0x4e, 0x47])
        // Scale 2: the square covers (80…120, 180…220) points = (160…240, 360…440) pixels.
        #expect(pixel(out.bytes, 200, 400).map { $0 == (255, 0, 0) } == true)
        #expect(pixel(out.bytes, 170, 370).map { $0 == (255, 0, 0) } == true)
        #expect(pixel(out.bytes, 250, 400).map { $0 == (255, 255, 255) } == true)
        #expect(pixel(out.bytes, 200, 300).map { $0 == (255, 255, 255) } == true)
    }

    @Test func severalSamplesMakeAContactSheet() throws {
        let out = MemoryOutput()
        let w = PNGWriter(output: out)
        try w.writeHeader(header())
        for k in 0..<5 { try w.writeSample(time: Double(k) / 10, layers: samples(100 + 20 * Double(k))) }
        try w.writeEnd(time: 0.4, reason: .idle)
        // 4 columns of cells (375 + 8) wide at scale 1: the second row exists.
        #expect(pixel(out.bytes, 4 + 100, 16 + 4 + 200).map { $0 == (255, 0, 0) } == true)
        #expect(pixel(out.bytes, 383 + 4 + 120, 16 + 4 + 200).map { $0 == (255, 0, 0) } == true)
    }

    @Test func gifHasAFramePerSampleWithTheRunsDelays() throws {
        let out = MemoryOutput()
        let w = GIFWriter(output: out)
        try w.writeHeader(header())
        for k in 0..<4 { try w.writeSample(time: Double(k) / 10, layers: samples(100 + 20 * Double(k))) }
        try w.writeEnd(time: 0.3, reason: .idle)
        #expect(w.frameCount == 4)
        #expect(Array(out.bytes.prefix(6)) == Array("GIF89a".utf8))
        // Graphics control extensions: 21 F9 04 <flags> <delay lo> <delay hi> …
        var delays: [Int] = []
        let b = out.bytes
        for i in 0..<(b.count - 6) where b[i] == 0x21 && b[i + 1] == 0xF9 && b[i + 2] == 4 {
            delays.append(Int(b[i + 4]) | Int(b[i + 5]) << 8)
        }
        #expect(delays == [10, 10, 10, 10])
    }

    /// breath's badge before it pops: scaled to 0 it draws nothing, and neither the next layer
    /// of that frame nor any later frame of the same sheet (one cairo context) loses anything.
    @Test func aLayerScaledToZeroDrawsNothingAndSpoilsNoLaterFrame() throws {
        let out = MemoryOutput()
        let w = PNGWriter(output: out)
        try w.writeHeader(header())
        for k in 0..<5 {
            var badge = LayerState()
            badge.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
            badge.position = Point(x: 300, y: 700)
            badge.backgroundColor = Color(red: 0, green: 0, blue: 1)
            badge.transform = k == 1 ? Transform.scale(0, 0) : .identity
            var dot = LayerState()  // inside the badge: flattened with it
            dot.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
            dot.position = Point(x: 10, y: 10)
            dot.backgroundColor = Color(red: 0, green: 1, blue: 0)
            var layers = samples(100 + 20 * Double(k))
            // Before the box in tree order, so the box is "the next layer".
            layers.insert(contentsOf: [LayerSample(name: "badge", superlayer: "window", state: badge),
                                       LayerSample(name: "dot", superlayer: "badge", state: dot)], at: 1)
            try w.writeSample(time: Double(k) / 10, layers: layers)
        }
        try w.writeEnd(time: 0.4, reason: .idle)
        // Cells of (375 + 8) × (812 + 16 + 8) pixels at scale 1, 4 to a row.
        func at(_ k: Int, _ x: Double, _ y: Double) -> (Int, Int, Int)? {
            pixel(out.bytes, (k % 4) * 383 + 4 + Int(x), (k / 4) * 836 + 4 + 16 + Int(y))
        }
        for k in 0..<5 {
            #expect(at(k, 100 + 20 * Double(k), 200).map { $0 == (255, 0, 0) } == true, "frame \(k): the box")
            let badge = k == 1 ? (255, 255, 255) : (0, 0, 255), dot = k == 1 ? (255, 255, 255) : (0, 255, 0)
            #expect(at(k, 295, 695).map { $0 == badge } == true, "frame \(k): the badge")
            #expect(at(k, 300, 700).map { $0 == dot } == true, "frame \(k): the dot")
        }
    }

    /// The painter's test of a matrix is cairo's: not invertible (determinant 0, or not finite
    /// once at pixel scale) is not drawn.
    @Test func onlyMatricesCairoCanInvertAreDrawn() {
        let p = Painter(screen: Scene.defaultScreen, scale: 0.5)
        #expect(p.drawableMatrix([1, 0, 0, 1, 5, 5]) != nil)
        #expect(p.drawableMatrix([0.001, 0, 0, 0.001, 5, 5]) != nil)
        #expect(p.drawableMatrix([0, 0, 0, 0, 5, 5]) == nil)
        #expect(p.drawableMatrix([2, 4, 1, 2, 0, 0]) == nil)  // rank 1: a line
        #expect(p.drawableMatrix([1e-200, 0, 0, 1e-200, 0, 0]) == nil)  // underflows to 0
        #expect(p.drawableMatrix([.nan, 0, 0, 1, 0, 0]) == nil)
    }

    /// A layer with neither colour nor contents: a 1 pt grey outline, nothing inside (LayerLook),
    /// as in the SVG and the HTML player.
    @Test func anEmptyLayerIsAGreyOutline() throws {
        var layers = samples(100)
        layers[1].state.backgroundColor = nil
        let out = MemoryOutput()
        let w = PNGWriter(output: out)
        try w.writeHeader(header())
        try w.writeSample(time: 0, layers: layers)
        try w.writeEnd(time: 0, reason: .until)
        // Scale 2: the edge at x = 80 pt is pixels 159 and 160, half a point either side.
        for x in [159, 160] {
            let p = try #require(pixel(out.bytes, x, 400))
            #expect(abs(p.0 - 128) <= 1 && p.0 == p.1 && p.1 == p.2, "\(x): \(p)")
        }
        #expect(pixel(out.bytes, 200, 400).map { $0 == (255, 255, 255) } == true)
        #expect(pixel(out.bytes, 157, 400).map { $0 == (255, 255, 255) } == true)
    }
}
