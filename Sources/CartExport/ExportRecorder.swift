import CartAnimation
import CartRun

/// Records what a script does, for `cartlua export`, by watching rather than by hooking the
/// core: it stands between the run loop and the real script host, and around each callback the
/// run loop makes (and around the script's top level) compares the layer tree before and after.
/// A layer never seen before was made; a changed superlayer or sublayer order is a tree change;
/// changed model values were set; a new attachment was added (its copy holds the resolved
/// values); a missing one was removed. It is also the run's trace sink, for the log lines.
///
/// ```
///  Runner ──callback──► ExportRecorder ──same callback──► LuaHost (the script)
///                        snapshot before · · · · snapshot after → one Step
/// ```
public final class ExportRecorder: ScriptHost, TraceSink {
    public let record = ExportRecord()
    let scene: Scene
    /// The host the callbacks go on to (the Lua host).
    public var host: ScriptHost?
    /// The run loop, for the virtual time (nil: time 0, before the run starts).
    public weak var runner: Runner?
    /// Which callbacks a script's delegate of an animation defines; nil when it has none.
    public var delegateMethods: (Animation) -> DelegateMethods? = { _ in nil }
    /// The tokens of the delayed calls pending now (to see which a callback scheduled).
    public var pendingCallTokens: () -> Set<Int> = { [] }

    private var layerIndex: [ObjectIdentifier: LayerRecord] = [:]
    private var animationIndex: [ObjectIdentifier: Int] = [:]
    /// Pending delayed calls by token (a token is unique while its call is pending).
    private var pendingCalls: [Int: Int] = [:]
    /// The step the current callback is making; log lines go to it.
    private var currentStep = 0
    private var deliveries = 0

    public init(scene: Scene) {
        self.scene = scene
        track(scene.window)
    }

    private var now: Tick { runner?.now ?? 0 }

    // MARK: Steps

    /// Runs the script's top level (`body`) as step 0.
    public func recordTopLevel(_ body: () throws -> Void) throws {
        try recordStep(0, body)
    }

    private func recordStep(_ step: Int, _ body: () throws -> Void) throws {
        let before = snapshot()
        let tokens = pendingCallTokens()
        let outer = currentStep
        currentStep = step
        defer { currentStep = outer }
        // Recorded whether the callback returns or throws (before the outer step is restored).
        defer { diff(before, tokensBefore: tokens, into: step) }
        try body()
    }

    private func newStep() -> Int {
        record.steps.append(Step())
        return record.steps.count - 1
    }

    private func nextDelivery(finished: Bool? = nil, step: Int) -> Delivery {
        deliveries += 1
        return Delivery(tick: now, order: deliveries, finished: finished, step: step)
    }

    // MARK: ScriptHost

    public func animationDidStart(_ attachment: Attachment) throws {
        let index = animationIndex[ObjectIdentifier(attachment)]
        let step = newStep()
        if let index { record.animations[index].started = nextDelivery(step: step) } else { deliveries += 1 }
        try recordStep(step) { try host?.animationDidStart(attachment) }
    }

    public func animationDidStop(_ attachment: Attachment, finished: Bool) throws {
        let index = animationIndex[ObjectIdentifier(attachment)]
        let step = newStep()
        if let index { record.animations[index].stopped = nextDelivery(finished: finished, step: step) } else { deliveries += 1 }
        try recordStep(step) { try host?.animationDidStop(attachment, finished: finished) }
    }

    public func performDelayedCall(token: Int) throws {
        // A call no step saw scheduled (an `expect.at` check of a regression script, not an
        // `after`) writes no trace event; what it changes goes to a step nothing refers to.
        guard let index = pendingCalls.removeValue(forKey: token) else {
            try recordStep(newStep()) { try host?.performDelayedCall(token: token) }
            return
        }
        let step = newStep()
        record.calls[index].ran = nextDelivery(step: step)
        try recordStep(step) { try host?.performDelayedCall(token: token) }
    }

    // MARK: TraceSink (only the log lines matter)

    public func writeSample(time: Double, layers: [LayerSample]) throws {}
    public func writeEvent(time: Double, event: TraceEvent) throws {}
    public func writeEnd(time: Double, reason: EndReason) throws {}

    public func writeLog(time: Double, message: String) throws {
        // Lines the top level printed arrive when the run starts, outside any callback: they
        // are the top level's (currentStep is 0 then).
        record.steps[currentStep].logs.append(message)
    }

    // MARK: Snapshots and differences

