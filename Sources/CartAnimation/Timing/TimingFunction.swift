/// CAMediaTimingFunction: a cubic Bézier easing curve from (0,0) to (1,1) through two control
/// points, evaluated as y(x) (CA-SEMANTICS §7).
///
/// The control points are stored as `Float`, as Core Animation stores them, so that 0.42 is the
/// device's 0.41999998688697815 and values match the device bit for bit.
public struct TimingFunction: Hashable, Sendable {
    /// Core Animation's named functions (CAMediaTimingFunctionName).
    public enum Name: String, CaseIterable, Sendable {
        case linear, easeIn, easeOut, easeInEaseOut, `default`

        /// Its place in `allCases` (which makes a new array at every use).
        var ordinal: Int {
            switch self {
            case .linear: 0
            case .easeIn: 1
            case .easeOut: 2
            case .easeInEaseOut: 3
            case .default: 4
            }
        }
    }

    public let c1x: Float, c1y: Float, c2x: Float, c2y: Float
    /// The name this function was made from, if any (kept for export and display).
    public let name: Name?

    private let curve: UnitBezier

    /// The solver `evaluate` runs, for evaluation plans to hold without the rest.
    var bezier: UnitBezier { curve }

    /// `functionWithControlPoints(c1x, c1y, c2x, c2y)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(c1x, c1y, c2x, c2y, name: nil)
    }

    /// `functionWithName:`. Control points per CA-SEMANTICS §7.1 (GNUstep tests checked on Apple;
    /// Apple documents easeInEaseOut as (0.42, 0) (0.58, 1)).
    /// Each named function is made once (`named`): solving its samples for every
    /// `timingFunction = "easeIn"` was a tenth of what making a coin's animations cost.
    public init(name: Name) {
        self = TimingFunction.named[name.ordinal]
    }

    /// The named functions, in `Name.allCases` order.
    private static let named: [TimingFunction] = Name.allCases.map { name in
        switch name {
        case .linear: TimingFunction(0, 0, 1, 1, name: name)
        case .easeIn: TimingFunction(0.42, 0, 1, 1, name: name)
        case .easeOut: TimingFunction(0, 0, 0.58, 1, name: name)
        case .easeInEaseOut: TimingFunction(0.42, 0, 0.58, 1, name: name)
        case .default: TimingFunction(0.25, 0.1, 0.25, 1, name: name)
        }
    }

    private init(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float, name: Name?) {
        (self.c1x, self.c1y, self.c2x, self.c2y, self.name) = (c1x, c1y, c2x, c2y, name)
        curve = UnitBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    public static let linear = TimingFunction(name: .linear)

    /// This function held by reference, as an animation keeps it (`Animation.timingFunction`): a
    /// named function's box is made once, another's each time.
    var boxed: ValueBox<TimingFunction> {
        if let name { return TimingFunction.namedBoxes[name.ordinal] }
        return ValueBox(self)
    }

    /// The named functions' boxes, in `Name.allCases` order.
    private static let namedBoxes: [ValueBox<TimingFunction>] = named.map(ValueBox.init)

    /// `getControlPointAtIndex:`: index 0 is (0,0), 1 and 2 the control points, 3 is (1,1).
    public func controlPoint(at index: Int) -> Point? {
        switch index {
        case 0: return .zero
        case 1: return Point(x: Double(c1x), y: Double(c1y))
        case 2: return Point(x: Double(c2x), y: Double(c2y))
        case 3: return Point(x: 1, y: 1)
        default: return nil
        }
    }

    /// The eased progress y for input progress x. Inside [0, 1] the curve is solved for x;
    /// outside it the curve is extended along its end tangent (§7.2), so overshooting group or
    /// keyframe chains extrapolate instead of clamping. y(0) = 0 and y(1) = 1 exactly.
    public func evaluate(_ x: Double) -> Double {
        curve.solve(x)
    }

    /// dy/dx at x (clamped to [0, 1]); 0 where both derivatives vanish.
    public func slope(at x: Double) -> Double {
        curve.slope(min(max(x, 0), 1))
    }

    /// The least and greatest y over x in [0, 1].
    public var range: (min: Double, max: Double) { curve.range }

    /// X(t) of the underlying Bézier (for solver checks).
    public func sampleCurveX(_ t: Double) -> Double { curve.sampleX(t) }
    /// The parameter t with X(t) = x, for x in [0, 1] (for solver checks).
    public func solveCurveX(_ x: Double) -> Double { curve.solveT(x) }

    public static func == (a: TimingFunction, b: TimingFunction) -> Bool {
        a.c1x == b.c1x && a.c1y == b.c1y && a.c2x == b.c2x && a.c2y == b.c2y
    }

    public func hash(into h: inout Hasher) {
        h.combine(c1x); h.combine(c1y); h.combine(c2x); h.combine(c2y)
    }
}

