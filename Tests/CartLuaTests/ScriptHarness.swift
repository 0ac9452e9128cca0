import CartAnimation
import CartRun
import CartTestSupport
@testable import CartLua

/// The outcome of one script run: the trace records and the error that stopped it, if any.
/// (The Runner holds the main chunk's log lines until `run` starts, so a script whose main
/// chunk fails has no log records.)
struct ScriptRun {
    let host: LuaHost
    let sink: RecordingSink
    let error: (any Error)?

    var records: [RecordingSink.Record] { sink.records }

    /// Log lines as "t message".
    var logs: [String] {
        records.compactMap { if case .log(let t, let m) = $0 { return "\(t) \(m)" } else { return nil } }
    }

    /// Log messages only.
    var messages: [String] {
        records.compactMap { if case .log(_, let m) = $0 { return m } else { return nil } }
    }

    var scriptError: ScriptError? { error as? ScriptError }
    var usageError: UsageError? { error as? UsageError }

    /// The error's message ("test.lua:1: …"), nil when the run succeeded.
    var errorMessage: String? {
        switch error {
        case nil: return nil
        case let e as ScriptError: return e.message
        case let e as UsageError: return e.message
        case let e?: return "\(type(of: e)): \(e)"
        }
    }
}

/// Knobs of a test run.
struct ScriptSettings {
    var scriptPath = "test.lua"
    var overrides: [(name: String, value: String)] = []
    var seed: Int64?
    /// Modules `require` can find, by name.
    var modules: [String: String] = [:]
    /// Replaces `modules` as HostOptions.readModule when set.
    var readModule: ((String) -> (path: String, source: [UInt8])?)?
    var plan: SamplingPlan = .fps(10)
    var until: Double?
    var timeCap = 10.0
    /// The sandbox's limits (the CLI's defaults unless a test lowers them).
    var limits = ScriptLimits()
}

/// Runs `source` as "test.lua" through `LuaHost` and `Runner` into a `RecordingSink`: the main
/// chunk, then the run loop (skipped when the main chunk failed).
func runScript(_ source: String, _ settings: ScriptSettings = ScriptSettings()) -> ScriptRun {
    let (host, sink) = makeHost(settings)
    return runScript(source, on: host, sink: sink)
}

/// Runs `source` on a host made by `makeHost` (a test may register extra bindings first).
func runScript(_ source: String, on host: LuaHost, sink: RecordingSink) -> ScriptRun {
    do {
        try host.runMain(source: Array(source.utf8))
        try host.runner.run(host: host)
        return ScriptRun(host: host, sink: sink, error: nil)
    } catch {
        return ScriptRun(host: host, sink: sink, error: error)
    }
}

/// A fresh host (and its runner and scene) as `runScript` makes it, nothing run yet.
func makeHost(_ settings: ScriptSettings = ScriptSettings()) -> (LuaHost, RecordingSink) {
    let sink = RecordingSink()
    let scene = Scene()
    let runner = Runner(scene: scene, options: RunOptions(plan: settings.plan, until: settings.until,
                                                          timeCap: settings.timeCap), sink: sink)
    var options = HostOptions(scriptPath: settings.scriptPath)
    options.overrides = settings.overrides
    options.limits = settings.limits
    if let seed = settings.seed { options.seed = seed }
    let modules = settings.modules
    options.readModule = settings.readModule ?? { name in
        guard let source = modules[name] else { return nil }
        return (name + ".lua", Array(source.utf8))
    }
    return (LuaHost(scene: scene, runner: runner, options: options), sink)
}

/// The error message of `source`, or "ok" when it runs without one.
func errorOf(_ source: String) -> String {
    runScript(source).errorMessage ?? "ok"
}

/// The log lines a script prints (it must not fail: a failure is returned as the last line).
func printed(_ source: String, _ settings: ScriptSettings = ScriptSettings()) -> [String] {
    let r = runScript(source, settings)
    return r.messages + (r.errorMessage.map { ["ERROR: " + $0] } ?? [])
}
