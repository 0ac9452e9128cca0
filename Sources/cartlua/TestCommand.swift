import CartReport
import Platform

/// `cartlua test [PATH…]`: runs regression scripts (`*_test.lua`) with their `expect` checks and
/// reports each failure as `FILE:LINE: at t=… s: expected …, got …`, a line per script and the
/// total in scripts, `N passed, N failed` — or the same as TAP, and JUnit XML for CI. Exit
/// status: 0 all passed, 1 a check failed or a script failed, 2 bad usage (an unknown option, a
/// PATH that does not exist, no test scripts).
enum TestCommand: Command {
    static let helpText = """
    usage: cartlua test [PATH…] [options]

    Runs regression scripts: files named *_test.lua in the PATHs (directories are searched
    recursively, hidden ones skipped; a file given by name runs whatever its name), or under the
    current directory when no PATH is given. Each runs to its end with no trace written; its
    expect checks (README.md, "Regression scripts") are reported as

      FILE:LINE: at t=0.5 s: expected …, got … — message

    then a line per script (ok / FAIL, with its number of checks) and the total in scripts:
    "N passed, N failed". A script error counts as a failure. Scripts run side by side (-j);
    the report is in the scripts' order, by path, whatever finished first.

    A script runs until it is idle, as `cartlua run` runs it; one that never becomes idle fails
    at the time cap unless --until gives its end.

    choosing scripts:
      --filter PATTERN   only scripts whose path, as listed, contains PATTERN (a plain
                         substring, case-sensitive; repeatable: any of them)
      --shard K/N        only shard K of N (1 ≤ K ≤ N): each script is in exactly one shard,
                         by a hash of its path under the PATH it was found in, the same on
                         every machine (for CI matrices)

    running (each script with its own Lua, limits and clock):
      -j, --jobs N       scripts run at once (default: the number of processors; 1: one by one)
      --fail-fast        start no script after the first failure; the rest are reported as
                         not run
      --until T          stop each script at virtual time T (default: when idle)
      --max-time T       cut each script's run at virtual time T, whatever its end (default:
                         60 s for a run that would end only when idle)
      --set NAME=VALUE   override a param() of every script (repeatable)
      --screen WxH       screen size in points (default 375x812)
      --seed N           math.random's seed (default 0)
      --max-instructions N   Lua instructions in all, per script (default 1000000000; 0: none)
      --max-memory MIB       memory Lua may hold, per script (default 512; 0: none)
      --max-layers N         layers a script may make (default 1000000)
      --max-pending-calls N  delayed calls pending at once (default 1000000)

    reporting:
      --format F         the report on stdout: text or tap (TAP 13) (default text)
      --junit FILE       also write JUnit XML to FILE for CI: a test case per script, a failure
                         per failed check, an error for a script error; time in wall seconds
      -h, --help         this help

    exit status: 0 every script passed; 1 a check or a script failed, or a run reached the time
    cap; 2 bad usage or no test scripts found.

    """

    static let usage = "usage: cartlua test [PATH…] [-j N] [--filter PATTERN] [--shard K/N] [--fail-fast] [--format text|tap] [--junit FILE] [run's --until, --max-time, --set, --screen, --seed, --max-…] | cartlua test --help"

    /// The report on standard output.
    enum Format: String {
        case text, tap
    }

    /// What `test` is asked: where to look for scripts, which to run, how, and how to report.
    struct Request {
        /// `run`'s defaults, and the options `run` takes that apply to a test, as `run` reads them.
        var base = RunRequest()
        var paths: [String] = []
        /// `-j`; nil: the number of processors.
        var jobs: Int?
        var filters: [String] = []
        var shard: TestFiles.Shard?
        var failFast = false
        var format = Format.text
        var junitPath: String?
    }

    /// Its own options, and `run`'s time, scene and limit options; any number of PATHs, `--`
    /// before a PATH that starts with `-`; `--help` answered where it stands. `--max-output`
    /// (a limit group's) is refused: no trace is written.
    static var options: CommandOptions<Request> {
        CommandOptions(help: helpText, usageLine: usage, initial: Request(),
                       groups: [.help, .testRun] + OptionGroup.lifting([.timeRange, .scene, .limits], to: \.base),
                       refusal: Refusal(names: ["--max-output"]) { "\($0) does not apply to test (it writes no trace)" },
                       operands: Operands(dashDashEndsOptions: true, take: { r, path, _ in r.paths.append(path) }),
                       helpRule: .atOnce)
    }

