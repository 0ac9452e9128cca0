import Testing
import CartAnimation
import CartTestSupport
@testable import CartReport

/// Two layers of one name are two layers to `explain` and `watch`: the recorder tells them
/// apart by serial, and a run's layers are matched with the last run's the first with the first.
@MainActor
@Suite struct SameNameTests {
    /// Two "coin" layers moving to `first` and `second` (held there by a forwards fill), the
    /// first taken out of the window by an after() call at `removeAt` (nil: never); --until 4.
    static func twoCoins(first: Double = 10, second: Double = 20, removeAt: Double? = nil) throws -> RunRecorder {
        let host = FakeHost()
        var coin: Layer?
        host.onCall = { _ in coin?.removeFromSuperlayer() }
        return try RecordedRun.record(until: 4, host: host) { scene, runner in
            coin = try RecordedRun.move(scene, "coin", to: Point(x: first, y: 0), kept: true)
            try RecordedRun.move(scene, "coin", to: Point(x: second, y: 0), duration: 2, kept: true)
            if let t = removeAt { _ = runner.schedule(after: t, token: 1) }
        }
    }

    @Test func watchShowsEachOfTwoCoinsWhereItEnds() throws {
        let s = RunSummary(try Self.twoCoins())
        #expect(s.table == [
            "layer  lands at  ends at  opacity  scale    animations stop",
            "coin   1 s       (10, 0)  1        1        move 1 s",
            "coin   2 s       (20, 0)  1        1        move 2 s",
        ])
    }

    @Test func watchMatchesTheSecondCoinWithTheSecond() throws {
        let before = RunSummary(try Self.twoCoins())
        let after = RunSummary(try Self.twoCoins(second: 30))
        #expect(after.changes(since: before) == [
            "coin move to: (20, 0) → (30, 0)",
            "coin ends at (30, 0) (was (20, 0))",
        ])
        let one = RunSummary(layers: [before.layers[0]], endTime: before.endTime, endReason: before.endReason)
        #expect(one.changes(since: before) == ["coin is gone"])
        #expect(before.changes(since: one).count == 1 && before.changes(since: one)[0].hasPrefix("coin is new: ends at (20, 0)"))
    }

    @Test func explainHoldsEachCoinUntilItsOwnLayerLeaves() throws {
        let timeline = Timeline(try Self.twoCoins(removeAt: 3), script: "t.lua", terminal: RecordedRun.plain(72))
        let bars = timeline.rows.map { TimelineTests.bar($0.cells) }
        // The first coin is held until it leaves the window at 3 s, the second to the end.
        #expect(bars.map { $0.last } == [".", "-"])
        #expect(timeline.rows[0].hue != timeline.rows[1].hue)
    }
}
