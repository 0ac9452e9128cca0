import CLua

/// A thin view of a `lua_State*` with the handful of stack operations the bindings use.
/// Only raw table access: no metamethod of a script's table can run (and raise) under a Swift
/// frame. Nothing here raises a Lua error, except that Lua raises a memory error when an
/// allocation fails (with the default allocator: only when the process is out of memory).
struct Lua {
    let L: OpaquePointer

    var top: Int32 { lua_gettop(L) }
    func setTop(_ n: Int32) { lua_settop(L, n) }
    func pop(_ n: Int32 = 1) { cartlua_pop(L, n) }
    func type(_ i: Int32) -> Int32 { lua_type(L, i) }
    func isNoneOrNil(_ i: Int32) -> Bool { lua_type(L, i) <= 0 }
    func typeName(_ i: Int32) -> String { String(cString: cartlua_typename_at(L, i)) }
    func absIndex(_ i: Int32) -> Int32 { lua_absindex(L, i) }

    func push(_ x: Double) { lua_pushnumber(L, x) }
    func push(_ i: Int) { lua_pushinteger(L, lua_Integer(i)) }
    func push(_ b: Bool) { lua_pushboolean(L, b ? 1 : 0) }
    func push(_ s: String) {
        var s = s
        s.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }
    func pushNil() { lua_pushnil(L) }
    func pushValue(_ i: Int32) { lua_pushvalue(L, i) }
    func newTable(narr: Int32 = 0, nrec: Int32 = 0) { lua_createtable(L, narr, nrec) }

    /// t[k] = value on top (raw), t at index `t`.
    func setField(_ t: Int32, _ k: String) {
        let t = absIndex(t)
        push(k)
        lua_rotate(L, -2, 1)
        lua_rawset(L, t)
    }

    /// Pushes t[k] (raw).
    @discardableResult
    func getField(_ t: Int32, _ k: String) -> Int32 {
        let t = absIndex(t)
        push(k)
        return lua_rawget(L, t)
    }

    /// Pushes t[i] (raw).
    @discardableResult
    func getIndex(_ t: Int32, _ i: Int) -> Int32 { lua_rawgeti(L, t, lua_Integer(i)) }

    /// t[i] = value on top (raw).
    func setIndex(_ t: Int32, _ i: Int) { lua_rawseti(L, t, lua_Integer(i)) }

    func rawLength(_ i: Int32) -> Int { Int(lua_rawlen(L, i)) }

    func number(_ i: Int32) -> Double? {
        guard lua_type(L, i) == LUA_TNUMBER else { return nil }
        return lua_tonumberx(L, i, nil)
    }

    func integer(_ i: Int32) -> Int64? {
        guard lua_type(L, i) == LUA_TNUMBER, lua_isinteger(L, i) != 0 else { return nil }
        return lua_tointegerx(L, i, nil)
    }

    func bool(_ i: Int32) -> Bool { lua_toboolean(L, i) != 0 }

    /// The string at `i` (only real strings: numbers are not converted in place).
    func string(_ i: Int32) -> String? {
        guard lua_type(L, i) == LUA_TSTRING else { return nil }
        var len = 0
        guard let p = lua_tolstring(L, i, &len) else { return nil }
        // A script can hand a binding the same 100 MB string a million times: the copy counts.
        if len >= 256 { cartlua_count_copy(L, len) }
        return p.withMemoryRebound(to: UInt8.self, capacity: len) {
            String(decoding: UnsafeBufferPointer(start: $0, count: len), as: UTF8.self)
        }
    }

    /// The registry index.
    static var registry: Int32 { cartlua_registryindex() }
}
