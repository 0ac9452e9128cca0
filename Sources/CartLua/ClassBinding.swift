import CLua
import CartAnimation

/// How one script-visible type behaves: its properties (read with `obj.name`, written with
/// `obj.name = v` or as constructor options) and its methods (`obj:name(…)`). One table per
/// type is the single source of truth for getters, setters, options and editor docs.
final class ClassBinding {
    typealias Getter = (LuaHost, Lua, AnyObject) -> Void
    typealias Setter = (LuaHost, Lua, AnyObject, Int32) throws -> Void
    typealias Method = (LuaHost, Lua, AnyObject) throws -> Int32

    struct Property {
        var get: Getter?
        var set: Setter?
    }

    /// The metatable name, also the type name in messages ("Layer expected, got nil").
    let name: String
    /// Property names in the order constructor options are applied.
    private(set) var order: [String] = []
    private(set) var properties: [String: Property] = [:]
    private(set) var methods: [(String, Method)] = []
    /// What `tostring` shows.
    var describe: (AnyObject) -> String
    /// `==` between two objects of this type, for value-like types; nil: identity.
    var equals: ((AnyObject, AnyObject) -> Bool)?

    init(name: String) {
        self.name = name
        describe = { _ in name }
    }

    func property(_ name: String, get: Getter?, set: Setter? = nil) {
        if properties[name] == nil { order.append(name) }
        properties[name] = Property(get: get, set: set)
    }

    func method(_ name: String, _ body: @escaping Method) {
        methods.append((name, body))
    }

    /// Adds every property and method of `other` (shared animation timing, for instance).
    func inherit(_ other: ClassBinding) {
        for n in other.order { property(n, get: other.properties[n]?.get, set: other.properties[n]?.set) }
        methods.append(contentsOf: other.methods)
    }

    var propertyNames: [String] { order }
    var methodNames: [String] { methods.map(\.0) }

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

    /// Applies the options table at `table` in property order (after `checkOptionNames`).
    func applyOptions(_ host: LuaHost, _ lua: Lua, to object: AnyObject, table: Int32, arg: Int32,
                      skip: Set<String> = []) throws {
        let t = lua.absIndex(table)
        let given = try checkOptionNames(lua, table: t, arg: arg, skip: skip)
        for name in order where given.contains(name) && !skip.contains(name) {
            guard let set = properties[name]?.set else { continue }
            lua.getField(t, name)
            defer { lua.pop() }
            do {
                try set(host, lua, object, lua.top)
            } catch {
                throw BindingError.argument(arg, "option '\(name)': \(error.message)")
            }
        }
    }
}
