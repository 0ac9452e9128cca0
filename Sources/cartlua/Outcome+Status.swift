import CartAnimation
import CartOutput
import Platform

/// What a run's outcome means to the person who ran it — its exit status and its messages, and
/// whether a golden being recorded is kept — in one place, so that `run`, `explain`, `export`,
/// `params` and `test` agree (on the time cap above all).
extension ScriptSession.Outcome {
    /// 0: the run finished at its end or when idle, or its reader stopped reading (a closed
    /// pipe); 1: it was cut at the time cap, the script failed, could not be read, or the trace
    /// could not be written; 2: a bad `--set`.
    var exitStatus: Int32 {
        switch self {
        case .finished(.cap, _, _): return 1
        case .finished: return 0
        case .scriptError, .unreadable: return 1
        case .usageError: return 2
        case .outputError(let e): return e is ClosedPipe ? 0 : 1
        }
    }

    /// What to tell the person, for standard error ("cartlua: …"); empty for a run that worked.
    var messages: [String] {
        switch self {
        case .finished(.cap, let time, _):
            return ["cartlua: " + ScriptSession.Outcome.timeLimitMessage(cap: time)]
        case .finished:
            return []
        case .scriptError(let e):
            return [ScriptSession.errorReport(e)]
        case .usageError(let e, let params):
            return ["cartlua: \(e.message)", ScriptSession.paramHelp(params)]
        case .unreadable(let e):
            return ["cartlua: cannot open \(e.path): \(e.reason)"]
        case .outputError(let e):
            if e is ClosedPipe { return [] }
            if let limit = e as? OutputLimitExceeded { return ["cartlua: \(limit)"] }
            if let failure = e as? PlatformError { return ["cartlua: \(failure)"] }  // cannot write PATH: …
            return ["cartlua: cannot write the trace: \(e)"]
        }
    }

    /// Whether a golden recorded of this run (`--record`) replaces the previous one: only when
    /// the run finished, at its end or idle — not cut at the time cap, failed or cut short.
    var keepsGolden: Bool {
        if case .finished(let reason, _, _) = self { return reason != .cap }
        return false
    }

    /// Why a golden recorded of this run is not kept ("cartlua: G not recorded: …", exit 1); nil
    /// when it is kept, or when the run never began (a bad `--set`, an unreadable script: their
    /// own message says what went wrong, and the golden adds nothing to the status).
    var goldenNotRecorded: String? {
        switch self {
        case .finished(.cap, _, _): return "the run hit the time cap"
        case .finished, .usageError, .unreadable: return nil
        case .scriptError: return "the script failed"
        case .outputError: return "the run was cut short (its output closed)"
        }
    }

    /// Prints the messages on standard error; returns the exit status.
    func conclude() -> Int32 {
        for m in messages { printError(m) }
        return exitStatus
    }

    /// A run cut at the time cap `cap` (it was still going there: it never became idle before an
    /// end of its own, or `--max-time` came before its `--until`). Its trace is whole up to the
    /// cap and ends with reason `cap`.
    static func timeLimitMessage(cap: Double) -> String {
        "time limit exceeded: the run was still going at the \(NumberFormat.string(cap)) s cap "
            + "(see --max-time; --until T ends a run that never becomes idle)\n  at virtual time \(NumberFormat.string(cap)) s"
    }
}
