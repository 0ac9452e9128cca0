/// A piece of a line of Swift: text that must be the same in every call, a whole number inside
/// a string literal (which may step), a number inside a comment (which may vary freely), or a
/// CGFloat given to a geometry or colour initializer or a time given to a timing property
/// (which only a loop over layers may vary: SwiftEmitter+LayerLoops.swift).
enum LoopPiece: Equatable {
    case text(String)
    case wholeInString(Int)
    case numberInComment(String)
    /// Its text and the number it evaluates to.
    case numberInCode(String, Double)

    /// The initializers whose labelled arguments are CGFloats, so a loop may compute them.
    static let geometry: Set<String> = ["CGPoint", "CGSize", "CGRect", "UIColor"]
    /// The timing properties whose value (a CFTimeInterval, or the offset added to the clock for
    /// a beginTime) a loop may compute.
    static let times = [".duration = ", ".beginTime = ", ".timeOffset = ", ".repeatDuration = "]

    /// Cuts a line where values may differ. Code outside strings and comments is text, numbers
    /// and all, except the labelled arguments of `geometry` initializers (`CGPoint(x: 187.5, …)`)
    /// as SwiftLiteral writes them. In a string literal a digit run in its plain decimal form is a
    /// number (an escape such as `\u{1F600}` stays text); in a comment a decimal such as `0.25` is.
    static func split(_ line: String) -> [LoopPiece] {
        var cutter = LineCutter(line)
        while cutter.i < cutter.c.count {
            switch cutter.mode {
            case .code: cutter.code()
            case .string: cutter.string()
            case .comment: cutter.comment()
            }
        }
        cutter.flush()
        return cutter.pieces
    }

    /// Whether the code at `i` is a timing property's whole value (`a.duration = 0.6`) or the
    /// offset of a beginTime from the clock (`a.beginTime = now + 0.25`), to the line's end.
    static func isTime(_ c: [Unicode.Scalar], at i: Int) -> Bool {
        func ends(_ end: Int, with s: String) -> Bool {
            let t = Array(s.unicodeScalars)
            return end >= t.count && Array(c[(end - t.count)..<end]) == t
        }
        guard !c[i...].contains(",") && !c[i...].contains(")") else { return false }
        if times.contains(where: { ends(i, with: $0) }) { return true }
        guard ends(i, with: " + ") || ends(i, with: " - ") else { return false }
        let key = Array(".beginTime = ".unicodeScalars)
        var k = 0
        while k + key.count <= i {
            if Array(c[k..<(k + key.count)]) == key { return true }
            k += 1
        }
        return false
    }

    /// The value of a number as SwiftLiteral writes it where a CGFloat is typed (`-12.5`, `1e-05`,
    /// `204 / 255`, `10 * .pi`, `.pi / 4`), computed as Swift computes it; nil for anything else.
    static func evaluate(_ s: String) -> Double? {
        var t = Substring(s)
        var sign = 1.0
        if t.hasPrefix("-") {
            sign = -1
            t = t.dropFirst()
        }
        func atom(_ a: Substring) -> Double? {
            if a == ".pi" || a == "CGFloat.pi" { return Double.pi }
            guard let f = a.unicodeScalars.first, ("0"..."9").contains(f),
                  a.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ".e-+".unicodeScalars.contains($0) }) else { return nil }
            return Double(a)
        }
        let parts = t.split(separator: " ", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return atom(parts[0]).map { sign * $0 }
        case 3:
            // A leading minus belongs to the first operand: (-a) * b and (-a) / b, which are
            // -(a * b) and -(a / b) to the bit.
            guard let a = atom(parts[0]), let b = atom(parts[2]) else { return nil }
            if parts[1] == "*" { return sign * (a * b) }
            if parts[1] == "/" { return sign * (a / b) }
            return nil
        default:
            return nil
        }
    }
}

/// `LoopPiece.split` under way: the line's scalars, where it is, and the pieces so far.
private struct LineCutter {
    enum Mode { case code, string, comment }
    let c: [Unicode.Scalar]
    var i = 0
    var mode = Mode.code
    var pieces: [LoopPiece] = []
    /// Text not yet made a piece.
    var text = ""
    /// The names of the calls whose parentheses are open here (`CGPoint` in `CGPoint(x: `).
    var callees: [String] = []

    init(_ line: String) { c = Array(line.unicodeScalars) }

    mutating func flush() {
        if !text.isEmpty { pieces.append(.text(text)) }
        text = ""
    }

    func isDigit(_ i: Int) -> Bool { i < c.count && ("0"..."9").contains(c[i]) }

    func chars(_ r: Range<Int>) -> String {
        var s = ""
        s.unicodeScalars.append(contentsOf: c[r])
        return s
    }

    /// Code: a geometry argument or a time is a number in code; quotes and `//` change mode.
    mutating func code() {
        let labelled = callees.last.map(LoopPiece.geometry.contains) == true && i >= 2 && c[i - 2] == ":" && c[i - 1] == " "
        if labelled || (callees.isEmpty && i >= 1 && c[i - 1] == " " && LoopPiece.isTime(c, at: i)) {
            var j = i
            while j < c.count, c[j] != ",", c[j] != ")" { j += 1 }
            let arg = chars(i..<j)
            if let v = LoopPiece.evaluate(arg) {
                flush()
                pieces.append(.numberInCode(arg, v))
                i = j
                return
            }
        }
        if c[i] == "(" {
            var k = i
            while k > 0, c[k - 1].properties.isAlphabetic || ("0"..."9").contains(c[k - 1]) || c[k - 1] == "_" { k -= 1 }
            callees.append(chars(k..<i))
        } else if c[i] == ")" {
            _ = callees.popLast()
        }
        if c[i] == "\"" {
            mode = .string
        } else if c[i] == "/", i + 1 < c.count, c[i + 1] == "/" {
            mode = .comment
        }
        text.unicodeScalars.append(c[i])
        i += 1
    }

    /// A string literal: a plain decimal digit run is a whole number; an escape stays text.
    mutating func string() {
        if c[i] == "\\" {
            var j = min(i + 2, c.count)
            if i + 1 < c.count, c[i + 1] == "u" { while j < c.count, c[j - 1] != "}" { j += 1 } }
            text += chars(i..<j)
            i = j
        } else if isDigit(i) {
            var j = i
            while isDigit(j) { j += 1 }
            let run = chars(i..<j)
            if let v = Int(run), String(v) == run, j - i < 16 {
                flush()
                pieces.append(.wholeInString(v))
            } else {
                text += run
            }
            i = j
        } else {
            if c[i] == "\"" { mode = .code }
            text.unicodeScalars.append(c[i])
            i += 1
        }
    }

    /// A comment: a decimal such as `0.25` is a number.
    mutating func comment() {
        if isDigit(i) {
            var j = i
            while isDigit(j) { j += 1 }
            if j + 1 < c.count, c[j] == ".", isDigit(j + 1) {
                j += 1
                while isDigit(j) { j += 1 }
            }
            flush()
            pieces.append(.numberInComment(chars(i..<j)))
            i = j
        } else {
            text.unicodeScalars.append(c[i])
            i += 1
        }
    }
}
