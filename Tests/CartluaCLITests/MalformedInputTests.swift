import Foundation
import Testing
import CartTestSupport

/// Input that is not what `cartlua run` expects — a script that is not UTF-8 or not Lua, no
/// script at all, a golden or an option that does not parse — through the built binary. Each is
/// a one-line reason on stderr starting "cartlua: ", and exit status 2 for bad usage (then the
/// usage line) or 1 for a script or file that cannot be used; never a crash.
@Suite struct MalformedInputTests {
    /// A file in a fresh temporary directory.
    static func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = try CLI.temporaryDirectory().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func file(_ name: String, _ text: String) throws -> String { try file(name, Array(text.utf8)) }

    /// stderr of a file or script failure: exactly one line.
    static func expectOneLine(_ r: CLI.Result, status: Int32, _ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.status == status, "exit \(r.status), stderr: \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr == line + "\n", sourceLocation: sourceLocation)
    }

    // MARK: Warnings

    /// A setting Core Animation ignores is warned about at the script's line that caused it, once
    /// per line and cause (a loop warns once), however the call was made (pcall, a callback).
    @Test func aWarningNamesTheLineThatCausedIt() throws {
        let path = try Self.file("coins.lua", """
            local l = Layer{}
            window:addSublayer(l)
            local a = KeyframeAnimation{keyPath = "opacity", values = {0, 1, 0}, keyTimes = {0, 0.2, 1},
                                        calculationMode = "paced"}
            for i = 1, 3 do l:addAnimation(a, "k" .. i) end
            pcall(l.addAnimation, l, a, "p")
            local p = Path():moveTo(0, 0):lineTo(10, 10)
            local b = KeyframeAnimation{keyPath = "position", values = {{x = 0, y = 0}}, path = p}
            after(0.1, function() l:addAnimation(b) end)
            """)
        let r = try CLI.run(["run", path, "--format", "none", "--until", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == """
            cartlua: \(path):5: warning: keyTimes are ignored in paced mode
            cartlua: \(path):6: warning: keyTimes are ignored in paced mode
            cartlua: \(path):9: warning: values are ignored: a path overrides them

            """)
    }

    // MARK: Scripts

    @Test(arguments: [
        // An invalid byte in a string, on the third line.
        ("local a = 1\nlocal b = 2\nprint(\"caf\u{FF}\")\n", "3: not UTF-8 text (byte 0xFF at column 11); scripts must be UTF-8"),
        // An overlong encoding of "/", and a sequence cut off at the end of the file.
        ("-- \u{C0}\u{AF}\n", "1: not UTF-8 text (byte 0xC0 at column 4); scripts must be UTF-8"),
        ("print(1)\n-- \u{E2}\u{82}", "2: not UTF-8 text (byte 0xE2 at column 4); scripts must be UTF-8"),
        // A lone continuation byte in a comment.
        ("-- \u{80}", "1: not UTF-8 text (byte 0x80 at column 4); scripts must be UTF-8"),
    ])
    func aScriptThatIsNotUTF8IsRefusedAtItsLine(_ text: String, _ problem: String) throws {
        // The strings above spell bytes, not characters: U+0000…U+00FF each stand for one byte.
        let bytes = text.unicodeScalars.map { UInt8($0.value) }
        let path = try Self.file("latin1.lua", bytes)
        let r = try CLI.run(["run", path])
        Self.expectOneLine(r, status: 1, "cartlua: \(path):\(problem)")
        // Like any script error, the trace is kept and says how it ended.
        #expect(r.lines.last == #"{"type":"end","t":0,"reason":"error"}"#)
    }

    @Test func aSyntaxErrorNamesItsLine() throws {
        let path = try Self.file("syntax.lua", "local a = 1\nlocal b = = 2\n")
        Self.expectOneLine(try CLI.run(["run", path]), status: 1, "cartlua: \(path):2: unexpected symbol near '='")
    }

    @Test func aPrecompiledChunkIsRefused() throws {
        let path = try Self.file("compiled.lua", [0x1b] + Array("Lua\u{54}\0 not really".utf8))
        Self.expectOneLine(try CLI.run(["run", path]), status: 1,
                           "cartlua: \(path):1: a precompiled Lua chunk: cartlua runs Lua source text only")
    }

    /// An empty file is a valid Lua chunk that does nothing: the run is the window alone.
    @Test func anEmptyScriptRunsAndShowsTheWindow() throws {
        let path = try Self.file("empty.lua", "")
        let r = try CLI.run(["run", path, "--format", "jsonl"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.lines.count == 3)
        #expect(r.lines.first?.hasPrefix(#"{"type":"header""#) == true)
        #expect(r.lines.dropFirst().first?.hasPrefix(#"{"type":"sample","t":0,"layer":"window""#) == true)
        #expect(r.lines.last == #"{"type":"end","t":0,"reason":"idle"}"#)
    }

    @Test func aMissingScriptOrADirectoryIsAFileError() throws {
        let dir = try CLI.temporaryDirectory().path
        Self.expectOneLine(try CLI.run(["run", dir + "/nope.lua"]), status: 1,
                           "cartlua: cannot open \(dir)/nope.lua: No such file or directory")
        Self.expectOneLine(try CLI.run(["run", dir]), status: 1, "cartlua: cannot open \(dir): Is a directory")
        // The directory's trace: nothing at all, not even a header.
        #expect(try CLI.run(["run", dir]).stdout.isEmpty)
    }

    @Test func aModuleThatIsNotUTF8IsRefusedAtItsLine() throws {
        let dir = try CLI.temporaryDirectory()
        try Data([0x2d, 0x2d, 0x20, 0xff]).write(to: dir.appendingPathComponent("helper.lua"))
        let main = dir.appendingPathComponent("main.lua")
        try "require('helper')\n".write(to: main, atomically: true, encoding: .utf8)
        let r = try CLI.run(["run", main.path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("cartlua: \(dir.path)/helper.lua:1: not UTF-8 text (byte 0xFF at column 4)"))
    }

    // MARK: Library calls whose work Lua's count hook does not see

    /// One call into the standard library can do unbounded work in C where the count hook never
    /// fires: each of these hung the host. The work counts as instructions (counted.h), so each
    /// stops at the instruction limit, at its line, with the trace so far. (The limit is lowered
    /// from the default 10^9 only to keep the suite quick.)
    @Test(arguments: [
        // Pattern matching backtracks: polynomial in one call.
        "local s = string.rep('a', 1e5)\nprint(s:find('.-.-.-.-x'))",
        "local s = string.rep('a', 1e5)\nprint(s:match('(.-)(.-)(.-)x'))",
        "local s = string.rep('a', 1e5)\nfor w in s:gmatch('.-.-x') do end",
        "local s = string.rep('a', 1e5)\nprint(s:gsub('.-.-.-x', ''))",
        "local s = string.rep('a', 1e5)\nprint(s:find('[' .. string.rep('%a', 1e5) .. ']$'))",
        // Linear C work over a big string, repeated in a Lua loop; quadratic plain search.
        "local s = ('a'):rep(1e3):rep(1e4)\nfor i = 1, 1e9 do s:find('y', 1, true) end",
        "local s = ('a'):rep(1e3):rep(1e3)\nprint(s:find(('a'):rep(1e5) .. 'b', 1, true))",
        "local s = ('a'):rep(1e3):rep(1e3)\nfor i = 1, 1e9 do utf8.len(s) end",
        "local s = ('a'):rep(1e3):rep(1e3)\nfor i = 1, 1e9 do tonumber(s) end",
        "local s = (' '):rep(1e3):rep(1e3) .. '1'\nfor i = 1, 1e9 do math.abs(s) end",
        "local s = 'return ' .. (' '):rep(1e3):rep(1e3)\nfor i = 1, 1e9 do load(s) end",
        "local s = ('b'):rep(1e3):rep(1e3)\nfor i = 1, 1e9 do string.packsize(s) end",
        // Loops over an index range, with no allocation.
        "local t = {}\ntable.move(t, 1, 2^62, 2)",
        "local n = 1e15\nprint(#string.rep('', n))",
        "local t = {} for i = 1, 1e5 do t[i] = '' end\nfor i = 1, 1e9 do table.concat(t) end",
        "local t = {} for i = 1, 1e5 do t[i] = i end\nfor i = 1, 1e9 do table.sort(t) end",
        "local t = {} for i = 1, 1e5 do t[i] = i end\nfor i = 1, 1e9 do select('#', table.unpack(t)) end",
        "local t = {} for i = 1, 1e5 do t[i] = i end\nfor i = 1, 1e9 do table.insert(t, 1, 0) table.remove(t, 1) end",
        "local s = ('a'):rep(1e5)\nfor i = 1, 1e9 do s:byte(1, -1) end",
        // A table's empty slots, scanned by next, and by a binding reading options.
        "local t = {} for i = 1, 2^20 do t[i * 2] = i end for i = 1, 2^20 do t[i * 2] = nil end t.x = 1\nfor i = 1, 1e9 do next(t) end",
        "local t = {} for i = 1, 2^20 do t[i * 2] = i end for i = 1, 2^20 do t[i * 2] = nil end t.x = 1\nfor i = 1, 1e9 do for _ in pairs(t) do end end",
        "local t = {} for i = 1, 2^20 do t[i * 2] = i end for i = 1, 2^20 do t[i * 2] = nil end t.name = 'x'\nfor i = 1, 1e9 do Layer(t) end",
        // Long strings compared or copied whole; values handed over by the thousand.
        "local a, b = ('a'):rep(1e3):rep(1e4), ('a'):rep(1e3):rep(1e4)\nfor i = 1, 1e9 do rawequal(a, b) end",
        "local s, l = ('a'):rep(1e3):rep(1e4), Layer{}\nfor i = 1, 1e9 do l.name = s end",
        "local t = {} for i = 1, 1e5 do t[i] = i end local function f(...)\nfor i = 1, 1e9 do math.max(...) end end f(table.unpack(t))",
    ])
    func aLibraryCallThatWouldHangStopsAtTheInstructionLimit(_ text: String) throws {
        let path = try Self.file("work.lua", text)
        let r = try CLI.run(["run", path, "--max-instructions", "10000000"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("cartlua: \(path):2: instruction limit exceeded (see --max-instructions)\n"), "\(text)")
        #expect(r.lines.last == #"{"type":"end","t":0,"reason":"error"}"#)
    }

    // MARK: Goldens

    @Test(arguments: [
        ("", "the golden is empty"),
        ("not json\n", "line 1: not JSON"),
        ("\u{FF}\u{FE}\n", "line 1: not JSON"),
        (String(repeating: "[", count: 10_000) + "\n", "line 1: not JSON (column 65: nested too deeply)"),
    ])
    func aGoldenThatDoesNotParseIsAFileError(_ text: String, _ reason: String) throws {
        let golden = try Self.file("g.jsonl", text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        let r = try CLI.run(["run", "Scripts/coins.lua", "--check", golden])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("cartlua: \(golden) is not a JSON Lines trace: \(reason)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stdout.isEmpty)
    }

    @Test func aGoldenThatIsMissingOrADirectoryIsAFileError() throws {
        let dir = try CLI.temporaryDirectory().path
        Self.expectOneLine(try CLI.run(["run", "Scripts/coins.lua", "--check", dir + "/g.jsonl"]), status: 1,
                           "cartlua: cannot open \(dir)/g.jsonl: No such file or directory")
        Self.expectOneLine(try CLI.run(["run", "Scripts/coins.lua", "--check", dir]), status: 1,
                           "cartlua: cannot open \(dir): Is a directory")
    }

    // MARK: Options

    @Test(arguments: [
        (["--at", "1,,2"], "--at: '' is not a time in seconds from 0 to 1000000000"),
        (["--at", "0.5;1"], "--at: '0.5;1' is not a time in seconds from 0 to 1000000000"),
        (["--at", "abc"], "--at: 'abc' is not a time in seconds from 0 to 1000000000"),
        (["--at="], "--at: '' is not a time in seconds from 0 to 1000000000"),
        (["--at", "0,-1"], "--at: '-1' is not a time in seconds from 0 to 1000000000"),
        (["--at", "nan"], "--at: 'nan' is not a time in seconds from 0 to 1000000000"),
        (["--at", "1e300"], "--at: '1e300' is not a time in seconds from 0 to 1000000000"),
        (["--at"], "--at needs a value"),
        (["--fps", "0"], "--fps: '0' is not a whole number from 1 to 10000"),
        (["--fps", "-1"], "--fps: '-1' is not a whole number from 1 to 10000"),
        (["--fps", "2.5"], "--fps: '2.5' is not a whole number from 1 to 10000"),
        (["--fps", "99999999999999999999"], "--fps: '99999999999999999999' is not a whole number from 1 to 10000"),
        (["--until", "nan"], "--until: 'nan' is not a time in seconds from 0 to 1000000000"),
        (["--until", "inf"], "--until: 'inf' is not a time in seconds from 0 to 1000000000"),
        (["--until", "-1"], "--until: '-1' is not a time in seconds from 0 to 1000000000"),
        (["--until", "1e300"], "--until: '1e300' is not a time in seconds from 0 to 1000000000"),
        (["--max-time", "0"], "--max-time: '0' is not a time in seconds above 0 to 1000000000"),
        (["--max-time", "nan"], "--max-time: 'nan' is not a time in seconds above 0 to 1000000000"),
        (["--max-time", "1e300"], "--max-time: '1e300' is not a time in seconds above 0 to 1000000000"),
        (["--max-instructions", "-1"], "--max-instructions: '-1' is not a whole number from 0 to 9223372036854775807"),
        (["--max-instructions", "1e9"], "--max-instructions: '1e9' is not a whole number from 0 to 9223372036854775807"),
        (["--max-instructions", "99999999999999999999"],
         "--max-instructions: '99999999999999999999' is not a whole number from 0 to 9223372036854775807"),
        (["--max-memory", "-5"], "--max-memory: '-5' is not a whole number from 0 to 1099511627776"),
        (["--max-memory", "lots"], "--max-memory: 'lots' is not a whole number from 0 to 1099511627776"),
        (["--max-memory", "1099511627777"], "--max-memory: '1099511627777' is not a whole number from 0 to 1099511627776"),
        (["--max-layers", "0"], "--max-layers: '0' is not a whole number from 1 to 9223372036854775807"),
        (["--max-pending-calls", "0"], "--max-pending-calls: '0' is not a whole number from 1 to 9223372036854775807"),
        (["--max-pending-calls", "1.5"], "--max-pending-calls: '1.5' is not a whole number from 1 to 9223372036854775807"),
        (["--max-output", "0"], "--max-output: '0' is not a whole number from 1 to 1099511627776"),
        (["--max-output"], "--max-output needs a value"),
        (["--screen", "1e300x1e300"], "--screen: each side must be at most 100000 points; got '1e300x1e300'"),
        (["--screen", "0x812"], "--screen expects WIDTHxHEIGHT in points, e.g. 375x812; got '0x812'"),
        (["--screen", "nanx812"], "--screen expects WIDTHxHEIGHT in points, e.g. 375x812; got 'nanx812'"),
        (["--seed", "1.5"], "--seed: '1.5' is not a whole number"),
        (["--tolerance", "0.1"], "--tolerance applies only with --check"),
    ])
    func aBadOptionIsAUsageError(_ options: [String], _ reason: String) throws {
        let r = try CLI.run(["run", "Scripts/coins.lua"] + options)
        #expect(r.status == 2, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "cartlua: " + reason)
        #expect(lines.count == 3 && lines[1].hasPrefix("usage: cartlua run") && lines[2].isEmpty, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// The largest values each option takes still run (the bounds above are not off by one).
    @Test func theBoundsThemselvesAreAccepted() throws {
        let r = try CLI.run(["run", "Scripts/coins.lua", "--format", "none", "--fps", "10000", "--until", "0",
                             "--max-time", "1000000000", "--max-memory", "0", "--max-instructions", "0",
                             "--max-layers", "9223372036854775807", "--screen", "100000x100000"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
    }
}
