import CLua

/// References kept in a table of their own rather than in the registry: `luaL_ref` and
/// `luaL_unref` on that table, which the registry holds.
///
/// Why (the collector is generational, `CollectorPace`): a minor collection walks again every
/// old table a young value was stored in since the last one. The registry holds the function of
/// every pending `after` call (10,000 at the start of coins-10000), and a coin's delegate
/// referenced there made each minor collection walk all of them: ~150 k instructions a
/// collection, the calling thread's largest cost in the collector (callgrind). A coin's delegate
/// in a table of delegates touches only that table, about as large as the coins alive.
struct RefTable {
    /// The table's own reference in the registry.
    let tableRef: Int32

    /// A new, empty table, referenced from the registry.
    init(_ L: OpaquePointer) {
        lua_createtable(L, 0, 0)
        tableRef = luaL_ref(L, Lua.registry)
    }

    /// A reference to the value on top of the stack, which is popped (nil and none: `LUA_REFNIL`).
    func ref(_ L: OpaquePointer) -> Int32 {
        lua_rawgeti(L, Lua.registry, lua_Integer(tableRef))
        lua_rotate(L, -2, 1)
        let r = luaL_ref(L, -2)
        lua_settop(L, -2)
        return r
    }

    /// Pushes the value `ref` refers to (nil for one dropped).
    func push(_ ref: Int32, _ L: OpaquePointer) {
        lua_rawgeti(L, Lua.registry, lua_Integer(tableRef))
        lua_rawgeti(L, -1, lua_Integer(ref))
        cartlua_remove(L, -2)
    }

    /// Drops `refs`: their slots are free for the next `ref`s. The table fetched once for all.
    func unref(_ refs: [Int32], _ L: OpaquePointer) {
        lua_rawgeti(L, Lua.registry, lua_Integer(tableRef))
        for r in refs { luaL_unref(L, -1, r) }
        lua_settop(L, -2)
    }
}
