import CartAnimation
import CartRun
import CartTestSupport
import Testing
@testable import CartLua

/// Every Swift object a script makes is held by its Lua userdata; closing the Lua state (by
/// `close()` or in the host's deinit) releases them all, and nothing holds the host itself.
@Suite struct LifetimeTests {
    /// Weak references to what a run made.
    final class Watched {
        weak var host: LuaHost?
        weak var scene: Scene?
        weak var runner: Runner?
        weak var layer: Layer?
        weak var copy: Animation?
        weak var delegate: LuaDelegate?
        /// Objects only Lua knew: the animation before `addAnimation` copied it, a path, a timing
        /// function, a timer, a layer outside the window.
        var luaOnly: [Weak] = []

        var alive: [String] {
            var names: [String] = []
            if host != nil { names.append("host") }
            if scene != nil { names.append("scene") }
            if runner != nil { names.append("runner") }
            if layer != nil { names.append("layer") }
            if copy != nil { names.append("copy") }
            if delegate != nil { names.append("delegate") }
            for w in luaOnly where w.object != nil { names.append(w.name) }
            return names
        }
    }

    final class Weak {
        let name: String
        weak var object: AnyObject?
        init(_ name: String, _ object: AnyObject?) {
            self.name = name
            self.object = object
        }
    }

    static let script = """
        local box = Layer{name = 'box'}
        window:addSublayer(box)
        -- The delegate and the timer refer back to the layer: Lua holds a cycle through Swift.
        local anim = BasicAnimation{keyPath = 'opacity', toValue = 0, duration = 5,
                                    delegate = {animationDidStop = function() print(box) end}}
        box:addAnimation(anim, 'fade')
        keep('anim', anim); keep('path', Path():moveTo(0, 0)); keep('timing', TimingFunction('easeIn'))
        keep('timer', after(100, function() print(box) end)); keep('orphan', Layer{name = 'orphan'})
        """

    /// Runs the script to t = 1 (the animation still attached) and returns weak references to
    /// what it made; `close` says whether to call `close()` before letting go of the host.
    func run(close: Bool, check: (LuaHost, Watched) -> Void = { _, _ in }) -> Watched {
        let watched = Watched()
        var settings = ScriptSettings()
        settings.until = 1
        let (host, sink) = makeHost(settings)
        host.setGlobal("keep") { host, lua in
            let object = host.object(lua, 2, kinds: ClassRegistry.Kinds(Array(host.classes.keys)))
            watched.luaOnly.append(Weak(lua.string(1) ?? "?", object))
            return 0
        }
        let result = runScript(LifetimeTests.script, on: host, sink: sink)
        #expect(result.errorMessage == nil)
        watched.host = host
        watched.scene = host.scene
        watched.runner = host.runner
        watched.layer = host.scene.window.sublayers.first
        watched.copy = watched.layer?.animation(forKey: "fade")
        watched.delegate = watched.copy?.delegate as? LuaDelegate
        #expect(watched.alive == ["host", "scene", "runner", "layer", "copy", "delegate",
                                  "anim", "path", "timing", "timer", "orphan"])
        if close {
            host.close()
            check(host, watched)
        }
        return watched
    }

    @Test func closeReleasesWhatOnlyLuaHeld() {
        _ = run(close: true) { host, watched in
            // The scene still holds the window tree and its attached copy; Lua's objects are gone.
            #expect(watched.alive == ["host", "scene", "runner", "layer", "copy", "delegate"])
            // A closed host ignores late callbacks instead of touching a closed state.
            #expect(throws: Never.self) { try host.performDelayedCall(token: 1) }
        }
    }

    @Test func everythingIsReleasedAfterClose() {
        #expect(run(close: true).alive == [])
    }

    /// Garbage collection runs during allocations, inside bindings too: finalizers (the one
    /// binding allowed to run inside another) release objects while the script makes more.
    @Test func collectingWhileBindingsRun() {
        let run = runScript("""
            local keep = Layer{name = 'k'}
            window:addSublayer(keep)
            for i = 1, 5000 do
              local p = Path():moveTo(i, 1):lineTo(1, i)
              keep:addAnimation(BasicAnimation{keyPath = 'opacity', toValue = 0, timingFunction = TimingFunction('easeIn'),
                                               delegate = {}}, 'x')
            end
            print(keep:animation('x') == keep:animation('x'), window.sublayers[1] == keep, #keep:animationKeys())
            """)
        #expect(run.errorMessage == nil)
        #expect(run.messages == ["true\ttrue\t1"])
    }

    /// Without `close()`, the host's deinit closes the Lua state.
    @Test func deinitClosesTheState() {
        #expect(run(close: false).alive == [])
    }
}
