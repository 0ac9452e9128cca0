import CRaster

/// A PNG decoded again by cairo, the library that wrote it: its size and its pixels as (r, g, b),
/// row by row. One decoder for every raster test.
struct DecodedPNG {
    var width = 0, height = 0
    var rgb: [(Int, Int, Int)] = []

    init?(_ png: [UInt8]) {
        final class Reader { var bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let reader = Reader(png)
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let r = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            guard r.offset + Int(length) <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            for i in 0..<Int(length) { data[i] = r.bytes[r.offset + i] }
            r.offset += Int(length)
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque())
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            for x in 0..<width {
                let p = data + y * stride + x * 4
                rgb.append((Int(p[2]), Int(p[1]), Int(p[0])))
            }
        }
    }

    /// The pixel (r, g, b) at (x, y), nil outside the picture.
    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return rgb[y * width + x]
    }
}
