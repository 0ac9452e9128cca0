import Glibc

/// CAKeyframeAnimation: a key path through a list of values or along a path (CA-SEMANTICS §4).
public final class KeyframeAnimation: PropertyAnimation {
    /// kCAAnimationLinear (the default), Discrete, Paced, Cubic, CubicPaced.
    public enum CalculationMode: String, CaseIterable, Sendable {
        case linear, discrete, paced, cubic, cubicPaced
    }

    /// kCAAnimationRotateAuto / RotateAutoReverse: turn the layer along the path's tangent.
    public enum RotationMode: String, CaseIterable, Sendable {
        case auto, autoReverse
    }

    public var values: [Value]? { didSet { planMark?.touch() } }
    public var keyTimes: [Double]? { didSet { planMark?.touch() } }
    public var timingFunctions: [TimingFunction]? { didSet { planMark?.touch() } }
    /// Overrides `values` when set (§4.1); only for point key paths.
    public var path: BezierPath? { didSet { planMark?.touch() } }
    public var calculationMode: CalculationMode = .linear { didSet { planMark?.touch() } }
    public var rotationMode: RotationMode? { didSet { planMark?.touch() } }
    /// Kochanek–Bartels parameters per keyframe for the cubic modes (default 0: Catmull-Rom).
    public var tensionValues: [Double]? { didSet { planMark?.touch() } }
    public var continuityValues: [Double]? { didSet { planMark?.touch() } }
    public var biasValues: [Double]? { didSet { planMark?.touch() } }

    /// What an attached copy evaluates, built by `prepare`.
    var plan = KeyframePlan.empty { didSet { planMark?.touch() } }

    public override init(keyPath: KeyPath) {
        super.init(keyPath: keyPath)
    }

    public override func copy() -> Animation {
        let a = KeyframeAnimation(keyPath: keyPath)
        a.copyProperty(from: self)
        a.values = values
        a.keyTimes = keyTimes
        a.timingFunctions = timingFunctions
        a.path = path
        a.calculationMode = calculationMode
        a.rotationMode = rotationMode
        a.tensionValues = tensionValues
        a.continuityValues = continuityValues
        a.biasValues = biasValues
        a.plan = plan
        return a
    }

    /// The keyframe values in use: the path's points when there is a path, else `values`.
    public var effectiveValues: [Value] { plan.frames }
    /// The key times in use after Core Animation's rules (defaults, ignored arrays, pacing).
    public var effectiveKeyTimes: [Double] { plan.times }

    override func prepare(parentDuration: Double?, measures: PathMeasureCache?, _ p: inout Preparation) throws(AnimationError) {
        try super.prepare(parentDuration: parentDuration, measures: measures, &p)
        if path != nil {
            guard keyPath.kind == .point else { throw .pathNeedsPoint(keyPath) }
        } else {
            for (i, v) in (values ?? []).enumerated() { try check(v, field: "values[\(i + 1)]") }
        }
        let (made, planWarnings) = KeyframePlan.make(for: self, measures: measures)
        plan = made
        p.warnings += planWarnings
    }

    override func apply(parentTime tp: Double, model: LayerState, to state: inout LayerState, turn: inout Double?,
                        holdAtEnd: Bool) {
        guard let s = sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return }
        let g = eased(s.fraction)
        let tangent: Point?
        if !additive && !cumulative, let (p, t) = plan.evaluatePoint(g, timingFunctions: timingFunctions) {
            // Points (positions along a path) skip the `Value` boxing.
            keyPath.writePoint(p, into: &state)
            tangent = t
        } else {
            guard let (value, t) = plan.evaluate(g, timingFunctions: timingFunctions) else { return }
            var v = value
            if cumulative, s.iteration != 0, let first = plan.frames.first, let last = plan.frames.last {
                v = Value.combine(v, Value.subtract(last, first), s.iteration)
            }
            write(v, into: &state)
            tangent = t
        }
        // θ = atan2(dy, dx) of the curve (§4.5); autoReverse adds π. With values instead of a
        // path, the direction between keyframes is used ([ASSUME ROT-values]). It is not put on
        // the transform here, where a transform animation later in animationKeys() would replace
        // it, but collected for the evaluator to add on top of all of them ([ASSUME ROT-auto]).
        if let mode = rotationMode, let t = tangent, let theta = mode.angle(along: t) { turn = (turn ?? 0) + theta }
    }
}

extension KeyframeAnimation.RotationMode {
    /// The layer's turn along a direction of travel: atan2(dy, dx), plus π for autoReverse
    /// (§4.5); nil for no direction.
    @inline(__always)
    func angle(along t: Point) -> Double? {
        guard t.x != 0 || t.y != 0 else { return nil }
        return atan2(t.y, t.x) + (self == .autoReverse ? Double.pi : 0)
    }
}
