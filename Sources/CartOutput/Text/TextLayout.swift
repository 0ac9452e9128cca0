import CartAnimation

/// Where a text layer's string goes inside its bounds: the lines, their runs and baselines, the
/// same for every picture format (cairo for PNG/GIF, SVG, the HTML player), so all of them break,
/// truncate and align at the same places.
///
/// Core Animation lays text out with Core Text, which cartlua does not have. The rules here are
/// ours and documented as one decision, [ASSUME TEXT-layout]:
/// - advances are Helvetica's (Adobe's AFM widths, in 1/1000 em, which Arial and Liberation
///   Sans share), whatever `font` names: CJK and full-width characters 1 em, anything else not in
///   the table 0.556 em (a digit's width);
/// - the first baseline is Helvetica's ascender, 0.77 em, below the top of the bounds (Apple:
///   "The first line is aligned to the top of the layer"), and lines are 1.15 em apart;
/// - "\n" always ends a line; with `isWrapped` a line also breaks before the word that would
///   cross the bounds' width, and a word wider than the bounds breaks between characters;
/// - with a `truncationMode` other than none, a line wider than the bounds (and, when wrapped,
///   the last line that fits in the height, holding the rest of the text) is cut to fit with
///   "…" at its start, middle or end; with none, what does not fit is clipped at the bounds;
/// - `natural` is `left` (text is laid out left to right); `justified` stretches the spaces of
///   every wrapped line but the last of its paragraph to the full width.
public struct TextLayout: Sendable, Equatable {
    /// Text drawn from `x` (points from the bounds' left edge) along its line's baseline.
    public struct Run: Sendable, Equatable {
        public var x: Double
        public var text: String
    }

    public struct Line: Sendable, Equatable {
        /// Points below the bounds' top edge.
        public var baseline: Double
        /// One run, or one per word on a justified line.
        public var runs: [Run]
    }

    public var lines: [Line]
    public var fontSize: Double

    /// The first baseline below the top, in em.
    public static let ascent = 0.77
    /// From one baseline to the next, in em.
    public static let lineSpacing = 1.15
    static let ellipsis = "\u{2026}"

    /// The layout of `text` in bounds of `width` × `height` points. Linear in the string's
    /// length, and only what can show is kept: lines below the bounds and characters past their
    /// sides are dropped (they would be clipped), so a huge string costs no more to draw than
    /// what fits.
    public init(_ text: TextLayerState, width: Double, height: Double) {
        fontSize = max(0, text.fontSize)
        lines = []
        guard let string = text.string, !string.isEmpty, fontSize > 0, fontSize.isFinite else { return }
        let em = fontSize
        let width = max(0, width.isFinite ? width : 0), height = height.isFinite ? height : 0
        let chars = Array(string), widths = chars.map(TextLayout.units(of:))
        // The bounds' width in 1/1000 em.
        let limit = width * 1000 / em

        // Rows (ranges of `chars`), each flagged when it ends its paragraph.
        var rows: [(range: Range<Int>, last: Bool)] = []
        var start = 0
        for i in 0...chars.count where i == chars.count || chars[i] == "\n" {
            let paragraph = start..<i
            let wrapped = text.isWrapped ? TextLayout.wrap(paragraph, chars, widths, limit: limit) : [paragraph]
            for (k, r) in wrapped.enumerated() { rows.append((r, k == wrapped.count - 1)) }
            start = i + 1
        }
        let step = TextLayout.lineSpacing * em
        // Lines whose top is above the bounds' bottom (at least one).
        let visible = max(1, Int((height / step).rounded(.up)))
        var texts: [(chars: [Character], widths: [Int], last: Bool, truncate: Bool)] = []
        if text.truncationMode != .none {
            // Lines whose em box ends inside the height (at least one); when wrapped, the last of
            // them holds the rest of the text.
            let fit = max(1, Int(((height - em) / step).rounded(.down)) + 1)
            if text.isWrapped, rows.count > fit {
                let rest = rows[fit - 1].range.lowerBound..<chars.count
                rows = Array(rows[..<(fit - 1)]) + [(rest, true)]
            }
        }
        for row in rows.prefix(visible) {
            // A line break inside a merged rest reads as a space.
            let c = chars[row.range].map { $0 == "\n" ? " " : $0 }
            texts.append((c, c.map(TextLayout.units(of:)), row.last, text.truncationMode != .none))
        }

        for (i, row) in texts.enumerated() {
            let baseline = (TextLayout.ascent + Double(i) * TextLayout.lineSpacing) * em
            var runs: [Run]
            if row.truncate, row.widths.reduce(0, +) > Int(limit.rounded(.down)) {
                let (cut, w) = TextLayout.truncate(row.chars, row.widths, limit: limit, mode: text.truncationMode)
                runs = [Run(x: TextLayout.offset(Double(w), limit, text.alignmentMode) * em / 1000, text: cut)]
            } else if text.alignmentMode == .justified, text.isWrapped, !row.last,
                      case let words = TextLayout.words(row.chars, row.widths), words.count > 1 {
                let gap = (limit - Double(words.reduce(0) { $0 + $1.units })) / Double(words.count - 1)
                var x = 0.0
                runs = words.map { word in
                    defer { x += Double(word.units) + gap }
                    return Run(x: x * em / 1000, text: word.text)
                }
            } else {
                runs = [TextLayout.clipped(row.chars, row.widths, limit: limit, alignment: text.alignmentMode, em: em)]
            }
            lines.append(Line(baseline: baseline, runs: runs))
        }
    }

