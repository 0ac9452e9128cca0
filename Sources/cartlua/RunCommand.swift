import Glibc
import CartAnimation
import CartLua
import CartOutput
import CartRun

/// `cartlua run`: script → Lua host → run loop → trace writer. Returns the exit status.
enum RunCommand {
    static func main(_ args: [String]) -> Int32 {
        let request: RunRequest
        do {
            request = try RunRequest.parse(args)
        } catch {
            return usageError(error.message)
        }
        if request.help {
            printOut(Usage.run)
            return 0
        }
        return run(request)
    }

    static func usageError(_ message: String) -> Int32 {
        printError("cartlua: \(message)")
        printError(Usage.runLine)
        return 2
    }

    static func run(_ r: RunRequest) -> Int32 {
        let source: [UInt8]
        switch readFile(r.script) {
        case .success(let s): source = s
        case .failure(let e):
            printError("cartlua: cannot open \(e.path): \(e.reason)")
            return 1
        }
        let output: FileOutput
        if let path = r.outputPath {
            switch FileOutput.create(path) {
            case .success(let o): output = o
            case .failure(let e):
                printError("cartlua: cannot write \(e.path): \(e.reason)")
                return 1
            }
        } else {
            output = FileOutput(fd: 1, interactive: isatty(1) != 0)
        }
        let format = r.format ?? (r.outputPath == nil && isatty(1) != 0 ? "text" : "jsonl")
        let writer: TraceWriter = format == "text" ? TextTableWriter(output: output) : JSONLinesWriter(output: output)

        let scene = Scene(screen: r.screen)
        let plan: SamplingPlan = r.times.map(SamplingPlan.times) ?? .fps(r.fps)
        let runner = Runner(scene: scene, options: RunOptions(plan: plan, until: r.until, timeCap: r.timeCap), sink: writer)
        runner.onWarning = { printError("cartlua: warning: \($0)") }
        var hostOptions = HostOptions(scriptPath: r.script)
        hostOptions.overrides = r.overrides
        if let seed = r.seed { hostOptions.seed = seed }
        let directory = r.script.contains("/") ? String(r.script[..<r.script.lastIndex(of: "/")!]) : "."
        hostOptions.readModule = { name in
            let path = directory + "/" + name.split(separator: ".").joined(separator: "/") + ".lua"
            guard case .success(let bytes) = readFile(path) else { return nil }
            return (path, bytes)
        }
        let host = LuaHost(scene: scene, runner: runner, options: hostOptions)
        defer { host.close() }

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
                try output.close()
                report(e)
                return 1
            }
            try writer.writeHeader(header())
            try runner.run(host: host)
            try output.close()
            return 0
        } catch let e as UsageError {
            try? output.close()
            printError("cartlua: \(e.message)")
            printError(paramHelp(host.params))
            return 2
        } catch let e as ScriptError {
            try? output.close()
            report(e)
            return 1
        } catch is ClosedPipe {
            return 0
        } catch {
            try? output.close()
            printError("cartlua: \(error)")
            return 1
        }
    }

    /// "cartlua: Scripts/x.lua:12: message", the virtual time, then Lua's traceback.
    static func report(_ e: ScriptError) {
        var text = "cartlua: \(e.message)"
        if let t = e.virtualTime { text += "\n  at virtual time \(NumberFormat.string(t)) s" }
        if let tb = e.traceback { text += "\n" + tb }
        printError(text)
    }

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

extension Error {
    var message: String {
        if let e = self as? CommandLineError { return e.message }
        return "\(self)"
    }
}
