import CRaster
import Foundation
import Testing
import CartTestSupport

/// `-o x.png` and `-o x.gif` end to end: the pictures decoded again with cairo show the layers
/// where the trace puts them; the GIF has a frame per sample with the run's delays.
@Suite struct RasterOutputTests {
    /// The PNG at `url` decoded: a pixel reader (r, g, b at x, y) and the size.
    func decode(_ url: URL) throws -> (width: Int, height: Int, pixel: (Int, Int) -> (Int, Int, Int)) {
        let surface = try #require(cairo_image_surface_create_from_png(url.path))
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        var copy = [UInt8](repeating: 0, count: stride * h)
        for i in 0..<(stride * h) { copy[i] = data[i] }
        cairo_surface_destroy(surface)
        return (w, h, { x, y in
            let p = y * stride + x * 4
            return (Int(copy[p + 2]), Int(copy[p + 1]), Int(copy[p]))
        })
    }

    @Test func aPNGFrameShowsEachCoinWhereTheTraceIs() throws {
        let dir = try CLI.temporaryDirectory()
        let png = dir.appendingPathComponent("frame.png")
        let made = try CLI.run(["run", "Scripts/coins.lua", "--at", "0.5", "-o", png.path])
        #expect(made.status == 0, "\(made.stderr)")
        let image = try decode(png)
        #expect(image.width == 750 && image.height == 1624)  // 2 px per point
        let trace = try CLI.run(["run", "Scripts/coins.lua", "--at", "0.5"])
        var coins = 0
        for line in trace.lines where line.contains(#""superlayer":"button""#) {
            let o = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            let p = o["position"] as! [Double]
            // In the window: the button's origin (10, 300) + the position; 2 px per point. 8 pt
            // above the centre, clear of the coin's label ("coin.p…", centred).
            let x = Int(((p[0] + 10) * 2).rounded()), y = Int(((p[1] + 300 - 8) * 2).rounded())
            #expect(image.pixel(x, y) == (255, 193, 7), "\(o["layer"]!) at (\(x), \(y)) is \(image.pixel(x, y))")
            coins += 1
        }
        #expect(coins == 6)  // coins 1…6 have left at 0.5 s
        #expect(image.pixel(700, 1500) == (255, 255, 255))
    }

    @Test func theGIFHasAFramePerSampleAtTheRunsRate() throws {
        let dir = try CLI.temporaryDirectory()
        let gif = dir.appendingPathComponent("parabola.gif")
        let made = try CLI.run(["run", "Scripts/parabola.lua", "--fps", "20", "-o", gif.path])
        #expect(made.status == 0, "\(made.stderr)")
        let bytes = [UInt8](try Data(contentsOf: gif))
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        var delays: [Int] = []
        for i in 0..<(bytes.count - 6) where bytes[i] == 0x21 && bytes[i + 1] == 0xF9 && bytes[i + 2] == 4 {
            delays.append(Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8)
        }
        // 20 fps from 0 to 1 s: 21 samples, 5 cs apart (the last holds one step).
        #expect(delays == Array(repeating: 5, count: 21))
        #expect(bytes.count > 1000)
    }

    /// `cartlua run Scripts/breath.lua -o breath.gif --fps 30`: at 2/3 s the badge is scaled to
    /// 0 (its pop starts); the frames after it still show it growing, and the last one shows it
    /// whole, red, where the script puts it (frame (290, 742, 20, 20), half size in a GIF).
    @Test func theBadgeThatPopsFromScaleZeroIsInTheLaterGIFFrames() throws {
        let dir = try CLI.temporaryDirectory()
        let gif = dir.appendingPathComponent("breath.gif")
        let made = try CLI.run(["run", "Scripts/breath.lua", "--fps", "30", "-o", gif.path])
        #expect(made.status == 0, "\(made.stderr)")
        let frames = try GIFFrames(gif.path)
        #expect(frames.count > 25)
        func red(_ p: (Int, Int, Int)) -> Bool { p.0 > 200 && p.1 < 100 && p.2 < 100 }
        #expect(frames.pixel(20, 150, 376) == (255, 255, 255))  // t = 2/3 s: scale 0, nothing
        #expect(red(frames.pixel(frames.count - 1, 150, 376)), "\(frames.pixel(frames.count - 1, 150, 376))")
        #expect(red(frames.pixel(frames.count - 1, 147, 376)))
        #expect(frames.pixel(frames.count - 1, 160, 390) == (255, 255, 255))
    }
}

/// An animated GIF decoded with giflib's own decoder (DGifSlurp), looked up with dlsym: cartlua
/// calls only the encoder, so CRaster forwards only those.
struct GIFFrames {
    private var images: [[UInt8]] = []
    private var colours: [(Int, Int, Int)] = []
    private var width = 0

    var count: Int { images.count }

    init(_ path: String) throws {
        typealias Open = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<GifFileType>?
        typealias Slurp = @convention(c) (UnsafeMutablePointer<GifFileType>?) -> Int32
        typealias Close = @convention(c) (UnsafeMutablePointer<GifFileType>?, UnsafeMutablePointer<Int32>?) -> Int32
        let lib = try #require(dlopen("libgif.so.7", RTLD_NOW | RTLD_LOCAL))
        defer { dlclose(lib) }
        let open = unsafeBitCast(try #require(dlsym(lib, "DGifOpenFileName")), to: Open.self)
        let slurp = unsafeBitCast(try #require(dlsym(lib, "DGifSlurp")), to: Slurp.self)
        let close = unsafeBitCast(try #require(dlsym(lib, "DGifCloseFile")), to: Close.self)
        var error: Int32 = 0
        let file = try #require(open(path, &error), "giflib error \(error)")
        defer { _ = close(file, &error) }
        #expect(slurp(file) == GIF_OK)
        let g = file.pointee
        width = Int(g.SWidth)
        let map = try #require(g.SColorMap).pointee
        colours = (0..<Int(map.ColorCount)).map { i in
            let c = map.Colors[i]
            return (Int(c.Red), Int(c.Green), Int(c.Blue))
        }
        for i in 0..<Int(g.ImageCount) {
            let image = g.SavedImages[i]
            // cartlua writes whole frames with the global colour map.
            #expect(Int(image.ImageDesc.Width) == width && image.ImageDesc.Left == 0 && image.ImageDesc.Top == 0)
            let n = Int(image.ImageDesc.Width) * Int(image.ImageDesc.Height)
            images.append(Array(UnsafeBufferPointer(start: image.RasterBits, count: n)))
        }
    }

    /// (r, g, b) of pixel (x, y) of frame `k`.
    func pixel(_ k: Int, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        colours[Int(images[k][y * width + x])]
    }
}
