import CLua
import CartAnimation

/// A Bézier path as scripts see it: a mutable object (`p:moveTo(…)` changes it).
final class PathBox: ChargeHolder {
    var path = BezierPath()
    /// Its elements' bytes, charged to the script while it holds them (`HostBudget.raiseCharge`).
    var hostCharge: AnyObject?
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
/// The classes themselves are the `ClassRegistry`'s.
extension LuaHost {
    /// Every class scripts can meet, by name.
    static var classNames: [String] { ClassRegistry.classNames }

    /// Pushes the userdata for `object`, making it on first use.
    func pushObject(_ object: AnyObject, _ lua: Lua) {
        let key = Unmanaged.passUnretained(object).toOpaque()
        pushObjectCache(lua)
        if lua_rawgetp(lua.L, -1, key) == LUA_TUSERDATA {
            lua_rotate(lua.L, -2, -1)
            lua.pop()
            return
        }
        lua.pop(2)
        pushNew(object, lua, registry.binding(of: object, self, lua))
    }

    /// Pushes the object cache (Swift object → its userdata, weak values), by its registry ref:
    /// looking it up by name made a Lua string of the name at every push.
    @inline(__always)
    func pushObjectCache(_ lua: Lua) {
        lua_rawgeti(lua.L, Lua.registry, lua_Integer(objectCacheRef))
    }

    /// Pushes a new userdata for `object`, just made and so never pushed before (a
    /// constructor's): no look-up in the object cache, and the class known, so no look-up of
    /// its name either. `cached`: put it in the object cache, so that pushing the object again
    /// gives the same value; a handle nobody pushes again (a Timer) leaves it out, which keeps
    /// a table entry per pending `after` call out of memory.
    func pushNew(_ object: AnyObject, _ lua: Lua, _ binding: ClassBinding, cached: Bool = true) {
        let slot = cartlua_newuserdata(lua.L, MemoryLayout<UnsafeMutableRawPointer?>.size)!
        slot.storeBytes(of: Unmanaged.passRetained(object).toOpaque(), as: UnsafeMutableRawPointer?.self)
        lua_rawgeti(lua.L, Lua.registry, lua_Integer(binding.metatableRef))
        lua_setmetatable(lua.L, -2)
        if cached {
            pushObjectCache(lua)
            lua.pushValue(-2)
            lua_rawsetp(lua.L, -2, Unmanaged.passUnretained(object).toOpaque())
            lua.pop()
        }
        budget.charge(binding.footprint)
    }

    /// The object of userdata `i` if its metatable is that of one of `kinds`.
    func object(_ lua: Lua, _ i: Int32, kinds: ClassRegistry.Kinds) -> AnyObject? {
        registry.object(lua, i, kinds: kinds)
    }

    /// Argument `i` as an object of type `T`, or Lua's "<what> expected, got <type>".
    func check<T: AnyObject>(_ lua: Lua, _ i: Int32, _: T.Type, _ what: String,
                             kinds: ClassRegistry.Kinds) throws -> T {
        guard let o = registry.object(lua, i, as: T.self, kinds: kinds) else {
            throw BindingError.type(lua, i, expected: what)
        }
        return o
    }

    static let layerKinds = ClassRegistry.Kinds(["Layer", "TextLayer"])
    static let animationKinds = ClassRegistry.Kinds(["BasicAnimation", "KeyframeAnimation", "AnimationGroup", "SpringAnimation"])
    static let pathKinds = ClassRegistry.Kinds(["Path"])
    static let timingFunctionKinds = ClassRegistry.Kinds(["TimingFunction"])

    func checkLayer(_ lua: Lua, _ i: Int32) throws -> Layer {
        try check(lua, i, Layer.self, "Layer", kinds: LuaHost.layerKinds)
    }

    func checkAnimation(_ lua: Lua, _ i: Int32) throws -> Animation {
        try check(lua, i, Animation.self, "animation", kinds: LuaHost.animationKinds)
    }

    /// The class `name`, installed from `lua` (the running thread) if this is its first use.
    @discardableResult
    func ensureClass(_ name: String, _ lua: Lua) -> ClassBinding? {
        registry.ensure(name, self, lua)
    }

    /// The classes installed so far, by name.
    var classes: [String: ClassBinding] { registry.classes }

    /// Every class, installed (`cartlua types`, tests).
    var allClasses: [String: ClassBinding] { registry.all(self, lua) }

    /// Pushes the `__gc` of a class whose objects hold `footprint` bytes each (`cartlua_gc`,
    /// shim.h): a finalizer is no binding, it runs no Swift but `cartluaReleaseObject`.
    func pushFinalizer(_ lua: Lua, footprint: Int) {
        cartlua_pushgc(lua.L, cartluaReleaseObject, lua_Integer(footprint))
    }
}

/// What `__gc` does in Swift (`cartlua_gc`): credits the userdata's share (`footprint`, its
/// class's) and releases its object. What the object holds beyond that share is charged to the
/// object itself (`HostBudget.setCharge`), credited as it is freed, here or later. It goes
/// straight from C, not through a binding's dispatch: a coin has six finalizers.
func cartluaReleaseObject(_ L: OpaquePointer?, _ object: UnsafeMutableRawPointer?, _ footprint: lua_Integer) {
    guard let L, let object else { return }
    let raw = cartlua_getextraspace(L).load(as: UnsafeMutableRawPointer.self)
    Unmanaged<LuaHost>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.budget.credit(Int(footprint)) }
    Unmanaged<AnyObject>.fromOpaque(object).release()
}
