/// How a run can end besides its `EndReason`: the script failing, and the time cap's cut.

/// An error that is the script's own failure (a Lua error, a limit it passed), as opposed to a
/// caller's mistake: the run records it as its end (`EndReason.error`). The Lua host's
/// `ScriptError` is one.
public protocol ScriptFailure: Error {}

/// Why a run ended at the time cap (`EndReason.cap`): the cap, and the end of its own the run
/// did not reach (nil: it would have ended only when idle, and did not become idle).
public struct TimeCapCut: Sendable, Equatable, CustomStringConvertible {
    /// The cap, in seconds of virtual time.
    public var cap: Double
    /// The run's own end (`until`), which came after the cap; nil when it had none.
    public var end: Double?

    public init(cap: Double, end: Double?) {
        self.cap = cap
        self.end = end
    }

    /// "the run stopped at the 60 s time cap (it did not become idle; use --until to choose the end)".
    public var description: String {
        let why = end.map { "before its end at \(formatSeconds($0)) s" } ?? "it did not become idle"
        return "the run stopped at the \(formatSeconds(cap)) s time cap (\(why); use --until to choose the end)"
    }
}

/// Seconds as a short decimal for messages (no Foundation).
func formatSeconds(_ s: Double) -> String {
    if s == s.rounded(), abs(s) < 1e15 { return String(Int64(s)) }
    return String(s)
}
