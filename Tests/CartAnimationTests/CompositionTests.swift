import Testing
@testable import CartAnimation

/// Stacking animations on one layer (CA-SEMANTICS §5.3–§5.4): animationKeys order, later
/// non-additive wins, additive adds, cumulative accumulates, transform sub-keys compose.
struct CompositionTests {
    static func basic(_ k: KeyPath, _ from: Double, _ to: Double, duration: Double = 1) -> BasicAnimation {
        let a = BasicAnimation(keyPath: k)
        (a.fromValue, a.toValue, a.duration) = (.number(from), .number(to), duration)
        return a
    }

    static func x(_ l: Layer, _ t: Double) -> Double {
        Hand.number(KeyPath.positionX.read(l.presentation(atAbsolute: t)))
    }

    @Test func keysOrderAndReplacementMovesToTheEnd() throws {
        let l = Hand.scene().makeLayer(name: "l")
        try l.add(Self.basic(.positionX, 0, 100), forKey: "a")
        try l.add(Self.basic(.positionX, 200, 300), forKey: "b")
        #expect(l.animationKeys == ["a", "b"])
        // T .5: a writes 50, then b overwrites with 250.
        #expect(Hand.near(Self.x(l, 1000.5), 250))
        // [ASSUME ORDER-replace] re-adding "a" puts it last, so it now wins: 0 → 40 at .5 → 20.
        try l.add(Self.basic(.positionX, 0, 40), forKey: "a")
        #expect(l.animationKeys == ["b", "a"])
        #expect(Hand.near(Self.x(l, 1000.5), 20))
        l.removeAnimation(forKey: "a")
        #expect(l.animationKeys == ["b"])
        #expect(Hand.near(Self.x(l, 1000.5), 250))
    }

    /// The cart shake: transform.translation.y −5 → 5, 0.25 s, autoreverses, additive over a
    /// model translation of 30. f at T: .0625 → .25 (−2.5); .375 → w .375 > .25 → .125/.25 = .5 (0).
    @Test func additiveShakeOnTranslationY() throws {
        let l = Hand.scene().makeLayer(name: "l")
        l.transform = .translation(0, 30)
        let shake = Self.basic(.transformTranslationY, -5, 5, duration: 0.25)
        shake.autoreverses = true
        shake.additive = true
        try l.add(shake, forKey: "shake")
        #expect(Hand.near(l.presentation(atAbsolute: 1000.0625).transform.m42, 27.5))
        #expect(Hand.near(l.presentation(atAbsolute: 1000.375).transform.m42, 30))
        // Non-additive: it overwrites the component instead.
        shake.additive = false
        try l.add(shake, forKey: "shake")
        #expect(Hand.near(l.presentation(atAbsolute: 1000.0625).transform.m42, -2.5))
    }

    /// [ASSUME CUMUL] v_k(f) = v(f) + k·(v(1) − v(0)): rotation 0 → π/2, rc 3, d 1.
    /// T 1.5: π/4 + π/2 = 3π/4. T 2.5: π/4 + π = 5π/4, read back as −3π/4.
    @Test func cumulativeRotation() throws {
        let l = Hand.scene().makeLayer(name: "l")
        let r = Self.basic(.transformRotationZ, 0, Double.pi / 2)
        r.cumulative = true
        r.repeatCount = 3
        try l.add(r, forKey: "spin")
        #expect(Hand.near(l.presentation(atAbsolute: 1000.5).transform.rotationZ, Double.pi / 4))
        #expect(Hand.near(l.presentation(atAbsolute: 1001.5).transform.rotationZ, 3 * Double.pi / 4))
        #expect(Hand.near(l.presentation(atAbsolute: 1002.5).transform.rotationZ, -3 * Double.pi / 4))
        // An additive sub-key adds to the component: a constant +π/4 (from = to, 10 s long).
        let extra = Self.basic(.transformRotationZ, Double.pi / 4, Double.pi / 4, duration: 10)
        extra.additive = true
        try l.add(extra, forKey: "extra")
        // T 1.5: 3π/4 + π/4 = π.
        #expect(Hand.sameAngle(l.presentation(atAbsolute: 1001.5).transform.rotationZ, Double.pi))
    }

