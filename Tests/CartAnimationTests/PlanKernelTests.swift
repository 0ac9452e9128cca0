import CartTestSupport
import Glibc
import Testing
@testable import CartAnimation

/// The sample kernel's shortcuts (issue 15) against what they stand for: the parts model of the
/// transform (`MotionState`) against the matrix the general evaluator builds and reads back, a
/// timing sample shared by siblings against each taking its own, and the paced path's trusted
/// table intervals against the test they skip.
@Suite struct PlanKernelTests {
    /// The trace's digits of `x`: 4 decimals, rounded half away from zero (`NumberFormat`).
    static func digits(_ x: Double) -> Double { (x * 10000).rounded(.toNearestOrAwayFromZero) + 0 }

    /// What the general evaluator's matrix reads back after writing a rotation θ, then (if
    /// given) a scale, on the identity.
    static func readBack(rotation theta: Double, scale: Double?) -> (rotation: Double, scaleX: Double, scaleY: Double) {
        var s = LayerState()
        KeyPath.transformRotationZ.writeNumber(theta, into: &s)
        if let scale { KeyPath.transformScale.writeNumber(scale, into: &s) }
        return (s.transform.rotationZ, s.transform.scaleX, s.transform.scaleY)
    }

    /// Angles where the parts model could go wrong: ±π and its neighbours (which end of the
    /// circle decides the sign), multiples of 2π, negatives, large turns, and many at random.
    static var angles: [Double] {
        let pi = Double.pi
        var xs: [Double] = [0, -0.0, 1e-300, -1e-300, 7, -7, 12.5, 63.9, -63.9, 64, -64, 100, -1e3, 1e6, 4e9]
        for k in -40...40 { xs += [Double(k) * pi / 4, Double(k) * pi, Double(k) * 2 * pi] }
        for base in [pi, -pi, 3 * pi, -3 * pi, 4 * pi, 7 * pi] {
            var (up, down) = (base, base)
            for _ in 0..<4 {
                (up, down) = (up.nextUp, down.nextDown)
                xs += [up, down]
            }
        }
        var g = SplitMix64(seed: 15)
        xs += (0..<20000).map { _ in (g.unit() * 2 - 1) * 70 }
        return xs
    }

    @Test func anglesReadBackAsTheMatrixReadsThem() {
        for theta in PlanKernelTests.angles {
            let general = PlanKernelTests.readBack(rotation: theta, scale: nil).rotation
            let fast = MotionState.angle(theta)
            #expect(abs(fast - general) <= 1e-15 * max(4, abs(theta)), "θ=\(theta): \(fast) vs \(general)")
            #expect(PlanKernelTests.digits(fast) == PlanKernelTests.digits(general), "θ=\(theta): \(fast) vs \(general)")
            #expect(fast > -Double.pi - 1e-15 && fast <= Double.pi + 1e-15)
        }
    }

    @Test func aRotationThenAScaleReadsBackAsItsParts() {
        var g = SplitMix64(seed: 16)
        for theta in PlanKernelTests.angles.prefix(2000) {
            let scale = 1e-3 + g.unit() * 3
            let general = PlanKernelTests.readBack(rotation: theta, scale: scale)
            let fast = (MotionState.angle(theta), scale, scale)
            #expect(abs(fast.0 - general.rotation) <= 1e-15 * max(4, abs(theta)), "θ=\(theta)")
            #expect(abs(fast.1 - general.scaleX) <= 1e-15 * scale && abs(fast.2 - general.scaleY) <= 1e-15 * scale)
            #expect(PlanKernelTests.digits(fast.0) == PlanKernelTests.digits(general.rotation), "θ=\(theta)")
            #expect(PlanKernelTests.digits(fast.1) == PlanKernelTests.digits(general.scaleX))
        }
    }

