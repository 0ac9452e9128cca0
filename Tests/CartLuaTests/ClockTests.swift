import CartAnimation
import CartRun
import CartTestSupport
import Testing
@testable import CartLua

/// `after`, `:cancel()`, `now()`, print/log timing, and errors raised in callbacks.
@Suite struct ClockTests {
    @Test func afterRunsAtItsVirtualTimeAndCancelStopsIt() {
        let run = runScript("""
            print('main', now(), math.type(now()))
            local t1 = after(0.5, function() print('t1', now()) end)
            local t2
            t2 = after(0.25, function() print('t2', now()); print('own cancel', t2:cancel()) end)
            after(0.1, function() print('cancel', t1:cancel(), t1:cancel()) end)
            after(0, function() print('zero', now()) end)
            after(-1, function() print('negative', now()) end)
            after(0.3, function() after(0.2, function() log('nested', now()) end) end)
            """)
        #expect(run.errorMessage == nil)
        #expect(run.logs == [
            "0.0 main\t0.0\tfloat",
            "0.0 zero\t0.0",
            "0.0 negative\t0.0",
            "0.1 cancel\ttrue\tfalse",
            "0.25 t2\t0.25",
            "0.25 own cancel\tfalse",
            "0.5 nested\t0.5",
        ])
        #expect(run.sink.eventLines.filter { $0.hasSuffix("after") } == [
            "0.0 after", "0.0 after", "0.1 after", "0.25 after", "0.3 after", "0.5 after",
        ])
        #expect(run.sink.end?.0 == 0.5)
        #expect(run.sink.end?.1 == .idle)
    }

    @Test func printJoinsWithTabsLikeLua() {
        #expect(printed("print(1, nil, true, 's', 2.5, 3.0, 2^53)") == ["1\tnil\ttrue\ts\t2.5\t3.0\t9.007199254741e+15"])
        #expect(printed("print()") == [""])
        #expect(printed("log(Layer{name='n'}, TimingFunction('easeIn'))") == ["Layer(n)\tTimingFunction(\"easeIn\")"])
    }

    @Test func anErrorInAnAfterCallbackHasFileLineAndVirtualTime() throws {
        let run = runScript("""
            local function explode()
              local x = nil
              return x.y
            end
            after(0.25, function() explode() end)
            """)
        let e = try #require(run.scriptError)
        #expect(e.message == "test.lua:3: attempt to index a nil value (local 'x')")
        #expect(e.virtualTime == 0.25)
        let traceback = try #require(e.traceback)
        #expect(traceback.hasPrefix("stack traceback:"))
        #expect(traceback.contains("test.lua:3: in upvalue 'explode'") || traceback.contains("test.lua:3: in local 'explode'"))
        #expect(traceback.contains("test.lua:5:"))
        #expect(run.sink.end?.0 == 0.25)
        #expect(run.sink.end?.1 == .error)
    }

    @Test func anErrorInADelegateHasFileLineAndVirtualTime() throws {
        let run = runScript("""
            local box = Layer{name='box'}
            window:addSublayer(box)
            box:addAnimation(BasicAnimation{keyPath='opacity', toValue=0, duration=0.75, delegate={
              animationDidStop = function(anim, finished)
                error('stopped: ' .. tostring(finished))
              end}}, 'fade')
            """)
        let e = try #require(run.scriptError)
        #expect(e.message == "test.lua:5: stopped: true")
        #expect(e.virtualTime == 0.75)
        // The trace keeps what happened up to the error.
        #expect(run.sink.eventLines == ["0.0 start box fade", "0.75 stop box fade true"])
        #expect(run.sink.end?.1 == .error)
    }

    @Test func aBindingErrorInACallbackHasTheCallbackLine() throws {
        let run = runScript("after(0.5, function()\n  Layer():addAnimation(nil)\nend)")
        let e = try #require(run.scriptError)
        #expect(e.message == "test.lua:2: bad argument #1 to 'addAnimation' (animation expected, got nil)")
        #expect(e.virtualTime == 0.5)
    }

    @Test func anErrorInTheMainChunkHasNoVirtualTime() throws {
        let e = try #require(runScript("\nerror('top')").scriptError)
        #expect(e.message == "test.lua:2: top")
        #expect(e.virtualTime == nil)
        let syntax = try #require(runScript("local = 1").scriptError)
        #expect(syntax.message == "test.lua:1: <name> expected near '='")
        #expect(syntax.traceback == nil)
    }

    /// A trace that cannot be written stops the run with the writer's own error (the CLI treats
    /// a closed pipe as success), not with a script error.
    @Test func aSinkFailureInPrintKeepsItsType() {
        struct Closed: Error {}
        final class ClosingSink: TraceSink {
            func writeSample(time: Double, layers: [LayerSample]) throws {}
            func writeEvent(time: Double, event: TraceEvent) throws {}
            func writeLog(time: Double, message: String) throws { throw Closed() }
            func writeEnd(time: Double, reason: EndReason) throws {}
        }
        let scene = Scene()
        let runner = Runner(scene: scene, sink: ClosingSink())
        let host = LuaHost(scene: scene, runner: runner, options: HostOptions(scriptPath: "test.lua"))
        #expect(throws: Never.self) { try host.runMain(source: Array("after(0.5, function() print('x') end)".utf8)) }
        #expect(throws: Closed.self) { try runner.run(host: host) }
        // A script that catches the error does not hide it either.
        let scene2 = Scene()
        let host2 = LuaHost(scene: scene2, runner: Runner(scene: scene2, sink: ClosingSink()),
                            options: HostOptions(scriptPath: "test.lua"))
        try? host2.runMain(source: Array("after(0, function() pcall(print, 'x') end)".utf8))
        #expect(throws: Closed.self) { try host2.runner.run(host: host2) }
    }

    @Test func theChunkNameIsTheScriptPath() {
        var settings = ScriptSettings()
        settings.scriptPath = "Scripts/coins.lua"
        #expect(runScript("error('x')", settings).errorMessage == "Scripts/coins.lua:1: x")
    }
}
