import CartAnimation

/// The JSON Lines trace of CONTRACT.md: one object per line, keys in a fixed order, numbers by
/// `NumberFormat`. Each record is written as soon as it is made. A sample line's layout is
/// `SampleLine`'s.
public final class JSONLinesWriter: TraceWriter {
    let output: ByteOutput
    /// Reused for every record, so writing allocates nothing once it has grown (freed with the writer).
    private var buffer = RecordBuffer()
    /// What each layer's line keeps from one sample to the next, rendered once.
    private(set) var lines = SampleLineCache()
    /// The plan of the last `writeSample(time:plan:)`, held so that no other takes its place.
    private var lastPlan: ScenePlan?
    /// Who writes a sample's kept lines: this thread, or the crew's helper behind it.
    let crew: SampleCrew
    /// Under a crew that writes `behind`: the samples handed to the helper that this thread has
    /// not yet waited for, oldest first (`drain`), up to `HelperThread.depth` of them: the script
    /// goes on to the next sample while the helper may still be writing the one before, so a
    /// frame whose script runs long and one whose lines take long even out (with one sample
    /// behind, each thread waited for the other at every second frame or so).
    private var pending: [BehindSample] = []
    /// The places of the samples behind, taken in turn (sample n behind in `behind[n % count]`).
    private let behind: [BehindSample]
    /// The records made since the last sample went behind (events, log lines), held as values
    /// to follow it in order: whoever writes next formats them first — the helper, when the
    /// next sample goes behind too (their formatting was 2 % of the coin benchmark's calling thread).
    private var held: [HeldRecord] = []
    /// How many held records the helper formatted (for tests; read once it is done).
    var recordsWrittenBehind: Int { behind.reduce(0) { $0 + $1.bytes.records } }
    /// The lines the calling thread helps write, one per sample behind (for tests).
    var sharedLines: [SharedLines] { behind.map(\.shared) }

    /// A sample handed to the helper: the bytes it writes, its lines shared with the calling
    /// thread, the plan's frame it reads (detached from the plan), its ticket and its time.
    private final class BehindSample {
        let bytes = BehindBytes()
        let shared: SharedLines
        /// Detached while the sample is behind; kept, given back, for the next detach.
        var frame: PlanFrame?
        /// Its kept lines read the plan's own frame (a general program's sample): the plan waits
        /// for it before it changes.
        var readsPlan = false
        var ticket = 0
        var time = 0.0
        /// Its place among the samples behind, from 0 (`writeOut`).
        var sequence = 0
        init(chunkLines: Int) { shared = SharedLines(chunkLines: chunkLines) }
    }

    /// Samples handed behind so far (the next one's `sequence`, and its place in `behind`).
    private var sequences = 0
    /// Who writes the samples behind out, and how far (`writeOut`).
    private let out = WriteOut()

    deinit {
        // The helper reads the line cache, which goes with the writer.
        abandonPending()
    }

    public init(output: ByteOutput, crew: SampleCrew = SampleCrew()) {
        self.output = output
        self.crew = crew
        behind = (0..<HelperThread.depth).map { _ in BehindSample(chunkLines: crew.chunkLines) }
    }

    /// A writer whose line cache is `lines` (tests: one with a small table of serials).
    convenience init(output: ByteOutput, crew: SampleCrew, lines: consuming SampleLineCache) {
        self.init(output: output, crew: crew)
        self.lines = lines
    }

    public func writeHeader(_ h: TraceHeader) throws {
        try emit { line in
            line.begin("header", nil)
            line.key("version"); line.append(number: 1)
            line.key("script"); line.append(string: h.script)
            line.key("fps"); if let f = h.fps { line.append(number: Double(f)) } else { line.append("null") }
            line.key("screen"); line.pair(h.screen.width, h.screen.height)
            line.key("params"); line.append("{")
            for (i, p) in h.params.enumerated() {
                if i > 0 { line.append(",") }
                line.append(string: p.name); line.append(":"); line.param(p.value)
            }
            line.append("}")
            if let times = h.times {
                line.key("at"); line.append("[")
                for (i, t) in times.enumerated() {
                    if i > 0 { line.append(",") }
                    line.append(number: t)
                }
                line.append("]")
            }
            if let u = h.until { line.key("until"); line.append(number: u) }
            if let s = h.seed { line.key("seed"); line.append(number: Double(s)) }
            line.end()
        }
    }

