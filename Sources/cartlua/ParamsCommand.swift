import CartAnimation
import CartLua
import CartRun
import CartReport
import Platform

/// `cartlua params SCRIPT [--set NAME=VALUE]…`: runs the script's top level only (no run loop)
/// and lists the params it declares — name, type, default, the value `--set` gives, help — as an
/// aligned table on a terminal, tab-separated lines otherwise.
enum ParamsCommand: Command {
    static let helpText = """
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

    static let usage = "usage: cartlua params SCRIPT [--set NAME=VALUE]…"

    /// `run`'s options as `params` has always read them: the scene listed, the rest read but not
    /// listed (only the limits matter to a script's top level).
    static var options: CommandOptions<RunRequest> {
        CommandOptions(help: helpText, usageLine: usage, initial: RunRequest(),
                       groups: [.help, .scene], quiet: [.sampling, .timeRange, .traceFile, .golden, .limits],
                       operands: RunRequest.scriptOperand)
    }

    static func main(_ args: [String]) -> Int32 {
        let request: RunRequest
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): request = r
        }
        // Messages and exit statuses as `run` gives them (Outcome+Status.swift).
        let source: [UInt8]
        switch readFile(request.script) {
        case .success(let s): source = s
        case .failure(let e): return ScriptSession.Outcome.unreadable(e).conclude()
        }
        let scene = Scene(screen: request.screen)
        let runner = Runner(scene: scene, sink: RunRecorder())
        runner.onWarning = ScriptSession.printWarning
        let host = LuaHost(scene: scene, runner: runner, options: ScriptSession.hostOptions(request))
        defer { host.close() }
        do {
            try host.runMain(source: source)
        } catch let e as UsageError {
            return ScriptSession.Outcome.usageError(e, params: host.params).conclude()
        } catch let e as ScriptError {
            // The params declared before the failure are listed.
            printOut(listing(host.params, overridden: request.overrides.map(\.name)))
            return ScriptSession.Outcome.scriptError(e).conclude()
        } catch {
            // Not an outcome: runMain throws only the two above.
            printError("cartlua: \(error)")
            return 1
        }
        printOut(listing(host.params, overridden: request.overrides.map(\.name)))
        return 0
    }

    /// The listing of the params the host declared (CartReport's ParamListing).
    static func listing(_ params: [DeclaredParam], overridden: [String]) -> String {
        ParamListing.text(params.map { ParamListing.Param(name: $0.name, defaultValue: $0.defaultValue, value: $0.value, help: $0.help) },
                          overridden: overridden, terminal: Terminal.current())
    }
}
