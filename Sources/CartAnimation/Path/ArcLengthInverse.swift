/// A path's arc length inverted once into a table, for paced keyframes on the sample path
/// (CA-SEMANTICS §4.4). `PathMeasure.parameter` searches every time: the piece, then Newton
/// with a Gauss–Legendre integral per step. Here, per segment, the parameter t is solved once
/// at `intervals + 1` evenly spaced distances and joined by cubic Hermite pieces of t(s)
/// (slope 1/|B′(t)|). A look-up seeds the same test as `PathMeasure.parameter`, to the same
/// tolerance: a seed within it is the answer; else one Newton step, tested again; a seed one
/// step cannot mend (a cusp) goes to `PathMeasure.parameter` itself.
///
/// Each answer is within `PathMeasure.tolerance` of the distance asked, as `PathMeasure`'s; the
/// two may differ in the last bits (both within the tolerance of the true parameter).
///
/// Where the seed passes the test across a whole interval by a wide margin (`trusted`, checked
/// once when the table is made) the test is not run per look-up: it would pass, so the answer
/// is the same seed to the bit, without the Gauss–Legendre integral each test costs.
///
/// A class, shared and never changed: evaluating reads it in place (a struct's arrays were
/// retained and released at every look-up, by the closure `location` hands the measure).
/// `@unchecked Sendable` for its two blocks, written in `init` and only read after.
final class ArcLengthInverse: @unchecked Sendable {
    let measure: PathMeasure
    static let intervals = 256
    /// Per segment, per interval: c0…c3 of t(u) = c0 + u·(c1 + u·(c2 + u·c3)), u ∈ [0, 1].
    /// In a block of the table's own, like `trusted` (freed with it; never changed): a look-up
    /// reads them with no array's bounds check (checked in debug builds), a coin's sixty times a
    /// second.
    private let coefficients: UnsafeMutableBufferPointer<Double>
    /// Per segment, the parameter at each node j = 0…intervals (distance length·j/intervals).
    private let nodes: [Double]
    /// Per segment, its length as `PathMeasure.parameter` takes it (the table's last entry).
    private let lengths: [Double]
    /// Per segment, per interval: the seed's error, measured where a cubic Hermite piece's error
    /// peaks (a quarter, half and three quarters in), is below the tolerance by `margin`.
    private let trusted: UnsafeMutableBufferPointer<Bool>
    /// How far below the tolerance a trusted interval's measured error lies. The error of a
    /// Hermite piece is h⁴/24 · t⁗(s) · u²(1 − u)²: for a steady t⁗ it peaks at u = ½, where it
    /// is measured, so 8 leaves room for t⁗ to change eightfold within one interval (a 256th of
    /// the segment). Where it changes faster (a cusp, where the speed vanishes) the measured error
    /// is large and the interval not trusted. 64 left 76 of the coin path's 256 intervals to the
    /// test, and the test's integral was 4 % of the helper thread (coins-1000, callgrind); at 8
    /// all are trusted (seeds within an eighth of the tolerance).
    static let margin = 8.0

    private init(_ measure: PathMeasure, coefficients: [Double], nodes: [Double], lengths: [Double],
                 trusted: [Bool]) {
        (self.measure, self.nodes, self.lengths) = (measure, nodes, lengths)
        self.coefficients = .allocate(capacity: coefficients.count)
        _ = self.coefficients.initialize(from: coefficients)
        self.trusted = .allocate(capacity: coefficients.count / 4)
        if trusted.isEmpty { self.trusted.initialize(repeating: false) } else { _ = self.trusted.initialize(from: trusted) }
    }

    deinit {
        coefficients.deallocate()
        trusted.deallocate()
    }

    convenience init(_ measure: PathMeasure) {
        let m = ArcLengthInverse.intervals
        var coefficients: [Double] = [], nodes: [Double] = [], lengths: [Double] = []
        coefficients.reserveCapacity(measure.segments.count * m * 4)
        for (i, seg) in measure.segments.enumerated() {
            let total = measure.tables[i][PathMeasure.pieces]
            lengths.append(total)
            let ts = (0...m).map { j in ArcLengthInverse.solve(measure, i, total * Double(j) / Double(m)) }
            let ds = total / Double(m)
            // dt/ds at the nodes; where the speed vanishes the secant stands in.
            let slopes = ts.indices.map { j -> Double in
                let v = seg.derivative(at: ts[j]).length
                if v > 0, (ds / v).isFinite { return ds / v }
                return ts[min(j + 1, m)] - ts[max(j - 1, 0)]
            }
            for j in 0..<m {
                let p0 = ts[j], p1 = ts[j + 1], m0 = slopes[j], m1 = slopes[j + 1]
                coefficients += [p0, m0, 3 * (p1 - p0) - 2 * m0 - m1, 2 * (p0 - p1) + m0 + m1]
            }
            nodes += ts
        }
        // The table untrusted first, to measure its seeds with.
        let plain = ArcLengthInverse(measure, coefficients: coefficients, nodes: nodes, lengths: lengths, trusted: [])
        let trusted = measure.segments.indices.flatMap { i in (0..<m).map { j in plain.trust(segment: i, interval: j) } }
        self.init(measure, coefficients: coefficients, nodes: nodes, lengths: lengths, trusted: trusted)
    }

