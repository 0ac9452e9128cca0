import Glibc

/// The process itself: its signals, its environment, its end.
public enum ProcessControl {
    /// A closed pipe becomes an EPIPE failure of the write (`PlatformError.isBrokenPipe`),
    /// which a command ends quietly on, instead of a signal that kills the process.
    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Ctrl-C and SIGTERM end the process at once with status 0 (`cartlua watch` runs until
    /// stopped; stopping it is its normal end). The signals are unblocked too: a parent may
    /// have started us with them blocked (they would stay pending for ever).
    public static func exitQuietlyOnInterrupt() {
        signal(SIGINT) { _ in _exit(0) }
        signal(SIGTERM) { _ in _exit(0) }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// An environment variable; nil when unset.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Sleeps `milliseconds` (a thread waiting for another's answer).
    public static func sleep(milliseconds: Int) {
        var left = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
        var rest = timespec()
        while nanosleep(&left, &rest) != 0 && errno == EINTR { left = rest }
    }

    /// Seconds on the monotonic clock, from an arbitrary start: for measuring wall time (a
    /// test script's, for CI's report), never for what a run computes.
    public static func monotonicSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Ends the process with `status` (the C library's exit: buffers flushed, atexit run).
    public static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }
}
