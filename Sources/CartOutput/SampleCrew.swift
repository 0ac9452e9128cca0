import CartAnimation
import Glibc

/// Both cores on a run (issue 15): a sample is written by a helper thread *behind* the caller,
/// which goes on with the script's work up to the next sample (its delayed calls, delegates, new
/// layers and animations) meanwhile. What the writer makes in between (events, log lines) is
/// held and written after that sample's bytes, so the trace is the same bytes, in the same
/// order, as on one thread.
///
/// The helper reads only what `ScenePlan` and `SampleLineCache` leave as they are until the next
/// sample: the programs (which read no layer unless `general`), the local times, the rendered
/// entries. The script's work changes the scene, never the plan: the plan is brought up to date
/// at the next sample, which first waits for the helper (`ScenePlan.settle`). The JSON Lines
/// writer decides how much goes behind (`writeSample(time:plan:)`).
///
/// `threads: 1` (the default) does it all on the calling thread, in the same order; so does a
/// sample of fewer than `minimumLines` lines, so small scripts never start the helper.
public final class SampleCrew {
    /// 1 (the calling thread alone) or 2 (and the helper).
    public let threads: Int
    /// The fewest lines of a sample that goes behind.
    public let minimumLines: Int
    private var helper: HelperThread?
    /// Whether the helper thread was started (for tests: not before a sample was large enough).
    var helperStarted: Bool { helper != nil }

    /// `threads` is clamped to 1…2. Handing a sample over and waiting for it costs a few µs
    /// (two futex calls); 64 coins' lines are some 100 k instructions of work.
    public init(threads: Int = 1, minimumLines: Int = 64) {
        self.threads = min(max(threads, 1), 2)
        self.minimumLines = max(minimumLines, 0)
    }

    deinit {
        helper?.stop()
    }

    /// Whether a sample of `lines` lines goes to the helper.
    func behind(_ lines: Int) -> Bool { threads == 2 && lines >= minimumLines }

    /// Runs `job`, the work on a sample of `lines` lines, on the helper thread (started on
    /// first use) and returns at once — or runs it here when the sample does not go `behind`.
    /// The caller must `waitBehind()` before it touches anything `job` reads or writes.
    func runBehind(lines: Int, _ job: @escaping () -> Void) {
        guard behind(lines) else { return job() }
        let thread = helper ?? HelperThread()
        helper = thread
        thread.submit(job)
    }

    /// Returns once the job `runBehind` handed over has run (at once when there is none).
    func waitBehind() {
        helper?.wait()
    }

    /// Evaluates the motion of each line of `plan`'s last `lines(at:withMotion: false)` whose
    /// `kept` is not 0 and keeps none of it — the JSON Lines writer's evaluation without its
    /// formatting (`--format none`) — behind the caller, as the writer would.
    public func evaluateMotion(of plan: ScenePlan) {
        let lines = plan.lines
        runBehind(lines: lines.count) {
            for k in lines.indices where lines[k].kept != 0 { _ = plan.motion(ofLine: k) }
        }
        if behind(lines.count) { plan.settle { [self] in waitBehind() } }
    }
}

/// The helper: one job at a time, handed over and waited for under one mutex.
private final class HelperThread: @unchecked Sendable {
    // Every field is read and written under `mutex` only; the job runs outside it, between
    // `submit` and the `busy = false` that `wait` waits for.
    private var mutex = pthread_mutex_t()
    private var wake = pthread_cond_t(), finished = pthread_cond_t()
    private var job: (() -> Void)?
    private var busy = false, stopping = false
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

    /// Hands `job` over, once the previous one has run.
    func submit(_ job: @escaping () -> Void) {
        pthread_mutex_lock(&mutex)
        while busy { pthread_cond_wait(&finished, &mutex) }
        (self.job, busy) = (job, true)
        pthread_cond_signal(&wake)
        pthread_mutex_unlock(&mutex)
    }

    func wait() {
        pthread_mutex_lock(&mutex)
        while busy { pthread_cond_wait(&finished, &mutex) }
        pthread_mutex_unlock(&mutex)
    }

    /// Ends the thread once its job has run (it holds the helper until then), and waits for it.
    func stop() {
        pthread_mutex_lock(&mutex)
        while busy { pthread_cond_wait(&finished, &mutex) }
        stopping = true
        pthread_cond_signal(&wake)
        pthread_mutex_unlock(&mutex)
        pthread_join(thread, nil)
    }

    private func loop() {
        pthread_mutex_lock(&mutex)
        while true {
            while !stopping && job == nil { pthread_cond_wait(&wake, &mutex) }
            if stopping { break }
            let run = job!
            job = nil
            pthread_mutex_unlock(&mutex)
            run()
            pthread_mutex_lock(&mutex)
            busy = false
            pthread_cond_broadcast(&finished)
        }
        pthread_mutex_unlock(&mutex)
    }
}
