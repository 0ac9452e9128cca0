import Testing
@testable import CartAnimation

/// A scene measures a path once however many animations follow it, with the same bits as
/// measuring it afresh, and keeps a bounded number of measurements.
@Suite struct PathMeasureCacheTests {
    let quad = BezierSegment.quad(Point(x: 40, y: 700), Point(x: 320, y: 100), Point(x: 320, y: 700))

    @Test func aRepeatedPathIsMeasuredOnceWithTheSameBits() {
        let cache = PathMeasureCache()
        let first = cache.measure([quad]), again = cache.measure([quad])
        let fresh = PathMeasure(segments: [quad])
        #expect(cache.count == 1)
        #expect(first?.segmentStarts == fresh?.segmentStarts && again?.segmentStarts == fresh?.segmentStarts)
        for f in [0.1, 0.37, 0.5, 0.99] {
            #expect(again?.point(atFraction: f) == fresh?.point(atFraction: f))
        }
        #expect(cache.measure([]) == nil)
    }

    @Test func zeroAndMinusZeroAreDifferentPaths() {
        let cache = PathMeasureCache()
        _ = cache.measure([.line(Point(x: 0, y: 0), Point(x: 10, y: 0))])
        _ = cache.measure([.line(Point(x: -0.0, y: 0), Point(x: 10, y: 0))])
        #expect(cache.count == 2)
    }

    @Test func theCacheStaysBounded() {
        let cache = PathMeasureCache()
        for i in 0..<(PathMeasureCache.capacity * 3) {
            _ = cache.measure([.line(.zero, Point(x: Double(i + 1), y: 0))])
            #expect(cache.count <= PathMeasureCache.capacity)
        }
    }

    /// A path added again and again (copies of one value) is worked out once; a path changed
    /// in between (a new value, even where the old one was uniquely held) is worked out again,
    /// so an animation added after the change follows the changed path.
    @Test func aPathAddedAgainSharesItsShapeAndAChangedOneDoesNot() {
        let cache = PathMeasureCache()
        var path = BezierPath()
        path.move(to: Point(x: 60, y: 700))
        path.addQuadCurve(to: Point(x: 320, y: 90), control: Point(x: 320, y: 700))
        let first = cache.shape(of: path), again = cache.shape(of: path)
        #expect(first === again)
        #expect(first.points == path.keyframePoints && first.segments == path.segments)
        #expect(first.frames == path.keyframePoints.map(Value.point))
        path.addLine(to: Point(x: 0, y: 0))
        let changed = cache.shape(of: path)
        #expect(changed !== first)
        #expect(changed.points == path.keyframePoints && changed.points.count == 3)
        // The segments handed out are told by their storage too, and give the content's measure.
        let m = cache.measure(changed.segments), m2 = cache.measure(changed.segments)
        #expect(m?.segmentStarts == m2?.segmentStarts && m?.segmentStarts == PathMeasure(segments: path.segments)?.segmentStarts)
        #expect(cache.inverse(changed.segments) === cache.inverse(changed.segments))
        #expect(!PathMeasureCache.sameStorage([Point](), [Point]()))
    }

    /// Keyframe animations along one path that key on nothing else share one plan when attached
    /// to a scene's layers (a coin per frame built it each time); another mode, another kind of
    /// key path, key times or a changed path get plans of their own, and a path that draws
    /// nothing warns each time. An animation not yet prepared holds the one empty plan.
    @Test func keyframeAnimationsAlongOnePathShareTheirPlan() throws {
        let scene = Scene()
        var path = BezierPath()
        path.move(to: Point(x: 60, y: 700))
        path.addQuadCurve(to: Point(x: 320, y: 90), control: Point(x: 320, y: 700))
        func attached(_ mode: KeyframeAnimation.CalculationMode = .paced, keyTimes: [Double]? = nil,
                      along p: BezierPath? = nil) throws -> KeyframeAnimation {
            let k = KeyframeAnimation(keyPath: .position)
            (k.path, k.calculationMode, k.keyTimes, k.duration) = (p ?? path, mode, keyTimes, 1)
            #expect(k.plan === KeyframePlan.empty)
            let layer = scene.makeLayer(name: "coin")
            return try #require(layer.add(k, forKey: "fly") as? KeyframeAnimation)
        }
        let a = try attached(), b = try attached()
        #expect(a.plan === b.plan && a.plan !== KeyframePlan.empty)
        #expect(a.effectiveKeyTimes == PathMeasure(segments: path.segments)?.startFractions)
        let linear = try attached(.linear), timed = try attached(keyTimes: [0, 1])
        #expect(linear.plan !== a.plan && linear.plan.mode == .linear && timed.plan !== a.plan)
        path.addLine(to: Point(x: 0, y: 0))
        #expect(try attached().plan !== a.plan)
        _ = scene.takeChanges()
        var empty = BezierPath()
        empty.move(to: .zero)
        _ = try attached(along: empty)
        _ = try attached(along: empty)
        let warned = scene.takeChanges().filter { if case .warning(let w) = $0 { return w.cause == .pathDrawsNothing } else { return false } }
        #expect(warned.count == 2)
    }
}
