import Testing
import CartAnimation
import CartTestSupport
@testable import CartReport

/// `watch`'s words for runs made in Swift: the first run's table, and what changed in the next.
@MainActor
@Suite struct RunSummaryTests {
    static func coin(to x: Double, duration: Double, n: Double) throws -> RunSummary {
        RunSummary(try RecordedRun.record(params: [("n", .number(n))]) { scene, _ in
            try RecordedRun.move(scene, "coin", to: Point(x: x, y: 0), duration: duration)
        })
    }

    @Test func theFirstRunIsATableOfWhereEachLayerEnds() throws {
        let s = RunSummary(try TimelineTests.cutShort())
        #expect(s.headline() == "ends at 2 s (until)")
        #expect(s.table == [
            "layer    lands at  ends at   opacity  scale    animations stop",
            "coin     0.5 s     (100, 0)  1        1        move 0.5 s (removed)",
            "spinner  -         (1, 1)    1        1        move still running",
        ])
    }

    @Test func theNextRunSaysWhatChangedCausesFirst() throws {
        let before = try Self.coin(to: 100, duration: 1, n: 3)
        let after = try Self.coin(to: 120, duration: 1.25, n: 4)
        #expect(after.headline(withParams: true) == "ends at 1.25 s (idle); params n=4")
        #expect(after.headline(withParams: false) == "ends at 1.25 s (idle)")
        #expect(after.changes(since: before) == [
            "param n = 4 (was 3)",
            "coin move to: (100, 0) → (120, 0)",
            "coin move duration: 1 s → 1.25 s",
            "coin lands at 1.25 s (was 1 s)",
            "coin ends at (120, 0) (was (100, 0))",
            "the run ends at 1.25 s (was 1 s)",
        ])
        #expect(after.changes(since: after).isEmpty)
    }

    @Test(arguments: [
        (Point(x: 1, y: 2), "(1, 2)"), (Point(x: 0.3333, y: -40), "(0.333, -40)"), (Point(x: 1e-4, y: 2.0005), "(0, 2.001)"),
    ])
    func pointsInWords(_ p: Point, _ text: String) {
        #expect(RunSummary.point(p) == text)
    }

    @Test(arguments: [(ParamValue.number(0.1 + 0.2), "0.3"), (.string("curve"), "\"curve\""), (.bool(true), "true")])
    func paramsInWords(_ v: ParamValue, _ text: String) {
        #expect(RunSummary.text(v) == text)
    }
}
