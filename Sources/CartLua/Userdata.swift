import CLua
import CartAnimation

/// A Bézier path as scripts see it: a mutable object (`p:moveTo(…)` changes it).
final class PathBox: ChargeHolder, HostObject {
    var path = BezierPath() { didSet { frozen = nil } }
    var hostID: Int32 = 0
    /// Its elements' bytes, charged to the script while it holds them (`HostBudget.raiseCharge`).
    var hostCharge: AnyObject?
    /// The path as it is now, in a box nothing changes (made on demand, dropped at the next
    /// change): what an animation's spec keeps of a path it was given, as the animation made at
    /// once keeps a copy of the path (`AnimationSpec`). The path's userdata keeps the frozen
    /// copy's userdata in its user value (`cartluaFreezePath`), so that a path given to a
    /// thousand specs makes one userdata, not one each.
    private var frozen: PathBox?

    /// `frozen`, made if there is none.
    func frozenCopy() -> PathBox {
        if let frozen { return frozen }
        let f = PathBox()
        f.path = path
        frozen = f
        return f
    }
}

/// A timing function object (`TimingFunction("easeIn")`).
final class TimingFunctionBox: HostObject {
    let function: TimingFunction
    var hostID: Int32 = 0
    init(_ f: TimingFunction) { function = f }
}

/// The handle `after` returns: `:cancel()` stops the call.
final class TimerBox: HostObject {
    let id: Int
    let ref: Int32
    var hostID: Int32 = 0
    init(id: Int, ref: Int32) {
        self.id = id
        self.ref = ref
    }
}

/// An object scripts can hold: it keeps the index of its userdata in the host's object cache.
protocol HostObject: AnyObject {
    /// The index in the object cache its userdata was put at (0: none); may be stale, which
    /// `pushObject` sees (the entry there is another object's, or gone).
    var hostID: Int32 { get set }
}

extension Layer: HostObject {}
extension Animation: HostObject {}
extension Attachment: HostObject {}

/// The object cache's indices: each userdata put in the cache takes one and its finalizer gives
/// it back, so the indices stay as few as the userdata alive and the cache's entries sit in its
/// array part. Keyed by the object's address instead, each insert cost ~550 instructions (a
/// hash part that a weak table's churn rehashes again and again), seven a coin.
struct ObjectIDs {
    private var free: [Int32] = []
    /// One past the highest index given so far.
    private(set) var next: Int32 = 1

    mutating func take() -> Int32 {
        if let id = free.popLast() { return id }
        defer { next += 1 }
        return next
    }

    mutating func give(_ id: Int32) {
        free.append(id)
    }
}

/// Swift objects as full userdata (`cartlua_Handle`): each holds one retained reference,
/// released by `__gc`. A registry table with weak values (the object cache) holds each object's
/// userdata at the object's `hostID`, so one object is always the same Lua value
/// (`anim == layer:animation("group")` holds while the script keeps it). The classes themselves
/// are the `ClassRegistry`'s.
extension LuaHost {
    /// Every class scripts can meet, by name.
    static var classNames: [String] { ClassRegistry.classNames }

    /// Pushes the userdata for `object`, making it on first use.
    func pushObject<T: HostObject>(_ object: T, _ lua: Lua) {
        if pushCached(object, lua) { return }
        pushNew(object, lua, registry.binding(of: object, self, lua))
    }

    /// Pushes the userdata the object cache holds for `object` at its `hostID`, if it still does
    /// (the entry is gone once collected, and the index maybe given to another object since);
    /// false, and nothing pushed, when it does not.
    private func pushCached(_ object: some HostObject, _ lua: Lua) -> Bool {
        let id = object.hostID
        guard id != 0 else { return false }
        pushObjectCache(lua)
        if lua_rawgeti(lua.L, -1, lua_Integer(id)) == LUA_TUSERDATA,
           cartlua_handle_object(lua.L, -1) == Unmanaged.passUnretained(object).toOpaque() {
            lua_rotate(lua.L, -2, -1)
            lua.pop()
            return true
        }
        lua.pop(2)
        return false
    }

    /// Pushes the object cache (Swift object → its userdata, weak values), by its registry ref:
    /// looking it up by name made a Lua string of the name at every push.
    @inline(__always)
    func pushObjectCache(_ lua: Lua) {
        lua_rawgeti(lua.L, Lua.registry, lua_Integer(objectCacheRef))
    }

    /// Pushes a new userdata for `object`, just made and so never pushed before (a
    /// constructor's): no look-up in the object cache, and the class known, so no look-up of
    /// its name either. It goes in the object cache, so that pushing the object again gives
    /// the same value.
    func pushNew<T: HostObject>(_ object: T, _ lua: Lua, _ binding: ClassBinding) {
        cartlua_newhandle(lua.L, nil, 0, binding.userValues)
        adopt(object, at: lua.top, lua, binding, id: objectIDs.take())
    }

