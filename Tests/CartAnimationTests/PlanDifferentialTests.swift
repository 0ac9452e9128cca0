import CartTestSupport
import Testing
@testable import CartAnimation

/// The compiled plan (`ScenePlan`) against the general evaluator (`Evaluator.forEachPresentation`)
/// on random scenes: random media timing (repeat, autoreverse, speed, timeOffset, fill), timing
/// functions, from/to/by, additive and cumulative numbers, springs, paced and other keyframes,
/// paths, nested groups, nested layers with their own time. Every value is the same to the bit,
/// except a paced path's position, whose solver the plan seeds from a table: both answers lie
/// within `PathMeasure.tolerance` of the distance asked, so within twice it of each other.
@Suite struct PlanDifferentialTests {
    @Test(arguments: 0..<40) func thePlanGivesTheGeneralEvaluatorsValues(seed: Int) {
        var r = PlanRandom(seed: UInt64(seed))
        let scene = r.scene()
        let plan = ScenePlan(scene: scene)
        var times: [Double] = (0..<160).map { Double($0) / 40 - 0.5 }
        times += (0..<40).map { _ in r.unit() * 4 }
        for t in times { PlanDifferentialTests.expectSame(plan, scene, at: t) }
    }

    /// Children whose window ends with their group's hold their end in its fill, fill or not
    /// ([ASSUME GROUP-end-hold]): a case random timing seldom lands on.
    @Test func childrenHoldAtTheirGroupsEnd() throws {
        let scene = Scene()
        let layer = scene.makeLayer(name: "held")
        try scene.window.addSublayer(layer)
        let fade = BasicAnimation(keyPath: .opacity)
        (fade.fromValue, fade.toValue) = (.number(1), .number(0.2))
        var path = BezierPath()
        path.move(to: .zero)
        path.addCurve(to: Point(x: 200, y: 10), control1: Point(x: 50, y: 300), control2: Point(x: 90, y: -40))
        let move = KeyframeAnimation(keyPath: .position)
        (move.path, move.calculationMode, move.rotationMode) = (path, .paced, .auto)
        let spin = SpringAnimation(keyPath: .transformRotationZ)
        spin.toValue = .number(3)
        let group = AnimationGroup(animations: [fade, move, spin])
        (group.duration, group.fillMode, group.timingFunction) = (0.6, .forwards, TimingFunction(name: .easeOut))
        try layer.add(group, forKey: "g")
        let plan = ScenePlan(scene: scene)
        for t in [0.3, 0.6, 0.7, 2] { PlanDifferentialTests.expectSame(plan, scene, at: t) }
        #expect(layer.program?.general == false)
        var out: [LayerSample] = []
        plan.samples(at: 0.7, into: &out)
        #expect(out.last?.state.opacity == Float(0.2))
    }

    /// The random scenes exercise the plan's steps, not only its fallback to the general evaluator.
    @Test func mostRandomLayersAreCompiledIntoSteps() {
        var compiled = 0, general = 0
        for seed in 0..<40 {
            var r = PlanRandom(seed: UInt64(seed))
            let scene = r.scene()
            var samples: [LayerSample] = []
            ScenePlan(scene: scene).samples(at: 0, into: &samples)
            scene.window.forEachInTree { layer in
                guard !layer.attachments.isEmpty, let p = layer.program else { return }
                if p.general { general += 1 } else { compiled += 1 }
            }
        }
        #expect(compiled > general && general > 0, "\(compiled) compiled, \(general) general")
    }

    /// Asserts that the plan and the general evaluator give the same samples at `t`.
    static func expectSame(_ plan: ScenePlan, _ scene: Scene, at t: Double,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        var planned: [LayerSample] = []
        plan.samples(at: t, into: &planned)
        var general: [(Layer, LayerSample)] = []
        Evaluator.forEachPresentation(in: scene.window, at: t) { layer, parent, state in
            general.append((layer, LayerSample(name: layer.displayName, superlayer: parent?.displayName, state: state,
                                               serial: layer.serial, superSerial: parent?.serial)))
        }
        #expect(planned.count == general.count, sourceLocation: sourceLocation)
        for (p, (layer, g)) in zip(planned, general) {
            #expect(p.name == g.name && p.superlayer == g.superlayer && p.serial == g.serial
                    && p.superSerial == g.superSerial, sourceLocation: sourceLocation)
            var a = p.state, b = g.state
            if let length = pacedPathLength(layer) {
                let limit = 2 * PathMeasure.tolerance(length) + 1e-12
                for (x, y) in [(a.position, b.position), (a.anchorPoint, b.anchorPoint)] {
                    #expect(abs(x.x - y.x) <= limit && abs(x.y - y.y) <= limit,
                            "t=\(t) \(layer.displayName): \(x) vs \(y)", sourceLocation: sourceLocation)
                }
                // The tangent turns by at most the curvature times that distance.
                #expect(zip(a.transform.rows, b.transform.rows).allSatisfy { abs($0 - $1) <= 1e-6 },
                        sourceLocation: sourceLocation)
                (a.position, a.anchorPoint, a.transform) = (b.position, b.anchorPoint, b.transform)
            }
            #expect(a == b, "t=\(t) \(layer.displayName): \(a) vs \(b)", sourceLocation: sourceLocation)
        }
    }

    /// The longest path of the layer's paced path animations, nil when it has none.
    static func pacedPathLength(_ layer: Layer) -> Double? {
        func lengths(_ a: Animation) -> [Double] {
            if let g = a as? AnimationGroup { return g.animations.flatMap(lengths) }
            if let k = a as? KeyframeAnimation, let m = k.plan.measure { return [m.totalLength] }
            return []
        }
        return layer.attachments.flatMap { lengths($0.animation) }.max()
    }
}

