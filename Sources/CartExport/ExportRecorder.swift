import CartAnimation
import CartRun

/// Records what a script does, for `cartlua export`, from the run's stream rather than by
/// hooking the core or reading the scene: it stands between the run loop and the real script
/// host, so it knows which callback (step) is running, and it is the run's trace sink, so it
/// gets the scene records (`SceneRecord`: layers' facts, animations attached and taken off)
/// that the run loop writes after each callback. What those records change in its replica of
/// the scene, from before the step to after it, is the step: a layer never seen in the window's
/// tree was made; a changed superlayer or sublayer order is a tree change; changed model values
/// were set; a new attachment was added (the record holds the resolved values); a missing one
/// was removed. Log lines go to the step that printed them.
///
/// ```
///  Runner ──callback──► ExportRecorder ──same callback──► LuaHost (the script)
///     └──scene records (after the callback)──► ExportRecorder: replica before · · · after → one Step
/// ```
public final class ExportRecorder: ScriptHost, TraceSink {
    public let record = ExportRecord()
    /// The host the callbacks go on to (the Lua host).
    public var host: ScriptHost?
    /// The run loop, for the virtual time (nil: time 0, before the run starts).
    public weak var runner: Runner?
    /// Which callbacks a script's delegate of an animation defines; nil when it has none.
    public var delegateMethods: (Animation) -> DelegateMethods? = { _ in nil }
    /// The tokens of the delayed calls pending now (to see which a callback scheduled).
    public var pendingCallTokens: () -> Set<Int> = { [] }

    /// The scene as the records tell it.
    private var replica = SceneReplica()
    /// By layer serial.
    private var layerIndex: [Int: LayerRecord] = [:]
    /// By animation sequence.
    private var animationIndex: [Int: Int] = [:]
    /// Pending delayed calls by token (a token is unique while its call is pending).
    private var pendingCalls: [Int: Int] = [:]
    /// The step the current callback is making; log lines go to it.
    private var currentStep = 0
    private var deliveries = 0
    /// The step that ran last, while its records arrive (`StepChanges`).
    private var open: StepChanges?

    /// The window, before the script runs, is where the record starts (its layer 0): what the
    /// top level changes on it is a change, not a creation.
    public init(window: LayerFacts) {
        replica.apply(.layer(window))
        track(window)
    }

    /// Starts from `scene`'s window as it is now (before the script runs).
    public convenience init(scene: Scene) {
        self.init(window: LayerFacts(scene.window))
    }

    private var now: Tick { runner?.now ?? 0 }

    // MARK: Steps

    /// Runs the script's top level (`body`) as step 0.
    public func recordTopLevel(_ body: () throws -> Void) throws {
        try recordStep(0, body)
    }

    /// Runs `body` as step `step`. Its changes arrive after it returns (the run loop writes the
    /// records once the callback is over), so the step stays open until the next callback,
    /// the next completion or the end.
    private func recordStep(_ step: Int, _ body: () throws -> Void) throws {
        closeStep()
        var changes = StepChanges(step: step, tokensBefore: pendingCallTokens())
        let outer = currentStep
        currentStep = step
        defer { currentStep = outer }
        // Taken whether the callback returns or throws (before the outer step is restored).
        defer {
            changes.tick = now
            changes.tokensAfter = pendingCallTokens()
            open = changes
        }
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
        closeStep()
        let index = animationIndex[attachment.sequence]
        let step = newStep()
        if let index { record.animations[index].started = nextDelivery(step: step) } else { deliveries += 1 }
        try recordStep(step) { try host?.animationDidStart(attachment) }
    }

    public func animationDidStop(_ attachment: Attachment, finished: Bool) throws {
        closeStep()
        let index = animationIndex[attachment.sequence]
        let step = newStep()
        if let index { record.animations[index].stopped = nextDelivery(finished: finished, step: step) } else { deliveries += 1 }
        try recordStep(step) { try host?.animationDidStop(attachment, finished: finished) }
    }

