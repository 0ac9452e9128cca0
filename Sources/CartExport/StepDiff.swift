import CartAnimation
import CartRun

/// What the stream said while one step's records arrived: each layer's facts and attachments
/// before its first record of the step, the pending calls around the step, and its tick.
struct StepChanges {
    let step: Int
    let tokensBefore: Set<Int>
    var tokensAfter: Set<Int> = []
    /// When the step ran (its records may close it later).
    var tick: Tick = 0
    /// By layer serial; `facts` nil for a layer made in the step.
    var before: [Int: (facts: LayerFacts?, attachments: [Int])] = [:]

    init(step: Int, tokensBefore: Set<Int>) {
        self.step = step
        self.tokensBefore = tokensBefore
    }

    /// Keeps what `replica` holds of the layer, unless the step already kept it.
    mutating func saveBefore(_ serial: Int, of replica: SceneReplica) {
        guard before[serial] == nil else { return }
        before[serial] = (replica.layers[serial], (replica.attachments[serial] ?? []).map(\.sequence))
    }
}

/// One step's operations, from the replica before the step (`StepChanges.before` over the
/// replica) and after it (the replica): the step's part of the export recorder.
struct StepDiff {
    let changes: StepChanges
    let replica: SceneReplica
    /// How many layers the record knew before the step (their indices are below it).
    let known: Int
    /// The layers the step put in the window's tree, depth first (already tracked).
    var fresh: [LayerRecord] = []

    /// The layer before the step: CALayer's defaults for one the record did not know.
    func old(_ r: LayerRecord) -> LayerSnapshot {
        guard r.index < known else { return .fresh(text: r.isText) }
        let saved = changes.before[r.serial]
        guard let facts = saved?.facts ?? replica.layers[r.serial] else { return .fresh(text: r.isText) }
        let attachments = saved?.attachments ?? (replica.attachments[r.serial] ?? []).map(\.sequence)
        let inWindow = replica.isInWindow(r.serial) { changes.before[$0]?.facts }
        return LayerSnapshot(facts, attachments: attachments, inWindow: inWindow)
    }

    /// The layer after the step.
    func new(_ r: LayerRecord) -> LayerSnapshot {
        guard let facts = replica.layers[r.serial] else { return .fresh(text: r.isText) }
        return LayerSnapshot(facts, attachments: (replica.attachments[r.serial] ?? []).map(\.sequence),
                             inWindow: replica.isInWindow(r.serial))
    }

    /// The layers the step may have changed, in the record's order: those it made or put in
    /// the window's tree, and those the stream told of during it. The others are as they were.
    func touched(_ layers: [LayerRecord]) -> [LayerRecord] {
        layers.filter { $0.index >= known || changes.before[$0.serial] != nil }
    }

    /// 1. Layers made, with their model values.
    func creations() -> [StepOp] {
        fresh.map { .create($0, new($0).changes(from: .fresh(text: $0.isText))) }
    }

    /// 2. Tree: layers that left their superlayer, then each changed sublayer list rebuilt.
    func treeOps(_ layers: [LayerRecord], _ index: [Int: LayerRecord]) -> [StepOp] {
        let touched = touched(layers)
        var ops: [StepOp] = []
        for r in touched where old(r).superlayer != nil && new(r).superlayer == nil {
            ops.append(.removeFromSuperlayer(r))
        }
        for parent in touched {
            let target = new(parent).sublayers
            var current = old(parent).sublayers.filter { target.contains($0) }
            guard current != target else { continue }
            for (i, id) in target.enumerated() {
                guard i >= current.count || current[i] != id, let child = index[id] else { continue }
                current.removeAll { $0 == id }
                ops.append(.insert(child, into: parent, at: i, append: i == current.count))
                current.insert(id, at: i)
            }
        }
        return ops
    }

    /// 3. Model values of layers that already existed.
    func modelOps(_ layers: [LayerRecord]) -> [StepOp] {
        touched(layers).compactMap { r in
            guard r.index < known else { return nil }
            let changes = new(r).changes(from: old(r))
            return changes.isEmpty ? nil : .set(r, changes)
        }
    }

    /// 4. Animations of `r` gone for no reason the other changes explain: removed by the
    /// script. `known` gives the record of an animation the export already has.
    func removals(_ r: LayerRecord, known: (Int) -> AnimationRecord?) -> [StepOp] {
        let o = old(r), n = new(r)
        let addedKeys = Set((replica.attachments[r.serial] ?? []).filter { known($0.sequence) == nil }.compactMap(\.key))
        var removedKeys: [String] = []
        var removedAll = false
        for id in o.attachments where !n.attachments.contains(id) {
            guard let att = known(id)?.attachment else { continue }
            if o.inWindow && !n.inWindow { continue }       // detached with its layer
            if let k = att.key, addedKeys.contains(k) { continue }  // replaced under its key
            if let k = att.key { removedKeys.append(k) } else { removedAll = true }
        }
        return removedAll ? [.removeAllAnimations(r)] : removedKeys.map { .removeAnimation(r, key: $0) }
    }
}
