import Testing
@testable import CartAnimation

/// chromium-cubic-bezier.json (ui/gfx/geometry/cubic_bezier_unittest.cc) against `TimingFunction`
/// (CA-SEMANTICS §7). Every entry applies: kinds solve, slope, range and roundtrip.
@Suite("Chromium cubic-bezier vectors")
struct ChromiumCubicBezierVectorTests {
    static let kinds: Set = ["solve", "slope", "range", "roundtrip"]

    /// Why an entry cannot be checked, or nil. All four kinds map onto TimingFunction.
    static func notApplicable(_ e: VectorEntry) -> String? {
        kinds.contains(e.json["kind"]?.string ?? "") ? nil : "unknown kind"
    }

    static func entries(kind: String) throws -> [VectorEntry] {
        try VectorFixtures.applicable(VectorFixtures.chromium, notApplicable) { $0.json["kind"]?.string == kind }
    }

    /// `functionWithControlPoints` from `input.controlPoints` (CA stores them as Float, §0).
    static func function(_ e: VectorEntry) throws -> TimingFunction {
        let p = try #require(e.input["controlPoints"]?.numbers)
        try #require(p.count == 4)
        return TimingFunction(controlPoints: Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
    }

    @Test("solve: y(x)", arguments: try entries(kind: "solve"))
    func solve(_ e: VectorEntry) throws {
        let x = try #require(e.input["x"]?.number)
        let y = try #require(e.expected.number)
        expectClose(try Self.function(e).evaluate(x), y, e.tolerance, "y(\(x))")
    }

    @Test("slope: dy/dx", arguments: try entries(kind: "slope"))
    func slope(_ e: VectorEntry) throws {
        let x = try #require(e.input["x"]?.number)
        let s = try #require(e.expected.number)
        expectClose(try Self.function(e).slope(at: x), s, e.tolerance, "slope(\(x))")
    }

    @Test("range: min and max of y", arguments: try entries(kind: "range"))
    func range(_ e: VectorEntry) throws {
        let lo = try #require(e.expected["min"]?.number)
        let hi = try #require(e.expected["max"]?.number)
        let r = try Self.function(e).range
        expectClose(r.min, lo, e.tolerance, "range.min")
        expectClose(r.max, hi, e.tolerance, "range.max")
    }

    /// SolveCurveX(SampleCurveX(t)) == t for t = 0, 0.05, …, 1. X(t) is computed here in
    /// Bernstein form from the (Float-rounded) control points, so the solver's input does not
    /// come from the code under test; sampleCurveX is checked against it on the way.
    @Test("roundtrip: solveCurveX(X(t)) = t", arguments: try entries(kind: "roundtrip"))
    func roundtrip(_ e: VectorEntry) throws {
        try #require(e.input["t_values"]?.string == "t = 0, 0.05, ..., 1")
        let f = try Self.function(e)
        let x1 = Double(f.c1x), x2 = Double(f.c2x)
        for i in 0...20 {
            let t = Double(i) / 20
            let x = 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t
            expectClose(f.sampleCurveX(t), x, 1e-12, "sampleCurveX(\(t))")
            expectClose(f.solveCurveX(x), t, e.tolerance, "solveCurveX(X(\(t)))")
        }
    }
}

/// The solver's bracket bounds (`UnitBezier.tenth`) are the quotients i / 10 themselves, bit for
/// bit, as the division it replaces gave them.
@Test func theSolversTenthsAreTheQuotients() {
    for i in 0...10 {
        #expect(UnitBezier.tenth(i).bitPattern == (Double(i) / 10).bitPattern, "\(i)")
    }
}
