import CRaster
import CartAnimation
import CartOutput
import Testing
@testable import CartRaster

/// Contents images in PNG frames, placed by contentsGravity: decoded pixels inside and outside
/// the layer's bounds (`top` is the top edge on screen; aspect fill overflows unless
/// masksToBounds).
extension RasterWriterTests {
    /// A 40 × 20 PNG drawn with cairo: its left half red, its right half green.
    static func redGreenPNG() throws -> [UInt8] {
        try RasterError.requireCairo()
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 40, 20)
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_rectangle(cr, 0, 0, 20, 20)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0, 1, 0)
        cairo_rectangle(cr, 20, 0, 20, 20)
        cairo_fill(cr)
        cairo_surface_flush(surface)
        let sink = ByteSink()
        cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return sink.bytes
    }

    /// One frame (scale 2) of a 40 × 40 layer without a colour centred at (100, 200), showing
    /// the red-green image with `gravity`; colour names of the pixels at the given points.
    func colours(_ gravity: ContentsGravity, masks: Bool = false, at points: [(Double, Double)]) throws -> [String] {
        var layers = samples(100)
        layers[1].state.backgroundColor = nil
        layers[1].state.contents = "pic.png"
        layers[1].state.contentsGravity = gravity
        layers[1].state.masksToBounds = masks
        let out = MemoryOutput()
        let w = PNGWriter(output: out)
        w.images = ContentsImages(["pic.png": try Self.redGreenPNG()])
        try w.writeHeader(header())
        try w.writeSample(time: 0, layers: layers)
        try w.writeEnd(time: 0, reason: .until)
        return points.map { p in
            switch pixel(out.bytes, Int(p.0 * 2), Int(p.1 * 2)).map({ [$0.0, $0.1, $0.2] }) {
            case [255, 0, 0]?: return "red"
            case [0, 255, 0]?: return "green"
            case [255, 255, 255]?: return "white"
            case let other: return "\(other.map { "\($0)" } ?? "none")"
            }
        }
    }

    // The layer covers (80…120, 180…220) on screen.

    @Test func resizeStretchesTheImageOverTheBounds() throws {
        #expect(try colours(.resize, at: [(85, 185), (115, 215), (85, 215)]) == ["red", "green", "red"])
    }

    /// Natural size 40 × 20 (contentsScale 1): `top` is the upper half on screen, `bottom` the lower.
    @Test func topAndBottomAreTheScreensEdges() throws {
        #expect(try colours(.top, at: [(85, 185), (115, 195), (85, 215)]) == ["red", "green", "white"])
        #expect(try colours(.bottom, at: [(85, 185), (85, 215), (115, 205)]) == ["white", "red", "green"])
    }

    /// Fit: 40 × 20 centred (190…210); fill: 80 × 40 centred (60…140), past the bounds.
    @Test func aspectFitLetterboxesAndFillOverflows() throws {
        #expect(try colours(.resizeAspect, at: [(85, 185), (85, 195), (115, 205)]) == ["white", "red", "green"])
        #expect(try colours(.resizeAspectFill, at: [(70, 200), (95, 185), (105, 215), (130, 200)])
            == ["red", "red", "green", "green"])
    }

    @Test func masksToBoundsClipsTheOverflow() throws {
        #expect(try colours(.resizeAspectFill, masks: true, at: [(70, 200), (95, 185), (105, 215), (130, 200)])
            == ["white", "red", "green", "white"])
    }
}
