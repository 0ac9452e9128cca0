import CartTestSupport
import Testing
@testable import CartAnimation

/// The plan replays the tree's edits on its entries (`ScenePlan+Refresh.swift`) instead of
/// visiting the tree again: random appends, insertions, removals and moves between samples, of
/// single layers and of subtrees built apart, with renames and model changes, leave it giving
/// the general evaluator's samples; and an append or a removal visits only its own layers.
@Suite struct PlanEditTests {
    @Test(arguments: 0..<30) func randomEditsKeepThePlanTheTrees(seed: Int) throws {
        var r = PlanRandom(seed: UInt64(seed) + 1000)
        let scene = r.scene()
        let plan = ScenePlan(scene: scene)
        var detached: [Layer] = []
        for step in 0..<40 {
            for _ in 0..<(1 + Int(r.next() % 3)) { try Self.edit(scene, &detached, &r) }
            for t in [0.1, 0.45, 1.3] {
                PlanDifferentialTests.expectSame(plan, scene, at: t + Double(step) / 40)
                PlanLineTests.expectLinesMatchSamples(plan, at: t + Double(step) / 40)
            }
        }
    }

    /// `n` coins in the window, "c0" … , each fading from 1 to i / n over a second.
    static func fadingCoins(_ n: Int, in scene: Scene) throws -> [Layer] {
        let coins = (0..<n).map { scene.makeLayer(name: "c\($0)") }
        for (i, c) in coins.enumerated() {
            let fade = BasicAnimation(keyPath: .opacity)
            (fade.fromValue, fade.toValue, fade.duration) = (.number(1), .number(Double(i) / Double(n)), 1)
            try c.add(fade, forKey: "fade")
            try scene.window.addSublayer(c)
        }
        return coins
    }

    static func edit(_ scene: Scene, _ detached: inout [Layer], _ r: inout PlanRandom) throws {
        var inTree: [Layer] = []
        scene.window.forEachInTree { inTree.append($0) }
        let some = r.pick(inTree), other = r.pick(inTree)
        switch r.next() % 8 {
        case 0, 1:  // a new layer, frontmost
            let l = scene.makeLayer(name: r.chance(0.5) ? "n\(r.next() % 100)" : nil)
            if r.chance(0.5) { try l.add(r.animation(depth: 0), forKey: "a") }
            try some.addSublayer(l)
        case 2:  // a new layer anywhere
            try some.insertSublayer(scene.makeLayer(name: "i"), at: Int(r.next() % 4))
        case 3:  // taken out, maybe to come back
            guard some !== scene.window else { return }
            some.removeFromSuperlayer()
            if r.chance(0.5) { detached.append(some) }
        case 4:  // a subtree built apart, or one taken out, appended
            let l = detached.popLast() ?? scene.makeLayer(name: "d")
            if r.chance(0.5) { try l.addSublayer(scene.makeLayer(name: "dc")) }
            try some.addSublayer(l)
        case 5:  // moved
            guard some !== scene.window, !some.isAncestor(of: other) else { return }
            try other.addSublayer(some)
        case 6: some.name = "r\(r.next() % 100)"
        default:
            some.position.x += 1
            if r.chance(0.3) { some.speed = 2 }
        }
    }

    /// A layer taken out of the window lets go of its program at once (a dead coin waits for
    /// Lua to collect it, and its program was most of what it held); added again, it is
    /// compiled again and samples as the general evaluator says.
    @Test func aLayerTakenOutLetsGoOfItsProgram() throws {
        let scene = Scene()
        let plan = ScenePlan(scene: scene)
        let coin = scene.makeLayer(name: "coin"), child = scene.makeLayer(name: "child")
        try coin.addSublayer(child)
        let fade = BasicAnimation(keyPath: .opacity)
        fade.toValue = .number(0)
        fade.duration = 1
        try coin.add(fade, forKey: "fade")
        try scene.window.addSublayer(coin)
        plan.refresh()
        #expect(coin.program != nil && child.program != nil)
        coin.removeFromSuperlayer()
        plan.refresh()
        #expect(coin.program == nil && child.program == nil)
        try scene.window.addSublayer(coin)
        try coin.add(fade, forKey: "fade")
        PlanDifferentialTests.expectSame(plan, scene, at: 0.5)
        #expect(coin.program != nil && child.program != nil)
    }

