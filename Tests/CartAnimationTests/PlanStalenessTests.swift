import Testing
@testable import CartAnimation

/// The plan is compiled again for whatever changes what a sample shows — a model value, a
/// layer's name or time, the tree, an animation added, removed or changed after attaching —
/// and only then: a stale plan would show the old values, which these changes all move.
@Suite struct PlanStalenessTests {
    /// A window with a coin flying a group (a paced path, a rotation, a fade) inside a box.
    func coinScene() throws -> (Scene, box: Layer, coin: Layer) {
        let scene = Scene()
        let box = scene.makeLayer(name: "box"), coin = scene.makeLayer(name: "coin")
        try scene.window.addSublayer(box)
        try box.addSublayer(coin)
        var path = BezierPath()
        path.move(to: Point(x: 60, y: 700))
        path.addQuadCurve(to: Point(x: 320, y: 90), control: Point(x: 320, y: 700))
        let move = KeyframeAnimation(keyPath: .position)
        move.path = path
        move.calculationMode = .paced
        let spin = BasicAnimation(keyPath: .transformRotationZ)
        spin.toValue = .number(4)
        let fade = BasicAnimation(keyPath: .opacity)
        fade.byValue = .number(-0.5)
        let group = AnimationGroup(animations: [move, spin, fade])
        group.duration = 1
        try coin.add(group, forKey: "fly")
        return (scene, box, coin)
    }

    func expectFresh(_ plan: ScenePlan, _ scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) {
        for t in [0, 0.25, 0.5, 0.9] {
            PlanDifferentialTests.expectSame(plan, scene, at: t, sourceLocation: sourceLocation)
        }
    }

    func positionX(_ plan: ScenePlan, _ serial: Int, at t: Double) -> Double? {
        var out: [LayerSample] = []
        plan.samples(at: t, into: &out)
        return out.first { $0.serial == serial }?.state.position.x
    }

    @Test func aCleanSceneIsNotCompiledAgain() throws {
        let (scene, _, coin) = try coinScene()
        let plan = ScenePlan(scene: scene)
        expectFresh(plan, scene)
        #expect(plan.compiledCount == 3)
        expectFresh(plan, scene)
        #expect(plan.compiledCount == 3)
        #expect(coin.program?.general == false)
    }

    @Test func modelValuesAndNamesRecompileTheirLayer() throws {
        let (scene, box, coin) = try coinScene()
        let plan = ScenePlan(scene: scene)
        expectFresh(plan, scene)
        coin.opacity = 0.25  // the fade's byValue starts from the model
        expectFresh(plan, scene)
        coin.model.bounds.size.width = 50
        box.name = "crate"  // the coin's superlayer name
        expectFresh(plan, scene)
        #expect(plan.compiledCount == 3 + 1 + 2)
    }

    @Test func layerTimeRecompiles() throws {
        let (scene, box, coin) = try coinScene()
        let plan = ScenePlan(scene: scene)
        let before = positionX(plan, coin.serial, at: 0.5)
        box.speed = 2
        #expect(positionX(plan, coin.serial, at: 0.5) != before)
        expectFresh(plan, scene)
        coin.timeOffset = 0.1
        coin.beginTime = 0.05
        expectFresh(plan, scene)
    }

    @Test func theTreeRecompiles() throws {
        let (scene, box, coin) = try coinScene()
        let plan = ScenePlan(scene: scene)
        expectFresh(plan, scene)
        coin.removeFromSuperlayer()
        expectFresh(plan, scene)
        try box.addSublayer(coin)  // back, without its animation (it left the window)
        try scene.window.insertSublayer(scene.makeLayer(), at: 0)
        expectFresh(plan, scene)
        box.speed = 0.5
        try scene.window.addSublayer(coin)  // moved: its parent time is the window's now
        expectFresh(plan, scene)
    }

    @Test func animationsAddedRemovedOrChangedRecompile() throws {
        let (scene, box, coin) = try coinScene()
        let plan = ScenePlan(scene: scene)
        expectFresh(plan, scene)
        let grow = BasicAnimation(keyPath: .positionX)
        grow.fromValue = .number(0)
        grow.toValue = .number(100)
        grow.duration = 2
        try coin.add(grow, forKey: "grow")  // after the group: it wins on position.x
        expectFresh(plan, scene)
        // Changing an attached copy is undefined in Core Animation; here it shows, in both.
        coin.animation(forKey: "grow")?.duration = 4
        (coin.animation(forKey: "fly") as? AnimationGroup)?.animations[1].timeOffset = 0.3
        expectFresh(plan, scene)
        coin.removeAnimation(forKey: "grow")
        expectFresh(plan, scene)
        coin.removeAllAnimations()
        box.opacity = 0.5
        expectFresh(plan, scene)
    }
}
