/// One step of a layer's compiled program (`LayerProgram`): an attached animation of a shape
/// the plan specialises, over plain values — no class, no reference, no dynamic dispatch. Each
/// step does what its animation's `apply` does, through the same functions (`TimingPlan`, the
/// timing function's `UnitBezier`, `KeyPath.writeNumber`, `SpringCurve`, the path's segments),
/// with what `apply` would read from the model resolved when the program is compiled (the
/// program is compiled again whenever the model changes).
///
/// A step is its kind and its place in the program's list of that kind (`StepList`), so that the
/// steps are read where they lie rather than copied out of an enum's payload at every sample.
struct PlanStep: Sendable {
    enum Kind: UInt8, Sendable {
        /// An `AnimationGroup` (`GroupStep`): the next `span` steps (its children, flattened)
        /// run in its time.
        case group
        /// A `BasicAnimation` of a number key path (`NumberStep`).
        case number
        /// A `SpringAnimation` of a number key path (`SpringStep`).
        case spring
        /// A paced `KeyframeAnimation` along a path, on a point key path (`PacedPathStep`).
        case pacedPath
    }

    var kind: Kind
    /// The step before it is a sibling (not a group) with the same timing: its timing sample,
    /// taken at the same parent time, is this step's too — the time mapping a group's children
    /// share when they keep its defaults (issue 15), sampled once.
    var sharesTiming: Bool
    var index: Int32
}

/// What a step writes into: a whole `LayerState` (the general evaluator's values to the bit), or
/// `MotionState`, the sample line's moving values alone.
protocol StepTarget {
    /// `KeyPath.writeNumber(_:additive:into:)`.
    mutating func write(_ x: Double, at keyPath: KeyPath, additive: Bool)
    /// `KeyPath.writePoint(_:into:)`.
    mutating func write(_ p: Point, at keyPath: KeyPath)
}

extension LayerState: StepTarget {
    @inline(__always)
    mutating func write(_ x: Double, at keyPath: KeyPath, additive: Bool) {
        keyPath.writeNumber(x, additive: additive, into: &self)
    }

    @inline(__always)
    mutating func write(_ p: Point, at keyPath: KeyPath) { keyPath.writePoint(p, into: &self) }
}

/// A timing function as a step holds it: an index into the program's curves, or none (linear,
/// the fraction itself: `Optional<TimingFunction>.eased`). No optional struct copied per sample.
struct Easing: Sendable {
    var curve: Int32

    static let none = Easing(curve: -1)

    @inline(__always)
    func eased(_ f: Double, _ curves: StepList<UnitBezier>) -> Double {
        curve < 0 ? f : UnitBezier.solve(curves.pointer(Int(curve)), f)
    }
}

/// `AnimationGroup.apply`'s time mapping, shared by its children.
struct GroupStep: Sendable {
    var timing: TimingPlan
    var easing: Easing
    /// How many steps after this one are its subtree.
    var span: Int

    /// The children's parent time and whether they hold at the group's end
    /// ([ASSUME GROUP-end-hold]); nil when the group applies nothing at `tp`.
    @inline(__always)
    func childTime(parentTime tp: Double, holdAtEnd: Bool, _ curves: StepList<UnitBezier>) -> (time: Double, hold: Bool)? {
        guard let s = timing.sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return nil }
        return (easing.eased(s.fraction, curves) * timing.duration, s.phase == .after)
    }
}

/// `PropertyAnimation.apply`'s number path for a `BasicAnimation`.
struct NumberStep: Sendable {
    var timing: TimingPlan
    var easing: Easing
    var keyPath: KeyPath
    var additive: Bool
    /// The cycle delta applies (cumulative).
    var cumulative: Bool
    /// `BasicAnimation.numberEndpoints` for the model as compiled.
    var from, to: Double
    /// The cycle delta (`to − from`) when cumulative.
    var delta: Double

    @inline(__always)
    func apply<T: StepTarget>(_ s: TimingSample, _ curves: StepList<UnitBezier>, to state: inout T) {
        var x = Double.interpolate(from, to, easing.eased(s.fraction, curves))
        if cumulative, s.iteration != 0 { x = Double.combine(x, delta, s.iteration) }
        state.write(x, at: keyPath, additive: additive)
    }
}

/// `SpringAnimation.apply` on a number key path.
struct SpringStep: Sendable {
    var timing: TimingPlan
    var curve: SpringCurve
    var keyPath: KeyPath
    var additive: Bool
    var cumulative: Bool
    var from, to: Double

    @inline(__always)
    func apply<T: StepTarget>(_ s: TimingSample, to state: inout T) {
        var v = Double.interpolate(from, to, curve.progress(at: s.fraction * timing.duration))
        if cumulative, s.iteration != 0 { v = Double.combine(v, Double.subtract(to, from), s.iteration) }
        state.write(v, at: keyPath, additive: additive)
    }
}

/// `KeyframeAnimation.apply` for a paced path (not additive, not cumulative): the point at a
/// fraction of the arc length, found through the path's inverted arc length.
struct PacedPathStep: Sendable {
    var timing: TimingPlan
    var easing: Easing
    var keyPath: KeyPath
    var rotationMode: KeyframeAnimation.RotationMode?
    /// Index of the path in the program's `paths`.
    var path: Int

    @inline(__always)
    func apply<T: StepTarget>(_ s: TimingSample, _ curves: StepList<UnitBezier>, paths: StepList<ArcLengthInverse>,
                              to state: inout T, turn: inout Double?) {
        let fraction = easing.eased(s.fraction, curves)
        // Borrowed, not retained (two retains and releases a sample): the program holds it.
        let c: BezierSegment, t: Double
        (c, t) = Unmanaged.passUnretained(paths[path])._withUnsafeGuaranteedRef { inverse in
            let (i, t) = inverse.location(atFraction: fraction)
            return (inverse.measure.segments[i], t)
        }
        state.write(c.point(at: t), at: keyPath)
        if let mode = rotationMode, let theta = mode.angle(along: c.tangent(at: t)) { turn = (turn ?? 0) + theta }
    }
}
