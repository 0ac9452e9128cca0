import CLua
import CartAnimation
import CartRun

/// `after(seconds, fn)` (dispatch_after on the virtual clock, returns a handle with
/// `:cancel()`) and `now()`.
extension LuaHost {
    static func timerClass() -> BoundClass<TimerBox> {
        let c = BoundClass<TimerBox>(name: "Timer")
        c.doc = "The handle `after` returns."
        // `after` gives a spec (cartlua_TimerSpec): its TimerBox is made when the script uses it.
        c.objectFromSpec = { _, lua, u in
            let t = lua_touserdata(lua.L, u).load(as: cartlua_TimerSpec.self)
            return TimerBox(id: Int(t.call), ref: Int32(t.ref))
        }
        c.specObjectIsCached = false
        c.describe { "Timer(\($0.id))" }
        c.method("cancel", doc: "Stops the call if it has not run; true if it had not.",
                 returns: [LuaParam("cancelled", "boolean")]) { host, lua, t throws in
            let cancelled = host.runner.cancel(t.id)
            if cancelled {
                luaL_unref(lua.L, Lua.registry, t.ref)
                host.callSites.remove(ref: t.ref)
            }
            lua.push(cancelled)
            return 1
        }
        return c
    }

    func installClockFunctions() {
        setGlobal("after") { host, lua throws in
            let seconds = try lua.checkNumber(1)
            guard !seconds.isNaN else { throw BindingError.argument(1, "number expected, got nan") }
            try lua.checkFunction(2)
            guard host.runner.pendingCallCount < host.options.limits.pendingCalls else {
                throw BindingError.message("delayed-call limit exceeded: \(host.options.limits.pendingCalls) calls pending (see --max-pending-calls)")
            }
            lua.setTop(2)
            let site = host.state.sharedCallerPosition(lua)
            let ref = luaL_ref(lua.L, Lua.registry)
            host.callSites.insert(ref: ref, site: site)
            // A negative delay runs at once, as dispatch_after does.
            let id = host.runner.schedule(after: seconds, token: Int(ref))
            // A spec, pushed once and never again: no object, no finalizer and no entry in the
            // object cache until the script uses it (a pending call's handle is all most scripts
            // drop at once, and 100,000 of them held megabytes).
            let timerClass = host.timerBinding ?? host.binding("Timer", lua)
            host.timerBinding = timerClass
            lua_newuserdatauv(lua.L, MemoryLayout<cartlua_TimerSpec>.size, 0)
                .storeBytes(of: cartlua_TimerSpec(object: nil, id: 0, call: lua_Integer(id), ref: lua_Integer(ref)),
                            as: cartlua_TimerSpec.self)
            lua_rawgeti(lua.L, Lua.registry, lua_Integer(timerClass.specMetatableRef))
            lua_setmetatable(lua.L, -2)
            // Pending calls are what grows a script's heap while its top level runs (100,000
            // closures): the collector's pause follows the heap as it grows (CollectorPace), or
            // the 3× a small heap starts with would let it triple before the next cycle.
            host.state.paceCollector()
            lua_rotate(lua.L, 1, -1)
            lua.setTop(1)
            return 1
        }
        setGlobal("now") { host, lua throws in
            lua.push(host.runner.currentTime)
            return 1
        }
    }

    /// `after`, `now` and `param` for editors (`cartlua types`).
    static var clockDocs: [GlobalDoc] {
        [
            .function("after", "Calls `fn` `seconds` from now on the virtual clock (dispatch_after).",
                      params: [LuaParam("seconds", "number"), LuaParam("fn", "fun()")],
                      returns: [LuaParam("timer", "Timer", "`timer:cancel()` stops it")]),
            .function("now", "The virtual time in seconds (0 when the script starts).", returns: [LuaParam("t", "number")]),
            .function("param", "A tweakable value: `--set name=value` overrides `default`, parsed to its type.",
                      params: [LuaParam("name", "string"), LuaParam("default", "T"), LuaParam("help", "string?")],
                      returns: [LuaParam("value", "T")], generic: "T: number|string|boolean"),
        ]
    }

    /// `param(name, default [, help])`: the `--set` value parsed to the default's type, else the
    /// default.
    func installParamFunction() {
        setGlobal("param") { host, lua throws in
            let name = try lua.checkString(1)
            let def: ParamValue
            switch lua.type(2) {
            case LUA_TNUMBER: def = lua.integer(2).map(ParamValue.integer) ?? .number(lua.number(2) ?? 0)
            case LUA_TSTRING: def = .string(lua.string(2) ?? "")
            case LUA_TBOOLEAN: def = .bool(lua.bool(2))
            default: throw BindingError.type(lua, 2, expected: "number, string or boolean default")
            }
            let help = try lua.optString(3)
            if let existing = host.params.first(where: { $0.name == name }) {
                host.pushParam(existing.value, lua)
                return 1
            }
            var value = def
            if let raw = host.options.overrides.last(where: { $0.name == name })?.value {
                switch LuaHost.override(raw, name: name, like: def) {
                case .success(let v): value = v
                case .failure(let e):
                    // The script runs on with the default (nothing is written before the main
                    // chunk ends), so every param is declared for the usage message.
                    host.usageErrors.append(e.message)
                }
            }
            host.params.append(DeclaredParam(name: name, defaultValue: def, value: value, help: help))
            host.pushParam(value, lua)
            return 1
        }
    }

    func pushParam(_ v: ParamValue, _ lua: Lua) {
        switch v {
        case .integer(let i): lua_pushinteger(lua.L, lua_Integer(i))
        case .number(let x): lua.push(x)
        case .string(let s): lua.push(s)
        case .bool(let b): lua.push(b)
        }
    }

    /// `--set name=raw` for a param whose default is `def`: the value, or the usage error that
    /// says what type the param takes (also `cartlua preview`'s answer to a bad control value).
    public static func override(_ raw: String, name: String, like def: ParamValue) -> Result<ParamValue, UsageError> {
        if let v = parse(raw, like: def) { return .success(v) }
        let article = def.typeName == "integer" ? "an" : "a"
        return .failure(UsageError(message: "--set \(name)=\(raw): '\(name)' is \(article) \(def.typeName) param (default \(def))"))
    }

    /// A `--set` string as a value of the default's type; nil when it is not one.
    static func parse(_ raw: String, like def: ParamValue) -> ParamValue? {
        switch def {
        case .integer: return Int64(raw).map(ParamValue.integer)
        case .number:
            guard let x = Double(raw), x.isFinite else { return nil }
            return .number(x)
        case .string: return .string(raw)
        case .bool:
            switch raw {
            case "true", "yes", "1": return .bool(true)
            case "false", "no", "0": return .bool(false)
            default: return nil
            }
        }
    }
}
