import CartAnimation
import CartLua
import CartOutput
import CartRun
import Platform

/// One run of a script in this process — read it, build the scene, run loop and Lua host, run it
/// into a trace sink — the one pipeline of `run`, `test`, `watch`, `explain` and `export`
/// (`params` runs only the top level, from its pieces: host options, warnings, messages).
enum ScriptSession {
    enum Outcome {
        /// The run ended at virtual time `at`: at its end, idle, or cut at the time cap (`cap`,
        /// which fails the run: Outcome+Status.swift).
        case finished(EndReason, at: Double, params: [DeclaredParam])
        /// The script failed (the trace up to the failure was written, ending with `error`).
        case scriptError(ScriptError)
        /// A bad `--set`; the params the script declared so far.
        case usageError(UsageError, params: [DeclaredParam])
        /// The script file could not be read.
        case unreadable(PlatformError)
        /// Writing the trace failed (a closed pipe is `ClosedPipe`).
        case outputError(Error)
    }

    /// A warning on stderr: "cartlua: coins.lua:31: warning: …" when it has the script's place
    /// that caused it, else "cartlua: warning: …".
    static func printWarning(_ warning: Warning) { printWarning(warning, script: nil) }

    /// `printWarning`; a warning without a place names `script` (`cartlua test` runs several).
    static func printWarning(_ w: Warning, script: String?) {
        printError(warningLine(w, script: script))
    }

    /// The line `printWarning` prints (`cartlua test` holds a script's until its turn to print).
    static func warningLine(_ w: Warning, script: String?) -> String {
        if !w.place.isEmpty { return "cartlua: \(w.place)warning: \(w.cause)" }
        return "cartlua: warning: " + (script.map { "\($0): " } ?? "") + w.cause.description
    }

    /// Runs `r.script` into `sink`, sampled by `plan` (default: the request's). `scene` is the
    /// run's (default: a new one of the request's screen); `relay`, when given, stands between
    /// the run loop and the Lua host (export's recorder). `prepare` sees the host and runner
    /// before the script runs (to add globals or hooks), `finish` after a run that finished;
    /// `warn` gets each warning once per cause and place. `lastInProcess`: nothing runs after it
    /// (the `run` command), so what it built is left for the process's exit to free instead of
    /// freed one object at a time (`LeftForExit`).
    static func run(_ r: RunRequest, scene: Scene? = nil, into sink: TraceSink, plan: SamplingPlan? = nil,
                    relay: Relay? = nil, lastInProcess: Bool = false,
                    warn: @escaping (Warning) -> Void = printWarning,
                    prepare: (LuaHost, Runner) -> Void = { _, _ in },
                    finish: (LuaHost, Runner) -> Void = { _, _ in }) -> Outcome {
        let source: [UInt8]
        switch readFile(r.script) {
        case .success(let s): source = s
        case .failure(let e): return .unreadable(e)
        }
        let scene = scene ?? Scene(screen: r.screen)
        let runner = Runner(scene: scene, options: r.runOptions(plan: plan), sink: sink)
        runner.onWarning = warn
        let host = LuaHost(scene: scene, runner: runner, options: hostOptions(r))
        defer { if lastInProcess { LeftForExit.keep(host) } else { host.close() } }
        prepare(host, runner)
        let main = { try host.runMain(source: source) }
        do {
            // The runner writes the stream; the header's sampling is the run's own.
            let (time, reason) = try runner.run(
                topLevel: { if let relay { try relay.runTopLevel(main) } else { try main() } },
                header: { TraceHeader(script: r.script, fps: nil, screen: r.screen,
                                      params: host.params.map { ($0.name, $0.value) }, seed: r.seed) },
                host: relay ?? host)
            finish(host, runner)
            return .finished(reason, at: time, params: host.params)
        } catch let e as UsageError {
            return .usageError(e, params: host.params)
        } catch let e as ScriptError {
            return .scriptError(e)
        } catch var e as OutputLimitExceeded {
            if e.time == nil { e.time = runner.currentTime }
            return .outputError(e)
        } catch {
            return .outputError(error)
        }
    }

    /// What the process's last run built, kept (so never freed, and "still reachable" to a
    /// leak checker) until the process exits: freeing a scene object by object — closing the
    /// Lua state, its finalizers, every layer, attached animation and program — cost ~4 k
    /// instructions for each coin still alive at the end, and the operating system takes the
    /// memory back at once.
    enum LeftForExit {
        nonisolated(unsafe) private static var kept: [AnyObject] = []
        static func keep(_ object: AnyObject) { kept.append(object) }
    }

    /// Something between the run loop and the Lua host (export's recorder): the loop's callbacks
    /// go to it, and it runs the script's top level (`body`) in its own way.
    protocol Relay: ScriptHost {
        func runTopLevel(_ body: () throws -> Void) throws
    }

    /// The host's options from the request: params, seed, and `require` next to the script.
    static func hostOptions(_ r: RunRequest) -> HostOptions {
        var o = HostOptions(scriptPath: r.script)
        o.overrides = r.overrides
        o.limits = r.limits
        if let seed = r.seed { o.seed = seed }
        let directory = r.script.contains("/") ? String(r.script[..<r.script.lastIndex(of: "/")!]) : "."
        o.readModule = { name in
            let path = directory + "/" + name.split(separator: ".").joined(separator: "/") + ".lua"
            guard case .success(let bytes) = readFile(path) else { return nil }
            return (path, bytes)
        }
        return o
    }

    /// "cartlua: Scripts/x.lua:12: message", the virtual time, then Lua's traceback.
    static func errorReport(_ e: ScriptError) -> String { "cartlua: " + errorText(e) }

    /// "Scripts/x.lua:12: message", the virtual time, then Lua's traceback (preview's page shows it).
    static func errorText(_ e: ScriptError) -> String {
        var text = e.message
        if let t = e.virtualTime { text += "\n  at virtual time \(NumberFormat.string(t)) s" }
        if let tb = e.traceback { text += "\n" + tb }
        return text
    }

    /// The params listing a bad `--set` prints.
    static func paramHelp(_ params: [DeclaredParam]) -> String {
        guard !params.isEmpty else { return "the script declares no params" }
        var lines = ["the script's params:"]
        for p in params {
            var line = "  \(p.name) (\(p.defaultValue.typeName), default \(p.defaultValue))"
            if let h = p.help { line += "  \(h)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
