import Foundation
import Testing
import CartTestSupport

/// The sandbox's limits through the built binary (README "Running untrusted scripts"). Each fails
/// the run with exit 1 and a message naming the limit, with the script's file:line where there
/// is one and the virtual time — and at the same point on every run: limits count (instructions,
/// bytes, layers, calls, bytes of trace, virtual seconds), they never time anything.
@Suite struct LimitsTests {
    /// A script in a fresh directory.
    static func script(_ text: String) throws -> String {
        let url = try CLI.temporaryDirectory().appendingPathComponent("s.lua")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs `cartlua run SCRIPT args` twice, the trace to a file; checks that both runs fail the
    /// same way with the same trace, and returns stderr's lines and the trace's.
    static func failTwice(_ path: String, _ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (stderr: [String], trace: [String]) {
        var results: [(CLI.Result, String)] = []
        for _ in 0..<2 {
            let out = try CLI.temporaryDirectory().appendingPathComponent("trace.jsonl")
            let r = try CLI.run(["run", path, "-o", out.path] + args)
            let trace = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            results.append((r, trace))
        }
        let (first, trace) = results[0], (second, trace2) = results[1]
        #expect(first.status == 1, "exit \(first.status): \(first.stderr)", sourceLocation: sourceLocation)
        #expect(first.stderr == second.stderr, "stderr differs between runs", sourceLocation: sourceLocation)
        #expect(trace == trace2, "the trace differs between runs", sourceLocation: sourceLocation)
        return (first.stderr.split(separator: "\n").map(String.init), trace.split(separator: "\n").map(String.init))
    }

    @Test func instructions() throws {
        let path = try Self.script("""
            local n = 0
            after(0.5, function()
              while true do
                n = n + 1
              end
            end)
            """)
        let (err, trace) = try Self.failTwice(path, ["--max-instructions", "100000"])
        #expect(err[0] == "cartlua: \(path):4: instruction limit exceeded (see --max-instructions)")
        #expect(err[1] == "  at virtual time 0.5 s")
        #expect(trace.last == #"{"type":"end","t":0.5,"reason":"error"}"#)
    }

    /// Catching the limit's error does not get a script past it, nor does looping around the
    /// catch, a coroutine, a message handler or a finalizer.
    @Test(arguments: [
        ("pcall(function() while true do end end)\nprint('escaped')", 1),
        ("while true do\n  pcall(function() while true do end end)\nend", 2),
        ("while true do\n  coroutine.resume(coroutine.create(function() while true do end end))\nend", 2),
        ("local f = coroutine.wrap(function() while true do end end)\npcall(f)\nprint('escaped')", 1),
        ("print(xpcall(function() while true do end end, function(m) while true do end end))", 1),
        ("local ok = pcall(error, 'x')\nwhile true do end", 2),
    ])
    func catchingTheInstructionLimitDoesNotEscapeIt(_ text: String, _ line: Int) throws {
        let path = try Self.script(text)
        let (err, trace) = try Self.failTwice(path, ["--max-instructions", "100000"])
        #expect(err[0] == "cartlua: \(path):\(line): instruction limit exceeded (see --max-instructions)")
        #expect(!trace.contains { $0.contains("escaped") })
    }

    @Test func finalizersAreRefused() throws {
        let path = try Self.script("setmetatable({}, {__gc = function() while true do end end})")
        let (err, _) = try Self.failTwice(path, [])
        #expect(err[0] == "cartlua: \(path):1: bad argument #2 to 'setmetatable' (__gc metamethods are not available: "
                + "finalizers would run outside the script's limits)")
    }

    @Test func memory() throws {
        let path = try Self.script("""
            after(0.5, function()
              local t = {}
              for i = 1, 1e9 do t[i] = {i} end
            end)
            """)
        let (err, trace) = try Self.failTwice(path, ["--max-memory", "16"])
        // Lua refuses the allocation itself and says nowhere where: the allocator kept the line.
        #expect(err[0] == "cartlua: \(path):3: memory limit exceeded: the script holds over 16 MiB (see --max-memory)")
        #expect(err[1] == "  at virtual time 0.5 s")
        #expect(trace.last == #"{"type":"end","t":0.5,"reason":"error"}"#)
    }

    /// The memory limit names the script's line as every other limit does: in a coroutine, in
    /// a library function (its caller's line), caught and passed again later.
    @Test(arguments: [
        ("local f = coroutine.wrap(function()\n  local t = {}\n  for i = 1, 1e9 do t[i] = {i} end\nend)\nafter(0.5, f)", 3),
        ("local n = 1\nlocal s = string.rep('x', 100 * 2^20)", 2),
        ("print(pcall(string.rep, 'x', 100 * 2^20))\nlocal t = {}\nfor i = 1, 1e9 do\n  t[i] = {i}\nend", 4),
        ("coroutine.resume(coroutine.create(function() local t = {} for i = 1, 1e9 do t[i] = {i} end end))\n"
         + "local t = {}\nfor i = 1, 1e9 do t[i] = {i} end", 3),
    ])
    func memoryNamesTheLine(_ text: String, _ line: Int) throws {
        let path = try Self.script(text)
        let (err, _) = try Self.failTwice(path, ["--max-memory", "16"])
        #expect(err[0] == "cartlua: \(path):\(line): memory limit exceeded: the script holds over 16 MiB (see --max-memory)")
    }

    @Test func memoryInABindingNamesTheLine() throws {
        // The allocation that passes the limit is a binding's (a table of 100000 keys): the
        // binding finishes, then the error is raised at the script's line.
        let path = try Self.script("""
            local values = {}
            for i = 1, 100000 do values[i] = i end
            local a = KeyframeAnimation{keyPath = "opacity", values = values}
            local keep = {}
            after(0.5, function()
              for i = 1, 1e9 do keep[i] = a.values end
            end)
            """)
        let (err, _) = try Self.failTwice(path, ["--max-memory", "24"])
        #expect(err[0] == "cartlua: \(path):6: memory limit exceeded: the script holds over 24 MiB (see --max-memory)")
        #expect(err[1] == "  at virtual time 0.5 s")
    }

    /// Text a layer holds is Swift's copy of a Lua string: a thousand layers named by one 1 MB
    /// string hold 1000 MB, though Lua holds the string once.
    @Test(arguments: [
        "keep[i] = Layer{name = s}", "keep[i] = Layer{contents = s}", "keep[i] = TextLayer{string = s}",
        "keep[i] = TextLayer{font = s}", "keep[i] = Layer{} keep[i].name = s",
    ])
    func memoryCountsTheTextLayersHold(_ make: String) throws {
        let path = try Self.script("""
            local s, keep = ('a'):rep(1000):rep(1000), {}
            for i = 1, 200 do
              \(make)
            end
            """)
        let (err, _) = try Self.failTwice(path, ["--max-memory", "64"])
        #expect(err.first == "cartlua: \(path):3: memory limit exceeded: the script holds over 64 MiB (see --max-memory)", "\(make)")
    }

    /// What Swift holds for the script counts too: each attached animation, until it stops
    /// (here each replaces the last, which stops at the end of the callback).
    @Test func memoryCountsWhatSwiftHoldsForTheScript() throws {
        let path = try Self.script("""
            local l = Layer{}
            window:addSublayer(l)
            local a = BasicAnimation{keyPath = "opacity", toValue = 0}
            after(0.5, function()
              for i = 1, 1e9 do l:addAnimation(a, "k") end
            end)
            """)
        let (err, _) = try Self.failTwice(path, ["--max-memory", "32"])
        #expect(err[0].hasSuffix("memory limit exceeded: the script holds over 32 MiB (see --max-memory)"), "\(err[0])")
        #expect(err[1] == "  at virtual time 0.5 s")
    }

    /// Work done in one step counts as the instructions it replaces: a binding converting a
    /// large table, a concatenation copying a long string.
    @Test(arguments: [
        ("local t = {}\nfor i = 1, 100000 do t[i] = i end\nwhile true do KeyframeAnimation{keyPath = 'opacity', values = t} end", 3),
        ("local s = ('x'):rep(1000000)\nwhile true do\n  local t = s .. 'y'\nend", 3),
    ])
    func workInOneStepCounts(_ text: String, _ line: Int) throws {
        let path = try Self.script(text)
        let (err, _) = try Self.failTwice(path, ["--max-instructions", "10000000"])
        #expect(err[0] == "cartlua: \(path):\(line): instruction limit exceeded (see --max-instructions)")
    }

    @Test func layers() throws {
        let path = try Self.script("""
            after(0.5, function()
              for i = 1, 100 do
                window:addSublayer(Layer{})
              end
            end)
            """)
        let (err, trace) = try Self.failTwice(path, ["--max-layers", "10"])
        #expect(err[0] == "cartlua: \(path):3: layer limit exceeded: the script made 10 layers (see --max-layers)")
        #expect(err[1] == "  at virtual time 0.5 s")
        #expect(trace.last == #"{"type":"end","t":0.5,"reason":"error"}"#)
    }

    @Test func theLayerLimitCountsTheScriptsLayersOnly() throws {
        let path = try Self.script("for i = 1, 10 do window:addSublayer(Layer{}) end")
        let r = try CLI.run(["run", path, "--max-layers", "10", "--format", "none"])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func pendingCalls() throws {
        let path = try Self.script("""
            after(0.5, function()
              for i = 1, 100 do
                after(1, print)
              end
            end)
            """)
        let (err, _) = try Self.failTwice(path, ["--max-pending-calls", "10"])
        #expect(err[0] == "cartlua: \(path):3: delayed-call limit exceeded: 10 calls pending (see --max-pending-calls)")
        #expect(err[1] == "  at virtual time 0.5 s")
    }

    @Test func outputSize() throws {
        let path = try Self.script("""
            for i = 1, 50 do window:addSublayer(Layer{}) end
            after(100, print)
            """)
        let (err, trace) = try Self.failTwice(path, ["--max-output", "1"])
        // Writing the trace is not the script's doing: no line; the time it had reached.
        #expect(err.count == 1)
        #expect(err[0].hasPrefix("cartlua: output limit exceeded: the trace passed 1 MiB at virtual time "))
        #expect(err[0].hasSuffix(" s (see --max-output)"))
        // Cut where it passed the limit: no end record, so it never looks complete.
        #expect(!trace.contains { $0.hasPrefix(#"{"type":"end""#) })
    }

    @Test func timeCap() throws {
        let path = try Self.script("""
            local function tick() after(1, tick) end
            tick()
            """)
        let (err, trace) = try Self.failTwice(path, ["--max-time", "2.5", "--fps", "2"])
        #expect(err == [
            "cartlua: time limit exceeded: the run was still going at the 2.5 s cap (see --max-time; --until T ends a run that never becomes idle)",
            "  at virtual time 2.5 s",
        ])
        // The trace is whole up to the cap, and says where it ended.
        #expect(trace.last == #"{"type":"end","t":2.5,"reason":"cap"}"#)
        // With --until before the cap, the same script ends normally.
        let r = try CLI.run(["run", path, "--until", "2", "--format", "none"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
    }

    @Test func aRunCutAtTheCapRecordsNoGolden() throws {
        let path = try Self.script("local function tick() after(1, tick) end tick()")
        let golden = try CLI.temporaryDirectory().appendingPathComponent("g.jsonl").path
        let r = try CLI.run(["run", path, "--max-time", "2", "--record", golden, "--format", "none"])
        #expect(r.status == 1)
        #expect(r.stderr.hasSuffix("cartlua: \(golden) not recorded: the run hit the time cap\n"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: golden))
        #expect(!FileManager.default.fileExists(atPath: golden + ".recording"))
    }

    /// Each script has its own Lua state: what one does to the API and the libraries is gone for
    /// the next, even in the same process (`cartlua test` runs every script in one).
    @Test func scriptsInOneProcessDoNotSeeEachOthersChanges() throws {
        let dir = try CLI.temporaryDirectory()
        try """
            Layer = nil; window = nil; after = nil
            string.rep = nil; string.upper = function() return "patched" end
            getmetatable("").__index = {len = function() return -1 end}
            math.pi = 3; table.insert = nil; expect.equal = nil
            rawset(_G, "leaked", true)
            """.write(to: dir.appendingPathComponent("a_test.lua"), atomically: true, encoding: .utf8)
        try """
            expect.truthy(type(Layer) == "function" and window ~= nil and type(after) == "function", "the API")
            expect.equal(("ab"):upper(), "AB")
            expect.equal(("x"):rep(3), "xxx")
            expect.equal(("abc"):len(), 3)
            expect.equal(math.pi, 3.141592653589793)
            expect.truthy(table.insert ~= nil and leaked == nil, "no leftovers")
            """.write(to: dir.appendingPathComponent("b_test.lua"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["test", dir.path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("2 passed, 0 failed\n"), "\(r.stdout)")
    }

    /// The objects' metatables (and so their methods) cannot be reached or changed.
    @Test func theAPIsMethodsCannotBeChanged() throws {
        let path = try Self.script("""
            local l = Layer{}
            print(getmetatable(l), getmetatable(window), getmetatable(Path()), getmetatable(BasicAnimation{keyPath = "opacity"}))
            print(pcall(setmetatable, l, {}))
            print(pcall(function() l.addSublayer = function() end end))
            print(pcall(function() window.removeFromSuperlayer = nil end))
            print(pcall(function() Layer.new = 1 end))
            print(pcall(rawset, l, "x", 1))
            window:addSublayer(l)
            print(#window.sublayers)
            """)
        let r = try CLI.run(["run", path, "--format", "jsonl"])
        #expect(r.status == 0, "\(r.stderr)")
        let logs = r.lines.filter { $0.hasPrefix(#"{"type":"log""#) }
        #expect(logs == [
            #"{"type":"log","t":0,"message":"locked\tlocked\tlocked\tlocked"}"#,
            #"{"type":"log","t":0,"message":"false\tbad argument #1 to 'setmetatable' (table expected, got Layer)"}"#,
            #"{"type":"log","t":0,"message":"false\t\#(path):4: cannot assign to 'addSublayer': it is a method of Layer"}"#,
            #"{"type":"log","t":0,"message":"false\t\#(path):5: cannot assign to 'removeFromSuperlayer': it is a method of Layer"}"#,
            #"{"type":"log","t":0,"message":"false\t\#(path):6: attempt to index a function value (global 'Layer')"}"#,
            #"{"type":"log","t":0,"message":"false\tbad argument #1 to 'rawset' (table expected, got Layer)"}"#,
            #"{"type":"log","t":0,"message":"1"}"#,
        ])
    }
}
