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
        guard let (calls, delays) = delayedRun(ops), let (made, stems) = layerFamilies(calls) else { return 0 }

        // Rule 3: the text, tried with the loop's names and no nested loops.
        let loopScope = NameScope(parent: body.scope)
        let index = loopScope.claim(["i"])
        let elements = stems.map { loopScope.claim([$0, $0 + "Layer"]) }
        let (texts, usesSelf) = trialTexts(calls, made: made, elements: elements,
                                           delay: delays.expression(index: index), scope: loopScope)
        let n = LoopTemplate.matchingCount(texts)
        guard n >= Self.minimumRun else { return 0 }
        let template = LoopTemplate(texts: Array(texts.prefix(n)), index: index)

        // The loop: arrays for the families, then the body at each index.
        var arrays: [String] = []
        for j in stems.indices {
            // A property, so free among the members and every scope the loop sees.
            let name = claimArray(stems[j], scope: loopScope)
            arrays.append(name)
            layerArrays[made[0][j]] = (name, n)
            for (k, layers) in made.prefix(n).enumerated() {
                foldedLayers.insert(layers[j])
                layerNames[layers[j]] = "\(name)[\(k)]"  // where the parity case finds it
            }
        }
        if !stems.isEmpty || usesSelf { body.usesSelf = true }
        writeCallLoop(template, count: n, index: index, usesIndex: template.usesIndex || delays.usesIndex,
                      elements: elements, arrays: arrays, into: body)
        return n
    }

    /// Rule 1: the calls at the head of `ops` that ran, as far as their delays keep to one
    /// progression; nil for fewer than `minimumRun`.
    private func delayedRun(_ ops: ArraySlice<StepOp>) -> (calls: [CallRecord], delays: DelayProgression)? {
        var calls: [CallRecord] = []
        for op in ops {
            guard case .schedule(let c) = op, record.calls[c].ran != nil else { break }
            calls.append(record.calls[c])
        }
        guard calls.count >= Self.minimumRun,
              let delays = DelayProgression(calls.map { VirtualClock.seconds($0.delay) }),
              delays.count >= Self.minimumRun else { return nil }
        return (Array(calls.prefix(delays.count)), delays)
    }

    /// Rule 2: the layers each call makes, by family (the j-th layer of every call), and each
    /// family's stem; nil when the calls make different numbers of layers, a family's names or
    /// classes differ, or code outside a call's own callbacks touches its layers.
    private func layerFamilies(_ calls: [CallRecord]) -> (made: [[Int]], stems: [String])? {
        let made = calls.map { madeLayers(in: $0.ran!.step) }
        let m = made[0].count
        guard made.allSatisfy({ $0.count == m }) else { return nil }
        var stems: [String] = []
        for j in 0..<m {
            let stem = Self.stem(layerNames[made[0][j]])
            guard made.allSatisfy({ Self.stem(layerNames[$0[j]]) == stem }) else { return nil }
            // One array holds one class (CALayer or CATextLayer).
            let text = record.layers[made[0][j]].isText
            guard made.allSatisfy({ record.layers[$0[j]].isText == text }) else { return nil }
            stems.append(stem)
        }
        for (call, layers) in zip(calls, made) where !touchedOnlyWithin(call.ran!.step, layers: layers) {
            return nil
        }
        return (made, stems)
    }

    /// Each call written as the loop body would write it (its layers called by `elements`,
    /// scheduled at `delay`, no nested loops), cut into pieces; whether any of them uses `self`.
    private func trialTexts(_ calls: [CallRecord], made: [[Int]], elements: [String], delay: String,
                            scope: NameScope) -> (texts: [[[LoopPiece]]], usesSelf: Bool) {
        let saved = (loopNames, folding)
        folding = false
        var texts: [[[LoopPiece]]] = []
        var usesSelf = false
        for (call, layers) in zip(calls, made) {
            loopNames = saved.0
            for (l, e) in zip(layers, elements) { loopNames[l] = e }
            let trial = Body(scope: NameScope(parent: scope))
            emitCall(call, trial, delay: delay)
            usesSelf = usesSelf || trial.usesSelf
            texts.append(trial.w.lines.map(LoopPiece.split))
        }
        (loopNames, folding) = saved
        return (texts, usesSelf)
    }

    /// `for … in …` over `count` calls: by index alone, over the one array of layers, or by
    /// index into several.
    private func writeCallLoop(_ template: LoopTemplate, count n: Int, index: String, usesIndex: Bool,
                               elements: [String], arrays: [String], into body: Body) {
        body.w.blank()
        let header: String
        switch arrays.count {
        case 0:
            header = "for \(usesIndex ? index : "_") in 0..<\(n) {"
        case 1:
            header = usesIndex ? "for (\(index), \(elements[0])) in \(arrays[0]).enumerated() {"
                               : "for \(elements[0]) in \(arrays[0]) {"
        default:
            header = "for \(index) in 0..<\(n) {"
        }
        body.w.block(header) { w in
            if arrays.count > 1 { for (e, a) in zip(elements, arrays) { w.line("let \(e) = \(a)[\(index)]") } }
            for line in template.lines { if line.isEmpty { w.blank() } else { w.line(line) } }
        }
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
