import CartAnimation
import CartLua
import CartReport
import CartRun
import Platform

/// `cartlua lint SCRIPT… [options]`: runs each script as `run` does, writing no trace, and
/// reports the Core Animation pitfalls the run ran into (CartReport's `LintRecorder`, rules in
/// LintRule.swift), each at the script's line that made the thing it is about, with what happens
/// on a device and the fix. Text by default; `--format json` is JSON Lines, one finding a line.
enum LintCommand: Command {
    static let helpText = """
    usage: cartlua lint SCRIPT… [options]

    Runs each SCRIPT as `cartlua run` does (writing no trace) and reports the Core Animation
    pitfalls the run ran into, each at the script's line that made what it is about:

      Scripts/x.lua:12: CA001 snap-back: 'label' jumps back as its animation ends at 1 s: …
        on a device: what happens there
        fix: the one-line fix

    CA001 snap-back          an animation without a fill ends away from the model value
    CA002 retained-delegate  removedOnCompletion = false with a delegate, never removed
    CA003 … CA005            values beside a path, keyTimes or timingFunctions in paced mode
    CA006 child-outlasts-group, CA007 spring-cut (duration before settlingDuration)
    CA008 not-in-window, CA009 zero-size, CA010 duplicate-name
    CA011 … CA016            the other settings Core Animation ignores (`run`'s warnings)
    Every code: README.md, "Lint: Core Animation pitfalls".

    options:
      --format F         text (default text) | json: JSON Lines, one finding per line
                         (file, line, code, name, message, count, device, fix), for editors
      --until T          stop each run at virtual time T (default: when idle)
      --max-time T       cut each run at virtual time T, whatever its end (default: 60 s
                         for a run that would end only when idle)
      --set NAME=VALUE   override a param() of the scripts (repeatable)
      --screen WxH       screen size in points (default 375x812)
      --seed N           math.random's seed (default 0)
      --max-instructions N   Lua instructions in all (default 1000000000; 0: none)
      --max-memory MIB       memory Lua may hold (default 512; 0: none)
      --max-layers N         layers a script may make (default 1000000)
      --max-pending-calls N  delayed calls pending at once (default 1000000)
      -h, --help         this help

    exit status: 0 nothing found; 1 something found, a script failed or a run reached the time
    cap (its findings up to there are listed); 2 bad usage.

    """

    static let usage = "usage: cartlua lint SCRIPT… [--format text|json] [--until T] [--max-time T] [--set NAME=VALUE]… [--screen WxH] [--seed N]"

    /// What `lint` is asked: the scripts, what each runs with, and how to report.
    struct Request {
        var run = RunRequest()
        var scripts: [String] = []
        /// `--format json`: JSON Lines instead of text.
        var json = false
    }

    static var options: CommandOptions<Request> {
        CommandOptions(help: helpText, usageLine: usage, initial: Request(),
                       groups: [.help, format] + OptionGroup<RunRequest>.lifting(
                           [.timeRange, .scene, OptionGroup.limits.dropping(["--max-output"])], to: \.run),
                       operands: Operands(take: { r, script, _ in r.scripts.append(script) },
                                          finish: { count throws(CommandLineError) in
                                              guard count > 0 else { throw CommandLineError(message: "no script given") }
                                          }))
    }

    /// `--format text|json`.
    static var format: OptionGroup<Request> {
        OptionGroup([.value("--format", shownDefault: { $0.json ? "json" : "text" }) { r, _, f throws(CommandLineError) in
            guard f == "text" || f == "json" else {
                throw CommandLineError(message: "--format: unknown format '\(f)' (expected text or json)")
            }
            r.json = f == "json"
        }])
    }

    static func main(_ args: [String]) -> Int32 {
        let request: Request
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): request = r
        }
        var status: Int32 = 0
        var total = 0, flagged = 0
        for script in request.scripts {
            var r = request.run
            r.script = script
            let (recorder, outcome) = LintRecorder.run(r)
            let findings = lintable(outcome) ? recorder.findings : []
            for f in findings { printOut((request.json ? [f.json(script: script)] : f.lines(script: script)).joined(separator: "\n") + "\n") }
            total += findings.count
            if !findings.isEmpty { flagged += 1 }
            // A script error, an unreadable script or a bad --set: said once, as `run` says it.
            let exit = max(outcome.conclude(), findings.isEmpty ? 0 : 1)
            status = max(status, exit)
        }
        if !request.json { printOut(summary(findings: total, flagged: flagged, scripts: request.scripts.count) + "\n") }
        return status
    }

    /// "no findings in 2 scripts", "3 findings", "3 findings in 2 of 5 scripts".
    static func summary(findings: Int, flagged: Int, scripts: Int) -> String {
        let plural = scripts == 1 ? "1 script" : "\(scripts) scripts"
        if findings == 0 { return "no findings in \(plural)" }
        let counted = findings == 1 ? "1 finding" : "\(findings) findings"
        return scripts == 1 ? counted : "\(counted) in \(flagged) of \(plural)"
    }

    /// Whether a run's findings stand: it ran to its end, or to the time cap (its findings up to
    /// there); not a script that failed, could not be read or was given a bad --set.
    static func lintable(_ outcome: ScriptSession.Outcome) -> Bool {
        if case .finished = outcome { return true }
        return false
    }
}

/// The lint recorder as the session's relay, between the run loop and the Lua host.
extension LintRecorder: ScriptSession.Relay {
    /// Runs `r` with a lint recorder as its sink, relay and warnings' reader, in a scene that
    /// keeps the script's line of each layer and animation. `warn`, `prepare` and `finish` are
    /// the session's, for a caller that does more with the run (`cartlua test`: TestScript).
    static func run(_ r: RunRequest, warn: @escaping (Warning) -> Void = { _ in },
                    prepare: (LuaHost, Runner) -> Void = { _, _ in },
                    finish: (LuaHost, Runner) -> Void = { _, _ in }) -> (LintRecorder, ScriptSession.Outcome) {
        let recorder = LintRecorder()
        let outcome = ScriptSession.run(r, into: recorder, relay: recorder,
                                        warn: { recorder.note($0); warn($0) },
                                        prepare: { host, runner in
                                            host.scene.keepsPlaces = true
                                            recorder.host = host
                                            prepare(host, runner)
                                        }, finish: finish)
        return (recorder, outcome)
    }
}
