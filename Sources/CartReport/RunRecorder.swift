import CartAnimation
import CartOutput
import CartRun

/// A trace writer that keeps what `explain` and `watch` show instead of writing a trace: one
/// span per attached animation (with the attachment the run loop reported, so its timing is
/// known), the delayed calls, the log lines, where each layer is (its last presentation, and
/// where it landed when an animation finished), and the end. It is the session's relay too
/// (between the run loop and the Lua host): the loop's callbacks name the very attachment that
/// started or stopped, so no layer is looked up by name (the CLI's session takes it as its relay,
/// RecorderRelay.swift).
public final class RunRecorder: TraceWriter, ScriptHost {
    /// The host the run loop's callbacks go on to (the Lua host; set before the script runs).
    public weak var host: ScriptHost?
    private(set) var header: TraceHeader?
    private(set) var spans: [AnimationSpan] = []
    /// When each `after` call ran.
    private(set) var calls: [Double] = []
    private(set) var logs: [(time: Double, message: String)] = []
    private(set) var end: (time: Double, reason: EndReason)?
    /// Every layer seen, in the order first seen.
    private(set) var layerOrder: [String] = []
    private(set) var layers: [String: LayerTrack] = [:]

    /// What is known of one layer.
    struct LayerTrack {
        /// Its last known presentation: in the last sample it was in, or where it landed when an
        /// animation of it finished after that.
        var state: LayerState
        /// In the window's tree in the last sample.
        var inWindow = true
        /// When it was first missing from a sample, after being in one.
        var leftAt: Double?
    }

    /// The span of each started animation that has not stopped, by its attachment (held by the
    /// span, so its identity is not reused).
    private var open: [ObjectIdentifier: Int] = [:]
    /// The time of the animation event just written: its callback comes next (the run loop
    /// writes an event, then calls back, Runner+Events.swift).
    private var eventTime = 0.0
    /// The scene as the stream's records tell it: where a layer lands is worked out from it.
    private(set) var replica = SceneReplica()

    public init() {}

    public func writeHeader(_ header: TraceHeader) throws { self.header = header }

    public func writeSample(time: Double, layers samples: [LayerSample]) throws {
        var present: Set<String> = []
        for s in samples {
            present.insert(s.name)
            if layers[s.name] == nil { layerOrder.append(s.name) }
            layers[s.name] = LayerTrack(state: s.state)
        }
        for name in layerOrder where !present.contains(name) {
            if layers[name]?.inWindow == true {
                layers[name]?.inWindow = false
                layers[name]?.leftAt = time
            }
        }
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        if case .after = event { calls.append(time) } else { eventTime = time }
    }

    // MARK: Relay

    public func runTopLevel(_ body: () throws -> Void) throws { try body() }

    public func animationDidStart(_ att: Attachment) throws {
        open[ObjectIdentifier(att)] = spans.count
        spans.append(AnimationSpan(layer: att.currentLayerName, key: att.key, begin: eventTime, attachment: att))
        try host?.animationDidStart(att)
    }

    public func animationDidStop(_ att: Attachment, finished: Bool) throws {
        if let index = open.removeValue(forKey: ObjectIdentifier(att)) {
            spans[index].end = eventTime
            spans[index].finished = finished
            if finished { land(att, at: eventTime) }
        } else {
            // Removed before it started: a stop with no start.
            var span = AnimationSpan(layer: att.currentLayerName, key: att.key, begin: eventTime, attachment: nil)
            span.end = eventTime
            span.finished = finished
            span.started = false
            spans.append(span)
        }
        try host?.animationDidStop(att, finished: finished)
    }

    public func performDelayedCall(token: Int) throws { try host?.performDelayedCall(token: token) }

    // MARK: The rest of the stream

    public func writeLog(time: Double, message: String) throws { logs.append((time, message)) }

    public func writeEnd(time: Double, reason: EndReason) throws { end = (time, reason) }

    public var wantsSceneRecords: Bool { true }

    public func writeScene(_ record: SceneRecord) throws { replica.apply(record) }

