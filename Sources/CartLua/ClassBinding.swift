import CLua
import CartAnimation

/// How one script-visible type behaves: its properties (read with `obj.name`, written with
/// `obj.name = v` or as constructor options) and its methods (`obj:name(…)`). One table per
/// type is the single source of truth for getters, setters, options and editor docs: every
/// property and method carries its Lua type and a one-line doc, which `cartlua types` turns into
/// Lua Language Server annotations (Annotations.swift).
final class ClassBinding {
    typealias Getter = (LuaHost, Lua, AnyObject) -> Void
    typealias Setter = (LuaHost, Lua, AnyObject, Int32) throws -> Void
    typealias Method = (LuaHost, Lua, AnyObject) throws -> Int32

    struct Property {
        var get: Getter?
        var set: Setter?
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
    /// Property names in the order constructor options are applied.
    private(set) var order: [String] = []
    private(set) var properties: [String: Property] = [:]
    private(set) var methods: [(String, Method)] = []
    private(set) var methodDocs: [String: MethodDoc] = [:]
    /// String enums the properties use, by alias name (`FillMode` → its Core Animation names).
    private(set) var enums: [String: [String]] = [:]
    /// What `tostring` shows.
    var describe: (AnyObject) -> String
    /// `==` between two objects of this type, for value-like types; nil: identity.
    var equals: ((AnyObject, AnyObject) -> Bool)?

    init(name: String) {
        self.name = name
        describe = { _ in name }
    }

    /// Declares a property: its Lua type (`type` when read, `input` when set; `input` defaults to
    /// `type`) and a one-line doc. No setter: read-only, unless `initOnly` (a constructor option).
    func property(_ name: String, type: String, input: String? = nil, doc: String, initOnly: Bool = false,
                  get: Getter?, set: Setter? = nil) {
        if properties[name] == nil { order.append(name) }
        properties[name] = Property(get: get, set: set, type: type, input: input ?? type, doc: doc, initOnly: initOnly)
        plan = nil
    }

    /// Declares a method `obj:name(params…)` returning `returns`.
    func method(_ name: String, doc: String, params: [LuaParam] = [], returns: [LuaParam] = [],
                _ body: @escaping Method) {
        methods.append((name, body))
        methodDocs[name] = MethodDoc(doc: doc, params: params, returns: returns)
    }

    /// Records a string enum a property takes (its LuaLS alias).
    func declareEnum(_ alias: String, _ values: [String]) {
        enums[alias] = values
    }

    /// Adds every property and method of `other` (shared animation timing, for instance).
    func inherit(_ other: ClassBinding) {
        for n in other.order {
            if properties[n] == nil { order.append(n) }
            properties[n] = other.properties[n]
        }
        plan = nil
        methods.append(contentsOf: other.methods)
        methodDocs.merge(other.methodDocs) { a, _ in a }
        enums.merge(other.enums) { a, _ in a }
    }

    var propertyNames: [String] { order }
    var methodNames: [String] { methods.map(\.0) }
    /// The names a constructor's options table may hold, in the order they apply.
    var optionNames: [String] { order.filter { properties[$0]?.set != nil || properties[$0]?.initOnly == true } }
    /// Marks `names` as properties whose assignment changes the scene's event times.
    func changesScene(_ names: [String]) {
        for n in names { properties[n]?.changesScene = true }
    }

