import CLua
import CartAnimation

/// The classes scripts can meet, each bound to its Swift type (`BoundClass<T>`), made and its
/// metatable installed the first time a script needs it: a run pays only for the classes its
/// script uses — making all of them took a fifth of an empty script's start-up. Before a class
/// is installed no userdata can have its metatable, so `object(_:_:kinds:)` rightly finds
/// none.
final class ClassRegistry {
    /// Every class scripts can meet, by name, in the order `all` installs them, with how each is
    /// made: the one list of them.
    static let makers: [(name: String, make: @Sendable () -> ClassBinding)] = [
        ("Layer", { LuaHost.layerClass().binding }),
        ("TextLayer", { LuaHost.textLayerClass().binding }),
        ("Path", { LuaHost.pathClass().binding }),
        ("TimingFunction", { LuaHost.timingFunctionClass().binding }),
        ("BasicAnimation", { LuaHost.basicAnimationClass().binding }),
        ("KeyframeAnimation", { LuaHost.keyframeAnimationClass().binding }),
        ("SpringAnimation", { LuaHost.springAnimationClass().binding }),
        ("AnimationGroup", { LuaHost.animationGroupClass().binding }),
        ("Timer", { LuaHost.timerClass().binding }),
    ]

    static var classNames: [String] { makers.map(\.name) }

    /// Which classes an argument may be of: one bit per class, in `makers` order, so telling a
    /// userdata's class among them is a test of bits, not of names.
    struct Kinds: OptionSet {
        let rawValue: UInt16

        /// The classes named `names` (an unknown name adds none).
        init(_ names: [String]) {
            var bits: UInt16 = 0
            for n in names {
                if let k = ClassRegistry.makers.firstIndex(where: { $0.name == n }) { bits |= 1 << k }
            }
            rawValue = bits
        }

        init(rawValue: UInt16) { self.rawValue = rawValue }
    }

    /// The classes installed so far, by name.
    private(set) var classes: [String: ClassBinding] = [:]
    /// Their metatables' addresses, which tell a userdata's class, with the classes' bits: a
    /// handful, searched in a line (hashing the address cost more). A class whose userdata may be
    /// specs (an animation's, a Timer's: `ClassBinding.objectFromSpec`) has a second one, its
    /// specs', listed with the class, and so is an attached copy's handle (`LuaHost.pushAttached`).
    private var classOfMetatable: [(metatable: UnsafeRawPointer, kind: Kinds, holds: Holding)] = []

    /// What a userdata of a listed metatable holds.
    private enum Holding {
        case object
        /// Nothing yet: a spec of this class.
        case spec(ClassBinding)
        /// An attachment whose copy is not made yet.
        case attachment
    }

    /// The class name (metatable) of an object's type; the most derived class first.
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

    /// The classes of the Swift types pushed so far (`binding(of:_:_:)`): an object's class found
    /// by its type's identity, not by its name worked out with a chain of casts and hashed. A
    /// handful, searched in a line: hashing the type cost ~300 instructions a push (a coin's
    /// delegate pushes its attached copy).
    private var classOfType: [(type: ObjectIdentifier, binding: ClassBinding)] = []

    /// The class of `object` (`className(of:)`), installed from `lua` if this is its first use.
    func binding(of object: AnyObject, _ host: LuaHost, _ lua: Lua) -> ClassBinding {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let known = classOfType.first(where: { $0.type == type }) { return known.binding }
        guard let c = ensure(ClassRegistry.className(of: object), host, lua) else {
            preconditionFailure("cartlua: no class for \(Swift.type(of: object))")
        }
        classOfType.append((type, c))
        return c
    }

    /// The class `name`, made and installed from `lua` (the running thread) with `host`'s
    /// bindings if this is its first use; nil for no such class.
    func ensure(_ name: String, _ host: LuaHost, _ lua: Lua) -> ClassBinding? {
        if let c = classes[name] { return c }
        guard let make = ClassRegistry.makers.first(where: { $0.name == name })?.make else { return nil }
        let c = make()
        classes[name] = c
        let mt = c.install(host, lua)
        if let mt { classOfMetatable.append((mt, Kinds([name]), .object)) }
        if let spec = c.specMetatable { classOfMetatable.append((spec, Kinds([name]), .spec(c))) }
        if let attached = c.attachedMetatable { classOfMetatable.append((attached, Kinds([name]), .attachment)) }
        host.noteInstalled(c, metatable: mt)
        return c
    }

    /// Every class, installed (`cartlua types`, tests).
    func all(_ host: LuaHost, _ lua: Lua) -> [String: ClassBinding] {
        for (name, _) in ClassRegistry.makers { _ = ensure(name, host, lua) }
        return classes
    }

    /// What a userdata of one of the classes holds: its object, or (a spec) no object yet.
    enum Found {
        case object(AnyObject)
        /// A spec of this class (`ClassBinding.objectFromSpec`).
        case spec(ClassBinding)
        /// The handle of an attached copy not made yet (`LuaHost.pushAttached`).
        case attached(Attachment)
    }

    /// What userdata `i` holds if its metatable is that of one of `kinds` (or of their specs);
    /// nil for any other value, or a userdata already finalized.
    func find(_ lua: Lua, _ i: Int32, kinds: Kinds) -> Found? {
        guard lua.type(i) == LUA_TUSERDATA, lua_getmetatable(lua.L, i) != 0 else { return nil }
        let mt = lua_topointer(lua.L, -1)
        lua.pop()
        guard let mt, let entry = classOfMetatable.first(where: { $0.metatable == mt }), kinds.contains(entry.kind)
        else { return nil }
        if case .spec(let spec) = entry.holds { return .spec(spec) }
        guard let slot = lua_touserdata(lua.L, i), let raw = slot.load(as: UnsafeMutableRawPointer?.self) else { return nil }
        let object = Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
        if case .attachment = entry.holds, let att = object as? Attachment { return .attached(att) }
        return .object(object)
    }
}
