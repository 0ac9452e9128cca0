import CartAnimation
import CartRun
import CartTestSupport
import Testing

/// A sink that keeps the scene records beside the samples.
final class SceneSink: TraceSink {
    var lines: [String] = []
    var samples: [[LayerSample]] = []
    var keys: [Int: String] = [:]
    var wantsSceneRecords: Bool { true }
    func writeScene(_ record: SceneRecord) throws {
        switch record {
        case .layer(let l): lines.append("layer \(l.serial) \(l.traceName)")
        case .attached(let a):
            keys[a.sequence] = a.key ?? "nil"
            lines.append("attached \(a.key ?? "nil") to \(a.layer)")
        case .detached(let sequence, let layer, let completed):
            lines.append("detached \(keys[sequence] ?? "?") from \(layer)" + (completed ? " (completed)" : ""))
        }
    }
    func writeSample(time: Double, layers: [LayerSample]) throws {
        samples.append(layers)
        lines.append("sample \(time)")
    }
    func writeEvent(time: Double, event: TraceEvent) throws {}
    func writeLog(time: Double, message: String) throws {}
    func writeEnd(time: Double, reason: EndReason) throws {}
}

/// Samples carry each layer's identity (its serial and its superlayer's), and the stream says
/// which layers the samples show and which animations are attached to them, so writers need not
/// look into the scene.
@MainActor
@Suite struct SceneRecordTests {
    /// Changed layers are listed for a sink that wants scene records, and only then: a run
    /// whose sink reads none keeps no list (it was an array a callback).
    @Test func changedLayersAreListedForSceneRecordsAlone() throws {
        for wanted in [true, false] {
            let scene = Scene()
            _ = Runner(scene: scene, options: RunOptions(plan: .fps(1), until: 0), sink: RecordingSink(sceneRecords: wanted))
            _ = scene.takeChangedLayers()
            let a = scene.makeLayer(name: "a")
            try scene.window.addSublayer(a)
            a.opacity = 0.5
            #expect(scene.hasChangedLayers == wanted)
            #expect(scene.takeChangedLayers().map(\.serial) == (wanted ? [a.serial, scene.window.serial] : []))
        }
    }

    @Test func samplesCarryTheLayersSerialsWhateverTheirNames() throws {
        let scene = Scene()
        let a = scene.makeLayer(name: "twin"), b = scene.makeLayer(name: "twin")
        try scene.window.addSublayer(a)
        try a.addSublayer(b)
        let sink = RecordingSink()
        try Runner(scene: scene, options: RunOptions(plan: .fps(1), until: 0), sink: sink).run(host: FakeHost())
        guard case .sample(_, let layers)? = sink.records.first(where: { if case .sample = $0 { true } else { false } }) else {
            Issue.record("no sample")
            return
        }
        #expect(layers.map(\.serial) == [scene.window.serial, a.serial, b.serial])
        #expect(layers.map(\.superSerial) == [nil, scene.window.serial, a.serial])
    }

    @Test func theStreamSaysWhichLayersAndAnimationsTheSamplesStandFor() throws {
        let scene = Scene()
        let layer = try fade(scene, "x", key: "fade", duration: 0.5)
        let sink = SceneSink()
        let run = Runner(scene: scene, options: RunOptions(plan: .fps(2)), sink: sink)
        run.schedule(after: 0.25, token: 1)
        let host = FakeHost()
        host.onCall = { _ in
            let spin = BasicAnimation(keyPath: .transformRotationZ)
            spin.toValue = .number(1)
            spin.duration = 0.5
            try layer.add(spin, forKey: "spin")
            layer.removeAnimation(forKey: "spin")
        }
        try run.run(host: host)
        let w = scene.window.serial, x = layer.serial
        #expect(sink.lines == [
            "layer \(w) window",  // as the run found it, before the top level
            "layer \(w) window", "layer \(x) x", "attached fade to \(x)", "sample 0.0",
            "attached spin to \(x)", "detached spin from \(x)",
            "detached fade from \(x) (completed)", "sample 0.5",
        ])
    }

    /// A layer set in a callback is told after it, as a value: what the record says stays what
    /// the layer was then.
    @Test func aLayerSetInACallbackIsToldAfterItByValue() throws {
        let scene = Scene()
        let layer = scene.makeLayer(name: "x")
        try scene.window.addSublayer(layer)
        var facts: [LayerFacts] = []
        final class FactsSink: TraceSink {
            var onLayer: (LayerFacts) -> Void = { _ in }
            var wantsSceneRecords: Bool { true }
            func writeScene(_ record: SceneRecord) throws { if case .layer(let f) = record { onLayer(f) } }
            func writeSample(time: Double, layers: [LayerSample]) throws {}
            func writeEvent(time: Double, event: TraceEvent) throws {}
            func writeLog(time: Double, message: String) throws {}
            func writeEnd(time: Double, reason: EndReason) throws {}
        }
        let sink = FactsSink()
        sink.onLayer = { facts.append($0) }
        let run = Runner(scene: scene, options: RunOptions(plan: .fps(1), until: 1), sink: sink)
        run.schedule(after: 0.5, token: 1)
        let host = FakeHost()
        host.onCall = { _ in
            layer.position = Point(x: 1, y: 2)
            layer.position = Point(x: 3, y: 4)  // set twice: told once
        }
        try run.run(host: host)
        layer.position = Point(x: 9, y: 9)
        #expect(facts.map(\.traceName) == ["window", "window", "x", "x"])
        #expect(facts.map(\.model.position) == [scene.window.position, scene.window.position, .zero, Point(x: 3, y: 4)])
        #expect(facts[1].sublayers == [layer.serial] && facts[2].superSerial == scene.window.serial)
    }

    /// The window is told as the script finds it, before the top level runs: a writer learns
    /// where the scene starts from the records (export: the top level's changes to the window
    /// are changes), and later changes to it do not reach that record.
    @Test func theWindowIsToldBeforeTheTopLevelAsItWasThen() throws {
        let scene = Scene()
        let sink = RecordingSink(sceneRecords: true)
        let run = Runner(scene: scene, options: RunOptions(plan: .fps(1), until: 0), sink: sink)
        try run.run(topLevel: {
            scene.window.opacity = 0.5
            try scene.window.addSublayer(scene.makeLayer(name: "dot"))
        }, header: { nil }, host: FakeHost())
        let windows = sink.records.compactMap { r -> LayerFacts? in
            if case .scene(.layer(let f)) = r, f.isWindow { return f } else { return nil }
        }
        #expect(windows.map(\.model.opacity) == [1, 0.5])
        #expect(windows.map(\.sublayers.count) == [0, 1])
        #expect(sink.kinds.prefix(1) == ["scene"])
    }
}
