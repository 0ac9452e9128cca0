import CartAnimation

/// How a Lottie keyframe moves from its value to the next one's: linearly, along a cubic-bezier
/// easing curve from (0,0) to (1,1) with control points (x1,y1) = `o` and (x2,y2) = `i`, or not at
/// all (`h: 1`, a hold). The same curve Core Animation's `CAMediaTimingFunction` draws, so a
/// timing function exports as its four numbers unchanged.
public enum LottieEasing: Sendable, Equatable {
    case linear
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    case hold

    /// A timing function as an easing: named linear (or control points on the diagonal) → linear.
    public init(_ tf: TimingFunction?) {
        guard let tf else {
            self = .linear
            return
        }
        let x1 = Double(tf.c1x), y1 = Double(tf.c1y), x2 = Double(tf.c2x), y2 = Double(tf.c2y)
        self = (x1 == y1 && x2 == y2) ? .linear : .bezier(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// The eased progress at progress x ∈ [0, 1] (a hold stays at 0).
    public func value(_ x: Double) -> Double {
        switch self {
        case .linear: return x
        case .hold: return 0
        case let .bezier(x1, y1, x2, y2):
            let s = LottieEasing.solve(x, x1, x2)
            return LottieEasing.cubic(s, y1, y2)
        }
    }

    /// The same motion played backwards: progress p(t) becomes 1 − p(1 − t). For a bezier the
    /// control points swap and mirror through (½, ½): (1 − x2, 1 − y2), (1 − x1, 1 − y1).
    public var reversed: LottieEasing {
        switch self {
        case .linear, .hold: return self
        case let .bezier(x1, y1, x2, y2): return .bezier(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
        }
    }

    /// The part of this easing between progress `xa` and `xb` (0 ≤ xa < xb ≤ 1), stretched back
    /// to the unit square, with the eased progress at both ends. Exact: a piece of a cubic Bézier
    /// is a cubic Bézier (de Casteljau), and scaling it to the unit square keeps it one.
    /// nil when the piece does not move (ya == yb): any easing then draws the same constant.
    public func piece(from xa: Double, to xb: Double) -> (easing: LottieEasing, ya: Double, yb: Double) {
        switch self {
        case .linear: return (.linear, xa, xb)
        case .hold: return (.hold, 0, 0)
        case let .bezier(x1, y1, x2, y2):
            let sa = LottieEasing.solve(xa, x1, x2), sb = LottieEasing.solve(xb, x1, x2)
            let px = LottieEasing.subcurve(0, x1, x2, 1, sa, sb)
            let py = LottieEasing.subcurve(0, y1, y2, 1, sa, sb)
            let dx = px[3] - px[0], dy = py[3] - py[0]
            guard dx > 0, dy != 0 else { return (.linear, py[0], py[3]) }
            let e = LottieEasing.bezier(x1: (px[1] - px[0]) / dx, y1: (py[1] - py[0]) / dy,
                                        x2: (px[2] - px[0]) / dx, y2: (py[2] - py[0]) / dy)
            return (e, py[0], py[3])
        }
    }

    /// The control values of the piece [s0, s1] of the 1-D cubic Bézier (p0, p1, p2, p3).
    static func subcurve(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double,
                         _ s0: Double, _ s1: Double) -> [Double] {
        // Right part from s0, then the left part of that up to s1 (re-parameterised).
        let right = splitRight(p0, p1, p2, p3, s0)
        let t = s0 < 1 ? (s1 - s0) / (1 - s0) : 1
        return splitLeft(right[0], right[1], right[2], right[3], t)
    }

    static func splitLeft(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> [Double] {
        let a = p0 + (p1 - p0) * t, b = p1 + (p2 - p1) * t, c = p2 + (p3 - p2) * t
        let d = a + (b - a) * t, e = b + (c - b) * t
        return [p0, a, d, d + (e - d) * t]
    }

    static func splitRight(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> [Double] {
        let a = p0 + (p1 - p0) * t, b = p1 + (p2 - p1) * t, c = p2 + (p3 - p2) * t
        let d = a + (b - a) * t, e = b + (c - b) * t
        return [d + (e - d) * t, e, c, p3]
    }

    /// B(s) of the unit easing curve's coordinate with control values c1, c2 (ends 0 and 1).
    static func cubic(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// The parameter s with X(s) = x (X is monotonic for control x in [0, 1]): bisection to
    /// full double precision, so splitting a curve twice lands on the same point.
    static func solve(_ x: Double, _ x1: Double, _ x2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if mid == lo || mid == hi { break }
            if cubic(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