    /// A line's motion against the sample's: position, opacity and translation to the bit (a
    /// paced position within twice the path's tolerance), scale and rotation to a few units in
    /// the last place where the parts model made them.
    static func expectSameMotion(_ a: SampleMotion, _ b: SampleMotion, pacedLength: Double?, _ note: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let limit = pacedLength.map { 2 * PathMeasure.tolerance($0) + 1e-12 } ?? 0
        #expect(abs(a.position.x - b.position.x) <= limit && abs(a.position.y - b.position.y) <= limit,
                "\(note): \(a.position) vs \(b.position)", sourceLocation: sourceLocation)
        #expect(a.opacity == b.opacity && a.translationX == b.translationX && a.translationY == b.translationY,
                "\(note)", sourceLocation: sourceLocation)
        // The tangent of a paced path turns the matrix; within the curvature times the distance.
        let close = pacedLength == nil ? 1e-15 : 1e-6
        for (x, y) in [(a.scaleX, b.scaleX), (a.scaleY, b.scaleY), (a.rotation, b.rotation)] {
            #expect(abs(x - y) <= close * max(4, abs(y)), "\(note): \(a) vs \(b)", sourceLocation: sourceLocation)
        }
    }

    /// Coin-like random scenes (groups of motion animations, children mostly in their group's
    /// time) give the general evaluator's lines, and some layers of each take the parts model.
    @Test(arguments: 0..<30) func thePartsModelGivesTheGeneralEvaluatorsLines(seed: Int) {
        var r = PlanRandom(seed: UInt64(1000 + seed))
        let scene = r.coinScene()
        let plan = ScenePlan(scene: scene)
        var times: [Double] = (0..<120).map { Double($0) / 40 - 0.5 }
        times += (0..<40).map { _ in r.unit() * 3 }
        for t in times {
            #expect(plan.lines(at: t))
            var samples: [LayerSample] = []
            plan.samples(at: t, into: &samples)
            var layers: [Layer] = []
            scene.window.forEachInTree { layers.append($0) }
            for (k, (line, (s, layer))) in zip(plan.lines, zip(samples, layers)).enumerated() where line.kept != 0 {
                PlanKernelTests.expectSameMotion(plan.motion(ofLine: k), SampleMotion(s.state),
                                                 pacedLength: PlanDifferentialTests.pacedPathLength(layer),
                                                 "t=\(t) \(s.name)")
            }
            PlanDifferentialTests.expectSame(plan, scene, at: t)
        }
        var parts = 0, others = 0
        scene.window.forEachInTree { layer in
            guard !layer.attachments.isEmpty, let p = layer.program else { return }
            if p.partsModel { parts += 1 } else { others += 1 }
        }
        #expect(parts > 0, "\(parts) parts model, \(others) not")
    }

    /// Siblings in their group's time share one timing sample; a step after a nested group, in
    /// its own group's time, does not take the nested group's child's, though their timings match.
    @Test func siblingsShareTheirTimingSampleAndOnlySiblings() throws {
        let scene = Scene()
        let layer = scene.makeLayer(name: "nested")
        try scene.window.addSublayer(layer)
        func basic(_ keyPath: KeyPath, _ to: Double) -> BasicAnimation {
            let b = BasicAnimation(keyPath: keyPath)
            (b.fromValue, b.toValue, b.duration) = (.number(0), .number(to), 1)
            return b
        }
        let inner = AnimationGroup(animations: [basic(.opacity, 1), basic(.positionX, 300)])
        (inner.duration, inner.beginTime, inner.timingFunction) = (1, 0.5, TimingFunction(name: .easeOut))
        let outer = AnimationGroup(animations: [inner, basic(.positionY, 500), basic(.transformRotationZ, 9)])
        (outer.duration, outer.timingFunction, outer.fillMode) = (2, TimingFunction(name: .easeIn), .both)
        try layer.add(outer, forKey: "g")
        let plan = ScenePlan(scene: scene)
        for t in (0..<100).map({ Double($0) / 40 - 0.2 }) { PlanDifferentialTests.expectSame(plan, scene, at: t) }
        // positionX takes opacity's; rotation takes positionY's; positionY not positionX's.
        #expect(layer.program?.sharedTimings == 2)
    }

    /// The coin's path: its whole table is trusted (`ArcLengthInverse.margin`), and wherever
    /// it is, the seed passes the test it skips, so the answer is the tested answer to the bit.
    @Test func theCoinPathsTrustedIntervalsPassTheTest() throws {
        var path = BezierPath()
        path.move(to: Point(x: 60, y: 700))
        path.addQuadCurve(to: Point(x: 320, y: 90), control: Point(x: 320, y: 700))
        let inverse = try #require(PathMeasure(segments: path.segments).map { ArcLengthInverse($0) })
        let (trusted, of) = inverse.trustedCount
        #expect(trusted == of && of == ArcLengthInverse.intervals, "\(trusted) of \(of)")
        PlanKernelTests.expectTrustedPass(inverse, samples: 20000)
    }

    /// Random paths, cusps (a control point on an end point) among them.
    @Test(arguments: 0..<20) func randomPathsTrustedIntervalsPassTheTest(seed: Int) throws {
        var g = SplitMix64(seed: UInt64(seed) + 77)
        func point() -> Point { Point(x: g.unit() * 400, y: g.unit() * 800) }
        var path = BezierPath()
        var at = point()
        path.move(to: at)
        for _ in 0..<(1 + Int(g.next() % 3)) {
            let end = point()
            switch g.next() % 4 {
            case 0: path.addLine(to: end)
            case 1: path.addQuadCurve(to: end, control: point())
            case 2: path.addCurve(to: end, control1: at, control2: point())  // a cusp at the start
            default: path.addCurve(to: end, control1: point(), control2: point())
            }
            at = end
        }
        let inverse = try #require(PathMeasure(segments: path.segments).map { ArcLengthInverse($0) })
        PlanKernelTests.expectTrustedPass(inverse, samples: 4000)
    }

    static func expectTrustedPass(_ inverse: ArcLengthInverse, samples n: Int,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        var g = SplitMix64(seed: 5)
        for i in inverse.measure.segments.indices {
            let length = inverse.measure.length(ofSegment: i)
            for k in 0..<n {
                let d = (k % 2 == 0 ? Double(k) / Double(n) : g.unit()) * length
                guard inverse.skipsTest(inSegment: i, atDistance: d) else { continue }
                let (t, passes) = inverse.seedPasses(inSegment: i, atDistance: d)
                #expect(passes && inverse.parameter(inSegment: i, atDistance: d).bitPattern == t.bitPattern,
                        "segment \(i) at \(d)", sourceLocation: sourceLocation)
            }
        }
    }
}

