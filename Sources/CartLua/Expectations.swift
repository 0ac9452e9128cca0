import CartAnimation
import CartRun

/// What a regression script's `expect` checks found (CONTRACT.md "Expectations"): how many
/// checks ran, the failed ones with their place and virtual time, and the log of animation and
/// `after` events that `expect.event` and `expect.order` look in. Kept in Swift so a command can
/// read it after the run; the checks themselves are written in Lua (Prelude/expect.lua).
public final class Expectations {
    /// A failed check: where the `expect` call is, when it was checked, what it wanted and got.
    public typealias Failure = CheckFailure

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
    public var events: [Event] {
        var all: [Event] = []
        all.reserveCapacity(log.count)
        log.forEach { all.append($0) }
        return all
    }
    /// The events as they are kept for the whole run (`EventLog`).
    var log = EventLog()
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
}

/// The run's events as `Expectations` keeps them: every run keeps them all (a script may ask
/// `expect.event` about any of them at its end), so they are kept small — 48 bytes each, its
/// name a code, not a string — in blocks of a fixed size, which never copy the whole log to grow
/// it (a growing array held twice the log at its peak: 100,000 coins' 300,000 events held
/// 40 MB of the run's 91).
struct EventLog {
    private struct Record {
        let time: Double
        let layer: String?
        let key: String?
        /// 0 start, 1 stop finished, 2 stop not finished, 3 after.
        let code: UInt8
    }

    private static let blockSize = 4096
    private var blocks: [[Record]] = []
    private(set) var count = 0

    mutating func append(_ event: TraceEvent, at time: Double) {
        let r: Record
        switch event {
        case let .animationDidStart(layer, key): r = Record(time: time, layer: layer, key: key, code: 0)
        case let .animationDidStop(layer, key, finished): r = Record(time: time, layer: layer, key: key, code: finished ? 1 : 2)
        case .after: r = Record(time: time, layer: nil, key: nil, code: 3)
        }
        if count % EventLog.blockSize == 0 {
            blocks.append([])
            blocks[blocks.count - 1].reserveCapacity(EventLog.blockSize)
        }
        blocks[blocks.count - 1].append(r)
        count += 1
    }

    /// Calls `body` with each event, in order.
    func forEach(_ body: (Expectations.Event) throws -> Void) rethrows {
        for block in blocks {
            for r in block {
                let event: TraceEvent
                switch r.code {
                case 0: event = .animationDidStart(layer: r.layer ?? "", key: r.key)
                case 1, 2: event = .animationDidStop(layer: r.layer ?? "", key: r.key, finished: r.code == 1)
                default: event = .after
                }
                try body(Expectations.Event(time: r.time, event))
            }
        }
    }
}
