import CartAnimation
import CartLua
import CartOutput
import CartReport
import Platform

/// One test script of `cartlua test`, run to its end with no trace written: its checks, what
/// failed it, its warnings, as a `ScriptResult` the reports print. It prints nothing itself
/// (it may run on a thread of its own beside others: TestCommand), so the warnings are kept.
/// It runs as `cartlua lint` does (LintRecorder.run), so lint's findings are warnings too.
enum TestScript {
    static func run(_ script: String, _ base: RunRequest) -> ScriptResult {
        let start = ProcessControl.monotonicSeconds()
        var request = base
        request.script = script
        var expectations: Expectations?
        var finishError: (any Error)?
        var warnings: [String] = []
        let (lint, outcome) = LintRecorder.run(
            request,
            warn: { warnings.append(ScriptSession.warningLine($0, script: script)) },
            prepare: { host, _ in expectations = host.expectations },
            finish: { host, _ in
                do { try host.finishExpectations() } catch { finishError = error }
            })
        var result = ScriptResult(script: script)
        result.checks = expectations?.checks ?? 0
        result.failures = expectations?.failures ?? []
        result.problem = problem(outcome, finishError, script)
        if case .finished(_, let time, _) = outcome { result.virtualEnd = time }
        // After the run's own warnings (as they came), lint's findings of the run that stands,
        // as `lint` lists them; those that are run warnings are already above.
        let findings = LintCommand.lintable(outcome) ? lint.findingsBeyondWarnings : []
        result.warnings = warnings + findings.map { "cartlua: " + $0.warningLine(script: script) }
        result.seconds = ProcessControl.monotonicSeconds() - start
        return result
    }

    /// What failed the run apart from its checks, as `test` reports it; nil when nothing did.
    /// Every outcome that fails `cartlua run` (Outcome+Status.swift) fails the script.
    static func problem(_ outcome: ScriptSession.Outcome, _ finishError: (any Error)?,
                        _ script: String) -> ScriptResult.Problem? {
        switch outcome {
        case .finished(.cap, let time, _):
            return .init(kind: "time limit", lines: ["\(script): " + ScriptSession.Outcome.timeLimitMessage(cap: time)])
        case .finished:
            if let e = finishError as? ScriptError { return .init(kind: "script error", lines: errorLines(e)) }
            if let e = finishError { return .init(kind: "error", lines: ["\(script): \(e)"]) }
            return nil
        case .scriptError(let e):
            return .init(kind: "script error", lines: errorLines(e))
        case .usageError(let e, _):
            return .init(kind: "usage error", lines: ["\(script): \(e.message)"])
        case .unreadable(let e):
            return .init(kind: "unreadable", lines: ["\(script): cannot open: \(e.reason)"])
        case .outputError(let e):
            return .init(kind: "error", lines: ["\(script): \(e)"])
        }
    }

    /// A script error as `test` reports it (TestReport).
    static func errorLines(_ e: ScriptError) -> [String] {
        TestReport.errorLines(message: e.message, virtualTime: e.virtualTime, traceback: e.traceback)
    }
}
