import CartAnimation

/// A text layer's string as an SVG `<text>` element in the layer's bounds space (origin at the
/// bounds' top-left corner), one `<tspan>` per `TextLayout` run. The motion sheet and the HTML
/// player both draw text with it, so the two show the same lines.
enum SVGText {
    /// nil when nothing is drawn (no string, no colour, size 0). `opacity` multiplies the
    /// colour's alpha.
    static func element(_ text: TextLayerState, width: Double, height: Double, opacity: Double = 1) -> String? {
        guard let c = text.foregroundColor else { return nil }
        let layout = TextLayout(text, width: width, height: height)
        guard !layout.lines.isEmpty else { return nil }
        // The family, then the generic sans-serif the browser falls back to.
        let family = "'" + String(text.font.filter { $0 != "'" && $0 != "\\" }) + "', sans-serif"
        var s = "<text font-family=\"\(XML.escape(family))\" font-size=\"\(n(layout.fontSize))\" fill=\"\(String(c.hexString.prefix(7)))\""
        s += " fill-opacity=\"\(n(c.alpha * opacity))\" xml:space=\"preserve\">"
        for line in layout.lines {
            for run in line.runs where !run.text.isEmpty {
                s += "<tspan x=\"\(n(run.x))\" y=\"\(n(line.baseline))\">\(XML.escape(run.text))</tspan>"
            }
        }
        return s + "</text>"
    }

    private static func n(_ x: Double) -> String { NumberFormat.string(x) }
}
