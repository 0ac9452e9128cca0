import CartAnimation
import CartRun

/// Runs of delayed calls that differ only by their place in the run, written as one loop, as a
/// person would write `for i = 1, 10 do after((i - 1) * 0.1, …) end`:
///
///     for (i, coin) in coins.enumerated() {
///         DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) / 10) { [self] in
///             coin.name = "coin\(i + 1)"
///             …
///
/// The matching rule. At least `minimumRun` consecutive `after` calls of one step fold when
///  1. their delays are an arithmetic progression of fractions n / q (q ≤ 1000) that are exact:
///     `Double(n) / q` is the very Double each call's literal would be, so the loop schedules
///     every call at the same tick (a product such as `0.1 * Double(i)` can be off by an ulp);
///  2. each makes the same number of layers, whose variable names share a stem once trailing
///     digits are dropped (`coin1`, `coin2` → `coin`), and no code outside the call's own
///     callbacks (its step, its animations' delegates, its nested calls) touches them: they
///     become one array property, and the loop body calls them by the stem;
///  3. written that way, the calls are the same Swift line for line, except whole numbers inside
///     string literals that step by a constant (`"coin 1 landed"` → `"coin \(i + 1) landed"`)
///     and numbers inside comments (times, written `0…0.9`).
/// Each call's own text is compared with the loop body at its index, so a fold is exact or is
/// not made; a run that breaks the rule partway folds up to there, and the rest is written call
/// by call (where a later run may fold again). Loops are not nested: a loop body's own calls
/// are written one by one.
extension SwiftFileEmitter {
    /// Fewer calls than this read better unrolled.
    static let minimumRun = 3

    /// Writes a loop for the longest foldable run at the head of `ops` (which starts with a
    /// `.schedule`); returns how many ops it covers, 0 when none folded (nothing is written).
    func emitLoop(_ ops: ArraySlice<StepOp>, _ body: Body) -> Int {
        var calls: [CallRecord] = []
        for op in ops {
            guard case .schedule(let c) = op, record.calls[c].ran != nil else { break }
            calls.append(record.calls[c])
        }
        guard calls.count >= Self.minimumRun else { return 0 }

        // Rule 1: the delays.
        guard let delays = DelayProgression(calls.map { VirtualClock.seconds($0.delay) }),
              delays.count >= Self.minimumRun else { return 0 }
        calls = Array(calls.prefix(delays.count))

        // Rule 2: the layers each call makes, by family (the j-th layer of every call).
        let made = calls.map { madeLayers(in: $0.ran!.step) }
        let m = made[0].count
        guard made.allSatisfy({ $0.count == m }) else { return 0 }
        var stems: [String] = []
        for j in 0..<m {
            let stem = Self.stem(layerNames[made[0][j]])
            guard made.allSatisfy({ Self.stem(layerNames[$0[j]]) == stem }) else { return 0 }
            // One array holds one class (CALayer or CATextLayer).
            let text = record.layers[made[0][j]].layer is TextLayer
            guard made.allSatisfy({ (record.layers[$0[j]].layer is TextLayer) == text }) else { return 0 }
            stems.append(stem)
        }
        for (call, layers) in zip(calls, made) where !touchedOnlyWithin(call.ran!.step, layers: layers) {
            return 0
        }

        // Rule 3: the text, tried with the loop's names and no nested loops.
        let loopScope = NameScope(parent: body.scope)
        let index = loopScope.claim(["i"])
        let elements = stems.map { loopScope.claim([$0, $0 + "Layer"]) }
        let delay = delays.expression(index: index)
        let saved = (loopNames, folding)
        folding = false
        var texts: [[[LoopPiece]]] = []
        var usesSelf = false
        for (call, layers) in zip(calls, made) {
            loopNames = saved.0
            for (l, e) in zip(layers, elements) { loopNames[l] = e }
            let trial = Body(scope: NameScope(parent: loopScope))
            emitCall(call, trial, delay: delay)
            usesSelf = usesSelf || trial.usesSelf
            texts.append(trial.w.lines.map(LoopPiece.split))
        }
        (loopNames, folding) = saved
        let n = LoopTemplate.matchingCount(texts)
        guard n >= Self.minimumRun else { return 0 }
        let template = LoopTemplate(texts: Array(texts.prefix(n)), index: index)

        // The loop: arrays for the families, then the body at each index.
        var arrays: [String] = []
        for j in 0..<m {
            // A property, so free among the members and every scope the loop sees.
            let name = claimArray(stems[j], scope: loopScope)
            arrays.append(name)
            layerArrays[made[0][j]] = (name, n)
            for layers in made.prefix(n) { foldedLayers.insert(layers[j]) }
        }
        if m > 0 || usesSelf { body.usesSelf = true }
        let usesIndex = template.usesIndex || delays.usesIndex
        body.w.blank()
        let header: String
        switch m {
        case 0:
            header = "for \(usesIndex ? index : "_") in 0..<\(n) {"
        case 1:
            header = usesIndex ? "for (\(index), \(elements[0])) in \(arrays[0]).enumerated() {"
                               : "for \(elements[0]) in \(arrays[0]) {"
        default:
            header = "for \(index) in 0..<\(n) {"
        }
        body.w.block(header) { w in
            if m > 1 { for (e, a) in zip(elements, arrays) { w.line("let \(e) = \(a)[\(index)]") } }
            for line in template.lines { if line.isEmpty { w.blank() } else { w.line(line) } }
        }
        return n
    }