    /// Where a line `w` units wide starts in `limit` units.
    static func offset(_ w: Double, _ limit: Double, _ mode: TextAlignmentMode) -> Double {
        switch mode {
        case .natural, .left, .justified: return 0
        case .right: return limit - w
        case .center: return (limit - w) / 2
        }
    }

    /// A line placed by its alignment, without the characters wholly outside the bounds.
    static func clipped(_ chars: [Character], _ widths: [Int], limit: Double, alignment: TextAlignmentMode,
                        em: Double) -> Run {
        let x0 = offset(Double(widths.reduce(0, +)), limit, alignment)
        var first = 0, x = x0
        while first < chars.count, x + Double(widths[first]) <= 0 { x += Double(widths[first]); first += 1 }
        let from = x
        var end = first
        while end < chars.count, x < limit { x += Double(widths[end]); end += 1 }
        return Run(x: from * em / 1000, text: String(chars[first..<end]))
    }

    /// The words of a line (split at spaces) with their widths.
    static func words(_ chars: [Character], _ widths: [Int]) -> [(text: String, units: Int)] {
        var out: [(String, Int)] = []
        var i = 0
        while i < chars.count {
            while i < chars.count, chars[i] == " " { i += 1 }
            var j = i, w = 0
            while j < chars.count, chars[j] != " " { w += widths[j]; j += 1 }
            if j > i { out.append((String(chars[i..<j]), w)) }
            i = j
        }
        return out
    }

    /// Greedy line breaking of one paragraph at spaces, within `limit` units (spaces at a break
    /// and at the paragraph's start are dropped). Linear: widths are summed as it goes.
    static func wrap(_ p: Range<Int>, _ chars: [Character], _ widths: [Int], limit: Double) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var line: Range<Int>?  // from the line's first word to the end of its last
        var lineUnits = 0
        var i = p.lowerBound
        while i < p.upperBound {
            var j = i, spaces = 0
            while j < p.upperBound, chars[j] == " " { spaces += widths[j]; j += 1 }
            var k = j, word = 0
            while k < p.upperBound, chars[k] != " " { word += widths[k]; k += 1 }
            i = k
            guard j < k else { break }  // trailing spaces
            if let l = line {
                if Double(lineUnits + spaces + word) <= limit {
                    line = l.lowerBound..<k
                    lineUnits += spaces + word
                    continue
                }
                out.append(l)
            }
            // The word starts a line; one wider than the bounds breaks between characters (at
            // least one character a line).
            var s = j, rest = word
            while Double(rest) > limit {
                var e = s + 1, w = widths[s]
                while e < k, Double(w + widths[e]) <= limit { w += widths[e]; e += 1 }
                guard e < k else { break }
                out.append(s..<e)
                rest -= w
                s = e
            }
            line = s..<k
            lineUnits = rest
        }
        out.append(line ?? p.lowerBound..<p.lowerBound)
        return out
    }

    /// A line cut to fit `limit` units with an ellipsis where `mode` says, and its width.
    static func truncate(_ chars: [Character], _ widths: [Int], limit: Double,
                         mode: TextTruncationMode) -> (String, Int) {
        let room = limit - 1000  // the ellipsis is 1 em
        var head = 0, tail = 0, used = 0
        func fits(_ w: Int) -> Bool { Double(used + w) <= room }
        switch mode {
        case .none:
            return (String(chars), widths.reduce(0, +))
        case .end:
            while head < chars.count, fits(widths[head]) { used += widths[head]; head += 1 }
        case .start:
            while tail < chars.count, fits(widths[chars.count - 1 - tail]) { used += widths[chars.count - 1 - tail]; tail += 1 }
        case .middle:
            // Grow the head and the tail in turn while both still fit.
            while head + tail < chars.count {
                let takeHead = head <= tail
                let w = takeHead ? widths[head] : widths[chars.count - 1 - tail]
                guard fits(w) else { break }
                used += w
                if takeHead { head += 1 } else { tail += 1 }
            }
        }
        return (String(chars[..<head]) + ellipsis + String(chars[(chars.count - tail)...]), used + 1000)
    }

    /// The advance of `s` in em.
    public static func advance(_ s: Substring) -> Double { Double(units(s)) / 1000 }

    /// The advance of `s` in 1/1000 em (summed as integers, so a width is one rounding).
    static func units(_ s: Substring) -> Int { s.reduce(0) { $0 + units(of: $1) } }

    /// One character's advance in 1/1000 em.
    static func units(of c: Character) -> Int {
        guard let u = c.unicodeScalars.first?.value else { return 0 }
        if u >= 32 && u < 127 { return helvetica[Int(u) - 32] }
        if u == 0x2026 { return 1000 }
        let wide = (0x1100...0x115F).contains(u) || (0x2E80...0xA4CF).contains(u) || (0xAC00...0xD7A3).contains(u)
            || (0xF900...0xFAFF).contains(u) || (0xFF00...0xFF60).contains(u) || (0xFFE0...0xFFE6).contains(u)
            || (0x20000...0x3FFFD).contains(u)
        return wide ? 1000 : 556
    }

    /// Helvetica's advance widths of U+0020 … U+007E in 1/1000 em (Adobe's Helvetica AFM;
    /// measured identical in Liberation Sans, the family fontconfig gives for "Helvetica").
    static let helvetica: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]
}
