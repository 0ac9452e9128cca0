import Testing
import CartAnimation
@testable import CartReport

/// `cartlua params`' listing, both forms, from params given directly.
@Suite struct ParamListingTests {
    static let params = [
        ParamListing.Param(name: "count", defaultValue: .integer(10), value: .integer(3), help: "how many coins"),
        ParamListing.Param(name: "delay", defaultValue: .number(0.1), value: .number(0.1), help: "between coins"),
        ParamListing.Param(name: "curve", defaultValue: .string("arc"), value: .string("arc"), help: nil),
        ParamListing.Param(name: "bounce", defaultValue: .bool(true), value: .bool(true), help: "spring at the end"),
    ]

    @Test func notATerminalGivesTabSeparatedLuaLiterals() {
        let text = ParamListing.text(Self.params, overridden: ["count"], terminal: Terminal(width: 80, color: false, unicode: false))
        #expect(text == "count\tinteger\t10\t3\thow many coins\ndelay\tnumber\t0.1\t0.1\tbetween coins\ncurve\tstring\t\"arc\"\t\"arc\"\t\nbounce\tboolean\ttrue\ttrue\tspring at the end\n")
        #expect(ParamListing.text([], overridden: [], terminal: Terminal(width: 80, color: false, unicode: false)) == "")
    }

    @Test func aTerminalGetsATableWithTheValueColumnOnlyWhenASetChangedSomething() {
        let tty = Terminal(width: 80, color: false, unicode: true)
        // Columns padded to the widest cell (so a row without help ends in spaces), the last not.
        #expect(ParamListing.text(Self.params, overridden: [], terminal: tty) == [
            "name    type     default  help",
            "count   integer  10       how many coins",
            "delay   number   0.1      between coins",
            "curve   string   \"arc\"    ",
            "bounce  boolean  true     spring at the end",
        ].joined(separator: "\n") + "\n")
        #expect(ParamListing.text(Self.params, overridden: ["count"], terminal: tty) == [
            "name    type     default  value  help",
            "count   integer  10       3      how many coins",
            "delay   number   0.1             between coins",
            "curve   string   \"arc\"           ",
            "bounce  boolean  true            spring at the end",
        ].joined(separator: "\n") + "\n")
        #expect(ParamListing.text([], overridden: [], terminal: tty) == "the script declares no params\n")
        let bold = ParamListing.text(Self.params, overridden: [], terminal: Terminal(width: 80, color: true, unicode: true))
        #expect(bold.hasPrefix("\u{1B}[1mname    type     default  help\u{1B}[0m\n"))
    }
}
