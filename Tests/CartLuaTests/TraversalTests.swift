import CLua
import Testing
@testable import CartLua

/// `next` and `pairs` (prelude.lua): one fixed order whatever Lua's per-run hash seed, the
/// traversal rules of Lua's manual (fields may be cleared or changed while traversing), and
/// the table-size reading their instruction charge rests on (counted.h).
@Suite struct TraversalTests {
    /// Numbers ascending, then strings, then booleans, then the rest — by `next` as by `pairs`,
    /// so a script that prints a table prints it the same way on every run.
    @Test func nextAndPairsShareOneFixedOrder() {
        let source = """
            local t = {}
            for i = 1, 26 do t[string.char(123 - i)] = i end
            t[3] = 'c'; t[1] = 'a'; t[2.5] = 'h'; t[true] = 1; t[false] = 0; t[-7] = 'n'
            local byNext, byPairs = {}, {}
            for k in next, t do byNext[#byNext + 1] = tostring(k) end
            for k in pairs(t) do byPairs[#byPairs + 1] = tostring(k) end
            print(table.concat(byNext, ' '))
            print(table.concat(byNext, ' ') == table.concat(byPairs, ' '), next(t), rawequal(pairs(t), next))
            """
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        #expect(printed(source) == [
            (["-7", "1", "2.5", "3"] + letters + ["false", "true"]).joined(separator: " "),
            "true\t-7\ttrue",  // next(t) in the middle: its first value only
        ])
    }

    /// Lua's manual: "you may however modify existing fields. In particular, you may clear
    /// existing fields" while traversing. A cleared field not yet visited is not visited; a
    /// changed one is seen with its new value; a traversal of the same table inside the
    /// traversal leaves the outer one where it was.
    @Test func clearingAndChangingFieldsWhileTraversing() {
        let source = """
            local t = {a = 1, b = 2, c = 3, d = 4, e = 5}
            local seen = {}
            for k, v in pairs(t) do
              if k == 'b' then t.c = nil; t.d = 40 end
              local inner = 0
              for _ in pairs(t) do inner = inner + 1 end
              seen[#seen + 1] = k .. '=' .. v .. '/' .. inner
            end
            print(table.concat(seen, ' '))
            local u = {x = 1, y = 2, z = 3}
            local k1 = next(u)
            u[k1] = nil
            for _ in pairs(u) do end       -- a new snapshot without x
            print(next(u, k1))             -- x is gone: on from where it sorted
            print(pcall(next))
            print(pcall(next, 5))
            """
        #expect(printed(source) == [
            "a=1/5 b=2/4 d=40/4 e=5/4",
            "y\t2",
            "false\tbad argument #1 to 'next' (table expected, got no value)",
            "false\tbad argument #1 to 'next' (table expected, got number)",
        ])
    }

    /// The slots a traversal looks at, read from Lua 5.4's Table header: sizes that follow from
    /// Lua's rehash (ltable.c: the array part is the largest power of 2 more than half full, the
    /// hash part the next power of 2 of the other keys; an empty hash part is one dummy node).
    @Test(arguments: [
        ("return {}", 0 + 1),
        ("local t = {} for i = 1, 100 do t['k' .. i] = i end return t", 0 + 128),
        ("local t = {} for i = 1, 100 do t[i] = i end return t", 128 + 1),
        ("local t = {} for i = 1, 2^12 do t[i * 2] = i end for i = 1, 2^12 do t[i * 2] = nil end return t", 0 + 4096),
        ("return {1, 2, 3}", 3 + 1),
    ])
    func tableSlotsFollowLuasRehash(_ chunk: String, _ slots: Int) throws {
        let L = try #require(luaL_newstate())
        defer { lua_close(L) }
        luaL_openlibs(L)
        let status = chunk.withCString { luaL_loadbufferx(L, $0, strlen($0), "=t", "t") }
        #expect(status == LUA_OK)
        #expect(cartlua_pcall(L, 0, 1, 0) == LUA_OK)
        #expect(cartlua_table_slots(L, -1) == slots, "\(chunk)")
    }
}