    /// Makes the userdata at `u` (a new handle, or a spec whose object this is) hold `object`
    /// (retained) as an object of class `binding` — with the metatable of ref `metatable`, the
    /// class's own unless given — at index `id` of the object cache (0: none), and charges its
    /// share.
    func adopt(_ object: any HostObject, at u: Int32, _ lua: Lua, _ binding: ClassBinding, id: Int32,
               metatable: Int32? = nil) {
        let handle = lua_touserdata(lua.L, u).assumingMemoryBound(to: cartlua_Handle.self)
        handle.pointee.object = Unmanaged.passRetained(object as AnyObject).toOpaque()
        handle.pointee.id = lua_Integer(id)
        lua_rawgeti(lua.L, Lua.registry, lua_Integer(metatable ?? binding.metatableRef))
        lua_setmetatable(lua.L, u)
        if id != 0 {
            object.hostID = id
            pushObjectCache(lua)
            lua.pushValue(u)
            lua_rawseti(lua.L, -2, lua_Integer(id))
            lua.pop()
        }
        budget.charge(binding.footprint)
    }

    /// Pushes the attached copy of `att` (what delegates receive and `layer:animation(key)`
    /// returns): its userdata if it has one; else, while the copy is not made, a handle that
    /// makes it when the script uses it (`adoptCopy`) — a coin's delegate is handed its copy and
    /// never reads it. The handle is the copy's userdata from then on, and is kept in the object
    /// cache at `att.hostID`, so that the copy is one Lua value however it was reached.
    func pushAttached(_ att: Attachment, _ lua: Lua) {
        if pushCached(att, lua) {
            // Made since by a reader outside Lua (a writer, the general evaluator): the handle
            // takes it now.
            if att.madeAnimation != nil { adoptCopy(of: att, at: lua.top, lua) }
            return
        }
        if let a = att.madeAnimation { return pushObject(a, lua) }
        let kind = att.plainKind!
        let binding = plainBindings[Int(kind.rawValue)]
            ?? self.binding(LuaHost.plainKinds.first { $0.value == kind }!.key, lua)
        plainBindings[Int(kind.rawValue)] = binding
        cartlua_newhandle(lua.L, nil, 0, binding.userValues)
        adopt(att, at: lua.top, lua, binding, id: objectIDs.take(), metatable: binding.attachedMetatableRef)
    }

    /// The copy of the attachment a handle at `u` holds (`pushAttached`), made now if it was not:
    /// the handle holds the copy from now on, as its object's userdata.
    @discardableResult
    func adoptCopy(of att: Attachment, at u: Int32, _ lua: Lua) -> Animation {
        let a = att.animation
        let handle = lua_touserdata(lua.L, u).assumingMemoryBound(to: cartlua_Handle.self)
        let held = handle.pointee.object
        handle.pointee.object = Unmanaged.passRetained(a as AnyObject).toOpaque()
        if let held { Unmanaged<AnyObject>.fromOpaque(held).release() }
        a.hostID = Int32(handle.pointee.id)
        lua_rawgeti(lua.L, Lua.registry, lua_Integer(registry.binding(of: a, self, lua).metatableRef))
        lua_setmetatable(lua.L, u)
        return a
    }

    /// The object of userdata `i` if its metatable is that of one of `kinds`; a spec's is made
    /// now (`makeObject(ofSpec:)`).
    func object(_ lua: Lua, _ i: Int32, kinds: ClassRegistry.Kinds) -> AnyObject? {
        switch registry.find(lua, i, kinds: kinds) {
        case .object(let o)?: return o
        case .spec(let c)?: return makeObject(ofSpec: i, lua, c)
        case .attached(let att)?: return adoptCopy(of: att, at: lua.absIndex(i), lua)
        case nil: return nil
        }
    }

    /// Argument `i` as an object of type `T`, or Lua's "<what> expected, got <type>".
    func check<T: AnyObject>(_ lua: Lua, _ i: Int32, _: T.Type, _ what: String,
                             kinds: ClassRegistry.Kinds) throws -> T {
        guard let o = object(lua, i, kinds: kinds) as? T else {
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
/// class's), gives back its index in the object cache (`id`; Lua cleared the cache's weak entry
/// before running finalizers) and releases its object. What the object holds beyond that share
/// is charged to the object itself (`HostBudget.setCharge`), credited as it is freed, here or
/// later. It goes straight from C, not through a binding's dispatch: a coin has six finalizers.
func cartluaReleaseObject(_ L: OpaquePointer?, _ object: UnsafeMutableRawPointer?, _ footprint: lua_Integer,
                          _ id: lua_Integer) {
    guard let L, let object else { return }
    let raw = cartlua_getextraspace(L).load(as: UnsafeMutableRawPointer.self)
    Unmanaged<LuaHost>.fromOpaque(raw)._withUnsafeGuaranteedRef { host in
        host.budget.credit(Int(footprint))
        if id != 0 { host.objectIDs.give(Int32(id)) }
    }
    Unmanaged<AnyObject>.fromOpaque(object).release()
}
