import CartAnimation
import CartTestSupport
import Testing
@testable import CartRun

/// What a pending delayed call costs the run loop (issue 15: 100,000 pending `after` calls are
/// a stress scene's start): a 32-byte queue entry and a bit.
@MainActor
@Suite struct PendingCallTests {
    @Test func aQueueEntryIsThirtyTwoBytes() {
        #expect(MemoryLayout<EventQueue.Entry>.stride == 32)
    }

    /// The queue gives its entries back in (tick, late, sequence) order however they went in,
    /// pops between pushes included (checked against a plain list's least entry), and lets go
    /// of the tracks its entries held.
    @Test func theQueuePopsInOrderAndLetsGoOfItsTracks() throws {
        typealias Key = (tick: Tick, late: Bool, sequence: Int)
        func less(_ a: Key, _ b: Key) -> Bool {
            a.tick != b.tick ? a.tick < b.tick : a.late != b.late ? !a.late : a.sequence < b.sequence
        }
        var q = EventQueue()
        var g = SystemRandomNumberGenerator()
        var model: [Key] = []
        var matched = 0, popped = 0
        func popOne() {
            guard let e = q.pop() else { return }
            popped += 1
            let k = model.indices.min { less(model[$0], model[$1]) }!
            if model[k] == (e.tick, e.late, e.sequence) { matched += 1 }
            model.remove(at: k)
        }
        weak var track: Track?
        try {
            let scene = Scene()
            let layer = scene.makeLayer(name: "a")
            try layer.add(BasicAnimation(keyPath: .opacity), forKey: "k")
            let t = Track(layer.attachments[0])
            track = t
            for k in 0..<2_000 {
                let e = EventQueue.Entry(tick: Tick(Int.random(in: 0..<50, using: &g)), sequence: k,
                                         kind: k % 3 == 0 ? .start(t) : .call(token: k), late: Bool.random(using: &g))
                q.push(e)
                model.append((e.tick, e.late, e.sequence))
                if k % 7 == 6 { popOne() }
            }
        }()
        while !q.isEmpty { popOne() }
        #expect(popped == 2_000 && matched == popped && model.isEmpty)
        #expect(track == nil)
    }

    /// A scene's loop of `after`s pushes its calls in order, and everything else in between
    /// (earlier ticks, equal ticks, late checks): pops in between, the queue still gives them
    /// back in (tick, late, sequence) order, through a run long enough to be compacted while
    /// entries remain (checked against a list kept sorted, earliest last).
    @Test func inOrderPushesAmongOthersPopInOrder() {
        typealias Key = (tick: Tick, late: Bool, sequence: Int)
        func less(_ a: Key, _ b: Key) -> Bool {
            a.tick != b.tick ? a.tick < b.tick : a.late != b.late ? !a.late : a.sequence < b.sequence
        }
        var q = EventQueue()
        var g = SystemRandomNumberGenerator()
        var model: [Key] = []  // sorted, the earliest last
        func add(_ e: EventQueue.Entry) {
            q.push(e)
            let key: Key = (e.tick, e.late, e.sequence)
            var lo = 0, hi = model.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if less(model[mid], key) { hi = mid } else { lo = mid + 1 }
            }
            model.insert(key, at: lo)
        }
        var popped = 0, matched = 0, now = 0
        func popOne() {
            guard let e = q.pop(), let k = model.popLast() else { return }
            popped += 1
            now = Int(e.tick)
            if k == (e.tick, e.late, e.sequence) { matched += 1 }
        }
        for k in 0..<12_000 {
            let inOrder = k % 5 != 0
            let tick = inOrder ? k : now + Int.random(in: 0..<30, using: &g)
            add(.init(tick: Tick(tick), sequence: k, kind: .call(token: k), late: !inOrder && Bool.random(using: &g)))
            if k >= 6_000 && k % 3 != 0 { popOne() }
            if k == 9_000 { for _ in 0..<2_500 { popOne() } }
        }
        while !q.isEmpty { popOne() }
        #expect(popped == 12_000 && matched == popped && model.isEmpty)
    }

    @Test func pendingIdsAreBitsOverTheirSpan() {
        var p = PendingCalls()
        for id in stride(from: 5, to: 100_005, by: 1) { p.insert(id) }
        #expect(p.count == 100_000)
        #expect(p.contains(5) && p.contains(100_004) && !p.contains(4) && !p.contains(100_005))
        let removed = [p.remove(77), p.remove(77), p.remove(3), p.remove(1 << 40)]
        #expect(removed == [true, false, false, false] && !p.contains(77))
        var all = true
        for id in stride(from: 5, to: 100_000, by: 1) where id != 77 { all = p.remove(id) && all }
        #expect(all)
        // The words before the oldest pending id are dropped (64 at least at a time): what is
        // left spans 5 ids, not 100,000 (1,563 words).
        #expect(p.count == 5 && p.wordCount <= 65)
        #expect(p.contains(100_000) && p.contains(100_004))
        p.insert(100_010)
        #expect(p.contains(100_010) && p.count == 6)
        for id in [100_000, 100_001, 100_002, 100_003, 100_004, 100_010] { all = p.remove(id) && all }
        #expect(all)
        #expect(p.count == 0)
        p.insert(100_011)
        #expect(p.contains(100_011) && !p.contains(100_010))
    }

    /// Calls made and run one after another (a chain of `after`s) keep the set within the 64
    /// words it drops at a time, however long the chain.
    @Test func aLongChainOfCallsStaysSmall() throws {
        let scene = Scene()
        let runner = Runner(scene: scene, sink: RecordingSink())
        let host = FakeHost()
        var calls = 0
        host.onCall = { _ in
            calls += 1
            if calls < 20_000 { runner.schedule(after: 0.001, token: 1) }
        }
        runner.schedule(after: 0, token: 1)
        try runner.run(host: host)
        #expect(calls == 20_000)
        #expect(runner.pendingCalls.wordCount <= 65)
    }
}