    /// One line per layer: its kept pieces copied (`SampleLineCache`) around the numbers that
    /// move, and the time formatted once for all of the layers.
    public func writeSample(time: Double, layers: [LayerSample]) throws {
        try startBuffer()
        lines.write(time: time, layers: layers, to: &buffer)
        try output.write(contentsOf: buffer.bytes)
    }

    /// The lines of the plan's sample, by difference: per layer only its motion is evaluated
    /// and formatted while its program stays (`SampleLineCache.write(time:plan:to:)`). Under a
    /// crew of two, a large sample is written on the helper, behind the script's work up to the
    /// next record (`drain`): all of it when no program reads a layer, else its kept lines.
    public func writeSample(time: Double, plan: ScenePlan) throws {
        // Room for this sample behind; a sample behind that reads the plan's own frame (`readsPlan`)
        // is waited for first, as the plan would (`settle`), and helped meanwhile.
        try drain(keeping: pending.last?.readsPlan == true ? 0 : HelperThread.depth - 1)
        guard plan.prepareLines() else {
            return try plan.withSamples(at: time) { try writeSample(time: time, layers: $0) }
        }
        if plan !== lastPlan {
            // Another scene's programs are numbered afresh: what the entries stand for is unknown.
            try drain()
            lines.forgetKept()
            lastPlan = plan
        }
        buffer.removeAll()
        guard crew.behind(plan.entryCount) else {
            try drain()
            Self.write(takeHeld(), to: &buffer)
            plan.fillLines(at: time)
            lines.write(time: time, plan: plan, to: &buffer)
            return try output.write(contentsOf: buffer.bytes)
        }
        let slot = behind[sequences % behind.count]
        slot.shared.reset()
        slot.time = time
        slot.sequence = sequences
        sequences += 1
        if plan.readsNoLayer {
            writeBehind(slot, time: time, frame: plan.detachFrame(reusing: slot.frame))
        } else {
            try writeKeptBehind(slot, time: time, plan: plan)
        }
    }

    /// The whole sample behind, on the plan's frame detached for it: the records held before
    /// it, its lines, the new and changed ones rendered, the kept ones' motion — none reads a
    /// layer, and the plan may change under it. The helper takes the line cache once the sample
    /// before is all written, the calling thread's chunks too (`SharedLines.open`); the lines are
    /// shared with this thread once it has caught up (`drain`).
    private func writeBehind(_ slot: BehindSample, time: Double, frame: PlanFrame) {
        let records = takeHeld(), bytes = slot.bytes, shared = slot.shared
        slot.frame = frame
        slot.readsPlan = false
        slot.ticket = crew.runBehind(lines: frame.entryCount) { [self] in
            frame.fill(at: time)
            bytes.bytes.removeAll()
            Self.write(records, to: &bytes.bytes)
            bytes.records += records.count
            if let job = lines.begin(time: time, frame: frame, orWriteTo: &bytes.bytes) {
                shared.open(job, writingFrontTo: &bytes.bytes)
            }
            writeOutUnlessBehind(slot)
        } ?? 0
        pending.append(slot)
    }

