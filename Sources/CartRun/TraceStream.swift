import CartAnimation

/// The one writer of a run's records to its sink, in the stream's order: the header, then the
/// samples, events and log lines as they happen, then the end, once. The script's top level runs
/// before the header can be written (it declares the params the header lists), so log lines
/// made then are held and written right after the header.
final class TraceStream {
    private enum State {
        /// Before the header: the log lines made so far, at their ticks.
        case awaitingHeader(held: [(Tick, String)])
        case open
        /// After the end record: nothing more is written.
        case ended
    }

    let sink: TraceSink
    /// The sink's `wantsInstants` and `wantsSceneRecords`, asked once.
    let wantsInstants: Bool
    let wantsSceneRecords: Bool
    private var state = State.awaitingHeader(held: [])
    /// Told each event as it is written (`Runner.tapEvents`).
    var eventTaps: [(Double, TraceEvent) -> Void] = []

    init(_ sink: TraceSink) {
        self.sink = sink
        wantsInstants = sink.wantsInstants
        wantsSceneRecords = sink.wantsSceneRecords
    }

    /// Writes the header (nil: the caller's sink takes none) and the log lines held for it.
    func open(_ header: TraceHeader?) throws {
        guard case .awaitingHeader(let held) = state else { return }
        state = .open
        if let header { try sink.writeHeader(header) }
        for (tick, message) in held { try sink.writeLog(time: VirtualClock.seconds(tick), message: message) }
    }

    /// A log line at `tick`: written now, or held until the header.
    func log(at tick: Tick, _ message: String) throws {
        switch state {
        case .awaitingHeader(var held):
            state = .open  // no copy of `held` while it grows
            held.append((tick, message))
            state = .awaitingHeader(held: held)
        case .open:
            try sink.writeLog(time: VirtualClock.seconds(tick), message: message)
        case .ended:
            // Nothing follows the end record (a line logged by an end-of-run check that runs
            // after it, `expect`'s finish, is not part of the trace).
            break
        }
    }

    func sample(at time: Double, _ plan: ScenePlan) throws {
        try sink.writeSample(time: time, plan: plan)
    }

    func event(at time: Double, _ event: TraceEvent) throws {
        try sink.writeEvent(time: time, event: event)
        for tap in eventTaps { tap(time, event) }
    }

    func instant(at time: Double, before: [LayerSample], after: [LayerSample]) throws {
        try sink.writeInstant(time: time, before: before, after: after)
    }

    func scene(_ record: SceneRecord) throws {
        try sink.writeScene(record)
    }

    /// The end record, once.
    func end(at time: Double, _ reason: EndReason) throws {
        guard case .open = state else { return }
        state = .ended
        try sink.writeEnd(time: time, reason: reason)
    }
}
