import CartAnimation

/// A trace sink that keeps every record, for tests; with `sceneRecords`, the scene records too,
/// so that the whole stream can be fed again to another sink (`replay(into:)`).
public final class RecordingSink: TraceSink {
    public enum Record {
        case header(TraceHeader)
        case sample(Double, [LayerSample])
        case event(Double, TraceEvent)
        case log(Double, String)
        case end(Double, EndReason)
        case scene(SceneRecord)
    }

    public private(set) var records: [Record] = []
    public let wantsSceneRecords: Bool

    public init(sceneRecords: Bool = false) {
        wantsSceneRecords = sceneRecords
    }

    public func writeScene(_ record: SceneRecord) throws { records.append(.scene(record)) }

    /// Writes every record kept, in order, to `sink`: a stream recorded once, played again.
    public func replay(into sink: TraceSink) throws { try Self.replay(records, into: sink) }

    /// Writes `records`, in order, to `sink`.
    public static func replay(_ records: [Record], into sink: TraceSink) throws {
        for r in records {
            switch r {
            case .header(let h): try sink.writeHeader(h)
            case .sample(let t, let layers): try sink.writeSample(time: t, layers: layers)
            case .event(let t, let e): try sink.writeEvent(time: t, event: e)
            case .log(let t, let m): try sink.writeLog(time: t, message: m)
            case .end(let t, let reason): try sink.writeEnd(time: t, reason: reason)
            case .scene(let record): try sink.writeScene(record)
            }
        }
    }

    public func writeHeader(_ header: TraceHeader) throws { records.append(.header(header)) }
    public func writeSample(time: Double, layers: [LayerSample]) throws { records.append(.sample(time, layers)) }
    public func writeEvent(time: Double, event: TraceEvent) throws { records.append(.event(time, event)) }
    public func writeLog(time: Double, message: String) throws { records.append(.log(time, message)) }
    public func writeEnd(time: Double, reason: EndReason) throws { records.append(.end(time, reason)) }

    /// The header, when one was written.
    public var header: TraceHeader? {
        records.lazy.compactMap { if case .header(let h) = $0 { return h } else { return nil } }.first
    }

    /// What each record is, in order: "header", "sample 0.5", "event 0.1 after", "log 0 hi", "end 1 idle".
    public var kinds: [String] {
        records.map { r in
            switch r {
            case .header: return "header"
            case .sample(let t, _): return "sample \(t)"
            case .event(let t, let e): return "event \(t) \(e.name)"
            case .log(let t, let m): return "log \(t) \(m)"
            case .end(let t, let reason): return "end \(t) \(reason.rawValue)"
            case .scene: return "scene"
            }
        }
    }

    /// Sample times in order.
    public var sampleTimes: [Double] {
        records.compactMap { if case .sample(let t, _) = $0 { return t } else { return nil } }
    }

    /// Events (and log lines) as short strings: "0.25 stop coin key finished", "0.1 after",
    /// "0.3 log hello".
    public var eventLines: [String] {
        records.compactMap { r in
            switch r {
            case .event(let t, .animationDidStart(let layer, let key)):
                return "\(t) start \(layer) \(key ?? "nil")"
            case .event(let t, .animationDidStop(let layer, let key, let finished)):
                return "\(t) stop \(layer) \(key ?? "nil") \(finished)"
            case .event(let t, .after):
                return "\(t) after"
            case .log(let t, let m):
                return "\(t) log \(m)"
            default:
                return nil
            }
        }
    }

    /// The state of a named layer in the sample at time `t`.
    public func state(_ layer: String, at t: Double) -> LayerState? {
        for r in records {
            if case .sample(let time, let layers) = r, time == t {
                return layers.first { $0.name == layer }?.state
            }
        }
        return nil
    }

    /// The names of the layers in the sample at time `t`, in order.
    public func layerNames(at t: Double) -> [String]? {
        for r in records {
            if case .sample(let time, let layers) = r, time == t { return layers.map(\.name) }
        }
        return nil
    }

    public var end: (Double, EndReason)? {
        if case .end(let t, let r)? = records.last { return (t, r) }
        return nil
    }
}
