import CartTestSupport
import Testing
@testable import CartAnimation

/// CAMediaTiming, one setting per row (CA-SEMANTICS §1.2–§1.10), in the style of Chromium's
/// keyframe_model_unittest. Every row starts from duration 1, beginTime 0, speed 1, no repeat,
/// fill removed, and changes what its name says. `f` is the fraction before any timing function.
struct MediaTimingTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let timing: MediaTiming
        let tp: Double
        /// nil: no effect at tp (outside the window without a fill).
        let phase: Phase?
        let f: Double
        let iteration: Double
        var testDescription: String { "\(name) @ tp=\(tp)" }
    }

    static func timing(d: Double = 1, begin: Double = 0, speed: Float = 1, offset: Double = 0,
                       rc: Float = 0, rd: Double = 0, autorev: Bool = false,
                       fill: FillMode = .removed) -> MediaTiming {
        var m = MediaTiming()
        (m.duration, m.beginTime, m.speed, m.timeOffset) = (d, begin, speed, offset)
        (m.repeatCount, m.repeatDuration, m.autoreverses, m.fillMode) = (rc, rd, autorev, fill)
        return m
    }

    static func row(_ name: String, _ m: MediaTiming, _ tp: Double, _ phase: Phase?,
                    _ f: Double = 0, k: Double = 0) -> Row {
        Row(name: name, timing: m, tp: tp, phase: phase, f: f, iteration: k)
    }

    static let rows: [Row] = [
        // duration: f = T/d.
        row("duration 1", timing(), 0.25, .active, 0.25),
        row("duration 2", timing(d: 2), 0.5, .active, 0.25),                   // 0.5/2
        row("start of window", timing(), 0, .active, 0),
        // beginTime: T = tp − 10.
        row("beginTime 10, inside", timing(begin: 10), 10.5, .active, 0.5),
        row("beginTime 10, before", timing(begin: 10), 9.9, nil),              // T = −0.1
        // speed: T = (tp − begin)·speed; the window lasts AD/|speed| in parent time.
        row("speed 2", timing(speed: 2), 0.25, .active, 0.5),                  // T = 0.5
        row("speed 2, ends at tp 0.5", timing(speed: 2), 0.5, nil),            // T = 1 = AD
        row("speed 2 + beginTime 10", timing(begin: 10, speed: 2), 10.25, .active, 0.5),
        row("speed 0.5", timing(speed: 0.5), 1, .active, 0.5),                 // T = 0.5
        row("speed 0.5, late", timing(speed: 0.5), 1.9, .active, 0.95),        // T = 0.95
        row("speed 0.5, ends at tp 2", timing(speed: 0.5), 2, nil),            // T = 1
        // timeOffset 0.4 (§1.2): u = T + 0.4 wraps, C→D→E→A→B, window unchanged.
        row("offset 0.4, C", timing(offset: 0.4), 0, .active, 0.4),
        row("offset 0.4, D", timing(offset: 0.4), 0.2, .active, 0.6),
        row("offset 0.4, E", timing(offset: 0.4), 0.4, .active, 0.8),
        row("offset 0.4, A (wrapped)", timing(offset: 0.4), 0.7, .active, 0.1, k: 1),  // u = 1.1
        row("offset 0.4, B", timing(offset: 0.4), 0.9, .active, 0.3, k: 1),            // u = 1.3
        row("offset 0.4, ends at tp 1", timing(offset: 0.4), 1, nil),
        row("offset 0.4, fill forwards holds u=1.4", timing(offset: 0.4, fill: .forwards), 3, .after, 0.4, k: 1),
        // interior cycle boundary: u = 1.0 inside the window starts the new cycle at f = 0.
        row("offset 0.5, interior boundary", timing(offset: 0.5), 0.5, .active, 0, k: 1),
        row("repeat 2, interior boundary", timing(rc: 2), 1, .active, 0, k: 1),
        // repeatCount: AD = rc·d.
        row("repeat 2, 2nd pass", timing(rc: 2), 1.5, .active, 0.5, k: 1),
        row("repeat 2, ended", timing(rc: 2), 2, nil),
        row("repeat 2, end left limit", timing(rc: 2, fill: .forwards), 2, .after, 1, k: 1),   // u=2: k=2,w=0 → k=1,w=1
        row("repeat 2.5, 3rd pass", timing(rc: 2.5), 2.25, .active, 0.25, k: 2),
        row("repeat 2.5, ends halfway", timing(rc: 2.5, fill: .forwards), 2.5, .after, 0.5, k: 2),
        row("repeat infinity", timing(rc: .infinity), 1_000_000.25, .active, 0.25, k: 1_000_000),
        row("repeat greatestFinite", timing(rc: .greatestFiniteMagnitude), 12_345.5, .active, 0.5, k: 12_345),
        // repeatDuration: AD = rd.
        row("repeatDuration 2.5", timing(rd: 2.5), 2.25, .active, 0.25, k: 2),
        row("repeatDuration 2.5, ended", timing(rd: 2.5), 2.5, nil),
        row("repeatDuration 1.5 wins over repeatCount 5", timing(rc: 5, rd: 1.5), 1.6, nil),
        row("repeatDuration 1.5 + rc 5, held", timing(rc: 5, rd: 1.5, fill: .forwards), 1.6, .after, 0.5, k: 1),
        // autoreverses: c = 2d, local = w > d ? c − w : w.
        row("autoreverse, forward half", timing(autorev: true), 0.5, .active, 0.5),
        row("autoreverse, backward half", timing(autorev: true), 1.75, .active, 0.25),  // 2 − 1.75
        row("autoreverse once, ends on from", timing(autorev: true, fill: .forwards), 2, .after, 0),  // w = c → c − c
        row("autoreverse rc 1, ends on from", timing(rc: 1, autorev: true, fill: .forwards), 5, .after, 0),
        row("autoreverse rc 1.5, forward again", timing(rc: 1.5, autorev: true), 2.25, .active, 0.25, k: 1),
        row("autoreverse rc 1.5, ends on to", timing(rc: 1.5, autorev: true, fill: .forwards), 3, .after, 1, k: 1),  // u=3: k=1, w=1
        row("autoreverse rc 2, back half of 2nd", timing(rc: 2, autorev: true), 3.5, .active, 0.5, k: 1),  // w = 1.5 → 0.5
        row("autoreverse rc 2, ends on from", timing(rc: 2, autorev: true, fill: .forwards), 4, .after, 0, k: 1),
        // fillMode, before phase (beginTime 10, tp 9): value at T = 0, i.e. u = timeOffset.
        row("before, removed", timing(begin: 10), 9, nil),
        row("before, forwards", timing(begin: 10, fill: .forwards), 9, nil),
        row("before, backwards", timing(begin: 10, fill: .backwards), 9, .before, 0),
        row("before, both", timing(begin: 10, fill: .both), 9, .before, 0),
        row("before, backwards + offset 0.3", timing(begin: 10, offset: 0.3, fill: .backwards), 9, .before, 0.3),
        // fillMode, after phase (beginTime 10, tp 12): value at T = AD, left limit.
        row("after, removed", timing(begin: 10), 12, nil),
        row("after, backwards", timing(begin: 10, fill: .backwards), 12, nil),
        row("after, forwards", timing(begin: 10, fill: .forwards), 12, .after, 1),
        row("after, both", timing(begin: 10, fill: .both), 12, .after, 1),
        // exact end boundary T == AD: after phase, f = 1 (left limit), not 0.
        row("T == AD, removed", timing(), 1, nil),
        row("T == AD, forwards", timing(fill: .forwards), 1, .after, 1),
        row("just before AD", timing(), 0.75, .active, 0.75),
    ]

    @Test(arguments: rows)
    func sample(_ r: Row) {
        let s = r.timing.sample(parentTime: r.tp)
        guard let phase = r.phase else {
            #expect(s == nil)
            return
        }
        #expect(s?.phase == phase)
        #expect(Hand.near(s?.fraction ?? .nan, r.f, 1e-9), "f = \(String(describing: s?.fraction)), want \(r.f)")
        #expect(s?.iteration == r.iteration)
    }

    struct ADRow: Sendable, CustomTestStringConvertible {
        let name: String
        let timing: MediaTiming
        let ad: Double
        var testDescription: String { name }
    }

    /// §1.4: AD = rd if rd > 0; else rc·c if rc > 0 (∞ for rc ≥ 1e30 or inf); else c; c = d·(autorev ? 2 : 1).
    static let adRows: [ADRow] = [
        ADRow(name: "once", timing: timing(d: 1.5), ad: 1.5),
        ADRow(name: "autoreverse", timing: timing(d: 1.5, autorev: true), ad: 3),
        ADRow(name: "rc 3", timing: timing(d: 1.5, rc: 3), ad: 4.5),
        ADRow(name: "rc 3 autoreverse", timing: timing(d: 1.5, rc: 3, autorev: true), ad: 9),
        ADRow(name: "rc 2.5 autoreverse", timing: timing(d: 1, rc: 2.5, autorev: true), ad: 5),
        ADRow(name: "rd 2.5", timing: timing(d: 1.5, rd: 2.5), ad: 2.5),
        ADRow(name: "rd wins over rc", timing: timing(d: 1.5, rc: 4, rd: 2.5), ad: 2.5),
        ADRow(name: "rc infinity", timing: timing(rc: .infinity), ad: .infinity),
        ADRow(name: "rc greatestFinite (MAXFLOAT)", timing: timing(rc: .greatestFiniteMagnitude), ad: .infinity),
        ADRow(name: "rc 1e30", timing: timing(rc: 1e30), ad: .infinity),
    ]

    @Test(arguments: adRows)
    func activeDuration(_ r: ADRow) {
        #expect(r.timing.activeDuration == r.ad)
    }

    /// §1.5: T < 0 before, 0 ≤ T < AD active, T ≥ AD after (the boundary belongs to after).
    @Test(arguments: [(-0.001, Phase.before), (0, .active), (1.999, .active), (2, .after), (7, .after)])
    func phase(_ tp: Double, _ want: Phase) {
        // beginTime 1, speed 2, d 1, rc 2 → AD 2; T = (tp − 1)·2 → tp values are given as T/2 + 1.
        let m = Self.timing(begin: 1, speed: 2, rc: 2)
        #expect(m.phase(parentTime: tp / 2 + 1) == want)
    }

    /// Inside the first cycle the fraction skips the division (`TimingPlan.fraction`): the
    /// cycle and offset are the division's to the bit — at the cycle's edges (the last double
    /// below it, the least above 0), for cycles of every size, for random offsets — and a
    /// −0 offset still takes the division (whose offset is +0).
    @Test func theFirstCyclesShortcutIsTheDivisionsToTheBit() {
        func divided(_ u: Double, _ c: Double) -> (k: Double, w: Double) {
            let k = (u / c).rounded(.down)
            var w = u - k * c
            if w < 0 { w = 0 } else if w > c { w = c }
            return (k, w)
        }
        var rng = SplitMix64(seed: 15)
        var cases: [(u: Double, c: Double)] = []
        for c: Double in [1e-300, 3e-9, 0.1, 1.0 / 3, 1, 0.7 * 3, 1e9, 1.7e308] {
            cases += [(c.nextDown, c), (Double.leastNonzeroMagnitude, c), (c / 2, c), (c * (1 - 0x1p-52), c)]
        }
        for _ in 0..<20_000 {
            let c = Double(bitPattern: 0x3C00_0000_0000_0000 + rng.next() % 0x0800_0000_0000_0000)  // 2⁻⁶³ … 2⁶⁴
            cases.append((c * Double(rng.next() >> 11) * 0x1p-53, c))
        }
        for (u, c) in cases where u > 0 && u < c {
            let plan = TimingPlan(Self.timing(d: c, rc: 1))
            let s = plan.fraction(phaseShifted: u, phase: .active)
            let (k, w) = divided(u, c)
            #expect(s.iteration.bitPattern == k.bitPattern && s.fraction.bitPattern == (w / c).bitPattern, "u=\(u) c=\(c)")
        }
        let atMinusZero = TimingPlan(Self.timing(d: 1, rc: 1)).fraction(phaseShifted: -0.0, phase: .active)
        #expect(atMinusZero.fraction.bitPattern == (0.0).bitPattern && atMinusZero.iteration.bitPattern == (-0.0).bitPattern)
    }
}