    /// A sample with a layer the general evaluator serves, read here on the plan's own frame,
    /// and the line cache with it (nothing else is behind then); only the kept lines go behind.
    private func writeKeptBehind(_ slot: BehindSample, time: Double, plan: ScenePlan) throws {
        try drain()
        Self.write(takeHeld(), to: &buffer)
        plan.fillLines(at: time)
        guard let job = lines.begin(time: time, frame: plan.frame, orWriteTo: &buffer) else {
            return try output.write(contentsOf: buffer.bytes)  // written in order, here
        }
        if buffer.count > 0 { try output.write(contentsOf: buffer.bytes) }  // the held records, first
        let bytes = slot.bytes, shared = slot.shared
        slot.readsPlan = true
        slot.ticket = crew.runBehind(lines: job.count) { [self] in
            bytes.bytes.removeAll()
            shared.open(job, writingFrontTo: &bytes.bytes)
            writeOutUnlessBehind(slot)
        } ?? 0
        pending.append(slot)
        // Another reader of the plan (a second writer, an instant's presentation) waits too.
        plan.settle { [crew] in crew.waitBehind() }
    }

    /// The end of a sample's job, on the helper: the samples behind whose jobs are done, up to
    /// this one, written out (`writeOut`) — unless another job waits behind it, when the helper
    /// is the slower side and `drain` writes them, on the calling thread. Why: a sample to a
    /// file is a copy of some 200 KB into the kernel, a quarter to a third of the calling thread's
    /// time at 10,000 coins (`perf`), while the helper idled a third of its own.
    private func writeOutUnlessBehind(_ slot: BehindSample) {
        if !crew.helperHasJobWaiting { _ = writeOut(through: slot.sequence) }
    }

    /// Writes out, oldest first, the samples behind not yet written, through the one of
    /// `sequence` (their jobs done): their bytes, then the calling thread's chunks of each. On
    /// either thread, one at a time (`WriteOut`); the calling thread writes nothing else while a
    /// sample is behind (it `drain`s first), so the samples go out whole and in the trace's
    /// order whoever writes them. Returns the first failure, after which nothing is written.
    private func writeOut(through sequence: Int) -> WriteOut.Failure? {
        out.withLock { written, failure in
            while failure == nil && written <= sequence {
                let slot = behind[written % behind.count]
                do {
                    try output.write(contentsOf: slot.bytes.bytes.bytes)
                    try slot.shared.writeHelped(to: output)
                    written += 1
                } catch {
                    failure = (error, slot.time)
                }
            }
            return failure
        }
    }

    /// Waits for the samples behind, oldest first, helping with each one's lines, until
    /// `keeping` are left, and writes out those the helper did not (`writeOut`): all of them
    /// before anything else is written, and at the end. A failure is thrown at its sample's
    /// time, once no job is left to touch the output. The records held behind them stay held
    /// (`takeHeld`): the next write puts them first.
    private func drain(keeping: Int = 0) throws {
        while pending.count > keeping {
            let slot = pending.removeFirst()
            crew.helpAndWaitBehind(slot.shared, ticket: slot.ticket)
            slot.frame?.giveBack()
            guard let (failure, time) = writeOut(through: slot.sequence) else { continue }
            abandonPending()
            guard var e = failure as? any TimedOutputError else { throw failure }
            // Written late, failed at its own time: the sample's, not the record's after it.
            if e.time == nil { e.time = time }
            throw e
        }
    }

    /// Waits for every job behind, without writing out what it made, and gives its frame back.
    private func abandonPending() {
        guard !pending.isEmpty else { return }
        crew.waitBehind()
        for p in pending { p.frame?.giveBack() }
        pending.removeAll()
    }

    /// The pending sample written out and the buffer begun with the records held behind it:
    /// what any record written in order on this thread comes after.
    private func startBuffer() throws {
        try drain()
        buffer.removeAll()
        Self.write(takeHeld(), to: &buffer)
    }

    /// The records held behind the last sample, taken to be written next.
    private func takeHeld() -> [HeldRecord] {
        guard !held.isEmpty else { return [] }
        defer { held.removeAll(keepingCapacity: true) }
        return held
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        try emitOrHold(.event(time, event))
    }

    public func writeLog(time: Double, message: String) throws {
        try emitOrHold(.log(time, message))
    }

