import Glibc

/// One drawn piece of a path: a line, a quadratic or a cubic Bézier, each with its start point.
public enum BezierSegment: Hashable, Sendable {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)

    public var start: Point {
        switch self {
        case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): return a
        }
    }

    public var end: Point {
        switch self {
        case .line(_, let b), .quad(_, _, let b), .cubic(_, _, _, let b): return b
        }
    }

    /// The point at parameter t (t in [0, 1]; extrapolates the polynomial outside).
    public func point(at t: Double) -> Point {
        let u = 1 - t
        switch self {
        case .line(let a, let b):
            return Point.lerp(a, b, t)
        case .quad(let a, let c, let b):
            let k0 = u * u, k1 = 2 * u * t, k2 = t * t
            return Point(x: k0 * a.x + k1 * c.x + k2 * b.x, y: k0 * a.y + k1 * c.y + k2 * b.y)
        case .cubic(let a, let c1, let c2, let b):
            let k0 = u * u * u, k1 = 3 * u * u * t, k2 = 3 * u * t * t, k3 = t * t * t
            return Point(x: k0 * a.x + k1 * c1.x + k2 * c2.x + k3 * b.x,
                         y: k0 * a.y + k1 * c1.y + k2 * c2.y + k3 * b.y)
        }
    }

    /// The derivative dB/dt at parameter t.
    public func derivative(at t: Double) -> Point {
        let u = 1 - t
        switch self {
        case .line(let a, let b):
            return b - a
        case .quad(let a, let c, let b):
            return (c - a) * (2 * u) + (b - c) * (2 * t)
        case .cubic(let a, let c1, let c2, let b):
            return (c1 - a) * (3 * u * u) + (c2 - c1) * (6 * u * t) + (b - c2) * (3 * t * t)
        }
    }

    /// The direction of travel at t. Where the derivative vanishes (a control point on an end
    /// point) the limiting direction is used: toward the next distinct control or end point
    /// (CA-SEMANTICS §4.5). Zero only for a segment that does not move at all.
    public func tangent(at t: Double) -> Point {
        let d = derivative(at: t)
        if d.x != 0 || d.y != 0 { return d }
        let pts: [Point]
        switch self {
        case .line(let a, let b): pts = [a, b]
        case .quad(let a, let c, let b): pts = [a, c, b]
        case .cubic(let a, let c1, let c2, let b): pts = [a, c1, c2, b]
        }
        if t <= 0.5 {
            for p in pts.dropFirst() where p != pts[0] { return p - pts[0] }
        } else {
            let last = pts[pts.count - 1]
            for p in pts.dropLast().reversed() where p != last { return last - p }
        }
        // A cusp in the middle: step a little to find the direction.
        let h = 1e-6
        let before = point(at: max(0, t - h)), after = point(at: min(1, t + h))
        return after - before
    }

    /// Arc length from parameter `t0` to `t1` (CA-SEMANTICS §4.4: Gauss–Legendre quadrature of
    /// |B'(t)|, on enough sub-intervals that the error is far below 1e−6 of the length).
    public func length(from t0: Double = 0, to t1: Double = 1) -> Double {
        if case .line(let a, let b) = self { return (b - a).length * (t1 - t0) }
        let pieces = 16
        let h = (t1 - t0) / Double(pieces)
        var sum = 0.0
        for i in 0..<pieces {
            sum += gaussLegendre(t0 + Double(i) * h, t0 + Double(i + 1) * h)
        }
        return sum
    }

    public var length: Double { length(from: 0, to: 1) }

    /// 10-point Gauss–Legendre quadrature of the speed |B'(t)| on [a, b].
    func gaussLegendre(_ a: Double, _ b: Double) -> Double {
        let mid = (a + b) / 2, half = (b - a) / 2
        var sum = 0.0
        for i in 0..<GaussLegendre10.nodes.count {
            let x = GaussLegendre10.nodes[i] * half
            sum += GaussLegendre10.weights[i] * (derivative(at: mid + x).length + derivative(at: mid - x).length)
        }
        return sum * half
    }
}

/// Nodes (positive half) and weights of the 10-point Gauss–Legendre rule on [−1, 1].
enum GaussLegendre10 {
    static let nodes: [Double] = [
        0.1488743389816312108848260, 0.4333953941292471907992659, 0.6794095682990244062343274,
        0.8650633666889845107320967, 0.9739065285171717200779640,
    ]
    static let weights: [Double] = [
        0.2955242247147528701738930, 0.2692667193099963550912269, 0.2190863625159820439955349,
        0.1494513397426017301546697, 0.0666713443086881375935688,
    ]
}
