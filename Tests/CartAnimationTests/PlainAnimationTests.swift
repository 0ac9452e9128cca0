import CartTestSupport
import Testing
@testable import CartAnimation

/// An animation attached as plain values (`Layer.attach(plain:)`) against the same animation
/// attached as its object (`Layer.attach(_:)`), on random shapes the layer keeps plain: the plan
/// gives the same samples to the bit, adding warns alike, and the copy made when it is first
/// read is the one adding the object would have kept.
@Suite struct PlainAnimationTests {
    @Test(arguments: 0..<40) func plainValuesApplyAsTheirObjectWould(seed: Int) throws {
        var r = PlanRandom(seed: UInt64(seed))
        let scene = Scene()
        let (plainLayer, objectLayer) = (scene.makeLayer(name: "plain"), scene.makeLayer(name: "object"))
        for layer in [plainLayer, objectLayer] {
            try scene.window.addSublayer(layer)
            layer.position = Point(x: 40, y: 70)
            layer.opacity = 0.8
        }
        let plain = r.plainAnimation()
        #expect(plain.isAttachable)
        scene.currentTime = r.pick([0, 0.1, 0.5])
        _ = scene.takeChanges()
        let att = plainLayer.attach(plain: plain, forKey: "k")
        let plainWarnings = Self.warnings(scene.takeChanges())
        try objectLayer.attach(plain.makeObject(mark: nil), forKey: "k")
        #expect(plainWarnings == Self.warnings(scene.takeChanges()))
        scene.currentTime = 0

        let plan = ScenePlan(scene: scene)
        let times = (0..<120).map { Double($0) / 40 - 0.5 }
        for t in times { Self.expectSameLayers(plan, at: t) }
        // A compiled program made no copy; the general evaluator reads the copy.
        let general = try #require(plainLayer.program).general
        #expect(general == objectLayer.program?.general)
        #expect((att.madeAnimation == nil) == !general)

        // The copy made now is the one adding the object kept, and is made once.
        let made = att.animation
        #expect(att.animation === made && att.madeAnimation === made)
        let kept = try #require(objectLayer.attachments.first?.animation)
        #expect(Self.describe(made) == Self.describe(kept))
        // Compiled again from the copy (a change after adding touches the layer's mark): the same.
        plainLayer.planMark.touch()
        for t in times { Self.expectSameLayers(plan, at: t) }
    }

    /// Reading the attachment's timing, removal and delegate makes no copy.
    @Test func theRunLoopsReadsMakeNoCopy() {
        let scene = Scene()
        let layer = scene.makeLayer(name: "coin")
        var node = PlainAnimation.Node(.basic, keyPath: .opacity)
        (node.to, node.timing.duration, node.removedOnCompletion) = (0.3, 2, false)
        let att = layer.attach(plain: PlainAnimation([node]), forKey: nil)
        #expect(att.timing.duration == 2 && !att.removedOnCompletion && att.delegate == nil)
        #expect(att.plainKind == .basic && att.madeAnimation == nil)
        #expect((att.animation as? BasicAnimation)?.toValue == .number(0.3))
        #expect(att.plainKind == nil)
    }

    /// Shapes the layer keeps as objects: a basic animation with no value (it captures the
    /// presentation value as it is added), a keyframe animation with no path or of a number key
    /// path, nested groups, a group whose count is wrong.
    @Test func onlyPlainShapesAreAttachable() {
        var noValue = PlainAnimation.Node(.basic, keyPath: .opacity)
        #expect(!PlainAnimation([noValue]).isAttachable)
        noValue.by = 1
        #expect(PlainAnimation([noValue]).isAttachable)
        var path = BezierPath()
        path.move(to: .zero)
        path.addLine(to: Point(x: 10, y: 0))
        var move = PlainAnimation.Node(.keyframe, keyPath: .position)
        #expect(!PlainAnimation([move]).isAttachable)
        move.path = path
        #expect(PlainAnimation([move]).isAttachable)
        var wrongKind = move
        wrongKind.keyPath = .opacity
        #expect(!PlainAnimation([wrongKind]).isAttachable)
        var group = PlainAnimation.Node(.group)
        group.childCount = 2
        #expect(PlainAnimation([group, move, noValue]).isAttachable)
        #expect(!PlainAnimation([group, move]).isAttachable)
        group.childCount = 1
        #expect(!PlainAnimation([group, group]).isAttachable)
        #expect(!PlainAnimation([]).isAttachable)
    }

