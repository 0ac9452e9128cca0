import CRaster
import CartAnimation
import CartOutput

/// An animated GIF (`-o coins.gif`): one frame per sample at the run's rate, looping, drawn
/// with cairo and encoded with giflib. Frames are encoded as they come (one held back to learn
/// its delay), so memory stays bounded. GIF delays are whole centiseconds: each frame's delay is
/// the difference of the rounded times, so the total stays exact (60 fps alternates 1 and 2 cs).
public final class GIFWriter: TraceWriter, DrawsContentsImages {
    let output: ByteOutput
    var painter = Painter(screen: Scene.defaultScreen, scale: 0.5)
    /// Pixels per point (half size keeps GIFs small).
    public var scale = 0.5
    private var gif: UnsafeMutablePointer<GifFileType>?
    private var sink = ByteSink()
    private var pending: (time: Double, pixels: [UInt8])?
    private var surface: OpaquePointer?
    private var cr: OpaquePointer?
    public private(set) var frameCount = 0
    /// The images `contents` names refer to (nil: labels only).
    public var images: ContentsImages?

    public init(output: ByteOutput) {
        self.output = output
    }

    deinit {
        if let cr { cairo_destroy(cr) }
        if let surface { cairo_surface_destroy(surface) }
        if let gif { var e: Int32 = 0; EGifCloseFile(gif, &e) }
    }

    public func writeHeader(_ h: TraceHeader) throws {
        try RasterError.requireGIF()
        painter = Painter(screen: h.screen, scale: scale)
        painter.images = images.map(ImageSurfaces.init)
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, painter.pixelWidth, painter.pixelHeight)
        cr = cairo_create(surface)
        var error: Int32 = 0
        gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, bytes, length in
            guard let file, let user = file.pointee.UserData, let bytes else { return 0 }
            Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
            return length
        }, &error)
        guard let gif else { throw RasterError.gif("cannot start a GIF (error \(error))") }
        EGifSetGifVersion(gif, true)
        let map = GIFWriter.palette
        let colours = map.withUnsafeBufferPointer { GifMakeMapObject(256, $0.baseAddress) }
        defer { GifFreeMapObject(colours) }
        guard EGifPutScreenDesc(gif, painter.pixelWidth, painter.pixelHeight, 8, 0, colours) == GIF_OK else {
            throw RasterError.gif("cannot write the screen descriptor")
        }
        // NETSCAPE2.0: loop for ever.
        var app = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
              EGifPutExtensionBlock(gif, Int32(app.count), &app) == GIF_OK,
              EGifPutExtensionBlock(gif, 3, &loop) == GIF_OK,
              EGifPutExtensionTrailer(gif) == GIF_OK
        else { throw RasterError.gif("cannot write the loop extension") }
    }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        guard let cr, let surface else { return }
        try painter.draw(ScreenGeometry.place(layers), on: cr)
        cairo_surface_flush(surface)
        let pixels = quantize(surface)
        if let p = pending { try put(p.pixels, delay: centiseconds(time) - centiseconds(p.time)) }
        pending = (time, pixels)
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {}
    public func writeLog(time: Double, message: String) throws {}

    public func writeEnd(time: Double, reason: EndReason) throws {
        if let p = pending {
            // The last frame holds for one frame step (or a second for a single frame).
            try put(p.pixels, delay: frameCount > 0 ? lastDelay : 100)
            pending = nil
        }
        guard let gif else { return }
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw RasterError.gif("cannot finish the GIF (error \(error))") }
        self.gif = nil
        try output.write(sink.bytes)
        sink.bytes = []
    }

    private var lastDelay: Int = 2

    private func centiseconds(_ t: Double) -> Int { Int((t * 100).rounded()) }

    private func put(_ pixels: [UInt8], delay: Int) throws {
        guard let gif else { return }
        let d = max(1, delay)
        lastDelay = d
        var gcb = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: Int32(d), TransparentColor: -1)
        var ext = [UInt8](repeating: 0, count: 4)
        let n = EGifGCBToExtension(&gcb, &ext)
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), &ext) == GIF_OK,
              EGifPutImageDesc(gif, 0, 0, painter.pixelWidth, painter.pixelHeight, false, nil) == GIF_OK
        else { throw RasterError.gif("cannot write frame \(frameCount + 1)") }
        var rows = pixels
        let w = Int(painter.pixelWidth)
        for y in 0..<Int(painter.pixelHeight) {
            let ok = rows.withUnsafeMutableBufferPointer { EGifPutLine(gif, $0.baseAddress! + y * w, Int32(w)) }
            guard ok == GIF_OK else { throw RasterError.gif("cannot write frame \(frameCount + 1)") }
        }
        frameCount += 1
    }

    /// The fixed palette: a 6×6×6 colour cube, then 40 greys. Flat drawings map well onto it and
    /// the result is the same on every machine.
    static let palette: [GifColorType] = {
        var p: [GifColorType] = []
        for r in 0..<6 { for g in 0..<6 { for b in 0..<6 {
            p.append(GifColorType(Red: UInt8(r * 51), Green: UInt8(g * 51), Blue: UInt8(b * 51)))
        } } }
        for i in 0..<40 {
            let v = UInt8(i * 255 / 39)
            p.append(GifColorType(Red: v, Green: v, Blue: v))
        }
        return p
    }()

    /// Each pixel of the surface as its nearest palette index (cube or grey, whichever is closer).
    private func quantize(_ surface: OpaquePointer) -> [UInt8] {
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [UInt8](repeating: 0, count: w * h) }
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = data + y * stride
            for x in 0..<w {
                let px = row + x * 4  // CAIRO_FORMAT_RGB24: B, G, R, unused on little-endian
                let b = Int(px[0]), g = Int(px[1]), r = Int(px[2])
                let ri = (r + 25) / 51, gi = (g + 25) / 51, bi = (b + 25) / 51
                var best = UInt8(ri * 36 + gi * 6 + bi)
                let cubeError = sq(r - ri * 51) + sq(g - gi * 51) + sq(b - bi * 51)
                let grey = (r + g + b) / 3, gk = (grey * 39 + 127) / 255, gv = gk * 255 / 39
                if sq(r - gv) + sq(g - gv) + sq(b - gv) < cubeError { best = UInt8(216 + gk) }
                out[y * w + x] = best
            }
        }
        return out
    }

    @inline(__always) private func sq(_ x: Int) -> Int { x * x }
}
