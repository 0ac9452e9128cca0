import Glibc

/// Jobs numbered 0..<count run on a few threads, their results handed back on the calling
/// thread in the jobs' order, each as soon as it and every job before it are done — so what is
/// printed of them is the same whatever finished first (`cartlua test -j N`).
public enum OrderedJobs {
    /// The processors online (`-j`'s default); at least 1.
    public static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// Runs `job(i)` for i in 0..<count on `width` threads (at most `count`), in order of i.
    /// `deliver` gets each result on the calling thread in order of i; when it returns false, or
    /// a finished result satisfies `stops` (checked on the worker, at once), no further job is
    /// started. Jobs already running finish; results not delivered once `deliver` returned false
    /// are dropped. Returns the number of results delivered (those that returned true, plus the
    /// one that returned false).
    public static func run<R: Sendable>(count: Int, width: Int, job: @escaping @Sendable (Int) -> R,
                                        stops: @escaping @Sendable (R) -> Bool = { _ in false },
                                        deliver: (Int, R) -> Bool) -> Int {
        guard count > 0 else { return 0 }
        let board = Board<R>(count: count)
        var threads: [pthread_t] = []
        for _ in 0..<min(max(1, width), count) {
            threads.append(startThread { board.work(job, stops) })
        }
        var delivered = 0
        while let result = board.waitForResult(delivered) {
            delivered += 1
            if !deliver(delivered - 1, result) {
                board.stop()
                break
            }
        }
        for t in threads { pthread_join(t, nil) }
        return delivered
    }

    /// A thread running `body`, with a stack of 8 MiB whatever the process's stack limit (the
    /// size of the main thread's usual stack: a script runs on one as it does on the other).
    private static func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t {
        final class Box { let body: @Sendable () -> Void; init(_ b: @escaping @Sendable () -> Void) { body = b } }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        let started = pthread_create(&thread, &attributes, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        // Out of threads (EAGAIN) is out of the process's resources: there is no run without one.
        precondition(started == 0, "cannot start a thread (error \(started))")
        return thread
    }

    /// What the threads share, behind one mutex: the next job to start, whether to stop, and the
    /// results not yet delivered; a condition tells the delivering thread a result came in.
    private final class Board<R>: @unchecked Sendable {
        private var mutex = pthread_mutex_t()
        private var arrived = pthread_cond_t()
        private var results: [R?]
        private var next = 0
        private var stopped = false

        init(count: Int) {
            results = Array(repeating: nil, count: count)
            pthread_mutex_init(&mutex, nil)
            pthread_cond_init(&arrived, nil)
        }

        deinit {
            pthread_cond_destroy(&arrived)
            pthread_mutex_destroy(&mutex)
        }

        /// A worker's loop: takes the next job until none is left or the run stopped.
        func work(_ job: (Int) -> R, _ stops: (R) -> Bool) {
            while let i = take() {
                let result = job(i)
                let stopsRun = stops(result)
                pthread_mutex_lock(&mutex)
                results[i] = result
                if stopsRun { stopped = true }
                pthread_cond_broadcast(&arrived)
                pthread_mutex_unlock(&mutex)
            }
        }

        private func take() -> Int? {
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            guard !stopped, next < results.count else { return nil }
            next += 1
            return next - 1
        }

        /// Job `i`'s result once it is in; nil when job `i` will never run (the run stopped
        /// before starting it).
        func waitForResult(_ i: Int) -> R? {
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            while i < results.count {
                if let r = results[i] {
                    results[i] = nil
                    return r
                }
                // Not started and never to be; a job not started otherwise will be (a worker
                // stops taking jobs only once they are all taken, or the run stopped).
                if i >= next && stopped { return nil }
                pthread_cond_wait(&arrived, &mutex)
            }
            return nil
        }

        func stop() {
            pthread_mutex_lock(&mutex)
            stopped = true
            pthread_mutex_unlock(&mutex)
        }
    }
}
