import CLua
import CartAnimation
import CartRun

/// The Swift half of `expect` (CONTRACT.md "Expectations"): the private functions the Lua half
/// (Prelude/expect.lua) is built on — where the script's `expect` call is, recording a check,
/// checks on the virtual clock, the event log — over the run-time state in `ExpectRuntime`, and
/// the end-of-run step a command calls.
extension LuaHost {
    /// The prelude's `loadexpect_()` (the first time a script touches `expect`): pushes the
    /// expect chunk, compiled now, then `ready_`, which keeps the finish and sweep functions the
    /// chunk returns in the registry, then the private functions the chunk is run with.
    func loadExpectChunk(_ lua: Lua) throws -> Int32 {
        lua.setTop(0)
        // Our own chunk: only running out of memory stops it compiling.
        do { try load(.expect, on: lua) } catch { throw BindingError.message(error.message) }
        // ready_(finish, sweep)
        pushFunction(lua) { host, lua throws in
            guard lua.type(1) == LUA_TFUNCTION, lua.type(2) == LUA_TFUNCTION else {
                preconditionFailure("cartlua expect chunk must return its finish and sweep functions")
            }
            lua.setTop(2)
            host.expect.takeFunctions(lua)
            return 0
        }
        pushCheckFunctions(lua)
        pushSceneFunctions(lua)
        return 9
    }

    /// `where_`, `record_`, `at_` and `watch_`: the place of a check, its result, and checks on
    /// the virtual clock.
    private func pushCheckFunctions(_ lua: Lua) {
        // where_() → file, line of the script's call (nil when no script frame is on the stack).
        pushFunction(lua) { host, lua throws in
            guard let (file, line) = host.scriptLocation(lua) else { return 0 }
            lua.push(file)
            lua.push(line)
            return 2
        }
        // record_(passed, expected, actual, message, file, line) → passed
        pushFunction(lua) { host, lua throws in
            let passed = lua.bool(1)
            let expected = try lua.checkString(2), actual = try lua.checkString(3)
            let message = try lua.optString(4)
            var file = try lua.optString(5), line = try lua.optNumber(6).map { Int($0) }
            if file == nil || line == nil {
                let here = host.scriptLocation(lua)
                file = here?.file ?? host.options.scriptPath
                line = here?.line ?? 0
            }
            host.expectations.record(passed: passed, Expectations.Failure(
                file: file ?? host.options.scriptPath, line: line ?? 0, time: host.runner.currentTime,
                expected: expected, actual: actual, message: message))
            lua.setTop(0)
            lua.push(passed)
            return 1
        }
        // at_(t, fn): fn runs at virtual time t, after that instant's events, silently.
        pushFunction(lua) { host, lua throws in
            let t = try lua.checkNumber(1)
            try lua.checkFunction(2)
            lua.setTop(2)
            host.expect.scheduleCheck(lua, at: t)
            lua.setTop(0)
            return 0
        }
        // watch_(active): whether events should trigger a sweep of `expect.within` watchers.
        pushFunction(lua) { host, lua throws in
            host.expect.sweepActive = lua.bool(1)
            return 0
        }
    }

    /// `events_`, `layer_` and `name_`: what the checks look at.
    private func pushSceneFunctions(_ lua: Lua) {
        // events_() → the event log as {t=, event=, layer=, key=, finished=} tables.
        pushFunction(lua) { host, lua throws in
            let log = host.expectations.log
            lua.newTable(narr: Int32(min(log.count, 1 << 20)))
            var i = 0
            log.forEach { e in
                lua.newTable(nrec: 5)
                lua.push(e.time); lua.setField(-2, "t")
                lua.push(e.name); lua.setField(-2, "event")
                if let l = e.layer { lua.push(l); lua.setField(-2, "layer") }
                if let k = e.key { lua.push(k); lua.setField(-2, "key") }
                if let f = e.finished { lua.push(f); lua.setField(-2, "finished") }
                i += 1
                lua.setIndex(-2, i)
            }
            return 1
        }
        // layer_(name) → the layer of the window's tree with that trace name, or nil.
        pushFunction(lua) { host, lua throws in
            let name = try lua.checkString(1)
            var found: Layer?
            host.scene.window.forEachInTree { l in
                if found == nil && l.displayName == name { found = l }
            }
            guard let found else { return 0 }
            host.pushObject(found, lua)
            return 1
        }
        // name_(layer) → its trace name, whether it is in the window's tree.
        pushFunction(lua) { host, lua throws in
            let layer = try host.checkLayer(lua, 1)
            lua.push(layer.displayName)
            lua.push(layer.isInWindow)
            return 2
        }
    }

    /// The file and line of the innermost Lua function on `lua`'s stack that is not cartlua's
    /// own Lua code (C functions such as `pcall` are skipped too): the script's `expect` call.
    /// lua_getstack and lua_getinfo("Sl") do not raise.
    func scriptLocation(_ lua: Lua) -> (file: String, line: Int)? {
        var ar = lua_Debug()
        var level: Int32 = 1
        while lua_getstack(lua.L, level, &ar) != 0 {
            level += 1
            guard lua_getinfo(lua.L, "Sl", &ar) != 0, ar.currentline > 0, let source = ar.source else { continue }
            let s = String(cString: source)
            if s.hasPrefix("=cartlua") { continue }
            if s.hasPrefix("@") || s.hasPrefix("=") { return (String(s.dropFirst()), Int(ar.currentline)) }
            // A chunk made by `load` from a string: Lua's own short name, [string "…"].
            let short = withUnsafeBytes(of: &ar.short_src) { raw -> String in
                let bytes = raw.prefix { $0 != 0 }
                return String(decoding: bytes, as: UTF8.self)
            }
            return (short, Int(ar.currentline))
        }
        return nil
    }

    /// Makes the end-of-run checks: `expect.event` and `expect.order` against the whole event
    /// log, and a failure for each `expect.at` that never ran and each `expect.within` span the
    /// run did not reach the end of (the run stopped early: `--until` or the time cap). Call it
    /// once the run has ended normally; later calls do nothing. Throws `ScriptError` if the
    /// checks themselves fail to run.
    public func finishExpectations() throws {
        try expect.finish()
    }
}