extension PlanRandom {
    /// A window with coin-like layers: each flies a group of motion animations (a paced path,
    /// rotations, scales, translations, opacity, position), its children mostly in the group's
    /// time, on a model whose transform the parts model starts from or not.
    mutating func coinScene() -> Scene {
        let scene = Scene()
        for i in 0..<(3 + Int(next() % 4)) {
            let layer = scene.makeLayer(name: "coin\(i)")
            try? scene.window.addSublayer(layer)
            layer.position = point()
            layer.transform = pick([.identity, .identity, .translation(5, -3), .scale(2, 0.5), .rotation(0.7)])
            let d = pick([0.5, 1, 1.3])
            let children = (0..<(2 + Int(next() % 4))).map { _ in coinChild(duration: d) }
            let group = AnimationGroup(animations: children)
            group.duration = d
            group.fillMode = pick([.forwards, .both, .removed])
            if chance(0.3) { group.timingFunction = TimingFunction(name: pick(TimingFunction.Name.allCases)) }
            if chance(0.2) { group.autoreverses = true }
            if chance(0.2) { group.repeatCount = 2 }
            try? layer.add(group, forKey: "coin")
        }
        return scene
    }

    mutating func coinChild(duration d: Double) -> Animation {
        if next() % 6 == 0 {
            let k = pacedPath() as! KeyframeAnimation
            k.keyPath = .position
            (k.duration, k.beginTime, k.speed, k.timeOffset, k.repeatCount, k.repeatDuration) = (d, 0, 1, 0, 0, 0)
            return k
        }
        let paths: [KeyPath] = [.transformRotation, .transformRotationZ, .transformScale, .transformScaleX,
                                .transformScaleY, .transformTranslationX, .opacity, .positionX, .transformScaleZ]
        let b = BasicAnimation(keyPath: pick(paths))
        let big = b.keyPath == .transformRotation || b.keyPath == .transformRotationZ ? 4 * Double.pi : 1
        (b.fromValue, b.toValue) = (.number(0.1 + unit() * big), .number(0.1 + unit() * big))
        if chance(0.15) { b.toValue = .number(-unit()) }  // a scale through zero: not the parts model
        b.duration = chance(0.8) ? d : pick([0.4, 0.9])
        if chance(0.4) { b.timingFunction = TimingFunction(name: pick(TimingFunction.Name.allCases)) }
        if chance(0.1) { b.timingFunction = TimingFunction(controlPoints: 0.3, -0.4, 0.6, 1.3) }
        if chance(0.1) { b.additive = true }
        if chance(0.1) { b.cumulative = true }
        return b
    }
}
