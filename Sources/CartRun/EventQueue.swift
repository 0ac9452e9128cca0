import CartAnimation

/// Due things ordered by (tick, late, sequence, kind): what is due first runs first; at one
/// instant, in the order it was scheduled ([ASSUME CB-order]), an animation's start before its
/// stop. Entries made stale by a removal or a timing change are skipped when popped (their
/// generation no longer matches).
///
/// Two parts: a run of entries pushed in order, each no earlier than the one before (a script's
/// loop of `after(i / 1000, …)` — 10,000 of them at a coin scene's start), read from its front;
/// and a binary min-heap of the others. The first entry is the earlier of the two fronts. A
/// heap alone sank every pop through all the pending calls (14 levels at 10,000, each a cache
/// miss); the run costs a comparison a push and a move a pop, and the heap holds only what came
/// out of order (a coin's start and stop, a thousand at a time).
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
    /// The entries pushed in order, from `runStart` on (those before it were popped, and hold a
    /// placeholder until the run is emptied or compacted).
    private var run: [Entry] = []
    private var runStart = 0

    var isEmpty: Bool { heap.isEmpty && runStart == run.count }

    /// Whether the next entry is the run's front (else the heap's root); nil when empty.
    private var firstIsRun: Bool? {
        if runStart == run.count { return heap.isEmpty ? nil : false }
        if heap.isEmpty { return true }
        return run.withUnsafeBufferPointer { r in heap.withUnsafeBufferPointer { h in !EventQueue.before(h[0], r[runStart]) } }
    }

    /// `body` of the first entry, read in place: a copy of the entry would retain and release
    /// the track it holds (a coin's events paid that four times each).
    func withTop<R>(_ body: (borrowing Entry) -> R) -> R? {
        guard let fromRun = firstIsRun else { return nil }
        return fromRun ? run.withUnsafeBufferPointer { body($0[runStart]) } : heap.withUnsafeBufferPointer { body($0[0]) }
    }

    /// The first entry's tick (`withTop`).
    var topTick: Tick? { withTop { $0.tick } }

    private static func before(_ a: Entry, _ b: Entry) -> Bool {
        if a.tick != b.tick { return a.tick < b.tick }
        if a.late != b.late { return !a.late }
        if a.sequence != b.sequence { return a.sequence < b.sequence }
        return a.kind.order < b.kind.order
    }

    /// Adds an entry: at the run's end when it is no earlier than the run's last, else to the heap.
    mutating func push(_ e: Entry) {
        if runStart == run.count || !run.withUnsafeBufferPointer({ EventQueue.before(e, $0[$0.count - 1]) }) {
            run.append(e)
        } else {
            pushOnHeap(e)
        }
    }

    /// Takes the first entry out.
    mutating func pop() -> Entry? {
        guard let fromRun = firstIsRun else { return nil }
        return fromRun ? popRun() : popHeap()
    }

    /// The run's front, moved out; a placeholder holding nothing stays in its place until the
    /// run is emptied, or compacted once most of it is placeholders.
    private mutating func popRun() -> Entry {
        let e = run.withUnsafeMutableBufferPointer { r in
            let slot = r.baseAddress! + runStart
            let e = slot.move()
            slot.initialize(to: Entry(tick: 0, sequence: 0, kind: .call(token: 0)))
            return e
        }
        runStart += 1
        if runStart == run.count {
            run.removeAll(keepingCapacity: true)
            runStart = 0
        } else if runStart >= 4096 && 2 * runStart >= run.count {
            run.removeFirst(runStart)
            runStart = 0
        }
        return e
    }

    /// Adds an entry to the heap. It rises from the end through a hole, as `popHeap`'s sinks:
    /// comparing and swapping copies of the entries retained and released their tracks at
    /// every level (a coin's two pushes cost 1.7 k instructions).
    private mutating func pushOnHeap(_ e: Entry) {
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

    /// Takes the heap's root out. The last entry sinks from the root through a hole: each level
    /// moves one child up, and the last entry is placed once where it belongs — moved, never
    /// copied, so the tracks the entries hold are not retained and released at every level.
    private mutating func popHeap() -> Entry? {
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
