import Testing
@testable import CartReport

/// The words and columns every report is made of.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        (1.25, true, "1.25"), (1 / 60, true, "0.017"), (2, true, "2"), (-0.5, true, "-0.5"), (0.0004, true, "0"),
        (1.0005, true, "1.001"), (1000, true, "1000"), (.infinity, true, "∞"), (.infinity, false, "inf"),
        (-.infinity, false, "-inf"), (.nan, true, "nan"), (1e20, true, "1e+20"),
    ] as [(Double, Bool, String)])
    func shortNumbers(_ x: Double, _ unicode: Bool, _ text: String) {
        #expect(shortNumber(x, unicode: unicode) == text)
    }

    @Test func alignedRowsPadEveryColumnButTheLast() {
        #expect(alignedRows([["a", "bbb", "x"], ["cc", "d", "long last"]]) == ["a   bbb  x", "cc  d    long last"])
        #expect(alignedRows([["a", "b"], ["ccc"]], gap: " | ") == ["a   | b", "ccc"])
        #expect(alignedRows([]) == [])
    }

    @Test func paintOnlyWithColourAndNeverTheEmptyText() {
        let colour = Terminal(width: 80, color: true, unicode: true)
        let plain = Terminal(width: 80, color: false, unicode: true)
        #expect(colour.paint("ok", "32") == "\u{1B}[32mok\u{1B}[0m")
        #expect(colour.paint("", "32") == "")
        #expect(plain.paint("ok", "32") == "ok")
        #expect(Terminal.wantsColor(isTTY: true, noColor: ""))
        #expect(!Terminal.wantsColor(isTTY: true, noColor: "1"))
        #expect(!Terminal.wantsColor(isTTY: false, noColor: nil))
    }
}
