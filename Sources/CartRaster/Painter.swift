import CRaster
import CartAnimation
import CartOutput

/// Draws one sample with cairo: a white window, then each layer in tree order as its bounds
/// under its screen transform — background colour (times the inherited opacity), corner radius,
/// its `contents` image placed by contentsGravity when the image is found, and for a layer
/// without a colour or image either its `contents` name as a label on grey or a thin outline.
/// Hidden layers are skipped.
struct Painter {
    let screen: Size
    /// Pixels per point.
    let scale: Double
    /// The images `contents` names refer to, decoded once each.
    var images: ImageSurfaces?

    var pixelWidth: Int32 { Int32((screen.width * scale).rounded(.up)) }
    var pixelHeight: Int32 { Int32((screen.height * scale).rounded(.up)) }

    func draw(_ layers: [ScreenLayer], on cr: OpaquePointer, at origin: Point = .zero) {
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, scale, scale)
        cairo_rectangle(cr, 0, 0, screen.width, screen.height)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill(cr)
        for (i, l) in layers.enumerated() where l.depth > 0 && !l.hidden {
            draw(l, index: i, on: cr)
        }
        cairo_restore(cr)
    }

    private func draw(_ l: ScreenLayer, index: Int, on cr: OpaquePointer) {
        let b = l.state.bounds
        cairo_save(cr)
        var m = cairo_matrix_t(xx: l.matrix[0], yx: l.matrix[1], xy: l.matrix[2], yy: l.matrix[3],
                               x0: l.matrix[4], y0: l.matrix[5])
        cairo_transform(cr, &m)
        let w = abs(b.size.width), h = abs(b.size.height)
        let r = max(0, min(l.state.cornerRadius, min(w, h) / 2))
        roundedRect(cr, b.minX, b.minY, w, h, r)
        if let c = l.state.backgroundColor {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * l.opacity)
            cairo_fill(cr)
        }
        if let picture = images?.picture(for: l.state) {
            cairo_new_path(cr)
            drawContents(picture, l, radius: r, on: cr)
        } else if l.state.backgroundColor == nil, let label = l.state.contents {
            cairo_set_source_rgba(cr, 0.85, 0.85, 0.85, l.opacity)
            cairo_fill_preserve(cr)
            cairo_set_source_rgba(cr, 0.4, 0.4, 0.4, l.opacity)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            cairo_set_font_size(cr, max(6, min(12, h / 3)))
            cairo_move_to(cr, b.minX + 2, b.midY + 3)
            cairo_show_text(cr, label)
        } else if l.state.backgroundColor == nil {
            cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, l.opacity)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    /// The contents image in its contentsGravity rect of the bounds space, over the background;
    /// clipped to the rounded bounds only with masksToBounds (CA lets it overflow otherwise).
    private func drawContents(_ p: ImageSurfaces.Picture, _ l: ScreenLayer, radius: Double, on cr: OpaquePointer) {
        let r = p.rect, b = l.state.bounds
        guard r.size.width > 0, r.size.height > 0, p.pixelWidth > 0, p.pixelHeight > 0 else { return }
        cairo_save(cr)
        if l.state.masksToBounds {
            roundedRect(cr, b.minX, b.minY, abs(b.size.width), abs(b.size.height), radius)
            cairo_clip(cr)
        }
        cairo_translate(cr, r.origin.x, r.origin.y)
        cairo_scale(cr, r.size.width / p.pixelWidth, r.size.height / p.pixelHeight)
        cairo_set_source_surface(cr, p.surface, 0, 0)
        cairo_paint_with_alpha(cr, l.opacity)
        cairo_restore(cr)
    }

    private func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        guard r > 0 else {
            cairo_rectangle(cr, x, y, w, h)
            return
        }
        let pi = Double.pi
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, pi / 2, pi)
        cairo_arc(cr, x + r, y + r, r, pi, 3 * pi / 2)
        cairo_close_path(cr)
    }
}

/// Collects bytes written by a C library's write callback.
final class ByteSink {
    var bytes: [UInt8] = []
}

/// The contents images as cairo surfaces, decoded from their PNG bytes once each and freed with
/// the painter's last copy.
final class ImageSurfaces {
    let images: ContentsImages
    private var surfaces: [String: OpaquePointer?] = [:]

    init(_ images: ContentsImages) { self.images = images }

    deinit {
        for case let s?? in surfaces.values { cairo_surface_destroy(s) }
    }

    /// A decoded image and where it goes in the layer's bounds space.
    struct Picture {
        let surface: OpaquePointer
        let pixelWidth: Double, pixelHeight: Double
        let rect: Rect
    }

    /// The layer's contents image placed by its contentsGravity (ContentsImages.placement), or
    /// nil when it shows none or cairo cannot read it.
    func picture(for s: LayerState) -> Picture? {
        guard let name = s.contents, let (image, rect) = images.placement(of: s), let surface = surface(name, image.png) else {
            return nil
        }
        return Picture(surface: surface, pixelWidth: Double(cairo_image_surface_get_width(surface)),
                       pixelHeight: Double(cairo_image_surface_get_height(surface)), rect: rect)
    }

    private func surface(_ name: String, _ png: [UInt8]) -> OpaquePointer? {
        if let known = surfaces[name] { return known }
        final class Reader { let bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let reader = Reader(png)
        var s = cairo_image_surface_create_from_png_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let r = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            guard r.offset + Int(length) <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            r.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + r.offset, count: Int(length)) }
            r.offset += Int(length)
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque())
        if let bad = s, cairo_surface_status(bad) != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(bad)
            s = nil
        }
        surfaces[name] = s
        return s
    }
}
