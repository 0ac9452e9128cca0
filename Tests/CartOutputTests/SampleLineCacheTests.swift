import CartAnimation
@testable import CartOutput
import Testing

/// Output by difference: what a layer's line keeps from sample to sample is rendered once and
/// copied, and only what moves is formatted, with the bytes exactly those of a line written
/// from scratch.
@Suite struct SampleLineCacheTests {
    /// A moving layer's kept pieces are rendered once; a change to any of them (bounds here)
    /// renders them again; a layer a sample no longer shows is dropped, and rendered afresh
    /// when it comes back.
    @Test func keptPiecesAreRenderedOncePerChange() throws {
        let writer = JSONLinesWriter(output: MemoryOutput())
        var coin = LayerSample(name: "coin1", superlayer: "window", state: LayerState(), serial: 1, superSerial: 0)
        let window = LayerSample(name: "window", superlayer: nil, state: LayerState(), serial: 0)
        for i in 0..<100 {
            coin.state.position = Point(x: Double(i) * 1.5, y: Double(i) / 7)
            coin.state.transform = Transform.rotation(Double(i) / 10).scaled(1 - Double(i) / 200, 1, 1)
            coin.state.opacity = Float(i) / 100
            if i == 50 { coin.state.bounds.size.width = 40 }
            try writer.writeSample(time: Double(i) / 60, layers: [window, coin])
        }
        #expect(writer.lines.renders == 3)  // the window, the coin, the coin's new bounds
        try writer.writeSample(time: 2, layers: [window])
        #expect(writer.lines.entriesInUse == 1)
        try writer.writeSample(time: 3, layers: [window, coin])
        #expect(writer.lines.renders == 4 && writer.lines.entriesInUse == 2)
    }

    /// Layers that differ only by name (coins of one look) take the middle and tail rendered
    /// for the one before; a layer of another look between them gets its own, and each line
    /// is the line written from scratch.
    @Test func layersOfOneLookShareTheirMiddleAndTail() throws {
        var layers = (1...40).map { i in
            LayerSample(name: "coin\(i)", superlayer: "window", state: LayerState(), serial: i, superSerial: 0)
        }
        for i in layers.indices {
            layers[i].state.backgroundColor = Color(red: 1, green: 0.76, blue: 0.03)
            layers[i].state.position = Point(x: Double(i), y: 2 * Double(i))
        }
        layers[20].state.cornerRadius = 4
        layers[21].superlayer = "bag"
        let kept = MemoryOutput(), writer = JSONLinesWriter(output: kept)
        try writer.writeSample(time: 0, layers: layers)
        let fresh = MemoryOutput()
        for l in layers { try JSONLinesWriter(output: fresh).writeSample(time: 0, layers: [l]) }
        #expect(kept.bytes == fresh.bytes)
        // The first look, the rounded corner, the other superlayer, the first look again.
        #expect(writer.lines.renders == 40 && writer.lines.restRenders == 4)
    }

    /// Random samples of layers that come and go, in any order, with and without serials,
    /// sharing serials, every field changing now and then (names and strings with escapes,
    /// numbers beyond the 4-decimal range): one writer over the whole run writes what a new
    /// writer for each sample writes.
    @Test func aKeptLineIsTheLineWrittenFromScratch() throws {
        var rng = SplitMix(seed: 3)
        var layers = (0..<30).map { i in
            LayerSample(name: "l\(i)", superlayer: "window", state: LayerState(), serial: i % 25 == 24 ? nil : i % 27)
        }
        let kept = MemoryOutput(), writer = JSONLinesWriter(output: kept)
        var fresh: [UInt8] = []
        for sample in 0..<200 {
            for i in layers.indices { Self.change(&layers[i], &rng) }
            let shown = layers.filter { _ in rng.next() % 5 != 0 }.shuffledDeterministically(&rng)
            let time = Double(sample) / 60
            try writer.writeSample(time: time, layers: shown)
            let out = MemoryOutput()
            try JSONLinesWriter(output: out).writeSample(time: time, layers: shown)
            fresh += out.bytes
        }
        // Line by line, as bytes (a String's == takes "é" and "e\u{301}" for one).
        let keptLines = kept.bytes.split(separator: 10), freshLines = fresh.split(separator: 10)
        #expect(keptLines.count == freshLines.count)
        let differing = zip(keptLines, freshLines).enumerated().first { !$0.element.0.elementsEqual($0.element.1) }
        #expect(differing == nil, "line \(differing?.offset ?? 0): \(differing.map { String(decoding: $0.element.0, as: UTF8.self) } ?? "")")
        #expect(writer.lines.renders < 200 * 30 / 2)  // most lines were copied, not rendered
    }

    /// The moving numbers each sample; each kept field about one sample in 40.
    static func change(_ l: inout LayerSample, _ rng: inout SplitMix) {
        func number() -> Double {
            let r = rng.next()
            return r % 50 == 0 ? Double(bitPattern: rng.next()) : Double(Int64(r % 2_000_000) - 1_000_000) / 777
        }
        l.state.position = Point(x: number(), y: number())
        l.state.opacity = Float(rng.next() % 1000) / 999
        l.state.transform = Transform.rotation(number()).scaled(number(), number(), 1).translated(number(), number(), 0)
        guard rng.next() % 4 == 0 else { return }
        switch rng.next() % 10 {
        case 0:
            // "é" composed and decomposed: equal as Swift strings, not as bytes.
            l.name = ["l\(rng.next() % 40)", "\"\\\n\(rng.next() % 3)", "caf\u{e9}", "cafe\u{301}"][Int(rng.next() % 4)]
        case 1: l.state.bounds = Rect(x: number(), y: 0, width: number(), height: 10)
        case 2: l.state.anchorPoint = Point(x: number(), y: 0.5)
        case 3: l.state.hidden.toggle()
        case 4: l.state.zPosition = number()
        case 5: l.superlayer = rng.next() % 3 == 0 ? nil : "s\(rng.next() % 3)"
        case 6: l.state.cornerRadius = number()
        case 7: l.state.backgroundColor = rng.next() % 3 == 0 ? nil : Color(red: 1, green: number(), blue: 0.5)
        case 8: l.state.contents = rng.next() % 3 == 0 ? nil : "coin\u{1}\(rng.next() % 3).png"
        default:
            var t = l.state.text ?? TextLayerState()
            t.string = rng.next() % 3 == 0 ? nil : "score \(rng.next() % 4)"
            t.fontSize = number()
            l.state.text = rng.next() % 4 == 0 ? nil : t
        }
    }
}

