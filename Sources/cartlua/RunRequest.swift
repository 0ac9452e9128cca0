import CartAnimation
import CartRun
import CartLua

/// What a command was asked to do: the script and `run`'s options, which `explain`, `watch`,
/// `export` and `params` read too (`test` a few of them). Filled in from the arguments by the
/// option groups that own each field (RunOptionGroups.swift), per command table (`Command.options`);
/// the run loop's settings (CartRun's `RunOptions`) come from `runOptions(plan:)`.
struct RunRequest {
    var script = ""
    var fps = 60
    var times: [Double]?
    var until: Double?
    /// `--max-time`: a cap that applies whatever the run's end; nil: `RunOptions`' default cap.
    var timeCap: Double?
    var format: String?
    var outputPath: String?
    var overrides: [(name: String, value: String)] = []
    var screen = Scene.defaultScreen
    var seed: Int64?
    /// The sandbox's limits (`--max-instructions`, `--max-memory`, `--max-layers`,
    /// `--max-pending-calls`) and the trace's size cap (`--max-output`).
    var limits = ScriptLimits()
    var maxOutputBytes: Int = RunRequest.defaultMaxOutput
    static let defaultMaxOutput = 1 << 30
    /// The latest time `--until`, `--at` and `--max-time` take: about 32 years, well inside the
    /// virtual clock's range (so a time is never silently dropped, nor a cap lifted).
    static let maxSeconds = 1e9
    /// The widest and tallest `--screen`, in points.
    static let maxScreenSide = 100_000.0
    /// `--record`: also write the JSON Lines trace here, as a golden.
    var recordPath: String?
    /// `--check`: compare the run with this golden instead of writing the trace to stdout.
    var checkPath: String?
    /// `--tolerance`: how far numbers may differ under `--check`.
    var tolerance: Double?
    var help = false
}

extension RunRequest {
    /// The run loop's options for this request, sampled by `plan` (default: `--at` or `--fps`).
    func runOptions(plan: SamplingPlan? = nil) -> RunOptions {
        RunOptions(plan: plan ?? times.map(SamplingPlan.times) ?? .fps(fps), until: until, timeCap: timeCap,
                   frameRate: fps)
    }
}

extension RunRequest {
    /// A time in seconds for option `name`, 0 (or just above, `positive`) up to `maxSeconds`.
    static func seconds(_ name: String, _ s: String, positive: Bool = false) throws(CommandLineError) -> Double {
        let range = positive ? "above 0" : "from 0"
        guard let x = Double(s), x.isFinite, positive ? x > 0 : x >= 0, x <= RunRequest.maxSeconds else {
            throw CommandLineError(message: "\(name): '\(s)' is not a time in seconds \(range) to \(Int(RunRequest.maxSeconds))")
        }
        return x
    }

    /// The script: the one operand of `run` and of the commands that read its options.
    static var scriptOperand: Operands<RunRequest> {
        Operands(take: { r, operand, index throws(CommandLineError) in
            guard index == 0 else { throw CommandLineError(message: "one script at a time ('\(r.script)' and '\(operand)')") }
            r.script = operand
        }, finish: { count throws(CommandLineError) in
            guard count > 0 else { throw CommandLineError(message: "no script given") }
        })
    }
}
