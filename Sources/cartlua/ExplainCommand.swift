import CartReport
import Platform

/// `cartlua explain SCRIPT [run options]`: runs the script without writing a trace and draws a
/// timeline of its animations in the terminal (Timeline.swift): one row per attached animation
/// with begin, end, repeats and fill, bars on a shared time axis, and marks for delayed calls
/// and log lines — stagger and overlap at a glance.
enum ExplainCommand: Command {
    static let helpText = """
    usage: cartlua explain SCRIPT [options]

    Runs SCRIPT like `cartlua run` but, instead of the trace, draws a timeline of every animation
    attached to a layer: its layer and key, when it began and ended (seconds of virtual time),
    its repeats and fill, and a bar on a shared time axis; a group's animations are listed under
    it. Marks show when after() calls ran and print/log lines were written.

    Bars fill the terminal's width (80 columns when output is not a terminal); colour only on a
    terminal, and never when NO_COLOR is set; plain ASCII when output is not a terminal.

    options:
      --until T          stop at virtual time T (default: when idle)
      --max-time T       cut the run at virtual time T, whatever its end (default: 60 s
                         for a run that would end only when idle)
      --set NAME=VALUE   override a param() of the script (repeatable)
      --screen WxH       screen size in points (default 375x812)
      --seed N           math.random's seed (default 0)
      --width N          draw N columns wide whatever the terminal
      -h, --help         this help

    exit status: 0 success; 1 the script failed or the run reached the time cap (the timeline
    up to there is drawn); 2 bad usage.

    """

    static let usage = "usage: cartlua explain SCRIPT [--until T] [--max-time T] [--set NAME=VALUE]… [--screen WxH] [--seed N] [--width N]"

    /// What `explain` is asked: a run, and how wide to draw it.
    struct Request {
        var run = RunRequest()
        /// `--width N`: columns to draw in, whatever the terminal.
        var width: Int?
    }

    /// `run`'s options as `explain` has always read them: the time and the scene listed, the
    /// rest read but not listed; a trace file refused. And its own `--width`.
    static var options: CommandOptions<Request> {
        CommandOptions(help: helpText, usageLine: usage, initial: Request(),
                       groups: [.help, width] + OptionGroup<RunRequest>.lifting([.timeRange, .scene], to: \.run),
                       quiet: OptionGroup<RunRequest>.lifting([.sampling, .traceFile, .golden, .limits], to: \.run),
                       refusal: Refusal(names: ["-o", "--output", "--format"]) { _ in
                           "explain draws in the terminal and writes no trace (use `cartlua run` for -o and --format)"
                       },
                       operands: RunRequest.scriptOperand.lifted(\.run))
    }

    /// `--width N`, 40 to 1000 columns.
    static var width: OptionGroup<Request> {
        OptionGroup([.value("--width") { r, _, s throws(CommandLineError) in
            guard let n = Int(s), n >= 40, n <= 1000 else {
                throw CommandLineError(message: "--width: '\(s)' is not a whole number from 40 to 1000")
            }
            r.width = n
        }])
    }

    static func main(_ args: [String]) -> Int32 {
        let parsed: Request
        switch parse(args) {
        case .exit(let status): return status
        case .request(let r): parsed = r
        }
        let request = parsed.run
        var terminal = Terminal.current()
        if let width = parsed.width { terminal.width = width }
        let (recorder, outcome) = RunRecorder.run(request)
        switch outcome {
        case .finished, .scriptError:
            let timeline = Timeline(recorder, script: request.script, terminal: terminal)
            printOut(timeline.lines.joined(separator: "\n") + "\n")
        default:
            break
        }
        // Messages and the exit status as `run` gives them (the time cap fails the run).
        return outcome.conclude()
    }
}
