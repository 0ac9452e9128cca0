import CartLua
import CartOutput
import CartReport
import Platform

/// `cartlua watch SCRIPT [run options]`: runs the script and prints where each layer ends and
/// when its animations stop (RunSummary); then re-runs it whenever the script or a module it
/// requires is saved (FileWatcher) and prints what changed since the last good run, in words
/// (RunSummary: the motions, then their outcomes). A
/// failing script is reported and the watch goes on; Ctrl-C ends it with status 0.
enum WatchCommand: Command {
    static let helpText = """
    usage: cartlua watch SCRIPT [options]

    Runs SCRIPT and prints, for every layer, where it ends (position, opacity, scale, or
    removed) and when its animations stop. Then waits; each time SCRIPT or a module it
    requires is saved, runs it again and prints what changed since the last run that worked,
    in words — the animations themselves (values, path, timing as they resolved), then what
    became of them:

      card fly path: control (300, 100) → (40, 100)
      coin3 position duration: 1.3 s → 1.25 s
      coin3 lands at 1.25 s (was 1.3 s)
      badge ends at scale 1.2 (was 1)

    A script error is shown once, with its traceback, and the watch goes on. Ctrl-C stops
    watching (exit status 0).

    options:
      --until T          stop each run at virtual time T (default: when idle)
      --max-time T       cut each run at virtual time T, whatever its end (default: 60 s
                         for a run that would end only when idle)
      --set NAME=VALUE   override a param() of the script (repeatable)
      --screen WxH       screen size in points (default 375x812)
      --seed N           math.random's seed (default 0)
      -h, --help         this help

    """

    static let usage = "usage: cartlua watch SCRIPT [--until T] [--max-time T] [--set NAME=VALUE]… [--screen WxH] [--seed N]"

    /// `run`'s options as `watch` has always read them: the time and the scene listed, the rest
    /// read but not listed; a trace file refused.
    static var options: CommandOptions<RunRequest> {
        CommandOptions(help: helpText, usageLine: usage, initial: RunRequest(),
                       groups: [.help, .timeRange, .scene], quiet: [.sampling, .traceFile, .golden, .limits],
                       refusal: Refusal(names: ["-o", "--output", "--format"]) { _ in
                           "watch prints a summary and writes no trace (use `cartlua run` for -o and --format)"
                       },
                       operands: RunRequest.scriptOperand)
    }

    static func main(_ args: [String]) -> Int32 {
        let request: RunRequest
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): request = r
        }
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher()
        } catch {
            printError("cartlua: \(error)")
            return 1
        }
        stopOnInterrupt()

        let terminal = Terminal.current()
        printOut(terminal.paint("watching \(request.script)", "1") + " — Ctrl-C to stop\n")
        // Watching starts before each run, so a save during the run is not missed: it is
        // waiting when the run ends.
        watchFiles(of: request.script, with: watcher)
        var baseline: RunSummary?
        var count = 0
        var reason = ""
        while true {
            count += 1
            baseline = runOnce(request, number: count, reason: reason, baseline: baseline, terminal: terminal).summary
            watchFiles(of: request.script, with: watcher)  // the modules may have changed
            let changed = watcher.waitForChange()
            reason = changed.map { FileWatcher.split($0).name }.joined(separator: ", ") + " changed"
        }
    }

    /// Watches the script and the modules it requires (as its text and theirs say now).
    static func watchFiles(of script: String, with watcher: FileWatcher) {
        let files = [script] + RequireScan.modules(of: script) { path in
            if case .success(let bytes) = readFile(path) { return bytes }
            return nil
        }
        for failure in watcher.watch(files) { printError("cartlua: warning: \(failure)") }
    }

    /// Ctrl-C (SIGINT) and a polite kill (SIGTERM) end the watch with status 0: nothing is left
    /// to flush, output is written as it is made.
    static func stopOnInterrupt() {
        ProcessControl.exitQuietlyOnInterrupt()
    }

    /// What one run of the watch came to.
    struct Report {
        /// The summary to compare the next run with (the old one when this run failed).
        var summary: RunSummary?
        /// The script's error (message with file:line, virtual time, traceback) or the usage
        /// mistake, as the report printed it; nil when the run worked.
        var failure: String?
        /// The params the script declared.
        var params: [DeclaredParam] = []
        /// Whether the run went to its end (at the time cap too): its trace is one to show.
        var finished = false
    }

    /// Runs the script once (into a recorder, shown to `recorded`, and into `also` when given:
    /// preview's page) and prints its summary (the first run) or its changes.
    static func runOnce(_ request: RunRequest, number: Int, reason: String, baseline: RunSummary?,
                        terminal: Terminal, also: TraceWriter? = nil,
                        recorded: (RunRecorder) -> Void = { _ in }) -> Report {
        let (recorder, outcome) = RunRecorder.run(request, also: also)
        recorded(recorder)
        let title = "run \(number)" + (reason.isEmpty ? "" : " (\(reason))")
        switch outcome {
        case .finished(let reason, let time, let params):
            let summary = RunSummary(recorder)
            var out = terminal.paint(title, "1") + ": " + summary.headline(withParams: baseline == nil) + "\n"
            if reason == .cap {
                // What `run` says on reaching the cap, as part of this run's report.
                let message = ScriptSession.Outcome.timeLimitMessage(cap: time)
                out += message.split(separator: "\n").map { "  " + terminal.paint(String($0), "31") + "\n" }.joined()
            }
            if let baseline {
                let changes = summary.changes(since: baseline)
                out += changes.isEmpty ? "  no change\n" : changes.map { "  " + $0 + "\n" }.joined()
            } else {
                out += summary.table.map { "  " + $0 + "\n" }.joined()
            }
            printOut(out)
            return Report(summary: summary, failure: reason == .cap ? ScriptSession.Outcome.timeLimitMessage(cap: time) : nil,
                          params: params, finished: true)
        case .scriptError(let e):
            // Once, in the watch's own report (not again on stderr): the message with its
            // file:line, the virtual time and Lua's traceback.
            var out = terminal.paint(title, "1") + ": " + terminal.paint("the script failed: \(e.message)", "31") + "\n"
            if let t = e.virtualTime { out += "  at virtual time \(NumberFormat.string(t)) s\n" }
            if let tb = e.traceback {
                out += tb.split(separator: "\n").map { "  " + $0.replacingTabs() + "\n" }.joined()
            }
            printOut(out + "  (the next run is compared with the last one that worked)\n")
            return Report(summary: baseline, failure: ScriptSession.errorText(e))
        case .usageError(let e, let params):
            printOut(terminal.paint(title, "1") + ": " + terminal.paint(e.message, "31") + "\n")
            printError(ScriptSession.paramHelp(params))
            return Report(summary: baseline, failure: e.message, params: params)
        case .unreadable(let e):
            printOut(terminal.paint(title, "1") + ": " + terminal.paint("cannot open \(e.path): \(e.reason)", "31") + "\n")
            return Report(summary: baseline, failure: "cannot open \(e.path): \(e.reason)")
        case .outputError(let e):
            printOut(terminal.paint(title, "1") + ": " + terminal.paint("\(e)", "31") + "\n")
            return Report(summary: baseline, failure: "\(e)")
        }
    }
}

extension Substring {
    /// Tabs (Lua's traceback indents with them) as two spaces, for a report indented by spaces.
    func replacingTabs() -> String { split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "  ") }
}
