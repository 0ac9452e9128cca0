import Testing
@testable import CartAnimation

/// CABasicAnimation from/to/by (CA-SEMANTICS §3). Key path position.x, model x = 100, duration 1
/// from t0 = 1000, linear; sampled at T = 0.25 (f = 0.25).
struct BasicAnimationTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let from: Double?, to: Double?, by: Double?
        let want: Double
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "from, to: 10 → 20", from: 10, to: 20, by: nil, want: 12.5),           // 10 + 10·0.25
        Row(name: "from, by: 10 → 14", from: 10, to: nil, by: 4, want: 11),              // 10 + 4·0.25
        Row(name: "by, to: 16 → 20", from: nil, to: 20, by: 4, want: 17),                // 16 + 4·0.25
        Row(name: "from only: 10 → model 100", from: 10, to: nil, by: nil, want: 32.5),  // 10 + 90·0.25
        Row(name: "to only: model 100 → 20", from: nil, to: 20, by: nil, want: 80),      // 100 − 80·0.25
        Row(name: "by only: model 100 → 104", from: nil, to: nil, by: 4, want: 101),     // 100 + 4·0.25
        Row(name: "none: presentation at add (100) → model 100", from: nil, to: nil, by: nil, want: 100),
    ]

    static func x(_ l: Layer, _ t: Double) -> Double {
        Hand.number(KeyPath.positionX.read(l.presentation(atAbsolute: t)))
    }

    static func anim(from: Double?, to: Double?, by: Double?, duration: Double = 1) -> BasicAnimation {
        let a = BasicAnimation(keyPath: .positionX)
        a.fromValue = from.map(Value.number)
        a.toValue = to.map(Value.number)
        a.byValue = by.map(Value.number)
        a.duration = duration
        return a
    }

    @Test(arguments: rows)
    func fromToBy(_ r: Row) throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        l.position = Point(x: 100, y: 0)
        try l.add(Self.anim(from: r.from, to: r.to, by: r.by), forKey: "x")
        #expect(Hand.near(Self.x(l, 1000.25), r.want))
    }

    /// The model value is read at every evaluation: changing it mid-animation reshapes the curve.
    @Test func toOnlyReadsTheModelLive() throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        l.position = Point(x: 100, y: 0)
        try l.add(Self.anim(from: nil, to: 20, by: nil), forKey: "x")
        #expect(Hand.near(Self.x(l, 1000.25), 80))          // 100 + (20 − 100)·0.25
        l.position.x = 60
        #expect(Hand.near(Self.x(l, 1000.25), 50))          // 60 + (20 − 60)·0.25
        #expect(Hand.near(Self.x(l, 1000.5), 40))           // 60 + (20 − 60)·0.5
    }

    @Test func fromOnlyAndByOnlyReadTheModelLive() throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        l.position = Point(x: 100, y: 0)
        try l.add(Self.anim(from: 10, to: nil, by: nil), forKey: "from")
        try l.add(Self.anim(from: nil, to: nil, by: 8), forKey: "by")   // later, additive-free: wins
        l.position.x = 200
        #expect(Hand.near(Self.x(l, 1000.25), 202))         // by wins: 200 + 8·0.25
        l.removeAnimation(forKey: "by")
        #expect(Hand.near(Self.x(l, 1000.25), 57.5))        // from: 10 + (200 − 10)·0.25
    }

    /// The "none" row: the presentation value when added (captured once) → current model value.
    @Test func noneCapturesPresentationAtAdd() throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        try l.add(Self.anim(from: 0, to: 40, by: nil), forKey: "x")   // 1000 → 1001
        scene.currentTime = 1000.5                                    // presentation x = 20
        l.position.x = 100
        // Replacing under the same key: the capture sees the old animation's 20.
        try l.add(Self.anim(from: nil, to: nil, by: nil), forKey: "x")  // 1000.5 → 1001.5
        #expect(Hand.near(Self.x(l, 1000.75), 40))          // 20 + (100 − 20)·0.25
        l.position.x = 200
        #expect(Hand.near(Self.x(l, 1000.75), 65))          // start stays 20: 20 + 180·0.25
        #expect(Self.x(l, 1001.5) == 200)                   // ended, no fill: model
    }

    /// The timing function warps f; its output may leave [0, 1] and is extrapolated, not clamped.
    @Test func timingFunctions() throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        let a = Self.anim(from: 0, to: 100, by: nil)
        a.timingFunction = TimingFunction(name: .easeIn)
        try l.add(a, forKey: "x")
        // §7.2 reference easeIn(0.67) = 0.5159113; also by bisection.
        #expect(Hand.near(Self.x(l, 1000.67), 51.59113, 1e-4))
        #expect(Hand.near(Self.x(l, 1000.67), 100 * Hand.easeIn(0.67), 1e-5))

        let b = Self.anim(from: 0, to: 100, by: nil)
        // (0, 2) (1, 2): X(t) = 3t² − 2t³ so X(0.5) = 0.5; Y(0.5) = 6·0.5·0.25 + 0.125 = 1.625.
        b.timingFunction = TimingFunction(controlPoints: 0, 2, 1, 2)
        try l.add(b, forKey: "x")
        #expect(Hand.near(Self.x(l, 1000.5), 162.5, 1e-6))
    }

    /// With autoreverses the mirror comes before the timing function (§1.6): at T = 1.33 the
    /// local time is 2 − 1.33 = 0.67, so the value is easeIn(0.67), not 1 − easeIn(0.33).
    @Test func autoreverseMirrorsBeforeTheTimingFunction() throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        let a = Self.anim(from: 0, to: 100, by: nil)
        a.timingFunction = TimingFunction(name: .easeIn)
        a.autoreverses = true
        try l.add(a, forKey: "x")
        #expect(Hand.near(Self.x(l, 1001.33), 51.59113, 1e-4))
    }
    /// A number is held as a number alone and a value of another kind as its `Value`: what is
    /// read back is what was set, whatever the value before it was — a number after a point
    /// must not read back as the point, nor nil after either, and a copy (`add`) keeps them.
    @Test func valuesReadBackAsSetAcrossKinds() throws {
        let a = BasicAnimation(keyPath: .position)
        let point = Value.point(Point(x: 3, y: 4))
        let sequence: [Value?] = [.number(2), point, .number(-0.0), nil, point, nil, .number(7)]
        for v in sequence {
            a.fromValue = v; a.toValue = v; a.byValue = v; a.capturedStartValue = v
            for (name, got) in [("from", a.fromValue), ("to", a.toValue), ("by", a.byValue),
                                ("captured", a.capturedStartValue)] {
                #expect(got == v, "\(name) after setting \(String(describing: v))")
            }
            let c = try #require(a.copy() as? BasicAnimation)
            #expect(c.fromValue == v && c.toValue == v && c.byValue == v && c.capturedStartValue == v)
        }
        // A number set as a number (a spec's way) is the value `.number(x)`, whatever was there.
        for end in [BasicAnimation.End.from, .to, .by] {
            let b = BasicAnimation(keyPath: .positionX)
            b.fromValue = point; b.toValue = point; b.byValue = point
            b.set(end, number: 5)
            #expect([b.fromValue, b.toValue, b.byValue] == [end == .from ? .number(5) : point,
                                                            end == .to ? .number(5) : point,
                                                            end == .by ? .number(5) : point])
        }
        // −0 stays −0 (the trace writes its sign).
        a.toValue = .number(-0.0)
        guard case .number(let z)? = a.toValue else { Issue.record("toValue is no number"); return }
        #expect(z.sign == .minus)
    }

    /// A copy and its original share the values that are no numbers and the timing function
    /// (held by reference) until one of them sets its own: each then keeps what it was given.
    @Test func aCopyAndItsOriginalKeepTheirOwnValuesAfterEitherChanges() throws {
        let p = Value.point(Point(x: 1, y: 2)), q = Value.point(Point(x: 3, y: 4))
        let a = BasicAnimation(keyPath: .position)
        a.fromValue = p; a.toValue = p; a.capturedStartValue = p
        a.timingFunction = TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        let b = try #require(a.copy() as? BasicAnimation)
        b.fromValue = q
        b.byValue = p
        b.toValue = nil
        b.timingFunction = TimingFunction(name: .easeIn)
        #expect(a.fromValue == p && a.toValue == p && a.byValue == nil && a.capturedStartValue == p)
        #expect(b.fromValue == q && b.toValue == nil && b.byValue == p && b.capturedStartValue == p)
        #expect(a.timingFunction == TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4))
        #expect(b.timingFunction == TimingFunction(name: .easeIn))
        // And the other way: the original changed, the copy of it keeps the old values.
        let c = try #require(a.copy() as? BasicAnimation)
        a.toValue = q
        a.set(.from, number: 5)
        #expect(c.fromValue == p && c.toValue == p && a.fromValue == .number(5) && a.toValue == q)
    }
}
