import Foundation
import Testing
@testable import CartAnimation

/// The precision the issue asks of the solver and of arc lengths, against independent references.
@Suite struct PrecisionTests {
    /// y(x) by 200 bisection steps on X(t), from the Float-stored control points.
    static func referenceY(_ c: [Float], _ x: Double) -> Double {
        let (x1, y1, x2, y2) = (Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
        func bez(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let m = (lo + hi) / 2
            if bez(x1, x2, m) < x { lo = m } else { hi = m }
        }
        return bez(y1, y2, (lo + hi) / 2)
    }

    @Test(arguments: [
        [Float(0), 0, 1, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1],
        [0.1, 1, 1, 0.2], [0.68, -0.55, 0.265, 1.55], [0, 0, 0, 1], [1, 0, 1, 1], [0.9, 0.1, 0.1, 0.9],
    ])
    func solverErrorIsWithin1e7InY(_ c: [Float]) {
        let f = TimingFunction(controlPoints: c[0], c[1], c[2], c[3])
        var worst = 0.0
        for i in 0...1000 {
            let x = Double(i) / 1000
            worst = max(worst, abs(f.evaluate(x) - Self.referenceY(c, x)))
        }
        #expect(worst <= 1e-7, "worst error \(worst)")
    }

    /// ∫₀¹ |B'(t)| dt of a quadratic Bézier in closed form.
    static func quadLength(_ p0: Point, _ p1: Point, _ p2: Point) -> Double {
        let a = Point(x: p0.x - 2 * p1.x + p2.x, y: p0.y - 2 * p1.y + p2.y)
        let b = Point(x: p1.x - p0.x, y: p1.y - p0.y)
        // |B'(t)| = 2·sqrt(A t² + B t + C)
        let A = a.x * a.x + a.y * a.y, B = 2 * (a.x * b.x + a.y * b.y), C = b.x * b.x + b.y * b.y
        func F(_ t: Double) -> Double {
            let q = (A * t * t + B * t + C).squareRoot()
            return (2 * A * t + B) * q / (4 * A)
                + (4 * A * C - B * B) / (8 * pow(A, 1.5)) * log(abs(2 * A.squareRoot() * q + 2 * A * t + B))
        }
        return 2 * (F(1) - F(0))
    }

    @Test(arguments: [
        (Point(x: 50, y: 600), Point(x: 200, y: 100), Point(x: 350, y: 80)),
        (Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 0, y: 10)),  // a near-cusp turn
        (Point(x: 40, y: 40), Point(x: 290, y: 340), Point(x: 290, y: -180)),
    ])
    func quadArcLengthWithin1e6OfTheLength(_ p0: Point, _ c: Point, _ p1: Point) {
        let exact = Self.quadLength(p0, c, p1)
        let measured = BezierSegment.quad(p0, c, p1).length
        #expect(abs(measured - exact) <= 1e-6 * exact, "\(measured) vs \(exact)")
    }

    @Test func specQuadLengthIs621_1773() {
        let l = Self.quadLength(Point(x: 50, y: 600), Point(x: 200, y: 100), Point(x: 350, y: 80))
        #expect(abs(l - 621.1773) < 1e-4)
    }

    @Test func cubicArcLengthAgreesWithAFineChordSum() {
        let s = BezierSegment.cubic(Point(x: 319, y: 280), Point(x: 298, y: 180), Point(x: 256, y: 180), Point(x: 235, y: 755))
        var chord = 0.0
        let n = 200_000
        var prev = s.point(at: 0)
        for i in 1...n {
            let p = s.point(at: Double(i) / Double(n))
            chord += (p - prev).length
            prev = p
        }
        // The chord sum undershoots by O(1/n²): far below 1e−6 of the length at this n.
        #expect(abs(s.length - chord) <= 1e-6 * chord)
    }
}
