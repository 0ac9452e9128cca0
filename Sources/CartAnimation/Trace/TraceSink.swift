/// What a run produces, in order: the header, then samples of every layer of the window tree,
/// events and log lines as they happen, and the end. The run loop is the one writer of this
/// stream (`Runner`); trace writers (JSON Lines, text, pictures) are sinks. Records arrive as
/// they are made and must be written as they arrive (streamed).
public protocol TraceSink: AnyObject {
    /// The first record, once: the script, its sampling and its params. A sink that shows no
    /// header (the export recorder, a test's sink) keeps the default, which ignores it.
    func writeHeader(_ header: TraceHeader) throws
    /// Every layer of the window tree at one sample time, window first, depth first.
    func writeSample(time: Double, layers: [LayerSample]) throws
    /// The same sample as the plan that makes it, which the run hands over: a writer that
    /// writes lines by difference reads `ScenePlan.lines(at:)`; by default the plan's samples
    /// go to `writeSample(time:layers:)`.
    func writeSample(time: Double, plan: ScenePlan) throws
    func writeEvent(time: Double, event: TraceEvent) throws
    func writeLog(time: Double, message: String) throws
    func writeEnd(time: Double, reason: EndReason) throws

    /// Whether the sink wants `writeInstant` (the motion sheet does). Asked once, before the
    /// run; false by default, so no other sink pays for the two extra evaluations per instant.
    var wantsInstants: Bool { get }
    /// The window tree on either side of an instant where something ran (an animation's start
    /// or stop, a delayed call, with its callbacks): `before` is the presentation one tick
    /// before `time`, before anything at `time` happened; `after` is the presentation at `time`
    /// once it all ran. Where a layer differs between the two it jumped at `time` (a snap back
    /// to the model value, a delegate moving or removing it). Written after that instant's
    /// events and log lines and before its sample, if it has one. Not part of the trace.
    func writeInstant(time: Double, before: [LayerSample], after: [LayerSample]) throws

    /// Whether the sink wants `writeScene` (the Lottie writer does). Asked once, before the run;
    /// false by default.
    var wantsSceneRecords: Bool { get }
    /// What the samples stand for, beside the trace (not part of it), as values: each layer
    /// when it is made or changed, and each animation
    /// attached to a layer (with what it resolved to) or taken off it — all before the next
    /// sample. Writers that need more than the samples (Lottie, explain, export) read it from
    /// here, never from the scene, so a recorded stream feeds them as well as a run
    /// (`SceneReplica`).
    func writeScene(_ record: SceneRecord) throws
}

extension TraceSink {
    public func writeHeader(_ header: TraceHeader) throws {}
    public func writeSample(time: Double, plan: ScenePlan) throws {
        try plan.withSamples(at: time) { try writeSample(time: time, layers: $0) }
    }
    public var wantsInstants: Bool { false }
    public func writeInstant(time: Double, before: [LayerSample], after: [LayerSample]) throws {}
    public var wantsSceneRecords: Bool { false }
    public func writeScene(_ record: SceneRecord) throws {}
}

/// One layer's presentation values at a sample time.
public struct LayerSample: Sendable {
    public var name: String
    /// nil for the window.
    public var superlayer: String?
    public var state: LayerState
    /// The layer's identity (`Layer.serial`), stable for the run whatever its name; nil when
    /// the sample was not made by a run. Not written in the trace.
    public var serial: Int?
    /// Its superlayer's serial; nil for the window.
    public var superSerial: Int?

    public init(name: String, superlayer: String?, state: LayerState, serial: Int? = nil, superSerial: Int? = nil) {
        self.name = name
        self.superlayer = superlayer
        self.state = state
        self.serial = serial
        self.superSerial = superSerial
    }
}

/// An event of the run: animation start and stop (every attached animation, delegate or not;
/// a group is one animation) and delayed calls.
public enum TraceEvent: Sendable, Equatable {
    case animationDidStart(layer: String, key: String?)
    case animationDidStop(layer: String, key: String?, finished: Bool)
    case after

    public var name: String {
        switch self {
        case .animationDidStart: return "animationDidStart"
        case .animationDidStop: return "animationDidStop"
        case .after: return "after"
        }
    }
}

/// Why a run ended.
public enum EndReason: String, Sendable {
    /// Nothing left to happen: no pending event, no endless animation running.
    case idle
    /// The requested end time (`--until`, or the last `--at` time).
    case until
    /// An endless run cut at the time cap.
    case cap
    /// A script error stopped the run.
    case error
}
