import CLua

/// A long fixed list of names (the key paths) found by the Lua string a script gives, by the
/// address of the string (`cartlua_NameIndex`): Lua interns its short strings, so the look-up
/// hashes an address, pushes nothing and makes no Swift string (a string switch over the forty
/// key paths cost three times as much as a table look-up, which cost five times this). A table
/// of the names, made once per state, keeps their strings alive. Anything not found takes the
/// caller's own path, which says what is wrong.
final class InternedNames {
    let names: [String]
    /// The names table's registry ref, in the state whose allocator state is `owner` (a list
    /// may be used by another host's state: its ref would name another table there, and the
    /// index other strings), and the index of its strings.
    private var ref: Int32 = LUA_NOREF
    private var owner: UnsafeMutableRawPointer?
    private let addresses = UnsafeMutablePointer<cartlua_NameIndex>.allocate(capacity: 1)

    init(_ names: [String]) {
        // Long strings are not interned: a script's copy would be another object.
        precondition(names.count * 2 <= CARTLUA_SLOT_INDEX && names.allSatisfy { $0.utf8.count <= 40 },
                     "cartlua: names too many or too long to find by address")
        self.names = names
        addresses.initialize(to: cartlua_NameIndex())
    }

    deinit { addresses.deallocate() }

    /// The place (from 0) in `names` of the string at `i`; nil for any other value.
    func index(_ lua: Lua, _ i: Int32) -> Int? {
        let k = Int(cartlua_nameindex_find(addresses(lua), lua.L, i))
        return k > 0 ? k - 1 : nil
    }

    /// The index of the names' strings in `lua`'s state (made now if another state's), for C
    /// to find a name in (`cartlua_nameindex_find`: the place + 1, 0 for none) while this list
    /// lives and is used with no other state.
    func addresses(_ lua: Lua) -> UnsafePointer<cartlua_NameIndex> {
        let state = UnsafeMutableRawPointer(cartlua_limits(lua.L))
        if owner != state { index(in: lua, state) }
        return UnsafePointer(addresses)
    }

    /// Makes the names table in `lua`'s state and indexes its strings.
    private func index(in lua: Lua, _ state: UnsafeMutableRawPointer?) {
        addresses.update(repeating: cartlua_NameIndex(), count: 1)
        lua.newTable(nrec: Int32(names.count))
        for (k, name) in names.enumerated() {
            lua.push(k + 1)
            lua.setField(-2, name)
            lua.push(name)  // the key's own string object: short strings are interned
            cartlua_nameindex_add(addresses, lua.L, -1, lua_Integer(k + 1))
            lua.pop()
        }
        ref = luaL_ref(lua.L, Lua.registry)
        owner = state
    }
}
