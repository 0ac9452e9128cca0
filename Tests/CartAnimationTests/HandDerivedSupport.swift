import Glibc
@testable import CartAnimation

/// Small helpers for the hand-derived tests. Everything here is independent of the code under
/// test: the easing solver is a plain bisection, the path formulas are written out, the arc
/// length is a composite Simpson rule (the engine uses Gauss–Legendre and Newton).
enum Hand {
    /// The virtual clock's start (CA-SEMANTICS §1.1: start at a non-zero value).
    static let t0 = 1000.0

    static func near(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool {
        abs(a - b) <= tol
    }

    static func near(_ a: Point, _ b: Point, _ tol: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
    }

    /// Angles equal modulo 2π (reading transform.rotation.z wraps to (−π, π]).
    static func sameAngle(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool {
        abs(remainder(a - b, 2 * Double.pi)) <= tol
    }

    static func number(_ v: Value) -> Double {
        if case .number(let x) = v { return x }
        return .nan
    }

    static func point(_ v: Value) -> Point {
        if case .point(let p) = v { return p }
        return Point(x: .nan, y: .nan)
    }

    /// A scene whose clock stands at `t0`. Layers hold their scene weakly and `add(_:forKey:)`
    /// resolves beginTime 0 against it, so the scene is deliberately kept alive for the rest of
    /// the test process (one leaked retain) whether or not the test keeps a reference.
    static func scene() -> Scene {
        let s = Scene()
        s.currentTime = t0
        _ = Unmanaged.passRetained(s)
        return s
    }

    /// A CAMediaTimingFunction y(x) solved by bisection on X(t) = x (60 halvings: |Δt| < 1e-18),
    /// with the control points rounded to Float as CA stores them (§7.1).
    static func ease(_ x: Double, _ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) -> Double {
        let (x1, y1, x2, y2) = (Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bez(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, y1, y2)
    }

    static func easeIn(_ x: Double) -> Double { ease(x, 0.42, 0, 1, 1) }
    static func easeInEaseOut(_ x: Double) -> Double { ease(x, 0.42, 0, 0.58, 1) }

    /// Cubic Bézier B(t) = (1−t)³P0 + 3(1−t)²t C1 + 3(1−t)t² C2 + t³P3.
    static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
        return Point(x: k[0] * p0.x + k[1] * c1.x + k[2] * c2.x + k[3] * p3.x,
                     y: k[0] * p0.y + k[1] * c1.y + k[2] * c2.y + k[3] * p3.y)
    }

    /// Quadratic Bézier B(t) = (1−t)²P0 + 2(1−t)t C + t²P2.
    static func quad(_ p0: Point, _ c: Point, _ p2: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p2.x,
                     y: u * u * p0.y + 2 * u * t * c.y + t * t * p2.y)
    }

    /// Arc length of a quadratic Bézier from 0 to `t`: composite Simpson on |B'| with 4000 panels.
    static func quadLength(_ p0: Point, _ c: Point, _ p2: Point, to t: Double) -> Double {
        func speed(_ s: Double) -> Double {
            let dx = 2 * ((1 - s) * (c.x - p0.x) + s * (p2.x - c.x))
            let dy = 2 * ((1 - s) * (c.y - p0.y) + s * (p2.y - c.y))
            return (dx * dx + dy * dy).squareRoot()
        }
        let n = 4000
        let h = t / Double(n)
        var sum = speed(0) + speed(t)
        for i in 1..<n { sum += Double(i % 2 == 1 ? 4 : 2) * speed(Double(i) * h) }
        return sum * h / 3
    }

    /// The point a fraction of the arc length along a quadratic Bézier (bisection on the length).
    static func quadPaced(_ p0: Point, _ c: Point, _ p2: Point, _ fraction: Double) -> Point {
        let target = fraction * quadLength(p0, c, p2, to: 1)
        var lo = 0.0, hi = 1.0
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if quadLength(p0, c, p2, to: mid) < target { lo = mid } else { hi = mid }
        }
        return quad(p0, c, p2, (lo + hi) / 2)
    }
}
