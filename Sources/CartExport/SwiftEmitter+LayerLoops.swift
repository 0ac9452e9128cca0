import CartAnimation

/// Layers made one after another the same way, written as one loop over an array of layers, as
/// the script's own `for i = 1, 8 do … Layer{…} … end` made them:
///
///     let particles = (1...8).map { _ in CALayer() }
///     …
///     for (i, particle) in particles.enumerated() {
///         particle.name = "particle\(i + 1)"
///         particle.position = CGPoint(x: 187.5, y: 300)
///         window.addSublayer(particle)
///     }
///
/// and the animations then added to each of them in turn as a second loop over the same array.
///
/// The matching rule. At least `minimumRun` layers made in a row in one step fold when
///  1. their variable names share a stem once trailing digits are dropped (`particle1`, …);
///  2. their properties take the same form: when some can be set by `frame` and others not
///     (the frame's numbers are not whole), every one is set by `bounds` and `position`;
///  3. written with the loop's names, they are the same Swift line for line, except whole
///     numbers inside string literals that step by a constant (as for `after` loops), the
///     CGFloat arguments of CGPoint, CGSize, CGRect and UIColor and the times of timing
///     properties (LoopPiece.numberInCode), which may be anything: those that an expression of
///     the index gives exactly (`CGFloat(i) * 93.75 + 47` is each layer's very Double;
///     `now + Double(i + 1) * 0.05` each beginTime) are written so, the others come from a
///     table before the loop (`positionX[i]`, one entry per layer, each its own literal).
/// When each is added to one same superlayer right after (nothing else added to it between), the
/// `addSublayer` joins the loop. The layers become an array property and code elsewhere names
/// them `particles[3]`. A run of animation additions that adds the same animations to each
/// layer of such an array, in order, folds by rule 3 too.
extension SwiftFileEmitter {
    /// Writes a loop for the run of layers made from `setup[k]` on; returns how many ops it
    /// covers, 0 when none folded. Inserts it moved into the loop are added to `absorbed`.
    func emitLayerLoop(_ setup: [StepOp], from k: Int, _ body: Body, absorbed: inout Set<Int>) -> Int {
        // Rule 1: the run.
        guard case .create(let first, _) = setup[k] else { return 0 }
        let stem = Self.stem(layerNames[first.index])
        var run: [(layer: LayerRecord, props: [LayerProperty])] = []
        var j = k
        while j < setup.count, case .create(let r, let props) = setup[j], Self.stem(layerNames[r.index]) == stem,
              loopNames[r.index] == nil, !foldedLayers.contains(r.index), !unfoldable.contains(r.index),
              r.isText == first.isText {  // one array holds one class
            run.append((r, props))
            j += 1
        }
        guard run.count >= Self.minimumRun else { return 0 }

        // Rule 2: one form for all.
        let framed = run.map { $0.props.contains { if case .frame = $0 { return true } else { return false } } }
        if framed.contains(true) && framed.contains(false) {
            run = run.map { ($0.layer, Self.withoutFrame($0.props)) }
        }

        // Their addSublayer calls, when they can move up into the loop.
        let inserts = movableInserts(setup, run: run.map(\.layer.index), after: j)

        // Rule 3: the text.
        let loopScope = NameScope(parent: body.scope)
        let index = loopScope.claim(["i"])
        let element = loopScope.claim([stem, stem + "Layer"])
        let texts = trials(run.map(\.layer.index), element: element, scope: loopScope, body) { n, trial in
            emitSetup(.create(run[n].layer, run[n].props), trial)
            if let inserts { emitSetup(setup[inserts[n]], trial) }
        }
        // The run folds as far as the text matches; the rest is not tried again (a run that
        // does not match would be tried once per layer).
        let n = LoopTemplate.matchingCount(texts.lines, codeVaries: true)
        for r in run.dropFirst(n) { unfoldable.insert(r.layer.index) }
        guard n >= Self.minimumRun else {
            for r in run { unfoldable.insert(r.layer.index) }
            return 0
        }
        run = Array(run.prefix(n))
        if let inserts { absorbed.formUnion(inserts.prefix(n)) }

        let array = claimArray(stem, scope: loopScope)
        layerArrays[run[0].layer.index] = (array, n)
        for (j, r) in run.enumerated() {
            foldedLayers.insert(r.layer.index)
            layerNames[r.layer.index] = "\(array)[\(j)]"
            family[r.layer.index] = (run[0].layer.index, j)
        }
        writeLoop(Array(texts.lines.prefix(n)), index: index, element: element, array: array, body)
        return n
    }

