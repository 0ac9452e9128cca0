/// What `cartlua types --luarc` tells the Lua Language Server of the script environment: which
/// of Lua 5.4's standard libraries the sandbox leaves out (so completion does not offer
/// `io.open`). The CLI writes them into `.luarc.json` (TypesCommand).
extension LuaHost {
    /// Lua 5.4's standard libraries by their globals, which are also LuaLS's `runtime.builtin` names.
    static let standardLibraries = ["coroutine", "debug", "io", "math", "os", "package", "string", "table", "utf8"]

    /// The LuaLS names of the standard libraries the environment every script sees has not.
    public static func librariesLeftOut() -> [String] {
        withTypesHost { host in standardLibraries.filter { !host.hasGlobal($0) } }
    }
}
