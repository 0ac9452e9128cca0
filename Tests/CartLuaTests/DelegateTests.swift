import CLua
import CartAnimation
import CartTestSupport
import Testing
@testable import CartLua

/// Delegates (CONTRACT.md): called with the attached copy, the very object
/// `layer:animation(key)` returns, and with `finished` true for a completed animation and false
/// for a removed one.
@Suite struct DelegateTests {
    @Test func theDelegateGetsTheAttachedCopy() {
        let run = runScript("""
            local box = Layer{name='box'}
            window:addSublayer(box)
            local started
            local group = AnimationGroup{
              animations = {BasicAnimation{keyPath='opacity', fromValue=0, toValue=1}},
              duration = 1, removedOnCompletion = false, fillMode = 'forwards',
              delegate = {
                animationDidStart = function(anim)
                  started = anim
                  print('start', now(), anim == box:animation('group'), tostring(anim))
                end,
                animationDidStop = function(anim, finished)
                  print('stop', now(), anim == box:animation('group'), anim == started, finished)
                end,
              },
            }
            box:addAnimation(group, 'group')
            print('copy', box:animation('group') == group, box:animation('group') == box:animation('group'))
            """)
        #expect(run.errorMessage == nil)
        #expect(run.logs == [
            "0.0 copy\tfalse\ttrue",
            "0.0 start\t0.0\ttrue\tAnimationGroup(1 animations)",
            "1.0 stop\t1.0\ttrue\ttrue\ttrue",
        ])
    }

    /// With removedOnCompletion (the default) the animation is gone from the layer when its
    /// delegate hears it stopped, as in Core Animation.
    @Test func aRemovedOnCompletionAnimationIsGoneAtDidStop() {
        let run = runScript("""
            local box = Layer{name='box'}
            window:addSublayer(box)
            box:addAnimation(BasicAnimation{keyPath='opacity', toValue=0, duration=0.5, delegate={
              animationDidStop = function(anim, finished)
                print(now(), box:animation('fade') == nil, anim.keyPath, finished, #box:animationKeys())
              end}}, 'fade')
            """)
        #expect(run.errorMessage == nil)
        #expect(run.messages == ["0.5\ttrue\topacity\ttrue\t0"])
    }

    @Test func aRemovedAnimationStopsUnfinished() {
        let run = runScript("""
            local box = Layer{name='box'}
            window:addSublayer(box)
            local d = {
              animationDidStart = function(anim) print('start', now(), anim.keyPath) end,
              animationDidStop = function(anim, finished) print('stop', now(), anim.keyPath, finished) end,
            }
            local fade = BasicAnimation{keyPath='opacity', toValue=0, duration=1, delegate=d}
            print(fade.delegate == d)
            box:addAnimation(fade, 'fade')
            box:addAnimation(BasicAnimation{keyPath='position.x', toValue=9, duration=1, delegate=d}, 'slide')
            after(0.25, function() box:removeAnimation('fade') end)
            after(0.5, function() box:removeAllAnimations() end)
            """)
        #expect(run.errorMessage == nil)
        #expect(run.messages == [
            "true",
            "start\t0.0\topacity", "start\t0.0\tposition.x",
            "stop\t0.25\topacity\tfalse",
            "stop\t0.5\tposition.x\tfalse",
        ])
        #expect(run.sink.eventLines.contains("0.25 stop box fade false"))
    }

    /// Replacing under the same key stops the old one unfinished (CA-SEMANTICS §5.4). The
    /// removal happens first, so by [ASSUME CB-order] ("events due at the same instant run in the
    /// order they were scheduled") its didStop comes before the new one's didStart.
    @Test func replacingUnderAKeyStopsTheOldOneFirst() {
        let run = runScript("""
            local box = Layer{name='box'}
            window:addSublayer(box)
            local d = {
              animationDidStart = function(anim) print('start', now(), anim.toValue) end,
              animationDidStop = function(anim, finished) print('stop', now(), anim.toValue, finished) end,
            }
            box:addAnimation(BasicAnimation{keyPath='position.x', toValue=9, duration=1, delegate=d}, 'slide')
            after(0.5, function() box:addAnimation(BasicAnimation{keyPath='position.x', toValue=1, delegate=d}, 'slide') end)
            """)
        #expect(run.errorMessage == nil)
        // The new one lasts the default 0.25 s.
        #expect(run.messages.last == "stop\t0.75\t1.0\ttrue")
        #expect(run.messages == [
            "start\t0.0\t9.0", "stop\t0.5\t9.0\tfalse", "start\t0.5\t1.0", "stop\t0.75\t1.0\ttrue",
        ])
    }

    /// A callback is looked up in the delegate table as its event comes (CA asks the delegate
    /// then): one set after `addAnimation` is called, one taken away is not, and a value that is
    /// no function by then is passed over (the setter checked the table as it was).
    @Test func callbacksAreLookedUpAsTheEventsCome() {
        let run = runScript("""
            local box = Layer{name='box'}
            window:addSublayer(box)
            local d = {animationDidStart = function() print('start, first') end}
            box:addAnimation(BasicAnimation{keyPath='opacity', toValue=0, duration=0.5, delegate=d}, 'a')
            d.animationDidStart = nil
            d.animationDidStop = function(anim, finished) print('stop', finished) end
            local e = {animationDidStart = function() print('never') end}
            box:addAnimation(BasicAnimation{keyPath='opacity', toValue=0, duration=0.5, delegate=e}, 'b')
            e.animationDidStart = 5
            """)
        #expect(run.errorMessage == nil)
        #expect(run.logs == ["0.5 stop\ttrue"])
    }

    /// An animation without a delegate, or with an empty one, still reports events in the trace.
    @Test func delegateFunctionsAreOptional() {
        let run = runScript("""
            local box = Layer{name='box'}
            window:addSublayer(box)
            box:addAnimation(BasicAnimation{keyPath='opacity', toValue=0, duration=0.5, delegate={}}, 'a')
            box:addAnimation(BasicAnimation{keyPath='opacity', toValue=0, duration=0.5}, 'b')
            """)
        #expect(run.errorMessage == nil)
        #expect(run.sink.eventLines == [
            "0.0 start box a", "0.0 start box b", "0.5 stop box a true", "0.5 stop box b true",
        ])
    }

    /// The run loop makes the delegate's `anim` outside any binding: with no room left under the
    /// memory limit, the run ends with the limit's error at the delegate's place, as a binding's
    /// allocation past it would — not in Lua's panic (an allocation refused outside lua_pcall).
    @Test func noRoomForTheDelegatesAnimEndsTheRunWithTheMemoryLimit() {
        var settings = ScriptSettings()
        settings.limits.memory = 64 << 20
        let (host, sink) = makeHost(settings)
        // Leaves no room at all: every allocation from now on is past the limit.
        host.setGlobal("leaveNoRoom") { host, _ in
            host.state.limits.pointee.memory_limit = 1
            return 0
        }
        let run = runScript("""
            local box = Layer{name='box'}
            window:addSublayer(box)
            box:addAnimation(BasicAnimation{keyPath='opacity', toValue=0, duration=0.5,
              delegate={animationDidStop=function(anim, finished) end}}, 'a')
            after(0.25, leaveNoRoom)
            """, on: host, sink: sink)
        #expect(run.errorMessage == "test.lua:3: memory limit exceeded: the script holds over 64 MiB (see --max-memory)")
        #expect(run.scriptError?.virtualTime == 0.5)
    }

    /// A script's delegate tables are held apart from the registry (`RefTable`), which holds
    /// every pending `after`: Lua's generational collector walks again at each minor collection
    /// every old table a new value went into.
    @Test func delegatesAreHeldApartFromTheRegistry() throws {
        let (host, _) = makeHost()
        func add(_ keys: ClosedRange<Int>) throws {
            try host.runMain(source: Array("""
                for i = \(keys.lowerBound), \(keys.upperBound) do
                  box:addAnimation(BasicAnimation{keyPath = 'opacity', toValue = 0, duration = 1,
                                                  delegate = {animationDidStop = function() end}}, 'k' .. i)
                end
                """.utf8))
        }
        try host.runMain(source: Array("box = Layer{}\nwindow:addSublayer(box)".utf8))
        try add(1...1)
        let registryLength = lua_rawlen(host.L, Lua.registry)
        try add(2...20)
        lua_rawgeti(host.L, Lua.registry, lua_Integer(host.state.delegates.tableRef))
        var held = 0
        lua_pushnil(host.L)
        while lua_next(host.L, -2) != 0 {
            if lua_type(host.L, -1) == LUA_TTABLE { held += 1 }
            lua_settop(host.L, -2)
        }
        lua_settop(host.L, -2)
        #expect(held == 20)
        #expect(lua_rawlen(host.L, Lua.registry) == registryLength)
        host.close()
    }
}