    /// Checks the names of the options table at `table` (argument `arg`): unknown names are
    /// errors that name the nearest valid one, read-only ones say so; `skip` names are handled
    /// by the caller. Returns the names given. Constructors check names before anything else, so
    /// a typo is reported whatever else is wrong.
    @discardableResult
    func checkOptionNames(_ lua: Lua, table: Int32, arg: Int32, skip: Set<String> = []) throws -> Set<String> {
        let t = lua.absIndex(table)
        var keys: [String] = []
        cartlua_count_traversal(lua.L, t)  // the slots lua_next looks at
        lua.pushNil()
        while lua_next(lua.L, t) != 0 {
            defer { lua.pop() }
            guard lua.type(-2) == LUA_TSTRING, let k = lua.string(-2) else {
                throw BindingError.argument(arg, "options are name = value pairs; got a \(lua.valueTypeName(-2)) key")
            }
            keys.append(k)
        }
        for k in keys.sorted() where properties[k]?.set == nil && !skip.contains(k) {
            if properties[k] != nil { throw BindingError.argument(arg, "option '\(k)' is read-only") }
            let settable = order.filter { properties[$0]?.set != nil || skip.contains($0) }
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
    var constructorReads: Set<String> = [] { didSet { plan = nil } }

    /// Registry refs of two Lua tables `installClass` makes: property name → slot (1, 2, …, in
    /// `order`) and slot → name. With them a constructor checks and reads its options without
    /// making a Swift string or hashing one (that was half of a coin's cost).
    var slotsRef: Int32 = LUA_NOREF
    var namesRef: Int32 = LUA_NOREF

    /// What a constructor's option check needs, by slot, made once (the class is complete by
    /// then): bit k of a mask is slot k + 1. Nil for a class of over 64 properties, which takes
    /// the by-name path.
    private struct OptionPlan {
        var setters: [Setter?]
        /// Slots the constructor reads itself.
        var skip: UInt64
        /// Slots an options table may hold: settable, or read by the constructor.
        var accepted: UInt64
    }
    private var plan: OptionPlan??

    private var optionPlan: OptionPlan? {
        if let plan { return plan }
        var made: OptionPlan?
        if order.count <= 64 {
            var p = OptionPlan(setters: order.map { properties[$0]?.set }, skip: 0, accepted: 0)
            for (k, name) in order.enumerated() {
                if constructorReads.contains(name) { p.skip |= 1 << k }
                if p.setters[k] != nil || constructorReads.contains(name) { p.accepted |= 1 << k }
            }
            made = p
        }
        plan = .some(made)
        return made
    }

    /// The options given in the table at `table` (argument `arg`), as a mask of slots, checked
    /// as `checkOptionNames` checks them (with `constructorReads` skipped). A table holding only
    /// accepted names is checked in Lua's own tables; anything else goes through
    /// `checkOptionNames`, which throws the same error it always did.
    func checkOptions(_ lua: Lua, table: Int32, arg: Int32) throws -> UInt64 {
        let t = lua.absIndex(table)
        if let plan = optionPlan, slotsRef != LUA_NOREF {
            lua_rawgeti(lua.L, Lua.registry, lua_Integer(slotsRef))
            let slots = lua.top
            var mask: UInt64 = 0, allAccepted = true
            cartlua_count_traversal(lua.L, t)  // the slots lua_next looks at
            lua.pushNil()
            while lua_next(lua.L, t) != 0 {
                lua.pop()  // the value; the key stays for lua_next
                let slot = cartlua_slot(lua.L, slots, -1)
                guard slot > 0, plan.accepted & (1 << (slot - 1)) != 0 else {
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

    /// Applies the options `given` (from `checkOptions`) from the table at `table` in property
    /// order, except those the constructor reads itself.
    func applyOptions(_ host: LuaHost, _ lua: Lua, to object: AnyObject, table: Int32, arg: Int32,
                      given: UInt64) throws {
        let t = lua.absIndex(table)
        guard let plan = optionPlan, namesRef != LUA_NOREF else {
            // Over 64 properties: by name (none of cartlua's classes has that many).
            try applyOptions(host, lua, to: object, table: t, arg: arg, skip: constructorReads)
            return
        }
        lua_rawgeti(lua.L, Lua.registry, lua_Integer(namesRef))
        let names = lua.top
        var rest = given & ~plan.skip
        while rest != 0 {
            let k = rest.trailingZeroBitCount
            rest &= rest - 1
            guard let set = plan.setters[k] else { continue }
            lua_rawgeti(lua.L, names, lua_Integer(k + 1))
            lua_rawget(lua.L, t)
            try applyOption(set, named: order[k], host, lua, to: object, arg: arg)
            lua.pop()
        }
        lua.pop()
    }

    /// Applies the options table at `table` in property order, by name (after `checkOptionNames`).
    func applyOptions(_ host: LuaHost, _ lua: Lua, to object: AnyObject, table: Int32, arg: Int32,
                      skip: Set<String> = []) throws {
        let t = lua.absIndex(table)
        let given = try checkOptionNames(lua, table: t, arg: arg, skip: skip)
        for name in order where given.contains(name) && !skip.contains(name) {
            guard let set = properties[name]?.set else { continue }
            lua.getField(t, name)
            defer { lua.pop() }
            try applyOption(set, named: name, host, lua, to: object, arg: arg)
        }
    }

    /// Sets one option from the value on top of the stack; a bad value is reported as the
    /// option's (`option 'duration': …`), a passed limit as the limit's own message.
    private func applyOption(_ set: Setter, named name: String, _ host: LuaHost, _ lua: Lua, to object: AnyObject,
                             arg: Int32) throws {
        do {
            try set(host, lua, object, lua.top)
        } catch let limit as LuaHost.InstructionLimitPassed {
            throw limit
        } catch {
            throw BindingError.argument(arg, "option '\(name)': \(error.message)")
        }
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
