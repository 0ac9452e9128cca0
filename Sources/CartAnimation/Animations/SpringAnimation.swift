import Glibc

/// CASpringAnimation: a BasicAnimation whose progress follows a damped spring instead of a
/// timing function (CA-SEMANTICS §8).
///
/// ```
/// m·x'' + c·x' + k·x = 0,  x(0) = 1,  x'(0) = −initialVelocity     (x: distance still to go)
/// ω0 = √(k/m),  ζ = c / (2√(k·m));  progress p(t) = 1 − x(t);  value = from + (to − from)·p(t)
/// ```
/// t is the basic local time in seconds (the fraction of the pass × duration), not normalised.
/// The spring is cut off at `duration` ([ASSUME SPRING-cut]: fill forwards holds p(d), not 1),
/// and `timingFunction` is ignored ([ASSUME SPRING-tf]).
public final class SpringAnimation: BasicAnimation {
    public var mass: Double = 1 { didSet { planMark?.touch() } }
    public var stiffness: Double = 100 { didSet { planMark?.touch() } }
    public var damping: Double = 10 { didSet { planMark?.touch() } }
    /// In from→to distances per second; positive moves toward the target.
    public var initialVelocity: Double = 0 { didSet { planMark?.touch() } }
    /// iOS 17's allowsOverdamping: when false (the default), ζ > 1 behaves as critically damped.
    public var allowsOverdamping = false { didSet { planMark?.touch() } }
    /// The `perceptualDuration`/`bounce` it was made with (PerceptualSpring.swift), if so.
    var madePerceptual: PerceptualSpring?

    public override func copy() -> Animation {
        let a = SpringAnimation(keyPath: keyPath)
        a.copyBasic(from: self)
        a.mass = mass
        a.stiffness = stiffness
        a.damping = damping
        a.initialVelocity = initialVelocity
        a.allowsOverdamping = allowsOverdamping
        a.madePerceptual = madePerceptual
        return a
    }

    override func prepare(parentDuration: Double?, measures: PathMeasureCache?, _ p: inout Preparation) throws(AnimationError) {
        for (name, v) in [("mass", mass), ("stiffness", stiffness)] where !(v > 0 && v.isFinite) {
            throw .invalidTiming(field: name, value: v)
        }
        guard damping >= 0, damping.isFinite else { throw .invalidTiming(field: "damping", value: damping) }
        guard initialVelocity.isFinite else { throw .invalidTiming(field: "initialVelocity", value: initialVelocity) }
        try super.prepare(parentDuration: parentDuration, measures: measures, &p)
        if timingFunction != nil { p.warnings.append(.springTimingFunction) }
    }

    override func apply(parentTime tp: Double, model: LayerState, to state: inout LayerState, turn: inout Double?,
                        holdAtEnd: Bool) {
        guard let s = sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return }
        let (a, b) = endpoints(model: model)
        var v = Value.interpolate(a, b, curve.progress(at: s.fraction * duration))
        if cumulative, s.iteration != 0 { v = Value.combine(v, Value.subtract(b, a), s.iteration) }
        write(v, into: &state)
    }

    /// The spring's own numbers.
    var omega0: Double { curve.omega0 }
    var zeta: Double { curve.zeta }

    /// The spring as a plain value (what evaluation plans hold).
    var curve: SpringCurve {
        SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
                    allowsOverdamping: allowsOverdamping)
    }

    /// p(t) = 1 − x(t).
    public func progress(at t: Double) -> Double { curve.progress(at: t) }

    /// x(t), the normalised distance still to go.
    public func displacement(at t: Double) -> Double { curve.displacement(at: t) }

    /// settlingDuration: when the spring can be considered at rest. [ASSUME SETTLE-fit] The
    /// envelope estimate ln(A/ε)/(ζω0) with ε = 8.3e−4 reproduces both of Apple's documented
    /// figures (2.85 s for damping 5, "just over 1 s" for damping 15); Apple's method is
    /// unpublished. Without oscillation (ζ ≥ 1) the last time |x| ≥ ε is searched.
    public var settlingDuration: Double {
        let epsilon = 8.3e-4
        let w0 = omega0, z = zeta, v0 = initialVelocity
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let k = (z * w0 - v0) / wd
            return log((1 + k * k).squareRoot() / epsilon) / (z * w0)
        }
        var last = 0.0
        var t = 0.0
        let step = 1e-3
        while t < 600 {
            if abs(displacement(at: t)) >= epsilon { last = t }
            else if t > last + 1 { break }
            t += step
        }
        return last
    }
}

/// A `SpringAnimation`'s damped spring (CA-SEMANTICS §8) as a plain value: the one place its
/// motion is computed.
struct SpringCurve: Hashable, Sendable {
    var mass, stiffness, damping, initialVelocity: Double
    var allowsOverdamping: Bool

    var omega0: Double { (stiffness / mass).squareRoot() }
    var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// p(t) = 1 − x(t).
    func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// x(t), the normalised distance still to go.
    func displacement(at t: Double) -> Double {
        let w0 = omega0, z = zeta, v0 = initialVelocity
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return exp(-z * w0 * t) * (cos(wd * t) + ((z * w0 - v0) / wd) * sin(wd * t))
        }
        if z == 1 || !allowsOverdamping {
            // Critically damped (also ζ > 1 without allowsOverdamping: ζ clamped to 1, ω0 kept).
            return (1 + (w0 - v0) * t) * exp(-w0 * t)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
        let c1 = (-v0 - r2) / (r1 - r2)
        return c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
    }
}
