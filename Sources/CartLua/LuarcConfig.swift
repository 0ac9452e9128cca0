/// What `cartlua types --luarc` tells the Lua Language Server of the script environment: which
/// of Lua 5.4's standard libraries the sandbox leaves out (so completion does not offer
/// `io.open`). The CLI writes them into `.luarc.json` (TypesCommand).
extension LuaHost {
    /// LuaLS's names (`runtime.builtin`) of Lua 5.4's standard libraries, with the global each makes.
    static let languageServerLibraries = [("coroutine", "coroutine"), ("debug", "debug"), ("io", "io"), ("math", "math"),
                                          ("os", "os"), ("package", "package"), ("string", "string"), ("table", "table"),
                                          ("utf8", "utf8")]

    /// The LuaLS names of the standard libraries the environment every script sees has not.
    public static func librariesLeftOut() -> [String] {
        withTypesHost { host in LuaHost.languageServerLibraries.filter { !host.hasGlobal($0.1) }.map(\.0) }
    }
}
