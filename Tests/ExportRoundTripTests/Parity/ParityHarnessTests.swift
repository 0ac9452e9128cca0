import UIKit
import XCTest

/// The generated parity case (BreathAnimationParityTests, written by `cartlua export
/// Scripts/breath.lua --xctest`) can fail: a tree whose time is not stepped differs from the
/// trace and the case's comparison names the value, and one off by more than the trace's 4
/// decimals is caught while rounding is not.
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
}
