import Testing
@testable import CartAnimation

/// The five seed add-to-cart motions (the iOS tutorials `Scripts/*.lua` follow; each script's
/// header names its seed) written directly against the engine, each checked at ≥ 5 times
/// against values derived by hand from docs/CA-SEMANTICS.md.
/// Clock starts at t0 = 1000; T is the time since the animation was added.
struct SeedMotionTests {
    static let pi = Double.pi

    static func basic(_ k: KeyPath, _ from: Double?, _ to: Double, _ tf: TimingFunction.Name? = nil) -> BasicAnimation {
        let a = BasicAnimation(keyPath: k)
        a.fromValue = from.map(Value.number)
        a.toValue = .number(to)
        a.timingFunction = tf.map { TimingFunction(name: $0) }
        return a
    }

    static func pathAnimation(_ p: BezierPath) -> KeyframeAnimation {
        let a = KeyframeAnimation(keyPath: .position)
        a.path = p
        return a
    }

    static func layer(in scene: Scene, _ name: String, at p: Point) throws -> Layer {
        let l = scene.makeLayer(name: name)
        l.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        l.position = p
        try scene.window.addSublayer(l)
        return l
    }

    // MARK: 002 parabola

    /// from (300,500) → cart (60,700). Higher end y = 500 → controls at y 400. Midpoint x 180,
    /// quarter distance (60 − 300)/4 = −60 → c1 = (180 + 60, 400) = (240,400), c2 = (120,400).
    /// Group 1 s, fill forwards, not removed; children take the group's 1 s; f = T.
    /// Cubic weights t=.25: (.421875, .421875, .140625, .015625); t=.5: (.125,.375,.375,.125).
    ///   x(.25) = 126.5625 + 101.25 + 16.875 + .9375 = 245.625; y(.25) = 210.9375 + 225 + 10.9375 = 446.875
    ///   x(.5) = 37.5 + 90 + 45 + 7.5 = 180;                     y(.5) = 62.5 + 300 + 87.5 = 450
    ///   x(.75) = 4.6875 + 33.75 + 50.625 + 25.3125 = 114.375;   y(.75) = 7.8125 + 225 + 295.3125 = 528.125
    /// scale 1 − .8f; opacity 1 − .9f; rotation 10π·easeIn(f).
    @Test(arguments: [
        (0.0, Point(x: 300, y: 500)), (0.25, Point(x: 245.625, y: 446.875)), (0.5, Point(x: 180, y: 450)),
        (0.75, Point(x: 114.375, y: 528.125)), (1.0, Point(x: 60, y: 700)), (3.0, Point(x: 60, y: 700)),
    ])
    func parabola002(T: Double, position: Point) throws {
        let scene = Hand.scene()
        let from = Point(x: 300, y: 500), to = Point(x: 60, y: 700)
        let item = try Self.layer(in: scene, "item", at: from)
        var path = BezierPath()
        path.move(to: from)
        path.addCurve(to: to, control1: Point(x: 240, y: 400), control2: Point(x: 120, y: 400))
        let rotate = Self.basic(.transformRotation, 0, 10 * Self.pi, .easeIn)
        let scale = Self.basic(.transformScale, 1, 0.2)
        scale.removedOnCompletion = false
        let alpha = Self.basic(.opacity, 1, 0.1)
        let group = AnimationGroup(animations: [Self.pathAnimation(path), rotate, scale, alpha])
        (group.duration, group.fillMode, group.removedOnCompletion) = (1, .forwards, false)
        try item.add(group, forKey: "group")

        let s = item.presentation(atAbsolute: 1000 + T)
        let f = min(T, 1)                              // held at the group's end ([ASSUME GROUP-end-hold])
        #expect(Hand.near(s.position, position, 1e-9))
        #expect(Hand.near(s.position, Hand.cubic(from, Point(x: 240, y: 400), Point(x: 120, y: 400), to, f), 1e-9))
        #expect(Hand.near(s.transform.scaleX, 1 - 0.8 * f, 1e-9))
        #expect(Hand.near(Double(s.opacity), 1 - 0.9 * f, 1e-6))
        #expect(Hand.sameAngle(s.transform.rotationZ, 10 * Self.pi * Hand.easeIn(f), 1e-6))
        #expect(item.position == from)                 // the model never moves
    }

    // MARK: 000 quadcurve

