import CRaster
import CartAnimation
import CartOutput

/// Draws one sample with cairo: a white window, then each visible layer in tree order as its
/// bounds under its screen transform, looking as `LayerLook` says (the rule every picture
/// shares): fill, outline, label, and its `contents` image placed by contentsGravity when the
/// image is found. One function per feature of a layer, so that a new one is one more function
/// called from `draw(_:on:)`; a text layer's string is `text` (PainterText.swift).
struct Painter {
    let screen: Size
    /// Pixels per point.
    let scale: Double
    /// The images `contents` names refer to, decoded once each.
    var images: ImageSurfaces?

    var pixelWidth: Int32 { Int32((screen.width * scale).rounded(.up)) }
    var pixelHeight: Int32 { Int32((screen.height * scale).rounded(.up)) }

    /// Draws `layers` with the window's top left at `origin` (pixels). Throws when cairo's
    /// context is in an error state afterwards: cairo keeps an error for good and draws nothing
    /// more, so going on would silently blank every later frame.
    func draw(_ layers: [ScreenLayer], on cr: OpaquePointer, at origin: Point = .zero) throws {
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, scale, scale)
        cairo_rectangle(cr, 0, 0, screen.width, screen.height)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill(cr)
        for l in layers where l.depth > 0 && !l.hidden {
            draw(l, on: cr)
        }
        cairo_restore(cr)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RasterError.cairo(String(cString: cairo_status_to_string(status))) }
    }

    /// One layer: nothing at all when its transform squashes it flat (scale 0 before a pop: the
    /// bounds map to the screen by (q − A)·M + p, CA-SEMANTICS §9.1, and a singular M maps them
    /// to a line or a point, which covers no area), else its look in its own space.
    private func draw(_ l: ScreenLayer, on cr: OpaquePointer) {
        guard var m = drawableMatrix(l.matrix) else { return }
        let picture = images?.picture(for: l.state)
        let look = LayerLook.of(l.state, image: picture != nil)
        cairo_save(cr)
        cairo_transform(cr, &m)
        fill(l, look, on: cr)
        outline(l, look, on: cr)
        label(l, look, on: cr)
        if let picture { contents(picture, l, on: cr) }
        text(l, on: cr)
        cairo_restore(cr)
    }

    /// The layer's matrix for cairo, or nil when cairo would refuse it. `cairo_transform` with a
    /// matrix that is not invertible (determinant 0 or not finite) puts the context into
    /// CAIRO_STATUS_INVALID_MATRIX for good; the check is cairo's own
    /// (`_cairo_matrix_is_invertible`), made on the matrix the context ends up with (ours times
    /// the pixel scale), so that a tiny but non-zero scale does not underflow there either.
    func drawableMatrix(_ a: [Double]) -> cairo_matrix_t? {
        let determinant = (a[0] * a[3] - a[1] * a[2]) * scale * scale
        guard a.allSatisfy(\.isFinite), determinant.isFinite, determinant != 0 else { return nil }
        return cairo_matrix_t(xx: a[0], yx: a[1], xy: a[2], yy: a[3], x0: a[4], y0: a[5])
    }

    /// The bounds with their corner radius, clamped to half the shorter side as CA draws it.
    private func boundsPath(_ l: ScreenLayer, on cr: OpaquePointer) {
        let b = l.state.bounds
        let w = abs(b.size.width), h = abs(b.size.height)
        let r = max(0, min(l.state.cornerRadius, min(w, h) / 2))
        roundedRect(cr, b.minX, b.minY, w, h, r)
    }

    private func fill(_ l: ScreenLayer, _ look: LayerLook, on cr: OpaquePointer) {
        guard let c = look.fill else { return }
        boundsPath(l, on: cr)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * l.opacity)
        cairo_fill(cr)
    }

    private func outline(_ l: ScreenLayer, _ look: LayerLook, on cr: OpaquePointer) {
        guard let c = look.outline else { return }
        boundsPath(l, on: cr)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * l.opacity)
        cairo_set_line_width(cr, LayerLook.outlineWidth)
        cairo_stroke(cr)
    }

    /// The fitted `contents` name, centred on the bounds (baseline a third of the size below
    /// the middle, which centres digits and lower case).
    private func label(_ l: ScreenLayer, _ look: LayerLook, on cr: OpaquePointer) {
        guard let fit = look.label else { return }
        let b = l.state.bounds, c = LayerLook.text
        cairo_select_font_face(cr, LabelFit.family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, fit.fontSize)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * l.opacity)
        cairo_move_to(cr, b.midX - fit.width / 2, b.midY + fit.fontSize / 3)
        cairo_show_text(cr, fit.text)
    }

    /// The contents image in its contentsGravity rect of the bounds space, over the fill;
    /// clipped to the rounded bounds only with masksToBounds (CA lets it overflow otherwise).
    private func contents(_ p: ImageSurfaces.Picture, _ l: ScreenLayer, on cr: OpaquePointer) {
        let r = p.rect
        guard r.size.width > 0, r.size.height > 0, p.pixelWidth > 0, p.pixelHeight > 0 else { return }
        cairo_save(cr)
        if l.state.masksToBounds {
            boundsPath(l, on: cr)
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
