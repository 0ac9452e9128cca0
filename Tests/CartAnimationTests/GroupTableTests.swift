import Testing
@testable import CartAnimation

/// CAAnimationGroup (CA-SEMANTICS §2): children run in the group's time,
/// tp_child = TF_group(f_group)·d_group, clipped (never scaled). Key path position.x, model x = 7,
/// group added at t0 = 1000; times below are the group's elapsed time T.
struct GroupTableTests {
    static func child(_ from: Double = 0, _ to: Double = 100, duration: Double = 0, begin: Double = 0,
                      fill: FillMode = .removed) -> BasicAnimation {
        let a = BasicAnimation(keyPath: .positionX)
        (a.fromValue, a.toValue) = (.number(from), .number(to))
        (a.duration, a.beginTime, a.fillMode) = (duration, begin, fill)
        return a
    }

    static func group(_ children: [Animation], duration: Double, fill: FillMode = .removed) -> AnimationGroup {
        let g = AnimationGroup(animations: children)
        (g.duration, g.fillMode) = (duration, fill)
        return g
    }

    static func x(with g: Animation, at T: Double) throws -> Double {
        let l = Hand.scene().makeLayer(name: "l")
        l.position = Point(x: 7, y: 0)
        try l.add(g, forKey: "g")
        return Hand.number(KeyPath.positionX.read(l.presentation(atAbsolute: 1000 + T)))
    }

    struct Row: @unchecked Sendable, CustomTestStringConvertible {
        let name: String
        let make: @Sendable () -> Animation
        let T: Double
        let want: Double
        var testDescription: String { "\(name) @ T=\(T)" }
    }

    static let rows: [Row] = [
        // [ASSUME DUR-child] a child of duration 0 takes the group's 2 s: T 1 → 50 (0.25 s would be over).
        Row(name: "child duration 0 takes the group's", make: { group([child()], duration: 2) }, T: 1, want: 50),
        Row(name: "group duration 0 → 0.25, child too", make: { group([child()], duration: 0) }, T: 0.125, want: 50),
        // Clipping: a 10 s child in a 5 s group shows its first 5 s only.
        Row(name: "10 s child in 5 s group, inside", make: { group([child(duration: 10)], duration: 5) }, T: 4, want: 40),
        Row(name: "10 s child in 5 s group, after, no fill", make: { group([child(duration: 10)], duration: 5) }, T: 6, want: 7),
        // group fill forwards: children at the group's clamped time 5 → child f = .5.
        Row(name: "10 s child in 5 s group, group fills", make: { group([child(duration: 10)], duration: 5, fill: .forwards) }, T: 6, want: 50),
        // A child that ended inside the group, no fill → model; with fill forwards → its end.
        Row(name: "child ended, no fill → model", make: { group([child(duration: 1)], duration: 2) }, T: 1.5, want: 7),
        Row(name: "child ended, fill forwards", make: { group([child(duration: 1, fill: .forwards)], duration: 2) }, T: 1.5, want: 100),
        // A child with beginTime .5 (relative to the group, never replaced): before it → model,
        // unless it fills backwards.
        Row(name: "child not begun → model", make: { group([child(duration: 1, begin: 0.5)], duration: 2) }, T: 0.25, want: 7),
        Row(name: "child not begun, fill backwards", make: { group([child(duration: 1, begin: 0.5, fill: .backwards)], duration: 2) }, T: 0.25, want: 0),
        Row(name: "child begun at .5", make: { group([child(duration: 1, begin: 0.5)], duration: 2) }, T: 0.75, want: 25),
        // [ASSUME GROUP-end-hold]: group fills; child (no fill, duration = group's) holds its end.
        Row(name: "GROUP-end-hold", make: { group([child()], duration: 1, fill: .forwards) }, T: 2, want: 100),
        Row(name: "GROUP-end-hold at exactly T = AD", make: { group([child()], duration: 1, fill: .forwards) }, T: 1, want: 100),
        // … but a child that ended strictly earlier without fill shows the model.
        Row(name: "ended earlier, no hold", make: { group([child(duration: 0.5)], duration: 1, fill: .forwards) }, T: 2, want: 7),
        // Group repeat: rc 2, d 1 → at T 1.25 the group is in cycle 1 at f .25.
        Row(name: "group repeats", make: { let g = group([child()], duration: 1); g.repeatCount = 2; return g }, T: 1.25, want: 25),
        // Group speed 2: group T = 0.25·2 = 0.5 of 1 s → child tp .5 → 50.
        Row(name: "group speed 2", make: { let g = group([child()], duration: 1); g.speed = 2; return g }, T: 0.25, want: 50),
        // Nested: outer 2 s; inner beginTime .5, duration 1; leaf duration 0 → inner's 1 s.
        // Outer T 1 → inner T .5 → leaf tp .5 → 50.
        Row(name: "nested groups", make: {
            let inner = group([child()], duration: 1)
            inner.beginTime = 0.5
            return group([inner], duration: 2)
        }, T: 1, want: 50),
        // Nested, durations inherited twice: outer 2 → inner 2 → leaf 2. T .5 → 25.
        Row(name: "nested, inherited durations", make: { group([group([child()], duration: 0)], duration: 2) }, T: 0.5, want: 25),
        // Nested: inner ended (no fill) inside the outer → model.
        Row(name: "nested, inner over", make: {
            let inner = group([child()], duration: 1)
            inner.beginTime = 0.5
            return group([inner], duration: 2)
        }, T: 1.75, want: 7),
    ]

    @Test(arguments: rows)
    func table(_ r: Row) throws {
        #expect(Hand.near(try Self.x(with: r.make(), at: r.T), r.want, 1e-9))
    }

    /// The group's timing function warps the children's time: tp_child = easeIn(f)·d.
    @Test func groupTimingFunctionWarpsChildren() throws {
        let g = Self.group([Self.child()], duration: 1)
        g.timingFunction = TimingFunction(name: .easeIn)
        for T in [0.25, 0.5, 0.75] {
            #expect(Hand.near(try Self.x(with: g, at: T), 100 * Hand.easeIn(T), 1e-6))
        }
        // A 2 s group, child of 1 s: child tp = 2·easeIn(f); f = .75 → easeIn(.75) ≈ .62 → tp 1.24 > 1 → model.
        let h = Self.group([Self.child(duration: 1)], duration: 2)
        h.timingFunction = TimingFunction(name: .easeIn)
        #expect(2 * Hand.easeIn(0.5) < 1)
        #expect(Hand.near(try Self.x(with: h, at: 1), 100 * 2 * Hand.easeIn(0.5), 1e-6))   // f = .5
        #expect(2 * Hand.easeIn(0.75) > 1)
        #expect(try Self.x(with: h, at: 1.5) == 7)
    }
}
