import CLua
import CartAnimation

/// A Bézier path as scripts see it: a mutable object (`p:moveTo(…)` changes it).
final class PathBox {
    var path = BezierPath()
    /// Bytes of its elements charged to the script (HostBudget.swift).
    var charged = 0
}

/// A timing function object (`TimingFunction("easeIn")`).
final class TimingFunctionBox {
    let function: TimingFunction
    init(_ f: TimingFunction) { function = f }
}

/// The handle `after` returns: `:cancel()` stops the call.
final class TimerBox {
    let id: Int
    let ref: Int32
    init(id: Int, ref: Int32) {
        self.id = id
        self.ref = ref
    }
}

/// Swift objects as full userdata: each holds one retained reference, released by `__gc`.
/// A registry table with weak values maps each object to its userdata, so one object is always
/// the same Lua value (`anim == layer:animation("group")` holds while the script keeps it).
extension LuaHost {
    static let objectCacheKey = "cartlua.objects"

    /// The metatable name for an object's type.
    static func className(of object: AnyObject) -> String {
        switch object {
        case is TextLayer: return "TextLayer"
        case is Layer: return "Layer"
        case is PathBox: return "Path"
        case is TimingFunctionBox: return "TimingFunction"
        case is KeyframeAnimation: return "KeyframeAnimation"
        case is SpringAnimation: return "SpringAnimation"
        case is BasicAnimation: return "BasicAnimation"
        case is AnimationGroup: return "AnimationGroup"
        case is TimerBox: return "Timer"
        default: return "Animation"
        }
    }

    /// Pushes the userdata for `object`, making it on first use.
    func pushObject(_ object: AnyObject, _ lua: Lua) {
        let key = Unmanaged.passUnretained(object).toOpaque()
        lua.getField(Lua.registry, LuaHost.objectCacheKey)
        if lua_rawgetp(lua.L, -1, key) == LUA_TUSERDATA {
            lua_rotate(lua.L, -2, -1)
            lua.pop()
            return
        }
        lua.pop()
        let className = LuaHost.className(of: object)
        ensureClass(className, lua)
        let slot = cartlua_newuserdata(lua.L, MemoryLayout<UnsafeMutableRawPointer?>.size)!
        slot.storeBytes(of: Unmanaged.passRetained(object).toOpaque(), as: UnsafeMutableRawPointer?.self)
        luaL_setmetatable(lua.L, className)
        lua.pushValue(-1)
        lua_rawsetp(lua.L, -3, key)
        lua_rotate(lua.L, -2, -1)
        lua.pop()
        charge(LuaHost.footprint(of: object))
    }

