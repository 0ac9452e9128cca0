import CartAnimation

/// A binary min-heap of due things ordered by (tick, late, sequence, kind): what is due first runs
/// first; at one instant, in the order it was scheduled ([ASSUME CB-order]), an animation's start
/// before its stop. Entries made stale by a removal or a timing change are skipped when popped
/// (their generation no longer matches).
struct EventQueue {
    /// 32 bytes, the fields in this order (100,000 pending `after` calls are a stress scene's
    /// start; 56-byte entries held 7 MB of them).
    struct Entry {
        var tick: Tick
        /// A delayed call's sequence is its id (`Runner.pendingCalls`).
        var sequence: Int
        var kind: Kind
        /// Runs after everything else due at its tick (checks made "at t" see that instant's
        /// events, including those the events caused); a late call is a silent check, which
        /// writes no `after` event (expectations).
        var late = false
        /// A track's entry is stale once its track's generation moved on (`Track.generation`).
        var generation: Int32 = 0
    }

    /// What is due. A start or stop holds its track, so that checking it costs no look-up.
    enum Kind {
        case start(Track)
        case stop(Track, finished: Bool)
        /// A delayed call or check.
        case call(token: Int)

        var order: Int {
            switch self {
            case .start: return 0
            case .stop: return 1
            case .call: return 2
            }
        }
    }

    private var heap: [Entry] = []

    var isEmpty: Bool { heap.isEmpty }

    /// `body` of the first entry, read in place: a copy of the entry would retain and release
    /// the track it holds (a coin's events paid that four times each).
    func withTop<R>(_ body: (borrowing Entry) -> R) -> R? {
        heap.isEmpty ? nil : heap.withUnsafeBufferPointer { body($0[0]) }
    }

    /// The first entry's tick (`withTop`).
    var topTick: Tick? { withTop { $0.tick } }

    private static func before(_ a: Entry, _ b: Entry) -> Bool {
        if a.tick != b.tick { return a.tick < b.tick }
        if a.late != b.late { return !a.late }
        if a.sequence != b.sequence { return a.sequence < b.sequence }
        return a.kind.order < b.kind.order
    }

    /// Adds an entry. It rises from the end through a hole, as `pop`'s sinks: comparing and
    /// swapping copies of the entries retained and released their tracks at every level (a
    /// coin's two pushes cost 1.7 k instructions).
    mutating func push(_ e: Entry) {
        heap.append(e)
        heap.withUnsafeMutableBufferPointer { h in
            let base = h.baseAddress!
            var i = h.count - 1
            let item = (base + i).move()
            while i > 0 {
                let parent = (i - 1) / 2
                guard EventQueue.before(item, base[parent]) else { break }
                (base + i).moveInitialize(from: base + parent, count: 1)
                i = parent
            }
            (base + i).initialize(to: item)
        }
    }

    /// Takes the first entry out. The last entry sinks from the root through a hole: each level
    /// moves one child up, and the last entry is placed once where it belongs — moved, never
    /// copied, so the tracks the entries hold are not retained and released at every level.
    mutating func pop() -> Entry? {
        guard let last = heap.popLast() else { return nil }
        if heap.isEmpty { return last }
        return heap.withUnsafeMutableBufferPointer { h in
            let base = h.baseAddress!, n = h.count
            let first = base.move()
            var i = 0
            while true {
                let l = 2 * i + 1
                guard l < n else { break }
                let m = l + 1 < n && EventQueue.before(base[l + 1], base[l]) ? l + 1 : l
                guard EventQueue.before(base[m], last) else { break }
                (base + i).moveInitialize(from: base + m, count: 1)
                i = m
            }
            (base + i).initialize(to: last)
            return first
        }
    }
}
