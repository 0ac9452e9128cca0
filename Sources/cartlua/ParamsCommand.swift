import CartAnimation
import CartLua
import CartRun
import Platform

/// `cartlua params SCRIPT [--set NAME=VALUE]…`: runs the script's top level only (no run loop)
/// and lists the params it declares — name, type, default, the value `--set` gives, help — as an
/// aligned table on a terminal, tab-separated lines otherwise.
enum ParamsCommand: Command {
    static let help = """
    usage: cartlua params SCRIPT [--set NAME=VALUE]… [--screen WxH] [--seed N]

    Runs SCRIPT's top level (no animation runs) and lists the params it declares with
    param(name, default, help): name, type, default, the value (the default, or what --set
    gives) and help. On a terminal: an aligned table. Otherwise one line per param, the five
    fields separated by tabs, defaults and values written as Lua literals (10, 0.1, "curve", true).

    options:
      --set NAME=VALUE   the value a run with this --set would use (repeatable)
      --screen WxH       screen size in points, for scripts whose params depend on it
      --seed N           math.random's seed
      -h, --help         this help

    exit status: 0 success; 1 the script failed (the params declared before the failure are
    listed); 2 bad usage (a --set for no param, or of the wrong type).

    """

    static let usageLine = "usage: cartlua params SCRIPT [--set NAME=VALUE]…"

    static func main(_ args: [String]) -> Int32 {
        let request: RunRequest
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): request = r
        }
        let source: [UInt8]
        switch readFile(request.script) {
        case .success(let s): source = s
        case .failure(let e):
            printError("cartlua: cannot open \(e.path): \(e.reason)")
            return 1
        }
        let scene = Scene(screen: request.screen)
        let runner = Runner(scene: scene, sink: RunRecorder())
        runner.onWarning = ScriptSession.printWarning
        let host = LuaHost(scene: scene, runner: runner, options: ScriptSession.hostOptions(request))
        defer { host.close() }
        do {
            try host.runMain(source: source)
        } catch let e as UsageError {
            printError("cartlua: \(e.message)")
            printError(ScriptSession.paramHelp(host.params))
            return 2
        } catch let e as ScriptError {
            printOut(listing(host.params, overridden: request.overrides.map(\.name), terminal: Terminal.current()))
            ScriptSession.report(e)
            return 1
        } catch {
            printError("cartlua: \(error)")
            return 1
        }
        printOut(listing(host.params, overridden: request.overrides.map(\.name), terminal: Terminal.current()))
        return 0
    }

    /// The listing: a table with a header on a terminal (the value column only when a `--set`
    /// changed something), else one tab-separated line per param.
    static func listing(_ params: [DeclaredParam], overridden: [String], terminal: Terminal) -> String {
        guard terminal.unicode else {
            return params.map { p in
                [p.name, p.defaultValue.typeName, p.defaultValue.description, p.value.description, p.help ?? ""]
                    .joined(separator: "\t") + "\n"
            }.joined()
        }
        guard !params.isEmpty else { return "the script declares no params\n" }
        let showValue = params.contains { overridden.contains($0.name) }
        var rows = [["name", "type", "default"] + (showValue ? ["value"] : []) + ["help"]]
        for p in params {
            var row = [p.name, p.defaultValue.typeName, p.defaultValue.description]
            if showValue { row.append(overridden.contains(p.name) ? p.value.description : "") }
            rows.append(row + [p.help ?? ""])
        }
        let lines = alignedRows(rows)
        return ([terminal.paint(lines[0], "1")] + lines.dropFirst()).joined(separator: "\n") + "\n"
    }
}
