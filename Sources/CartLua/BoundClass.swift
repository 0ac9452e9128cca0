import CLua
import CartAnimation

/// A class bound to Swift type `T`: its properties and methods are closures over `T`, and the
/// metatable it makes casts a userdata's object to `T` once, in one place (`instance`), before
/// any of them runs. Whatever passes the cast is a `T`; whatever fails it is refused with Lua's
/// own words, "bad argument #1 to 'x' (Layer expected, got Path)".
final class BoundClass<T: AnyObject>: ClassBinding {
    typealias Getter = (LuaHost, Lua, T) -> Void
    typealias Setter = (LuaHost, Lua, T, Int32) throws -> Void
    typealias Method = (LuaHost, Lua, T) throws -> Int32

    private(set) var getters: [String: Getter] = [:]
    private var setters: [String: Setter] = [:]
    private(set) var methods: [(name: String, body: Method)] = []
    /// The getters and setters by slot (`order`), made once the class is complete.
    private var slotted: (getters: [Getter?], setters: [Setter?])?
    /// What `tostring` shows.
    var describe: (T) -> String
    /// `==` between two objects of this type, for value-like types; nil: identity.
    var equals: ((T, T) -> Bool)?

    override init(name: String) {
        describe = { _ in name }
        super.init(name: name)
    }

    /// Declares a property: its Lua type (`type` when read, `input` when set; `input` defaults to
    /// `type`) and a one-line doc. No setter: read-only, unless `initOnly` (a constructor option).
    func property(_ name: String, type: String, input: String? = nil, doc: String, initOnly: Bool = false,
                  get: Getter?, set: Setter? = nil) {
        getters[name] = get
        setters[name] = set
        slotted = nil
        declareProperty(name, Property(isReadable: get != nil, isSettable: set != nil, type: type,
                                       input: input ?? type, doc: doc, initOnly: initOnly))
    }

    /// Declares a method `obj:name(params…)` returning `returns`.
    func method(_ name: String, doc: String, params: [LuaParam] = [], returns: [LuaParam] = [],
                _ body: @escaping Method) {
        methods.append((name, body))
        declareMethod(name, MethodDoc(doc: doc, params: params, returns: returns))
    }

    var bySlot: (getters: [Getter?], setters: [Setter?]) {
        if let slotted { return slotted }
        let made = (propertyNames.map { getters[$0] }, propertyNames.map { setters[$0] })
        slotted = made
        return made
    }

    /// The object of userdata `i` if its metatable is `metatable` (this class's): the one
    /// checked cast from the userdata's object to `T`. Nil for any other value, and for a
    /// userdata already finalized.
    static func instance(_ lua: Lua, _ i: Int32, metatable: UnsafeRawPointer?) -> T? {
        guard let raw = cartlua_instance(lua.L, i, metatable) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? T
    }

    override func install(_ host: LuaHost, _ lua: Lua) -> UnsafeRawPointer? {
        makeMetatable(host, lua)
    }

    // MARK: Options

    override func applyOptions(_ host: LuaHost, _ lua: Lua, to object: AnyObject, table: Int32, arg: Int32,
                               given: UInt64) throws {
        // The constructor made `object` for this class: a failed cast is cartlua's own mistake.
        guard let o = object as? T else { preconditionFailure("cartlua: \(name) options given to another type") }
        let t = lua.absIndex(table)
        guard let masks = optionMasks, namesRef != LUA_NOREF else {
            // Over 64 properties: by name (none of cartlua's classes has that many).
            try applyOptions(host, lua, to: o, table: t, arg: arg, skip: constructorReads)
            return
        }
        let setters = bySlot.setters
        lua_rawgeti(lua.L, Lua.registry, lua_Integer(namesRef))
        let names = lua.top
        var rest = given & ~masks.skip
        while rest != 0 {
            let k = rest.trailingZeroBitCount
            rest &= rest - 1
            guard let set = setters[k] else { continue }
            lua_rawgeti(lua.L, names, lua_Integer(k + 1))
            lua_rawget(lua.L, t)
            try applyOption(set, named: propertyNames[k], host, lua, to: o, arg: arg)
            lua.pop()
        }
        lua.pop()
    }

    /// Applies the options table at `table` in property order, by name (after `checkOptionNames`).
    func applyOptions(_ host: LuaHost, _ lua: Lua, to object: T, table: Int32, arg: Int32,
                      skip: Set<String> = []) throws {
        let t = lua.absIndex(table)
        let given = try checkOptionNames(lua, table: t, arg: arg, skip: skip)
        for name in propertyNames where given.contains(name) && !skip.contains(name) {
            guard let set = setters[name] else { continue }
            lua.getField(t, name)
            defer { lua.pop() }
            try applyOption(set, named: name, host, lua, to: object, arg: arg)
        }
    }

    /// Sets one option from the value on top of the stack; a bad value is reported as the
    /// option's (`option 'duration': …`), a passed limit as the limit's own message.
    private func applyOption(_ set: Setter, named name: String, _ host: LuaHost, _ lua: Lua, to object: T,
                             arg: Int32) throws {
        do {
            try set(host, lua, object, lua.top)
        } catch let limit as InstructionLimitPassed {
            throw limit
        } catch {
            throw BindingError.argument(arg, "option '\(name)': \(error.message)")
        }
    }
}