    /// Item rect (250,300,80,80) → position (290,340); control (375/2, 300 − 80) = (187.5,220);
    /// finish (90,760). Quad weights t=.25: (.5625,.375,.0625); .5: (.25,.5,.25); .75: (.0625,.375,.5625).
    ///   (.25): x 163.125 + 70.3125 + 5.625 = 239.0625; y 191.25 + 82.5 + 47.5 = 321.25
    ///   (.5):  x 72.5 + 93.75 + 22.5 = 188.75;          y 85 + 110 + 190 = 385
    ///   (.75): x 18.125 + 70.3125 + 50.625 = 139.0625;  y 21.25 + 82.5 + 427.5 = 531.25
    /// rotation 12·easeIn(f), scale 1 − .75·easeIn(f); group 1 s fill forwards, not removed.
    @Test(arguments: [
        (0.0, Point(x: 290, y: 340)), (0.25, Point(x: 239.0625, y: 321.25)), (0.5, Point(x: 188.75, y: 385)),
        (0.75, Point(x: 139.0625, y: 531.25)), (1.0, Point(x: 90, y: 760)), (2.0, Point(x: 90, y: 760)),
    ])
    func quadcurve000(T: Double, position: Point) throws {
        let scene = Hand.scene()
        let start = Point(x: 290, y: 340), control = Point(x: 187.5, y: 220), finish = Point(x: 90, y: 760)
        #expect(scene.screen.width / 2 == control.x)
        let item = try Self.layer(in: scene, "item", at: start)
        var path = BezierPath()
        path.move(to: start)
        path.addQuadCurve(to: finish, control: control)
        let rotate = Self.basic(.transformRotation, 0, 12, .easeIn)
        let scale = Self.basic(.transformScale, 1, 0.25, .easeIn)
        let group = AnimationGroup(animations: [Self.pathAnimation(path), rotate, scale])
        (group.duration, group.fillMode, group.removedOnCompletion) = (1, .forwards, false)
        try item.add(group, forKey: "group")

        let s = item.presentation(atAbsolute: 1000 + T)
        let e = Hand.easeIn(min(T, 1))
        #expect(Hand.near(s.position, position, 1e-9))
        #expect(Hand.near(s.transform.scaleX, 1 - 0.75 * e, 1e-6))
        #expect(Hand.sameAngle(s.transform.rotationZ, 12 * e, 1e-6))
    }

    /// The cart shake: translation.y −5 → 5, 0.25 s, autoreverses (c = .5, AD = .5), no fill.
    /// T 0 → −5; .0625 → f .25 → −2.5; .125 → 0; .25 → w = d, not mirrored → f 1 → 5;
    /// .3125 → local .5 − .3125 = .1875 → f .75 → 2.5; .5 → after → model 0.
    @Test(arguments: [(0.0, -5.0), (0.0625, -2.5), (0.125, 0), (0.25, 5), (0.3125, 2.5), (0.5, 0)])
    func cartShake000(T: Double, ty: Double) throws {
        let scene = Hand.scene()
        let cart = try Self.layer(in: scene, "cart", at: Point(x: 90, y: 760))
        let shake = Self.basic(.transformTranslationY, -5, 5)
        (shake.duration, shake.autoreverses) = (0.25, true)
        try cart.add(shake, forKey: "shake")
        #expect(Hand.near(cart.presentation(atAbsolute: 1000 + T).transform.m42, ty, 1e-9))
    }

    // MARK: 003 coins

    /// Button frame (10,300,80,80); icon centre (300,100) in the window → end point in button
    /// space (290, −200); coins start at the button centre (40,40). Coin i is added at
    /// 1000 + 0.1·i (dispatch_after), 1 s, paced, no fill. Line variant: paced on a line is
    /// (40 + 250f, 40 − 240f); before its start or after its end a coin shows its model (40,40).
    /// t = 1000.25: coin0 f .25 → (102.5, −20); coin1 f .15 → (77.5, 4); coin2 f .05 → (52.5, 28).
    @Test(arguments: [
        (1000.05, [Point(x: 52.5, y: 28), Point(x: 40, y: 40), Point(x: 40, y: 40)]),
        (1000.25, [Point(x: 102.5, y: -20), Point(x: 77.5, y: 4), Point(x: 52.5, y: 28)]),
        (1000.5, [Point(x: 165, y: -80), Point(x: 140, y: -56), Point(x: 115, y: -32)]),
        (1000.95, [Point(x: 277.5, y: -188), Point(x: 252.5, y: -164), Point(x: 227.5, y: -140)]),
        (1001.05, [Point(x: 40, y: 40), Point(x: 277.5, y: -188), Point(x: 252.5, y: -164)]),
        (1001.25, [Point(x: 40, y: 40), Point(x: 40, y: 40), Point(x: 40, y: 40)]),
    ])
    func coins003Line(t: Double, want: [Point]) throws {
        let scene = Hand.scene()
        let button = try Self.layer(in: scene, "button", at: Point(x: 50, y: 340))
        button.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
        var coins: [Layer] = []
        for i in 0..<3 {
            scene.currentTime = 1000 + 0.1 * Double(i)
            let coin = scene.makeLayer(name: "coin\(i)")
            coin.position = Point(x: 40, y: 40)
            try button.addSublayer(coin)
            var path = BezierPath()
            path.move(to: Point(x: 40, y: 40))
            path.addLine(to: Point(x: 290, y: -200))
            let a = Self.pathAnimation(path)
            (a.duration, a.calculationMode) = (1, .paced)
            try coin.add(a, forKey: "position")
            coins.append(coin)
        }
        for (coin, p) in zip(coins, want) {
            #expect(Hand.near(coin.presentation(atAbsolute: t).position, p, 1e-9), "\(coin.displayName)")
        }
    }

