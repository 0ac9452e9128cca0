import Glibc
import Testing
@testable import CartAnimation

/// CAKeyframeAnimation (CA-SEMANTICS §4). Duration 1 from t0 = 1000, fill forwards so the end
/// (T = 1) can be sampled; times below are T.
struct KeyframeTableTests {
    static func layerWith(_ a: KeyframeAnimation) throws -> Layer {
        let l = Hand.scene().makeLayer(name: "l")
        a.duration = 1
        a.fillMode = .forwards
        try l.add(a, forKey: "k")
        return l
    }

    static func x(_ l: Layer, _ T: Double) -> Double {
        Hand.number(KeyPath.positionX.read(l.presentation(atAbsolute: 1000 + T)))
    }

    static func pos(_ l: Layer, _ T: Double) -> Point {
        l.presentation(atAbsolute: 1000 + T).position
    }

    static func numbers(_ v: [Double], _ mode: KeyframeAnimation.CalculationMode = .linear,
                        keyTimes: [Double]? = nil) -> KeyframeAnimation {
        let a = KeyframeAnimation(keyPath: .positionX)
        a.values = v.map(Value.number)
        a.keyTimes = keyTimes
        a.calculationMode = mode
        return a
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String, T: Double, want: Double
        var testDescription: String { "\(name) @ T=\(T)" }
    }

    /// values [0, 10, 30], keyTimes [0, 0.25, 1]: segment 0 on [0, .25], segment 1 on [.25, 1].
    static let linearRows: [Row] = [
        Row(name: "segment 0 middle", T: 0.125, want: 5),          // s = .5 → 0 + 10·.5
        Row(name: "segment 1 start", T: 0.25, want: 10),
        Row(name: "segment 1 middle", T: 0.625, want: 20),         // s = (.625 − .25)/.75 = .5
        Row(name: "end", T: 1, want: 30),
    ]

    @Test(arguments: linearRows)
    func linearWithKeyTimes(_ r: Row) throws {
        let l = try Self.layerWith(Self.numbers([0, 10, 30], keyTimes: [0, 0.25, 1]))
        #expect(Hand.near(Self.x(l, r.T), r.want))
    }

    @Test func defaultAndInvalidKeyTimesAreEven() throws {
        // [0, 10, 30] → kt [0, .5, 1]: T .25 → 5, T .75 → 20.
        let even = try Self.layerWith(Self.numbers([0, 10, 30]))
        #expect(Hand.near(Self.x(even, 0.25), 5))
        #expect(Hand.near(Self.x(even, 0.75), 20))
        // Decreasing keyTimes are ignored (§4.2) → the same even spacing.
        let bad = try Self.layerWith(Self.numbers([0, 10, 30], keyTimes: [0, 0.8, 0.5]))
        #expect(Hand.near(Self.x(bad, 0.25), 5))
        // A wrong count is ignored too ([ASSUME KT-count]).
        let short = try Self.layerWith(Self.numbers([0, 10, 30], keyTimes: [0, 1]))
        #expect(Hand.near(Self.x(short, 0.75), 20))
    }

    /// Per-segment functions apply to s; the animation's function applies first, to f.
    @Test func timingFunctions() throws {
        let seg = Self.numbers([0, 10, 30], keyTimes: [0, 0.25, 1])
        seg.timingFunctions = [TimingFunction(name: .easeIn), .linear]
        let l = try Self.layerWith(seg)
        #expect(Hand.near(Self.x(l, 0.125), 10 * Hand.easeIn(0.5), 1e-6))   // s = .5 → 10·easeIn(.5)
        #expect(Hand.near(Self.x(l, 0.625), 20, 1e-9))                        // linear segment untouched

        let whole = Self.numbers([0, 10, 30], keyTimes: [0, 0.25, 1])
        whole.timingFunction = TimingFunction(name: .easeIn)
        let w = try Self.layerWith(whole)
        // g = easeIn(.75) ≈ .62 ≥ .25 → segment 1: 10 + 20·(g − .25)/.75.
        let g = Hand.easeIn(0.75)
        #expect(g > 0.25)
        #expect(Hand.near(Self.x(w, 0.75), 10 + 20 * (g - 0.25) / 0.75, 1e-6))
    }

    /// Discrete: Apple's example, values [310, 60, 120, 60], keyTimes [0, .25, .5, .75, 1].
    static let discreteRows: [Row] = [
        Row(name: "first", T: 0.1, want: 310),
        Row(name: "second", T: 0.3, want: 60),
        Row(name: "third at its key time", T: 0.5, want: 120),
        Row(name: "third, just before .75", T: 0.74, want: 120),
        Row(name: "last from .75", T: 0.8, want: 60),
        Row(name: "last holds to the end", T: 1, want: 60),
    ]

