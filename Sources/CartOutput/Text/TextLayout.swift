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

    /// The layout of `text` in bounds of `width` × `height` points.
    public init(_ text: TextLayerState, width: Double, height: Double) {
        fontSize = max(0, text.fontSize)
        lines = []
        guard let string = text.string, !string.isEmpty, fontSize > 0, fontSize.isFinite else { return }
        let em = fontSize
        func advance(_ s: Substring) -> Double { Double(TextLayout.units(s)) * em / 1000 }
        let width = max(0, width)

        // Rows: (text, last row of its paragraph).
        var rows: [(text: Substring, last: Bool)] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped = text.isWrapped ? TextLayout.wrap(paragraph, width: width, advance: advance) : [paragraph]
            for (i, r) in wrapped.enumerated() { rows.append((r, i == wrapped.count - 1)) }
        }
        var truncated: [(text: String, last: Bool)] = rows.map { (String($0.text), $0.last) }
        if text.truncationMode != .none {
            let step = TextLayout.lineSpacing * em
            // Lines whose em box ends inside the height (always at least one).
            let fit = max(1, Int(((height - em) / step).rounded(.down)) + 1)
            if text.isWrapped, truncated.count > fit {
                let rest = rows[(fit - 1)...].map { String($0.text) }.joined(separator: " ")
                truncated = Array(truncated[..<(fit - 1)]) + [(rest, true)]
            }
            truncated = truncated.map { (TextLayout.truncate($0.text, width: width, mode: text.truncationMode, em: em), $0.last) }
        }

        for (i, row) in truncated.enumerated() {
            let baseline = (TextLayout.ascent + Double(i) * TextLayout.lineSpacing) * em
            let w = advance(row.text[...])
            var runs = [Run(x: 0, text: row.text)]
            switch text.alignmentMode {
            case .natural, .left: break
            case .right: runs[0].x = width - w
            case .center: runs[0].x = (width - w) / 2
            case .justified:
                let words = row.text.split(separator: " ")
                if text.isWrapped, !row.last, words.count > 1 {
                    let gap = (width - words.reduce(0) { $0 + advance($1) }) / Double(words.count - 1)
                    var x = 0.0
                    runs = words.map { word in
                        defer { x += advance(word) + gap }
                        return Run(x: x, text: String(word))
                    }
                }
            }
            lines.append(Line(baseline: baseline, runs: runs))
        }
    }

    /// Greedy line breaking of one paragraph at spaces, within `width` (spaces at a break and
    /// at the paragraph's start are dropped).
    static func wrap(_ p: Substring, width: Double, advance: (Substring) -> Double) -> [Substring] {
        var out: [Substring] = []
        var line: Range<String.Index>?  // from the line's first word to the end of its last
        var i = p.startIndex
        while i < p.endIndex {
            var j = i
            while j < p.endIndex, p[j] == " " { j = p.index(after: j) }
            var k = j
            while k < p.endIndex, p[k] != " " { k = p.index(after: k) }
            i = k
            guard j < k else { break }  // trailing spaces
            if let l = line {
                if advance(p[l.lowerBound..<k]) <= width {
                    line = l.lowerBound..<k
                    continue
                }
                out.append(p[l])
            }
            // The word starts a line; one wider than the bounds breaks between characters
            // (at least one character a line).
            var s = j
            while advance(p[s..<k]) > width {
                var e = p.index(after: s)
                while e < k, advance(p[s..<p.index(after: e)]) <= width { e = p.index(after: e) }
                guard e < k else { break }
                out.append(p[s..<e])
                s = e
            }
            line = s..<k
        }
        out.append(line.map { p[$0] } ?? p[p.startIndex..<p.startIndex])
        return out
    }

    /// `s` cut to fit `width` with an ellipsis where `mode` says; `s` itself when it fits.
    static func truncate(_ s: String, width: Double, mode: TextTruncationMode, em: Double) -> String {
        let chars = Array(s)
        func w(_ c: ArraySlice<Character>) -> Double { Double(c.reduce(0) { $0 + units(of: $1) }) * em / 1000 }
        guard w(chars[...]) > width else { return s }
        let room = width - em  // the ellipsis is 1 em
        switch mode {
        case .none:
            return s
        case .end:
            var n = 0
            while n < chars.count, w(chars[..<(n + 1)]) <= room { n += 1 }
            return String(chars[..<n]) + ellipsis
        case .start:
            var n = 0
            while n < chars.count, w(chars[(chars.count - n - 1)...]) <= room { n += 1 }
            return ellipsis + String(chars[(chars.count - n)...])
        case .middle:
            var head = 0, tail = 0
            // Grow the head and the tail in turn while both still fit.
            while head + tail < chars.count {
                let nextHead = head <= tail
                let (h, t) = nextHead ? (head + 1, tail) : (head, tail + 1)
                guard w(chars[..<h]) + w(chars[(chars.count - t)...]) <= room else { break }
                (head, tail) = (h, t)
            }
            return String(chars[..<head]) + ellipsis + String(chars[(chars.count - tail)...])
        }
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
