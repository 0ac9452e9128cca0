import CartAnimation
import CartExport
import CartLua
import CartRun
import Platform

/// `cartlua export SCRIPT --swift [-o FILE.swift]`: runs the script like `cartlua run`, with
/// CartExport's recorder between the run loop and the Lua host, and writes Swift source that
/// rebuilds what the script did with Core Animation (CartExport/SwiftEmitter.swift); `--xctest`
/// adds an XCTest case that checks it against the run's trace (CartExport/XCTestEmitter.swift).
enum ExportCommand: Command {
    static let helpText = """
    usage: cartlua export SCRIPT --swift|--xctest [options]

    Runs SCRIPT like `cartlua run` and writes Swift an iOS developer can paste: one class with
    the script's layers (their model values, in their tree) and every animation the run added —
    CABasicAnimation, CAKeyframeAnimation (paths as UIBezierPath calls), CASpringAnimation,
    CAAnimationGroup — with the values they resolved to, under their keys, at the moment they
    were added (after() calls become DispatchQueue.main.asyncAfter), model changes the script
    made, and delegates that do what the script's delegates did. A comment names the script and
    its params.

    --xctest writes the same Swift followed by one XCTest case, a parity test for a real device:
    it builds the export on a layer tree paused with speed = 0, steps timeOffset through the
    run's sample times (60 a second) and compares every layer's presentation() with cartlua's
    trace, embedded in the file, within its 4 decimals, over the whole run. A paused tree
    delivers no delegate call and no delayed call, so the case runs them itself at cartlua's
    virtual times: there the after() calls wait on the type's `clock` (not asyncAfter) and the
    delegates' closures are called from the embedded list of the run's callbacks.

    options:
      --swift            write Swift
      --xctest           write Swift and an XCTest case comparing Core Animation with the trace
      -o FILE            write to FILE instead of standard output
      --until T          stop at virtual time T (default: when idle)
      --max-time T       cut the run at virtual time T, whatever its end (default: 60 s
                         for a run that would end only when idle)
      --set NAME=VALUE   override a param() of the script (repeatable)
      --screen WxH       screen size in points (default 375x812)
      --seed N           math.random's seed (default 0)
      --max-instructions N, --max-memory MIB, --max-layers N, --max-pending-calls N
                         the sandbox's limits (as for `cartlua run`)
      -h, --help         this help

    exit status: 0 success; 1 the script failed or the run reached the time cap (nothing is
    written); 2 bad usage.

    """

    static let usage = "usage: cartlua export SCRIPT --swift|--xctest [-o FILE] [--until T] [--max-time T] [--set NAME=VALUE]… [--screen WxH] [--seed N]"

    /// What `export` is asked: a run, and in which language to write it.
    struct Request {
        var run = RunRequest()
        /// `--swift`, or `--xctest` (the Swift and its parity test); one is required.
        var swift = false
        var xctest = false
    }

    /// `run`'s options as `export` has always read them: the trace's own options (sampling,
    /// format, golden, size cap) read and checked, then refused — it writes code, not a trace.
    static var options: CommandOptions<Request> {
        let swift = OptionGroup<Request>([OptionSpec(["--swift"], .flag { $0.swift = true }),
                                          OptionSpec(["--xctest"], .flag { $0.xctest = true })]) { r throws(CommandLineError) in
            if r.swift && r.xctest { throw CommandLineError(message: "--swift and --xctest: give one (--xctest includes the Swift)") }
        }
        return CommandOptions(help: helpText, usageLine: usage, initial: Request(),
                              groups: [.help, swift] + OptionGroup<RunRequest>.lifting([.traceFile, .timeRange, .scene, .limits], to: \.run),
                              quiet: OptionGroup<RunRequest>.lifting([.sampling, .golden], to: \.run),
                              refusal: Refusal(names: ["--fps", "--at", "--format", "--record", "--check", "--tolerance", "--max-output"]) {
                                  "\($0) does not apply to export (it writes code, not a trace)"
                              },
                              operands: RunRequest.scriptOperand.lifted(\.run))
    }

    static func main(_ args: [String]) -> Int32 {
        let request: RunRequest, xctest: Bool
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r):
            guard r.swift || r.xctest else { return usageError("say which code to write: --swift or --xctest") }
            (request, xctest) = (r.run, r.xctest)
        }

        let (outcome, source) = record(request, xctest: xctest)
        let status = outcome.conclude()
        guard status == 0, let source else { return status }
        if let path = request.outputPath {
            switch FileOutput.create(path) {
            case .success(let out):
                do {
                    try out.write(Array(source.utf8))
                    try out.close()
                } catch {
                    printError("cartlua: \(error)")  // cannot write PATH: …
                    return 1
                }
            case .failure(let e):
                printError("cartlua: cannot write \(e.path): \(e.reason)")
                return 1
            }
        } else {
            printOut(source)
        }
        return 0
    }

    /// Runs the script with the recorder in place (the session's relay: between the run loop
    /// and the Lua host); the outcome (as `run` reports it) and, when the run finished, the
    /// Swift source (with its parity test when `xctest`).
    static func record(_ r: RunRequest, xctest: Bool = false) -> (ScriptSession.Outcome, String?) {
        let recorder = ExportRecorder()
        let keeper = SampleKeeper(next: recorder)
        // The Swift needs one sample a second (samples are not exported, and events do not depend
        // on the rate); the parity test the samples of a 60 fps trace.
        let outcome = ScriptSession.run(r, into: keeper, plan: .fps(xctest ? 60 : 1), relay: recorder,
                                        prepare: { host, runner in
            recorder.host = host
            recorder.runner = runner
            recorder.delegateMethods = { animation in
                host.scriptDelegateMethods(of: animation).map { DelegateMethods(didStart: $0.didStart, didStop: $0.didStop) }
            }
            recorder.pendingCallTokens = { host.pendingAfterTokens }
        })
        guard case .finished(let reason, _, let params) = outcome, reason != .cap else { return (outcome, nil) }
        let options = SwiftExportOptions(scriptPath: r.script, params: params.map { ($0.name, $0.value, $0.defaultValue) },
                                         screen: r.screen, until: r.until, seed: r.seed, parity: xctest)
        let swift = SwiftEmitter.source(for: recorder.record, options: options)
        guard xctest else { return (outcome, swift) }
        return (outcome, XCTestEmitter.source(swift: swift, record: recorder.record, samples: keeper.samples, options: options))
    }
}

/// The recorder runs the script's top level as its step 0.
extension ExportRecorder: ScriptSession.Relay {
    func runTopLevel(_ body: () throws -> Void) throws { try recordTopLevel(body) }
}
