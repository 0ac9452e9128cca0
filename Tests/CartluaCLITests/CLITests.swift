import Foundation
import Testing
import CartTestSupport

/// The command line as a user meets it: exit codes, help, errors, options.
@Suite struct CLITests {
    @Test func helpAndVersion() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("cartlua run SCRIPT"))
        let runHelp = try CLI.run(["run", "--help"])
        #expect(runHelp.status == 0)
        for option in ["--fps", "--at", "--until", "--format", "-o FILE", "--set NAME=VALUE", "--screen", "--seed"] {
            #expect(runHelp.stdout.contains(option), "run --help lacks \(option)")
        }
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("cartlua 0.1.0 (Lua 5.4"))
    }

    @Test(arguments: [
        (["run"], "cartlua: no script given"),
        (["run", "Scripts/coins.lua", "--fps", "0"], "cartlua: --fps: '0' is not a whole number from 1 to 10000"),
        (["run", "Scripts/coins.lua", "--bogus"], "cartlua: unknown option '--bogus'"),
        (["run", "Scripts/coins.lua", "--format", "xml"], "cartlua: --format: unknown format 'xml' (expected one of text, jsonl, svg, html, png, gif, lottie, none)"),
        (["run", "Scripts/coins.lua", "--set", "nonsense"], "cartlua: --set expects NAME=VALUE, got 'nonsense'"),
        (["run", "Scripts/coins.lua", "--screen", "big"], "cartlua: --screen expects WIDTHxHEIGHT in points, e.g. 375x812; got 'big'"),
        (["frobnicate"], "cartlua: unknown command 'frobnicate'"),
    ])
    func usageErrorsExitTwoWithAReasonAndTheUsage(_ args: [String], _ reason: String) throws {
        let r = try CLI.run(args)
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == reason)
        #expect(lines.dropFirst().first?.hasPrefix("usage: cartlua") == true)
        #expect(r.stdout.isEmpty)
    }

    @Test func missingScriptIsAFailureNotACrash() throws {
        let r = try CLI.run(["run", "Scripts/nope.lua"])
        #expect(r.status == 1)
        #expect(r.stderr == "cartlua: cannot open Scripts/nope.lua: No such file or directory\n")
    }

    @Test func scriptErrorExitsOneAndKeepsTheTrace() throws {
        let dir = try CLI.temporaryDirectory()
        let script = dir.appendingPathComponent("broken.lua")
        try """
        local l = Layer{ name = "box" }
        window:addSublayer(l)
        after(0.5, function()
          l:addAnimation(nil, "k")
        end)
        """.write(to: script, atomically: true, encoding: .utf8)
        let r = try CLI.run(["run", script.path, "--fps", "4"])
        #expect(r.status == 1)
        let err = r.stderr.split(separator: "\n").map(String.init)
        #expect(err[0] == "cartlua: \(script.path):4: bad argument #1 to 'addAnimation' (animation expected, got nil)")
        #expect(err[1] == "  at virtual time 0.5 s")
        #expect(err[2] == "stack traceback:")
        // The trace up to the failure is kept, and says it ended in an error.
        let lines = r.lines
        #expect(lines.first?.hasPrefix(#"{"type":"header""#) == true)
        #expect(lines.filter { $0.contains(#""type":"sample""#) }.count == 2 * 2)  // t = 0, 0.25; window + box
        #expect(lines.last == #"{"type":"end","t":0.5,"reason":"error"}"#)
    }

    @Test func logLinesBeforeATopLevelErrorAreKept() throws {
        let dir = try CLI.temporaryDirectory()
        let script = dir.appendingPathComponent("top.lua")
        try "print('before')\nerror('boom')\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try CLI.run(["run", script.path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("cartlua: \(script.path):2: boom\n"))
        #expect(r.lines.count == 3)
        #expect(r.lines.dropFirst().first == #"{"type":"log","t":0,"message":"before"}"#)
        #expect(r.lines.last == #"{"type":"end","t":0,"reason":"error"}"#)
    }

    @Test func syntaxErrorNamesTheLine() throws {
        let dir = try CLI.temporaryDirectory()
        let script = dir.appendingPathComponent("syntax.lua")
        try "local x = \nlocal = 3\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try CLI.run(["run", script.path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("cartlua: \(script.path):2: "))
    }

    @Test func atSamplesExactlyTheGivenTimes() throws {
        let r = try CLI.run(["run", "Scripts/coins.lua", "--at", "0.45,0.05"])
        #expect(r.status == 0)
        let times = Set(r.lines.compactMap { line -> String? in
            guard line.contains(#""type":"sample""#) else { return nil }
            return line.components(separatedBy: #""t":"#)[1].components(separatedBy: ",")[0]
        })
        #expect(times == ["0.05", "0.45"])
        #expect(r.lines.first?.contains(#""fps":null"#) == true)
        #expect(r.lines.first?.contains(#""at":[0.45,0.05]"#) == true)
        #expect(r.lines.last == #"{"type":"end","t":0.45,"reason":"until"}"#)
    }

    @Test func outputFileGetsTheTraceAndStdoutStaysEmpty() throws {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent("coins.jsonl")
        let r = try CLI.run(["run", "Scripts/coins.lua", "-o", out.path, "--fps", "10"])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.hasPrefix(#"{"type":"header","version":1,"script":"Scripts/coins.lua","fps":10"#))
        #expect(text.hasSuffix("{\"type\":\"end\",\"t\":1.9,\"reason\":\"idle\"}\n"))
    }

    @Test func setOverridesAParamAndShowsInTheHeader() throws {
        let r = try CLI.run(["run", "Scripts/coins.lua", "--set", "totalCount=3", "--set", "timeSpace=0.25", "--at", "0"])
        #expect(r.status == 0)
        #expect(r.lines.first?.contains(#""params":{"totalCount":3,"timeSpace":0.25,"duration":1,"animationType":"curve"}"#) == true)
        let stops = r.lines.filter { $0.contains("animationDidStop") }
        #expect(stops.isEmpty)  // --at 0 ends the run at 0
        let full = try CLI.run(["run", "Scripts/coins.lua", "--set", "totalCount=3", "--set", "timeSpace=0.25"])
        #expect(full.lines.filter { $0.contains("animationDidStop") }.count == 3)
        #expect(full.lines.last == #"{"type":"end","t":1.5,"reason":"idle"}"#)
    }

    @Test func badSetValuesAreUsageErrorsListingTheParams() throws {
        let wrongType = try CLI.run(["run", "Scripts/coins.lua", "--set", "totalCount=many"])
        #expect(wrongType.status == 2)
        #expect(wrongType.stderr.hasPrefix("cartlua: --set totalCount=many: 'totalCount' is a integer param (default 10)\n") ||
                wrongType.stderr.hasPrefix("cartlua: --set totalCount=many: 'totalCount' is an integer param (default 10)\n"))
        #expect(wrongType.stderr.contains("the script's params:\n  totalCount (integer, default 10)  how many coins fly"))
        let unknown = try CLI.run(["run", "Scripts/coins.lua", "--set", "count=3"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("cartlua: --set count: the script has no param 'count' (its params: totalCount, timeSpace, duration, animationType)"))
    }

    @Test func closedPipeEndsQuietly() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-o", "pipefail", "-c", "'\(CLI.binary.path)' run Scripts/coins.lua --fps 1000 | head -1 > /dev/null"]
        p.currentDirectoryURL = CLI.packageRoot
        let err = Pipe()
        p.standardError = err
        try p.run()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(errText.isEmpty)
    }

    @Test func textFormatIsATablePerSample() throws {
        let r = try CLI.run(["run", "Scripts/coins.lua", "--format", "text", "--at", "0.5"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("t = 0.5 s"))
        #expect(r.stdout.contains("coin5"))
        #expect(r.stdout.contains("end at 0.5 s (until)"))
    }
}