    /// Coins come and go on the window's front and back: each is visited once, when it comes.
    @Test func appendsAndRemovalsVisitOnlyTheirLayers() throws {
        let scene = Scene()
        let plan = ScenePlan(scene: scene)
        var coins: [Layer] = []
        var out: [LayerSample] = []
        for frame in 0..<100 {
            for _ in 0..<3 {
                let coin = scene.makeLayer(name: "coin")
                try scene.window.addSublayer(coin)
                coins.append(coin)
            }
            if coins.count > 50 { for _ in 0..<3 { coins.removeFirst().removeFromSuperlayer() } }
            if frame >= 2 { coins[coins.count / 2].opacity = Float(frame) / 100 }  // compiled again in place
            out.removeAll()
            plan.samples(at: Double(frame) / 60, into: &out)
            #expect(out.count == 1 + coins.count && out.last?.serial == coins.last?.serial)
        }
        #expect(plan.visitedCount == 1 + 300)
        #expect(plan.compiledCount == 1 + 300 + 98)
        PlanDifferentialTests.expectSame(plan, scene, at: 2)
    }

    /// Coins taken out stay in the entries, making no sample and no line, until a quarter of
    /// the entries are taken out; then the entries are compacted once. Meanwhile the lines after
    /// them are their own layers' (the helper's `motion(ofLine:)` reads the line's entry), and
    /// taking a coin out moves no other coin's entry.
    @Test func entriesTakenOutAreCompactedOnceAQuarterAre() throws {
        let scene = Scene()
        let plan = ScenePlan(scene: scene)
        let coins = try Self.fadingCoins(12, in: scene)
        plan.refresh()
        #expect(plan.entryCount == 13)
        let lastEntry = coins[11].planMark.entry
        coins[0].removeFromSuperlayer()
        coins[5].removeFromSuperlayer()
        #expect(plan.lines(at: 0.5))
        #expect(plan.entryCount == 13 && coins[11].planMark.entry == lastEntry)  // 2 of 13: kept in place
        let window: Layer = scene.window
        let live = [window] + coins.enumerated().filter { $0.offset != 0 && $0.offset != 5 }.map(\.element)
        #expect(plan.lines.map(\.serial) == live.map(\.serial))
        for (k, layer) in live.enumerated() where k > 0 {
            #expect(plan.motion(ofLine: k).opacity == layer.presentation(atAbsolute: 0.5).opacity)
        }
        PlanDifferentialTests.expectSame(plan, scene, at: 0.5)
        PlanLineTests.expectLinesMatchSamples(plan, at: 0.5)
        coins[1].removeFromSuperlayer()
        coins[2].removeFromSuperlayer()  // 4 of 13: compacted
        plan.refresh()
        #expect(plan.entryCount == 9 && coins[11].planMark.entry == 8)
        PlanDifferentialTests.expectSame(plan, scene, at: 0.75)
        PlanLineTests.expectLinesMatchSamples(plan, at: 0.75)
    }

    /// A scene dropped before any plan caught up with its edits frees its layers and their
    /// animations: the board's edits and touched marks hold layers, whose marks hold the board
    /// (a script that fails before its first sample, in a process that runs many).
    @Test func aSceneDroppedBeforeItsPlanCaughtUpFreesItsLayers() throws {
        weak var layer: Layer?
        weak var animation: Animation?
        try {
            let scene = Scene()
            let l = scene.makeLayer(name: "coin")
            try scene.window.addSublayer(l)
            animation = try l.add(BasicAnimation(keyPath: .opacity), forKey: "fade")
            l.opacity = 0.5  // a touched mark too
            layer = l
            #expect(scene.planBoard.changed)
        }()
        #expect(layer == nil)
        #expect(animation == nil)
    }
}
