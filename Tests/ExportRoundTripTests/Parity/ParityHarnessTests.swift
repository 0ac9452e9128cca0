import UIKit
import XCTest

/// The generated parity cases (BreathAnimationParityTests, written by `cartlua export
/// Scripts/breath.lua --xctest`, and the others beside it) can fail: a tree whose time is not
/// stepped differs from the trace and the case's comparison names the value, and one off by more
/// than the trace's 4 decimals is caught while rounding is not; without cartlua's deliveries the
/// run stops at the script's first callback, and a delivery the export does not match is named.
final class ParityHarnessTests: XCTestCase {
    typealias Case = BreathAnimationParityTests

    func testATreeLeftAtTimeZeroDiffersAtHalfASecond() throws {
        try MainActor.assumeIsolated { try Self.leftAtTimeZero() }
    }

    @MainActor static func leftAtTimeZero() throws {
        let (window, motion) = Case.pausedExport()
        let sample = try XCTUnwrap(Case.samples.first { $0.t == 0.5 })
        func differing() throws -> [String] {
            try zip(Case.tree(window), sample.rows).compactMap { layer, row in
                try Case.firstDifference(Case.values(of: XCTUnwrap(layer.presentation())), row.values).map { "\(row.layer) \(Case.names[$0])" }
            }
        }
        XCTAssertEqual(try differing(), ["flyingImage position.x"])
        window.timeOffset = 0.5
        XCTAssertEqual(try differing(), [])
        withExtendedLifetime(motion) {}
    }

    func testFirstDifferenceAllowsTheTracesRoundingOnly() {
        XCTAssertNil(Case.firstDifference([1.00005, -2], [1, -2]))
        XCTAssertEqual(Case.firstDifference([1, -2.0002], [1, -2]), 1)
    }

    func testColoursDifferByMoreThanTheTracesByte() {
        XCTAssertFalse(Case.colorsDiffer([1, 0.2314, 0.1882, 1], [1, 0.2314 + 0.4 / 255, 0.1882, 1]))
        XCTAssertTrue(Case.colorsDiffer([1, 0.2314, 0.1882, 1], [1, 0.2314 + 1 / 255, 0.1882, 1]))
        XCTAssertTrue(Case.colorsDiffer(nil, [0, 0, 0, 1]))
        XCTAssertFalse(Case.colorsDiffer(nil, nil))
    }

    /// coins starts its first coin in an after(0, …): without the deliveries the case differs at
    /// its first sample; with them it compares every sample of the run, to its end at 1.9 s.
    func testCoinsNeedsItsDeliveriesFromTheFirstSample() throws {
        try MainActor.assumeIsolated {
            typealias Coins = CoinsAnimationParityTests
            XCTAssertEqual(try Coins.replay(deliveries: []), "differs from cartlua's trace at t=0.0 s: 3 layers, not 4")
            XCTAssertNil(try Coins.replay())
            XCTAssertEqual(Coins.samples.count, 115)
            XCTAssertEqual(Coins.samples.last?.t, 1.9)
        }
    }

    /// A delayed call cartlua ran at another time than the export's clock has it due: both times.
    func testADelayedCallAtTheWrongTimeNamesBothTimes() throws {
        try MainActor.assumeIsolated {
            typealias Features = FeaturesAnimationParityTests
            var deliveries = Features.deliveries
            let i = try XCTUnwrap(deliveries.firstIndex { if case .call = $0.kind { return $0.t == 0.3 } else { return false } })
            deliveries[i] = .call(0.25)
            XCTAssertEqual(try Features.replay(deliveries: deliveries),
                           "the export's next delayed call is due at t=0.3 s; cartlua ran one at t=0.25 s")
        }
    }

    /// A delegate's callback delivered before the code that adds its animation ran, or under a key
    /// the layer does not have: the message names its time, layer and key.
    func testADeliveryTheExportDoesNotMatchIsNamed() throws {
        try MainActor.assumeIsolated {
            var deliveries = Case.deliveries
            let i = try XCTUnwrap(deliveries.firstIndex { $0.key == "countSalce" })
            let early = deliveries.remove(at: i)
            let at = try XCTUnwrap(deliveries.firstIndex { $0.t > 0.5 })
            deliveries.insert(Case.Delivery(0.5, early.kind, layer: early.layer, early.layerName, key: early.key, delegate: early.delegate), at: at)
            XCTAssertEqual(try Case.replay(deliveries: deliveries),
                           #"cartlua's didStop(finished: true) of badge "countSalce" at t=0.5 s: the export has not made its Delegate yet"#)

            typealias Features = FeaturesAnimationParityTests
            let renamed = Features.deliveries.map { d in
                d.key == "grow" ? Features.Delivery(d.t, d.kind, layer: d.layer, d.layerName, key: "grew", delegate: d.delegate) : d
            }
            XCTAssertEqual(try Features.replay(deliveries: renamed),
                           #"cartlua's didStart of ghost "grew" at t=0.3 s: the layer has no animation under that key"#)
        }
    }

    /// The clock takes the call due first, the first scheduled among equal times; a negative
    /// delay is due at once.
    func testTheClockRunsCallsByDueTimeThenInOrder() {
        MainActor.assumeIsolated {
            let clock = FeaturesAnimation.ParityClock()
            var ran: [String] = []
            clock.now = 1
            clock.after(0.2) { ran.append("a") }
            clock.after(0.1) { ran.append("b") }
            clock.after(0.2) { ran.append("c") }
            clock.after(-1) { ran.append("d") }
            var due: [Double] = []
            while let call = clock.next() {
                due.append(call.due)
                call.work()
            }
            XCTAssertEqual(ran, ["d", "b", "a", "c"])
            XCTAssertEqual(due, [1, 1.1, 1.2, 1.2])
        }
    }
}
