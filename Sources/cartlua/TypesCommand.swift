import CartLua
import Platform

/// `cartlua types`: prints the Lua Language Server annotations (`---@meta`) of the whole API,
/// generated from the bindings. The repository ships the same text as `types/cartlua.d.lua`.
enum TypesCommand: Command {
    static let help = """
    usage: cartlua types

    Prints Lua Language Server annotations (---@meta) of cartlua's whole API — every global,
    class, property, method, option and name — generated from the bindings, so an editor knows
    what scripts can do (completion, hover docs, type checks).

    install: cartlua types > cartlua.d.lua   (next to your scripts), or point LuaLS at the
    shipped copy: {"workspace.library": ["/path/to/cartlua/types"]} in .luarc.json.

    options:
      -h, --help   this help

    """

    static let usageLine = "usage: cartlua types"

    static func main(_ args: [String]) -> Int32 {
        if args.contains("-h") || args.contains("--help") {
            printOut(help)
            return 0
        }
        if let extra = args.first {
            return usageError("types takes no arguments (got '\(extra)')")
        }
        printOut(LuaHost.annotations())
        return 0
    }
}
