import CartAnimation
import CartRun
import CartLua

/// What a command was asked to do: `run`'s options, which `explain`, `watch`, `export` and
/// `params` take too (`Command.parse`; `test` fills in its own few). Parsed from the arguments
/// by `parse(_:)` below; the run loop's settings (CartRun's `RunOptions`) come from
/// `runOptions(plan:)`.
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

/// A mistake on the command line (exit 2).
struct CommandLineError: Error {
    let message: String
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

    /// Parses the arguments after `run`, `lua.c` style: options and the script in any order,
    /// `--name value` or `--name=value`.
    static func parse(_ args: [String]) throws(CommandLineError) -> RunRequest {
        var r = RunRequest()
        var script: String?
        var i = 0
        func value(_ name: String, _ inline: String?) throws(CommandLineError) -> String {
            if let inline { return inline }
            i += 1
            guard i < args.count else { throw CommandLineError(message: "\(name) needs a value") }
            return args[i]
        }
        func count(_ name: String, _ s: String, min: Int64 = 0, max: Int64 = Int64.max) throws(CommandLineError) -> Int64 {
            guard let n = Int64(s), n >= min, n <= max else {
                throw CommandLineError(message: "\(name): '\(s)' is not a whole number from \(min) to \(max)")
            }
            return n
        }
        func seconds(_ name: String, _ s: String, positive: Bool = false) throws(CommandLineError) -> Double {
            try RunRequest.seconds(name, s, positive: positive)
        }
        while i < args.count {
            let arg = args[i]
            var name = arg, inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            switch name {
            case "-h", "--help":
                r.help = true
            case "--fps":
                let s = try value(name, inline)
                guard let n = Int(s), n >= 1, n <= 10_000 else {
                    throw CommandLineError(message: "--fps: '\(s)' is not a whole number from 1 to 10000")
                }
                r.fps = n
            case "--at":
                let s = try value(name, inline)
                var ts: [Double] = []
                for part in s.split(separator: ",", omittingEmptySubsequences: false) {
                    ts.append(try seconds("--at", String(part)))
                }
                r.times = ts
            case "--until":
                r.until = try seconds(name, try value(name, inline))
            case "--max-time":
                r.timeCap = try seconds(name, try value(name, inline), positive: true)
            case "--format":
                let f = try value(name, inline)
                guard TraceFormat(rawValue: f) != nil else {
                    throw CommandLineError(message: "--format: unknown format '\(f)' (expected one of \(TraceFormat.names))")
                }
                r.format = f
            case "-o", "--output":
                r.outputPath = try value(name, inline)
            case "--set":
                let s = try value(name, inline)
                guard let eq = s.firstIndex(of: "="), eq != s.startIndex else {
                    throw CommandLineError(message: "--set expects NAME=VALUE, got '\(s)'")
                }
                r.overrides.append((String(s[..<eq]), String(s[s.index(after: eq)...])))
            case "--screen":
                let s = try value(name, inline)
                let parts = s.split(separator: "x")
                guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0,
                      w.isFinite, h.isFinite
                else { throw CommandLineError(message: "--screen expects WIDTHxHEIGHT in points, e.g. 375x812; got '\(s)'") }
                // Pictures are 2 px per point, in 32-bit sizes.
                guard w <= RunRequest.maxScreenSide, h <= RunRequest.maxScreenSide else {
                    throw CommandLineError(message: "--screen: each side must be at most \(Int(RunRequest.maxScreenSide)) points; got '\(s)'")
                }
                r.screen = Size(width: w, height: h)
            case "--max-instructions":
                r.limits.instructions = try count(name, try value(name, inline))
            case "--max-memory":
                r.limits.memory = Int(try count(name, try value(name, inline), max: 1 << 40)) << 20
            case "--max-layers":
                r.limits.layers = Int(try count(name, try value(name, inline), min: 1))
            case "--max-pending-calls":
                r.limits.pendingCalls = Int(try count(name, try value(name, inline), min: 1))
            case "--max-output":
                r.maxOutputBytes = Int(try count(name, try value(name, inline), min: 1, max: 1 << 40)) << 20
            case "--seed":
                let s = try value(name, inline)
                guard let n = Int64(s) else { throw CommandLineError(message: "--seed: '\(s)' is not a whole number") }
                r.seed = n
            case "--record":
                r.recordPath = try value(name, inline)
            case "--check":
                r.checkPath = try value(name, inline)
            case "--tolerance":
                let s = try value(name, inline)
                guard let x = Double(s), x.isFinite, x >= 0 else {
                    throw CommandLineError(message: "--tolerance: '\(s)' is not a number of 0 or more")
                }
                r.tolerance = x
            default:
                if arg.hasPrefix("-") && arg != "-" { throw CommandLineError(message: "unknown option '\(arg)'") }
                guard script == nil else { throw CommandLineError(message: "one script at a time ('\(script!)' and '\(arg)')") }
                script = arg
            }
            i += 1
        }
        if r.help { return r }
        if r.recordPath != nil && r.checkPath != nil {
            throw CommandLineError(message: "--record and --check cannot be used together (record first, then check)")
        }
        if r.tolerance != nil && r.checkPath == nil {
            throw CommandLineError(message: "--tolerance applies only with --check")
        }
        guard let script else { throw CommandLineError(message: "no script given") }
        r.script = script
        return r
    }
}