extension Array {
    func shuffledDeterministically(_ rng: inout SplitMix) -> [Element] {
        var a = self
        for i in a.indices.reversed() where i > 0 { a.swapAt(i, Int(rng.next() % UInt64(i + 1))) }
        return a
    }
}

/// The writer's plan path (`writeSample(time:plan:)`, kept pieces trusted by program) writes the
/// bytes its sample path writes, while the scene changes between samples: layers added and
/// removed, a superlayer renamed, model values set, an animation of more than the motion.
@Suite struct PlanLineWriterTests {
    @Test func thePlanPathWritesTheSamplePathsBytes() throws {
        let both = try BothPaths(), scene = both.scene, box = both.box
        var coins: [Layer] = []
        for frame in 0..<90 {
            let t = both.start(frame)
            if frame % 3 == 0 { coins.append(try Self.coin(frame, in: frame % 2 == 0 ? box : scene.window, scene)) }
            if frame % 7 == 6 { coins.removeFirst().removeFromSuperlayer() }
            if frame == 20 { box.name = "crate" }
            if frame == 30 { coins.last?.bounds.size.width = 31 }
            if frame == 40, let c = coins.last {
                let round = BasicAnimation(keyPath: .cornerRadius)
                (round.toValue, round.duration) = (.number(9), 1)
                try c.add(round, forKey: "round")
            }
            try both.write(t)
        }
        #expect(both.byPlan.text == both.bySamples.text)
        #expect(both.byPlan.text.contains(#""superlayer":"crate""#) && both.byPlan.text.contains(#""cornerRadius":4.5"#))
    }

    /// A layer whose animations move only its motion is never evaluated whole, not even on its
    /// first line or after its superlayer's name changed: its pieces come from its model, its
    /// motion from its steps, and the bytes are the sample path's.
    @Test func aMovingLayersLinesAreNeverEvaluatedWhole() throws {
        let both = try BothPaths()
        for frame in 0..<40 {
            let t = both.start(frame)
            if frame % 4 == 0 { _ = try Self.coin(frame, in: both.box, both.scene) }
            if frame == 21 { both.box.name = "crate" }
            try both.write(t)
        }
        #expect(both.byPlan.text == both.bySamples.text && both.byPlan.text.contains(#""superlayer":"crate""#))
        #expect(both.planWriter.lines.wholeLines == 0)
        #expect(both.planWriter.lines.renders == 2 + 10 + 1 + 6)  // window, box; each coin; the crate; its coins again
    }

    /// A scene with a box in the window, written by the plan path and by the sample path.
    final class BothPaths {
        let scene = Scene()
        let box: Layer
        let byPlan = MemoryOutput(), bySamples = MemoryOutput()
        let planWriter: JSONLinesWriter, sampleWriter: JSONLinesWriter
        let plan: ScenePlan

        init() throws {
            box = scene.makeLayer(name: "box")
            try scene.window.addSublayer(box)
            (planWriter, sampleWriter) = (JSONLinesWriter(output: byPlan), JSONLinesWriter(output: bySamples))
            plan = ScenePlan(scene: scene)
        }

        /// The time of `frame` (at 30 fps), the scene's from now on.
        func start(_ frame: Int) -> Double {
            scene.currentTime = Double(frame) / 30
            return scene.currentTime
        }

        /// Writes the sample at `t` both ways.
        func write(_ t: Double) throws {
            try planWriter.writeSample(time: t, plan: plan)
            var layers: [LayerSample] = []
            plan.samples(at: t, into: &layers)
            try sampleWriter.writeSample(time: t, layers: layers)
        }
    }

    static func coin(_ i: Int, in parent: Layer, _ scene: Scene) throws -> Layer {
        let coin = scene.makeLayer(name: "coin\(i)")
        coin.bounds = Rect(x: 0, y: 0, width: 24, height: 24)
        coin.backgroundColor = Color(red: 1, green: 0.75, blue: 0.03, alpha: 1)
        try parent.addSublayer(coin)
        let spin = BasicAnimation(keyPath: .transformRotationZ)
        (spin.toValue, spin.duration, spin.beginTime) = (.number(4 * Double.pi), 1, scene.currentTime)
        let shrink = BasicAnimation(keyPath: .transformScale)
        (shrink.fromValue, shrink.toValue, shrink.duration, shrink.beginTime) = (.number(1), .number(0.5), 1, scene.currentTime)
        let fly = BasicAnimation(keyPath: .positionY)
        (fly.fromValue, fly.toValue, fly.duration, fly.beginTime) = (.number(700), .number(90), 1, scene.currentTime)
        for (a, k) in [(spin, "spin"), (shrink, "shrink"), (fly, "fly")] { try coin.add(a, forKey: k) }
        return coin
    }
}