    public func performDelayedCall(token: Int) throws {
        closeStep()
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

    // MARK: TraceSink (the scene records and the log lines matter)

    public func writeSample(time: Double, layers: [LayerSample]) throws {}
    public func writeEvent(time: Double, event: TraceEvent) throws {}

    public func writeEnd(time: Double, reason: EndReason) throws {
        closeStep()
        for r in record.layers {
            r.beginTime = replica.layers[r.serial]?.beginTime ?? 0
            r.timeMap = replica.timeMap(of: r.serial)
        }
    }

    public var wantsSceneRecords: Bool { true }

    public func writeScene(_ record: SceneRecord) throws {
        switch record {
        case .layer(let facts): open?.saveBefore(facts.serial, of: replica)
        case .attached(let a): open?.saveBefore(a.layer, of: replica)
        case .detached(_, let layer, let completed):
            // The run loop's own removal, before the didStop it reports: no step's doing.
            if completed { closeStep() } else { open?.saveBefore(layer, of: replica) }
        }
        replica.apply(record)
    }

    public func writeLog(time: Double, message: String) throws {
        // Lines the top level printed arrive when the run starts, outside any callback: they
        // are the top level's (currentStep is 0 then).
        record.steps[currentStep].logs.append(message)
    }

    // MARK: Differences

    @discardableResult
    private func track(_ facts: LayerFacts) -> LayerRecord {
        if let r = layerIndex[facts.serial] { return r }
        let r = LayerRecord(index: record.layers.count, facts: facts)
        record.layers.append(r)
        layerIndex[facts.serial] = r
        return r
    }

    /// Turns the open step's changes into its operations.
    private func closeStep() {
        guard let changes = open else { return }
        open = nil
        var diff = StepDiff(changes: changes, replica: replica, known: record.layers.count)
        // Layers new to the window's tree (depth first: parents before children).
        diff.fresh = freshLayers().map { track($0) }
        var setup = diff.creations() + diff.treeOps(record.layers, layerIndex) + diff.modelOps(record.layers)
        var added: [Int] = []
        for r in diff.touched(record.layers) {
            setup += diff.removals(r) { animationIndex[$0].map { record.animations[$0] } }
            added += addAnimations(of: r, at: changes.tick)
        }
        record.steps[changes.step].setup += setup
        // Animations added and delayed calls scheduled.
        var timed: [StepOp] = added.sorted { record.animations[$0].attachment.sequence < record.animations[$1].attachment.sequence }
            .map { .addAnimation($0) }
        for token in changes.tokensAfter.subtracting(changes.tokensBefore).sorted() {
            record.calls.append(CallRecord(scheduledAt: changes.tick))
            pendingCalls[token] = record.calls.count - 1
            timed.append(.schedule(record.calls.count - 1))
        }
        record.steps[changes.step].timed += timed
    }

    /// The layers of the window's tree the record does not know yet, depth first.
    private func freshLayers() -> [LayerFacts] {
        var out: [LayerFacts] = []
        func visit(_ serial: Int) {
            guard let f = replica.layers[serial] else { return }
            if layerIndex[serial] == nil { out.append(f) }
            for s in f.sublayers { visit(s) }
        }
        if let w = replica.window { visit(w) }
        return out
    }

    /// Records the animations on `r` the record does not know yet (their copies, with resolved
    /// values); their indices.
    private func addAnimations(of r: LayerRecord, at tick: Tick) -> [Int] {
        var added: [Int] = []
        for a in replica.attachments[r.serial] ?? [] where animationIndex[a.sequence] == nil {
            let localTime = replica.localTime(of: r.serial, atAbsolute: VirtualClock.seconds(tick))
            animationIndex[a.sequence] = record.animations.count
            added.append(record.animations.count)
            record.animations.append(AnimationRecord(attachment: a, layer: r, layerTimeAtAdd: localTime,
                                                     delegate: delegateMethods(a.animation)))
        }
        return added
    }
}
