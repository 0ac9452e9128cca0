import CartAnimation
import CartRun
import CartTestSupport
import Testing
@testable import CartLua

/// The run of a script with `expect` checks: the main chunk, the run loop, then the end-of-run
/// checks (what `cartlua test` does).
struct ExpectRun {
    let run: ScriptRun
    var expectations: Expectations { run.host.expectations }
    /// Each failure as `cartlua test` prints it.
    var failures: [String] { expectations.failures.map(\.description) }
    var checks: Int { expectations.checks }
    var errorMessage: String? { run.errorMessage }
}

func runExpecting(_ source: String, _ settings: ScriptSettings = ScriptSettings()) -> ExpectRun {
    let (host, sink) = makeHost(settings)
    var run = runScript(source, on: host, sink: sink)
    if run.error == nil {
        do { try host.finishExpectations() } catch { run = ScriptRun(host: host, sink: sink, error: error) }
    }
    return ExpectRun(run: run)
}

/// `expect` (CONTRACT.md "Expectations"): each check passes and fails as it should, with its
/// exact text, its file:line and virtual time; a failure does not stop the run.
@Suite struct ExpectTests {
    // MARK: near, equal, truthy, falsy

    @Test func nearNumbers() {
        let r = runExpecting("""
            expect.near(1.05, 1, 0.1)
            expect.near(1, 1, 0)
            expect.near(1.5, 1, 0.1, "a number")
            expect.near(nil, 1, 0.1)
            expect.near("1", 1, 0.1)
            expect.near(0/0, 1, 0.1)
            expect.near(math.huge, math.huge, 0)
            """)
        #expect(r.errorMessage == nil)
        #expect(r.checks == 7)
        #expect(r.failures == [
            "test.lua:3: at t=0 s: expected 1 ± 0.1, got 1.5 (off by 0.5) — a number",
            "test.lua:4: at t=0 s: expected 1 ± 0.1, got nil",
            "test.lua:5: at t=0 s: expected 1 ± 0.1, got \"1\"",
            "test.lua:6: at t=0 s: expected 1 ± 0.1, got nan (off by nan)",
        ])
    }

    @Test func nearPointsSizesRectsAndArraysComponentWise() {
        let r = runExpecting("""
            expect.near({x = 1, y = 2.05}, {x = 1, y = 2}, 0.1)
            expect.near({x = 1, y = 2.5}, {x = 1, y = 2}, 0.1)
            expect.near({width = 10, height = 20}, {width = 10, height = 21}, 0.5)
            expect.near({x = 0, y = 0, width = 10, height = 20}, {x = 0, y = 1, width = 10, height = 20}, 0.5)
            expect.near({x = 1}, {x = 1, y = 2}, 0.1)
            expect.near({x = 1, y = 2}, {1, 2}, 0)
            expect.near({1, 2, 3}, {1, 2, 3.2}, 0.1)
            expect.near({1, 2}, {1, 2, 3}, 0.1)
            expect.near(3, {x = 1, y = 2}, 0.1)
            """)
        #expect(r.errorMessage == nil)
        #expect(r.checks == 9)
        #expect(r.failures == [
            "test.lua:2: at t=0 s: expected {x=1, y=2} ± 0.1, got {x=1, y=2.5} (y off by 0.5)",
            "test.lua:3: at t=0 s: expected {width=10, height=21} ± 0.5, got {width=10, height=20} (height off by 1)",
            "test.lua:4: at t=0 s: expected {x=0, y=1, width=10, height=20} ± 0.5, got {x=0, y=0, width=10, height=20} (y off by 1)",
            "test.lua:5: at t=0 s: expected {x=1, y=2} ± 0.1, got {x=1} (no y)",
            "test.lua:7: at t=0 s: expected {1, 2, 3.2} ± 0.1, got {1, 2, 3} ([3] off by 0.2)",
            "test.lua:8: at t=0 s: expected {1, 2, 3} ± 0.1, got {1, 2}",
            "test.lua:9: at t=0 s: expected {x=1, y=2} ± 0.1, got 3",
        ])
    }

    @Test func nearRefusesABadToleranceOrExpectedValue() {
        #expect(runExpecting("expect.near(1, 1)").errorMessage
                == "test.lua:1: bad argument #3 to 'expect.near' (tolerance: non-negative number expected, got nil)")
        #expect(runExpecting("expect.near(1, 1, -1)").errorMessage
                == "test.lua:1: bad argument #3 to 'expect.near' (tolerance: non-negative number expected, got -1)")
        #expect(runExpecting("local l = Layer{}\nexpect.near(1, l, 1)").errorMessage
                == "test.lua:2: bad argument #2 to 'expect.near' (number, point, size, rect or array of numbers expected, got Layer)")
    }

    @Test func equalIsExactAndDeep() {
        let r = runExpecting("""
            expect.equal(1, 1.0)
            expect.equal("a", "a")
            expect.equal({a = 1, b = {2, 3}}, {a = 1, b = {2, 3}})
            expect.equal(window, window)
            expect.equal({a = 1, b = {2, 3}}, {a = 1, b = {2, 4}})
            expect.equal({a = 1}, {a = 1, c = true}, "extra key")
            expect.equal(0.1 + 0.2, 0.3)
            expect.equal(nil, false)
            expect.equal("1", 1)
            """)
        #expect(r.errorMessage == nil)
        #expect(r.checks == 9)
        #expect(r.failures == [
            "test.lua:5: at t=0 s: expected {a=1, b={2, 4}}, got {a=1, b={2, 3}} (differs at .b[2])",
            "test.lua:6: at t=0 s: expected {a=1, c=true}, got {a=1} (differs at .c) — extra key",
            "test.lua:7: at t=0 s: expected 0.29999999999999999, got 0.30000000000000004",
            "test.lua:8: at t=0 s: expected false, got nil",
            "test.lua:9: at t=0 s: expected 1, got \"1\"",
        ])
    }

    @Test func truthyAndFalsy() {
        let r = runExpecting("""
            expect.truthy(0)
            expect.truthy(nil, "nothing")
            expect.truthy(false)
            expect.falsy(nil)
            expect.falsy(1)
            """)
        #expect(r.checks == 5)
        #expect(r.failures == [
            "test.lua:2: at t=0 s: expected a truthy value, got nil — nothing",
            "test.lua:3: at t=0 s: expected a truthy value, got false",
            "test.lua:5: at t=0 s: expected false or nil, got 1",
        ])
    }

    @Test func checksReturnWhetherTheyPassed() {
        let r = runExpecting("""
            print(expect.near(1, 1, 0), expect.equal(1, 2), expect.truthy(true), expect.falsy(true))
            """)
        #expect(r.run.messages == ["true\tfalse\ttrue\tfalse"])
    }

    // MARK: The run goes on; file:line; virtual time

    @Test func aFailedCheckDoesNotStopTheRun() {
        let r = runExpecting("""
            expect.equal(1, 2)
            after(0.5, function()
              print("still running")
              expect.equal(now(), 0.5)
            end)
            """)
        #expect(r.errorMessage == nil)
        #expect(r.run.logs == ["0.5 still running"])
        #expect(r.checks == 2)
        #expect(r.expectations.passed == 1)
        #expect(r.failures == ["test.lua:1: at t=0 s: expected 2, got 1"])
    }

    @Test func theLineIsTheExpectCallsEvenThroughHelpersPcallAndModules() {
        var settings = ScriptSettings()
        settings.modules["helpers"] = """
            local M = {}
            function M.check(v)
              expect.equal(v, "ok")
            end
            return M
            """
        let r = runExpecting("""
            local helpers = require("helpers")
            local function mine(v)
              expect.equal(v, 1)
            end
            mine(2)
            pcall(expect.equal, 3, 4)
            helpers.check("no")
            load("expect.truthy(false)", "=chunk")()
            """, settings)
        #expect(r.errorMessage == nil)
        #expect(r.failures == [
            "test.lua:3: at t=0 s: expected 1, got 2",
            "test.lua:6: at t=0 s: expected 4, got 3",
            "helpers.lua:3: at t=0 s: expected \"ok\", got \"no\"",
            "chunk:1: at t=0 s: expected a truthy value, got false",
        ])
    }

    // MARK: expect.at

    @Test func atRunsAfterThatInstantsEvents() {
        let r = runExpecting("""
            local l = Layer{name = "box"}
            window:addSublayer(l)
            local landed = false
            l:addAnimation(BasicAnimation{keyPath = "position.x", fromValue = 0, toValue = 100, duration = 1,
                                          delegate = {animationDidStop = function() landed = true end}}, "slide")
            expect.at(0.5, function()
              expect.equal(now(), 0.5)
              expect.near(l:presentation().position.x, 50, 1e-9)
            end)
            expect.at(1, function()
              expect.truthy(landed, "the delegate ran first")
              expect.near(l:presentation().position.x, 0, 0)
              expect.equal(now(), 0.99)
            end)
            after(1, function() expect.truthy(landed, "after() at the same instant also ran before") end)
            """)
        #expect(r.errorMessage == nil)
        #expect(r.checks == 6)
        #expect(r.failures == ["test.lua:13: at t=1 s: expected 0.99, got 1"])
        // Checks are silent: no trace event, and the run still ends when idle.
        #expect(r.run.sink.eventLines == ["0.0 start box slide", "1.0 stop box slide true", "1.0 after"])
        #expect(r.run.sink.end?.0 == 1)
    }

    @Test func atKeepsTheRunGoingUntilItsTime() {
        let r = runExpecting("expect.at(2.5, function() expect.equal(now(), 2.5) end)")
        #expect(r.failures == [])
        #expect(r.checks == 1)
        #expect(r.run.sink.end?.0 == 2.5)
        #expect(r.run.sink.end?.1 == .idle)
    }

    @Test func anAtTheRunNeverReachedIsAFailure() {
        var settings = ScriptSettings()
        settings.until = 2
        let r = runExpecting("""
            expect.at(1, function() end)
            expect.at(5, function() end)
            """, settings)
        #expect(r.checks == 1)
        #expect(r.failures == ["test.lua:2: at t=2 s: expected the check at t=5 s to run, got the run's end at t=2 s"])
    }

    @Test func atRefusesThePastAndBadArguments() {
        #expect(runExpecting("after(1, function() expect.at(0.5, function() end) end)").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.at' (time 0.5 s is already past (it is now 1 s))")
        #expect(runExpecting("expect.at(0/0, function() end)").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.at' (finite number expected, got nan)")
        #expect(runExpecting("expect.at(1)").errorMessage
                == "test.lua:1: bad argument #2 to 'expect.at' (function expected, got nil)")
    }

    @Test func anErrorInAnAtFunctionIsAScriptErrorAtItsTime() throws {
        let r = runExpecting("""
            expect.equal(1, 2)
            expect.at(0.25, function()
              local x = nil
              return x.y
            end)
            """)
        let e = try #require(r.run.scriptError)
        #expect(e.message == "test.lua:4: attempt to index a nil value (local 'x')")
        #expect(e.virtualTime == 0.25)
        #expect(r.failures == ["test.lua:1: at t=0 s: expected 2, got 1"])
    }

    // MARK: expect.event, expect.order

    static let twoBoxes = """
        local a, b = Layer{name = "a"}, Layer{name = "b"}
        window:addSublayer(a)
        window:addSublayer(b)
        a:addAnimation(BasicAnimation{keyPath = "opacity", fromValue = 0, toValue = 1, duration = 1}, "fade")
        b:addAnimation(BasicAnimation{keyPath = "opacity", fromValue = 0, toValue = 1, duration = 0.5, beginTime = 0.25}, nil)
        after(0.1, function() end)

        """

    @Test func eventsAreLoggedAsTheTraceShowsThem() {
        let r = runExpecting(Self.twoBoxes + "expect.at(0.3, function() end)")
        #expect(r.expectations.events == [
            .init(time: 0, name: "animationDidStart", layer: "a", key: "fade", finished: nil),
            .init(time: 0.1, name: "after", layer: nil, key: nil, finished: nil),
            .init(time: 0.25, name: "animationDidStart", layer: "b", key: nil, finished: nil),
            .init(time: 0.75, name: "animationDidStop", layer: "b", key: nil, finished: true),
            .init(time: 1, name: "animationDidStop", layer: "a", key: "fade", finished: true),
        ])
    }

    @Test func eventPassesAndFails() {
        let r = runExpecting(Self.twoBoxes + """
            expect.event{event = "animationDidStop", layer = "a", key = "fade", finished = true, at = 1}
            expect.event{event = "animationDidStart", layer = b, at = 0.25}
            expect.event{event = "animationDidStop", layer = "b", at = 0.7, within = 0.05}
            expect.event{event = "after", at = 0.1}
            expect.event{layer = "a", count = 2}
            expect.event{event = "animationDidStop", layer = "a", at = 0.9}
            expect.event{event = "animationDidStop", layer = "a", at = 0.9, within = 0.05, message = "fade ends"}
            expect.event{layer = "c"}
            expect.event{layer = "a", key = "nope"}
            expect.event{event = "after", key = "x"}
            expect.event{layer = "a", count = 1}
            expect.event{event = "animationDidStop", finished = false, count = 0}
            """)
        #expect(r.errorMessage == nil)
        #expect(r.checks == 12)
        #expect(r.failures == [
            "test.lua:12: at t=1 s: expected event {event=\"animationDidStop\", layer=\"a\", at=0.9}, got it at t=1 s",
            "test.lua:13: at t=1 s: expected event {event=\"animationDidStop\", layer=\"a\", at=0.9 ± 0.05}, got it at t=1 s — fade ends",
            "test.lua:14: at t=1 s: expected event {layer=\"c\"}, got none (no events of c)",
            "test.lua:15: at t=1 s: expected event {layer=\"a\", key=\"nope\"}, got none (a had: animationDidStart a fade at t=0; animationDidStop a fade finished at t=1)",
            "test.lua:16: at t=1 s: expected event {event=\"after\", key=\"x\"}, got none (5 events in all)",
            "test.lua:17: at t=1 s: expected event {layer=\"a\"} 1 time, got 2 (t=0, 1 s)",
        ])
    }

    @Test func eventSeesEventsBeforeItWasDeclared() {
        let r = runExpecting(Self.twoBoxes + """
            after(2, function() expect.event{event = "after", at = 0.1} end)
            """)
        #expect(r.checks == 1)
        #expect(r.failures == [])
    }

    @Test func eventRefusesUnknownOptionsAndBadValues() {
        #expect(runExpecting("expect.event{evnt = 'after'}").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.event' (unknown option \"evnt\"; the options are at, count, event, finished, key, layer, message, within)")
        #expect(runExpecting("expect.event{event = 'didStop'}").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.event' (event: 'animationDidStart', 'animationDidStop' or 'after' expected, got \"didStop\")")
        #expect(runExpecting("expect.event{within = 1}").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.event' (within needs at)")
        #expect(runExpecting("expect.event{count = 1.5}").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.event' (count: whole number ≥ 0 expected, got 1.5)")
        #expect(runExpecting("expect.event('after')").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.event' (table expected, got string)")
    }

    @Test func orderPassesAndFails() {
        let r = runExpecting(Self.twoBoxes + """
            expect.order{
              {event = "animationDidStart", layer = "a"},
              {event = "after"},
              {event = "animationDidStop", layer = "b"},
              {event = "animationDidStop", layer = "a"},
            }
            expect.order({{event = "animationDidStop", layer = "a"}, {event = "animationDidStop", layer = "b"}}, "a lands first")
            expect.order{{layer = "b"}, {layer = "z"}}
            """)
        #expect(r.errorMessage == nil)
        #expect(r.checks == 3)
        #expect(r.failures == [
            "test.lua:13: at t=1 s: expected events in this order: {event=\"animationDidStop\", layer=\"a\"}, then {event=\"animationDidStop\", layer=\"b\"}, got #1 at t=1 s, no #2 after it (#2 at t=0.75 s, before #1) — a lands first",
            "test.lua:14: at t=1 s: expected events in this order: {layer=\"b\"}, then {layer=\"z\"}, got #1 at t=0.25 s, no #2 after it",
        ])
        #expect(runExpecting("expect.order{{event = 'after'}, {count = 1}}").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.order' (entry 2: unknown option \"count\"; the options are at, event, finished, key, layer, within)")
        #expect(runExpecting("expect.order{}").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.order' (a list of event descriptions expected, got table)")
    }

    // MARK: expect.within

    static let slide = """
        local l = Layer{name = "box", position = {x = 0, y = 10}}
        window:addSublayer(l)
        l:addAnimation(BasicAnimation{keyPath = "position.x", fromValue = 0, toValue = 100, duration = 1}, "slide")

        """

    @Test func withinPassesWhileTheValueStaysInside() {
        let r = runExpecting(Self.slide + """
            expect.within(l, {x = 0, y = 0, width = 100, height = 20}, {from = 0, to = 1})
            expect.within("box", {x = 0, y = 0, width = 50, height = 20}, {to = 0.5})
            expect.within(function() return {x = now(), y = 0} end, {x = 0, y = 0, width = 2, height = 0}, {to = 2})
            """)
        #expect(r.errorMessage == nil)
        #expect(r.checks == 3)
        #expect(r.failures == [])
        // Its checks keep the run going until `to`.
        #expect(r.run.sink.end?.0 == 2)
    }

    @Test func withinFailsOnceAtTheFirstInstantOutside() {
        let r = runExpecting(Self.slide + """
            expect.within(l, {x = 0, y = 0, width = 50, height = 20}, {from = 0, to = 1, step = 0.1}, "stays left")
            expect.within("box", {x = 0, y = 0, width = 100, height = 20}, {to = 1, value = "frame"})
            """)
        #expect(r.errorMessage == nil)
        #expect(r.checks == 2)
        #expect(r.failures == [
            "test.lua:4: at t=0.6 s: expected position of box within {x=0, y=0, width=50, height=20} from t=0 to 1 s, got {x=60, y=10} — stays left",
        ])
    }

    @Test func withinAlsoLooksAtEveryEventInstant() {
        // The jump lasts 0.0002 s, between two grid points: the after() events catch it.
        let r = runExpecting("""
            local l = Layer{name = "box", position = {x = 10, y = 10}}
            window:addSublayer(l)
            after(0.3001, function() l.position = {x = 500, y = 10} end)
            after(0.3003, function() l.position = {x = 10, y = 10} end)
            expect.within(l, {x = 0, y = 0, width = 20, height = 20}, {to = 1})
            """)
        #expect(r.failures == ["test.lua:5: at t=0.3001 s: expected position of box within {x=0, y=0, width=20, height=20} from t=0 to 1 s, got {x=500, y=10}"])
    }

    @Test func withinSkipsInstantsWhenTheLayerIsNotInTheWindow() {
        let r = runExpecting(Self.slide + """
            after(0.2, function() l:removeFromSuperlayer(); l.position = {x = 500, y = 10} end)
            after(0.6, function() window:addSublayer(l); l.position = {x = 60, y = 10} end)
            expect.within("box", {x = 0, y = 0, width = 30, height = 20}, {to = 0.5})
            expect.within(l, {x = 0, y = 0, width = 30, height = 20}, {to = 1})
            """)
        #expect(r.checks == 2)
        #expect(r.failures == ["test.lua:7: at t=0.6 s: expected position of box within {x=0, y=0, width=30, height=20} from t=0 to 1 s, got {x=60, y=10}"])
    }

    @Test func withinCutShortByTheEndOfTheRunIsAFailure() {
        var settings = ScriptSettings()
        settings.until = 0.5
        let r = runExpecting(Self.slide + "expect.within(l, {x = 0, y = 0, width = 100, height = 20}, {to = 1})", settings)
        #expect(r.failures == ["test.lua:4: at t=0.5 s: expected position of box within {x=0, y=0, width=100, height=20} from t=0 to 1 s, got the run's end at t=0.5 s"])
    }

    @Test func withinRefusesBadArguments() {
        #expect(runExpecting("expect.within(1, {x = 0, y = 0, width = 1, height = 1}, {to = 1})").errorMessage
                == "test.lua:1: bad argument #1 to 'expect.within' (Layer, layer name or function expected, got number)")
        #expect(runExpecting("expect.within('a', {x = 0, y = 0}, {to = 1})").errorMessage
                == "test.lua:1: bad argument #2 to 'expect.within' (rect expected, got {x=0, y=0})")
        #expect(runExpecting("expect.within('a', {x = 0, y = 0, width = 1, height = 1})").errorMessage
                == "test.lua:1: bad argument #3 to 'expect.within' (to: the end of the span (a finite number) expected, got nil)")
        #expect(runExpecting("expect.within('a', {x = 0, y = 0, width = 1, height = 1}, {to = 1, tu = 2})").errorMessage
                == "test.lua:1: bad argument #3 to 'expect.within' (unknown option \"tu\"; the options are from, step, to, value)")
    }

    // MARK: expect.layer

    @Test func layerFindsALayerOfTheWindowByItsTraceName() {
        let r = runExpecting("""
            local a = Layer{name = "a"}
            local unnamed = Layer{}
            window:addSublayer(a)
            a:addSublayer(unnamed)
            expect.equal(expect.layer("a"), a)
            expect.equal(expect.layer("layer1"), unnamed)
            expect.equal(expect.layer("window"), window)
            expect.equal(expect.layer("zzz"), nil)
            """)
        #expect(r.errorMessage == nil)
        #expect(r.checks == 4)
        #expect(r.failures == [])
    }

    // MARK: compiled on first use

    /// The expect chunk is compiled the first time a script touches `expect` (prelude.lua):
    /// it still uses the standard library as the prelude left it, whatever the script changed.
    @Test func expectUsesTheLibrariesTheScriptStartedWith() {
        let r = runExpecting("""
            math.abs, math.floor, string.format, table.concat = nil, nil, nil, nil
            pairs, tostring, type, pcall, now = nil, nil, nil, nil, nil
            expect.near({x = 1, y = 2.5}, {x = 1, y = 2}, 0.1, "off")
            expect.equal({1, 2}, {1, 3})
            """)
        #expect(r.errorMessage == nil)
        #expect(r.failures == [
            "test.lua:3: at t=0 s: expected {x=1, y=2} ± 0.1, got {x=1, y=2.5} (y off by 0.5) — off",
            "test.lua:4: at t=0 s: expected {1, 3}, got {1, 2} (differs at [2])",
        ])
    }

    @Test func expectListsItsFunctionsBeforeFirstUse() {
        let run = runScript("local n = {} for k in pairs(expect) do n[#n + 1] = k end print(table.concat(n, ' '))")
        #expect(run.messages == ["at equal event falsy layer near order truthy within"])
    }

    @Test func aScriptThatNeverTouchesExpectHasNoChecks() {
        let r = runExpecting("local l = Layer{name = 'a'}")
        #expect(r.errorMessage == nil)
        #expect(r.checks == 0)
        #expect(r.failures == [])
    }
}
