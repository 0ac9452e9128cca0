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

/// The run's events as `Expectations` keeps them: every run keeps them all (a script may touch
/// `expect` late and still ask `expect.event` about any of them at its end), so they are kept
/// packed — a code byte, the time as the varint of its bits' zigzag difference from the last
/// event's, then for an animation event the layer's and key's bytes with their lengths — in
/// blocks of about a fixed size, which never copy the log to grow it. About 20 bytes an animation
/// event and 4 an `after`: 100,000 coins' 300,000 events take 4.6 MB, where 48-byte records
/// took 14.4 MB.
struct EventLog {
    private static let blockSize = 1 << 16
    /// Full blocks (each a whole number of events) and the bytes each holds, then the one being
    /// filled: made at its full size, written in place up to `used`.
    private var blocks: [(bytes: [UInt8], used: Int)] = []
    private var current: [UInt8] = []
    private var used = 0
    private var lastTimeBits: UInt64 = 0
    private(set) var count = 0
    /// The bytes the events take.
    var byteCount: Int { blocks.reduce(used) { $0 + $1.used } }

    mutating func append(_ event: TraceEvent, at time: Double) {
        let bits = time.bitPattern
        let delta = Int64(bitPattern: bits &- lastTimeBits)
        lastTimeBits = bits
        let zigzag = UInt64(bitPattern: (delta << 1) ^ (delta >> 63))
        switch event {
        case let .animationDidStart(layer, key): put(0, zigzag, names: layer, key)
        case let .animationDidStop(layer, key, finished): put(finished ? 1 : 2, zigzag, names: layer, key)
        case .after: put(3, zigzag, names: nil, nil)
        }
        count += 1
    }

    /// Calls `body` with each event, in order.
    func forEach(_ body: (Expectations.Event) throws -> Void) rethrows {
        var r = Reader(blocks: blocks + [(current, used)])
        var bits: UInt64 = 0
        for _ in 0..<count {
            let code = r.byte()
            let z = r.varint()
            bits = bits &+ UInt64(bitPattern: Int64(bitPattern: z >> 1) ^ -Int64(bitPattern: z & 1))
            let time = Double(bitPattern: bits)
            let event: TraceEvent
            if code == 3 {
                event = .after
            } else {
                let layer = r.string(length: Int(r.varint()))
                let keyLength = Int(r.varint())
                let key = keyLength == 0 ? nil : r.string(length: keyLength - 1)
                event = code == 0 ? .animationDidStart(layer: layer, key: key)
                    : .animationDidStop(layer: layer, key: key, finished: code == 1)
            }
            try body(Expectations.Event(time: time, event))
        }
    }

    /// A record: `code`, the time's `zigzag`, and for an animation event the layer's bytes with
    /// their length, then the key's with its length + 1 (0: no key) — written in place into the
    /// block being filled, which was made at its full size (put together on the stack and
    /// appended, a record cost ~300 instructions; a byte appended at a time ~15 a byte).
    private mutating func put(_ code: UInt8, _ zigzag: UInt64, names layer: String?, _ key: String?) {
        let room = 31 + (layer?.utf8.count ?? 0) + (key?.utf8.count ?? 0)
        if used + room > current.count {
            if used > 0 { blocks.append((current, used)) }
            current = [UInt8](repeating: 0, count: max(EventLog.blockSize, room))
            used = 0
        }
        let at = used
        used += current.withUnsafeMutableBufferPointer { block in
            let p = block.baseAddress! + at
            p[0] = code
            var n = 1 + EventLog.varint(zigzag, at: p + 1)
            // A name: its byte count (+ `bias`) as a varint, then its bytes — read where the
            // string holds them (a copy of each name to reach its bytes retained and released
            // it, four times an event).
            func name(_ s: String, bias: UInt64) {
                func write(_ bytes: UnsafeBufferPointer<UInt8>) {
                    n += EventLog.varint(UInt64(bytes.count) + bias, at: p + n)
                    if let b = bytes.baseAddress { (p + n).update(from: b, count: bytes.count) }
                    n += bytes.count
                }
                if s.utf8.withContiguousStorageIfAvailable(write) == nil {
                    var s = s
                    s.withUTF8(write)
                }
            }
            if let layer {
                name(layer, bias: 0)
                if let key {
                    name(key, bias: 1)
                } else {
                    p[n] = 0
                    n += 1
                }
            }
            return n
        }
    }

    /// `v` as a varint at `p` (at most 10 bytes); returns how many.
    @inline(__always)
    private static func varint(_ v: UInt64, at p: UnsafeMutablePointer<UInt8>) -> Int {
        var v = v, n = 0
        while v >= 0x80 {
            p[n] = UInt8(truncatingIfNeeded: v) | 0x80
            v >>= 7
            n += 1
        }
        p[n] = UInt8(v)
        return n + 1
    }

    /// Reads the blocks back in order.
    private struct Reader {
        let blocks: [(bytes: [UInt8], used: Int)]
        var block = 0, offset = 0

        mutating func byte() -> UInt8 {
            if offset == blocks[block].used { block += 1; offset = 0 }
            defer { offset += 1 }
            return blocks[block].bytes[offset]
        }

        mutating func varint() -> UInt64 {
            var v: UInt64 = 0, shift: UInt64 = 0
            while true {
                let b = byte()
                v |= UInt64(b & 0x7f) << shift
                if b < 0x80 { return v }
                shift += 7
            }
        }

        mutating func string(length: Int) -> String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length)
            for _ in 0..<length { bytes.append(byte()) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
