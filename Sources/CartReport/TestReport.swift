import CartOutput
import CartRun

/// One test script's result, as each of `cartlua test`'s reports shows it (the text lines here,
/// TAP, JUnit XML): made by the command, read by the reports. More of what a script's run
/// found (lint's findings, say) is a field here, shown by each report.
public struct ScriptResult: Sendable {
    /// What failed the run itself, apart from its checks: a script error, the time cap, a bad
    /// `--set`, an unreadable file.
    public struct Problem: Sendable {
        /// "script error", "time limit", "usage error", "unreadable", "error".
        public let kind: String
        /// As the text report prints them: the message (file:line first), then any traceback.
        public let lines: [String]

        public init(kind: String, lines: [String]) {
            self.kind = kind
            self.lines = lines
        }
    }

    /// The script's path as listed.
    public let script: String
    public var checks = 0
    public var failures: [CheckFailure] = []
    public var problem: Problem?
    /// The run's warnings, as printed on standard error ("cartlua: x.lua:3: warning: …").
    public var warnings: [String] = []
    /// Wall-clock seconds the script took (JUnit's `time`); not in the text or TAP report, which
    /// stay byte for byte the same from run to run.
    public var seconds = 0.0
    /// The virtual time the run ended at; nil when it did not finish.
    public var virtualEnd: Double?

    public init(script: String) {
        self.script = script
    }

    public var passed: Bool { problem == nil && failures.isEmpty }
}

/// What `cartlua test` prints of a script in its default report: a script error's lines, and
/// the script's line (`ok` / `FAIL`, its checks, what went wrong); the closing count.
public enum TestReport {
    /// A script error: its message (file:line first), the virtual time, Lua's traceback
    /// indented, without cartlua's own frames.
    public static func errorLines(message: String, virtualTime: Double?, traceback: String?) -> [String] {
        var first = message
        if let t = virtualTime { first += " (script error at t=\(NumberFormat.string(t)) s)" } else { first += " (script error)" }
        var out = [first]
        if let tb = traceback {
            // cartlua's own Lua frames (the expect.at wrapper) say nothing about the script.
            for l in tb.split(separator: "\n") where !l.drop(while: { $0 == "\t" || $0 == " " }).hasPrefix("cartlua expect:") {
                out.append("  " + l.split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "  "))
            }
        }
        return out
    }

    /// A script's lines: each failed check, what failed the run, then the script's line.
    public static func lines(_ r: ScriptResult, _ style: Style) -> [String] {
        r.failures.map(\.description) + (r.problem?.lines ?? [])
            + [style.line(script: r.script, ok: r.passed, checks: r.checks, failures: r.failures.count, problem: r.problem?.kind)]
    }

    /// "3 passed, 1 failed", and ", 2 not run" when `--fail-fast` left scripts out.
    public static func summary(passed: Int, failed: Int, notRun: Int) -> String {
        "\(passed) passed, \(failed) failed" + (notRun > 0 ? ", \(notRun) not run" : "")
    }

    /// "3 checks", "2 checks, 1 failed, script error": a script's line's parenthesis.
    public static func counts(checks: Int, failures: Int, problem: String?) -> String {
        var s = checks == 1 ? "1 check" : "\(checks) checks"
        if failures > 0 { s += ", \(failures) failed" }
        if let problem { s += ", \(problem)" }
        return s
    }

    /// Why a script was not run.
    public static let notRunReason = "not run: --fail-fast stopped at the first failure"

    /// `ok` and `FAIL`, in colour on a terminal (green, red); `skip` (yellow) for a script not run.
    public struct Style {
        let ok: String
        let fail: String
        let skip: String

        public init(_ terminal: Terminal) {
            ok = terminal.paint("ok", "32") + "  "
            fail = terminal.paint("FAIL", "31")
            skip = terminal.paint("skip", "33")
        }

        /// "ok   coins_test.lua (3 checks)", "FAIL x_test.lua (2 checks, 1 failed, script error)".
        public func line(script: String, ok passed: Bool, checks: Int, failures: Int, problem: String?) -> String {
            (passed ? ok : fail) + " \(script) (\(TestReport.counts(checks: checks, failures: failures, problem: problem)))"
        }

        /// "skip y_test.lua (not run: --fail-fast stopped at the first failure)".
        public func notRunLine(script: String) -> String {
            skip + " \(script) (\(TestReport.notRunReason))"
        }
    }
}