/// Random scenes from a seed.
struct PlanRandom {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1) }

    mutating func next() -> UInt64 { generator.next() }
    mutating func unit() -> Double { generator.unit() }
    mutating func chance(_ p: Double) -> Bool { generator.chance(p) }
    mutating func pick<T>(_ xs: [T]) -> T { generator.pick(xs) }

    static let numberPaths: [KeyPath] = [.opacity, .positionX, .positionY, .transformRotationZ, .transformRotation,
                                         .transformScale, .transformScaleX, .transformScaleY, .transformTranslationX,
                                         .cornerRadius, .boundsSizeWidth, .zPosition, .anchorPointY]

    /// A window with up to two levels of layers, each with its own time, model and animations.
    mutating func scene() -> Scene {
        let scene = Scene()
        var parents: [Layer] = [scene.window]
        for i in 0..<(2 + Int(next() % 5)) {
            let layer = scene.makeLayer(name: chance(0.8) ? "l\(i)" : nil)
            try? pick(parents).addSublayer(layer)
            parents.append(layer)
            if chance(0.4) { layer.beginTime = pick([0, 0.25, -0.5]) }
            if chance(0.4) { layer.speed = pick([1, 2, 0.5, -1, 0]) }
            if chance(0.4) { layer.timeOffset = pick([0, 0.3, 1.1]) }
            layer.position = Point(x: unit() * 300, y: unit() * 600)
            layer.bounds = Rect(x: 0, y: 0, width: 10 + unit() * 50, height: 24)
            if chance(0.3) { layer.transform = .rotation(unit() * 3).scaled(1 + unit(), 1) }
            if chance(0.3) { layer.opacity = Float(unit()) }
            for n in 0..<Int(next() % 3) {
                scene.currentTime = pick([0, 0.1, 0.5])
                try? layer.add(animation(depth: 0), forKey: chance(0.8) ? "k\(n)" : nil)
            }
        }
        scene.currentTime = 0
        return scene
    }

    mutating func animation(depth: Int) -> Animation {
        switch next() % (depth < 2 ? 7 : 6) {
        case 0, 1: return basic()
        case 2: return spring()
        case 3, 4: return pacedPath()
        case 5: return otherKeyframes()
        default:
            let g = AnimationGroup(animations: (0..<(1 + Int(next() % 4))).map { _ in animation(depth: depth + 1) })
            timing(g)
            return g
        }
    }

    mutating func timing(_ a: Animation) {
        a.duration = pick([0, 0.3, 0.5, 1, 1.7])
        if chance(0.4) { a.beginTime = pick([0, 0.2, 0.75, -0.3]) }
        if chance(0.3) { a.speed = pick([2, 0.5, -1]) }
        if chance(0.3) { a.timeOffset = pick([0.1, 0.4, 1.3]) }
        if chance(0.3) { a.repeatCount = pick([1.5, 2, 3, .infinity]) }
        if chance(0.15) { a.repeatDuration = pick([0.7, 2.2]) }
        a.autoreverses = chance(0.3)
        a.fillMode = pick(FillMode.allCases)
        a.removedOnCompletion = chance(0.5)
        if chance(0.6) {
            a.timingFunction = chance(0.5) ? TimingFunction(name: pick(TimingFunction.Name.allCases))
                : TimingFunction(controlPoints: Float(unit()), Float(unit() * 2 - 0.5), Float(unit()), Float(unit() * 2 - 0.5))
        }
    }

    mutating func number() -> Value { .number(unit() * 4 - 1) }

    mutating func fromToBy(_ b: BasicAnimation) {
        let which = next() % 8
        if which & 1 != 0 { b.fromValue = number() }
        if which & 2 != 0 { b.toValue = number() }
        if which & 4 != 0 { b.byValue = number() }
        b.additive = chance(0.3)
        b.cumulative = chance(0.3)
    }

    mutating func basic() -> Animation {
        let b = BasicAnimation(keyPath: pick(PlanRandom.numberPaths))
        fromToBy(b)
        timing(b)
        return b
    }

    mutating func spring() -> Animation {
        let s = SpringAnimation(keyPath: pick(PlanRandom.numberPaths))
        fromToBy(s)
        timing(s)
        s.timingFunction = nil
        s.damping = pick([2, 10, 20, 40])
        s.stiffness = pick([50, 100, 300])
        s.initialVelocity = pick([0, 1, -2])
        s.allowsOverdamping = chance(0.5)
        return s
    }

    mutating func point() -> Point { Point(x: unit() * 400, y: unit() * 800) }

    mutating func pacedPath() -> Animation {
        var path = BezierPath()
        path.move(to: point())
        for _ in 0..<(1 + Int(next() % 3)) {
            switch next() % 3 {
            case 0: path.addLine(to: point())
            case 1: path.addQuadCurve(to: point(), control: point())
            default: path.addCurve(to: point(), control1: point(), control2: point())
            }
        }
        if chance(0.2) { path.close() }
        let k = KeyframeAnimation(keyPath: chance(0.9) ? .position : .anchorPoint)
        k.path = path
        k.calculationMode = chance(0.7) ? .paced : .cubicPaced
        if chance(0.4) { k.rotationMode = pick([.auto, .autoReverse]) }
        timing(k)
        return k
    }

    /// Keyframes the plan leaves to the general evaluator.
    mutating func otherKeyframes() -> Animation {
        let k = KeyframeAnimation(keyPath: pick([.opacity, .position]))
        let n = 2 + Int(next() % 3)
        k.values = (0..<n).map { _ in k.keyPath == .opacity ? number() : .point(point()) }
        k.calculationMode = pick(KeyframeAnimation.CalculationMode.allCases)
        timing(k)
        return k
    }
}
