import CartAnimation
import CartRun
import CartTestSupport
import Testing

/// A sink that asks for instants and keeps the order of what it is given.
final class InstantSink: TraceSink {
    var order: [String] = []
    var instants: [(time: Double, before: [LayerSample], after: [LayerSample])] = []
    var wantsInstants: Bool { true }
    func writeSample(time: Double, layers: [LayerSample]) throws { order.append("\(time) sample") }
    func writeEvent(time: Double, event: TraceEvent) throws { order.append("\(time) \(event.name)") }
    func writeLog(time: Double, message: String) throws {}
    func writeEnd(time: Double, reason: EndReason) throws {}
    func writeInstant(time: Double, before: [LayerSample], after: [LayerSample]) throws {
        order.append("\(time) instant")
        instants.append((time, before, after))
    }
}

@MainActor
@Suite struct RunnerInstantTests {
    /// A fade without a fill ends at 0.25 s: just before, the presentation is at the end of the
    /// fade (opacity ≈ 0); at 0.25 s it is the model value again (1) — the snap the motion sheet
    /// draws as a jump.
    @Test func anInstantShowsTheTreeJustBeforeAndAfterItsEvents() throws {
        let scene = Scene()
        _ = try fade(scene, "coin", duration: 0.25)
        let sink = InstantSink()
        try Runner(scene: scene, options: RunOptions(plan: .fps(10)), sink: sink).run(host: FakeHost())
        #expect(sink.order == ["0.0 animationDidStart", "0.0 instant", "0.0 sample", "0.1 sample", "0.2 sample",
                               "0.25 animationDidStop", "0.25 instant", "0.25 sample"])
        let stop = try #require(sink.instants.last)
        #expect(stop.time == 0.25)
        let before = try #require(stop.before.first { $0.name == "coin" }), after = try #require(stop.after.first { $0.name == "coin" })
        #expect(before.state.opacity < 1e-6)
        #expect(after.state.opacity == 1)
    }

    /// A sink that does not ask gets none (and the runner evaluates nothing extra for it).
    @Test func sinksThatDoNotAskGetNoInstants() throws {
        let scene = Scene()
        _ = try fade(scene, "coin", duration: 0.25)
        let sink = RecordingSink()
        #expect(!sink.wantsInstants)
        try Runner(scene: scene, options: RunOptions(plan: .fps(10)), sink: sink).run(host: FakeHost())
        #expect(sink.sampleTimes == [0, 0.1, 0.2, 0.25])
    }
}
