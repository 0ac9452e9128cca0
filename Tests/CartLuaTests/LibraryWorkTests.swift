import CLua
import Testing
import CartRun
@testable import CartLua

/// The standard library's C work counts against the instruction limit (counted.h, README
/// "Running untrusted scripts"): a call the count hook cannot see inside — a pattern that
/// backtracks, a loop over a huge index range, a scan of a long string repeated — fails the
/// run with the instruction limit at the script's line, at the same count on every run, with
/// the trace so far kept. Each script here finishes quickly with stock Lua under the same limit
/// (its work is invisible to the hook); counted, it passes the limit.
@Suite struct LibraryWorkTests {
    static var limits: ScriptLimits {
        var l = ScriptLimits()
        l.instructions = 1_000_000
        return l
    }

    /// `--max-instructions 0` is no limit and no count hook either, so Lua runs at its own
    /// speed (docs/PERFORMANCE-LOG.md): a hook makes Lua stop at every instruction it runs.
    @Test func noInstructionLimitRunsWithoutTheCountHook() throws {
        var unlimited = ScriptSettings()
        unlimited.limits.instructions = 0
        let (free, _) = makeHost(unlimited)
        #expect(lua_gethookmask(free.L) == 0)
        // Past the default limit of counted work, with nothing to stop it.
        try free.runMain(source: Array("local n = 0 for i = 1, 3e6 do n = n + 1 end assert(n == 3e6)".utf8))
        var limited = ScriptSettings()
        limited.limits = Self.limits
        let (counted, _) = makeHost(limited)
        #expect(lua_gethookmask(counted.L) != 0)
        #expect(throws: (any Error).self) {
            try counted.runMain(source: Array("local n = 0 for i = 1, 3e6 do n = n + 1 end".utf8))
        }
    }

    @Test(arguments: [
        // Pattern matching backtracks in C: O(n⁴) steps for 200 bytes, one call.
        "string.find(string.rep('a', 200), '.-.-.-x')",
        "string.match(string.rep('a', 200), '(.-)(.-)(.-)x')",
        "for w in string.gmatch(string.rep('a', 200), '.-.-.-x') do end",
        "string.gsub(string.rep('a', 200), '.-.-.-x', '')",
        "string.find(string.rep('a', 3000), '[' .. string.rep('b', 3000) .. ']')",
        "string.find(string.rep('(', 30000), '%b()')",
        // A plain search, quadratic in one call, or linear and repeated.
        "string.find(string.rep('a', 20000), string.rep('a', 2000) .. 'b', 1, true)",
        "local s = string.rep('a', 1e6) for k = 1, 1000 do s:find('y', 1, true) end",
        "local s = string.rep('a', 1e6) for k = 1, 1000 do s:find('y') end",
        // Loops over an index range or a table, with no allocation.
        "table.move({}, 1, 1e7, 2)",
        "local t = {} for k = 1, 1000 do t[k] = '' end for k = 1, 1000 do table.concat(t) end",
        "local t = {} for k = 1, 1000 do t[k] = k end for k = 1, 1000 do table.unpack(t) end",
        "local t = {} for k = 1, 1000 do t[k] = k end for k = 1, 1000 do table.sort(t) end",
        "local t = {} for k = 1, 1000 do t[k] = k end for k = 1, 1000 do table.insert(t, 1, 0) table.remove(t, 1) end",
        "local t = {} for k = 1, 1000 do t[k] = k end for k = 1, 1000 do table.pack(table.unpack(t)) end",
        "local s = string.rep('a', 1e4) local t = {} for k = 1, 100 do t[k] = s end for k = 1, 100 do table.sort(t) end",
        // Repetitions of nothing, or values by the thousand.
        "string.rep('', 1e8)",
        "string.rep('', 1e8, '')",
        "local s = string.rep('a', 1000) for k = 1, 1000 do s:byte(1, -1) end",
        "local t = {} for k = 1, 1000 do t[k] = 65 end local function f(...) for k = 1, 1000 do string.char(...) end end f(table.unpack(t))",
        "local t = {} for k = 1, 1000 do t[k] = 65 end local function f(...) for k = 1, 1000 do select(-1, ...) end end f(table.unpack(t))",
        // utf8: decoding, moving and skipping bytes.
        "local s = string.rep('a', 1e5) for k = 1, 100 do utf8.len(s) end",
        "local s = string.rep('a', 1e5) for k = 1, 100 do utf8.offset(s, -100000) end",
        "local s = string.rep('a', 1000) for k = 1, 1000 do utf8.codepoint(s, 1, -1) end",
        "local s = string.rep('\\128', 1e5) local f = utf8.codes(s) for k = 1, 100 do f(s, 0) end",
        "local t = {} for k = 1, 1000 do t[k] = 65 end local function f(...) for k = 1, 1000 do utf8.char(...) end end f(table.unpack(t))",
        // Formats, text converted, chunks compiled.
        "local f = string.rep('b', 1e5) for k = 1, 100 do string.packsize(f) end",
        "local f = string.rep('x', 1e5) for k = 1, 100 do string.pack(f) end",
        "local f = string.rep('x', 1e5) for k = 1, 100 do string.format(f) end",
        "local s = string.rep(' ', 1e5) .. '1' for k = 1, 100 do tonumber(s) end",
        "local s = string.rep('1', 1e5) for k = 1, 100 do tonumber(s, 2) end",
        "local s = string.rep(' ', 1e5) .. '1' for k = 1, 100 do local x = s + 0 end",
        "local s = 'return ' .. string.rep(' ', 1e5) .. '1' for k = 1, 100 do load(s) end",
        "local s, n = string.rep(' ', 1e5), 0 load(function() n = n + 1 if n <= 100 then return s end end)",
        // A number given as a string is converted byte by byte, leading spaces and all.
        "local s = string.rep(' ', 1e5) .. '1' for k = 1, 100 do math.abs(s) end",
        "local s = string.rep(' ', 1e5) .. '1' for k = 1, 100 do math.floor(s) end",
        "local s = string.rep(' ', 1e5) .. '1' for k = 1, 100 do ('x'):sub(s) end",
        "local s = string.rep(' ', 1e5) .. '1' for k = 1, 100 do ('x'):rep(s) end",
        "local s = string.rep(' ', 1e5) .. '1' local t = {} for k = 1, 100 do table.insert(t, s, k) end",
        "local s = string.rep(' ', 1e5) .. '1' for k = 1, 100 do select(s, 1) end",
        "local s = string.rep(' ', 1e5) .. '1' for k = 1, 100 do utf8.char(s) end",
        // require looks in the file system each time a module is not found.
        "for k = 1, 200 do pcall(require, 'missing') end",
        // next skips the empty slots of a table that once held many keys, inside one call (Lua
        // keeps a table's slots until it next grows): in the hash part, in the array part.
        "local t = {} for k = 1, 2^15 do t[k * 2] = true end for k = 1, 2^15 do t[k * 2] = nil end t.x = 1 for k = 1, 1000 do next(t) end",
        "local t = {} for k = 1, 2^15 do t[k] = true end for k = 1, 2^15 - 1 do t[k] = nil end for k = 1, 1000 do next(t) end",
        "local t = {} for k = 1, 2^15 do t[k * 2] = true end for k = 1, 2^15 do t[k * 2] = nil end t.x = 1 for k = 1, 1000 do for _ in pairs(t) do end end",
        // Bindings traverse a script's tables too: options, a delegate.
        "local t = {} for k = 1, 2^15 do t[k * 2] = true end for k = 1, 2^15 do t[k * 2] = nil end t.name = 'x' for k = 1, 1000 do Layer(t) end",
        "local t = {} for k = 1, 2^15 do t[k * 2] = true end for k = 1, 2^15 do t[k * 2] = nil end t.keyPath = 'opacity' for k = 1, 1000 do BasicAnimation(t) end",
        "local t = {} for k = 1, 2^15 do t[k * 2] = true end for k = 1, 2^15 do t[k * 2] = nil end local a = BasicAnimation{keyPath = 'opacity'} for k = 1, 1000 do a.delegate = t end",
        // Long strings compared, or copied into a binding, whole in one call.
        "local a, b = ('a'):rep(1000):rep(1000), ('a'):rep(1000):rep(1000) for k = 1, 1000 do rawequal(a, b) end",
        "local a, b = ('a'):rep(1000):rep(1000), ('a'):rep(1000):rep(1000) local t = {[a] = 1} for k = 1, 1000 do rawget(t, b) end",
        "local a, b = ('a'):rep(1000):rep(1000), ('a'):rep(1000):rep(1000) local t = {} for k = 1, 1000 do rawset(t, b, k) end",
        "local s, l = ('a'):rep(1000):rep(1000), Layer{} for k = 1, 1000 do l.name = s end",
        // Functions that loop over the values they are given, given a thousand.
        "local t = {} for k = 1, 1000 do t[k] = k end local function f(...) for k = 1, 2000 do math.max(...) end end f(table.unpack(t))",
        "local t = {} for k = 1, 1000 do t[k] = k end local function f(...) for k = 1, 2000 do math.min(...) end end f(table.unpack(t))",
        "local t = {} for k = 1, 1000 do t[k] = k end local function f(...) for k = 1, 2000 do assert(...) end end f(table.unpack(t))",
        "local t = {} for k = 1, 1000 do t[k] = k end local co = coroutine.wrap(function(...) "
            + "for k = 1, 2000 do coroutine.yield(...) end end) co(table.unpack(t)) for k = 1, 2000 do co() end",
        "local t = {} for k = 1, 1000 do t[k] = k end local co = coroutine.create(function() while true do coroutine.yield() end end) "
            + "local function f(...) for k = 1, 2000 do coroutine.resume(co, ...) end end f(table.unpack(t))",
    ])
    func libraryWorkCountsAsInstructions(_ work: String) {
        var settings = ScriptSettings()
        settings.limits = Self.limits
        let source = "after(0.5, function()\n  print('before')\n  \(work)\n  print('after')\nend)"
        let first = runScript(source, settings), second = runScript(source, settings)
        #expect(first.errorMessage == "test.lua:3: instruction limit exceeded (see --max-instructions)", "\(work)")
        #expect(first.messages == ["before"], "the trace so far is kept, nothing after: \(work)")
        // The same point on every run: the same count, the same trace.
        #expect(first.host.instructionsUsed == second.host.instructionsUsed)
        #expect(first.records.count == second.records.count)
        // Refused before the work, the count stops by the limit.
        #expect(first.host.instructionsUsed <= 2 * Self.limits.instructions)
    }

    /// The counted copies give stock Lua's results: each line runs in the sandbox and in a plain
    /// Lua state with Lua's own libraries, and prints the same.
    static let sameAsStock: [String] = [
        // find / match / gmatch / gsub
        "print(string.find('hello world', 'o w'))", "print(string.find('hello world', 'l+'))",
        "print(string.find('hello', 'l', 1, true))", "print(string.find('hello', 'xyz', 1, true))",
        "print(string.find('hello', '', 10))", "print(string.find('hello', '', 6))", "print(string.find('a.b', '.', 1, true))",
        "print(string.find('hello', '^h()e'))", "print(string.find('x = 10', '(%w+)%s*=%s*(%d+)'))",
        "print(string.find('THE (quick) fox', '%((%a+)%)'))", "print(string.find('f(a(b)c)d', '%b()'))",
        "print(string.find('THE (quick) fox', '%f[%a]%a+', 5))", "print(string.find('aaa', 'a-b'))", "print(string.find('ab', '[^%s]+$'))",
        "print(string.match('key = value', '(%w+) = (%w+)'))", "print(string.match('2024-01-02', '(%d+)-(%d+)-(%d+)'))",
        "print(string.match('hello', '()ll()'))", "print(string.match('  trim  ', '^%s*(.-)%s*$'))",
        "print(string.match('[[x]]', '%[(%[?)(.-)%]%]'))", "print(string.match('abc', '((a)(b))'))", "print(string.match('x', 'y'))",
        "print(string.match('hello', '.-(l+)(.*)', 2))", "print(string.match('a\\0b', '%z'))", "print(string.match('ABC', '%u+%l*'))",
        "print(pcall(string.match, 'x', '('))", "print(pcall(string.match, 'x', '%'))", "print(pcall(string.match, 'x', '[a'))",
        "print(pcall(string.find, 'x', '%1'))", "print(pcall(string.match, 'x', '%f'))", "print(pcall(string.gsub, 'x', '.', '%2'))",
        "print(pcall(string.rep))", "print(pcall(string.find, 'x', string.rep('(', 40)))",
        "print(pcall(string.match, string.rep('a', 300), string.rep('a?', 300) .. string.rep('a', 300)))",
        "local r = {} for k, v in string.gmatch('a=1, b=2, c=3', '(%w+)=(%w+)') do r[#r + 1] = k .. v end print(table.concat(r, ';'))",
        "local r = {} for w in string.gmatch('one two  three', '%a+') do r[#r + 1] = w end print(table.concat(r, ','))",
        "local r = {} for p in string.gmatch('abc', '()') do r[#r + 1] = p end print(table.concat(r, ','))",
        "local r = {} for w in string.gmatch('abcabc', 'b', 3) do r[#r + 1] = w end print(#r)",
        "print(string.gsub('hello world', 'o', '0'))", "print(string.gsub('hello world', '(%w+)', '<%1>'))",
        "print(string.gsub('hello', '', '-'))", "print(string.gsub('abc', '%w', '%0%0'))", "print(string.gsub('abc', 'b', '%%'))",
        "print(string.gsub('hello world', '%w+', {hello = 'HI', world = false}))",
        "print(string.gsub('a b c', '%a', function(c) return c:upper() end, 2))", "print(string.gsub('abc', '^a', 'x'))",
        "print(string.gsub('abc', '()', '%1'))", "print(pcall(string.gsub, 'abc', 'b', {b = {}}))", "print(pcall(string.gsub, 'x', 'x', '%'))",
        "print(string.gsub('x^2', '%^', '**'))", "print(string.gsub('aaa', 'a*', '-'))", "print(string.gsub('abc', '.-', '-'))",
        // byte / rep / char / format / pack / tonumber / select / load
        "print(string.byte('hello'))", "print(string.byte('hello', 2, 4))", "print(string.byte('hello', -2, -1))",
        "print(string.byte('hello', 10))", "print(string.byte('', 1))", "print(string.byte('hello', 0, 100))",
        "print(string.rep('ab', 3, ','))", "print(string.rep('x', 0))", "print(string.rep('x', -5))", "print(pcall(string.rep, 'x', 1e300))",
        "print(string.char(72, 105))", "print(pcall(string.char, 256))", "print(string.format('%5.2f|%d|%s|%q', 3.14159, 42, 'x', 'a\\n'))",
        "print(string.packsize('i4i8'), string.unpack('i4', string.pack('i4', 7)))", "print(pcall(string.pack, 'i17', 1))",
        "print(tonumber('  10  '), tonumber('0x1F'), tonumber('z', 36), tonumber('1e2'), tonumber('x'), tonumber(5))",
        "print(pcall(tonumber, '10', 99))", "print(select('#', 1, nil, 3), select(2, 'a', 'b', 'c'), select(-1, 'a', 'b'))",
        "print(pcall(select, 0, 1))", "print(load('return 1 + 1')())", "print(load('syntax error here'))",
        "local parts, n = {'return ', '4', '2'}, 0 print(load(function() n = n + 1 return parts[n] end)())",
        "print(pcall(load, function() return {} end))", "print(('10') + 5, '3' * '4', -'2', '7' // 2, '2' ^ '3', '7' % '4')",
        "print(pcall(function() return 'x' + 1 end))",
        "print(math.abs(' -3 '), pcall(math.max, '2', 1), ('hello'):sub('2', ' 3'), ('ab'):rep('2'), select('2', 'a', 'b'))",
        "print(utf8.char('72'), table.concat({1, 2, 3}, ',', '2'), string.byte('abc', '2'), pcall(math.floor, 'x'))",
        "print(pcall(string.rep, 'x', '1e300'), pcall(error, 'e', '1'), math.random(1, 6) >= 1)",
        // table
        "local t = {1, 2, 3} table.insert(t, 4) table.insert(t, 1, 0) print(table.concat(t, ','))",
        "local t = {1, 2, 3} print(table.remove(t), table.remove(t, 1), table.concat(t, ','))",
        "local t = {} print(table.remove(t), #t)", "print(pcall(table.insert, {1}, 5, 2))", "print(pcall(table.insert, {}, 1, 2, 3))",
        "print(table.concat({1, 2, 3}, ', ', 2, 3))", "print(table.concat({}, 'x'))", "print(pcall(table.concat, {1, {}, 3}))",
        "print(table.concat(table.move({1, 2, 3}, 1, 3, 2), ','))", "print(table.concat(table.move({1, 2, 3}, 2, 3, 1), ','))",
        "print(table.concat(table.move({1, 2, 3}, 1, 3, 1, {}), ','))", "print(pcall(table.move, {}, 1, math.maxinteger, 2))",
        "print(table.unpack({1, 2, 3}))", "print(table.unpack({1, 2, 3}, 2))", "print(table.unpack({1, 2, 3}, -1, 1))",
        "print(pcall(table.unpack, {}, 1, 1e8))", "local p = table.pack(1, nil, 3) print(p.n, p[1], p[2], p[3])",
        "local t = {5, 2, 8, 1, 9, 3} table.sort(t) print(table.concat(t, ','))",
        "local t = {5, 2, 8, 1, 9, 3} table.sort(t, function(a, b) return a > b end) print(table.concat(t, ','))",
        "local t = {'b', 'a', 'C', 'c'} table.sort(t) print(table.concat(t, ','))",
        "local t, x = {}, 7 for k = 1, 2000 do x = (x * 1103515245 + 12345) % 2147483648 t[k] = x % 1000 end table.sort(t) "
            + "local ok = true for k = 2, #t do ok = ok and t[k - 1] <= t[k] end print(ok, t[1], t[1000], t[2000])",
        "print(pcall(table.sort, {3, 1, 2}, function(a, b) return true end))", "print(pcall(table.sort, {1, 'x'}))",
        "local t = setmetatable({}, {__index = function(_, k) return k * 10 end, __len = function() return 3 end}) "
            + "print(table.concat(t, ','), table.unpack(t))",
        // utf8
        "print(utf8.len('h\\u{E9}llo'), utf8.len('\\xff'), utf8.len('abc', 2), utf8.len('\\u{E9}', 2))",
        "print(pcall(utf8.len, 'abc', 5))", "print(utf8.char(72, 0xE9, 0x1F642), utf8.char())",
        "print(utf8.codepoint('h\\u{E9}', 1, -1))", "print(pcall(utf8.codepoint, '\\xff'))",
        "print(utf8.offset('a\\u{E9}b', 3), utf8.offset('a\\u{E9}b', -1), utf8.offset('a\\u{E9}b', 0, 3), utf8.offset('abc', 5))",
        "print(pcall(utf8.offset, 'a\\u{E9}', 1, 3))",
        "local r = {} for p, c in utf8.codes('a\\u{E9}\\u{1F642}') do r[#r + 1] = p .. ':' .. c end print(table.concat(r, ' '))",
        "print(pcall(function() for p, c in utf8.codes('a\\xff') do end end))", "print(utf8.charpattern)",
        "print(utf8.len('\\u{7FFFFFFF}', 1, -1, true), utf8.len('\\u{7FFFFFFF}'))",
    ]

    @Test func countedFunctionsGiveStockLuasResults() throws {
        let source = Self.sameAsStock.joined(separator: "\n")
        let sandbox = printed(source)
        let stock = try Self.stockPrinted(source)
        #expect(sandbox.count == Self.sameAsStock.count, "\(sandbox.last ?? "")")
        for (i, line) in Self.sameAsStock.enumerated() where i < min(sandbox.count, stock.count) {
            #expect(sandbox[i] == stock[i], "\(line)")
        }
        #expect(sandbox.count == stock.count)
    }

    /// What `source` prints in a plain Lua state with Lua's own libraries (chunk "test.lua").
    static func stockPrinted(_ source: String) throws -> [String] {
        let L = try #require(luaL_newstate())
        defer { lua_close(L) }
        luaL_openlibs(L)
        let prelude = """
            OUT = {}
            print = function(...)
              local t = {}
              for i = 1, select('#', ...) do t[i] = tostring((select(i, ...))) end
              OUT[#OUT + 1] = table.concat(t, '\\t')
            end
            """
        for (chunk, name) in [(prelude, "=prelude"), (source, "@test.lua")] {
            let status = chunk.withCString { luaL_loadbufferx(L, $0, strlen($0), name, "t") }
            #expect(status == LUA_OK)
            #expect(cartlua_pcall(L, 0, 0, 0) == LUA_OK, "\(String(cString: cartlua_tostring(L, -1)))")
        }
        lua_getglobal(L, "OUT")
        var lines: [String] = []
        for i in 1...max(1, Int(lua_rawlen(L, -1))) where lua_rawgeti(L, -1, lua_Integer(i)) == LUA_TSTRING {
            var len = 0
            let p = lua_tolstring(L, -1, &len)!
            lines.append(String(decoding: UnsafeRawBufferPointer(start: p, count: len), as: UTF8.self))
            lua_settop(L, -2)
        }
        return lines
    }
}
