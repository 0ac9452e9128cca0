import CRaster
import CartAnimation
import CartOutput

/// Draws one sample with cairo: a white window, then each visible layer in tree order as its
/// bounds under its screen transform, looking as `LayerLook` says (the rule every picture
/// shares): fill, outline, label. One function per feature of a layer, so that a new one
/// (text, contents gravity) is one more function called from `draw(_:on:)`.
struct Painter {
    let screen: Size
    /// Pixels per point.
    let scale: Double

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
        let look = LayerLook.of(l.state)
        cairo_save(cr)
        cairo_transform(cr, &m)
        fill(l, look, on: cr)
        outline(l, look, on: cr)
        label(l, look, on: cr)
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