    /// An event or log line made while the helper writes a sample: kept as it is, formatted
    /// when it is written (`write(_:to:)`, the one layout of both).
    enum HeldRecord {
        case event(Double, TraceEvent)
        case log(Double, String)
    }

    /// Held behind a pending sample, else written now. Consumed: the record made for the call
    /// is moved into `held`, not copied (its strings retained) and then destroyed.
    private func emitOrHold(_ record: consuming HeldRecord) throws {
        if !pending.isEmpty { return held.append(record) }
        try emit { Self.write(record, to: &$0) }
    }

    private static func write(_ records: [HeldRecord], to line: inout RecordBuffer) {
        for r in records { write(r, to: &line) }
    }

    /// An event's fixed text is a few literals, its name among them (`TraceEvent.name`, held to
    /// them by JSONLinesWriterTests): three events a coin, and a key and a quoted name per piece
    /// cost a third of an event line (callgrind).
    private static func write(_ record: HeldRecord, to line: inout RecordBuffer) {
        switch record {
        case let .event(time, event):
            line.append(#"{"type":"event","t":"#)
            line.append(number: time)
            switch event {
            case let .animationDidStart(layer, k):
                line.append(#","event":"animationDidStart","layer":"#)
                appendLayer(layer, key: k, to: &line)
                line.append("}\n")
            case let .animationDidStop(layer, k, finished):
                line.append(#","event":"animationDidStop","layer":"#)
                appendLayer(layer, key: k, to: &line)
                line.append(finished ? #","finished":true}\#n"# : #","finished":false}\#n"#)
            case .after:
                line.append(#","event":"after"}\#n"#)
            }
        case let .log(time, message):
            line.begin("log", time)
            line.key("message"); line.append(string: message)
            line.end()
        }
    }

    /// An animation event's layer (its key's name written already) and `,"key":` with its key.
    private static func appendLayer(_ layer: String, key: String?, to line: inout RecordBuffer) {
        line.append(string: layer)
        line.append(#","key":"#)
        if let key { line.append(string: key) } else { line.append("null") }
    }

    public func writeEnd(time: Double, reason: EndReason) throws {
        try emit { line in
            line.begin("end", time)
            line.key("reason"); line.append(string: reason.rawValue)
            line.end()
        }
    }

    /// Builds records into the reused buffer and hands them to the output in one write, after
    /// the pending sample and the records held behind it.
    private func emit(_ build: (inout RecordBuffer) -> Void) throws {
        try startBuffer()
        build(&buffer)
        try output.write(contentsOf: buffer.bytes)
    }
}

/// The pieces of a trace line.
extension RecordBuffer {
    mutating func begin(_ type: StaticString, _ time: Double?) {
        append(#"{"type":""#)
        append(type)
        append("\"")
        if let time { key("t"); append(number: time) }
    }

    mutating func end() { append("}\n") }

    @inline(__always)
    mutating func key(_ k: StaticString) {
        append(",\"")
        append(k)
        append("\":")
    }

    mutating func pair(_ a: Double, _ b: Double) {
        append(UInt8(ascii: "["))
        append(number: a)
        append(UInt8(ascii: ","))
        append(number: b)
        append(UInt8(ascii: "]"))
    }

    mutating func param(_ v: ParamValue) {
        switch v {
        case .integer(let i): append(contentsOf: String(i).utf8)
        case .number(let x): append(number: x)
        case .string(let s): append(string: s)
        case .bool(let b): append(b ? "true" : "false")
        }
    }

    mutating func append(contentsOf s: String.UTF8View) {
        for b in s { append(b) }
    }

    mutating func append(string s: String) { JSONString.quote(s, into: &self) }
}

/// The bytes of a sample written on the crew's helper (a class: both threads reach it).
final class BehindBytes {
    var bytes = RecordBuffer(capacity: 1 << 14)
    /// Held records (events, log lines) the helper formatted before its samples (for tests).
    var records = 0
}
