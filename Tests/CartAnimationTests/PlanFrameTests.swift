import Testing
@testable import CartAnimation

/// A frame detached from its plan (`ScenePlan.detachFrame`) is a sample's own: the plan changes
/// for the next sample — coins taken out and compacted, a layer recompiled, the whole tree
/// visited again — while the frame still gives the lines it was taken for, its programs kept
/// alive until it is given back, and no longer.
@Suite struct PlanFrameTests {
    @Test func aDetachedFrameOutlivesThePlansChanges() throws {
        let scene = Scene()
        let plan = ScenePlan(scene: scene)
        let coins = try PlanEditTests.fadingCoins(8, in: scene)
        #expect(plan.lines(at: 0.5))
        let expected = plan.lines.indices.filter { plan.lines[$0].kept != 0 }.map { plan.motion(ofLine: $0) }
        #expect(plan.prepareLines())
        weak var dropped = coins[0].program, recompiled = coins[7].program
        let frame = plan.detachFrame(reusing: nil)
        // Every program the frame names leaves the plan: taken out and compacted, recompiled,
        // and all of them with the tree visited again (the window moved under a layer and back).
        for c in coins[0..<3] { c.removeFromSuperlayer() }
        coins[7].position.x += 5
        #expect(plan.prepareLines())
        let host = scene.makeLayer(name: "host")
        try host.addSublayer(scene.window)
        #expect(!plan.prepareLines())
        scene.window.removeFromSuperlayer()
        #expect(plan.prepareLines())
        #expect(coins[7].program !== recompiled)
        #expect(dropped != nil && recompiled != nil)  // kept by the frame
        frame.fill(at: 0.5)
        #expect(frame.lines.count == 9)
        #expect(frame.lines.indices.filter { frame.lines[$0].kept != 0 }.map { frame.motion(ofLine: $0) }
                    == expected)
        #expect(frame.sample(1).name == "c0")
        frame.giveBack()
        #expect(plan.prepareLines())
        #expect(dropped == nil && recompiled == nil)  // let go of once the frame is back
        // A frame given back is taken again as the plan's own.
        let again = plan.detachFrame(reusing: frame)
        #expect(plan.frame === frame && again !== frame)
        again.giveBack()
    }

    /// A plan's own frame does not hold the plan (that would hold itself): a plan that made
    /// lines, and one whose frame was detached and given back, go with their scene's layers.
    @Test func aPlanAndItsFramesGoWithTheirScene() throws {
        weak var plainPlan: ScenePlan?, detachingPlan: ScenePlan?, layer: Layer?
        try {
            for detach in [false, true] {
                let scene = Scene()
                let coins = try PlanEditTests.fadingCoins(3, in: scene)
                let plan = ScenePlan(scene: scene)
                #expect(plan.lines(at: 0.5))
                if detach {
                    let frame = plan.detachFrame(reusing: nil)
                    #expect(plan.prepareLines())
                    frame.giveBack()
                    detachingPlan = plan
                    layer = coins[0]
                } else {
                    plainPlan = plan
                }
            }
        }()
        #expect(plainPlan == nil && detachingPlan == nil && layer == nil)
    }
}
