import Foundation
import Testing
import CartTestSupport
@testable import CartAnimation

/// iOS 17's perceptual springs (PerceptualSpring.swift, [ASSUME SPRING-perceptual]): SwiftUI's
/// documented mapping between (perceptualDuration, bounce) and (mass, stiffness, damping), both
/// ways, against Apple's own example figures and values worked by hand.
@Suite struct PerceptualSpringTests {
    /// (duration, bounce) → (mass, stiffness, damping, allowsOverdamping).
    @Test(arguments: [
        // Apple's Spring page: Spring(duration: 0.5, bounce: 0.3) → (1.0, 157.9, 17.6).
        // k = (2π/0.5)² = 16π² = 157.91367; c = 4π·0.7/0.5 = 17.592919.
        (0.5, 0.3, 157.91367, 17.592919, false),
        // bounce 0: critically damped, c = 2√k = 4π/d.
        (1.0, 0.0, 39.478418, 12.566371, false),
        // bounce 1: undamped.
        (2.0, 1.0, 9.8696044, 0.0, false),
        // Negative bounce: ζ = 1/(1 + b) = 2, c = 2·2·2π = 25.132741, over-damping allowed.
        (1.0, -0.5, 39.478418, 25.132741, true),
    ])
    func toPhysical(duration: Double, bounce: Double, stiffness: Double, damping: Double, overdamps: Bool) {
        let s = PerceptualSpring(duration: duration, bounce: bounce).physical
        #expect(s.mass == 1)
        #expect(approx(s.stiffness, stiffness, 1e-5), "stiffness \(s.stiffness)")
        #expect(approx(s.damping, damping, 1e-6), "damping \(s.damping)")
        #expect(s.allowsOverdamping == overdamps)
    }

    /// (mass, stiffness, damping, allowsOverdamping) → (perceptualDuration, bounce).
    @Test(arguments: [
        // Apple: Spring(mass: 1, stiffness: 100, damping: 10) → (0.63, 0.5); also CA's defaults.
        (1.0, 100.0, 10.0, false, 0.62831853, 0.5),
        // Mass 2: d = 2π·√(2/200) = 0.62831853, ζ = 20/(2·√400) = 0.5.
        (2.0, 200.0, 20.0, false, 0.62831853, 0.5),
        // Critical damping (c = 20 at k = 100): bounce 0.
        (1.0, 100.0, 20.0, false, 0.62831853, 0.0),
        // ζ = 2 without allowsOverdamping moves as critical damping: bounce 0; with it 1/2 − 1.
        (1.0, 100.0, 40.0, false, 0.62831853, 0.0),
        (1.0, 100.0, 40.0, true, 0.62831853, -0.5),
        // Undamped.
        (1.0, 25.0, 0.0, false, 1.2566371, 1.0),
    ])
    func fromPhysical(mass: Double, stiffness: Double, damping: Double, overdamping: Bool, duration: Double, bounce: Double) {
        let s = SpringAnimation(keyPath: .opacity)
        (s.mass, s.stiffness, s.damping, s.allowsOverdamping) = (mass, stiffness, damping, overdamping)
        #expect(approx(s.perceptualDuration, duration, 1e-7), "perceptualDuration \(s.perceptualDuration)")
        #expect(approx(s.bounce, bounce, 1e-12), "bounce \(s.bounce)")
    }

    @Test(arguments: [(0.5, 0.3), (0.35, 0.0), (1.2, -0.4), (0.8, 0.95)])
    func roundTrips(duration: Double, bounce: Double) {
        let s = SpringAnimation(keyPath: .opacity)
        s.setPerceptual(PerceptualSpring(duration: duration, bounce: bounce))
        #expect(approx(s.perceptualDuration, duration, 1e-12))
        #expect(approx(s.bounce, bounce, 1e-12))
        #expect(s.perceptualOrigin == PerceptualSpring(duration: duration, bounce: bounce))
        #expect((s.copy() as? SpringAnimation)?.perceptualOrigin == s.perceptualOrigin)
        // Changed afterwards, it is no longer the spring the initialiser makes.
        s.stiffness += 1
        #expect(s.perceptualOrigin == nil)
    }

    /// bounce 0 is critically damped (Apple): x(t) = (1 + ω0t)·e^(−ω0t) with ω0 = 2π/d; at d = 1,
    /// t = 0.1: (1 + 0.62831853)·e^(−0.62831853) = 0.8686885.
    @Test func bounceZeroMovesCriticallyDamped() {
        let s = SpringAnimation(keyPath: .opacity)
        s.setPerceptual(PerceptualSpring(duration: 1, bounce: 0))
        #expect(approx(s.displacement(at: 0.1), 0.8686885, 1e-6))
    }

    @Test(arguments: [(0.0, 0.0, "perceptualDuration"), (-1.0, 0.0, "perceptualDuration"), (Double.infinity, 0.0, "perceptualDuration"),
                      (0.5, -1.0, "bounce"), (0.5, 1.5, "bounce"), (0.5, Double.nan, "bounce")])
    func refusesWhatMakesNoSpring(duration: Double, bounce: Double, field: String) {
        #expect(PerceptualSpring(duration: duration, bounce: bounce).problem?.field == field)
        #expect(PerceptualSpring(duration: 0.5, bounce: 1).problem == nil)
    }
}
