/// What the terminal that output goes to can show: its width, and whether to use colour and
/// Unicode drawing. Colour only on a terminal, and never when NO_COLOR is set (no-color.org).
/// Described, not asked: the command line reads the real terminal (`Terminal.current`).
public struct Terminal {
    /// Columns to draw in.
    public var width: Int
    /// ANSI colours (a terminal, NO_COLOR unset).
    public var color: Bool
    /// Unicode block glyphs; plain ASCII when not a terminal.
    public var unicode: Bool

    public init(width: Int, color: Bool, unicode: Bool) {
        self.width = width
        self.color = color
        self.unicode = unicode
    }

    /// Columns when standard output is not a terminal (or its size is unknown).
    public static let defaultWidth = 80

    /// Colour only on a terminal, and not when NO_COLOR is set to anything but the empty string.
    public static func wantsColor(isTTY: Bool, noColor: String?) -> Bool {
        isTTY && (noColor ?? "").isEmpty
    }

    /// `text` in an ANSI style (`"1"` bold, `"2"` dim, `"31"` red, …) when colour is on.
    public func paint(_ text: String, _ style: String) -> String {
        guard color, !text.isEmpty else { return text }
        return "\u{1B}[\(style)m" + text + "\u{1B}[0m"
    }
}

/// Aligned columns of text: each cell padded to its column's widest (the last column is not
/// padded). Widths count characters, so cells must not hold escape sequences.
public func alignedRows(_ rows: [[String]], gap: String = "  ") -> [String] {
    var widths: [Int] = []
    for r in rows {
        for (i, c) in r.enumerated() {
            if i == widths.count { widths.append(0) }
            widths[i] = max(widths[i], c.count)
        }
    }
    return rows.map { r in
        r.enumerated().map { i, c in i == r.count - 1 ? c : c + String(repeating: " ", count: widths[i] - c.count) }
            .joined(separator: gap)
    }
}

/// Seconds and values in words: at most 3 decimals, trailing zeros dropped ("1.25", "0.017",
/// "2"), "∞" for infinity (ASCII "inf").
func shortNumber(_ x: Double, unicode: Bool = true) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x > 0 ? (unicode ? "∞" : "inf") : (unicode ? "-∞" : "-inf") }
    let scaled = (x * 1000).rounded()
    guard abs(scaled) < 9e15 else { return String(x) }
    var n = Int64(scaled)
    if n == 0 { return "0" }
    let negative = n < 0
    if negative { n = -n }
    var s = String(n / 1000)
    var frac = n % 1000
    if frac != 0 {
        var width = 3
        while frac % 10 == 0 { frac /= 10; width -= 1 }
        let digits = String(frac)
        s += "." + String(repeating: "0", count: width - digits.count) + digits
    }
    return negative ? "-" + s : s
}
