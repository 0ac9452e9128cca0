import CLua
import CartAnimation

/// `BasicAnimation{…}`, `KeyframeAnimation{…}`, `AnimationGroup{…}` with the media timing and
/// property options of CONTRACT.md, under Core Animation's names.
extension LuaHost {
    /// What every animation has: CAMediaTiming, timingFunction, removedOnCompletion, delegate.
    func animationBase(_ name: String) -> ClassBinding {
        let c = ClassBinding(name: name)
        c.number("duration", Animation.self, get: { $0.duration }, set: { $0.duration = $1 })
        c.number("beginTime", Animation.self, get: { $0.beginTime }, set: { $0.beginTime = $1 })
        c.number("timeOffset", Animation.self, get: { $0.timeOffset }, set: { $0.timeOffset = $1 })
        c.number("speed", Animation.self, get: { Double($0.speed) }, set: { $0.speed = Float($1) })
        c.number("repeatCount", Animation.self, infinite: true, nonNegative: true,
                 get: { Double($0.repeatCount) }, set: { $0.repeatCount = Float($1) })
        c.number("repeatDuration", Animation.self, infinite: true, nonNegative: true,
                 get: { $0.repeatDuration }, set: { $0.repeatDuration = $1 })
        c.bool("autoreverses", Animation.self, get: { $0.autoreverses }, set: { $0.autoreverses = $1 })
        c.choice("fillMode", Animation.self, FillMode.self, get: { $0.fillMode }, set: { $0.fillMode = $1 ?? .removed })
        c.property("timingFunction", get: { host, lua, o in
            if let f = (o as! Animation).timingFunction { host.pushObject(TimingFunctionBox(f), lua) } else { lua.pushNil() }
        }, set: { host, lua, o, i throws in
            (o as! Animation).timingFunction = lua.isNoneOrNil(i) ? nil : try host.timingFunction(lua, i)
        })
        c.bool("removedOnCompletion", Animation.self, get: { $0.removedOnCompletion }, set: { $0.removedOnCompletion = $1 })
        c.property("delegate", get: { _, lua, o in
            if let d = (o as! Animation).delegate as? LuaDelegate { lua_rawgeti(lua.L, Lua.registry, lua_Integer(d.ref)) }
            else { lua.pushNil() }
        }, set: { host, lua, o, i throws in
            (o as! Animation).delegate = try host.delegate(lua, i)
        })
        return c
    }

    /// keyPath, additive, cumulative.
    func propertyAnimationBase(_ name: String) -> ClassBinding {
        let c = animationBase(name)
        c.property("keyPath", get: { _, lua, o in lua.push((o as! PropertyAnimation).keyPath.rawValue) })
        c.bool("additive", PropertyAnimation.self, get: { $0.additive }, set: { $0.additive = $1 })
        c.bool("cumulative", PropertyAnimation.self, get: { $0.cumulative }, set: { $0.cumulative = $1 })
        return c
    }

    /// A delegate table (or nil), kept in the registry while the animation holds it.
    func delegate(_ lua: Lua, _ i: Int32) throws -> LuaDelegate? {
        if lua.isNoneOrNil(i) { return nil }
        guard lua.type(i) == LUA_TTABLE else {
            throw Mismatch(message: "delegate table expected (with animationDidStart/animationDidStop), got \(lua.valueTypeName(i))")
        }
        let t = lua.absIndex(i)
        for name in ["animationDidStart", "animationDidStop"] {
            let ty = lua.getField(t, name)
            lua.pop()
            guard ty == LUA_TNIL || ty == LUA_TFUNCTION else {
                throw Mismatch(message: "delegate.\(name) must be a function")
            }
        }
        // A misspelt callback would silently never run.
        lua.pushNil()
        while lua_next(lua.L, t) != 0 {
            lua.pop()
            if let k = lua.string(-1), k.hasPrefix("animation"), k != "animationDidStart", k != "animationDidStop" {
                lua.pop()
                throw Mismatch(message: "delegate has '\(k)': did you mean 'animationDidStart' or 'animationDidStop'?")
            }
        }
        lua.pushValue(t)
        return LuaDelegate(host: self, ref: luaL_ref(lua.L, Lua.registry))
    }

    /// The constructors: `Layer`, `Path`, `TimingFunction` and the three animations. Option
    /// names are checked before anything else.
    func installConstructors() {
        setGlobal("Layer") { host, lua throws in
            var name: String?
            if !lua.isNoneOrNil(1) {
                try lua.checkTable(1)
                try host.binding("Layer").checkOptionNames(lua, table: 1, arg: 1, skip: ["name"])
                let t = lua.getField(1, "name")
                defer { lua.pop() }
                if t != LUA_TNIL {
                    guard let n = lua.string(-1) else { throw BindingError.argument(1, "option 'name': string expected, got \(lua.valueTypeName(-1))") }
                    name = n
                }
            }
            let layer = host.scene.makeLayer(name: name)
            if !lua.isNoneOrNil(1) {
                try host.binding("Layer").applyOptions(host, lua, to: layer, table: 1, arg: 1, skip: ["name"])
            }
            host.pushObject(layer, lua)
            return 1
        }
        setGlobal("Path") { host, lua throws in
            host.pushObject(PathBox(), lua)
            return 1
        }
        setGlobal("TimingFunction") { host, lua throws in try host.makeTimingFunction(lua) }
        for (name, make) in [("BasicAnimation", { BasicAnimation(keyPath: $0) as PropertyAnimation }),
                             ("KeyframeAnimation", { KeyframeAnimation(keyPath: $0) as PropertyAnimation })] {
            setGlobal(name) { host, lua throws in
                try lua.checkTable(1)
                try host.binding(name).checkOptionNames(lua, table: 1, arg: 1, skip: ["keyPath"])
                lua.getField(1, "keyPath")
                guard !lua.isNoneOrNil(-1) else { throw BindingError.argument(1, "\(name) needs a keyPath (e.g. keyPath = \"position\")") }
                let keyPath: KeyPath
                do { keyPath = try host.checkKeyPath(lua, lua.top) } catch {
                    throw BindingError.argument(1, "option 'keyPath': \(error.message)")
                }
                lua.pop()
                let anim = make(keyPath)
                try host.binding(name).applyOptions(host, lua, to: anim, table: 1, arg: 1, skip: ["keyPath"])
                host.pushObject(anim, lua)
                return 1
            }
        }
        setGlobal("AnimationGroup") { host, lua throws in
            let g = AnimationGroup()
            if !lua.isNoneOrNil(1) {
                try lua.checkTable(1)
                try host.binding("AnimationGroup").applyOptions(host, lua, to: g, table: 1, arg: 1)
            }
            host.pushObject(g, lua)
            return 1
        }
    }

    /// The installed binding of class `name` (installed by `installEnvironment`, before any
    /// script runs).
    func binding(_ name: String) -> ClassBinding {
        guard let c = classes[name] else { preconditionFailure("cartlua: class \(name) is not installed") }
        return c
    }
}