    @discardableResult
    private func track(_ layer: Layer) -> LayerRecord {
        if let r = layerIndex[ObjectIdentifier(layer)] { return r }
        let r = LayerRecord(index: record.layers.count, layer: layer)
        record.layers.append(r)
        layerIndex[ObjectIdentifier(layer)] = r
        return r
    }

    /// Every known layer's snapshot, by identity.
    private func snapshot() -> [ObjectIdentifier: LayerSnapshot] {
        var out: [ObjectIdentifier: LayerSnapshot] = [:]
        for r in record.layers { out[ObjectIdentifier(r.layer)] = LayerSnapshot(r.layer) }
        return out
    }

    /// What changed since `before`, appended to step `s`.
    private func diff(_ before: [ObjectIdentifier: LayerSnapshot], tokensBefore: Set<Int>, into s: Int) {
        // Layers new to the window's tree (depth first: parents before children).
        var fresh: [LayerRecord] = []
        scene.window.forEachInTree { l in
            if layerIndex[ObjectIdentifier(l)] == nil { fresh.append(track(l)) }
        }
        let after = snapshot()
        func old(_ r: LayerRecord) -> LayerSnapshot { before[ObjectIdentifier(r.layer)] ?? .fresh(for: r.layer) }
        func new(_ r: LayerRecord) -> LayerSnapshot { after[ObjectIdentifier(r.layer)] ?? .fresh(for: r.layer) }

        var setup: [StepOp] = []
        // 1. Layers made, with their model values.
        for r in fresh {
            setup.append(.create(r, new(r).changes(from: .fresh(for: r.layer))))
        }
        // 2. Tree: layers that left their superlayer, then each changed sublayer list rebuilt.
        for r in record.layers where old(r).superlayer != nil && new(r).superlayer == nil {
            setup.append(.removeFromSuperlayer(r))
        }
        for parent in record.layers {
            let target = new(parent).sublayers
            var current = old(parent).sublayers.filter { target.contains($0) }
            guard current != target else { continue }
            for (i, id) in target.enumerated() {
                guard i >= current.count || current[i] != id, let child = layerIndex[id] else { continue }
                current.removeAll { $0 == id }
                setup.append(.insert(child, into: parent, at: i, append: i == current.count))
                current.insert(id, at: i)
            }
        }
        // 3. Model values of layers that already existed.
        for r in record.layers where before[ObjectIdentifier(r.layer)] != nil {
            let changes = new(r).changes(from: old(r))
            if !changes.isEmpty { setup.append(.set(r, changes)) }
        }
        // 4. Animations gone for no reason the other changes explain: removed by the script.
        var added: [Int] = []
        for r in record.layers {
            let o = old(r), n = new(r)
            let newAttachments = r.layer.attachments.filter { animationIndex[ObjectIdentifier($0)] == nil }
            let addedKeys = Set(newAttachments.compactMap(\.key))
            var removedKeys: [String] = []
            var removedAll = false
            for id in o.attachments where !n.attachments.contains(id) {
                guard let i = animationIndex[id] else { continue }
                let att = record.animations[i].attachment
                if o.inWindow && !n.inWindow { continue }       // detached with its layer
                if let k = att.key, addedKeys.contains(k) { continue }  // replaced under its key
                if let k = att.key { removedKeys.append(k) } else { removedAll = true }
            }
            if removedAll {
                setup.append(.removeAllAnimations(r))
            } else {
                for k in removedKeys { setup.append(.removeAnimation(r, key: k)) }
            }
            // 5. Animations added (their copies, with resolved values).
            for att in newAttachments {
                let localTime = r.layer.localTime(atAbsolute: VirtualClock.seconds(now))
                let rec = AnimationRecord(attachment: att, layer: r, layerTimeAtAdd: localTime,
                                          delegate: delegateMethods(att.animation))
                animationIndex[ObjectIdentifier(att)] = record.animations.count
                added.append(record.animations.count)
                record.animations.append(rec)
            }
        }
        record.steps[s].setup += setup
        // 6. Delayed calls scheduled.
        var timed: [StepOp] = added.sorted { record.animations[$0].attachment.sequence < record.animations[$1].attachment.sequence }
            .map { .addAnimation($0) }
        for token in pendingCallTokens().subtracting(tokensBefore).sorted() {
            record.calls.append(CallRecord(scheduledAt: now))
            pendingCalls[token] = record.calls.count - 1
            timed.append(.schedule(record.calls.count - 1))
        }
        record.steps[s].timed += timed
    }
}
