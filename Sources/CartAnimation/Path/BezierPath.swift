/// A Bézier path built the way UIBezierPath / CGPath are: moveTo, lineTo, quadCurveTo, curveTo,
/// close. Used as a keyframe animation's `path` (CA-SEMANTICS §4.1).
public struct BezierPath: Hashable, Sendable {
    /// One path element, as CGPathApply reports them.
    public enum Element: Hashable, Sendable {
        case moveTo(Point)
        case lineTo(Point)
        case quadCurveTo(Point, control: Point)
        case curveTo(Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) {
        for e in elements { append(e) }
    }

    public mutating func move(to p: Point) { append(.moveTo(p)) }
    public mutating func addLine(to p: Point) { append(.lineTo(p)) }
    public mutating func addQuadCurve(to p: Point, control c: Point) { append(.quadCurveTo(p, control: c)) }
    public mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) {
        append(.curveTo(p, control1: c1, control2: c2))
    }
    public mutating func close() { append(.close) }

    /// Appends an element. A drawing element with no current point starts at (0, 0), as CGPath
    /// would have it after an implicit moveTo.
    public mutating func append(_ e: Element) {
        if elements.isEmpty {
            if e == .close { return }  // a lone close does nothing
            if case .moveTo = e {} else { elements.append(.moveTo(.zero)) }
        }
        elements.append(e)
    }

    /// The drawn segments in order, each with its own start point. A close is a line back to the
    /// subpath's start ([ASSUME PATH-close]); a moveTo only moves the pen ([ASSUME PATH-move]).
    public var segments: [BezierSegment] {
        var out: [BezierSegment] = []
        var current = Point.zero, subpathStart = Point.zero
        for e in elements {
            switch e {
            case .moveTo(let p):
                current = p
                subpathStart = p
            case .lineTo(let p):
                out.append(.line(current, p))
                current = p
            case .quadCurveTo(let p, let c):
                out.append(.quad(current, c, p))
                current = p
            case .curveTo(let p, let c1, let c2):
                out.append(.cubic(current, c1, c2, p))
                current = p
            case .close:
                out.append(.line(current, subpathStart))
                current = subpathStart
            }
        }
        return out
    }

    /// The keyframe values a keyframe animation takes from this path (§4.1): the start point
    /// (the first moveTo) followed by the end point of each line, curve or close. Control points
    /// and later moveTos add none. Empty when the path draws nothing (only moveTos): such a path
    /// animates nothing, as Apple documents.
    public var keyframePoints: [Point] {
        let segs = segments
        guard let first = segs.first else { return [] }
        var out = [firstMoveTo ?? first.start]
        out.append(contentsOf: segs.map(\.end))
        return out
    }

    private var firstMoveTo: Point? {
        if case .moveTo(let p)? = elements.first { return p }
        return nil
    }

    /// Total arc length of all segments.
    public var length: Double { segments.reduce(0) { $0 + $1.length } }

    /// The point a fraction of the way along the path by arc length (0 → start, 1 → end).
    public func point(atFraction fraction: Double) -> Point? {
        PathMeasure(segments: segments)?.point(atFraction: fraction)
    }
}
