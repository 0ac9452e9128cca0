import CAtomics
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
/// writer decides how much goes behind (`writeSample(time:plan:)`), and a calling thread that
/// reaches the next sample first writes lines the helper has not reached (`SharedLines`).
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

    /// Lines a chunk of a sample that both threads write (`SharedLines`).
    let chunkLines: Int

    /// `threads` is clamped to 1…2. Handing a sample over and waiting for it costs a few µs
    /// when the other side sleeps (a futex call); 64 coins' lines are some 100 k instructions
    /// of work.
    public convenience init(threads: Int = 1, minimumLines: Int = 64) {
        self.init(threads: threads, minimumLines: minimumLines, chunkLines: 64)
    }

    /// A crew whose shared samples go in chunks of `chunkLines` lines (tests: 1, to share the most).
    init(threads: Int, minimumLines: Int, chunkLines: Int) {
        self.threads = min(max(threads, 1), 2)
        self.minimumLines = max(minimumLines, 0)
        self.chunkLines = max(chunkLines, 1)
    }

    deinit {
        helper?.stop()
    }

    /// Whether a sample of `lines` lines goes to the helper.
    func behind(_ lines: Int) -> Bool { threads == 2 && lines >= minimumLines }

    /// Runs `job`, the work on a sample of `lines` lines, on the helper thread (started on
    /// first use) and returns at once with its ticket — or runs it here (nil) when the sample
    /// does not go `behind`. The helper runs its jobs in order, `HelperThread.depth` at most
    /// handed over and not run (this waits for the oldest beyond that). The caller must wait
    /// for a job (`waitBehind`) before it touches anything the job reads or writes.
    @discardableResult
    func runBehind(lines: Int, _ job: @escaping () -> Void) -> Int? {
        guard behind(lines) else {
            job()
            return nil
        }
        // Set once, before the first job: jobs read it (`helperHasJobWaiting`).
        if helper == nil { helper = HelperThread() }
        return helper!.submit(job)
    }

    /// Returns once every job `runBehind` handed over has run (at once when there is none).
    func waitBehind() {
        helper?.wait()
    }

    /// Returns once the job of `ticket`, and those before it, have run.
    func waitBehind(upTo ticket: Int) {
        helper?.wait(upTo: ticket)
    }

    /// `waitBehind(upTo: ticket)`, having first written what the calling thread can take of
    /// `shared`'s lines (the lines of that ticket's job).
    func helpAndWaitBehind(_ shared: SharedLines, ticket: Int) {
        if let helper { shared.help(helperDone: { helper.hasRun(ticket) }) }
        waitBehind(upTo: ticket)
    }

    /// Asked by a job as it runs on the helper: whether another job is handed over after it.
    var helperHasJobWaiting: Bool { helper?.hasJobWaiting ?? false }

    /// Evaluates the motion of each line of `plan`'s last `lines(at:)` whose
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

/// The helper: its jobs in order, up to `depth` handed over ahead. A job is handed over, and
/// seen done, through two counters; a side that finds nothing yet spins a while
/// (`spinNanoseconds`) before it sleeps on a condition variable, and the other side signals
/// only a sleeper. In a run the two are a fraction of a millisecond apart, so most hand-overs
/// make no system call: under one mutex and two condition variables each sample made about seven
/// futex calls (`strace -c -f`, coins-10000: 4,653 for 660 samples), which cost the calling
/// thread more than its share of the writing.
final class HelperThread: @unchecked Sendable {
    /// How long a side waits awake for the other before sleeping: longer than the gap between
    /// a sample's lines done and the next sample handed over in a busy run, short enough that a
    /// helper whose script computes for long between samples wastes little of its core. None on
    /// one processor (two threads asked for there, `CARTLUA_THREADS=2`), where a spin only
    /// keeps the other side from running.
    static let spinNanoseconds = sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 ? 250_000 : 0
    /// Jobs handed over and run, and whether each side is asleep, or about to be, on `wake`
    /// (`finished`): a side sets its flag and then reads the other's counter, under `mutex`, so
    /// that a counter raised meanwhile is seen by one side or the other (C11 atomics, CAtomics.h).
    private let handoff: UnsafeMutablePointer<cartlua_Handoff>
    private var mutex = pthread_mutex_t()
    private var wake = pthread_cond_t(), finished = pthread_cond_t()
    /// Jobs handed over and not yet run, at most: the caller goes on to the next sample's script
    /// with one sample behind it while the helper may still be on the one before (`JSONLinesWriter`):
    /// a sample whose script ran long and one that ran short even out.
    static let depth = 2
    /// Job n in slot n % depth: written by the caller before it raises `posted`, read (and
    /// emptied) by the helper after it sees it raised, before it raises `done`; nil asks the
    /// helper to end. Slots of their own, not an array the two threads would share.
    private let jobs = UnsafeMutablePointer<(() -> Void)?>.allocate(capacity: depth)
    private var thread = pthread_t()

