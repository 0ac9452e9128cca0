import CartOutput
import CartReport

/// The recorder as the session's relay, between the run loop and the Lua host (its callbacks
/// are CartReport's; the session and the request are the CLI's).
extension RunRecorder: ScriptSession.Relay {
    /// Runs `r` through the session pipeline with a recorder as its sink and relay: what
    /// `explain` and `watch` show, and the outcome.
    /// `also` gets the same trace (preview's page).
    static func run(_ r: RunRequest, also: TraceWriter? = nil) -> (RunRecorder, ScriptSession.Outcome) {
        let recorder = RunRecorder()
        let sink: TraceWriter = also.map { TeeWriter([recorder, $0]) } ?? recorder
        let outcome = ScriptSession.run(r, into: sink, relay: recorder, prepare: { host, _ in recorder.host = host })
        return (recorder, outcome)
    }
}