    /// Whether interval `j` of segment `i` is `trusted`: its seeds' errors at u = ¼, ½, ¾.
    private func trust(segment i: Int, interval j: Int) -> Bool {
        let total = lengths[i], m = Double(ArcLengthInverse.intervals)
        // A segment of no length has no seed to measure (`parameter` answers it before the table).
        guard total > 0 else { return false }
        let limit = PathMeasure.tolerance(total) / ArcLengthInverse.margin
        return [0.25, 0.5, 0.75].allSatisfy { u in
            let distance = total * (Double(j) + u) / m
            return abs(seedError(segment: i, distance: distance).error) < limit
        }
    }

    /// The table's seed at `distance` into segment `i` (inside it) and its error in distance, as
    /// `parameter(inSegment:atDistance:)` tests it.
    @inline(__always)
    private func seedError(segment i: Int, distance: Double) -> (t: Double, error: Double) {
        let total = lengths[i], m = ArcLengthInverse.intervals
        let u = distance / total * Double(m)
        let j = min(Int(u), m - 1), f = u - Double(j)
        let t0 = nodes[i * (m + 1) + j], s0 = total * Double(j) / Double(m)
        let t = seed(segment: i, interval: j, f)
        // The integral from the node (negative back to it when t < t0) is over a short span.
        return (t, s0 + measure.segments[i].gaussLegendre(t0, t) - distance)
    }

    /// The Hermite piece of interval `j` of segment `i` at `f` ∈ [0, 1).
    @inline(__always)
    private func seed(segment i: Int, interval j: Int, _ f: Double) -> Double {
        let k = (i * ArcLengthInverse.intervals + j) * 4
        return coefficients[k] + f * (coefficients[k + 1] + f * (coefficients[k + 2] + f * coefficients[k + 3]))
    }

    /// The parameter at `distance` into segment `i`, solved well below the tolerance (the
    /// table's nodes): `PathMeasure.parameter`, then Newton steps on its own residual.
    private static func solve(_ measure: PathMeasure, _ i: Int, _ distance: Double) -> Double {
        var t = measure.parameter(inSegment: i, atDistance: distance)
        let table = measure.tables[i], total = table[PathMeasure.pieces], seg = measure.segments[i]
        guard distance > 0, distance < total else { return t }
        let n = Double(PathMeasure.pieces)
        for _ in 0..<4 {
            let lo = min(Int(t * n), PathMeasure.pieces - 1)
            let err = table[lo] + seg.gaussLegendre(Double(lo) / n, t) - distance
            let speed = seg.derivative(at: t).length
            guard abs(err) > 1e-14 * max(1, total), speed > 0 else { break }
            let next = t - err / speed
            guard next > 0, next < 1 else { break }
            t = next
        }
        return t
    }

    /// Segment index and parameter at a fraction of the total length, as
    /// `PathMeasure.location(atFraction:)` finds them.
    @inline(__always)
    func location(atFraction fraction: Double) -> (segment: Int, t: Double) {
        measure.location(atFraction: fraction) { i, d in parameter(inSegment: i, atDistance: d) }
    }

    /// The parameter in segment `i` at `distance` of its own length (`PathMeasure.parameter`).
    func parameter(inSegment i: Int, atDistance distance: Double) -> Double {
        let total = lengths[i]
        if distance <= 0 || total <= 0 { return distance <= 0 ? 0 : 1 }
        if distance >= total { return 1 }
        let m = ArcLengthInverse.intervals
        let u = distance / total * Double(m)
        let j = min(Int(u), m - 1)
        if trusted[i * m + j] { return seed(segment: i, interval: j, u - Double(j)) }
        var (t, err) = seedError(segment: i, distance: distance)
        let tolerance = PathMeasure.tolerance(total)
        if abs(err) < tolerance { return t }
        let seg = measure.segments[i], t0 = nodes[i * (m + 1) + j], s0 = total * Double(j) / Double(m)
        let speed = seg.derivative(at: t).length
        if speed > 0 {
            t -= err / speed
            err = s0 + seg.gaussLegendre(t0, t) - distance
            if abs(err) < tolerance, t >= 0, t <= 1 { return t }
        }
        return measure.parameter(inSegment: i, atDistance: distance)
    }

    /// Whether the look-up at `distance` into segment `i` skips the test (for tests: a trusted
    /// interval's seed passes it).
    func skipsTest(inSegment i: Int, atDistance distance: Double) -> Bool {
        let m = ArcLengthInverse.intervals, u = distance / lengths[i] * Double(m)
        return distance > 0 && distance < lengths[i] && trusted[i * m + min(Int(u), m - 1)]
    }

    /// How many intervals are trusted, of how many (for tests).
    var trustedCount: (trusted: Int, of: Int) { (trusted.filter { $0 }.count, trusted.count) }

    /// The seed at `distance` into segment `i` and whether it passes the test (for tests).
    func seedPasses(inSegment i: Int, atDistance distance: Double) -> (t: Double, passes: Bool) {
        let (t, err) = seedError(segment: i, distance: distance)
        return (t, abs(err) < PathMeasure.tolerance(lengths[i]))
    }
}
