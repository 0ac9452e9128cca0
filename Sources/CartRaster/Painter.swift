import CRaster
import CartAnimation
import CartOutput

/// Draws one sample with cairo: a white window, then each layer in tree order as its bounds
/// under its screen transform — background colour (times the inherited opacity), corner radius,
/// and for a layer without a colour either its `contents` name as a label on grey or a thin
/// outline; a text layer's string on top, laid out by `TextLayout` (PainterText.swift). Hidden
/// layers are skipped.
struct Painter {
    let screen: Size
    /// Pixels per point.
    let scale: Double

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
        } else if let label = l.state.contents {
            cairo_set_source_rgba(cr, 0.85, 0.85, 0.85, l.opacity)
            cairo_fill_preserve(cr)
            cairo_set_source_rgba(cr, 0.4, 0.4, 0.4, l.opacity)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            cairo_set_font_size(cr, max(6, min(12, h / 3)))
            cairo_move_to(cr, b.minX + 2, b.midY + 3)
            cairo_show_text(cr, label)
        } else {
            cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, l.opacity)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
        }
        if let text = l.state.text { drawText(text, in: b, opacity: l.opacity, on: cr) }
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
