import CartAnimation
import CartLua
import CartOutput
import CartRun

/// One run of a script in this process — read it, build the scene, run loop and Lua host, run it
/// into a trace writer — shared by `run`, `test`, `watch` and `explain`.
enum ScriptSession {
    enum Outcome {
        /// The run ended normally.
        case finished(EndReason, params: [DeclaredParam])
        /// The script failed (the trace up to the failure was written, ending with `error`).
        case scriptError(ScriptError)
        /// A bad `--set`; the params the script declared so far.
        case usageError(UsageError, params: [DeclaredParam])
        /// The script file could not be read.
        case unreadable(IOFailure)
        /// Writing the trace failed (a closed pipe is `ClosedPipe`).
        case outputError(Error)
    }

    /// Runs `r.script` into `writer`. `prepare` sees the host and runner before the script runs
    /// (to add globals or hooks); `warn` gets each distinct warning.
    static func run(_ r: RunRequest, into writer: TraceWriter,
                    warn: @escaping (String) -> Void = { printWarning($0) },
                    prepare: (LuaHost, Runner) -> Void = { _, _ in },
                    finish: (LuaHost, Runner) -> Void = { _, _ in }) -> Outcome {
        let source: [UInt8]
        switch readFile(r.script) {
        case .success(let s): source = s
        case .failure(let e): return .unreadable(e)
        }
        let scene = Scene(screen: r.screen)
        let plan: SamplingPlan = r.times.map(SamplingPlan.times) ?? .fps(r.fps)
        let runner = Runner(scene: scene, options: RunOptions(plan: plan, until: r.until, timeCap: r.timeCap), sink: writer)
        runner.onWarning = warn
        let host = LuaHost(scene: scene, runner: runner, options: hostOptions(r))
        defer { host.close() }
        prepare(host, runner)

        func header() -> TraceHeader {
            TraceHeader(script: r.script, fps: r.times == nil ? r.fps : nil, times: r.times, until: r.until,
                        screen: r.screen, params: host.params.map { ($0.name, $0.value) }, seed: r.seed)
        }
        do {
            do {
                try host.runMain(source: source)
            } catch let e as ScriptError {
                try writer.writeHeader(header())
                try runner.writePendingLogs()
                try writer.writeEnd(time: 0, reason: .error)
                return .scriptError(e)
            }
            try writer.writeHeader(header())
            let (_, reason) = try runner.run(host: host)
            finish(host, runner)
            return .finished(reason, params: host.params)
        } catch let e as UsageError {
            return .usageError(e, params: host.params)
        } catch let e as ScriptError {
            return .scriptError(e)
        } catch var e as OutputLimitExceeded {
            e.time = runner.currentTime
            return .outputError(e)
        } catch {
            return .outputError(error)
        }
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
    static func report(_ e: ScriptError) {
        var text = "cartlua: \(e.message)"
        if let t = e.virtualTime { text += "\n  at virtual time \(NumberFormat.string(t)) s" }
        if let tb = e.traceback { text += "\n" + tb }
        printError(text)
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