    /// Curve variant: quad to (290,−200) with control (point.x, button centre y) = (290, 340).
    /// Paced: constant speed along the arc; expected points by an independent arc length
    /// (Simpson + bisection in Hand.quadPaced). Coin 1 (added at 1000.1) at five times.
    @Test(arguments: [0.1, 0.3, 0.6, 1.05, 1.15])
    func coins003Curve(t: Double) throws {
        let scene = Hand.scene()
        let button = try Self.layer(in: scene, "button", at: Point(x: 50, y: 340))
        scene.currentTime = 1000.1
        let coin = scene.makeLayer(name: "coin1")
        coin.position = Point(x: 40, y: 40)
        try button.addSublayer(coin)
        let (a, c, b) = (Point(x: 40, y: 40), Point(x: 290, y: 340), Point(x: 290, y: -200))
        var path = BezierPath()
        path.move(to: a)
        path.addQuadCurve(to: b, control: c)
        let anim = Self.pathAnimation(path)
        (anim.duration, anim.calculationMode) = (1, .paced)
        try coin.add(anim, forKey: "position")
        let f = t - 0.1                                   // T since its start
        let want = f < 1 ? Hand.quadPaced(a, c, b, f) : Point(x: 40, y: 40)
        #expect(Hand.near(coin.presentation(atAbsolute: 1000 + t).position, want, 1e-3))
    }

    // MARK: 001 breath

    /// fromView frame (280,180,40,40) → position (300,200), halfWidth 20 → cp1 (300,200);
    /// cp2 (30, maxY 220); toView frame (20,700,40,40) → end (40, maxY 740).
    /// Opacity 0 → 1 over 10/60 s (own key, no fill). Group 40/60 s: path + scale 1 → .2
    /// easeInEaseOut, fill forwards, not removed. Group f = T/(40/60).
    /// Cubic P0 (300,200) C1 (300,200) C2 (30,220) P3 (40,740):
    ///   t .125: weights (.669921875, .287109375, .041015625, .001953125):
    ///           x .95703125·300 + .041015625·30 + .001953125·40 = 287.109375 + 1.23046875 + .078125 = 288.41796875
    ///           y .95703125·200 + .041015625·220 + .001953125·740 = 191.40625 + 9.0234375 + 1.4453125 = 201.875
    ///   t .25:  x .84375·300 + .140625·30 + .015625·40 = 257.96875;  y .84375·200 + .140625·220 + .015625·740 = 211.25
    ///   t .5:   x .5·300 + .375·30 + .125·40 = 166.25;              y .5·200 + .375·220 + .125·740 = 275
    ///   t .75:  x .15625·300 + .421875·30 + .421875·40 = 76.40625;  y 31.25 + 92.8125 + 312.1875 = 436.25
    @Test(arguments: [
        (0.0, Point(x: 300, y: 200), 0.0), (5.0, Point(x: 288.41796875, y: 201.875), 0.5),
        (10.0, Point(x: 257.96875, y: 211.25), 1), (20.0, Point(x: 166.25, y: 275), 1),
        (30.0, Point(x: 76.40625, y: 436.25), 1), (40.0, Point(x: 40, y: 740), 1), (60.0, Point(x: 40, y: 740), 1),
    ])
    func breath001Item(frames: Double, position: Point, opacity: Double) throws {
        let scene = Hand.scene()
        let item = try Self.layer(in: scene, "item", at: Point(x: 300, y: 200))
        let alpha = Self.basic(.opacity, 0, 1)
        alpha.duration = 10 / 60.0
        try item.add(alpha, forKey: "alphaAnimation")
        var path = BezierPath()
        path.move(to: item.position)
        path.addCurve(to: Point(x: 40, y: 740), control1: Point(x: 300, y: 200), control2: Point(x: 30, y: 220))
        let scale = Self.basic(.transformScale, 1, 0.2, .easeInEaseOut)
        let group = AnimationGroup(animations: [Self.pathAnimation(path), scale])
        (group.duration, group.fillMode, group.removedOnCompletion) = (40 / 60.0, .forwards, false)
        try item.add(group, forKey: "addCartGroup")

        let s = item.presentation(atAbsolute: 1000 + frames / 60)
        let f = min(frames / 40, 1)
        #expect(Hand.near(s.position, position, 1e-9))
        #expect(Hand.near(s.transform.scaleX, 1 - 0.8 * Hand.easeInEaseOut(f), 1e-6))
        #expect(Hand.near(Double(s.opacity), opacity, 1e-6))   // 10/60 s fade, then the model's 1
    }

