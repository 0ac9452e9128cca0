import CartAnimation

/// The run loop on the virtual clock (CA-SEMANTICS §10). The clock jumps from one due thing to
/// the next — an animation's start or stop, a delayed call, a sample — and nothing is polled:
/// ```
///  ─┬──────────┬───────┬──────┬──────────►  virtual time (ticks)
///   sample 0   start   sample stop+sample
///  At each instant: every event due now, in (tick, sequence) order, each followed by what its
///  callback changed; then the sample, showing the state after the events.
/// ```
/// Events happen at their exact virtual times whatever the sample rate; the sample rate only
/// chooses where the motion is looked at.
public final class Runner {
    public let scene: Scene
    public let options: RunOptions
    /// Called once per cause and place of a warning (settings Core Animation ignores).
    public var onWarning: ((Warning) -> Void)?
    /// The current virtual time.
    public private(set) var now: Tick = 0
    /// Why the run was cut at the time cap, when its end reason is `cap`.
    public private(set) var timeCapCut: TimeCapCut?

    /// Everything the run writes goes through here, in the stream's order.
    let stream: TraceStream
    var wantsInstants: Bool { stream.wantsInstants }
    var queue = EventQueue()
    /// Scheduling state of attachments that still have events to come.
    var tracks = TrackTable()
    /// The scene changes `absorbChanges` takes, in a list kept for the run (`Scene.takeChanges(into:)`).
    var takenChanges: [SceneChange] = []
    /// Valid (not stale) entries in the queue.
    var liveEvents = 0
    /// Started animations that never end and still move; they keep a run from being idle.
    var endlessRunning = 0
    /// Delayed calls and checks not yet run or cancelled, by id: the sequence each was
    /// scheduled with (queued once, in increasing order).
    var pendingCalls = PendingCalls()
    var warned: Set<Warning> = []
    /// The window tree compiled for sampling, kept up to date with the scene.
    private let plan: ScenePlan

    public init(scene: Scene, options: RunOptions = RunOptions(), sink: TraceSink) {
        self.scene = scene
        self.options = options
        stream = TraceStream(sink)
        scene.listsChangedLayers = stream.wantsSceneRecords  // read for scene records alone (`recordChangedLayers`)
        plan = ScenePlan(scene: scene)
        scene.currentTime = 0
    }

    /// The current virtual time in seconds.
    public var currentTime: Double { VirtualClock.seconds(now) }

    // MARK: Script-facing services

    /// Schedules a delayed call `seconds` from now (dispatch_after on the virtual clock); the host
    /// gets `performDelayedCall(token:)` then. Negative delays run at once. Returns an id for
    /// `cancel`.
    @discardableResult
    public func schedule(after seconds: Double, token: Int) -> Int {
        let delay = max(0, seconds)
        var tick = Tick.max
        if let d = VirtualClock.tick(nearest: delay), d < Tick.max - now { tick = now + d }
        return queueCall(at: tick, token: token, late: false)
    }

    /// Schedules a check at absolute virtual time `seconds` (now if earlier): it runs after
    /// every event of that instant (and what they caused), writes no trace event, and keeps the
    /// run going until then. For `expect.at`. Returns an id for `cancel`.
    @discardableResult
    public func scheduleCheck(at seconds: Double, token: Int) -> Int {
        var tick = Tick.max
        if let t = VirtualClock.tick(nearest: seconds) { tick = max(t, now) }
        return queueCall(at: tick, token: token, late: true)
    }

    private func queueCall(at tick: Tick, token: Int, late: Bool) -> Int {
        let seq = scene.nextSequence()
        pendingCalls.insert(seq)
        queue.push(.init(tick: tick, sequence: seq, kind: .call(token: token), late: late))
        liveEvents += 1
        return seq
    }

    /// Delayed calls and checks scheduled and not yet run.
    public var pendingCallCount: Int { pendingCalls.count }

    /// Cancels a delayed call that has not run; false when it already ran or was cancelled.
    @discardableResult
    public func cancel(_ id: Int) -> Bool {
        guard pendingCalls.remove(id) else { return false }
        liveEvents -= 1
        return true
    }

    /// A log line in the trace at the current virtual time (`print`/`log` in scripts). Lines
    /// logged by the top level are written after the header.
    public func log(_ message: String) throws {
        try stream.log(at: now, message)
    }

    /// Tells `tap` every event the stream writes, as it writes it (before the script's
    /// callback): the one event log, which `expect` reads too.
    public func tapEvents(_ tap: @escaping (_ time: Double, _ event: TraceEvent) -> Void) {
        stream.eventTaps.append(tap)
    }

    func warn(_ warning: Warning) {
        if warned.insert(warning).inserted { onWarning?(warning) }
    }

    // MARK: The run