    /// Where the layer of `att` is as `att` finishes at `time`: its presentation with `att`
    /// held at its end (the left limit: a coin removed as it lands landed in the bag, not back
    /// at its model position).
    private func land(_ att: Attachment, at time: Double) {
        guard let state = LandingProbe.state(in: replica, finishing: att.sequence, at: time) else { return }
        let name = att.currentLayerName
        if layers[name] == nil { layerOrder.append(name) }
        var track = layers[name] ?? LayerTrack(state: state)
        track.state = state
        layers[name] = track
    }
}

/// One attached animation over the run: on which layer, under which key, when it began and
/// ended, and (from its attachment) its timing.
struct AnimationSpan {
    var layer: String
    var key: String?
    var begin: Double
    /// nil: still running when the run ended.
    var end: Double?
    var finished: Bool?
    /// false: removed before it began (it only stopped).
    var started = true
    /// The attached copy's timing and kind; nil when the attachment could not be found.
    var timing: MediaTiming?
    var removedOnCompletion = true
    /// "position", "transform.scale" — or for a group its children's key paths.
    var what: String = ""
    /// A group's children (their own timing, in the group's time).
    var children: [(what: String, timing: MediaTiming)] = []
    fileprivate(set) var attachment: Attachment?

    init(layer: String, key: String?, begin: Double, attachment: Attachment?) {
        self.layer = layer
        self.key = key
        self.begin = begin
        self.attachment = attachment
        if let a = attachment?.animation {
            timing = a.timing
            removedOnCompletion = a.removedOnCompletion
            what = AnimationSpan.describe(a)
            if let g = a as? AnimationGroup {
                children = g.animations.map { (AnimationSpan.describe($0), $0.timing) }
            }
        }
    }

    /// The key path an animation animates, or a group's children's.
    static func describe(_ a: Animation) -> String {
        if let p = a as? PropertyAnimation { return p.keyPath.rawValue }
        if let g = a as? AnimationGroup { return "group: " + g.animations.map(describe).joined(separator: ", ") }
        return "animation"
    }
}

/// The presentation of a layer as one of its animations finishes, with that animation held at
/// its end even when it was removed on completion. Computed from the stream's records alone
/// (the layer's facts and the animations as they were attached), on a scratch layer of a
/// scratch scene, so the run is neither read nor touched.
enum LandingProbe {
    /// nil when the records name no such animation or its layer. `held`: the animation held at
    /// its end even while it is still attached without a fill — the last frame it showed
    /// (lint's snap-back compares it with the frame after).
    static func state(in replica: SceneReplica, finishing sequence: Int, at time: Double,
                      held: Bool = false) -> LayerState? {
        guard let finishing = replica.animations[sequence], let facts = replica.layers[finishing.layer] else { return nil }
        let probe = Scene().makeLayer()
        probe.model = facts.model
        let local = replica.localTime(of: facts.serial, atAbsolute: time)
        let attached = replica.attachments[facts.serial] ?? []
        if replica.isAttached(sequence) && !held { return presentation(in: replica, of: facts.serial, at: time) }
        for a in (attached.filter { $0.sequence != sequence } + [finishing]).sorted(by: { $0.sequence < $1.sequence }) {
            let copy = a.animation.copy()
            if a.sequence == sequence { copy.fillMode = copy.fillMode.fillsBackwards ? .both : .forwards }
            _ = try? probe.add(copy, forKey: nil)
        }
        return probe.presentation(atLocalTime: local)
    }

    /// The layer of `serial` as it presents itself at `time` by the records: its model and the
    /// very copies attached to it now, applied as they were. nil when the records name no such layer.
    static func presentation(in replica: SceneReplica, of serial: Int, at time: Double) -> LayerState? {
        guard let facts = replica.layers[serial] else { return nil }
        let probe = Scene().makeLayer()
        probe.model = facts.model
        for a in replica.attachments[serial] ?? [] { probe.reattach(a.animation, key: a.key, sequence: a.sequence) }
        return probe.presentation(atLocalTime: replica.localTime(of: serial, atAbsolute: time))
    }
}