    static func main(_ args: [String]) -> Int32 {
        let request: Request
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): request = r
        }
        let scripts: [String]
        switch select(request) {
        case .success(let s): scripts = s
        case .failure(let stop): return stop.status
        }
        var junit: FileOutput?
        if let path = request.junitPath {
            switch FileOutput.create(path) {
            case .success(let o): junit = o
            case .failure(let e):
                printError("cartlua: cannot write \(path): \(e.reason)")
                return 1
            }
        }
        let start = ProcessControl.monotonicSeconds()
        let (results, notRun) = runAll(scripts, request, TestPrinter(request.format, count: scripts.count))
        if let junit, let path = request.junitPath {
            let xml = JUnitReport.document(results, notRun: notRun, seconds: ProcessControl.monotonicSeconds() - start)
            do {
                try junit.write(Array(xml.utf8))
                try junit.close()
            } catch {
                printError("cartlua: cannot write \(path): \((error as? PlatformError)?.reason ?? "\(error)")")
                return 1
            }
        }
        return results.allSatisfy(\.passed) ? 0 : 1
    }

    /// The scripts asked for, in the order they are reported: found under the PATHs (in byte
    /// order of their paths, PATH by PATH, each once), then filtered and sharded.
    static func select(_ request: Request) -> Result<[String], RunCommand.Stop> {
        let searched = request.paths.isEmpty ? ["."] : request.paths
        var found: [TestFiles.Found] = []
        for path in searched {
            switch TestFiles.collect(path) {
            case .success(let f):
                for script in f where !found.contains(where: { $0.path == script.path }) { found.append(script) }
            case .failure(let e):
                return .failure(.init(status: usageError("cannot read \(e.path): \(e.reason)")))
            }
        }
        let within = searched.joined(separator: ", ")
        guard !found.isEmpty else {
            printError("cartlua: no test scripts (*_test.lua) in \(within)")
            return .failure(.init(status: 2))
        }
        let matching = found.filter { TestFiles.selected($0, filters: request.filters, shard: nil) }
        guard !matching.isEmpty else {
            let patterns = request.filters.map { "'\($0)'" }.joined(separator: " or ")
            printError("cartlua: no test scripts in \(within) match --filter \(patterns)")
            return .failure(.init(status: 2))
        }
        // An empty shard is no mistake: a CI matrix wider than the scripts has one.
        return .success(matching.filter { TestFiles.selected($0, filters: [], shard: request.shard) }.map(\.path))
    }

    /// Runs `scripts` on `-j` threads, printing each script's report in their order as soon as
    /// it and those before it are done, then the scripts not run and the count. Returns the
    /// results in order and the scripts not run (`--fail-fast`).
    ///
    /// Threads, not a child process per script: each script has its own Lua state, scene,
    /// runner and host (TestScript), nothing else is shared — the package builds in Swift 6's
    /// language mode, which refuses unsynchronised global mutable state at compile time, and
    /// Lua 5.4 is reentrant, with no global state of its own — and the sandbox's limits are
    /// each Lua state's own (its instruction hook, its allocator), so a script that reaches one
    /// fails alone. A child per script would add a process start to every script and a protocol to
    /// carry its result back, for safety from crashes of cartlua itself, which are bugs to fix.
    static func runAll(_ scripts: [String], _ request: Request, _ printer: TestPrinter) -> ([ScriptResult], [String]) {
        let base = request.base, failFast = request.failFast
        var results: [ScriptResult] = []
        printer.start()
        // Under --fail-fast a worker stops the scheduling at once; the report still ends at the
        // first failure in the scripts' order (what finished after it is dropped), so it is
        // the same as with -j 1.
        let delivered = OrderedJobs.run(
            count: scripts.count, width: request.jobs ?? OrderedJobs.processorCount,
            job: { TestScript.run(scripts[$0], base) },
            stops: { failFast && !$0.passed },
            deliver: { _, result in
                printer.print(result, number: results.count + 1)
                results.append(result)
                return !(failFast && !result.passed)
            })
        let notRun = Array(scripts[delivered...])
        printer.finish(results, notRun: notRun)
        return (results, notRun)
    }
}
