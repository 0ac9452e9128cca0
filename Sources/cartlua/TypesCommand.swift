import CartLua
import CartOutput
import Platform

/// `cartlua types`: prints the Lua Language Server annotations (`---@meta`) of the whole API,
/// generated from the bindings. The repository ships the same text as `types/cartlua.d.lua`.
/// `--luacheck` prints a `.luacheckrc` and `--luarc` a `.luarc.json` from the same bindings;
/// Scripts/ ships both (TypesCommandTests holds them current).
enum TypesCommand: Command {
    static let helpText = """
    usage: cartlua types [--luacheck | --luarc [--library DIR]]

    Prints Lua Language Server annotations (---@meta) of cartlua's whole API — every global,
    class, property, method, option and name — generated from the bindings, so an editor knows
    what scripts can do (completion, hover docs, type checks).

    install: cartlua types > cartlua.d.lua   (next to your scripts), or point LuaLS at the
    shipped copy: {"workspace.library": ["/path/to/cartlua/types"]} in .luarc.json.

    options:
      --luacheck      print a .luacheckrc instead: every global a script sees, read-only, with
                      the fields of cartlua's, so luacheck flags a misspelt global or field
                      (cartlua types --luacheck > .luacheckrc; luacheck .)
      --luarc         print a .luarc.json instead: Lua 5.4, the libraries the sandbox leaves
                      out switched off
      --library DIR   with --luarc: the folder of the annotations (cartlua's types/), as
                      "workspace.library"; without it they are expected in the workspace
      -h, --help      this help

    """

    static let usage = "usage: cartlua types [--luacheck | --luarc [--library DIR]]"

    /// What `types` prints.
    struct Request {
        enum Output { case annotations, luacheck, luarc }
        var output = Output.annotations
        var library: String?
        /// Both --luacheck and --luarc were given.
        var both = false

        mutating func print(_ o: Output) {
            if output != .annotations && output != o { both = true }
            output = o
        }
    }

    static var options: CommandOptions<Request> {
        let extra = { (arg: String) in "types takes no arguments (got '\(arg)')" }
        let files = OptionGroup<Request>([
            OptionSpec(["--luacheck"], .flag { $0.print(.luacheck) }),
            OptionSpec(["--luarc"], .flag { $0.print(.luarc) }),
            .value("--library") { r, _, v throws(CommandLineError) in r.library = v },
        ]) { r throws(CommandLineError) in
            if r.both { throw CommandLineError(message: "--luacheck and --luarc print different files: give one") }
            if r.library != nil && r.output != .luarc { throw CommandLineError(message: "--library goes with --luarc") }
        }
        return CommandOptions(help: helpText, usageLine: usage, initial: Request(), groups: [.help, files],
                              operands: Operands(take: { _, arg, _ throws(CommandLineError) in throw CommandLineError(message: extra(arg)) }),
                              helpRule: .first, unknownOption: extra)
    }

    static func main(_ args: [String]) -> Int32 {
        let request: Request
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): request = r
        }
        switch request.output {
        case .annotations: printOut(LuaHost.annotations())
        case .luacheck: printOut(LuaHost.luacheckConfig())
        case .luarc: printOut(luarc(library: request.library))
        }
        return 0
    }

    /// The `.luarc.json`: the schema, Lua 5.4, the libraries left out, and the library folder.
    static func luarc(library: String?) -> String {
        func quoted(_ s: String) -> String {
            var bytes: [UInt8] = []
            JSONString.append(s, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        var lines = [
            #"  "$schema": "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json""#,
            #"  "runtime.version": "Lua 5.4""#,
            #"  "runtime.builtin": {"# + LuaHost.librariesLeftOut().map { quoted($0) + #": "disable""# }.joined(separator: ", ") + "}",
        ]
        if let library { lines.append(#"  "workspace.library": ["# + quoted(library) + "]") }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
