import Glibc

/// iOS 17's perceptual spring: `CASpringAnimation(perceptualDuration:bounce:)` and the read-only
/// `perceptualDuration` and `bounce` of every spring (CA-SEMANTICS §8, [ASSUME SPRING-perceptual]).
///
/// Apple documents the two numbers on SwiftUI's `Spring`
/// (https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)): the duration
/// "defines the pace of the spring", and bounce 0 is "a critically damped spring", positive values
/// bouncier "up to a maximum of 1.0 (corresponding to undamped oscillation)", negative values
/// "overdamped springs with a minimum value of -1.0". The mapping to mass, stiffness and damping is
/// the one SwiftUI's module interface carries as code inlined into apps (`springStiffness(response:)`,
/// `springDampingFraction(bounce:)`, `springDamping(fraction:stiffness:)`, as OpenSwiftUI copies them):
/// ```
/// k = m·(2π/d)²,   ζ = bounce ≥ 0 ? 1 − bounce : 1/(1 + bounce),   c = 2ζ·√(k·m)      (m = 1)
/// ```
/// so with m = 1, `c = 4π(1 − bounce)/d` for bounce ≥ 0 and `4π/(d·(1 + bounce))` below. Apple's
/// own example (https://developer.apple.com/documentation/swiftui/spring) checks it both ways:
/// (0.5, 0.3) ↔ (1, 157.9, 17.6) and (1, 100, 10) ↔ (0.63, 0.5). Core Animation's page for the
/// initialiser (https://developer.apple.com/documentation/quartzcore/caspringanimation/init(perceptualduration:bounce:))
/// gives only its signature; that it maps as SwiftUI does is the assumption.
public struct PerceptualSpring: Equatable, Sendable {
    /// Seconds; the undamped period 2π/ω0.
    public var duration: Double
    /// −1 < bounce ≤ 1; 0 is critically damped.
    public var bounce: Double

    public init(duration: Double, bounce: Double) {
        self.duration = duration
        self.bounce = bounce
    }

    /// Which number makes no spring and the rule it breaks (a duration above 0, −1 < bounce ≤ 1), if so.
    public var problem: (field: String, value: Double, rule: String)? {
        if !(duration > 0 && duration.isFinite) { return ("perceptualDuration", duration, "a finite number above 0") }
        if !(bounce > -1 && bounce <= 1) { return ("bounce", bounce, "within -1 < bounce ≤ 1") }
        return nil
    }

    /// The damping ratio ζ the bounce stands for.
    public var dampingRatio: Double { bounce < 0 ? 1 / (1 + bounce) : 1 - bounce }

    /// The spring it makes: mass 1, and an over-damped spring (negative bounce) allowed to be one.
    public var physical: (mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool) {
        let w0 = 2 * Double.pi / duration
        return (1, w0 * w0, 2 * dampingRatio * w0, bounce < 0)
    }

    /// The perceptual form of any spring, inverting the mapping: `d = 2π·√(m/k)`, and the bounce of
    /// ζ = c/(2√(k·m)) — which holds for any mass, since both depend on k/m and ζ alone. A spring
    /// over critical damping without `allowsOverdamping` moves as a critically damped one (§8), so
    /// its bounce is 0, as SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping: false)` reads.
    public init(mass m: Double, stiffness k: Double, damping c: Double, allowsOverdamping: Bool) {
        duration = 2 * Double.pi * (m / k).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta <= 1 { bounce = 1 - zeta } else { bounce = allowsOverdamping ? 1 / zeta - 1 : 0 }
    }
}

extension SpringAnimation {
    /// The spring's perceptual duration (read-only; `PerceptualSpring(mass:…)`).
    public var perceptualDuration: Double { perceptualForm.duration }
    /// The spring's bounce (read-only; `PerceptualSpring(mass:…)`).
    public var bounce: Double { perceptualForm.bounce }

    var perceptualForm: PerceptualSpring {
        PerceptualSpring(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allowsOverdamping)
    }

    /// Makes this the spring of `CASpringAnimation(perceptualDuration:bounce:)` and remembers it
    /// was made so (`madePerceptual`), for the export to write the same initialiser.
    public func setPerceptual(_ p: PerceptualSpring) {
        let s = p.physical
        mass = s.mass
        stiffness = s.stiffness
        damping = s.damping
        allowsOverdamping = s.allowsOverdamping
        madePerceptual = p
    }

    /// The perceptual form it was made with, while mass, stiffness and damping are still the ones
    /// it made (a script may change them afterwards).
    public var perceptualOrigin: PerceptualSpring? {
        guard let p = madePerceptual else { return nil }
        let s = p.physical
        let same = s.mass == mass && s.stiffness == stiffness && s.damping == damping && s.allowsOverdamping == allowsOverdamping
        return same ? p : nil
    }
}
