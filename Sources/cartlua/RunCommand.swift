import CartAnimation
import CartLua
import CartOutput
import CartReport
import CartRun
import Platform

/// `cartlua run`: script → Lua host → run loop → trace writer. Returns the exit status.
enum RunCommand: Command {
    static var options: CommandOptions<RunRequest> {
        CommandOptions(help: Usage.run, usageLine: Usage.runLine, initial: RunRequest(),
                       groups: [.help, .sampling, .timeRange, .traceFile, .scene, .golden, .limits],
                       operands: RunRequest.scriptOperand)
    }

    static func main(_ args: [String]) -> Int32 {
        let request: RunRequest
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): request = r
        }
        return run(request)
    }

    /// Runs the request: the trace to stdout or `-o FILE` (with `--check`, only to `-o FILE`),
    /// teed to the golden being recorded and to the comparison with the golden being checked.
    static func run(_ r: RunRequest) -> Int32 {
        let format: TraceFormat, comparison: TraceComparison?, output: FileOutput?
        switch Destination.open(for: r) {
        case .success(let d): (format, comparison, output) = (d.format, d.comparison, d.output)
        case .failure(let exit): return exit.status
        }
        var recording: Recording?
        if let path = r.recordPath {
            switch Recording.start(path) {
            case .success(let rec): recording = rec
            case .failure(let e):
                try? output?.close()
                printError("cartlua: cannot write \(path): \(e.reason)")
                return 1
            }
        }

        var writers: [TraceWriter] = []
        // The HTML player's tracks come from a recorder of the run's animations (the relay).
        var relay: RunRecorder?, host: LuaHost?
        if let output {
            let directory = r.script.contains("/") ? String(r.script[..<r.script.lastIndex(of: "/")!]) : "."
            var writer = format.writer(output, scriptDirectory: directory)
            if let page = writer as? HTMLPlayerWriter {
                let recorder = RunRecorder()
                relay = recorder
                writers.append(recorder)
                writer = PlayerPageFeeder(page: page, recorder: recorder) { host?.params ?? [] }
            }
            writers.append(format.isPicture && ProgressWriter.wanted ? ProgressWriter(writer) : writer)
        }
        if let recording { writers.append(JSONLinesWriter(output: recording.output)) }
        if let comparison { writers.append(comparison) }
        let writer = writers.count == 1 ? writers[0] : TeeWriter(writers)

        let outcome = ScriptSession.run(r, into: writer, relay: relay, lastInProcess: true, prepare: { h, _ in
            host = h
            relay?.host = h
        })
        var concluded = outcome
        do {
            try output?.close()
        } catch where !(error is ClosedPipe) {
            // A trace that could not be written out is the run's failure, whatever its end.
            if case .finished = outcome { concluded = .outputError(error) }
        } catch {}
        var status = concluded.conclude()
        if let recording { status = max(status, recording.finish(outcome)) }
        if let comparison, let path = r.checkPath, case .finished = outcome {
            let result = comparison.result
            for line in result.report(golden: path) { printError("cartlua: \(line)") }
            if !result.matches { status = max(status, 1) }
        }
        return status
    }

    /// The exit status of a command that stops before its run.
    struct Stop: Error {
        let status: Int32
    }

    /// What `run` writes, settled before the run: the format, the golden to compare with (read
    /// up front: goldens are small, the run may not be) and the trace's file (none under
    /// `--check` without `-o`). A usage mistake is found before any file is touched.
    struct Destination {
        let format: TraceFormat
        let comparison: TraceComparison?
        let output: FileOutput?

        static func open(for r: RunRequest) -> Result<Destination, Stop> {
            let terminal = FileDescriptor.standardOutput.isTerminal
            let format: TraceFormat
            do {
                format = try TraceFormat.chosen(by: r.format, outputPath: r.outputPath, terminal: terminal)
            } catch {
                return .failure(Stop(status: usageError(error.message)))
            }
            // Standard output is the terminal without -o (unless --check takes the trace), or with `-o -`.
            let toStandardOutput = r.outputPath.map { $0 == FileOutput.standardOutputName } ?? (r.checkPath == nil)
            if format.isBinary && toStandardOutput && terminal {
                return .failure(Stop(status: usageError("a \(format.rawValue) picture is not for a terminal: use -o FILE.\(format.rawValue)")))
            }
            var comparison: TraceComparison?
            if let path = r.checkPath {
                switch loadGolden(path, tolerance: r.tolerance ?? TraceComparison.defaultTolerance) {
                case .success(let c): comparison = c
                case .failure(let message):
                    printError("cartlua: \(message)")
                    return .failure(Stop(status: 1))
                }
            }
            var output: FileOutput?
            if let path = r.outputPath {
                switch FileOutput.create(path) {
                case .success(let o): output = o
                case .failure(let e):
                    printError("cartlua: cannot write \(e.path): \(e.reason)")
                    return .failure(Stop(status: 1))
                }
            } else if comparison == nil {
                output = FileOutput(.standardOutput, interactive: terminal)
            }
            output?.limit = r.maxOutputBytes
            return .success(Destination(format: format, comparison: comparison, output: output))
        }
    }

    /// The golden of `--check`, or the message why it cannot be used.
    static func loadGolden(_ path: String, tolerance: Double) -> Result<TraceComparison, GoldenProblem> {
        let bytes: [UInt8]
        switch readFile(path) {
        case .success(let b): bytes = b
        case .failure(let e): return .failure(GoldenProblem(text: "cannot open \(e.path): \(e.reason)"))
        }
        do {
            return .success(try TraceComparison(golden: bytes, tolerance: tolerance))
        } catch {
            return .failure(GoldenProblem(text: "\(path) is not a JSON Lines trace: \(error)"))
        }
    }

    struct GoldenProblem: Error, CustomStringConvertible {
        let text: String
        var description: String { text }
    }

    /// A golden being recorded (`--record`): written to a file beside it and moved over it only
    /// when the run finishes, so a failed or cut-short run leaves the previous golden as it was.
    struct Recording {
        let path: String
        let temporary: String
        let output: FileOutput

        static func start(_ path: String) -> Result<Recording, PlatformError> {
            let temporary = path + ".recording"
            return FileOutput.create(temporary).map { Recording(path: path, temporary: temporary, output: $0) }
        }

        /// Closes the golden and keeps it if the run finished; the exit status it adds.
        func finish(_ outcome: ScriptSession.Outcome) -> Int32 {
            var failure: String?
            do { try output.close() } catch let e as PlatformError { failure = e.reason } catch { failure = "\(error)" }
            if let failure {
                FileSystem.remove(temporary)
                printError("cartlua: cannot write \(path): \(failure)")
                return 1
            }
            // Outcome+Status.swift says whether the golden is kept, and why not.
            guard outcome.keepsGolden else {
                FileSystem.remove(temporary)
                guard let why = outcome.goldenNotRecorded else { return 0 }
                printError("cartlua: \(path) not recorded: \(why)")
                return 1
            }
            do {
                try FileSystem.move(temporary, over: path)
            } catch {
                FileSystem.remove(temporary)
                printError("cartlua: \(error)")
                return 1
            }
            return 0
        }
    }
}
