import CartLua
import CartOutput
import CartReport
import CartServer
import Platform

/// `cartlua preview SCRIPT [run options]`: serves the HTML player's page for the script on
/// http://127.0.0.1:PORT/ (CartServer, on libmicrohttpd) and pushes each new run to it (Server-
/// Sent Events): on every save of the script or a module it requires, and on every change of a
/// param control in the page. The page keeps its playhead, selection and zoom; a failing run is
/// shown over the last good one. The terminal reports each run as `watch` does.
enum PreviewCommand: Command {
    struct Request {
        var run = RunRequest()
        var port: UInt16 = PreviewCommand.defaultPort
        var host = "127.0.0.1"
    }

    static let defaultPort: UInt16 = 8765

    static let helpText = """
    usage: cartlua preview SCRIPT [options]

    Serves a live page of SCRIPT's run on http://127.0.0.1:\(defaultPort)/ — the stage, the
    animations' tracks on a time axis, the selected layer's property curves, and the script's
    params as controls. Each time SCRIPT or a module it requires is saved, and each time a
    control changes, the script runs again and the page shows the new run where it was (same
    playhead, selection and zoom). A failing run is shown over the last good one. The terminal
    reports each run as `cartlua watch` does. Ctrl-C stops (exit status 0).

    options:
      --port N           the port (default \(defaultPort); 0: any free one, printed)
      --host ADDR        the IPv4 address to listen on (default 127.0.0.1: this machine only;
                         any other address lets other machines run your script)
      --until T          stop each run at virtual time T (default: when idle)
      --max-time T       cut each run at virtual time T, whatever its end (default: 60 s
                         for a run that would end only when idle)
      --fps N            samples per second of the page's frames (default 60)
      --set NAME=VALUE   a param()'s starting value (repeatable)
      --screen WxH       screen size in points (default 375x812)
      --seed N           math.random's seed (default 0)
      -h, --help         this help

    Every run is sandboxed with `run`'s limits (--max-instructions, --max-memory, …).

    """

    static let usage = "usage: cartlua preview SCRIPT [--port N] [--host ADDR] [--until T] [--set NAME=VALUE]… [options]"

    static var options: CommandOptions<Request> {
        let server = OptionGroup<Request>([
            .value("--port", shownDefault: { "\($0.port)" }) { r, name, s throws(CommandLineError) in
                guard let n = UInt16(s) else { throw CommandLineError(message: "\(name): '\(s)' is not a port (0 to 65535)") }
                r.port = n
            },
            .value("--host") { r, _, s throws(CommandLineError) in r.host = s },
        ])
        return CommandOptions(help: helpText, usageLine: usage, initial: Request(),
                              groups: [.help, server] + OptionGroup.lifting([.timeRange, .sampling, .scene], to: \Request.run),
                              quiet: OptionGroup.lifting([.limits], to: \Request.run),
                              refusal: Refusal(names: ["-o", "--output", "--format"]) { _ in
                                  "preview serves a page and writes no trace (use `cartlua run` for -o and --format)"
                              },
                              operands: RunRequest.scriptOperand.lifted(\Request.run))
    }

    static func main(_ args: [String]) -> Int32 {
        let request: Request
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): request = r
        }
        let watcher: FileWatcher, wakeup: Wakeup
        do {
            watcher = try FileWatcher()
            wakeup = try Wakeup()
        } catch {
            printError("cartlua: \(error)")
            return 1
        }
        let state = PreviewState(script: request.run.script, screen: request.run.screen, wakeup: wakeup)
        let server: HTTPServer
        do {
            server = try HTTPServer(host: request.host, port: request.port) { state.answer($0) }
        } catch {
            printError("cartlua: \(error)")
            return 1
        }
        WatchCommand.stopOnInterrupt()
        let terminal = Terminal.current()
        let url = "http://\(request.host):\(server.port)/"
        printOut(terminal.paint("preview of \(request.run.script)", "1") + " at \(url) — Ctrl-C to stop\n")
        if request.host != "127.0.0.1" {
            printError("cartlua: warning: listening on \(request.host): anyone who can reach it can run your script")
        }
        loop(request.run, state: state, server: server, watcher: watcher, wakeup: wakeup, terminal: terminal)
    }

    /// Waits for a save, or for controls asking for values other than the run's; sets `run`'s
    /// params and returns why it runs again.
    static func nextReason(for run: inout RunRequest, base: RunRequest, state: PreviewState, watcher: FileWatcher,
                           wakeup: Wakeup) -> String {
        while true {
            let changed = watcher.waitForChange(orWakeup: wakeup, quietMilliseconds: quietMilliseconds)
            if !changed.isEmpty { return changed.map { FileWatcher.split($0).name }.joined(separator: ", ") + " changed" }
            if state.takeExportWanted() {
                let (outcome, source) = ExportCommand.record(run)
                state.setExport(source.map { .success($0) }
                                ?? .failure(PreviewState.ExportMissing(reason: outcome.messages.joined(separator: "\n"))))
            }
            guard let sets = state.takeRequestedSets() else { continue }
            let overrides = base.overrides + sets
            let words = { (sets: [(name: String, value: String)]) in sets.map { "\($0.name)=\($0.value)" } }
            // A control that reports the same values twice (a field's change, then its blur) runs once.
            guard words(overrides) != words(run.overrides) else { continue }
            run.overrides = overrides
            return "params: " + words(sets).joined(separator: " ")
        }
    }

    /// How long a save must be quiet before it runs: an editor's save is a write and a rename
    /// within a millisecond or two; watch's 150 ms would be most of the page's latency.
    static let quietMilliseconds: Int32 = 5

    /// Runs, publishes, waits for a save or a control; for ever (Ctrl-C ends the process).
    static func loop(_ base: RunRequest, state: PreviewState, server: HTTPServer, watcher: FileWatcher, wakeup: Wakeup,
                     terminal: Terminal) -> Never {
        var baseline: RunSummary?
        var count = 0, reason = ""
        var run = base
        while true {
            count += 1
            WatchCommand.watchFiles(of: base.script, with: watcher)
            let page = HTMLPlayerWriter(output: MemoryOutput())
            page.live = true
            page.images = TraceFormat.contentsImages(scriptDirectory: FileWatcher.split(base.script).directory)
            var recorder: RunRecorder?
            let report = WatchCommand.runOnce(run, number: count, reason: reason, baseline: baseline, terminal: terminal,
                                              also: page) { recorder = $0 }
            baseline = report.summary
            page.tracks = recorder.map(PlayerTracks.of) ?? []
            page.params = report.params.map(PlayerParam.init)
            server.publish(Array(state.published(report, page: page).utf8))
            reason = nextReason(for: &run, base: base, state: state, watcher: watcher, wakeup: wakeup)
        }
    }
}
