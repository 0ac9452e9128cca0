import Platform
import CartLua

// cartlua's entry: the command, then everything in one place for exit codes.
ProcessControl.ignoreBrokenPipeSignal()  // a closed pipe is an EPIPE error we end quietly on, not a signal
let args = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch args.first {
case "run":
    status = RunCommand.main(Array(args.dropFirst()))
case "test":
    status = TestCommand.main(Array(args.dropFirst()))
case "params":
    status = ParamsCommand.main(Array(args.dropFirst()))
case "explain":
    status = ExplainCommand.main(Array(args.dropFirst()))
case "export":
    status = ExportCommand.main(Array(args.dropFirst()))
case "watch":
    status = WatchCommand.main(Array(args.dropFirst()))
case "preview":
    status = PreviewCommand.main(Array(args.dropFirst()))
case "lint":
    status = LintCommand.main(Array(args.dropFirst()))
case "types":
    status = TypesCommand.main(Array(args.dropFirst()))
case "--version", "-v":
    printOut("cartlua \(Usage.version) (\(LuaHost.luaVersion))\n")
    status = 0
case "--help", "-h", "help":
    printOut(Usage.main)
    status = 0
case nil:
    printError("cartlua: no command given")
    printError("usage: cartlua run SCRIPT [options] | cartlua --help")
    status = 2
case let other?:
    printError("cartlua: unknown command '\(other)'")
    printError("usage: cartlua run SCRIPT [options] | cartlua --help")
    status = 2
}
ProcessControl.exit(status)