    /// Breath on the cart, added when the group stops (1000 + 40/60): 1 → 1.2, d 5/60,
    /// autoreverses, rc 1 → AD 10/60, no fill. Frames since added → scale:
    /// 0 → 1; 1 → f .2 → 1.04; 2.5 → f .5 → 1.1; 5 → f 1 → 1.2; 7.5 → local 2.5 → 1.1; 10 → after → 1.
    @Test(arguments: [(0.0, 1.0), (1, 1.04), (2.5, 1.1), (5, 1.2), (7.5, 1.1), (10, 1)])
    func breath001Cart(frames: Double, scale: Double) throws {
        let scene = Hand.scene()
        let cart = try Self.layer(in: scene, "cart", at: Point(x: 40, y: 720))
        let begin = 1000 + 40 / 60.0
        scene.currentTime = begin
        let breath = Self.basic(.transformScale, 1, 1.2)
        (breath.repeatCount, breath.autoreverses, breath.duration) = (1, true, 5 / 60.0)
        breath.removedOnCompletion = false
        try cart.add(breath, forKey: "countBreath")
        #expect(Hand.near(cart.presentation(atAbsolute: begin + frames / 60).transform.scaleX, scale, 1e-9))
    }

    // MARK: 004 addcart

    /// start (300,400) → end (50,750); controls c1 = start, c2 = (250,200). Keyframe (no
    /// duration → the group's .5 s) with ease-in: t = easeIn(T/.5) (bisection), position = B(t).
    /// scale 1 → .4 over .5 s linear: 1 − 1.2T. rotation.z to 2π from the model's 0, .15 s,
    /// cumulative, rc MAXFLOAT (AD ∞): θ = 2π(w/.15) + 2πk = 2πT/.15, read wrapped to (−π, π]:
    ///   T .1 → 4π/3 → −2π/3;  .2 → 8π/3 → 2π/3;  .25 → 10π/3 → −2π/3;  .4 → 16π/3 → −2π/3;
    ///   .49 → 6.5333π → .5333π.  Group .5 s, removed on completion, no fill: T .5 → model.
    static let addcartRows: [(Double, Double, Double)] = [
        (0.1, 0.88, -2 * pi / 3), (0.2, 0.76, 2 * pi / 3), (0.25, 0.7, -2 * pi / 3),
        (0.4, 0.52, -2 * pi / 3), (0.49, 0.412, 0.49 / 0.15 * 2 * pi - 6 * pi),
    ]

    @Test(arguments: addcartRows)
    func addcart004(T: Double, scale: Double, angle: Double) throws {
        let scene = Hand.scene()
        let start = Point(x: 300, y: 400), end = Point(x: 50, y: 750), c2 = Point(x: 250, y: 200)
        let item = try Self.layer(in: scene, "item", at: start)
        var path = BezierPath()
        path.move(to: start)
        path.addCurve(to: end, control1: start, control2: c2)
        let key = Self.pathAnimation(path)
        key.timingFunction = TimingFunction(name: .easeIn)
        let shrink = Self.basic(.transformScale, 1, 0.4, .linear)
        shrink.duration = 0.5
        let spin = BasicAnimation(keyPath: .transformRotationZ)
        spin.toValue = .number(2 * Self.pi)
        (spin.cumulative, spin.duration, spin.repeatCount) = (true, 0.15, .greatestFiniteMagnitude)
        let group = AnimationGroup(animations: [key, spin, shrink])
        group.duration = 0.5
        try item.add(group, forKey: nil)

        let s = item.presentation(atAbsolute: 1000 + T)
        let t = Hand.easeIn(T / 0.5)
        #expect(Hand.near(s.position, Hand.cubic(start, start, c2, end, t), 1e-6))
        #expect(Hand.near(s.transform.scaleX, scale, 1e-9))
        #expect(Hand.near(s.transform.rotationZ, angle, 1e-9))
        // After the group: removed on completion, and no fill either way → the model.
        let after = item.presentation(atAbsolute: 1000.5)
        #expect(after.position == start && after.transform == .identity)
    }
}
