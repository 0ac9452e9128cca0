import CartAnimation
import Glibc

/// Both cores on a sample (issue 15): the calling thread and one helper thread take chunks of a
/// large sample's lines in turn, each evaluating and formatting its chunk into the chunk's own
/// buffer; the caller then writes the chunks in order, so the bytes are the same whichever thread
/// took which chunk. A sample of fewer than `minimumLines` lines stays on the calling thread, and
/// the helper starts with the first sample that is large enough (small scripts never start it).
///
/// `threads: 1` keeps every sample on the calling thread (the command-line tool's default;
/// `CARTLUA_THREADS=2` asks for two), running the same chunks in the same order.
public final class SampleCrew {
    /// 1 (the calling thread alone) or 2 (and the helper).
    public let threads: Int
    /// Lines per chunk, and the fewest lines of a sample that is shared out.
    public let chunkLines: Int
    public let minimumLines: Int
    private var helper: HelperThread?
    /// Whether the helper thread was started (for tests: not before a sample was large enough).
    var helperStarted: Bool { helper != nil }

    /// `threads` is clamped to 1…2; a chunk of 64 coins' lines is some 100 k instructions of
    /// work, against a few µs to wake the helper.
    public init(threads: Int = 1, chunkLines: Int = 64, minimumLines: Int = 256) {
        self.threads = min(max(threads, 1), 2)
        self.chunkLines = max(chunkLines, 1)
        self.minimumLines = max(minimumLines, 0)
    }

    deinit {
        helper?.stop()
    }

    /// Evaluates the motion of each line of `plan`'s last `lines(at:withMotion: false)` whose
    /// `kept` is not 0, in the chunks the JSON Lines writer would write, and keeps none of it:
    /// the writer's evaluation without its formatting (`--format none`).
    public func evaluateMotion(of plan: ScenePlan) {
        let n = plan.lines.count, chunks = chunkCount(n)
        plan.lines.withUnsafeBufferPointer { lines in
            run(chunks: chunks) { c, _ in
                for k in range(ofChunk: c, of: chunks, lines: n) where lines[k].kept != 0 {
                    _ = plan.motion(ofLine: k)
                }
            }
        }
    }

    /// How many chunks a sample of `lines` lines is cut into: 1 when it is not shared out.
    func chunkCount(_ lines: Int) -> Int {
        guard threads > 1, lines >= minimumLines, lines > chunkLines else { return 1 }
        return (lines + chunkLines - 1) / chunkLines
    }

    /// The lines of chunk `c` of `chunks` (a sample of `lines` lines).
    func range(ofChunk c: Int, of chunks: Int, lines: Int) -> Range<Int> {
        chunks == 1 ? 0..<lines : (c * chunkLines)..<min((c + 1) * chunkLines, lines)
    }

    /// Runs `body(c, thread)` once for each chunk c in 0..<chunks, on this thread and the helper
    /// (`thread` 0 or 1: which one runs it), and returns when all have run. Chunks run
    /// concurrently: `body` may touch only what belongs to its chunk and its thread.
    func run(chunks: Int, _ body: (_ chunk: Int, _ thread: Int) -> Void) {
        guard chunks > 1 else {
            if chunks == 1 { body(0, 0) }
            return
        }
        let helper = self.helper ?? HelperThread()
        self.helper = helper
        helper.share(chunks, body)
    }
}

/// The persistent helper: it sleeps until `share` hands out chunks, takes them (as does the
/// caller) from one counter under a mutex, and sleeps again once none is left. The caller
/// waits only for chunks the helper took: a helper that wakes late finds nothing to do.
private final class HelperThread: @unchecked Sendable {
    // Every field below is read and written under `mutex` only, except `job`'s closure, which
    // is called outside it but only between `share` setting it and `share` seeing every chunk
    // finished (the closure's captures outlive that).
    private var mutex = pthread_mutex_t()
    private var wake = pthread_cond_t(), finished = pthread_cond_t()
    private var job: ((Int, Int) -> Void)?
    private var next = 0, count = 0, done = 0
    private var stopping = false
    private var thread = pthread_t()

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&wake, nil)
        pthread_cond_init(&finished, nil)
        let context = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(&thread, nil, { raw in
            let helper = Unmanaged<HelperThread>.fromOpaque(raw!).takeRetainedValue()
            helper.loop()
            return nil
        }, context)
        // Out of threads (EAGAIN) is out of the process's resources: there is no run without one.
        precondition(started == 0, "cannot start a thread (error \(started))")
    }

    deinit {
        pthread_cond_destroy(&finished)
        pthread_cond_destroy(&wake)
        pthread_mutex_destroy(&mutex)
    }

    /// Ends the thread (it holds the helper until then) and waits for it.
    func stop() {
        pthread_mutex_lock(&mutex)
        stopping = true
        pthread_cond_signal(&wake)
        pthread_mutex_unlock(&mutex)
        pthread_join(thread, nil)
    }

    func share(_ chunks: Int, _ body: (Int, Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            pthread_mutex_lock(&mutex)
            (job, next, count, done) = (body, 0, chunks, 0)
            pthread_cond_signal(&wake)
            while next < count {
                let c = next
                next += 1
                pthread_mutex_unlock(&mutex)
                body(c, 0)
                pthread_mutex_lock(&mutex)
                done += 1
            }
            while done < count { pthread_cond_wait(&finished, &mutex) }
            job = nil
            pthread_mutex_unlock(&mutex)
        }
    }

    private func loop() {
        pthread_mutex_lock(&mutex)
        while true {
            while !stopping && (job == nil || next >= count) { pthread_cond_wait(&wake, &mutex) }
            if stopping { break }
            let c = next
            next += 1
            do {
                // The copy goes before the mutex is taken again: `share` returns only after that.
                let body = job!
                pthread_mutex_unlock(&mutex)
                body(c, 1)
            }
            pthread_mutex_lock(&mutex)
            done += 1
            if done == count { pthread_cond_signal(&finished) }
        }
        pthread_mutex_unlock(&mutex)
    }
}