    /// `coin12` → `coin`; a name without trailing digits is its own stem.
    static func stem(_ name: String) -> String {
        let s = String(name.reversed().drop { ("0"..."9").contains($0) }.reversed())
        return s.isEmpty ? "layer" : s
    }

    /// The layers a step makes, in order.
    func madeLayers(in step: Int) -> [Int] {
        record.steps[step].setup.compactMap { if case .create(let r, _) = $0 { return r.index } else { return nil } }
    }

    /// Whether `layers` are named only by the steps of `step`'s own callbacks: itself, the
    /// delegates of the animations it adds and the calls it schedules, and theirs.
    func touchedOnlyWithin(_ step: Int, layers: [Int]) -> Bool {
        var inside: Set<Int> = []
        var todo = [step]
        while let s = todo.popLast() {
            guard inside.insert(s).inserted else { continue }
            for op in record.steps[s].timed {
                switch op {
                case .addAnimation(let a):
                    todo += [record.animations[a].started?.step, record.animations[a].stopped?.step].compactMap { $0 }
                case .schedule(let c):
                    if let r = record.calls[c].ran { todo.append(r.step) }
                default: break
                }
            }
        }
        let own = Set(layers)
        for s in record.steps.indices where !inside.contains(s) {
            if !touchedLayers(record.steps[s]).isDisjoint(with: own) { return false }
        }
        return true
    }

    /// Every layer a step's code names.
    func touchedLayers(_ step: Step) -> Set<Int> {
        var out: Set<Int> = []
        for op in step.setup + step.timed {
            switch op {
            case .create(let r, _), .set(let r, _), .removeFromSuperlayer(let r), .removeAnimation(let r, _),
                 .removeAllAnimations(let r):
                out.insert(r.index)
            case .insert(let c, let p, _, _):
                out.insert(c.index)
                out.insert(p.index)
            case .addAnimation(let a):
                out.insert(record.animations[a].layer.index)
            case .schedule:
                break
            }
        }
        return out
    }
}

/// Delays (seconds) that step by a constant as exact fractions: call k is `Double(n0 + d * k) / q`.
struct DelayProgression {
    let n0: Int64, d: Int64, q: Int64
    /// How many of the delays, from the first, fit.
    let count: Int

    /// The progression set by the first two delays, as far as the rest follow it; nil for fewer
    /// than two or when they are not fractions with a denominator up to 1000.
    init?(_ seconds: [Double]) {
        guard seconds.count >= 2 else { return nil }
        func exact(_ x: Double, _ q: Int64) -> Int64? {
            let n = (x * Double(q)).rounded()
            guard abs(n) < 1e12, Double(Int64(n)) / Double(q) == x else { return nil }
            return Int64(n)
        }
        var found: (Int64, Int64, Int64)?
        for q in Int64(1)...1000 {
            if let a = exact(seconds[0], q), let b = exact(seconds[1], q) {
                found = (a, b - a, q)
                break
            }
        }
        guard let (n0, d, q) = found else { return nil }
        var count = 2
        while count < seconds.count, Double(n0 + d * Int64(count)) / Double(q) == seconds[count] { count += 1 }
        self.n0 = n0
        self.d = d
        self.q = q
        self.count = count
    }

    var usesIndex: Bool { d != 0 }

    /// The delay of call `index` as Swift: the very Double of each call's own literal.
    func expression(index: String) -> String {
        guard d != 0 else { return SwiftLiteral.double(Double(n0) / Double(q), .plain) }
        let whole = "Double(\(LoopTemplate.linear(n0, d, index)))"
        return q == 1 ? whole : "\(whole) / \(q)"
    }
}

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
        enum Mode { case code, string, comment }
        var pieces: [LoopPiece] = []
        var text = ""
        func flush() {
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
        }
        let c = Array(line.unicodeScalars)
        func isDigit(_ i: Int) -> Bool { i < c.count && ("0"..."9").contains(c[i]) }
        func chars(_ r: Range<Int>) -> String {
            var s = ""
            s.unicodeScalars.append(contentsOf: c[r])
            return s
        }
        var mode = Mode.code
        var callees: [String] = []
        var i = 0
        while i < c.count {
            switch mode {
            case .code:
                let labelled = callees.last.map(geometry.contains) == true && i >= 2 && c[i - 2] == ":" && c[i - 1] == " "
                if labelled || (callees.isEmpty && i >= 1 && c[i - 1] == " " && isTime(c, at: i)) {
                    var j = i
                    while j < c.count, c[j] != ",", c[j] != ")" { j += 1 }
                    let arg = chars(i..<j)
                    if let v = evaluate(arg) {
                        flush()
                        pieces.append(.numberInCode(arg, v))
                        i = j
                        continue
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
            case .string:
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
            case .comment:
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
        flush()
        return pieces
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
