import CRaster
import CartAnimation
import CartOutput

/// PNG output (`-o frame.png`): one sample (`--at 0.45`) gives that frame at the screen's
/// scale; more give a contact sheet of up to `maxFrames` evenly spaced frames, each labelled
/// with its time. Drawn with cairo and written with cairo's PNG encoder.
public final class PNGWriter: TraceWriter, DrawsContentsImages {
    let output: ByteOutput
    var screen = Scene.defaultScreen
    var frames: [(time: Double, layers: [ScreenLayer])] = []
    /// Pixels per point for a single frame (the contact sheet uses half of it).
    public var scale = 2.0
    public var maxFrames = 12
    /// The images `contents` names refer to (nil: labels only).
    public var images: ContentsImages?

    public init(output: ByteOutput) {
        self.output = output
    }

    public func writeHeader(_ h: TraceHeader) throws {
        // Before the run: a missing library fails at once, not after the whole run.
        try RasterError.requireCairo()
        screen = h.screen
    }
    public func writeSample(time: Double, layers: [LayerSample]) throws {
        frames.append((time, ScreenGeometry.place(layers)))
    }
    public func writeEvent(time: Double, event: TraceEvent) throws {}
    public func writeLog(time: Double, message: String) throws {}

    public func writeEnd(time: Double, reason: EndReason) throws {
        try RasterError.requireCairo()
        let chosen = PNGWriter.evenlySpaced(frames.count, maxFrames)
        let single = chosen.count <= 1
        var painter = Painter(screen: screen, scale: single ? scale : scale / 2)
        painter.images = images.map(ImageSurfaces.init)
        let columns = single ? 1 : min(4, chosen.count)
        let rows = single ? 1 : (chosen.count + columns - 1) / columns
        let label: Int32 = single ? 0 : 16
        let cellW = painter.pixelWidth + (single ? 0 : 8), cellH = painter.pixelHeight + label + (single ? 0 : 8)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, cellW * Int32(columns), cellH * Int32(rows))
        let cr = cairo_create(surface)
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        guard let cr else { throw RasterError.cairo("cannot create a drawing context") }
        cairo_set_source_rgb(cr, 0.9, 0.9, 0.9)
        cairo_paint(cr)
        for (k, fi) in chosen.enumerated() {
            let x = Double(Int32(k % columns) * cellW) + (single ? 0 : 4)
            let y = Double(Int32(k / columns) * cellH) + (single ? 0 : 4)
            try painter.draw(frames[fi].layers, on: cr, at: Point(x: x, y: y + Double(label)))
            if !single {
                cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
                cairo_set_font_size(cr, 12)
                cairo_move_to(cr, x + 2, y + 12)
                cairo_show_text(cr, "t = " + NumberFormat.string(frames[fi].time) + " s")
            }
        }
        cairo_surface_flush(surface)
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw RasterError.cairo(String(cString: cairo_status_to_string(status))) }
        try output.write(sink.bytes)
    }

    /// Up to `limit` indices of `count`, evenly spaced, first and last included.
    static func evenlySpaced(_ count: Int, _ limit: Int) -> [Int] {
        guard count > limit, limit > 1 else { return Array(0..<count) }
        return (0..<limit).map { ($0 * (count - 1) + (limit - 1) / 2) / (limit - 1) }
    }
}

/// A failure of the drawing or encoding library.
public enum RasterError: Error, CustomStringConvertible {
    case cairo(String)
    case gif(String)

    public var description: String {
        switch self {
        case .cairo(let m): return "cairo: \(m)"
        case .gif(let m): return "giflib: \(m)"
        }
    }

    /// Loads cairo (CRaster.h: it is not linked, so runs without pictures never load it);
    /// throws when it is not installed.
    static func requireCairo() throws {
        if let why = cartraster_load_cairo() { throw RasterError.cairo(String(cString: why)) }
    }

    /// Loads giflib (and cairo, which draws the frames); throws when either is not installed.
    static func requireGIF() throws {
        try requireCairo()
        if let why = cartraster_load_gif() { throw RasterError.gif(String(cString: why)) }
    }
}
