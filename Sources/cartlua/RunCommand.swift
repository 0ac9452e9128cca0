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
        let outcome = ScriptSession.run(r, into: writer)
        let closed: Error?
        do { try output.close(); closed = nil } catch { closed = error }
        switch outcome {
        case .finished:
            if let closed, !(closed is ClosedPipe) {
                printError("cartlua: cannot write the trace: \(closed)")
                return 1
            }
            return 0
        case .scriptError(let e):
            ScriptSession.report(e)
            return 1
        case .usageError(let e, let params):
            printError("cartlua: \(e.message)")
            printError(ScriptSession.paramHelp(params))
            return 2
        case .unreadable(let e):
            printError("cartlua: cannot open \(e.path): \(e.reason)")
            return 1
        case .outputError(let e):
            if e is ClosedPipe { return 0 }
            printError("cartlua: cannot write the trace: \(e)")
            return 1
        }
    }
}

extension Error {
    var message: String {
        if let e = self as? CommandLineError { return e.message }
        return "\(self)"
    }
}
