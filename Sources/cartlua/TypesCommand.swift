import CartLua
import Platform

/// `cartlua types`: prints the Lua Language Server annotations (`---@meta`) of the whole API,
/// generated from the bindings. The repository ships the same text as `types/cartlua.d.lua`.
enum TypesCommand: Command {
    static let helpText = """
    usage: cartlua types

    Prints Lua Language Server annotations (---@meta) of cartlua's whole API — every global,
    class, property, method, option and name — generated from the bindings, so an editor knows
    what scripts can do (completion, hover docs, type checks).

    install: cartlua types > cartlua.d.lua   (next to your scripts), or point LuaLS at the
    shipped copy: {"workspace.library": ["/path/to/cartlua/types"]} in .luarc.json.

    options:
      -h, --help   this help

    """

    /// Nothing but `--help`, anywhere; any other argument is one too many.
    static var options: CommandOptions<Void> {
        let extra = { (arg: String) in "types takes no arguments (got '\(arg)')" }
        return CommandOptions(help: helpText, usageLine: "usage: cartlua types", initial: (), groups: [.help],
                              operands: Operands(take: { _, arg, _ throws(CommandLineError) in throw CommandLineError(message: extra(arg)) }),
                              helpRule: .first, unknownOption: extra)
    }

    static func main(_ args: [String]) -> Int32 {
        if case .exit(let status) = parse(args) { return status }
        printOut(LuaHost.annotations())
        return 0
    }
}
