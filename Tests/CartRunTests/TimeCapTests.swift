import CartAnimation
import CartRun
import CartTestSupport
import Testing

/// The time cap is for runs that would otherwise never end (CONTRACT: "default: when idle; a cap
/// applies to endless runs"): a run with an end of its own goes there, past the default cap,
/// unless the caller chose a cap.
@MainActor
@Suite struct TimeCapTests {
    /// A layer spinning for ever: the run never becomes idle.
    func spinning() throws -> Scene {
        let scene = Scene()
        _ = try spinner(scene)
        return scene
    }

    func run(_ options: RunOptions) throws -> (sink: RecordingSink, warnings: [String]) {
        let sink = RecordingSink()
        let runner = Runner(scene: try spinning(), options: options, sink: sink)
        // What the run says: its warnings, then why it was cut at the cap.
        var warnings: [String] = []
        runner.onWarning = { warnings.append($0.description) }
        try runner.run(host: FakeHost())
        if let cut = runner.timeCapCut { warnings.append(cut.description) }
        return (sink, warnings)
    }

    @Test func untilPastTheDefaultCapGoesToUntil() throws {
        let (sink, warnings) = try run(RunOptions(plan: .fps(1), until: 100))
        #expect(sink.end?.0 == 100)
        #expect(sink.end?.1 == .until)
        #expect(sink.sampleTimes.last == 100)
        #expect(warnings.isEmpty)
    }

    @Test func theLastAtTimePastTheDefaultCapIsReached() throws {
        let (sink, _) = try run(RunOptions(plan: .times([0, 90])))
        #expect(sink.end?.0 == 90)
        #expect(sink.end?.1 == .until)
        #expect(sink.sampleTimes == [0, 90])
    }

    @Test func aChosenCapStillCutsARunWithAnEnd() throws {
        let (sink, warnings) = try run(RunOptions(plan: .fps(1), until: 100, timeCap: 70))
        #expect(sink.end?.0 == 70)
        #expect(sink.end?.1 == .cap)
        #expect(warnings == ["the run stopped at the 70 s time cap (before its end at 100 s; use --until to choose the end)"])
    }

    @Test func anEndlessRunWithoutAnEndStopsAtTheDefaultCap() throws {
        let (sink, warnings) = try run(RunOptions(plan: .fps(1)))
        #expect(warnings == ["the run stopped at the 60 s time cap (it did not become idle; use --until to choose the end)"])
        #expect(sink.end?.0 == RunOptions.defaultTimeCap)
        #expect(sink.end?.1 == .cap)
        #expect(RunOptions(plan: .fps(1)).effectiveTimeCap == RunOptions.defaultTimeCap)
        #expect(RunOptions(plan: .fps(1), until: 100).effectiveTimeCap == nil)
        #expect(RunOptions(plan: .times([5])).effectiveTimeCap == nil)
        #expect(RunOptions(plan: .times([5]), timeCap: 2).effectiveTimeCap == 2)
    }
}
