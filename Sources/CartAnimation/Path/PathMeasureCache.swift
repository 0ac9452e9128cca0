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

    /// The last path `shape(of:)` worked out, and the last segments measured and inverted: a
    /// scene adding one path again and again hands over the very same arrays each time.
    private var lastShape = LastByStorage<BezierPath.Element, PathShape>()
    private var lastMeasured = LastByStorage<BezierSegment, PathMeasure>()
    private var lastInverted = LastByStorage<BezierSegment, ArcLengthInverse>()
    /// The last path's keyframe plan (`KeyframePlan.make`), with its mode and kind and what it warned of.
    private var lastPlan = LastByStorage<BezierPath.Element, (KeyframeAnimation.CalculationMode, ValueKind, KeyframePlan,
                                                               [Warning.Cause])>()

    /// The keyframe plan of an animation along `path` that keys on nothing else, in `mode`, on a
    /// key path of `kind`: `make`'s, or the one made for the last call with the same path (the
    /// same elements' storage), mode and kind, and its warnings again.
    func plan(along path: BezierPath, mode: KeyframeAnimation.CalculationMode, kind: ValueKind,
              make: () -> (KeyframePlan, [Warning.Cause])) -> (KeyframePlan, [Warning.Cause]) {
        if let (m, k, plan, warnings) = lastPlan.value(for: path.elements), m == mode, k == kind { return (plan, warnings) }
        let (plan, warnings) = make()
        lastPlan.keep((mode, kind, plan, warnings), for: path.elements)
        return (plan, warnings)
    }

    /// What a keyframe animation takes from `path` (§4.1): its keyframe points and segments,
    /// worked out once for a path added again and again (the same elements' storage).
    func shape(of path: BezierPath) -> PathShape {
        if let shape = lastShape.value(for: path.elements) { return shape }
        let shape = PathShape(path)
        lastShape.keep(shape, for: path.elements)
        return shape
    }

    /// Whether two arrays are one storage (so, the same elements): never true of empty ones.
    static func sameStorage<E>(_ a: [E], _ b: [E]) -> Bool {
        guard a.count == b.count, let s = storage(a) else { return false }
        return s == storage(b)
    }

    /// An array's storage, nil for an empty one (empty arrays share one storage).
    @inline(__always)
    static func storage<E>(_ a: [E]) -> UnsafeRawPointer? {
        a.isEmpty ? nil : a.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// The measure of `segments` (nil when there are none), measured on first use.
    func measure(_ segments: [BezierSegment]) -> PathMeasure? {
        guard !segments.isEmpty else { return nil }
        if let m = lastMeasured.value(for: segments) { return m }
        guard let m = measureByContent(segments) else { return nil }
        lastMeasured.keep(m, for: segments)
        return m
    }

    private func measureByContent(_ segments: [BezierSegment]) -> PathMeasure? {
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
        if let inv = lastInverted.value(for: segments) { return inv }
        guard let inv = inverseByContent(segments) else { return nil }
        lastInverted.keep(inv, for: segments)
        return inv
    }

    private func inverseByContent(_ segments: [BezierSegment]) -> ArcLengthInverse? {
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

/// The last array handed over and what was made of it, told again by the array's storage
/// (copies of one value share it, `PathMeasureCache.storage`) without a key made and
/// hashed. It holds the array, so that storage is never changed or reused while compared with.
private struct LastByStorage<Element, Made> {
    /// Held only to keep its storage alive and unchanged; compared by `base` and `count`.
    private var array: [Element] = []
    private var base: UnsafeRawPointer?
    private var made: Made?

    /// The comparison reads two words: looking at the kept pair (an optional tuple) copied it,
    /// retaining and releasing the array and the object (~140 instructions a look).
    func value(for other: [Element]) -> Made? {
        guard let base, other.count == array.count, PathMeasureCache.storage(other) == base else { return nil }
        return made
    }

    mutating func keep(_ made: Made, for array: [Element]) {
        self.array = array
        self.made = made
        base = PathMeasureCache.storage(array)
    }
}

/// A path's keyframe points (as values and as points) and its segments (`BezierPath`), made
/// once and shared by the keyframe plans of every animation along the path.
final class PathShape {
    let frames: [Value]
    let points: [Point]
    let segments: [BezierSegment]

    init(_ path: BezierPath) {
        points = path.keyframePoints
        frames = points.map(Value.point)
        segments = path.segments
    }
}
