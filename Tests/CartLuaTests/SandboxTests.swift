import Testing
@testable import CartLua

/// The script's world: safe libraries only, text chunks only, modules next to the script, and
/// nothing that differs from run to run (random numbers, iteration order, addresses).
@Suite struct SandboxTests {
    @Test func unsafeLibrariesAreAbsent() {
        #expect(printed("""
            print(io, os, debug, package, dofile, loadfile, string.dump, collectgarbage, warn)
            print(type(string), type(table), type(math), type(utf8), type(coroutine))
            print(('x'):rep(3), ('').dump)
            """) == ["nil\tnil\tnil\tnil\tnil\tnil\tnil\tnil\tnil", "table\ttable\ttable\ttable\ttable", "xxx\tnil"])
    }

    @Test func loadTakesTextOnly() {
        #expect(printed("""
            print(load('\\27Lua'))
            print(load('\\27Lua', 'bin', 'b'))
            print(load('return 1 + 1')())
            print(load('return x', 'chunk', 't', {x = 5})())
            x = 7; print(load('return x')())
            print(load(function() return nil end))
            print(load('return +', '=snippet'))
            """) == [
                "nil\tattempt to load a binary chunk (mode is 't')",
                "nil\tattempt to load a binary chunk (mode is 't')",
                "2", "5", "7",
                "function: #1",
                "nil\tsnippet:1: unexpected symbol near '+'",
            ])
    }

    @Test func requireLoadsModulesOnceThroughReadModule() {
        var settings = ScriptSettings()
        settings.modules = [
            "util": "print('loading util', ...); local M = {}; function M.twice(x) return 2 * x end; return M",
            "lib.sub": "return {name = ...}",
            "empty": "local x = 1",
        ]
        #expect(printed("""
            local u = require('util')
            print(u == require('util'), u.twice(4))
            print(require('lib.sub').name, require('empty'))
            """, settings) == ["loading util\tutil", "true\t8", "lib.sub\ttrue"])
    }

    @Test func moduleErrorsNameTheModuleLine() {
        var settings = ScriptSettings()
        settings.modules = ["broken": "local a = 1\nerror('broken here')", "syntax": "x = = 1", "loop": "require('loop')"]
        #expect(runScript("require('broken')", settings).errorMessage == "broken.lua:2: broken here")
        #expect(runScript("local y = 0\nrequire('syntax')", settings).errorMessage == "syntax.lua:1: unexpected symbol near '='")
        #expect(runScript("require('loop')", settings).errorMessage == "loop.lua:1: loop or previous error loading module 'loop'")
    }

    @Test func requireNeverAsksForAPathOutsideTheScriptsFolder() {
        final class Log { var asked: [String] = [] }
        let log = Log()
        var settings = ScriptSettings()
        settings.readModule = { log.asked.append($0); return nil }
        for name in ["../x", "/etc/passwd", "a/b", "a..b", ".a", "a.", "", "a b", "mod.sub_2"] {
            _ = runScript("require(\"\(name)\")", settings)
        }
        #expect(log.asked == ["mod.sub_2"])
    }

    @Test func mathRandomIsSeeded() {
        let script = "print(math.random(1, 1000000), math.random(1, 1000000), math.random())"
        let first = printed(script), second = printed(script)
        #expect(first == second)
        #expect(first.count == 1 && !first[0].hasPrefix("ERROR"))
        var other = ScriptSettings()
        other.seed = 1
        #expect(printed(script, other) != first)
        #expect(printed(script, other) == printed(script, other))
        // The extreme seeds work (they once crashed the prelude).
        other.seed = Int64.max
        #expect(printed("print(math.type(math.random(10)))", other) == ["integer"])
        other.seed = Int64.min
        #expect(printed("print(math.type(math.random(10)))", other) == ["integer"])
    }

    /// `math.randomseed()` without a seed would seed from the clock; it reseeds with the run's.
    @Test func randomseedWithoutArgumentsRepeats() {
        #expect(printed("""
            local a = math.random(1000000)
            math.randomseed()
            print(math.random(1000000) == a)
            math.randomseed(42); local b = math.random(1000000); math.randomseed(42)
            print(math.random(1000000) == b)
            """) == ["true", "true"])
    }

    @Test func pairsVisitsNumbersAscendingThenStrings() {
        #expect(printed("""
            local t = {b = 1, a = 2, [3] = 1, [1] = 1, [2.5] = 1, [-1] = 1, [true] = 1, B = 1, [10] = 1}
            local keys = {}
            for k, v in pairs(t) do keys[#keys + 1] = tostring(k) .. '=' .. tostring(v) end
            print(table.concat(keys, ' '))
            """) == ["-1=1 1=1 2.5=1 3=1 10=1 B=1 a=2 b=1 true=1"])
    }

    @Test func pairsHonoursPairsMetamethodsAndChecksItsArgument() {
        #expect(printed("""
            local t = setmetatable({}, {__pairs = function(t) return function(_, k) if not k then return 1, 'one' end end, t, nil end})
            for k, v in pairs(t) do print(k, v) end
            """) == ["1\tone"])
        #expect(errorOf("pairs(5)") == "test.lua:1: bad argument #1 to 'pairs' (table expected, got number)")
    }

    @Test func tostringNumbersTablesInOrderOfFirstShowing() {
        #expect(printed("""
            local a, b = {}, {}
            print(tostring(a), tostring(b), tostring(a), tostring(print), tostring(coroutine.create(print)))
            print(a, string.format('%s|%5s|%d', b, 'x', 3))
            print(tostring(setmetatable({}, {__tostring = function() return 'custom' end})))
            """) == [
                "table: #1\ttable: #2\ttable: #1\tfunction: #3\tthread: #4",
                "table: #1\ttable: #2|    x|3",
                "custom",
            ])
    }

    /// Tables and functions never show an address, so two runs print the same.
    @Test func twoRunsPrintTheSame() {
        let script = "local t = {}; print(t, {}, print, string.format('%s', t)); for k in pairs({x=1, y=2, z=3}) do print(k) end"
        #expect(printed(script) == printed(script))
        #expect(printed(script) == ["table: #1\ttable: #2\tfunction: #3\ttable: #1", "x", "y", "z"])
    }

    @Test func globalsOfTheAPI() {
        #expect(printed("""
            print(screen.width, screen.height, screen.scale, window.name, window.bounds.width, window.position.x)
            print(type(Layer), type(Path), type(TimingFunction), type(BasicAnimation), type(KeyframeAnimation))
            print(type(AnimationGroup), type(after), type(now), type(param), type(print), type(log))
            """) == [
                "375.0\t812.0\t3.0\twindow\t375.0\t187.5",
                "function\tfunction\tfunction\tfunction\tfunction",
                "function\tfunction\tfunction\tfunction\tfunction\tfunction",
            ])
    }

    @Test func metatablesAreLocked() {
        #expect(printed("print(getmetatable(Layer()), getmetatable(Path()))") == ["locked\tlocked"])
    }
}
