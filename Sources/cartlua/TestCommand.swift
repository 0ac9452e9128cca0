import CartAnimation
import CartLua
import CartOutput
import Platform

/// `cartlua test [PATH…]`: runs regression scripts (`*_test.lua`) with their `expect` checks and
/// reports each failure as `FILE:LINE: at t=… s: expected …, got …`, a line per script and the
/// total in scripts, `N passed, N failed`. Exit status: 0 all passed, 1 a check failed or a
/// script failed, 2 bad usage (an unknown option, a PATH that does not exist, no test scripts).
enum TestCommand: Command {
    static let help = """
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

    static func main(_ args: [String]) -> Int32 {
        var paths: [String] = []
        // What every script runs with: `run`'s defaults, and --until / --max-time as `run` reads them.
        var base = RunRequest()
        var optionsEnded = false
        var i = 0
        while i < args.count {
            let arg = args[i]
            i += 1
            var name = arg, inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            if optionsEnded || !arg.hasPrefix("-") || arg == "-" {
                paths.append(arg)
            } else if arg == "-h" || arg == "--help" {
                printOut(help)
                return 0
            } else if arg == "--" {
                optionsEnded = true
            } else if name == "--until" || name == "--max-time" {
                guard let value = inline ?? (i < args.count ? args[i] : nil) else { return usageError("\(name) needs a value") }
                if inline == nil { i += 1 }
                do {
                    let t = try RunRequest.seconds(name, value, positive: name == "--max-time")
                    if name == "--until" { base.until = t } else { base.timeCap = t }
                } catch {
                    return usageError(error.message)
                }
            } else {
                return usageError("unknown option '\(arg)'")
            }
        }
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
        let style = Style(Terminal.current())
        var passed = 0, failed = 0
        for script in scripts {
            if runOne(script, base, style) { passed += 1 } else { failed += 1 }
        }
        printOut("\(passed) passed, \(failed) failed\n")
        return failed == 0 ? 0 : 1
    }

    static let usageLine = "usage: cartlua test [PATH…] [--until T] [--max-time T] | cartlua test --help"

    /// Runs one test script with `base`'s options, prints its failures and its line; true when
    /// it passed.
    static func runOne(_ script: String, _ base: RunRequest, _ style: Style) -> Bool {
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
        var summary = checks == 1 ? "1 check" : "\(checks) checks"
        if failures > 0 { summary += ", \(failures) failed" }
        if let problem { summary += ", \(problem)" }
        for l in lines { printOut(l + "\n") }
        printOut((ok ? style.ok : style.fail) + " \(script) (\(summary))\n")
        return ok
    }

    /// A script error: its message (file:line first), the virtual time, Lua's traceback.
    static func errorLines(_ e: ScriptError) -> [String] {
        var first = e.message
        if let t = e.virtualTime { first += " (script error at t=\(NumberFormat.string(t)) s)" } else { first += " (script error)" }
        var out = [first]
        if let tb = e.traceback {
            // cartlua's own Lua frames (the expect.at wrapper) say nothing about the script.
            for l in tb.split(separator: "\n") where !l.drop(while: { $0 == "\t" || $0 == " " }).hasPrefix("cartlua expect:") { out.append("  " + l.split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "  ")) }
        }
        return out
    }

    /// `ok` and `FAIL`, in colour on a terminal (green, red).
    struct Style {
        let ok: String
        let fail: String

        init(_ terminal: Terminal) {
            ok = terminal.paint("ok", "32") + "  "
            fail = terminal.paint("FAIL", "31")
        }
    }
}
