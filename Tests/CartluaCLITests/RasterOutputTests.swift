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
            // In the window: the button's origin (10, 300) + the position; 2 px per point.
            let x = Int(((p[0] + 10) * 2).rounded()), y = Int(((p[1] + 300) * 2).rounded())
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
}