    static func warnings(_ changes: [SceneChange]) -> [String] {
        changes.compactMap { if case .warning(let w) = $0 { return "\(w)" } else { return nil } }
    }

    /// The two layers' samples, the same but for their names.
    static func expectSameLayers(_ plan: ScenePlan, at t: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        var samples: [LayerSample] = []
        plan.samples(at: t, into: &samples)
        guard let a = samples.first(where: { $0.name == "plain" }), let b = samples.first(where: { $0.name == "object" })
        else {
            Issue.record("no samples at \(t)", sourceLocation: sourceLocation)
            return
        }
        #expect(a.state == b.state, "at \(t)", sourceLocation: sourceLocation)
    }

    /// Every value of an attached copy and of its animations.
    static func describe(_ a: Animation) -> String {
        var s = "\(type(of: a)) \(a.timing) \(String(describing: a.timingFunction)) \(a.removedOnCompletion)"
        s += " \(a.delegate.map { ObjectIdentifier($0) }.debugDescription)"
        if let p = a as? PropertyAnimation { s += " \(p.keyPath) \(p.additive) \(p.cumulative)" }
        if let b = a as? BasicAnimation {
            s += " \(String(describing: b.fromValue)) \(String(describing: b.toValue)) \(String(describing: b.byValue))"
            s += " \(String(describing: b.capturedStartValue))"
        }
        if let k = a as? KeyframeAnimation {
            s += " \(String(describing: k.path)) \(k.calculationMode) \(String(describing: k.rotationMode))"
            s += " \(k.effectiveValues) \(k.effectiveKeyTimes)"
        }
        if let g = a as? AnimationGroup { s += " [" + g.animations.map(describe).joined(separator: "; ") + "]" }
        return s
    }
}

extension PlanRandom {
    /// A shape the layer keeps plain: one animation, or a group of up to four.
    mutating func plainAnimation() -> PlainAnimation {
        guard chance(0.6) else { return PlainAnimation([plainLeaf()]) }
        var group = PlainAnimation.Node(.group)
        plainTiming(&group)
        group.childCount = 1 + Int(next() % 4)
        return PlainAnimation([group] + (0..<group.childCount).map { _ in plainLeaf() })
    }

    mutating func plainLeaf() -> PlainAnimation.Node {
        var n: PlainAnimation.Node
        if chance(0.5) {
            n = PlainAnimation.Node(.basic, keyPath: pick(PlanRandom.numberPaths))
            let which = 1 + next() % 7
            if which & 1 != 0 { n.from = unit() * 4 - 1 }
            if which & 2 != 0 { n.to = unit() * 4 - 1 }
            if which & 4 != 0 { n.by = unit() * 4 - 1 }
            n.additive = chance(0.3)
            n.cumulative = chance(0.3)
        } else {
            n = PlainAnimation.Node(.keyframe, keyPath: chance(0.9) ? .position : .anchorPoint)
            guard let k = pacedPath() as? KeyframeAnimation else { preconditionFailure("a keyframe animation") }
            n.path = k.path
            n.calculationMode = pick([.paced, .cubicPaced, .linear, .discrete])
            n.rotationMode = k.rotationMode
            n.additive = chance(0.1)
        }
        plainTiming(&n)
        if chance(0.2) { n.delegate = PlainDelegate() }
        return n
    }

    mutating func plainTiming(_ n: inout PlainAnimation.Node) {
        let a = Animation()
        timing(a)
        n.timing = a.timing
        n.timingFunction = a.timingFunction
        n.removedOnCompletion = a.removedOnCompletion
    }
}

private final class PlainDelegate: AnimationDelegate {}
