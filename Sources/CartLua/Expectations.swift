import CartAnimation

/// What a regression script's `expect` checks found (CONTRACT.md "Expectations"): how many
/// checks ran, the failed ones with their place and virtual time, and the log of animation and
/// `after` events that `expect.event` and `expect.order` look in. Kept in Swift so a command can
/// read it after the run; the checks themselves are written in Lua (Prelude/expect.lua).
public final class Expectations {
    /// A failed check: where the `expect` call is, when it was checked, what it wanted and got.
    public struct Failure: Equatable, Sendable, CustomStringConvertible {
        /// The file of the `expect` call as its chunk names it (the script's path as given).
        public let file: String
        /// The line of the `expect` call.
        public let line: Int
        /// The virtual time of the check in seconds.
        public let time: Double
        /// What the check wanted, as text ("165 ± 0.001", "event {layer=\"coin3\", at=1.2}").
        public let expected: String
        /// What it found, as text, with details such as "(x off by 0.8)".
        public let actual: String
        /// The check's optional message argument.
        public let message: String?

        /// A failure as the Lua half records it.
        public init(file: String, line: Int, time: Double, expected: String, actual: String, message: String?) {
            self.file = file
            self.line = line
            self.time = time
            self.expected = expected
            self.actual = actual
            self.message = message
        }

        /// `FILE:LINE: at t=0.5 s: expected …, got …` and ` — message` when there is one.
        public var description: String {
            var s = "\(file):\(line): at t=\(Expectations.seconds(time)) s: expected \(expected), got \(actual)"
            if let message { s += " — " + message }
            return s
        }
    }

    /// An event the run delivered, as the trace shows it.
    public struct Event: Equatable, Sendable {
        /// Virtual time in seconds.
        public let time: Double
        /// `animationDidStart`, `animationDidStop` or `after`.
        public let name: String
        /// The layer's trace name (nil for `after`).
        public let layer: String?
        /// The animation's key (nil for `after` and for animations added without a key).
        public let key: String?
        /// For `animationDidStop`.
        public let finished: Bool?

        /// An event of the trace, at `time`.
        public init(time: Double, _ event: TraceEvent) {
            switch event {
            case let .animationDidStart(layer, key):
                self.init(time: time, name: event.name, layer: layer, key: key, finished: nil)
            case let .animationDidStop(layer, key, finished):
                self.init(time: time, name: event.name, layer: layer, key: key, finished: finished)
            case .after:
                self.init(time: time, name: event.name, layer: nil, key: nil, finished: nil)
            }
        }

        public init(time: Double, name: String, layer: String?, key: String?, finished: Bool?) {
            self.time = time
            self.name = name
            self.layer = layer
            self.key = key
            self.finished = finished
        }
    }

    /// Checks made so far, passed or failed.
    public internal(set) var checks = 0
    /// The failed ones, in the order they failed.
    public internal(set) var failures: [Failure] = []
    /// Every animation event and `after` call of the run so far, in trace order (`expect.at`
    /// checks are not events).
    public internal(set) var events: [Event] = []
    /// The end-of-run checks (`expect.event`, `expect.order`, unfinished `expect.at` and
    /// `expect.within`) have been made.
    public internal(set) var isFinished = false

    /// No checks yet; each `LuaHost` makes its own.
    public init() {}

    /// Checks that passed.
    public var passed: Int { checks - failures.count }

    func record(passed: Bool, _ failure: @autoclosure () -> Failure) {
        checks += 1
        if !passed { failures.append(failure()) }
    }

    /// Seconds as the trace writes them: at most 4 decimals, no trailing zeros, no `-0`.
    public static func seconds(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        var r = (x * 10_000).rounded() / 10_000
        if r == 0 { r = 0 }
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }
}
