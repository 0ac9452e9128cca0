import CartAnimation

/// Colours that identify layers in a motion sheet (trajectories, legend, event marks), by index:
/// a qualitative palette that stays readable on white.
public enum Palette {
    static let colours = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
                          "#7f7f7f", "#bcbd22", "#17becf"]

    static func colour(_ i: Int) -> String { colours[i % colours.count] }
}

/// How a layer's body looks in every picture — SVG ghosts, PNG and GIF frames, the HTML player:
/// the one rule all of them draw by (README "Pictures").
///
/// - A `backgroundColor` fills the bounds (times the layer's opacity).
/// - `contents` that is not drawn as an image (a PNG found next to the script) is shown
///   as its name, fitted to the bounds (`LabelFit`), on a light grey card when the layer has no
///   colour of its own.
/// - A layer with neither colour nor contents (nor, for a text layer, a string it draws) renders
///   nothing in Core Animation; the pictures show where it is with a thin grey outline
///   (`emptyOutline`, `outlineWidth` points, no fill).
public struct LayerLook: Equatable, Sendable {
    /// The fill of the bounds, or nil for none.
    public var fill: Color?
    /// The outline of the bounds, or nil for none (only an empty layer has one).
    public var outline: Color?
    /// The `contents` name drawn as text, fitted to the bounds; nil when there is none or it
    /// does not fit at the smallest size.
    public var label: LabelFit?

    /// The grey card under a `contents` name on a layer without a colour.
    public static let placeholder = Color(red: 0.85, green: 0.85, blue: 0.85)
    /// The outline of an empty layer (neither colour nor contents).
    public static let emptyOutline = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// The width of that outline, in points.
    public static let outlineWidth = 1.0
    /// The colour of a label's text.
    public static let text = Color(red: 0.2, green: 0.2, blue: 0.2)

    /// Whether `state` is a text layer with a string it draws (a colour, a size, some text).
    static func drawsText(_ state: LayerState) -> Bool {
        guard let t = state.text, let s = t.string else { return false }
        return !s.isEmpty && t.foregroundColor != nil && t.fontSize > 0
    }

    /// The look of a layer in `state`; `image` is true when its contents is drawn as an image.
    public static func of(_ state: LayerState, image: Bool = false) -> LayerLook {
        let b = state.bounds
        let shown = image ? nil : state.contents
        return LayerLook(
            fill: state.backgroundColor ?? (shown != nil ? placeholder : nil),
            outline: state.backgroundColor == nil && state.contents == nil && !drawsText(state) ? emptyOutline : nil,
            label: shown.flatMap { LabelFit.fit($0, width: abs(b.size.width), height: abs(b.size.height)) })
    }
}

/// A `contents` name fitted to a layer: one monospaced line, centred, at most 12 pt, shrunk until
/// it fits the width less 2 pt each side and, below 6 pt, cut with "…". Monospaced so that every
/// picture knows its width without a font engine: each character is `advance` em wide (DejaVu
/// Sans Mono and Liberation Mono, the faces the pictures ask for, are 0.6 em).
public struct LabelFit: Equatable, Sendable {
    public var text: String
    /// In points (the layer's own, before its transform).
    public var fontSize: Double

    public static let advance = 0.6
    public static let padding = 2.0
    public static let largest = 12.0
    public static let smallest = 6.0
    /// The font family the pictures ask for (CSS list; cairo takes the first).
    public static let family = "DejaVu Sans Mono"

    public init(text: String, fontSize: Double) {
        self.text = text
        self.fontSize = fontSize
    }

    /// The text's width at its size, in points.
    public var width: Double { Double(text.count) * LabelFit.advance * fontSize }

    /// `text` fitted to a `width` × `height` box; nil when not even "x…" fits at 6 pt.
    public static func fit(_ text: String, width: Double, height: Double) -> LabelFit? {
        let room = width - 2 * padding, n = Double(text.count)
        guard n > 0, room > 0 else { return nil }
        let tallest = min(largest, height * 0.8)
        guard tallest >= smallest else { return nil }
        let size = min(tallest, room / (n * advance))
        if size >= smallest { return LabelFit(text: text, fontSize: size) }
        let chars = Int(room / (advance * smallest))  // the ellipsis takes one of them
        guard chars >= 2 else { return nil }
        return LabelFit(text: String(text.prefix(chars - 1)) + "…", fontSize: smallest)
    }
}

/// `#rrggbb` of a colour (alpha is drawn as an opacity).
extension Color {
    var rgbHex: String { String(hexString.prefix(7)) }
}

/// XML text and attribute escaping (SVG, the JUnit report of `cartlua test`).
public enum XML {
    /// `s` as XML 1.0 text or a quoted attribute's value. A control character XML 1.0 cannot
    /// hold at all (all below U+0020 but tab, newline and return; a script's string may have
    /// one) becomes U+FFFD, so the document still parses.
    public static func escape(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r", "\r\n": out.append(ch)
            default:
                if let v = ch.unicodeScalars.first?.value, v < 0x20 || v == 0xFFFE || v == 0xFFFF { out += "\u{FFFD}" } else { out.append(ch) }
            }
        }
        return out
    }
}
