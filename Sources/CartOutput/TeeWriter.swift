import CartAnimation

/// Hands every record to several writers in turn (the trace and a golden being recorded, or the
/// trace and a comparison). The first writer that throws stops the record there, and the run.
public final class TeeWriter: TraceWriter {
    public let writers: [TraceWriter]

    public init(_ writers: [TraceWriter]) {
        self.writers = writers
    }

    public func writeHeader(_ header: TraceHeader) throws {
        for w in writers { try w.writeHeader(header) }
    }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        for w in writers { try w.writeSample(time: time, layers: layers) }
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        for w in writers { try w.writeEvent(time: time, event: event) }
    }

    public func writeLog(time: Double, message: String) throws {
        for w in writers { try w.writeLog(time: time, message: message) }
    }

    public var wantsInstants: Bool { writers.contains { $0.wantsInstants } }

    public func writeInstant(time: Double, before: [LayerSample], after: [LayerSample]) throws {
        for w in writers where w.wantsInstants { try w.writeInstant(time: time, before: before, after: after) }
    }

    public var wantsSceneRecords: Bool { writers.contains { $0.wantsSceneRecords } }

    public func writeScene(_ record: SceneRecord) throws {
        for w in writers where w.wantsSceneRecords { try w.writeScene(record) }
    }

    public func writeEnd(time: Double, reason: EndReason) throws {
        for w in writers { try w.writeEnd(time: time, reason: reason) }
    }
}
