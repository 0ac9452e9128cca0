import CartAnimation
import CartLua
import CartOutput
import CartRun
import Platform

/// One run of a script in this process — read it, build the scene, run loop and Lua host, run it
/// into a trace writer — shared by `run`, `test`, `watch` and `explain`; `export` and `params`
/// build their own run from its pieces (host options, warnings, messages).
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

    /// A warning on stderr: "cartlua: coins.lua:31: warning: …" when it starts with the script's
    /// place that caused it, else "cartlua: warning: …".
    static func printWarning(_ warning: String) { printWarning(warning, script: nil) }

    /// `printWarning`; a warning without a place names `script` (`cartlua test` runs several).
    static func printWarning(_ w: String, script: String?) {
        var i = w.startIndex
        while let colon = w[i...].firstIndex(of: ":") {
            let after = w[w.index(after: colon)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after[digits.endIndex...].hasPrefix(": ") {
                let end = w.index(digits.endIndex, offsetBy: 2)
                return printError("cartlua: \(w[..<end])warning: \(w[end...])")
            }
            i = after.startIndex
        }
        printError("cartlua: warning: " + (script.map { "\($0): " } ?? "") + w)
    }

    /// `warn`, but not for the time cap's warning: reaching the cap fails the run and says so
    /// (Outcome+Status.swift), so the warning would say it twice.
    static func exceptTimeCap(_ warn: @escaping (String) -> Void) -> (String) -> Void {
        { warning in if !warning.hasPrefix(Runner.timeCapWarning) { warn(warning) } }
    }

    /// Runs `r.script` into `writer`. `prepare` sees the host and runner before the script runs
    /// (to add globals or hooks); `warn` gets each distinct warning but the time cap's.
    static func run(_ r: RunRequest, into writer: TraceWriter,
                    warn: @escaping (String) -> Void = printWarning,
                    prepare: (LuaHost, Runner) -> Void = { _, _ in },
                    finish: (LuaHost, Runner) -> Void = { _, _ in }) -> Outcome {
        let source: [UInt8]
        switch readFile(r.script) {
        case .success(let s): source = s
        case .failure(let e): return .unreadable(e)
        }
        let scene = Scene(screen: r.screen)
        let runner = Runner(scene: scene, options: r.runOptions(), sink: writer)
        runner.onWarning = exceptTimeCap(warn)
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
            let (time, reason) = try runner.run(host: host)
            finish(host, runner)
            return .finished(reason, at: time, params: host.params)
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

    /// Prints `errorReport(e)` on stderr.
    static func report(_ e: ScriptError) { printError(errorReport(e)) }

    /// "cartlua: Scripts/x.lua:12: message", the virtual time, then Lua's traceback.
    static func errorReport(_ e: ScriptError) -> String {
        var text = "cartlua: \(e.message)"
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
