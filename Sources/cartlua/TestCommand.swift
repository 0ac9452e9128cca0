import CartAnimation
import CartLua
import CartOutput
import CartReport
import Platform

/// `cartlua test [PATH…]`: runs regression scripts (`*_test.lua`) with their `expect` checks and
/// reports each failure as `FILE:LINE: at t=… s: expected …, got …`, a line per script and the
/// total in scripts, `N passed, N failed`. Exit status: 0 all passed, 1 a check failed or a
/// script failed, 2 bad usage (an unknown option, a PATH that does not exist, no test scripts).
enum TestCommand: Command {
    static let helpText = """
    usage: cartlua test [PATH…]

    Runs regression scripts: files named *_test.lua in the PATHs (directories are searched
    recursively, hidden ones skipped; a file given by name runs whatever its name), or under the
    current directory when no PATH is given. Each runs to its end with no trace written; its
    expect checks (README.md, "Regression scripts") are reported as

      FILE:LINE: at t=0.5 s: expected …, got … — message

    then a line per script (ok / FAIL, with its number of checks) and the total in scripts:
    "N passed, N failed". A script error counts as a failure.

    A script runs until it is idle, as `cartlua run` runs it; one that never becomes idle fails
    at the time cap unless --until gives its end.

    options:
      --until T          stop each script at virtual time T (default: when idle)
      --max-time T       cut each script's run at virtual time T, whatever its end (default:
                         60 s for a run that would end only when idle)
      -h, --help         this help

    exit status: 0 every script passed; 1 a check or a script failed, or a run reached the time
    cap; 2 bad usage or no test scripts found.

    """

    static let usage = "usage: cartlua test [PATH…] [--until T] [--max-time T] | cartlua test --help"

    /// What `test` is asked: where to look for scripts, and what each runs with.
    struct Request {
        /// `run`'s defaults, and --until / --max-time as `run` reads them.
        var base = RunRequest()
        var paths: [String] = []
    }

    /// `--until` and `--max-time` as `run` reads them; any number of PATHs, `--` before a PATH
    /// that starts with `-`; `--help` answered where it stands.
    static var options: CommandOptions<Request> {
        CommandOptions(help: helpText, usageLine: usage, initial: Request(),
                       groups: [.help, OptionGroup.timeRange.lifted(\.base)],
                       operands: Operands(dashDashEndsOptions: true, take: { r, path, _ in r.paths.append(path) }),
                       helpRule: .atOnce)
    }

    static func main(_ args: [String]) -> Int32 {
        let request: Request
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): request = r
        }
        let base = request.base, paths = request.paths
        let searched = paths.isEmpty ? ["."] : paths
        var scripts: [String] = []
        for path in searched {
            switch TestFiles.collect(path) {
            case .success(let found):
                for f in found where !scripts.contains(f) { scripts.append(f) }
            case .failure(let e):
                return usageError("cannot read \(e.path): \(e.reason)")
            }
        }
        guard !scripts.isEmpty else {
            printError("cartlua: no test scripts (*_test.lua) in \(searched.joined(separator: ", "))")
            return 2
        }
        let style = TestReport.Style(Terminal.current())
        var passed = 0, failed = 0
        for script in scripts {
            if runOne(script, base, style) { passed += 1 } else { failed += 1 }
        }
        printOut("\(passed) passed, \(failed) failed\n")
        return failed == 0 ? 0 : 1
    }

    /// Runs one test script with `base`'s options, prints its failures and its line; true when
    /// it passed.
    static func runOne(_ script: String, _ base: RunRequest, _ style: TestReport.Style) -> Bool {
        var request = base
        request.script = script
        var expectations: Expectations?
        var finishError: (any Error)?
        let outcome = ScriptSession.run(
            request, into: NullWriter(),
            warn: { ScriptSession.printWarning($0, script: script) },
            prepare: { host, _ in expectations = host.expectations },
            finish: { host, _ in
                do { try host.finishExpectations() } catch { finishError = error }
            })
        var lines: [String] = []
        for f in expectations?.failures ?? [] { lines.append(f.description) }
        var problem: String?
        switch outcome {
        case .finished(.cap, let time, _):
            lines.append("\(script): " + ScriptSession.Outcome.timeLimitMessage(cap: time))
            problem = "time limit"
        case .finished:
            if let e = finishError as? ScriptError {
                lines.append(contentsOf: errorLines(e))
                problem = "script error"
            } else if let e = finishError {
                lines.append("\(script): \(e)")
                problem = "error"
            }
        case .scriptError(let e):
            lines.append(contentsOf: errorLines(e))
            problem = "script error"
        case .usageError(let e, _):
            lines.append("\(script): \(e.message)")
            problem = "usage error"
        case .unreadable(let e):
            lines.append("\(script): cannot open: \(e.reason)")
            problem = "unreadable"
        case .outputError(let e):
            lines.append("\(script): \(e)")
            problem = "error"
        }
        let checks = expectations?.checks ?? 0, failures = expectations?.failures.count ?? 0
        // The outcome fails the script as it fails `cartlua run` (Outcome+Status.swift).
        let ok = outcome.exitStatus == 0 && problem == nil && failures == 0
        for l in lines { printOut(l + "\n") }
        printOut(style.line(script: script, ok: ok, checks: checks, failures: failures, problem: problem) + "\n")
        return ok
    }

    /// A script error as `test` reports it (TestReport).
    static func errorLines(_ e: ScriptError) -> [String] {
        TestReport.errorLines(message: e.message, virtualTime: e.virtualTime, traceback: e.traceback)
    }
}
