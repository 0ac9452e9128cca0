import CAtomics

/// The lines of a sample written behind (`SampleLineCache.KeptLinesJob`), taken a chunk at a
/// time by either thread: the helper from the front, the calling thread from the back once it
/// has nothing left to do but wait for the helper (`JSONLinesWriter.drain`). Each writes into
/// bytes of its own; the calling thread's chunks go out after the helper's bytes, in line order,
/// so the trace is the same bytes whichever thread wrote which line.
///
/// Why: the script's work between two samples and the writing of a sample are about even in
/// the coin scene, and each side waited for the other about a fifth of its time (`perf`, coins-
/// 10000). The script cannot be shared; the lines can. (A first try at both cores cut every
/// sample in two from the start, and its join cost more than it shared: here the calling thread
/// takes only what the helper has not reached when it would otherwise wait.)
///
/// One per sample a writer has behind at once, for one sample at a time: `reset` before the
/// sample is handed over, `open` on the helper once the job is made, `help` on the calling
/// thread before it waits, `writeHelped` once the helper is done.
final class SharedLines: @unchecked Sendable {
    /// Lines a chunk: some 100 k instructions of work, against a compare-and-swap to take it.
    let chunkLines: Int
    private let chunks: UnsafeMutablePointer<cartlua_Chunks>
    /// Set by the helper before it opens the chunks, read by the calling thread once it sees
    /// them open (the chunks' word orders the two, CAtomics.h).
    private var job: SampleLineCache.KeptLinesJob?
    /// The calling thread's chunks, in the order taken (from the back): each one's end in `helped`.
    private var helped = RecordBuffer(capacity: 1 << 14)
    private var helpedEnds: [Int] = []
    /// Lines the calling thread wrote, over the writer's life (for tests).
    private(set) var linesHelped = 0
    /// Run by the helper once it has opened a job, before it takes a chunk (tests: to wait
    /// for the calling thread to take one first, `callerHasTaken`).
    var beforeFront: (() -> Void)?

    init(chunkLines: Int) {
        self.chunkLines = max(chunkLines, 1)
        guard let c = cartlua_chunks_new() else { fatalError("cartlua: out of memory") }
        chunks = c
    }

    deinit { cartlua_chunks_free(chunks) }

    /// On the calling thread, before a sample is handed over: nothing open, nothing helped.
    func reset() {
        cartlua_chunks_set(chunks, 0, false)
        job = nil
        helped.removeAll()
        helpedEnds.removeAll(keepingCapacity: true)
    }

    /// The helper's part: opens `job`'s chunks and writes to `line` those it takes from the front;
    /// returns once every chunk is written, the calling thread's too: the next sample's job
    /// renders the line cache's entries again, which a chunk of this one may still be copying.
    func open(_ job: SampleLineCache.KeptLinesJob, writingFrontTo line: inout RecordBuffer) {
        self.job = job
        let count = chunkCount(of: job)
        cartlua_chunks_set(chunks, count, true)
        beforeFront?()
        var taken = 0
        while case let k = cartlua_chunks_take(chunks, false), k >= 0 {
            _ = write(chunk: k, of: job, to: &line)
            taken += 1
        }
        // The rest were taken from the back: a chunk is some tens of µs of work.
        while cartlua_chunks_back_done(chunks) < count - taken { cartlua_spin_pause() }
    }

    /// The calling thread's part: once the job is open, the chunks it takes from the back. Gives
    /// up, leaving the rest to the helper, when the helper is done without opening one
    /// (`helperDone`: its sample went in order) or has not opened it within the hand-over's spin.
    func help(helperDone: () -> Bool) {
        guard HelperThread.spin(until: { cartlua_chunks_is_open(chunks) || helperDone() }),
              cartlua_chunks_is_open(chunks), let job else { return }
        while case let k = cartlua_chunks_take(chunks, true), k >= 0 {
            linesHelped += write(chunk: k, of: job, to: &helped)
            helpedEnds.append(helped.count)
            cartlua_chunks_back_written(chunks)
        }
    }

    /// Whether the calling thread has taken a chunk of the open job (read on the helper).
    var callerHasTaken: Bool { job.map { cartlua_chunks_back(chunks) < chunkCount(of: $0) } ?? false }

    private func chunkCount(of job: SampleLineCache.KeptLinesJob) -> Int { (job.count + chunkLines - 1) / chunkLines }

    /// Writes the calling thread's chunks to `output`, in line order: after the helper's bytes.
    func writeHelped(to output: ByteOutput) throws {
        guard !helpedEnds.isEmpty else { return }
        let bytes = helped.bytes
        for i in helpedEnds.indices.reversed() {
            let start = i == 0 ? 0 : helpedEnds[i - 1]
            try output.write(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<helpedEnds[i]]))
        }
    }

    /// Writes chunk `k`'s lines; returns how many.
    private func write(chunk k: Int, of job: SampleLineCache.KeptLinesJob, to line: inout RecordBuffer) -> Int {
        let lines = (k * chunkLines)..<min((k + 1) * chunkLines, job.count)
        job.write(lines: lines, to: &line)
        return lines.count
    }
}
