import Testing
@testable import CartAnimation

/// wpt-web-animations-timing.json (W3C timing model) against `MediaTiming`, through the mapping
/// of CA-SEMANTICS §1.9:
/// ```
/// duration → duration            iterations → repeatCount (default 1)
/// delay → beginTime              iterationStart × duration → timeOffset
/// fill none/auto → removed, backwards/forwards/both by name
/// progress → TimingSample.fraction   currentIteration → TimingSample.iteration
/// null (effect not applied) → sample(parentTime:) == nil
/// ```
/// Times are unitless (the file's milliseconds). Sample points: before = delay − 1,
/// activeBoundary = delay, after = the end time delay + duration × iterations ("finished" too).
@Suite("WPT Web Animations timing vectors (via §1.9)")
struct WPTTimingVectorTests {
    /// Why an entry has no CA equivalent, or nil (see VectorCoverageTests for the tallies).
    static func notApplicable(_ e: VectorEntry) -> String? {
        let i = e.input
        let d = i["duration"]?.number ?? 0
        if (e.json["playbackRate"]?.number ?? 1) < 0 {
            // CA's negative speed puts the window before beginTime ([ASSUME TIME-negspeed]);
            // W3C plays the same window backwards.
            return "negative playback rate"
        }
        if (i["endDelay"]?.number ?? 0) != 0 { return "endDelay" }  // §1.9 maps endDelay = 0 only
        if d == 0 { return "duration 0" }  // CA turns 0 into 0.25 s when added (§1.3)
        if i["iterations"]?.number == 0 { return "iterations 0" }  // repeatCount 0 plays once (§1.4)
        if d.isInfinite && (i["iterationStart"]?.number ?? 0) != 0 {
            return "iterationStart with infinite duration"  // timeOffset = start × ∞ is no time
        }
        // W3C clamps the start of the active interval at local time 0 (max(delay, 0)); CA time
        // has no origin, so a negative beginTime is active from beginTime on.
        if let t = i["localTime"]?.number, let delay = i["delay"]?.number, delay < 0, t >= delay, t < 0 {
            return "sampled before local time 0 with a negative delay"
        }
        return nil
    }

    /// The CA timing of an entry (§1.9).
    static func timing(_ i: JSONValue) throws -> MediaTiming {
        var m = MediaTiming()
        let d = try #require(i["duration"]?.number)
        let iterations = i["iterations"]?.number ?? 1
        m.duration = d
        if iterations.isInfinite || Double(Float(iterations)) == iterations {
            m.repeatCount = Float(iterations)
        } else {
            // repeatCount is a Float (§0): 2.3 would be 2.2999999523, a progress error of 5e-8
            // against a 1e-9 tolerance. §1.9's other form, repeatDuration = iterations × d, is exact.
            m.repeatDuration = iterations * d
        }
        let start = i["iterationStart"]?.number ?? 0
        m.timeOffset = start == 0 ? 0 : start * d
        m.beginTime = i["delay"]?.number ?? 0
        switch i["fill"]?.string {
        case nil, "none", "auto": m.fillMode = .removed
        case "backwards": m.fillMode = .backwards
        case "forwards": m.fillMode = .forwards
        case "both": m.fillMode = .both
        case let other?: Issue.record("unknown fill \(other)")
        }
        return m
    }

    /// The W3C end time, computed from the inputs (not from the code under test).
    static func endTime(_ i: JSONValue) throws -> Double {
        let d = try #require(i["duration"]?.number)
        return (i["delay"]?.number ?? 0) + d * (i["iterations"]?.number ?? 1)
    }

    /// (label, time, field, expected value) for every expectation in the entry.
    static func checks(_ e: VectorEntry) throws -> [(String, Double, String, JSONValue)] {
        let i = e.input, field = try #require(e.json["field"]?.string)
        let delay = i["delay"]?.number ?? 0
        guard let local = i["localTime"] else {
            // "sampling" rows: expected is keyed by sample point.
            return try #require(e.expected.object).sorted { $0.key < $1.key }.map { point, want in
                let t: Double
                switch point {
                case "before": t = delay - 1
                case "activeBoundary": t = delay
                case "after": t = (try? endTime(i)) ?? .nan
                default: t = .nan
                }
                return (point, t, field, want)
            }
        }
        let t = local == .string("finished") ? try endTime(i) : try #require(local.number)
        if field == "progress+currentIteration" {
            return try #require(e.expected.object).map { ("localTime \(t)", t, $0.key, $0.value) }
        }
        return [("localTime \(t)", t, field, e.expected)]
    }

    @Test("progress, currentIteration and phase", arguments: try VectorFixtures.applicable(VectorFixtures.wpt, notApplicable))
    func entry(_ e: VectorEntry) throws {
        let m = try Self.timing(e.input)
        for (label, t, field, want) in try Self.checks(e) {
            try #require(t.isFinite, "\(label): no finite sample time")
            let s = m.sample(parentTime: t)
            let what = "\(field) at \(label) (t = \(t))"
            switch field {
            case "progress", "currentIteration":
                if want.isNull {
                    #expect(s == nil, "\(what): expected no effect, got \(String(describing: s))")
                } else {
                    let got = field == "progress" ? s?.fraction : s?.iteration
                    expectClose(got, try #require(want.number), e.tolerance, what)
                }
            case "phase":
                let p: String
                switch m.phase(parentTime: t) {
                case .before: p = "before"
                case .active: p = "active"
                case .after: p = "after"
                }
                #expect(.string(p) == want, "\(what)")
            default:
                Issue.record("unknown field \(field)")
            }
        }
    }
}