    /// Writes a loop for a run of animation additions at the head of `ops` that adds the same
    /// animations to every layer of a folded array in turn; returns how many ops it covers.
    func emitAnimationLoop(_ ops: ArraySlice<StepOp>, _ body: Body) -> Int {
        guard case .addAnimation(let a0) = ops.first, let (head, _) = family[record.animations[a0].layer.index],
              let array = layerArrays[head] else { return 0 }
        // The additions, by layer: block j adds to the array's j-th layer.
        var blocks: [[Int]] = []
        var layers: [Int] = []
        for op in ops {
            guard case .addAnimation(let a) = op else { break }
            let l = record.animations[a].layer.index
            guard let (h, j) = family[l], h == head else { break }
            if layers.last == l {
                blocks[blocks.count - 1].append(a)
            } else {
                guard j == blocks.count else { break }
                layers.append(l)
                blocks.append([a])
            }
        }
        // The whole array, the same number of additions to each.
        guard blocks.count == array.count, array.count >= Self.minimumRun,
              blocks.allSatisfy({ $0.count == blocks[0].count }) else { return 0 }

        let loopScope = NameScope(parent: body.scope)
        let index = loopScope.claim(["i"])
        let element = loopScope.claim([Self.stem(array.name).dropLastS, "layer"])
        let texts = trials(layers, element: element, scope: loopScope, body) { n, trial in
            for a in blocks[n] {
                trial.w.blank()
                emitAdd(record.animations[a], trial)
            }
        }
        guard LoopTemplate.matchingCount(texts.lines, codeVaries: true) == blocks.count else { return 0 }
        let clocks = Set(blocks.joined().map { record.animations[$0].layerTimeAtAdd })
        writeLoop(texts.lines, index: index, element: element, array: array.name, clock: clocks.count == 1 ? clocks.first : nil, body)
        return blocks.reduce(0) { $0 + $1.count }
    }

    /// `props` with the frame written as the bounds and position it sets.
    static func withoutFrame(_ props: [LayerProperty]) -> [LayerProperty] {
        props.flatMap { p -> [LayerProperty] in
            if case .frame(_, let b, let pos) = p { return [.bounds(b), .position(pos)] }
            return [p]
        }
    }

    /// The indices in `setup` of `run`'s appends to one same superlayer, one after another and in
    /// run order, when nothing else is put into that superlayer between the run and them (so
    /// doing them in the loop gives the same sublayer order); nil otherwise.
    func movableInserts(_ setup: [StepOp], run: [Int], after end: Int) -> [Int]? {
        guard let start = setup[end...].firstIndex(where: {
            if case .insert(let c, _, _, _) = $0 { return c.index == run[0] } else { return false }
        }) else { return nil }
        guard case .insert(_, let parent, _, _) = setup[start], !run.contains(parent.index) else { return nil }
        guard start + run.count <= setup.count else { return nil }
        for (n, l) in run.enumerated() {
            guard case .insert(let c, let p, _, let append) = setup[start + n], c.index == l, p === parent, append else { return nil }
        }
        for op in setup[end..<start] {
            if case .insert(_, let p, _, _) = op, p === parent { return nil }
        }
        return Array(start..<(start + run.count))
    }

    /// Each layer's lines as `write` makes them with the layer called `element`, cut into pieces.
    func trials(_ layers: [Int], element: String, scope: NameScope, _ body: Body,
                _ write: (Int, Body) -> Void) -> (lines: [[[LoopPiece]]], usesSelf: Bool) {
        let saved = (loopNames, folding)
        folding = false
        defer { (loopNames, folding) = saved }
        var texts: [[[LoopPiece]]] = []
        var usesSelf = false
        for (n, l) in layers.enumerated() {
            loopNames = saved.0
            loopNames[l] = element
            let trial = Body(scope: NameScope(parent: scope))
            trial.now = body.now
            write(n, trial)
            usesSelf = usesSelf || trial.usesSelf
            texts.append(trial.w.lines.map(LoopPiece.split))
        }
        return (texts, usesSelf)
    }

    /// An array property `particles` for the layers of stem `particle`, free in every scope.
    func claimArray(_ stem: String, scope: NameScope) -> String {
        let plural = stem + "s"
        var name = plural
        var k = 2
        while scope.contains(name) {
            name = plural + String(k)
            k += 1
        }
        _ = members.claim([name])
        return name
    }

