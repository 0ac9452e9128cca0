import Testing
@testable import CartAnimation

/// No entry is dropped silently: every entry of every vector file is either checked by one of
/// the vector suites or counted here as not applicable, with its reason.
///
/// Not applicable, by file:
/// - chromium-cubic-bezier: none (108 checked).
/// - gnustep-quartzcore-apple-checked (3): CATransaction disableActions default, nesting and
///   kCATransaction* keys. The core has no CATransaction and no implicit animations (§6); only
///   the default animationDuration exists (MediaTiming.defaultDuration), and that entry is checked.
/// - wpt-web-animations-timing (114), first matching reason wins:
///   - endDelay ≠ 0 (47): §1.9 maps endDelay = 0 only; CA has no end delay.
///   - duration 0 (31): CA replaces a duration of 0 with 0.25 s when added (§1.3).
///   - iterations 0 (12): repeatCount 0 means "play once" in CA (§1.4), not "no iteration".
///   - iterationStart with infinite duration (12): timeOffset = iterationStart × ∞ is no time.
///   - negative playback rate (11): a negative CA speed moves the window before beginTime
///     ([ASSUME TIME-negspeed]) instead of playing it backwards.
///   - sampled before local time 0 with a negative delay (1): W3C clamps the active interval's
///     start at 0 (max(delay, 0)); CA time has no origin.
/// - apple-docs-numeric-facts: none (the spring entries are checked since springs exist).
@Suite("Reference vector coverage")
struct VectorCoverageTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let file: String, checked: Int, notApplicable: Int, total: Int
        let reasons: [String: Int]
        let classify: @Sendable (VectorEntry) -> String?
        var testDescription: String { file }
    }

    static let files: [Expected] = [
        Expected(file: VectorFixtures.chromium, checked: 108, notApplicable: 0, total: 108, reasons: [:],
                 classify: ChromiumCubicBezierVectorTests.notApplicable),
        Expected(file: VectorFixtures.gnustep, checked: 65, notApplicable: 3, total: 68,
                 reasons: ["no CATransaction.disableActions in the core (no implicit animations)": 1,
                           "no CATransaction nesting in the core": 1,
                           "no kCATransaction* keys in the core": 1],
                 classify: GNUstepVectorTests.notApplicable),
        Expected(file: VectorFixtures.wpt, checked: 37, notApplicable: 114, total: 151,
                 reasons: ["endDelay": 47, "duration 0": 31, "iterations 0": 12,
                           "iterationStart with infinite duration": 12, "negative playback rate": 11,
                           "sampled before local time 0 with a negative delay": 1],
                 classify: WPTTimingVectorTests.notApplicable),
        Expected(file: VectorFixtures.appleDocs, checked: 10, notApplicable: 0, total: 10,
                 reasons: [:],
                 classify: AppleDocsVectorTests.notApplicable),
    ]

    @Test("checked / not applicable / total", arguments: files)
    func counts(_ x: Expected) throws {
        let entries = try VectorFixtures.entries(x.file)
        let declared = try #require(VectorFixtures.file(x.file)["count"]?.number)
        #expect(entries.count == x.total)
        #expect(Int(declared) == x.total, "the file's own count")
        var reasons: [String: Int] = [:]
        for e in entries { if let r = x.classify(e) { reasons[r, default: 0] += 1 } }
        #expect(entries.count - reasons.values.reduce(0, +) == x.checked)
        #expect(reasons.values.reduce(0, +) == x.notApplicable)
        #expect(reasons == x.reasons)
    }

    /// Every entry names its source, as copied.
    @Test("entries keep their source", arguments: files)
    func sources(_ x: Expected) throws {
        for e in try VectorFixtures.entries(x.file) {
            let source = e.json["source"]?.string ?? ""
            #expect(source.count > 0, "\(e.testDescription)")
        }
    }
}