    /// §5.3: transform.scale and transform.rotation.z compose to S(s)·R(θ) in either order.
    /// T .5: s = 1 + (.5 − 1)·.5 = .75, θ = π/4. S·R rows: (.75c, .75s), (−.75s, .75c), c = s = √½.
    @Test(arguments: [false, true])
    func scaleAndRotationCompose(rotationFirst: Bool) throws {
        let l = Hand.scene().makeLayer(name: "l")
        let s = Self.basic(.transformScale, 1, 0.5), r = Self.basic(.transformRotationZ, 0, Double.pi / 2)
        for (a, key) in rotationFirst ? [(r as Animation, "r"), (s, "s")] : [(s, "s"), (r, "r")] {
            try l.add(a, forKey: key)
        }
        // A concurrent shake (translation.y −4 → 4, additive) adds T(0, ty) unscaled: ty = 0 at .5.
        let shake = Self.basic(.transformTranslationY, -4, 4, duration: 1)
        shake.additive = true
        try l.add(shake, forKey: "shake")
        let m = l.presentation(atAbsolute: 1000.5).transform
        let k = 0.75 * (0.5).squareRoot()
        #expect(Hand.near(m.m11, k) && Hand.near(m.m12, k) && Hand.near(m.m21, -k) && Hand.near(m.m22, k))
        #expect(Hand.near(m.scaleX, 0.75) && Hand.near(m.rotationZ, Double.pi / 4))
        #expect(Hand.near(m.m42, 0))
        // T .75: ty = −4 + 8·.75 = 2, not scaled by s = .625 nor rotated.
        let n = l.presentation(atAbsolute: 1000.75).transform
        #expect(Hand.near(n.m41, 0) && Hand.near(n.m42, 2))
    }

    /// removedOnCompletion false + fill forwards holds the end value; the model never changes;
    /// removing the animation reverts to the model.
    @Test func fillForwardsHolds() throws {
        let l = Hand.scene().makeLayer(name: "l")
        l.position = Point(x: 7, y: 0)
        let a = Self.basic(.positionX, 0, 100)
        a.fillMode = .forwards
        a.removedOnCompletion = false
        try l.add(a, forKey: "x")
        #expect(Self.x(l, 1005) == 100)
        #expect(l.position.x == 7)
        l.removeAnimation(forKey: "x")
        #expect(Self.x(l, 1005) == 7)
        // Without fill, the after phase shows the model even while attached.
        try l.add(Self.basic(.positionX, 0, 100), forKey: "y")
        #expect(Self.x(l, 1005) == 7)
    }

    /// [ASSUME ROT-auto] The tangent of a rotationMode path goes on top of the transform
    /// animations whatever their order in animationKeys(): the path (0,0) → (100,100) has θ = π/4
    /// throughout; transform.rotation 0 → π/2 is π/4 at T .5, so the layer is turned π/2. Added
    /// after the rotation, or before it (the rotation would otherwise replace the tangent), or
    /// both inside one group in either order.
    @Test(arguments: [false, true], [false, true])
    func rotationModeAddsTheTangentOverTransformAnimations(pathFirst: Bool, grouped: Bool) throws {
        let l = Hand.scene().makeLayer(name: "l")
        var p = BezierPath()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 100, y: 100))
        let fly = KeyframeAnimation(keyPath: .position)
        fly.path = p
        fly.rotationMode = .auto
        fly.duration = 1
        let spin = Self.basic(.transformRotation, 0, Double.pi / 2)
        let ordered: [Animation] = pathFirst ? [fly, spin] : [spin, fly]
        if grouped {
            let g = AnimationGroup(animations: ordered)
            g.duration = 1
            try l.add(g, forKey: "g")
        } else {
            for (i, a) in ordered.enumerated() { try l.add(a, forKey: "a\(i)") }
        }
        let m = l.presentation(atAbsolute: 1000.5)
        #expect(Hand.near(m.transform.rotationZ, Double.pi / 2))
        #expect(Hand.near(m.position, Point(x: 50, y: 50)))
        // A whole-transform animation (scale 2, later in the keys) keeps the tangent too.
        let grow = BasicAnimation(keyPath: .transform)
        (grow.fromValue, grow.toValue, grow.duration) = (.transform(.scale(2, 2, 1)), .transform(.scale(2, 2, 1)), 1)
        try l.add(grow, forKey: "grow")
        let n = l.presentation(atAbsolute: 1000.5).transform
        #expect(Hand.near(n.rotationZ, Double.pi / 4) && Hand.near(n.scaleX, 2))
    }
}
