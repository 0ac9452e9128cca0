import Testing
@testable import CartAnimation

/// The plan's flat lines (`ScenePlan.lines(at:)`) against its samples: the same layers in the
/// same order, the motion of a kept line the sample's (to the bit, but for the transform's parts
/// where the parts model makes them, `PlanKernelTests.expectSameMotion`), the whole sample of any
/// line the sample itself; and a line's `kept` and `keptSuper` stand for everything else in it.
@Suite struct PlanLineTests {
    @Test(arguments: 0..<40) func linesAreTheSamplesMotion(seed: Int) {
        var r = PlanRandom(seed: UInt64(seed))
        let scene = r.scene()
        let plan = ScenePlan(scene: scene)
        for t in (0..<120).map({ Double($0) / 30 - 0.5 }) {
            PlanLineTests.expectLinesMatchSamples(plan, at: t)
        }
    }

    static func expectLinesMatchSamples(_ plan: ScenePlan, at t: Double,
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(plan.lines(at: t), sourceLocation: sourceLocation)
        let lines = plan.lines
        var samples: [LayerSample] = []
        plan.samples(at: t, into: &samples)
        #expect(lines.count == samples.count, sourceLocation: sourceLocation)
        for (k, (line, s)) in zip(lines, samples).enumerated() {
            #expect(line.serial == s.serial, sourceLocation: sourceLocation)
            if line.kept != 0 {
                PlanKernelTests.expectSameMotion(plan.motion(ofLine: k), SampleMotion(s.state), pacedLength: nil,
                                                 "t=\(t) \(s.name)", sourceLocation: sourceLocation)
            }
            let whole = plan.sample(k)
            #expect(whole.state == s.state && whole.name == s.name && whole.superlayer == s.superlayer
                    && whole.serial == s.serial && whole.superSerial == s.superSerial, sourceLocation: sourceLocation)
        }
    }

    /// What the line shows besides its motion, with the motion's values set aside.
    static func rest(_ s: LayerSample) -> LayerSample {
        var s = s
        (s.state.position, s.state.opacity, s.state.transform) = (.zero, 0, .identity)
        return s
    }

    /// A change of the model, of the layer's name or of its superlayer's name changes `kept` or
    /// `keptSuper`; a layer whose animations move more than its motion has none.
    @Test func keptChangesWithWhatTheLineShows() throws {
        let scene = Scene()
        let box = scene.makeLayer(name: "box"), coin = scene.makeLayer(name: "coin")
        try scene.window.addSublayer(box)
        try box.addSublayer(coin)
        let spin = BasicAnimation(keyPath: .transformRotationZ)
        (spin.toValue, spin.duration) = (.number(4), 1)
        try coin.add(spin, forKey: "spin")
        let plan = ScenePlan(scene: scene)
        func coinLine(_ t: Double) -> (PlanLine, SampleMotion, LayerSample) {
            _ = plan.lines(at: t)
            return (plan.lines[2], plan.motion(ofLine: 2), plan.sample(2))
        }
        let (a, ma, sa) = coinLine(0.25)
        #expect(a.kept != 0 && a.keptSuper != 0)
        let (b, mb, sb) = coinLine(0.5)
        #expect(a.kept == b.kept && a.keptSuper == b.keptSuper && ma != mb)
        #expect(PlanLineTests.rest(sa).state == PlanLineTests.rest(sb).state)
        box.name = "crate"
        let (c, _, sc) = coinLine(0.5)
        #expect(c.kept == b.kept && c.keptSuper != b.keptSuper && sc.superlayer == "crate")
        coin.cornerRadius = 3
        let (d, _, _) = coinLine(0.5)
        #expect(d.kept != c.kept && d.kept != 0)
        let round = BasicAnimation(keyPath: .cornerRadius)
        (round.toValue, round.duration) = (.number(9), 1)
        try coin.add(round, forKey: "round")
        let (e, _, se) = coinLine(0.5)
        #expect(e.kept == 0 && se.state.cornerRadius == 6)  // from the model's 3 to 9, half way
    }
}
