import CRaster
import CartAnimation
import CartOutput

extension Painter {
    /// A text layer's string, if it is one.
    func text(_ l: ScreenLayer, on cr: OpaquePointer) {
        guard let t = l.state.text, Painter.drawable(fontSize: t.fontSize, matrix: l.matrix, scale: scale) else { return }
        drawText(t, in: l.state.bounds, opacity: l.opacity, on: cr)
    }

    /// Whether cairo can draw text of `fontSize` under a layer's `matrix` at `scale` px/pt: an
    /// em between 1/1000 px and a million px on the picture. Outside, cairo's font matrix stops
    /// being invertible (its determinant overflows or underflows) and the context would fail for
    /// good; and there is nothing to see either: a speck, or a piece of one glyph's inside
    /// larger than any picture.
    static func drawable(fontSize: Double, matrix m: [Double], scale: Double) -> Bool {
        let em = fontSize * (abs(m[0] * m[3] - m[1] * m[2])).squareRoot() * scale
        return em.isFinite && em >= 1e-3 && em <= 1e6
    }

    /// A text layer's string in its bounds (already under the layer's transform): clipped to the
    /// bounds as CATextLayer's backing image is, in the foreground colour times the inherited
    /// opacity, each run of `TextLayout` at its place. The family is asked of fontconfig, which
    /// answers with the nearest installed face (for "Helvetica" a metric-compatible one such as
    /// Liberation Sans; for an unknown name the system's sans-serif).
    func drawText(_ text: TextLayerState, in b: Rect, opacity: Double, on cr: OpaquePointer) {
        guard let c = text.foregroundColor else { return }
        let w = abs(b.size.width), h = abs(b.size.height)
        let layout = TextLayout(text, width: w, height: h)
        guard !layout.lines.isEmpty else { return }
        cairo_save(cr)
        cairo_rectangle(cr, b.minX, b.minY, w, h)
        cairo_clip(cr)
        cairo_select_font_face(cr, text.font, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, layout.fontSize)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * opacity)
        for line in layout.lines {
            for run in line.runs {
                cairo_move_to(cr, b.minX + run.x, b.minY + line.baseline)
                cairo_show_text(cr, run.text)
            }
        }
        cairo_restore(cr)
    }
}
