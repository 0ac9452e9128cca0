import CartAnimation

/// Colours for layers that have none of their own, by index (a qualitative palette that stays
/// readable on white).
enum Palette {
    static let colours = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
                          "#7f7f7f", "#bcbd22", "#17becf"]

    static func colour(_ i: Int) -> String { colours[i % colours.count] }

    /// `#rrggbb` of a layer colour, or the palette's.
    static func fill(_ c: Color?, index: Int) -> String {
        guard let c else { return colour(index) }
        return String(c.hexString.prefix(7))
    }
}

/// XML text and attribute escaping.
enum XML {
    static func escape(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(ch)
            }
        }
        return out
    }
}
