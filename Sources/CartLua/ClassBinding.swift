import CLua
import CartAnimation

/// How one script-visible type behaves, whatever Swift type it binds: its properties (read with
/// `obj.name`, written with `obj.name = v` or as constructor options) and its methods
/// (`obj:name(…)`), by name, with their Lua types and one-line docs. One table per type is the
/// single source of truth for getters, setters, options and editor docs: `cartlua types` turns
/// it into Lua Language Server annotations (Annotations.swift).
///
/// The bodies of the properties and methods are closures over the bound type, in the subclass
/// `BoundClass<T>`, which also makes the metatable; this part is what the annotations, the
/// option checks and the registry need without knowing `T`.
class ClassBinding {
    /// A property as editors and option checks see it (its getter and setter are the
    /// `BoundClass`'s).
    struct Property {
        /// Read with `obj.name` (every property so far).
        var isReadable = true
        /// Written with `obj.name = v` and given as a constructor option.
        var isSettable = false
        /// The LuaLS type of the value read (`number`, `Point`, `FillMode`, `string?`).
        var type: String = "any"
        /// The LuaLS type accepted when set or given as an option (`PointLike` for a `Point`).
        var input: String = "any"
        /// One line for editors.
        var doc: String = ""
        /// Given only to the constructor (as an option), read-only afterwards (`keyPath`).
        var initOnly = false
        /// Setting it on an object changes the scene's event times (a layer's timing): an
        /// assignment is charged as a scene change until the run loop takes it.
        var changesScene = false
    }

    /// A method's signature and doc, for editors.
    struct MethodDoc {
        var doc: String
        var params: [LuaParam]
        var returns: [LuaParam]
    }

    /// The metatable name, also the type name in messages ("Layer expected, got nil").
    let name: String
    /// One line (or a few) about the type, for editors.
    var doc = ""
    /// The class this one extends, for editors (`---@class TextLayer: Layer`): it holds every
    /// property and method of the parent too.
    var parent: String?
    /// Property names in the order constructor options are applied; a property's slot is its
    /// place here, from 1.
    private(set) var order: [String] = []
    private(set) var properties: [String: Property] = [:]
    private(set) var methodNames: [String] = []
    private(set) var methodDocs: [String: MethodDoc] = [:]
    /// String enums the properties use, by alias name (`FillMode` → its Core Animation names).
    private(set) var enums: [String: [String]] = [:]

    init(name: String) {
        self.name = name
    }

    /// Records property `name` (replacing one of that name, in its place).
    func declareProperty(_ name: String, _ p: Property) {
        if properties[name] == nil { order.append(name) }
        properties[name] = p
        masks = nil
    }

    /// Records method `name`.
    func declareMethod(_ name: String, _ doc: MethodDoc) {
        methodNames.append(name)
        methodDocs[name] = doc
    }

    /// Records a string enum a property takes (its LuaLS alias).
    func declareEnum(_ alias: String, _ values: [String]) {
        enums[alias] = values
    }

    var propertyNames: [String] { order }
    /// The names a constructor's options table may hold, in the order they apply.
    var optionNames: [String] { order.filter { properties[$0]?.isSettable == true || properties[$0]?.initOnly == true } }
    /// Marks `names` as properties whose assignment changes the scene's event times.
    func changesScene(_ names: [String]) {
        for n in names { properties[n]?.changesScene = true }
    }

    /// Makes the class's metatable from `lua` (the running thread), its functions entering
    /// Swift through `host`'s bindings, and returns it (its address, which tells the class's
    /// userdata). `BoundClass` does it, knowing the bound type.
    func install(_ host: LuaHost, _ lua: Lua) -> UnsafeRawPointer? {
        preconditionFailure("cartlua: class \(name) is not bound to a type")
    }

    /// Applies the options `given` (from `checkOptions`) from the table at `table` to `object`
    /// (just made by the constructor, of the bound type) in property order, except those the
    /// constructor reads itself. `BoundClass` does it, knowing the bound type.
    func applyOptions(_ host: LuaHost, _ lua: Lua, to object: AnyObject, table: Int32, arg: Int32,
                      given: UInt64) throws {
        preconditionFailure("cartlua: class \(name) is not bound to a type")
    }

