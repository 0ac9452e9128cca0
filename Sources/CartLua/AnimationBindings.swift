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

    func basicAnimationClass() -> ClassBinding {
        let c = propertyAnimationBase("BasicAnimation")
        c.describe = { "BasicAnimation(\(($0 as! BasicAnimation).keyPath.rawValue))" }
        for (name, path) in [("fromValue", \BasicAnimation.fromValue), ("toValue", \.toValue), ("byValue", \.byValue)] {
            c.property(name, get: { _, lua, o in
                if let v = (o as! BasicAnimation)[keyPath: path] { lua.push(v) } else { lua.pushNil() }
            }, set: { _, lua, o, i throws in
                let a = o as! BasicAnimation
                a[keyPath: path] = lua.isNoneOrNil(i) ? nil : try lua.value(i, kind: a.keyPath.kind)
            })
        }
        return c
    }

    func keyframeAnimationClass() -> ClassBinding {
        let c = propertyAnimationBase("KeyframeAnimation")
        c.describe = { "KeyframeAnimation(\(($0 as! KeyframeAnimation).keyPath.rawValue))" }
        c.property("values", get: { _, lua, o in
            guard let vs = (o as! KeyframeAnimation).values else { lua.pushNil(); return }
            lua.newTable(narr: Int32(vs.count))
            for (k, v) in vs.enumerated() { lua.push(v); lua.setIndex(-2, k + 1) }
        }, set: { _, lua, o, i throws in
            let a = o as! KeyframeAnimation
            if lua.isNoneOrNil(i) { a.values = nil; return }
            guard lua.type(i) == LUA_TTABLE else { throw Mismatch(message: "table of values expected, got \(lua.valueTypeName(i))") }
            var vs: [Value] = []
            let t = lua.absIndex(i)
            for k in 0..<lua.rawLength(t) {
                lua.getIndex(t, k + 1)
                defer { lua.pop() }
                do { vs.append(try lua.value(lua.top, kind: a.keyPath.kind)) } catch {
                    throw Mismatch(message: "values[\(k + 1)]: \(error.message)")
                }
            }
            a.values = vs
        })
        for (name, path) in [("keyTimes", \KeyframeAnimation.keyTimes), ("tensionValues", \.tensionValues),
                             ("continuityValues", \.continuityValues), ("biasValues", \.biasValues)] {
            c.property(name, get: { _, lua, o in
                guard let xs = (o as! KeyframeAnimation)[keyPath: path] else { lua.pushNil(); return }
                lua.newTable(narr: Int32(xs.count))
                for (k, x) in xs.enumerated() { lua.push(x); lua.setIndex(-2, k + 1) }
            }, set: { _, lua, o, i throws in
                let a = o as! KeyframeAnimation
                if lua.isNoneOrNil(i) { a[keyPath: path] = nil; return }
                do { a[keyPath: path] = try lua.checkNumberArray(i) } catch let e as BindingError { throw Mismatch(e) } catch { throw Mismatch(message: error.message) }
            })
        }
        c.property("timingFunctions", get: { host, lua, o in
            guard let fs = (o as! KeyframeAnimation).timingFunctions else { lua.pushNil(); return }
            lua.newTable(narr: Int32(fs.count))
            for (k, f) in fs.enumerated() { host.pushObject(TimingFunctionBox(f), lua); lua.setIndex(-2, k + 1) }
        }, set: { host, lua, o, i throws in
            let a = o as! KeyframeAnimation
            if lua.isNoneOrNil(i) { a.timingFunctions = nil; return }
            guard lua.type(i) == LUA_TTABLE else { throw Mismatch(message: "table of timing functions expected, got \(lua.valueTypeName(i))") }
            let t = lua.absIndex(i)
            var fs: [TimingFunction] = []
            for k in 0..<lua.rawLength(t) {
                lua.getIndex(t, k + 1)
                defer { lua.pop() }
                do { fs.append(try host.timingFunction(lua, lua.top)) } catch {
                    throw Mismatch(message: "timingFunctions[\(k + 1)]: \(error.message)")
                }
            }
            a.timingFunctions = fs
        })
        c.property("path", get: { host, lua, o in
            guard let p = (o as! KeyframeAnimation).path else { lua.pushNil(); return }
            let box = PathBox()
            box.path = p
            host.pushObject(box, lua)
        }, set: { host, lua, o, i throws in
            let a = o as! KeyframeAnimation
            if lua.isNoneOrNil(i) { a.path = nil; return }
            guard let box = host.object(lua, i, classNames: ["Path"]) as? PathBox else {
                throw Mismatch(message: "Path expected, got \(lua.valueTypeName(i))")
            }
            a.path = box.path
        })
        c.choice("calculationMode", KeyframeAnimation.self, KeyframeAnimation.CalculationMode.self,
                 get: { $0.calculationMode }, set: { $0.calculationMode = $1 ?? .linear })
        c.choice("rotationMode", KeyframeAnimation.self, KeyframeAnimation.RotationMode.self, optional: true,
                 get: { $0.rotationMode }, set: { $0.rotationMode = $1 })
        return c
    }

    func animationGroupClass() -> ClassBinding {
        let c = animationBase("AnimationGroup")
        c.describe = { "AnimationGroup(\(($0 as! AnimationGroup).animations.count) animations)" }
        c.property("animations", get: { host, lua, o in
            let children = (o as! AnimationGroup).animations
            lua.newTable(narr: Int32(children.count))
            for (k, a) in children.enumerated() { host.pushObject(a, lua); lua.setIndex(-2, k + 1) }
        }, set: { host, lua, o, i throws in
            let g = o as! AnimationGroup
            if lua.isNoneOrNil(i) { g.animations = []; return }
            guard lua.type(i) == LUA_TTABLE else { throw Mismatch(message: "table of animations expected, got \(lua.valueTypeName(i))") }
            let t = lua.absIndex(i)
            var children: [Animation] = []
            for k in 0..<lua.rawLength(t) {
                lua.getIndex(t, k + 1)
                defer { lua.pop() }
                guard let a = host.object(lua, lua.top, classNames: LuaHost.animationClasses) as? Animation else {
                    throw Mismatch(message: "animations[\(k + 1)]: animation expected, got \(lua.valueTypeName(lua.top))")
                }
                guard a !== g else { throw Mismatch(message: "animations[\(k + 1)]: a group cannot contain itself") }
                if let inner = a as? AnimationGroup, LuaHost.contains(inner, g) {
                    throw Mismatch(message: "animations[\(k + 1)]: that group already contains this one")
                }
                children.append(a)
            }
            g.animations = children
        })
        return c
    }

    /// Whether `group` holds `target` at any depth (groups must not contain themselves).
    static func contains(_ group: AnimationGroup, _ target: AnimationGroup) -> Bool {
        group.animations.contains { a in
            a === target || ((a as? AnimationGroup).map { contains($0, target) } ?? false)
        }
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

    /// The three animation constructors.
    func installConstructors() {
        setGlobal("Layer") { host, lua throws in
            var name: String?
            if !lua.isNoneOrNil(1) {
                try lua.checkTable(1)
                let t = lua.getField(1, "name")
                defer { lua.pop() }
                if t != LUA_TNIL {
                    guard let n = lua.string(-1) else { throw BindingError.argument(1, "option 'name': string expected, got \(lua.valueTypeName(-1))") }
                    name = n
                }
            }
            let layer = host.scene.makeLayer(name: name)
            if !lua.isNoneOrNil(1) {
                try host.classes["Layer"]!.applyOptions(host, lua, to: layer, table: 1, arg: 1, skip: ["name"])
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
                lua.getField(1, "keyPath")
                guard !lua.isNoneOrNil(-1) else { throw BindingError.argument(1, "\(name) needs a keyPath (e.g. keyPath = \"position\")") }
                let keyPath: KeyPath
                do { keyPath = try host.checkKeyPath(lua, lua.top) } catch {
                    throw BindingError.argument(1, "option 'keyPath': \(error.message)")
                }
                lua.pop()
                let anim = make(keyPath)
                try host.classes[name]!.applyOptions(host, lua, to: anim, table: 1, arg: 1, skip: ["keyPath"])
                host.pushObject(anim, lua)
                return 1
            }
        }
        setGlobal("AnimationGroup") { host, lua throws in
            let g = AnimationGroup()
            if !lua.isNoneOrNil(1) {
                try lua.checkTable(1)
                try host.classes["AnimationGroup"]!.applyOptions(host, lua, to: g, table: 1, arg: 1)
            }
            host.pushObject(g, lua)
            return 1
        }
    }
}
