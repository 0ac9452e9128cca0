/// The body of a loop, from the calls' texts (one `[LoopPiece]` per line): the first call's
/// text with each string number that steps written `\(a + d * i)`, and comment numbers that vary
/// written `first…last`.
struct LoopTemplate {
    let lines: [String]
    let usesIndex: Bool

    /// How many calls, from the first, match the progression the first two set (each call's
    /// text is the body at its index); 1 when the second differs in shape already. Numbers in
    /// code must be the same unless `codeVaries` (a loop over layers, which computes them).
    static func matchingCount(_ texts: [[[LoopPiece]]], codeVaries: Bool = false) -> Int {
        guard texts.count >= 2 else { return texts.count }
        let a = texts[0], b = texts[1]
        func fits(_ t: [[LoopPiece]], at k: Int) -> Bool {
            guard t.count == a.count else { return false }
            for (line, (first, second)) in zip(t, zip(a, b)) {
                guard line.count == first.count else { return false }
                for (p, (p0, p1)) in zip(line, zip(first, second)) {
                    switch (p, p0, p1) {
                    case (.text(let x), .text(let x0), _):
                        if x != x0 { return false }
                    case (.wholeInString(let v), .wholeInString(let v0), .wholeInString(let v1)):
                        if v != v0 + (v1 - v0) * k { return false }
                    case (.numberInComment, .numberInComment, _):
                        break
                    case (.numberInCode(let x, _), .numberInCode(let x0, _), _):
                        if x != x0 && !codeVaries { return false }
                    default:
                        return false
                    }
                }
            }
            return true
        }
        guard fits(b, at: 1) else { return 1 }
        var n = 2
        while n < texts.count, fits(texts[n], at: n) { n += 1 }
        return n
    }

    /// `texts` all match (`matchingCount(texts) == texts.count`). `vary` writes a number in code
    /// that is not the same in every text, from its values and the line's text before it.
    init(texts: [[[LoopPiece]]], index: String, vary: (_ values: [Double], _ before: String) -> String = { _, _ in "" }) {
        let first = texts[0], second = texts[1], last = texts[texts.count - 1]
        var usesIndex = false
        var lines: [String] = []
        for l in first.indices {
            var s = ""
            for p in first[l].indices {
                switch (first[l][p], second[l][p], last[l][p]) {
                case (.wholeInString(let v0), .wholeInString(let v1), _) where v1 != v0:
                    s += "\\(" + Self.linear(Int64(v0), Int64(v1 - v0), index) + ")"
                    usesIndex = true
                case (.wholeInString(let v), _, _):
                    s += String(v)
                case (.numberInComment(let x), _, .numberInComment(let y)):
                    s += x == y ? x : x + "…" + y
                case (.numberInCode(let x, _), _, _):
                    let column = texts.map { t -> (String, Double) in
                        if case .numberInCode(let text, let v) = t[l][p] { return (text, v) }
                        return ("", .nan)
                    }
                    if column.allSatisfy({ $0.0 == x }) {
                        s += x
                    } else {
                        s += vary(column.map(\.1), s)
                        usesIndex = true
                    }
                case (.text(let x), _, _), (.numberInComment(let x), _, _):
                    s += x
                }
            }
            lines.append(s)
        }
        self.lines = lines
        self.usesIndex = usesIndex
    }

    /// `a + d * i` as a person writes it: `i`, `i + 1`, `2 * i`, `10 - i`.
    static func linear(_ a: Int64, _ d: Int64, _ i: String) -> String {
        let term = d == 1 || d == -1 ? i : "\(abs(d)) * \(i)"
        if a == 0 { return d < 0 ? "-" + term : term }
        if d < 0 { return "\(a) - \(term)" }
        return a > 0 ? "\(term) + \(a)" : "\(term) - \(-a)"
    }
}
