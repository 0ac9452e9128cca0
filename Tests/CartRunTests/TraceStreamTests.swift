import CartAnimation
import CartRun
import CartTestSupport
import Testing

/// The run loop is the one writer of the stream: header, then samples, events and log lines as
/// they happen, then the end; log lines of the top level come right after the header, and a top
/// level that fails still gets its header, its log lines and an end.
@MainActor
@Suite struct TraceStreamTests {
    struct Failure: ScriptFailure {}
    struct Mistake: Error {}

    func header() -> TraceHeader { TraceHeader(script: "s.lua", fps: nil, screen: Scene.defaultScreen) }

    @Test func theHeaderComesFirstThenTheTopLevelsLogLines() throws {
        let scene = Scene()
        let sink = RecordingSink()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(2), until: 0.5), sink: sink)
        try runner.run(topLevel: {
            try runner.log("made")
            runner.schedule(after: 0.25, token: 1)
        }, header: header, host: FakeHost())
        #expect(sink.kinds == ["header", "log 0.0 made", "sample 0.0", "event 0.25 after", "sample 0.5", "end 0.5 until"])
    }

    @Test func theHeaderHasTheSamplingTheRunUsed() throws {
        let sink = RecordingSink()
        let options = RunOptions(plan: .times([0.5, 0.25]), until: nil, timeCap: nil, frameRate: 30)
        try Runner(scene: Scene(), options: options, sink: sink).run(topLevel: {}, header: header, host: FakeHost())
        #expect(sink.header?.fps == nil)
        #expect(sink.header?.times == [0.5, 0.25])
        #expect(sink.header?.frameRate == 30)
        let other = RecordingSink()
        try Runner(scene: Scene(), options: RunOptions(plan: .fps(24), until: 1), sink: other)
            .run(topLevel: {}, header: header, host: FakeHost())
        #expect(other.header?.fps == 24)
        #expect(other.header?.until == 1)
        #expect(other.header?.frameRate == 24)
    }

    @Test func aFailingTopLevelGetsItsHeaderItsLogLinesAndAnErrorEnd() throws {
        let sink = RecordingSink()
        let runner = Runner(scene: Scene(), sink: sink)
        #expect(throws: Failure.self) {
            try runner.run(topLevel: {
                try runner.log("before")
                throw Failure()
            }, header: header, host: FakeHost())
        }
        #expect(sink.kinds == ["header", "log 0.0 before", "end 0.0 error"])
    }

    @Test func aCallersMistakeInTheTopLevelWritesNothing() throws {
        let sink = RecordingSink()
        let runner = Runner(scene: Scene(), sink: sink)
        #expect(throws: Mistake.self) {
            try runner.run(topLevel: {
                try runner.log("before")
                throw Mistake()
            }, header: header, host: FakeHost())
        }
        #expect(sink.kinds.isEmpty)
    }

    @Test func theTimeCapIsTheEndNotAWarning() throws {
        let scene = Scene()
        _ = try spinner(scene)
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(1), until: 5, timeCap: 2), sink: RecordingSink())
        var warnings: [Warning] = []
        runner.onWarning = { warnings.append($0) }
        let (time, reason) = try runner.run(host: FakeHost())
        #expect(time == 2 && reason == .cap)
        #expect(warnings.isEmpty)
        #expect(runner.timeCapCut == TimeCapCut(cap: 2, end: 5))
    }

    @Test func aWarningIsPassedOnOncePerCauseAndPlace() throws {
        let scene = Scene()
        let l = scene.makeLayer(name: "x")
        try scene.window.addSublayer(l)
        let spring = SpringAnimation(keyPath: .opacity)
        spring.toValue = .number(0)
        spring.timingFunction = .linear
        try l.add(spring, forKey: "a", origin: "s.lua:3: ")
        try l.add(spring, forKey: "b", origin: "s.lua:3: ")
        try l.add(spring, forKey: "c", origin: "s.lua:4: ")
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(1), until: 0), sink: RecordingSink())
        var warnings: [Warning] = []
        runner.onWarning = { warnings.append($0) }
        try runner.run(host: FakeHost())
        #expect(warnings == [Warning(.springTimingFunction, place: "s.lua:3: "), Warning(.springTimingFunction, place: "s.lua:4: ")])
        #expect(warnings.first?.description == "s.lua:3: a spring ignores its timingFunction")
    }
}
