/// A `MediaTiming` with what every sample derives from it worked out once: the active duration,
/// the cycle, the speed as a `Double` and the fill flags (issue 15: evaluation plans sample it
/// per layer per frame). The one implementation of the reference evaluation of §1.10 —
/// `MediaTiming.sample` and `fraction(phaseShifted:phase:)` go through it — so a plan's steps
/// and the animations give the same sample to the bit.
public struct TimingPlan: Sendable {
    let beginTime, speed, timeOffset, duration: Double
    /// `MediaTiming.cycleDuration` and `activeDuration`.
    let cycle, active: Double
    let autoreverses, fillsBackwards, fillsForwards: Bool

    @inline(__always)
    public init(_ m: MediaTiming) {
        (beginTime, speed, timeOffset, duration) = (m.beginTime, Double(m.speed), m.timeOffset, m.duration)
        (cycle, active, autoreverses) = (m.cycleDuration, m.activeDuration, m.autoreverses)
        (fillsBackwards, fillsForwards) = (m.fillMode.fillsBackwards, m.fillMode.fillsForwards)
    }

    /// The same numbers to the bit (a −0 and a 0 are not the same: they can give different
    /// signs of zero), so that a sample of one is the other's.
    func isSame(as o: TimingPlan) -> Bool {
        let a = [beginTime, speed, timeOffset, duration, cycle, active]
        let b = [o.beginTime, o.speed, o.timeOffset, o.duration, o.cycle, o.active]
        return zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern } && autoreverses == o.autoreverses
            && fillsBackwards == o.fillsBackwards && fillsForwards == o.fillsForwards
    }

    /// `MediaTiming.elapsed(parentTime:)`.
    @inline(__always)
    func elapsed(parentTime tp: Double) -> Double { (tp - beginTime) * speed }

    /// `MediaTiming.sample(elapsed:)`.
    @inline(__always)
    func sample(elapsed: Double) -> TimingSample? {
        var t = elapsed
        let phase = Phase(elapsed: t, activeDuration: active)
        switch phase {
        case .before:
            guard fillsBackwards else { return nil }
            t = 0
        case .after:
            guard fillsForwards else { return nil }
            t = active
        case .active:
            t = max(t, 0)  // within the boundary epsilon of the start
        }
        return fraction(phaseShifted: t + timeOffset, phase: phase)
    }

    /// `MediaTiming.sample(parentTime:holdAtEnd:)`, the group-end hold included
    /// ([ASSUME GROUP-end-hold]).
    @inline(__always)
    func sample(parentTime tp: Double, holdAtEnd: Bool) -> TimingSample? {
        let t = elapsed(parentTime: tp)
        if let s = sample(elapsed: t) { return s }
        guard holdAtEnd else { return nil }
        let ad = active
        guard ad.isFinite, abs(t - ad) <= 1e-9 * max(1, ad) else { return nil }
        return fraction(phaseShifted: ad + timeOffset, phase: .after)
    }

    /// `MediaTiming.fraction(phaseShifted:phase:)` (§1.6).
    @inline(__always)
    func fraction(phaseShifted u: Double, phase: Phase) -> TimingSample {
        let d = duration, c = cycle
        guard d > 0 else { return TimingSample(phase: phase, fraction: phase == .before ? 0 : 1, iteration: 0) }
        // An endless pass never leaves its first cycle.
        guard c.isFinite else { return TimingSample(phase: phase, fraction: 0, iteration: 0) }
        var k: Double, w: Double
        if u > 0 && u < c {
            // Inside the first cycle (a coin's whole life): the cycle is 0 and the offset u, the
            // very values the division gives — u / c < 1 for u < c (the quotient lies at least
            // 2⁻⁵³ below 1, where doubles are 2⁻⁵³ apart), so its floor is +0 and u − 0·c is u —
            // without the division and libm's floor on the sample path.
            (k, w) = (0, u)
        } else {
            k = (u / c).rounded(.down)
            w = u - k * c
            if w < 0 { w = 0 } else if w > c { w = c }
        }
        if phase == .after && u > 0 && w == 0 {
            k -= 1
            w = c
        }
        let local = (autoreverses && w > d) ? c - w : w
        return TimingSample(phase: phase, fraction: local / d, iteration: k)
    }
}