    /// The object of userdata `i` if its metatable is one of `classNames`.
    func object(_ lua: Lua, _ i: Int32, classNames: [String]) -> AnyObject? {
        guard lua.type(i) == LUA_TUSERDATA, lua_getmetatable(lua.L, i) != 0 else { return nil }
        let mt = lua_topointer(lua.L, -1)
        lua.pop()
        guard classNames.contains(where: { metatables[$0] == mt }),
              let slot = lua_touserdata(lua.L, i),
              let raw = slot.load(as: UnsafeMutableRawPointer?.self)
        else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Argument `i` as an object of type `T`, or Lua's "<what> expected, got <type>".
    func check<T: AnyObject>(_ lua: Lua, _ i: Int32, _: T.Type, _ what: String,
                             classNames: [String]) throws -> T {
        guard let o = object(lua, i, classNames: classNames) as? T else { throw BindingError.type(lua, i, expected: what) }
        return o
    }

    static let layerClasses = ["Layer", "TextLayer"]
    static let animationClasses = ["BasicAnimation", "KeyframeAnimation", "AnimationGroup", "SpringAnimation"]

    func checkLayer(_ lua: Lua, _ i: Int32) throws -> Layer {
        try check(lua, i, Layer.self, "Layer", classNames: LuaHost.layerClasses)
    }

    func checkAnimation(_ lua: Lua, _ i: Int32) throws -> Animation {
        try check(lua, i, Animation.self, "animation", classNames: LuaHost.animationClasses)
    }

    /// Every class scripts can meet, by name.
    static let classNames = ["Layer", "TextLayer", "Path", "TimingFunction", "BasicAnimation", "KeyframeAnimation",
                             "SpringAnimation", "AnimationGroup", "Timer"]

    /// The binding of class `name`, made now.
    func makeClass(_ name: String) -> ClassBinding? {
        switch name {
        case "Layer": return layerClass()
        case "TextLayer": return textLayerClass()
        case "Path": return pathClass()
        case "TimingFunction": return timingFunctionClass()
        case "BasicAnimation": return basicAnimationClass()
        case "KeyframeAnimation": return keyframeAnimationClass()
        case "SpringAnimation": return springAnimationClass()
        case "AnimationGroup": return animationGroupClass()
        case "Timer": return timerClass()
        default: return nil
        }
    }

    /// The binding of class `name`, made and its metatable installed (from `lua`, the running
    /// thread) the first time it is needed: a run pays only for the classes its script uses —
    /// making all eight took a fifth of an empty script's start-up. Before a class is installed
    /// no userdata can have its metatable, so `object(_:_:classNames:)` rightly finds none.
    @discardableResult
    func ensureClass(_ name: String, _ lua: Lua) -> ClassBinding? {
        if let c = classes[name] { return c }
        guard let c = makeClass(name) else { return nil }
        installClass(c, lua)
        return c
    }

    /// Every class, installed (`cartlua types`, tests).
    var allClasses: [String: ClassBinding] {
        for name in LuaHost.classNames { ensureClass(name, lua) }
        return classes
    }

    /// Makes the metatable of a class: `__index` (methods, then property getters), `__newindex`
    /// (property setters), `__gc`, `__tostring`, `__name`.
    func installClass(_ c: ClassBinding, _ lua: Lua) {
        classes[c.name] = c
        let L = lua.L
        // Called from inside bindings too: room for what is pushed here.
        lua_checkstack(L, 8)
        luaL_newmetatable(L, c.name)
        metatables[c.name] = lua_topointer(L, -1)
        let mt = lua.top
        let own = lua_topointer(L, -1)
        // Methods live in a plain table __index looks in first, in C (shim.h).
        lua.newTable(nrec: Int32(c.methods.count))
        for (name, body) in c.methods {
            let className = c.name
            pushFunction(lua) { host, lua throws in
                guard let raw = cartlua_instance(lua.L, 1, own) else { throw BindingError.type(lua, 1, expected: className) }
                return try body(host, lua, Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue())
            }
            lua.setField(-2, name)
        }
        let methods = luaL_ref(L, Lua.registry)
        // Properties by slot: a table of name → slot (1, 2, …) in an upvalue of __index and
        // __newindex, so a property's read or write makes no Swift string and hashes nothing.
        let slots = c.propertyNames.compactMap { name in c.properties[name].map { (name: name, property: $0) } }
        let getters = slots.map(\.property.get), setters = slots.map(\.property.set)
        let notesChanges = slots.map(\.property.changesScene)
        lua.newTable(nrec: Int32(slots.count))
        for (k, slot) in slots.enumerated() {
            lua.push(k + 1)
            lua.setField(-2, slot.name)
        }
        // Shared with constructors' options (ClassBinding.checkOptions), with slot → name.
        c.slotsRef = luaL_ref(L, Lua.registry)
        lua.newTable(narr: Int32(slots.count))
        for (k, slot) in slots.enumerated() {
            lua.push(slot.name)
            lua.setIndex(-2, k + 1)
        }
        c.namesRef = luaL_ref(L, Lua.registry)
        lua_rawgeti(L, Lua.registry, lua_Integer(methods))
        lua_rawgeti(L, Lua.registry, lua_Integer(c.slotsRef))
        functions.append { host, lua, _ throws in
            // The common case first: a property with a getter, on an object of this class.
            let slot = Int(cartlua_slot(lua.L, cartlua_upvalueindex(4), 2))
            if slot > 0, let get = getters[slot - 1], let raw = cartlua_instance(lua.L, 1, own) {
                get(host, lua, Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue())
                return 1
            }
            let key = lua.string(2) ?? ""
            lua.setTop(2)
            guard let obj = host.object(lua, 1, classNames: [c.name]) else { throw BindingError.type(lua, 1, expected: c.name) }
            guard lua.type(2) == LUA_TSTRING else {
                throw BindingError.message("\(c.name) has no \(lua.valueTypeName(2)) keys (its properties and methods have names)")
            }
            guard let get = c.properties[key]?.get else {
                var msg = "\(c.name) has no property or method '\(key)'"
                if let near = closest(to: key, in: c.propertyNames + c.methodNames) { msg += "; did you mean '\(near)'?" }
                throw BindingError.message(msg)
            }
            get(host, lua, obj)
            return 1
        }
        cartlua_pushindex(L, cartluaDispatch, lua_Integer(functions.count - 1))
        lua.setField(mt, "__index")
        lua_rawgeti(L, Lua.registry, lua_Integer(c.slotsRef))
        functions.append { host, lua, _ throws in
            // The common case first: a settable property of an object of this class.
            let slot = Int(cartlua_slot(lua.L, cartlua_upvalueindex(3), 2))
            if slot > 0, let set = setters[slot - 1], let raw = cartlua_instance(lua.L, 1, own) {
                do { try set(host, lua, Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue(), 3) } catch let limit as InstructionLimitPassed { throw limit } catch {
                    throw BindingError.message("bad value for '\(slots[slot - 1].name)' of \(c.name): \(error.message)")
                }
                if notesChanges[slot - 1] { host.noteSceneChanges() }
                return 0
            }
            guard host.object(lua, 1, classNames: [c.name]) != nil else { throw BindingError.type(lua, 1, expected: c.name) }
            guard let key = lua.string(2) else {
                throw BindingError.message("\(c.name) has no \(lua.valueTypeName(2)) keys (its properties have names)")
            }
            // Every property has a slot and every object of the class passed the check above:
            // what is left is a name that is no property, or one without a setter.
            guard c.properties[key] != nil else {
                var msg = "\(c.name) has no property '\(key)'"
                if c.methodNames.contains(key) {
                    msg = "cannot assign to '\(key)': it is a method of \(c.name)"
                } else if let near = closest(to: key, in: c.propertyNames) {
                    msg += "; did you mean '\(near)'?"
                }
                throw BindingError.message(msg)
            }
            throw BindingError.message("property '\(key)' of \(c.name) is read-only")
        }
        cartlua_pushbinding_with(L, cartluaDispatch, lua_Integer(functions.count - 1), 1)
        lua.setField(mt, "__newindex")
        pushFunction(lua) { host, lua throws in
            // A userdata already finalized (reachable again through another finalizer) has no object.
            guard let obj = host.object(lua, 1, classNames: [c.name]) else {
                lua.push("\(c.name) (released)")
                return 1
            }
            lua.push(c.describe(obj))
            return 1
        }
        lua.setField(mt, "__tostring")
        if let equals = c.equals {
            pushFunction(lua) { host, lua throws in
                let a = host.object(lua, 1, classNames: [c.name]), b = host.object(lua, 2, classNames: [c.name])
                if let a, let b { lua.push(equals(a, b)) } else { lua.push(false) }
                return 1
            }
            lua.setField(mt, "__eq")
        }
        pushFinalizer(lua)
        lua.setField(mt, "__gc")
        lua.push("locked")
        lua.setField(mt, "__metatable")
        lua.pop()
    }

    /// The `__gc` binding: releases the userdata's Swift object (id 0, see `finalizerID`).
    func pushFinalizer(_ lua: Lua) {
        cartlua_pushbinding(lua.L, cartluaDispatch, lua_Integer(LuaHost.finalizerID))
    }

    /// Installs the finalizer as binding 0 (must be the first function registered).
    func installFinalizer() {
        precondition(functions.isEmpty, "the finalizer must be binding 0")
        functions.append { host, lua, _ throws in
            if let slot = lua_touserdata(lua.L, 1), let raw = slot.load(as: UnsafeMutableRawPointer?.self) {
                slot.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
                let object = Unmanaged<AnyObject>.fromOpaque(raw)
                let o = object.takeUnretainedValue()
                host.credit(LuaHost.footprint(of: o))
                if let box = o as? PathBox {
                    host.credit(box.charged)
                    box.charged = 0
                }
                host.releaseCharge(for: o)
                object.release()
            }
            return 0
        }
    }
}