    /// `for (i, particle) in particles.enumerated() { … }` with the template of `texts`, after
    /// the tables of the numbers that neither stay nor step.
    /// `clock` is the layers' time when the loop's animations were added, when it is one for all.
    func writeLoop(_ texts: [[[LoopPiece]]], index: String, element: String, array: String, clock: Double? = nil,
                   _ body: Body) {
        var tables: [(name: String, values: [Double])] = []
        let declared = texts.flatMap { $0 }.map { $0.map(\.text).joined() }
        var tableTypes: [String: String] = [:]
        let template = LoopTemplate(texts: texts, index: index) { values, before in
            // A labelled argument is a geometry CGFloat; the rest are times (CFTimeInterval).
            let geometry = before.hasSuffix(": ")
            // An offset from the clock need only give the same sum (the export chose each offset
            // by its literal among those that do).
            let offset = clock.flatMap { c -> ((Double, Double) -> Bool)? in
                if before.hasSuffix(" + ") { return { c + $0 == c + $1 } }
                if before.hasSuffix(" - ") { return { c - $0 == c - $1 } }
                return nil
            }
            if let expression = Self.progression(values, index: index, type: geometry ? "CGFloat" : "Double",
                                                 same: offset ?? { $0 == $1 }) {
                return expression
            }
            let name = self.tableName(before, taken: declared, scope: body.scope)
            tables.append((name, values))
            tableTypes[name] = geometry ? "CGFloat" : "CFTimeInterval"
            return "\(name)[\(index)]"
        }
        body.usesSelf = true
        body.w.blank()
        for t in tables {
            let items = t.values.map { SwiftLiteral.double($0) }
            let type = tableTypes[t.name] ?? "CGFloat"
            let inline = "let \(t.name): [\(type)] = [\(items.joined(separator: ", "))]"
            if inline.count + body.w.level * 4 <= 100 {
                body.w.line(inline)
                continue
            }
            // As many entries to a line as fit in 100 columns.
            body.w.block("let \(t.name): [\(type)] = [", "]") { w in
                var line = ""
                for item in items {
                    if !line.isEmpty, line.count + item.count + 2 + w.level * 4 > 100 {
                        w.line(line)
                        line = ""
                    }
                    line += (line.isEmpty ? "" : " ") + item + ","
                }
                if !line.isEmpty { w.line(line) }
            }
        }
        let header = template.usesIndex ? "for (\(index), \(element)) in \(array).enumerated() {" : "for \(element) in \(array) {"
        body.w.block(header) { w in
            for line in template.lines { if line.isEmpty { w.blank() } else { w.line(line) } }
        }
    }

    /// The values as an expression of the index when one gives each (in `type`'s arithmetic:
    /// CGFloat is Double on 64-bit devices), of the forms a script's loop would have computed
    /// them by — `T(i) * d + a`, `T(i + 1) * d` (Lua's `d * i` for i = 1, 2, …), `T(i + 1) / q` —
    /// the shortest that fits; nil when none does. "Gives" is `same`: equality, or for an offset
    /// added to the clock, the same sum.
    static func progression(_ values: [Double], index: String, type: String,
                            same: (Double, Double) -> Bool = { $0 == $1 }) -> String? {
        guard values.count >= 2, values.allSatisfy(\.isFinite) else { return nil }
        func literal(_ x: Double) -> String {
            let s = SwiftLiteral.double(x)
            return s.contains(" ") ? "(\(s))" : s
        }
        let i = "\(type)(\(index))"
        let a = values[0], d = values[1] - values[0]
        var forms: [(text: String, value: (Int) -> Double)] = []
        if d != 0 {
            let term = abs(d) == 1 ? i : "\(i) * \(literal(abs(d)))"
            let text = a == 0 ? (d < 0 ? "-" + term : term)
                : d < 0 ? "\(literal(a)) - \(term)"
                : a > 0 ? "\(term) + \(literal(a))" : "\(term) - \(literal(-a))"
            forms.append((text, { Double($0) * d + a }))
        }
        if a != 0 { forms.append(("\(type)(\(index) + 1) * \(literal(a))", { Double($0 + 1) * a })) }
        if let p = DelayProgression(Array(values.prefix(2))), p.d != 0 {
            let whole = "\(type)(\(LoopTemplate.linear(p.n0, p.d, index)))"
            forms.append((p.q == 1 ? whole : "\(whole) / \(p.q)", { Double(p.n0 + p.d * Int64($0)) / Double(p.q) }))
        }
        let fitting = forms.filter { f in values.indices.allSatisfy { same(f.value($0), values[$0]) } }
        return fitting.min { $0.text.count < $1.text.count }?.text
    }

    /// A table's name from the line before its number: `particle.position = CGPoint(x: ` →
    /// `positionX`; free in `scope` and not declared in the loop body.
    func tableName(_ before: String, taken: [String], scope: NameScope) -> String {
        let target = before.split(separator: "=").first.map { $0.trimmingSpaces } ?? ""
        let property = target.split(separator: ".").last.map(String.init) ?? "value"
        let label = before.hasSuffix(": ") ? String(before.dropLast(2).reversed().prefix { $0.isLetter }.reversed()) : ""
        // `positionX` for a labelled argument, `beginTimes` for a property's own value.
        let base = SwiftNames.variable(property + " " + label) + (label.isEmpty ? "s" : "")
        var name = base
        var k = 2
        while scope.contains(name) || taken.contains(where: { $0.trimmingSpaces.hasPrefix("let \(name) ") }) {
            name = base + String(k)
            k += 1
        }
        _ = scope.claim([name])
        return name
    }
}

extension LoopPiece {
    /// The piece's own text.
    var text: String {
        switch self {
        case .text(let s), .numberInComment(let s), .numberInCode(let s, _): return s
        case .wholeInString(let v): return String(v)
        }
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// `particles` → `particle` (an array's element).
    var dropLastS: String { hasSuffix("s") ? String(dropLast()) : String(self) }
}
