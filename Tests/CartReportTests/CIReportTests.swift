import Testing
@testable import CartReport
import CartRun

/// `cartlua test`'s CI reports — TAP and JUnit XML — from results given directly. (Read back by
/// real consumers, Perl's `prove` and Python's junitparser, in TestCommandTests.)
@Suite struct CIReportTests {
    static func failing() -> ScriptResult {
        var r = ScriptResult(script: "dir/b#1_test.lua")
        r.checks = 3
        r.failures = [CheckFailure(
            file: "dir/b#1_test.lua", line: 5, time: 0.5, expected: "0.4 ± 0.01", actual: "0.5", message: "\"half\" <way>")]
        r.problem = ScriptResult.Problem(kind: "script error", lines: ["dir/b#1_test.lua:9: boom\u{1B} & co (script error at t=1 s)", "  stack traceback:"])
        r.warnings = ["cartlua: dir/b#1_test.lua:2: warning: odd"]
        r.seconds = 1.0625
        r.virtualEnd = 1
        return r
    }

    @Test func tapHasAPointPerScriptAndTheFailuresInYAML() {
        var ok = ScriptResult(script: "a_test.lua")
        ok.checks = 1
        #expect(TAPReport.header(count: 3) == ["TAP version 13", "1..3"])
        #expect(TAPReport.lines(ok, number: 1) == ["ok 1 - a_test.lua (1 check)"])
        #expect(TAPReport.lines(Self.failing(), number: 2) == [
            "not ok 2 - dir/b\\#1_test.lua (3 checks, 1 failed, script error)",
            "  ---",
            "  failures:",
            "    - file: \"dir/b#1_test.lua\"",
            "      line: 5",
            "      time: 0.5",
            "      expected: \"0.4 ± 0.01\"",
            "      actual: \"0.5\"",
            "      message: \"\\\"half\\\" <way>\"",
            "  problem: \"script error\"",
            "  output: \"dir/b#1_test.lua:9: boom\\x1b & co (script error at t=1 s)\\n  stack traceback:\"",
            "  ...",
        ])
        #expect(TAPReport.notRun("c_test.lua", number: 3) == "ok 3 - c_test.lua # SKIP not run: --fail-fast stopped at the first failure")
        #expect(TAPReport.summary(passed: 1, failed: 1, notRun: 1) == "# 1 passed, 1 failed, 1 not run")
    }

    @Test func junitEscapesWhatXMLCannotHoldAsIs() {
        let xml = JUnitReport.document([Self.failing()], notRun: ["c_test.lua"], seconds: 2)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"cartlua test\" tests=\"2\" failures=\"1\" errors=\"1\" skipped=\"1\" time=\"2.000\">\n"))
        #expect(xml.contains("<testcase name=\"dir/b#1_test.lua\" classname=\"dir.b#1_test\" file=\"dir/b#1_test.lua\" time=\"1.063\">"))
        #expect(xml.contains("message=\"dir/b#1_test.lua:5: at t=0.5 s: expected 0.4 ± 0.01, got 0.5 — &quot;half&quot; &lt;way&gt;\""))
        // ESC has no place in XML 1.0, escaped or not.
        #expect(xml.contains("boom\u{FFFD} &amp; co"))
        #expect(!xml.contains("\u{1B}"))
        #expect(xml.contains("<skipped message=\"not run: --fail-fast stopped at the first failure\"/>"))
        #expect(xml.contains("<system-err>cartlua: dir/b#1_test.lua:2: warning: odd</system-err>"))
    }

    @Test(arguments: [(0.0, "0.000"), (0.0004, "0.000"), (0.0426, "0.043"), (12.5, "12.500"), (-1.0, "0.000")])
    func junitTimesHaveThreeDecimals(_ seconds: Double, _ text: String) {
        #expect(JUnitReport.decimal(seconds) == text)
    }

    @Test func theCountLineNamesScriptsNotRunOnlyWhenThereAreSome() {
        #expect(TestReport.summary(passed: 5, failed: 0, notRun: 0) == "5 passed, 0 failed")
        #expect(TestReport.summary(passed: 0, failed: 1, notRun: 4) == "0 passed, 1 failed, 4 not run")
        let style = TestReport.Style(Terminal(width: 80, color: false, unicode: false))
        #expect(style.notRunLine(script: "c_test.lua") == "skip c_test.lua (not run: --fail-fast stopped at the first failure)")
        #expect(TestReport.lines(Self.failing(), style).last == "FAIL dir/b#1_test.lua (3 checks, 1 failed, script error)")
    }
}