    @Test(arguments: discreteRows)
    func discrete(_ r: Row) throws {
        let l = try Self.layerWith(Self.numbers([310, 60, 120, 60], .discrete, keyTimes: [0, 0.25, 0.5, 0.75, 1]))
        #expect(Self.x(l, r.T) == r.want)
        // Without keyTimes: kt_i = i/n = [0, .25, .5, .75, 1], the same steps ([ASSUME KT-default]).
        let d = try Self.layerWith(Self.numbers([310, 60, 120, 60], .discrete))
        #expect(Self.x(d, r.T) == r.want)
    }

    /// Paced: [310, 60, 120, 60, 310] → distances 250, 60, 60, 250 (total 620) →
    /// keyTimes [0, 250/620, 310/620, 370/620, 1] = [0, .4032, .5, .5968, 1]; constant speed 620/s.
    static let pacedRows: [Row] = [
        Row(name: "first segment", T: 0.2, want: 186),      // 124 covered: 310 − 124
        Row(name: "second segment", T: 0.45, want: 89),     // 279 covered: 60 + (279 − 250)
        Row(name: "third segment", T: 0.55, want: 89),      // 341 covered: 120 − (341 − 310)
        Row(name: "fourth segment", T: 0.9, want: 248),     // 558 covered: 60 + (558 − 370)
        Row(name: "end", T: 1, want: 310),
    ]

    @Test(arguments: pacedRows)
    func paced(_ r: Row) throws {
        let a = Self.numbers([310, 60, 120, 60, 310], .paced, keyTimes: [0, 0.1, 0.2, 0.3, 1])  // ignored
        a.timingFunctions = [TimingFunction(name: .easeIn)]                                      // ignored
        let l = try Self.layerWith(a)
        #expect(Hand.near(Self.x(l, r.T), r.want, 1e-9))
    }