    /// Runs a script's top level (`topLevel`, which builds the scene and schedules calls), then
    /// the loop to the end, writing the whole stream: the header (`header()`, asked for once the
    /// top level has run — it declares the params — with the sampling this run uses; nil for a
    /// sink that takes none), every sample, event and log line, and the end record.
    ///
    /// A top level that throws a `ScriptFailure` gets the header, its log lines and the end
    /// (reason `error`) before the failure is rethrown; any other error from it (a caller's
    /// usage mistake) is rethrown with nothing written. An error during the loop is written as
    /// the end (reason `error`) and rethrown; the trace up to it stays written.
    @discardableResult
    public func run(topLevel: () throws -> Void, header: () -> TraceHeader?,
                    host: ScriptHost) throws -> (time: Double, reason: EndReason) {
        // The window as the script finds it, so that a writer starts from the records too
        // (export: what the top level changes on it is a change, not a creation).
        if stream.wantsSceneRecords { try stream.scene(.layer(LayerFacts(scene.window))) }
        do {
            try topLevel()
        } catch let failure as ScriptFailure {
            try stream.open(header().map(options.stamp))
            try recordChangedLayers()
            try stream.end(at: currentTime, .error)
            throw failure
        }
        try stream.open(header().map(options.stamp))
        do {
            try absorbChanges()
            let (end, reason) = try loop(host: host)
            try stream.end(at: VirtualClock.seconds(end), reason)
            return (VirtualClock.seconds(end), reason)
        } catch {
            _ = try? recordChangedLayers()
            try? stream.end(at: currentTime, .error)
            throw error
        }
    }

    /// `run(topLevel:header:host:)` from the current state (the scene is built already).
    @discardableResult
    public func run(host: ScriptHost, header: TraceHeader? = nil) throws -> (time: Double, reason: EndReason) {
        try run(topLevel: {}, header: { header }, host: host)
    }

    private func loop(host: ScriptHost) throws -> (Tick, EndReason) {
        let explicit: [Tick]
        if case .times(let ts) = options.plan {
            explicit = Array(Set(ts.compactMap { VirtualClock.tick(nearest: $0) }.filter { $0 >= 0 })).sorted()
        } else {
            explicit = []
        }
        // The end: --until, else the last --at time, else idle. The cap cuts a run without an
        // end, and any run when the caller chose it (RunOptions.effectiveTimeCap).
        var endTick: Tick?
        var endReason = EndReason.until
        if let u = options.until { endTick = VirtualClock.tick(nearest: max(0, u)) }
        else if case .times = options.plan { endTick = explicit.last ?? 0 }
        let cap = options.effectiveTimeCap
        let capTick = cap.flatMap { VirtualClock.tick(nearest: max(0, $0)) } ?? Tick.max
        if endTick == nil { endReason = .cap }
        let stopTick = min(endTick ?? capTick, capTick)
        if endTick != nil && stopTick < endTick! { endReason = .cap }

        var sampleIndex = 0
        var lastSampled: Tick = -1
        while true {
            let nextSample = options.plan.tick(sampleIndex, fpsTicks: explicit)
            let nextEvent = nextValidEventTick()
            let next = min(nextSample ?? Tick.max, nextEvent ?? Tick.max)
            if next > stopTick || next == Tick.max { break }
            now = next
            scene.currentTime = VirtualClock.seconds(now)
            let instant = wantsInstants && queue.topTick == now
            let before = instant ? presentation(at: now - 1) : []
            while queue.topTick == now, let e = queue.pop() {
                try process(e, host: host)
            }
            if instant { try stream.instant(at: currentTime, before: before, after: presentation(at: now)) }
            if nextSample == now {
                try writeSample()
                lastSampled = now
                sampleIndex += 1
            }
            if endTick == nil && isIdle {
                if lastSampled != now { try writeSample() }
                return (now, .idle)
            }
        }
        // Reached the end time (or the cap) with things still to come, or nothing left at all.
        if endTick == nil && isIdle && lastSampled == now { return (now, .idle) }
        if endReason == .cap, let cap {
            timeCapCut = TimeCapCut(cap: cap, end: endTick.map(VirtualClock.seconds))
        }
        if stopTick != Tick.max {
            now = max(now, stopTick)
            scene.currentTime = VirtualClock.seconds(now)
            if lastSampled != now, case .fps = options.plan { try writeSample() }
            else if lastSampled != now, explicit.contains(now) { try writeSample() }
        }
        return (now, endReason)
    }

    /// Idle: no pending event and no endless animation moving.
    var isIdle: Bool { liveEvents == 0 && endlessRunning == 0 }

    private func nextValidEventTick() -> Tick? {
        while let (tick, valid) = queue.withTop({ e in (e.tick, isValid(e)) }) {
            if valid { return tick }
            _ = queue.pop()
        }
        return nil
    }

    /// The window tree's presentation at `tick` as it stands now (for `writeInstant`).
    private func presentation(at tick: Tick) -> [LayerSample] {
        var layers: [LayerSample] = []
        plan.samples(at: VirtualClock.seconds(tick), into: &layers)
        return layers
    }

    /// The sink evaluates the plan as it writes (`TraceSink.writeSample(time:plan:)`): the JSON
    /// Lines writer reads the plan's flat lines, the others its samples.
    private func writeSample() throws {
        try stream.sample(at: currentTime, plan)
    }
}
