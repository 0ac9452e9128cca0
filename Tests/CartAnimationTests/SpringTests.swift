import Foundation
import Testing
@testable import CartAnimation

/// CASpringAnimation (CA-SEMANTICS §8): the closed forms against values worked by hand, and
/// Apple's two documented settling figures.
@Suite struct SpringTests {
    func spring(damping: Double, velocity: Double = 0, overdamping: Bool = false) -> SpringAnimation {
        let s = SpringAnimation(keyPath: .positionX)
        s.damping = damping
        s.initialVelocity = velocity
        s.allowsOverdamping = overdamping
        s.fromValue = .number(0)
        s.toValue = .number(100)
        return s
    }

    @Test func defaultsAreApples() {
        let s = SpringAnimation(keyPath: .opacity)
        #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
    }

    @Test func settlingDurationMatchesApplesFigures() {
        // Apple: "approximately 2.85 seconds" for damping 5, "just over 1 second" for 15.
        #expect(abs(spring(damping: 5).settlingDuration - 2.85) <= 0.01)
        let d15 = spring(damping: 15).settlingDuration
        #expect(d15 > 1.0 && d15 <= 1.1)
    }

    @Test func underdampedClosedForm() {
        // k = 100, m = 1, c = 10: ω0 = 10, ζ = 0.5, ωd = 10·√0.75 = 8.660254.
        // x(0.1) = e^(−0.5)·(cos 0.8660254 + (5/8.660254)·sin 0.8660254) = 0.6597002
        // (the spec's closed form evaluated independently, in Python)
        let s = spring(damping: 10)
        #expect(abs(s.displacement(at: 0.1) - 0.6597002) < 1e-6)
        #expect(s.displacement(at: 0) == 1)
    }

    @Test func criticalAndClampedOverdamping() {
        // c = 20: ζ = 1. x(t) = (1 + 10t)·e^(−10t); at 0.1: 2·e^(−1) = 0.7357589.
        #expect(abs(spring(damping: 20).displacement(at: 0.1) - 0.7357589) < 1e-6)
        // c = 40 (ζ = 2) without allowsOverdamping behaves as critical, ω0 kept.
        #expect(abs(spring(damping: 40).displacement(at: 0.1) - 0.7357589) < 1e-6)
        // With it: r1,2 = −10(2 ∓ √3) = −2.6794919, −37.320508; C1 = 37.320508/34.641016 = 1.0773503.
        // x(0.1) = 1.0773503·e^(−0.26794919) − 0.0773503·e^(−3.7320508) = 0.8222634
        #expect(abs(spring(damping: 40, overdamping: true).displacement(at: 0.1) - 0.8222634) < 1e-6)
    }

    @Test func aSpringOnALayerIsCutAtItsDurationAndIgnoresTimingFunctions() throws {
        let scene = Scene()
        let layer = scene.makeLayer(name: "badge")
        try scene.window.addSublayer(layer)
        let s = spring(damping: 10)
        s.duration = 0.1
        s.fillMode = .forwards
        s.timingFunction = TimingFunction(name: .easeIn)
        try layer.add(s, forKey: "spring")
        // Half way, t = 0.05 s: x = e^(−0.25)(cos 0.4330127 + 0.5773503·sin 0.4330127) = 0.8955945
        // → 100·(1 − x) = 10.44055 (ease-in would give less: the timing function is ignored).
        #expect(abs(layer.presentation(atAbsolute: 0.05).position.x - 10.44055) < 1e-4)
        // Held at p(0.1) = 1 − 0.6597002 → 34.02998, not 100.
        #expect(abs(layer.presentation(atAbsolute: 0.5).position.x - 34.02998) < 1e-4)
    }
}