/// The unit cubic Bézier solver (after WebKit's UnitBezier.h, CA-SEMANTICS §7.2):
/// 11 precomputed samples for the first guess, Newton's method, then bisection.
struct UnitBezier: Sendable {
    /// X at t = 0, 0.1, …, 1: a tuple, not an array, so that a timing function is a plain
    /// value (no reference to count) that evaluation plans hold inline. First, so that
    /// `solveT(_:_:)` finds sample i at 8 · i bytes from the curve (checked in `init`).
    private let samples: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)
    let ax, bx, cx, ay, by, cy: Double
    let startSlope, endSlope: Double

    /// Newton stops and bisection aims at this error in x. Far below the 1e−7 asked of y:
    /// the steepest sensible curves have dy/dx of a few units.
    static let epsilon = 1e-12

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        // End tangents for extrapolation outside [0, 1] (§7.2, as WebKit and Chromium do).
        if x1 > 0 { startSlope = y1 / x1 }
        else if y1 == 0 && x2 > 0 { startSlope = y2 / x2 }
        else if y1 == 0 && y2 == 0 { startSlope = 1 }
        else { startSlope = 0 }
        if x2 < 1 { endSlope = (y2 - 1) / (x2 - 1) }
        else if y2 == 1 && x1 < 1 { endSlope = (y1 - 1) / (x1 - 1) }
        else if y2 == 1 && y1 == 1 { endSlope = 1 }
        else { endSlope = 0 }
        let (c, b) = (cx, bx)
        func x(_ i: Int) -> Double {
            let t = Double(i) / 10
            return ((1 - c - b) * t + b) * t * t + c * t
        }
        samples = (x(0), x(1), x(2), x(3), x(4), x(5), x(6), x(7), x(8), x(9), x(10))
        assert(MemoryLayout<UnitBezier>.offset(of: \UnitBezier.samples) == 0)
    }

    @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inline(__always) func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    func solve(_ x: Double) -> Double {
        withUnsafePointer(to: self) { UnitBezier.solve($0, x) }
    }

    /// `solve` on the curve at `p`, read where it lies: a plan's curves lie in its step arena,
    /// and solving a copy was a 152-byte copy at every eased sample (`Easing`).
    @inline(__always)
    static func solve(_ p: UnsafePointer<UnitBezier>, _ x: Double) -> Double {
        if x <= 0 { return x == 0 ? 0 : p.pointee.startSlope * x }
        if x >= 1 { return x == 1 ? 1 : 1 + p.pointee.endSlope * (x - 1) }
        return p.pointee.sampleY(solveT(p, x))
    }

    func solveT(_ x: Double) -> Double {
        withUnsafePointer(to: self) { UnitBezier.solveT($0, x) }
    }

    /// i / 10 for i in 0…10 without a division (two at every solve): the literal k / 10 is the
    /// double nearest to it, as the correctly rounded quotient is.
    @inline(__always) static func tenth(_ i: Int) -> Double {
        switch i {
        case 0: 0
        case 1: 0.1
        case 2: 0.2
        case 3: 0.3
        case 4: 0.4
        case 5: 0.5
        case 6: 0.6
        case 7: 0.7
        case 8: 0.8
        case 9: 0.9
        default: 1
        }
    }

    static func solveT(_ p: UnsafePointer<UnitBezier>, _ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        @inline(__always) func sampleX(_ t: Double) -> Double { p.pointee.sampleX(t) }
        @inline(__always) func derivativeX(_ t: Double) -> Double { p.pointee.derivativeX(t) }
        // X at t = i / 10 (`samples`, at the curve's start).
        @inline(__always) func sample(_ i: Int) -> Double {
            UnsafeRawPointer(p).load(fromByteOffset: i * MemoryLayout<Double>.stride, as: Double.self)
        }
        // First guess: linear between the bracketing samples.
        var t0 = 0.0, t1 = 1.0
        var guess = x
        for i in 1...10 where sample(i) >= x {
            let lo = sample(i - 1), hi = sample(i)
            t0 = tenth(i - 1)
            t1 = tenth(i)
            guess = hi > lo ? t0 + (x - lo) / (hi - lo) * 0.1 : t0
            break
        }
        // Newton, a few steps.
        var t = guess
        for _ in 0..<8 {
            let err = sampleX(t) - x
            if abs(err) < UnitBezier.epsilon { return t }
            let d = derivativeX(t)
            if abs(d) < 1e-7 { break }
            t -= err / d
            if t < t0 || t > t1 { break }
        }
        // Bisection on the bracket, which X is monotonic over for x1, x2 in [0, 1].
        var lo = t0, hi = t1
        t = (lo + hi) / 2
        for _ in 0..<100 {
            let v = sampleX(t)
            if abs(v - x) < UnitBezier.epsilon { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    func slope(_ x: Double) -> Double {
        let t = solveT(x)
        let dx = derivativeX(t), dy = derivativeY(t)
        if dx == 0 { return dy == 0 ? 0 : (dy > 0 ? Double.infinity : -Double.infinity) }
        return dy / dx
    }

    /// Extremes of Y(t) for t in [0, 1]: the ends and the roots of Y'(t) = 3ay t² + 2by t + cy.
    /// (The roots are looked at as they are found: an array of them was an allocation at every
    /// compile of a layer whose animation has a timing function.)
    var range: (min: Double, max: Double) {
        var lo = 0.0, hi = 1.0
        func consider(_ t: Double) {
            guard t > 0 && t < 1 else { return }
            let y = sampleY(t)
            lo = min(lo, y)
            hi = max(hi, y)
        }
        let a = 3 * ay, b = 2 * by, c = cy
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { consider(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let r = disc.squareRoot()
                consider((-b + r) / (2 * a))
                consider((-b - r) / (2 * a))
            }
        }
        return (lo, hi)
    }
}
