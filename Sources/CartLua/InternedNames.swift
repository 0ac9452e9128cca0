import CLua

/// A long fixed list of names (the key paths) found by the Lua string a script gives, in a Lua
/// table of name → place made once per state: Lua interns its short strings, so the look-up
/// hashes nothing and makes no Swift string (a string switch over the forty key paths cost three
/// times as much; over an enum's handful of names it costs less than this). Anything not found
/// takes the caller's own path, which says what is wrong.
final class InternedNames {
    let names: [String]
    /// The table's registry ref, in the state whose allocator state is `owner` (a class may be
    /// made once and used by another host's state: its ref would name another table there).
    private var ref: Int32 = LUA_NOREF
    private var owner: UnsafeMutableRawPointer?

    init(_ names: [String]) {
        self.names = names
    }

    /// The place (from 0) in `names` of the string at `i`; nil for any other value.
    func index(_ lua: Lua, _ i: Int32) -> Int? {
        guard lua.type(i) == LUA_TSTRING else { return nil }
        let i = lua.absIndex(i)
        let state = UnsafeMutableRawPointer(cartlua_limits(lua.L))
        if ref == LUA_NOREF || owner != state {
            lua.newTable(nrec: Int32(names.count))
            for (k, name) in names.enumerated() {
                lua.push(k + 1)
                lua.setField(-2, name)
            }
            ref = luaL_ref(lua.L, Lua.registry)
            owner = state
        }
        lua_rawgeti(lua.L, Lua.registry, lua_Integer(ref))
        let k = Int(cartlua_slot(lua.L, lua.top, i))
        lua.pop()
        return k > 0 ? k - 1 : nil
    }
}
