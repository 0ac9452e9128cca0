/// One step of a layer's compiled program (`LayerProgram`): an attached animation of a shape
/// the plan specialises, over plain values — no class, no reference, no dynamic dispatch. Each
/// step does what its animation's `apply` does, through the same functions (MediaTiming's
/// sample, the timing function, `KeyPath.writeNumber`, `SpringCurve`, the path's segments), with
/// what `apply` would read from the model resolved when the program is compiled (the program is
/// compiled again whenever the model changes).
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
    var index: Int32
}

/// A program's steps of one kind in memory of their own, read in place (`unsafeAddress`); the
/// program that made the list frees it (`free`).
struct StepList<Step>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Step>
    let count: Int

    init(_ steps: [Step]) {
        count = steps.count
        base = .allocate(capacity: max(count, 1))
        base.initialize(from: steps, count: count)
    }

    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(i: Int) -> Step {
        @inline(__always) unsafeAddress { UnsafePointer(base + i) }
    }
}

/// `AnimationGroup.apply`'s time mapping, shared by its children.
struct GroupStep: Sendable {
    var timing: MediaTiming
    var timingFunction: TimingFunction?
    /// How many steps after this one are its subtree.
    var span: Int

    /// The children's parent time and whether they hold at the group's end
    /// ([ASSUME GROUP-end-hold]); nil when the group applies nothing at `tp`.
    @inline(__always)
    func childTime(parentTime tp: Double, holdAtEnd: Bool) -> (time: Double, hold: Bool)? {
        guard let s = timing.sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return nil }
        return (timingFunction.eased(s.fraction) * timing.duration, s.phase == .after)
    }
}

/// `PropertyAnimation.apply`'s number path for a `BasicAnimation`.
struct NumberStep: Sendable {
    var timing: MediaTiming
    var timingFunction: TimingFunction?
    var keyPath: KeyPath
    var additive: Bool
    /// `BasicAnimation.numberEndpoints` for the model as compiled.
    var from, to: Double
    /// The cycle delta (`to − from`) when cumulative, else nil.
    var delta: Double?

    @inline(__always)
    func apply(parentTime tp: Double, holdAtEnd: Bool, to state: inout LayerState) {
        guard let s = timing.sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return }
        var x = Double.interpolate(from, to, timingFunction.eased(s.fraction))
        if let delta, s.iteration != 0 { x = Double.combine(x, delta, s.iteration) }
        keyPath.writeNumber(x, additive: additive, into: &state)
    }
}

/// `SpringAnimation.apply` on a number key path.
struct SpringStep: Sendable {
    var timing: MediaTiming
    var curve: SpringCurve
    var keyPath: KeyPath
    var additive: Bool
    var cumulative: Bool
    var from, to: Double

    @inline(__always)
    func apply(parentTime tp: Double, holdAtEnd: Bool, to state: inout LayerState) {
        guard let s = timing.sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return }
        var v = Double.interpolate(from, to, curve.progress(at: s.fraction * timing.duration))
        if cumulative, s.iteration != 0 { v = Double.combine(v, Double.subtract(to, from), s.iteration) }
        keyPath.writeNumber(v, additive: additive, into: &state)
    }
}

/// `KeyframeAnimation.apply` for a paced path (not additive, not cumulative): the point at a
/// fraction of the arc length, found through the path's inverted arc length.
struct PacedPathStep: Sendable {
    var timing: MediaTiming
    var timingFunction: TimingFunction?
    var keyPath: KeyPath
    var rotationMode: KeyframeAnimation.RotationMode?
    /// Index of the path in the program's `paths`.
    var path: Int

    @inline(__always)
    func apply(parentTime tp: Double, holdAtEnd: Bool, paths: StepList<ArcLengthInverse>,
               to state: inout LayerState, turn: inout Double?) {
        guard let s = timing.sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return }
        let inverse = paths[path]
        let (i, t) = inverse.location(atFraction: timingFunction.eased(s.fraction))
        let c = inverse.measure.segments[i]
        keyPath.writePoint(c.point(at: t), into: &state)
        if let mode = rotationMode, let theta = mode.angle(along: c.tangent(at: t)) { turn = (turn ?? 0) + theta }
    }
}
