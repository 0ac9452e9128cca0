import CLua
import CartAnimation

/// The script's world: Lua's safe standard libraries (base, string, table, math, utf8,
/// coroutine) and cartlua's API, nothing else — no io, os, debug, package or native loading,
/// no dofile/loadfile/collectgarbage/warn, no string.dump; `load` takes text only; `require`
/// finds `.lua` modules next to the script only. `math.random` is seeded (fixed unless `--seed`).
extension LuaHost {
    func installEnvironment() {
        let lua = self.lua
        let libraries: [(String, lua_CFunction)] = [
            ("_G", luaopen_base), ("string", luaopen_string), ("table", luaopen_table),
            ("math", luaopen_math), ("utf8", luaopen_utf8), ("coroutine", luaopen_coroutine),
        ]
        for (name, open) in libraries {
            luaL_requiref(L, name, open, 1)
            lua.pop()
        }
        // `warn` would write to stderr, outside the trace.
        for name in ["dofile", "loadfile", "collectgarbage", "warn"] {
            lua.pushNil()
            lua_setglobal(L, name)
        }
        lua_getglobal(L, "string")
        lua.pushNil()
        lua.setField(-2, "dump")
        lua.pop()
        // The library's C work counts as instructions (counted.h): installed before the prelude
        // takes the functions it wraps.
        cartlua_install_counted(L)
        // Before the prelude takes it: a refused allocation in a coroutine names its line.
        lua_getglobal(L, "coroutine")
        cartlua_wrap_resume(L)
        lua.pop()
        // Swift object's `hostID` → its userdata, with weak values; the indices are dense.
        lua_createtable(L, 256, 0)
        lua.newTable()
        lua.push("v")
        lua.setField(-2, "__mode")
        lua_setmetatable(L, -2)
        objectCacheRef = luaL_ref(L, Lua.registry)

        // The other classes are made when the script first uses them (`ensureClass`).
        ensureClass("Layer", lua)
        installGlobals()
        runPrelude()
    }

    func installGlobals() {
        let lua = self.lua
        lua.newTable(nrec: 3)
        lua.push(scene.screen.width); lua.setField(-2, "width")
        lua.push(scene.screen.height); lua.setField(-2, "height")
        lua.push(Double(3)); lua.setField(-2, "scale")
        lua_setglobal(L, "screen")
        pushObject(scene.window, lua)
        lua_setglobal(L, "window")
        installConstructors()
        installClockFunctions()
        installParamFunction()
    }

    /// Runs the prelude (Chunk.prelude) with the private functions it wraps as arguments,
    /// then seeds math.random. The `expect` chunk (Chunk.expect) is compiled on first use.
    func runPrelude() {
        let lua = self.lua
        do {
            try load(.prelude, on: lua)
            pushFunction(lua) { host, lua throws in
                let message = try lua.checkString(1)
                do { try host.runner.log(message) } catch {
                    host.state.hostFailure = error
                    throw BindingError.message("cannot write the trace: \(error)")
                }
                return 0
            }
            pushFunction(lua) { host, lua throws in try host.loadModule(lua) }
            lua.push(Int(options.seed))
            cartlua_pushrecheck(L)
            pushFunction(lua) { host, lua throws in try host.loadExpectChunk(lua) }
            cartlua_pushrawkeys(L)
            try state.call(arguments: 6, results: 0, at: nil)
        } catch {
            preconditionFailure("cartlua prelude failed: \(error)")
        }
    }

    /// What looking a module up costs, in instructions (a file system look-up and read).
    static let moduleLookupCost = 10_000

    /// `require`'s loader: the chunk of module `name` next to the script, as a function; else
    /// nil and the message `require` raises at its caller's line (prelude.lua).
    func loadModule(_ lua: Lua) throws -> Int32 {
        func failure(_ message: String, level: Int = 2) -> Int32 {
            lua.setTop(0)
            lua.pushNil()
            lua.push(message)
            lua.push(level)
            return 3
        }
        guard let name = lua.string(1) else {
            return failure("bad argument #1 to 'require' (string expected, got \(lua.valueTypeName(1)))")
        }
        let valid = !name.isEmpty && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { c in
                (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
            }
        }
        guard valid else {
            return failure("bad argument #1 to 'require' (invalid module name '\(name)': letters, digits, '_' and '.' only)")
        }
        // A look-up in the file system, and the module's text compiled, count as work (a failed
        // require is not remembered: `pcall(require, "x")` in a loop looks again each time).
        try budget.spend(LuaHost.moduleLookupCost)
        guard let (path, source) = options.readModule(name) else {
            return failure("module '\(name)' not found (cartlua looks for it next to the script only)")
        }
        try budget.spend(source.count)
        // Not a script, or a syntax error: raised as it is, naming the module's own line.
        do { try load(.file(path, source), on: lua) } catch { return failure(error.message, level: 0) }
        return 1
    }
}
