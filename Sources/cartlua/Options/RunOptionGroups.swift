import CartAnimation
import CartLua
import CartOutput

/// `run`'s options in the groups the commands share, each declared once here: what it reads,
/// the field of `RunRequest` it fills, the message for a bad value. The commands' tables
/// (`Command.options`) list the groups they take.
extension OptionGroup where Request == RunRequest {
    /// `--fps N`, `--at T1,T2,…`: when the run is sampled.
    static var sampling: OptionGroup {
        OptionGroup([
            .value("--fps", shownDefault: { "\($0.fps)" }) { r, _, s throws(CommandLineError) in
                guard let n = Int(s), n >= 1, n <= 10_000 else {
                    throw CommandLineError(message: "--fps: '\(s)' is not a whole number from 1 to 10000")
                }
                r.fps = n
            },
            .value("--at") { r, _, s throws(CommandLineError) in
                var times: [Double] = []
                for part in s.split(separator: ",", omittingEmptySubsequences: false) {
                    times.append(try RunRequest.seconds("--at", String(part)))
                }
                r.times = times
            },
        ])
    }

    /// `--until T`, `--max-time T`: when the run ends.
    static var timeRange: OptionGroup {
        OptionGroup([
            .value("--until") { r, name, s throws(CommandLineError) in r.until = try RunRequest.seconds(name, s) },
            .value("--max-time") { r, name, s throws(CommandLineError) in
                r.timeCap = try RunRequest.seconds(name, s, positive: true)
            },
        ])
    }

    /// `--format F`, `-o FILE`: what trace to write, and where.
    static var traceFile: OptionGroup {
        OptionGroup([
            .value("--format") { r, _, f throws(CommandLineError) in
                guard TraceFormat(rawValue: f) != nil else {
                    throw CommandLineError(message: "--format: unknown format '\(f)' (expected one of \(TraceFormat.names))")
                }
                r.format = f
            },
            .value("-o", "--output") { r, _, path throws(CommandLineError) in r.outputPath = path },
        ])
    }

    /// `--set NAME=VALUE`, `--screen WxH`, `--seed N`: the world the script runs in.
    static var scene: OptionGroup {
        OptionGroup([
            .value("--set") { r, _, s throws(CommandLineError) in
                guard let eq = s.firstIndex(of: "="), eq != s.startIndex else {
                    throw CommandLineError(message: "--set expects NAME=VALUE, got '\(s)'")
                }
                r.overrides.append((String(s[..<eq]), String(s[s.index(after: eq)...])))
            },
            .value("--screen", shownDefault: { "\(NumberFormat.string($0.screen.width))x\(NumberFormat.string($0.screen.height))" }) {
                r, _, s throws(CommandLineError) in r.screen = try screen(s)
            },
            .value("--seed", shownDefault: { "\($0.seed ?? HostOptions.defaultSeed)" }) { r, _, s throws(CommandLineError) in
                guard let n = Int64(s) else { throw CommandLineError(message: "--seed: '\(s)' is not a whole number") }
                r.seed = n
            },
        ])
    }

    /// `--screen`'s WIDTHxHEIGHT in points.
    private static func screen(_ s: String) throws(CommandLineError) -> Size {
        let parts = s.split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0,
              w.isFinite, h.isFinite
        else { throw CommandLineError(message: "--screen expects WIDTHxHEIGHT in points, e.g. 375x812; got '\(s)'") }
        // Pictures are 2 px per point, in 32-bit sizes.
        guard w <= RunRequest.maxScreenSide, h <= RunRequest.maxScreenSide else {
            throw CommandLineError(message: "--screen: each side must be at most \(Int(RunRequest.maxScreenSide)) points; got '\(s)'")
        }
        return Size(width: w, height: h)
    }

    /// `--record G`, `--check G`, `--tolerance X`: the run as a golden, or against one.
    static var golden: OptionGroup {
        OptionGroup([
            .value("--record") { r, _, path throws(CommandLineError) in r.recordPath = path },
            .value("--check") { r, _, path throws(CommandLineError) in r.checkPath = path },
            .value("--tolerance", shownDefault: { NumberFormat.string($0.tolerance ?? TraceComparison.defaultTolerance) }) {
                r, _, s throws(CommandLineError) in
                guard let x = Double(s), x.isFinite, x >= 0 else {
                    throw CommandLineError(message: "--tolerance: '\(s)' is not a number of 0 or more")
                }
                r.tolerance = x
            },
        ], validate: { r throws(CommandLineError) in
            if r.recordPath != nil && r.checkPath != nil {
                throw CommandLineError(message: "--record and --check cannot be used together (record first, then check)")
            }
            if r.tolerance != nil && r.checkPath == nil {
                throw CommandLineError(message: "--tolerance applies only with --check")
            }
        })
    }

    /// The sandbox's limits and the trace's size cap (README "Running untrusted scripts").
    static var limits: OptionGroup {
        OptionGroup([
            .value("--max-instructions", shownDefault: { "\($0.limits.instructions)" }) { r, name, s throws(CommandLineError) in
                r.limits.instructions = try count(name, s)
            },
            .value("--max-memory", shownDefault: { "\($0.limits.memory >> 20)" }) { r, name, s throws(CommandLineError) in
                r.limits.memory = Int(try count(name, s, max: 1 << 40)) << 20
            },
            .value("--max-layers", shownDefault: { "\($0.limits.layers)" }) { r, name, s throws(CommandLineError) in
                r.limits.layers = Int(try count(name, s, min: 1))
            },
            .value("--max-pending-calls", shownDefault: { "\($0.limits.pendingCalls)" }) { r, name, s throws(CommandLineError) in
                r.limits.pendingCalls = Int(try count(name, s, min: 1))
            },
            .value("--max-output", shownDefault: { "\($0.maxOutputBytes >> 20)" }) { r, name, s throws(CommandLineError) in
                r.maxOutputBytes = Int(try count(name, s, min: 1, max: 1 << 40)) << 20
            },
        ])
    }

    /// A whole number from `min` to `max` for option `name`.
    private static func count(_ name: String, _ s: String, min: Int64 = 0, max: Int64 = Int64.max) throws(CommandLineError) -> Int64 {
        guard let n = Int64(s), n >= min, n <= max else {
            throw CommandLineError(message: "\(name): '\(s)' is not a whole number from \(min) to \(max)")
        }
        return n
    }
}