    init() {
        guard let h = cartlua_handoff_new() else { fatalError("cartlua: out of memory") }
        handoff = h
        jobs.initialize(repeating: nil, count: Self.depth)
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
        jobs.deinitialize(count: Self.depth)
        jobs.deallocate()
        pthread_cond_destroy(&finished)
        pthread_cond_destroy(&wake)
        pthread_mutex_destroy(&mutex)
        cartlua_handoff_free(handoff)
    }

    /// Hands `job` over, once fewer than `depth` are waiting to run; returns its ticket.
    func submit(_ job: @escaping () -> Void) -> Int {
        post(job)
    }

    /// Returns once every job handed over has run.
    func wait() {
        wait(upTo: cartlua_handoff_posted(handoff))  // the caller's own count
    }

    /// Returns once the job of `ticket` (and every one before it) has run.
    func wait(upTo ticket: Int) {
        let h = handoff
        if cartlua_handoff_done(h) >= ticket || Self.spin(until: { cartlua_handoff_done(h) >= ticket }) { return }
        pthread_mutex_lock(&mutex)
        cartlua_handoff_set_caller_asleep(h, true)
        while cartlua_handoff_done(h) < ticket { pthread_cond_wait(&finished, &mutex) }
        cartlua_handoff_set_caller_asleep(h, false)
        pthread_mutex_unlock(&mutex)
    }

    /// Whether the job of `ticket` has run.
    func hasRun(_ ticket: Int) -> Bool { cartlua_handoff_done(handoff) >= ticket }

    /// Asked by a job as it runs: whether another is handed over after it (the helper is behind).
    var hasJobWaiting: Bool { cartlua_handoff_posted(handoff) > cartlua_handoff_done(handoff) + 1 }

    /// Ends the thread once its job has run (it holds the helper until then), and waits for it.
    func stop() {
        post(nil)
        pthread_join(thread, nil)
    }

    @discardableResult
    private func post(_ next: (() -> Void)?) -> Int {
        let ticket = cartlua_handoff_posted(handoff) + 1
        wait(upTo: ticket - Self.depth)  // its slot's last job has run
        jobs[(ticket - 1) % Self.depth] = next
        cartlua_handoff_post(handoff)
        if cartlua_handoff_helper_asleep(handoff) {
            pthread_mutex_lock(&mutex)
            pthread_cond_signal(&wake)
            pthread_mutex_unlock(&mutex)
        }
        return ticket
    }

    private func loop() {
        let h = handoff
        var seen = 0
        while true {
            if !Self.spin(until: { cartlua_handoff_posted(h) != seen }) {
                pthread_mutex_lock(&mutex)
                cartlua_handoff_set_helper_asleep(h, true)
                while cartlua_handoff_posted(h) == seen { pthread_cond_wait(&wake, &mutex) }
                cartlua_handoff_set_helper_asleep(h, false)
                pthread_mutex_unlock(&mutex)
            }
            let slot = jobs + seen % Self.depth
            seen += 1
            guard slot.pointee != nil else { break }
            Self.run(taking: slot)
            cartlua_handoff_set_done(h, seen)
            if cartlua_handoff_caller_asleep(h) {
                pthread_mutex_lock(&mutex)
                pthread_cond_broadcast(&finished)
                pthread_mutex_unlock(&mutex)
            }
        }
    }

    /// Runs the job in `slot` and lets go of it, emptying the slot, before the job is said to be
    /// done: what the job alone held (the writer a test dropped as soon as its wait returned) is
    /// then freed on the thread that waited, never here — a writer freed here stopped its own
    /// crew from the helper, which cannot join itself.
    @inline(never)
    private static func run(taking slot: UnsafeMutablePointer<(() -> Void)?>) {
        let job = slot.pointee
        slot.pointee = nil
        job?()
    }

    /// Whether `ready` became true within `spinNanoseconds`, asked again and again meanwhile.
    /// The clock is read every 1,024 asks, each after a spin-wait hint (some tens of µs): on a
    /// virtual machine a read may cost a µs itself (every 64 asks, the reads were 5.7 % of
    /// coins-10000's samples, `perf`).
    static func spin(until ready: () -> Bool) -> Bool {
        var deadline = 0
        while true {
            for _ in 0..<1024 {
                if ready() { return true }
                cartlua_spin_pause()
            }
            let now = monotonicNanoseconds()
            if deadline == 0 { deadline = now + spinNanoseconds } else if now >= deadline { return false }
        }
    }

    private static func monotonicNanoseconds() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
    }
}
