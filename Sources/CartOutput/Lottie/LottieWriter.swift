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
    /// The layers the stream showed (`SceneRecord.layer`), by serial: the animations behind
    /// their samples are read from there. Without one (samples of no run) every moving
    /// property is sampled.
    var layersBySerial: [Int: Layer] = [:]
    /// The animations attached to each layer now, by its serial, in the order they apply.
    var attached: [Int: [Attachment]] = [:]
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
            let layer = sample.serial.flatMap { layersBySerial[$0] }
            let r = record(for: layer, name: sample.name)
            let parentRecord: Int? = (layer == nil ? nil : sample.superSerial.flatMap { recordIndex[$0] })
                ?? sample.superlayer.flatMap { recordByName[$0] }
            let parentSpan = parentRecord.flatMap { spanOf[$0] }
            let entry = LayerRecord.Entry(state: sample.state, opacity: placed[i].opacity * 100, hidden: placed[i].hidden)
            records[r].entries[k] = entry
            if let layer { records[r].note(attached[layer.serial] ?? []) }
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

    public func writeScene(_ record: SceneRecord) throws {
        switch record {
        case .layer(let layer):
            layersBySerial[layer.serial] = layer
        case .attached(let att, let layer):
            attached[layer, default: []].append(att)
        case .detached(let att, let layer):
            attached[layer]?.removeAll { $0 === att }
        }
    }

    func record(for layer: Layer?, name: String) -> Int {
        if let layer {
            if let i = recordIndex[layer.serial] { return i }
            records.append(LayerRecord(name: name, layer: layer))
            recordIndex[layer.serial] = records.count - 1
        } else if let i = recordByName[name] {
            return i
        } else {
            records.append(LayerRecord(name: name, layer: nil))
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
    /// Held strongly, so its identity is not reused by a later layer.
    let layer: Layer?
    var entries: [Int: Entry] = [:]
    var attachments: [Attachment] = []
    var seen: Set<ObjectIdentifier> = []
    var currentSpan: Int?

    init(name: String, layer: Layer?) {
        self.name = name
        self.layer = layer
    }

    mutating func note(_ list: [Attachment]) {
        for a in list where seen.insert(ObjectIdentifier(a)).inserted { attachments.append(a) }
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
