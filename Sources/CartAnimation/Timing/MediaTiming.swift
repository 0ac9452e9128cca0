import Glibc

/// The CAMediaTiming properties of one timed object (an animation, or a layer's own time).
/// Field types follow the header: times are `Double` (CFTimeInterval), `speed` and `repeatCount`
/// are `Float` (CA-SEMANTICS §0).
public struct MediaTiming: Hashable, Sendable {
    /// Start time in the parent's time space. For a top-level animation, 0 is replaced by the
    /// current layer time when the animation is added (§1.8); inside a group, 0 is the group start.
    public var beginTime: Double = 0
    /// One pass, in seconds. 0 or less becomes 0.25 s when added (§1.3), or inside a group the
    /// group's duration ([ASSUME DUR-child]).
    public var duration: Double = 0
    /// Rate of local time relative to the parent's (§1.1).
    public var speed: Float = 1
    /// Shifts where in the cycle the animation is, without moving its active window (§1.2).
    public var timeOffset: Double = 0
    /// Number of cycles; fractional allowed; 0 means once; ≥ 1e30 or infinity means forever (§1.4).
    public var repeatCount: Float = 0
    /// Total active time; wins over repeatCount when both are set ([ASSUME TIME-both]).
    public var repeatDuration: Double = 0
    /// Whether each cycle plays forward then backward (a cycle is then 2 × duration).
    public var autoreverses: Bool = false
    public var fillMode: FillMode = .removed

    public init() {}

    /// The default duration Core Animation substitutes for 0 at `add(_:forKey:)`:
    /// CATransaction.animationDuration, 0.25 s when no transaction set it (§1.3).
    public static let defaultDuration = 0.25

    /// repeatCount at or above this (or infinite) means "forever" (MAXFLOAT, HUGE_VALF, .infinity).
    public static let foreverRepeatCount: Float = 1e30

    /// Times closer than this (1 ns) are the same instant at a phase boundary
    /// ([ASSUME TIME-eps]): `beginTime = 10/60` plus `duration = 5/60` must end exactly where
    /// the decimal sum says, not one floating-point step later.
    public static let boundaryEpsilon = 1e-9

    /// A duration of 0 (or less, or NaN) made what adding fills in: the group's duration inside
    /// a group (`parentDuration`, [ASSUME DUR-child]), else `defaultDuration` (§1.3).
    mutating func fillDuration(parentDuration: Double?) {
        if !(duration > 0) { duration = parentDuration ?? MediaTiming.defaultDuration }
    }

    /// One cycle: `c = d × (autoreverses ? 2 : 1)`.
    public var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The active duration AD in this object's own time (§1.4):
    /// repeatDuration > 0 → repeatDuration; else repeatCount > 0 → repeatCount × c (∞ for
    /// "forever"); else c.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 {
            if repeatCount.isInfinite || repeatCount >= MediaTiming.foreverRepeatCount { return .infinity }
            return Double(repeatCount) * cycleDuration
        }
        return cycleDuration
    }

    /// Elapsed active time `T = (tp − beginTime) × speed` for parent time `tp` (§1.2, stage 1).
    @inline(__always)
    public func elapsed(parentTime tp: Double) -> Double {
        (tp - beginTime) * Double(speed)
    }

    /// The phase at parent time `tp`. [ASSUME TIME-bound] T == AD is already `after`.
    public func phase(parentTime tp: Double) -> Phase {
        Phase(elapsed: elapsed(parentTime: tp), activeDuration: activeDuration)
    }

    /// Where the object is at parent time `tp`, or nil when it has no effect there (outside its
    /// active window without a fill). The reference evaluation of §1.10:
    /// ```
    ///  parent time ──(tp − beginTime)·speed──► T ──+timeOffset──► u ──cycle/mirror──► f ∈ [0,1]
    ///   before: T < 0        (fill backwards/both: evaluate at T = 0)
    ///   active: 0 ≤ T < AD
    ///   after:  T ≥ AD       (fill forwards/both: evaluate at T = AD, the left limit)
    /// ```
    public func sample(parentTime tp: Double) -> TimingSample? {
        sample(elapsed: elapsed(parentTime: tp))
    }

    /// As `sample(parentTime:)`, from an elapsed active time T already computed (`TimingPlan`
    /// states the stages).
    public func sample(elapsed: Double) -> TimingSample? {
        TimingPlan(self).sample(elapsed: elapsed)
    }

    /// `sample(parentTime:)` with the group-end hold: a child whose active window ends exactly
    /// where its group ended holds its end value, fill or not ([ASSUME GROUP-end-hold],
    /// CA-SEMANTICS §2). The one rule that animations and evaluation plans both apply.
    @inline(__always)
    public func sample(parentTime tp: Double, holdAtEnd: Bool) -> TimingSample? {
        TimingPlan(self).sample(parentTime: tp, holdAtEnd: holdAtEnd)
    }

    /// Stage 2 (§1.6): from the phase-shifted time u to the cycle index and fraction.
    /// ```
    /// k = floor(u / c); w = u − k·c
    /// at the end (after phase, u > 0, w == 0): k −= 1; w = c     // left limit of the last cycle
    /// local = (autoreverses and w > d) ? c − w : w               // mirror the backward half
    /// f = local / d
    /// ```
    /// The timing function is applied to f afterwards, so a backward half runs the curve in
    /// reverse (an ease-in played back looks like an ease-out) [ASSUME AUTOREV-mirror].
    public func fraction(phaseShifted u: Double, phase: Phase) -> TimingSample {
        TimingPlan(self).fraction(phaseShifted: u, phase: phase)
    }
}

/// Before, inside or after an active window (§1.5).
public enum Phase: Sendable, Hashable {
    case before, active, after

    /// `T < 0` before, `0 ≤ T < AD` active, `T ≥ AD` after ([ASSUME TIME-bound]), each boundary
    /// taken to within `MediaTiming.boundaryEpsilon` ([ASSUME TIME-eps]).
    @inline(__always)
    public init(elapsed t: Double, activeDuration ad: Double) {
        let eps = MediaTiming.boundaryEpsilon
        if t < -eps { self = .before } else if t >= ad - eps { self = .after } else { self = .active }
    }
}

/// The result of sampling a timed object: its phase, the fraction through the current pass
/// (before any timing function) and the index of the cycle it is in.
public struct TimingSample: Sendable, Hashable {
    public var phase: Phase
    public var fraction: Double
    public var iteration: Double

    public init(phase: Phase, fraction: Double, iteration: Double) {
        self.phase = phase
        self.fraction = fraction
        self.iteration = iteration
    }
}
