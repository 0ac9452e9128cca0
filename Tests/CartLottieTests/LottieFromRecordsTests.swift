import CartAnimation
import CartOutput
import CartRun
import CartTestSupport
import Testing

/// The Lottie writer is fed by the stream alone: a run's stream, recorded and played again into
/// another writer after the run's layers and animations changed, makes the same document; a
/// record that says otherwise makes another.
@Suite struct LottieFromRecordsTests {
    /// A dot at model opacity 0.6 whose fade (0 → 1) begins at 0.5 s and holds its end, run to
    /// 1.5 s into a Lottie writer and a recording of the whole stream.
    static func run() throws -> (document: [UInt8], tape: RecordingSink, dot: Layer, scene: Scene) {
        let scene = Scene()
        let dot = scene.makeLayer(name: "dot")
        dot.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        dot.position = Point(x: 50, y: 50)
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0)
        dot.opacity = 0.6
        try scene.window.addSublayer(dot)
        let fade = BasicAnimation(keyPath: .opacity)
        fade.fromValue = .number(0)
        fade.toValue = .number(1)
        fade.beginTime = 0.5
        fade.duration = 0.5
        fade.removedOnCompletion = false
        fade.fillMode = .forwards
        try dot.add(fade, forKey: "fade")
        let output = MemoryOutput()
        let tape = RecordingSink(sceneRecords: true)
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(10), until: 1.5),
                            sink: TeeWriter([LottieWriter(output: output), tape]))
        try runner.run(host: FakeHost(), header: TraceHeader(script: "dot.lua", fps: 10, until: 1.5, screen: scene.screen))
        return (output.bytes, tape, dot, scene)
    }

    static func replay(_ tape: RecordingSink) throws -> [UInt8] {
        let output = MemoryOutput()
        try tape.replay(into: LottieWriter(output: output))
        return output.bytes
    }

    @Test func aRecordedStreamMakesTheSameDocumentWhateverTheLayersDidSince() throws {
        let (live, tape, dot, _) = try Self.run()
        // The run's objects change after the run: a writer reading them would see it.
        dot.opacity = 0.1
        dot.speed = 2
        (dot.animation(forKey: "fade") as? BasicAnimation)?.toValue = .number(0.3)
        #expect(try Self.replay(tape) == live)
    }

    @Test func theDocumentIsWhatTheRecordsSay() throws {
        let (live, tape, _, _) = try Self.run()
        // The same stream, but its last word on the dot gives another model opacity: the fill
        // before the fade begins is read from the record, so the document changes.
        let other = RecordingSink(sceneRecords: true)
        let last = tape.records.lastIndex { if case .scene(.layer(let f)) = $0 { f.traceName == "dot" } else { false } }
        for (i, r) in tape.records.enumerated() {
            if i == last, case .scene(.layer(var f)) = r {
                f.model.opacity = 0.1
                try other.writeScene(.layer(f))
            } else {
                try RecordingSink.replay([r], into: other)
            }
        }
        #expect(try Self.replay(other) != live)
    }
}
