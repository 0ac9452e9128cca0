/// Measurements of the paths a scene's keyframe animations follow, kept by content: a scene that
/// adds the same path again and again (a coin per frame, each along the same curve) measures it
/// once. Owned by a `Scene` (no global state) and bounded: when `capacity` different paths have
/// been measured the cache starts afresh, so a scene of ever-new paths keeps at most that many.
///
/// A hit returns the measure of segments with the very same bits (the key is the coordinates'
/// bit patterns, so 0 and −0 are different paths), which is exactly what measuring again would
/// give: every result stays bit-identical.
final class PathMeasureCache {
    static let capacity = 64

    private var measures: [Key: PathMeasure] = [:]
    /// The same paths' arc lengths inverted (for evaluation plans), made on first use.
    private var inverses: [Key: ArcLengthInverse] = [:]

    /// The measure of `segments` (nil when there are none), measured on first use.
    func measure(_ segments: [BezierSegment]) -> PathMeasure? {
        guard !segments.isEmpty else { return nil }
        let key = Key(segments)
        if let m = measures[key] { return m }
        guard let m = PathMeasure(segments: segments) else { return nil }
        if measures.count >= PathMeasureCache.capacity { measures.removeAll(keepingCapacity: true) }
        measures[key] = m
        return m
    }

    /// The inverted arc length of `segments` (nil when there are none), shared by content.
    func inverse(_ segments: [BezierSegment]) -> ArcLengthInverse? {
        guard !segments.isEmpty else { return nil }
        let key = Key(segments)
        if let inv = inverses[key] { return inv }
        guard let m = measure(segments) else { return nil }
        if inverses.count >= PathMeasureCache.capacity { inverses.removeAll(keepingCapacity: true) }
        let inv = ArcLengthInverse(m)
        inverses[key] = inv
        return inv
    }

    var count: Int { measures.count }

    /// The segments' kinds and coordinates as bit patterns.
    private struct Key: Hashable {
        let bits: [UInt64]

        init(_ segments: [BezierSegment]) {
            var bits: [UInt64] = []
            bits.reserveCapacity(segments.count * 9)
            func add(_ kind: UInt64, _ points: Point...) {
                bits.append(kind)
                for p in points { bits.append(p.x.bitPattern); bits.append(p.y.bitPattern) }
            }
            for s in segments {
                switch s {
                case .line(let a, let b): add(2, a, b)
                case .quad(let a, let c, let b): add(3, a, c, b)
                case .cubic(let a, let c1, let c2, let b): add(4, a, c1, c2, b)
                }
            }
            self.bits = bits
        }
    }
}
