import CartAnimation
import CartOutput

/// A trace writer that keeps what `explain` and `watch` show instead of writing a trace: one
/// span per attached animation (taken from the layer's attachment when it starts, so its timing
/// is known), the delayed calls, the log lines, where each layer is (its last presentation, and
/// where it landed when an animation finished), and the end. Give it the run's scene (the
/// session's `prepare` hook) so it can look at the attachments as events come.
public final class RunRecorder: TraceWriter {
    /// The run's scene (set before the script runs).
    public var scene: Scene?
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

    /// Layers found in the window's tree so far (the attachments of a layer that left the tree
    /// can still start).
    private var knownLayers: [Layer] = []
    /// The identities of `knownLayers` (held strongly there, so never reused): one lookup per
    /// layer instead of a scan of every layer seen.
    private var knownIDs: Set<ObjectIdentifier> = []
    private var seen: Set<ObjectIdentifier> = []

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
        switch event {
        case let .animationDidStart(layer, key):
            let att = findStarted(layer: layer, key: key)
            spans.append(AnimationSpan(layer: layer, key: key, begin: time, attachment: att))
        case let .animationDidStop(layer, key, finished):
            let index = spans.firstIndex { s in
                s.end == nil && s.layer == layer && s.key == key && (s.attachment?.didReportStop ?? true)
            }
            if let index {
                spans[index].end = time
                spans[index].finished = finished
                if finished, let att = spans[index].attachment { land(att, at: time) }
            } else {
                // Removed before it started: a stop with no start.
                var span = AnimationSpan(layer: layer, key: key, begin: time, attachment: nil)
                span.end = time
                span.finished = finished
                span.started = false
                spans.append(span)
            }
        case .after:
            calls.append(time)
        }
    }

    public func writeLog(time: Double, message: String) throws { logs.append((time, message)) }

    public func writeEnd(time: Double, reason: EndReason) throws { end = (time, reason) }

    /// The attachment that has just reported its start: on layer `layer`, under `key`, started,
    /// not yet seen.
    private func findStarted(layer name: String, key: String?) -> Attachment? {
        if let window = scene?.window {
            window.forEachInTree { l in
                if knownIDs.insert(ObjectIdentifier(l)).inserted { knownLayers.append(l) }
            }
        }
        for l in knownLayers {
            for att in l.attachments where att.didReportStart && att.currentLayerName == name && att.key == key {
                if seen.insert(ObjectIdentifier(att)).inserted { return att }
            }
        }
        return nil
    }

    /// Where the layer of `att` is as `att` finishes at `time`: its presentation with `att`
    /// held at its end (the left limit: a coin removed as it lands landed in the bag, not back
    /// at its model position).
    private func land(_ att: Attachment, at time: Double) {
        guard let layer = att.layer else { return }
        let name = att.currentLayerName
        let state = LandingProbe.state(of: layer, finishing: att, at: time)
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
/// its end even when it was removed on completion. Computed on a scratch layer of a scratch
/// scene (never the run's), so the run is not touched.
enum LandingProbe {
    static func state(of layer: Layer, finishing att: Attachment, at time: Double) -> LayerState {
        if att.isAttached { return layer.presentation(atAbsolute: time) }
        let scratch = Scene(screen: layer.scene?.screen ?? Scene.defaultScreen)
        let probe = scratch.makeLayer()
        probe.model = layer.model
        let attachments = (layer.attachments + [att]).sorted { $0.sequence < $1.sequence }
        for a in attachments {
            let copy = a.animation.copy()
            if a === att { copy.fillMode = copy.fillMode.fillsBackwards ? .both : .forwards }
            _ = try? probe.add(copy, forKey: nil)
        }
        return probe.presentation(atLocalTime: layer.localTime(atAbsolute: time))
    }
}