    @Test func pacedKeyTimes() throws {
        let l = try Self.layerWith(Self.numbers([310, 60, 120, 60, 310], .paced))
        let kt = (l.animation(forKey: "k") as! KeyframeAnimation).effectiveKeyTimes
        let want = [0, 0.4032, 0.5, 0.5968, 1]
        #expect(kt.count == 5)
        for (a, b) in zip(kt, want) { #expect(Hand.near(a, b, 1e-4)) }
    }

    /// §4.1: keyframes are the start point plus the end of each line/curve; close is a line back
    /// ([ASSUME PATH-close]). Square (10,10) → (110,10) → (110,110) → close: 4 keyframes, kt thirds.
    @Test func pathWithClose() throws {
        var p = BezierPath()
        p.move(to: Point(x: 10, y: 10))
        p.addLine(to: Point(x: 110, y: 10))
        p.addLine(to: Point(x: 110, y: 110))
        p.close()
        let a = KeyframeAnimation(keyPath: .position)
        a.path = p
        let l = try Self.layerWith(a)
        let frames = (l.animation(forKey: "k") as! KeyframeAnimation).effectiveValues
        #expect(frames == [Point(x: 10, y: 10), Point(x: 110, y: 10), Point(x: 110, y: 110), Point(x: 10, y: 10)].map(Value.point))
        #expect(Hand.near(Self.pos(l, 0), Point(x: 10, y: 10)))
        #expect(Hand.near(Self.pos(l, 1.0 / 6), Point(x: 60, y: 10)))     // seg 0, s = .5
        #expect(Hand.near(Self.pos(l, 0.5), Point(x: 110, y: 60)))        // seg 1, s = .5
        #expect(Hand.near(Self.pos(l, 5.0 / 6), Point(x: 60, y: 60)))     // close, s = .5
        #expect(Hand.near(Self.pos(l, 1), Point(x: 10, y: 10)))
    }

    /// A moveTo in the middle adds no keyframe; the value jumps at the next segment's start
    /// ([ASSUME PATH-move]). M(10,0) L(110,0) M(10,100) L(110,100): keyframes (10,0) (110,0) (110,100).
    @Test func pathWithMoveInTheMiddle() throws {
        var p = BezierPath()
        p.move(to: Point(x: 10, y: 0))
        p.addLine(to: Point(x: 110, y: 0))
        p.move(to: Point(x: 10, y: 100))
        p.addLine(to: Point(x: 110, y: 100))
        let a = KeyframeAnimation(keyPath: .position)
        a.path = p
        let l = try Self.layerWith(a)
        let frames = (l.animation(forKey: "k") as! KeyframeAnimation).effectiveValues
        #expect(frames == [Point(x: 10, y: 0), Point(x: 110, y: 0), Point(x: 110, y: 100)].map(Value.point))
        #expect(Hand.near(Self.pos(l, 0.25), Point(x: 60, y: 0)))
        #expect(Hand.near(Self.pos(l, 0.5), Point(x: 10, y: 100)))        // the jump
        #expect(Hand.near(Self.pos(l, 0.75), Point(x: 60, y: 100)))
    }

    /// §4.4: M 50 600 Q 200 100 350 80. Linear mode: Bézier parameter t = f.
    /// t = .5: (.25·50 + .5·200 + .25·350, .25·600 + .5·100 + .25·80) = (200, 220);
    /// t = .25: (.5625·50 + .375·200 + .0625·350, .5625·600 + .375·100 + .0625·80) = (125, 380).
    /// Paced: length 621.1773; half of it at t ≈ .3511 → (155.337, 308.054).
    @Test func quadPathLinearAndPaced() throws {
        var p = BezierPath()
        p.move(to: Point(x: 50, y: 600))
        p.addQuadCurve(to: Point(x: 350, y: 80), control: Point(x: 200, y: 100))
        #expect(Hand.near(p.length, 621.1773, 1e-3))

        let lin = KeyframeAnimation(keyPath: .position)
        lin.path = p
        let l = try Self.layerWith(lin)
        #expect(Hand.near(Self.pos(l, 0.5), Point(x: 200, y: 220)))
        #expect(Hand.near(Self.pos(l, 0.25), Point(x: 125, y: 380)))

        let paced = KeyframeAnimation(keyPath: .position)
        paced.path = p
        paced.calculationMode = .paced
        let m = try Self.layerWith(paced)
        #expect(Hand.near(Self.pos(m, 0.5), Point(x: 155.337, y: 308.054), 1e-3))
        let (a, c, b) = (Point(x: 50, y: 600), Point(x: 200, y: 100), Point(x: 350, y: 80))
        for f in [0.1, 0.25, 0.8] {
            #expect(Hand.near(Self.pos(m, f), Hand.quadPaced(a, c, b, f), 1e-3))
        }
    }

    /// Cubic (Catmull-Rom, t = c = b = 0) through [0, 10, 30, 40], kt thirds. Tangents
    /// D_i = (P_i+1 − P_i−1)/2 with ends duplicated: D0 = 5, D1 = 15, D2 = 15, D3 = 5.
    /// Hermite h00 = 2s³−3s²+1, h10 = s³−2s²+s, h01 = −2s³+3s², h11 = s³−s².
    @Test func cubicCatmullRom() throws {
        let l = try Self.layerWith(Self.numbers([0, 10, 30, 40], .cubic))
        // seg 0, s = .5 (T = 1/6): 0·.5 + 5·.125 + 10·.5 + 15·(−.125) = 3.75.
        #expect(Hand.near(Self.x(l, 1.0 / 6), 3.75, 1e-9))
        // seg 1, s = .25 (T = 5/12): 10·.84375 + 15·.140625 + 30·.15625 + 15·(−.046875) = 14.53125.
        #expect(Hand.near(Self.x(l, 5.0 / 12), 14.53125, 1e-9))
        // keyframes are passed through.
        #expect(Hand.near(Self.x(l, 1.0 / 3), 10, 1e-9))
        #expect(Hand.near(Self.x(l, 1), 40, 1e-9))
    }

    /// rotationMode auto: θ = atan2(dy/dt, dx/dt). Quad (0,0) Q (100,0) → (100,100):
    /// B'(t) = 2(1−t)(100,0) + 2t(0,100). t = .5 → (100,100) → π/4; t = .25 → (150, 50) → atan(1/3).
    @Test func rotationModeAuto() throws {
        var p = BezierPath()
        p.move(to: Point(x: 0, y: 0))
        p.addQuadCurve(to: Point(x: 100, y: 100), control: Point(x: 100, y: 0))
        let a = KeyframeAnimation(keyPath: .position)
        a.path = p
        a.rotationMode = .auto
        let l = try Self.layerWith(a)
        #expect(Hand.near(l.presentation(atAbsolute: 1000.5).transform.rotationZ, Double.pi / 4))
        #expect(Hand.near(l.presentation(atAbsolute: 1000.25).transform.rotationZ, atan(1.0 / 3)))
        #expect(Hand.near(l.presentation(atAbsolute: 1000).transform.rotationZ, 0))

        let r = KeyframeAnimation(keyPath: .position)
        r.path = p
        r.rotationMode = .autoReverse
        let m = try Self.layerWith(r)
        // π/4 + π = 5π/4, read back wrapped to (−π, π]: −3π/4.
        #expect(Hand.near(m.presentation(atAbsolute: 1000.5).transform.rotationZ, -3 * Double.pi / 4))
    }
}