    /// Checks the names of the options table at `table` (argument `arg`): unknown names are
    /// errors that name the nearest valid one, read-only ones say so; `skip` names are handled
    /// by the caller. Returns the names given. Constructors check names before anything else, so
    /// a typo is reported whatever else is wrong.
    @discardableResult
    func checkOptionNames(_ lua: Lua, table: Int32, arg: Int32, skip: Set<String> = []) throws -> Set<String> {
        let t = lua.absIndex(table)
        var keys: [String] = []
        lua.pushNil()
        while lua_next(lua.L, t) != 0 {
            defer { lua.pop() }
            guard lua.type(-2) == LUA_TSTRING, let k = lua.string(-2) else {
                throw BindingError.argument(arg, "options are name = value pairs; got a \(lua.valueTypeName(-2)) key")
            }
            keys.append(k)
        }
        for k in keys.sorted() where properties[k]?.isSettable != true && !skip.contains(k) {
            if properties[k] != nil { throw BindingError.argument(arg, "option '\(k)' is read-only") }
            let settable = order.filter { properties[$0]?.isSettable == true || skip.contains($0) }
            var msg = "unknown option '\(k)'"
            if let near = closest(to: k, in: settable) {
                msg += "; did you mean '\(near)'?"
            } else {
                msg += "; the options are " + settable.joined(separator: ", ")
            }
            throw BindingError.argument(arg, msg)
        }
        return Set(keys)
    }

    // MARK: Constructor options by slot

    /// Options the constructor reads itself before applying the rest (a Layer's `name`, an
    /// animation's `keyPath`): checked like the others, never applied.
    var constructorReads: Set<String> = [] { didSet { masks = nil } }

    /// Registry refs of two Lua tables `install` makes: property name → slot (1, 2, …, in
    /// `order`) and slot → name. With them a constructor checks and reads its options without
    /// making a Swift string or hashing one (that was half of a coin's cost).
    var slotsRef: Int32 = LUA_NOREF
    var namesRef: Int32 = LUA_NOREF

    /// What a constructor's option check needs, by slot, made once (the class is complete by
    /// then): bit k of a mask is slot k + 1. Nil for a class of over 64 properties, which takes
    /// the by-name path.
    struct OptionMasks {
        /// Slots the constructor reads itself.
        var skip: UInt64 = 0
        /// Slots an options table may hold: settable, or read by the constructor.
        var accepted: UInt64 = 0
    }
    private var masks: OptionMasks??

    var optionMasks: OptionMasks? {
        if let masks { return masks }
        var made: OptionMasks?
        if order.count <= 64 {
            var m = OptionMasks()
            for (k, name) in order.enumerated() {
                if constructorReads.contains(name) { m.skip |= 1 << k }
                if properties[name]?.isSettable == true || constructorReads.contains(name) { m.accepted |= 1 << k }
            }
            made = m
        }
        masks = .some(made)
        return made
    }

    /// The options given in the table at `table` (argument `arg`), as a mask of slots, checked
    /// as `checkOptionNames` checks them (with `constructorReads` skipped). A table holding only
    /// accepted names is checked in Lua's own tables; anything else goes through
    /// `checkOptionNames`, which throws the same error it always did.
    func checkOptions(_ lua: Lua, table: Int32, arg: Int32) throws -> UInt64 {
        let t = lua.absIndex(table)
        if let masks = optionMasks, slotsRef != LUA_NOREF {
            lua_rawgeti(lua.L, Lua.registry, lua_Integer(slotsRef))
            let slots = lua.top
            var mask: UInt64 = 0, allAccepted = true
            lua.pushNil()
            while lua_next(lua.L, t) != 0 {
                lua.pop()  // the value; the key stays for lua_next
                let slot = cartlua_slot(lua.L, slots, -1)
                guard slot > 0, masks.accepted & (1 << (slot - 1)) != 0 else {
                    lua.pop()
                    allAccepted = false
                    break
                }
                mask |= 1 << (slot - 1)
            }
            lua.pop()
            if allAccepted { return mask }
        }
        let names = try checkOptionNames(lua, table: t, arg: arg, skip: constructorReads)
        var mask: UInt64 = 0
        for (k, name) in order.enumerated() where k < 64 && names.contains(name) { mask |= 1 << k }
        return mask
    }
}

/// A named, typed Lua value in a signature: a parameter or a result. A `?` ending the type makes
/// it optional (`help: string?`).
struct LuaParam: Equatable {
    var name: String
    var type: String
    var doc: String

    init(_ name: String, _ type: String, _ doc: String = "") {
        self.name = name
        self.type = type
        self.doc = doc
    }
}
