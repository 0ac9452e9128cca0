import CartAnimation

/// A Lottie (Bodymovin) document of the run (`--format lottie`): the screen as the canvas, one
/// layer per cartlua layer for each stretch of time it spends under one superlayer (in and out
/// points), parented as in the tree, with a rectangle of its bounds, corner radius and
/// background colour, and transform keyframes for position, scale, rotation and opacity.
///
/// Where the animations behind a property can be replayed exactly by Lottie — basic and
/// keyframe animations, groups, repeats, autoreverse, fills, timing functions as bezier easing,
/// paced paths as spatial Béziers — the keyframes are the animations' own (`MotionAnalysis`),
/// checked against every sample; anything else is sampled, one linear keyframe per sample.
/// A document needs the whole run, so samples are kept until the end.
public final class LottieWriter: TraceWriter {
    let output: ByteOutput
    /// Spatial curves longer than this (points) are cut into pieces, each still exact: players
    /// measure arc length approximately (rlottie with an octagonal distance), and the error grows
    /// with a piece's length.
    public var maxCurveLength = 40.0

    var header: TraceHeader?
    var times: [Double] = []
    var records: [LayerRecord] = []
    /// Records by their layer's serial (samples of a run), and by name (samples without one).
    var recordIndex: [Int: Int] = [:]
    var recordByName: [String: Int] = [:]
    /// The scene as the stream's records tell it: each layer's final model and time map, and
    /// the animations behind its samples. A layer without facts (samples of no run) has every
    /// moving property sampled.
    var replica = SceneReplica()
    var spans: [LayerSpan] = []
    /// Span indices, bottom (drawn first) to top.
    var order: [Int] = []
    /// Times at which an animation of a layer (by name) stopped before it finished.
    var earlyStops: [String: [Double]] = [:]
    var endTime = 0.0

    public init(output: ByteOutput) {
        self.output = output
    }

    public func writeHeader(_ h: TraceHeader) throws { header = h }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        let k = times.count
        times.append(time)
        let placed = ScreenGeometry.place(layers)
        var spanOf: [Int: Int] = [:]  // record → its span in this sample
        var previousSpan: Int?
        for (i, sample) in layers.enumerated() {
            let serial = sample.serial.flatMap { replica.layers[$0] == nil ? nil : $0 }
            let r = record(for: serial, name: sample.name)
            let parentRecord: Int? = (serial == nil ? nil : sample.superSerial.flatMap { recordIndex[$0] })
                ?? sample.superlayer.flatMap { recordByName[$0] }
            let parentSpan = parentRecord.flatMap { spanOf[$0] }
            let entry = LayerRecord.Entry(state: sample.state, opacity: placed[i].opacity * 100, hidden: placed[i].hidden)
            records[r].entries[k] = entry
            if let serial { records[r].note(replica.attachments[serial] ?? []) }
            var span: Int
            if let cur = records[r].currentSpan, spans[cur].last == k - 1, spans[cur].parent == parentSpan {
                span = cur
                spans[cur].last = k
            } else {
                span = spans.count
                spans.append(LayerSpan(record: r, parent: parentSpan, first: k, last: k))
                records[r].currentSpan = span
                // Drawn just above the layer before it in this sample's tree order.
                if let p = previousSpan, let at = order.firstIndex(of: p) { order.insert(span, at: at + 1) } else { order.insert(span, at: 0) }
            }
            spanOf[r] = span
            previousSpan = span
        }
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        if case let .animationDidStop(layer, _, finished) = event, !finished {
            earlyStops[layer, default: []].append(time)
        }
    }

    public func writeLog(time: Double, message: String) throws {}

    public func writeEnd(time: Double, reason: EndReason) throws {
        endTime = time
        try output.write(LottieJSON.text(document()))
    }

    public var wantsSceneRecords: Bool { true }

    public func writeScene(_ record: SceneRecord) throws { replica.apply(record) }

    func record(for serial: Int?, name: String) -> Int {
        if let serial {
            if let i = recordIndex[serial] { return i }
            records.append(LayerRecord(name: name, serial: serial))
            recordIndex[serial] = records.count - 1
        } else if let i = recordByName[name] {
            return i
        } else {
            records.append(LayerRecord(name: name, serial: nil))
        }
        recordByName[name] = records.count - 1
        return records.count - 1
    }
}

/// One cartlua layer seen during the run: its samples and the animations attached to it.
struct LayerRecord {
    struct Entry {
        var state: LayerState
        /// Opacity times the ancestors', in percent.
        var opacity: Double
        /// Hidden itself or through an ancestor.
        var hidden: Bool
    }

    let name: String
    /// The layer's serial, when the stream gave its facts (a run's samples).
    let serial: Int?
    var entries: [Int: Entry] = [:]
    /// Every animation a sample of it stood for, by sequence once.
    var attachments: [AttachedAnimation] = []
    var seen: Set<Int> = []
    var currentSpan: Int?

    init(name: String, serial: Int?) {
        self.name = name
        self.serial = serial
    }

    mutating func note(_ list: [AttachedAnimation]) {
        for a in list where seen.insert(a.sequence).inserted { attachments.append(a) }
    }
}

/// A stretch of samples k = first…last in which a layer is in the tree under one parent span:
/// one Lottie layer.
struct LayerSpan {
    var record: Int
    var parent: Int?
    var first: Int
    var last: Int
}
