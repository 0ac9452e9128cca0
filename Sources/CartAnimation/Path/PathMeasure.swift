/// Arc-length measurement of a list of segments, built once, for paced keyframes and
/// `Path:pointAt`: where along the path (segment, parameter) lies a given distance
/// (CA-SEMANTICS §4.4).
public struct PathMeasure: Sendable {
    public let segments: [BezierSegment]
    /// Per segment: the cumulative length at t = i/pieces, i = 0…pieces.
    let tables: [[Double]]
    /// Cumulative length at the start of each segment, plus the total at the end.
    public let segmentStarts: [Double]
    /// `segmentStarts` over the total length (empty when the path has none): a paced keyframe
    /// animation's key times, made once with the measure rather than at every `prepare`.
    let startFractions: [Double]
    static let pieces = 16

    /// nil when there are no segments.
    public init?(segments: [BezierSegment]) {
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        var tables: [[Double]] = []
        var starts: [Double] = [0]
        for seg in segments {
            var table = [0.0]
            var acc = 0.0
            for i in 0..<PathMeasure.pieces {
                let a = Double(i) / Double(PathMeasure.pieces), b = Double(i + 1) / Double(PathMeasure.pieces)
                acc += seg.gaussLegendre(a, b)
                table.append(acc)
            }
            tables.append(table)
            starts.append(starts[starts.count - 1] + acc)
        }
        self.tables = tables
        segmentStarts = starts
        let total = starts[starts.count - 1]
        startFractions = total > 0 ? starts.map { $0 / total } : []
    }

    public var totalLength: Double { segmentStarts[segmentStarts.count - 1] }

    /// The length of segment `i`.
    public func length(ofSegment i: Int) -> Double { segmentStarts[i + 1] - segmentStarts[i] }

    /// The parameter t in segment `i` at which `distance` of its own length has been covered.
    public func parameter(inSegment i: Int, atDistance distance: Double) -> Double {
        let table = tables[i]
        let total = table[table.count - 1]
        if distance <= 0 || total <= 0 { return distance <= 0 ? 0 : 1 }
        if distance >= total { return 1 }
        // The piece holding the distance, then Newton (ds/dt = |B'(t)|) kept inside the piece,
        // falling back to bisection.
        var lo = 0, hi = PathMeasure.pieces
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] <= distance { lo = mid } else { hi = mid }
        }
        let n = Double(PathMeasure.pieces)
        var a = Double(lo) / n, b = Double(lo + 1) / n
        let base = table[lo], pieceLength = table[lo + 1] - table[lo]
        let seg = segments[i]
        var t = a + (pieceLength > 0 ? (distance - base) / pieceLength : 0) / n
        for _ in 0..<50 {
            let err = base + seg.gaussLegendre(Double(lo) / n, t) - distance
            if abs(err) < PathMeasure.tolerance(total) { return t }
            if err > 0 { b = t } else { a = t }
            let speed = seg.derivative(at: t).length
            var next = speed > 0 ? t - err / speed : (a + b) / 2
            if !(next > a && next < b) { next = (a + b) / 2 }
            t = next
        }
        return t
    }

    /// How far from the asked distance a parameter may land: 1e−9 of the segment's length
    /// `total` (at least of 1 point). The one tolerance of every arc-length solver here.
    @inline(__always)
    static func tolerance(_ total: Double) -> Double { 1e-9 * max(1, total) }

    /// Segment index and parameter at a fraction of the total length.
    public func location(atFraction fraction: Double) -> (segment: Int, t: Double) {
        location(atFraction: fraction) { i, d in parameter(inSegment: i, atDistance: d) }
    }

    /// `location(atFraction:)` with `solve` finding the parameter at a distance into a segment
    /// (`ArcLengthInverse` seeds it from a table).
    @inline(__always)
    func location(atFraction fraction: Double, solve: (Int, Double) -> Double) -> (segment: Int, t: Double) {
        let total = totalLength
        guard total > 0 else { return (fraction >= 1 ? segments.count - 1 : 0, fraction >= 1 ? 1 : 0) }
        let s = min(max(fraction, 0), 1) * total
        var i = 0
        while i < segments.count - 1 && segmentStarts[i + 1] <= s { i += 1 }
        return (i, solve(i, s - segmentStarts[i]))
    }

    /// The point at a fraction of the total arc length.
    public func point(atFraction fraction: Double) -> Point {
        let (i, t) = location(atFraction: fraction)
        return segments[i].point(at: t)
    }
}
