import Testing
@testable import CartReport

/// `cartlua test`'s lines, from values given directly.
@Suite struct TestReportTests {
    @Test func aScriptErrorIsItsMessageTimeAndTracebackWithoutCartluasFrames() {
        let traceback = "stack traceback:\n\t[C]: in function 'error'\n\tcartlua expect:12: in function 'expect.at'\n\tx_test.lua:4: in main chunk"
        #expect(TestReport.errorLines(message: "x_test.lua:4: boom", virtualTime: 0.25, traceback: traceback) == [
            "x_test.lua:4: boom (script error at t=0.25 s)",
            "  stack traceback:",
            "    [C]: in function 'error'",
            "    x_test.lua:4: in main chunk",
        ])
        #expect(TestReport.errorLines(message: "x_test.lua:1: syntax", virtualTime: nil, traceback: nil)
                == ["x_test.lua:1: syntax (script error)"])
    }

    @Test(arguments: [
        (true, 1, 0, nil, "ok   a_test.lua (1 check)"),
        (true, 3, 0, nil, "ok   a_test.lua (3 checks)"),
        (false, 2, 1, nil, "FAIL a_test.lua (2 checks, 1 failed)"),
        (false, 0, 0, "time limit", "FAIL a_test.lua (0 checks, time limit)"),
        (false, 4, 2, "script error", "FAIL a_test.lua (4 checks, 2 failed, script error)"),
    ] as [(Bool, Int, Int, String?, String)])
    func theScriptsLine(_ ok: Bool, _ checks: Int, _ failures: Int, _ problem: String?, _ line: String) {
        let style = TestReport.Style(Terminal(width: 80, color: false, unicode: false))
        #expect(style.line(script: "a_test.lua", ok: ok, checks: checks, failures: failures, problem: problem) == line)
    }

    @Test func colourOnATerminal() {
        let style = TestReport.Style(Terminal(width: 80, color: true, unicode: true))
        #expect(style.line(script: "a_test.lua", ok: true, checks: 1, failures: 0, problem: nil) == "\u{1B}[32mok\u{1B}[0m   a_test.lua (1 check)")
        #expect(style.line(script: "a_test.lua", ok: false, checks: 1, failures: 1, problem: nil) == "\u{1B}[31mFAIL\u{1B}[0m a_test.lua (1 check, 1 failed)")
    }
}
