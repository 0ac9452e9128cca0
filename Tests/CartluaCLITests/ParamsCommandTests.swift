import Foundation
import Testing
import CartTestSupport

/// `cartlua params`: the params a script declares, from its top level only.
@Suite struct ParamsCommandTests {
    @Test func listsTheParamsAsTabSeparatedLinesWhenNotATerminal() throws {
        let r = try CLI.run(["params", "Scripts/coins.lua"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.lines == [
            "totalCount\tinteger\t10\t10\thow many coins fly (totalCount)",
            "timeSpace\tnumber\t0.1\t0.1\tseconds between two coins (timeSpace)",
            "duration\tnumber\t1.0\t1.0\tflight time of one coin in seconds (duration)",
            "animationType\tstring\t\"curve\"\t\"curve\"\t'curve' (a quad curve) or 'line' (animationType)",
        ])
    }

    @Test func setShowsTheValueARunWouldUse() throws {
        let r = try CLI.run(["params", "Scripts/coins.lua", "--set", "totalCount=3", "--set", "animationType=line"])
        #expect(r.status == 0)
        #expect(r.lines.first == "totalCount\tinteger\t10\t3\thow many coins fly (totalCount)")
        #expect(r.lines.last?.hasPrefix("animationType\tstring\t\"curve\"\t\"line\"\t") == true)
    }

    @Test func theScriptDoesNotRunPastItsTopLevel() throws {
        let dir = try CLI.temporaryDirectory()
        let script = dir.appendingPathComponent("late.lua")
        try """
        local n = param("n", 2, "how many")
        local flag = param("flag", false)
        after(1, function() error("the run loop ran") end)
        print("top level")
        """.write(to: script, atomically: true, encoding: .utf8)
        let r = try CLI.run(["params", script.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == ["n\tinteger\t2\t2\thow many", "flag\tboolean\tfalse\tfalse\t"])
        #expect(r.stderr.isEmpty)
    }

    @Test func aFailingScriptListsWhatItDeclaredAndExitsOne() throws {
        let dir = try CLI.temporaryDirectory()
        let script = dir.appendingPathComponent("broken.lua")
        try "local d = param('d', 0.5, 'a delay')\nerror('boom')\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try CLI.run(["params", script.path])
        #expect(r.status == 1)
        #expect(r.lines == ["d\tnumber\t0.5\t0.5\ta delay"])
        #expect(r.stderr.hasPrefix("cartlua: \(script.path):2: boom"))
    }

    @Test func badSetsAreUsageErrors() throws {
        let unknown = try CLI.run(["params", "Scripts/coins.lua", "--set", "count=3"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("cartlua: --set count: the script has no param 'count'"))
        #expect(unknown.stderr.contains("the script's params:\n  totalCount (integer, default 10)"))
        let wrongType = try CLI.run(["params", "Scripts/coins.lua", "--set", "totalCount=many"])
        #expect(wrongType.status == 2)
        let none = try CLI.run(["params"])
        #expect(none.status == 2)
        #expect(none.stderr.hasPrefix("cartlua: no script given\nusage: cartlua params"))
        let missing = try CLI.run(["params", "Scripts/nope.lua"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "cartlua: cannot open Scripts/nope.lua: No such file or directory\n")
    }

    @Test func help() throws {
        let r = try CLI.run(["params", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("usage: cartlua params SCRIPT"))
        #expect(r.stdout.contains("--set NAME=VALUE"))
    }
}
