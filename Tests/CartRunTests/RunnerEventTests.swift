import CartAnimation
import CartRun
import CartTestSupport
import Testing

/// A layer in the window with a 1-second opacity animation 1 → 0 added under `key`.
@MainActor
func fade(_ scene: Scene, _ name: String, key: String = "fade", duration: Double = 1, begin: Double = 0,
          removed: Bool = true) throws -> Layer {
    let l = scene.makeLayer(name: name)
    try scene.window.addSublayer(l)
    let a = BasicAnimation(keyPath: .opacity)
    a.fromValue = .number(1)
    a.toValue = .number(0)
    a.duration = duration
    a.beginTime = begin
    a.removedOnCompletion = removed
    if !removed { a.fillMode = .forwards }
    try l.add(a, forKey: key)
    return l
}

/// A layer in the window spinning for ever (a 1-second turn, repeated): the run never becomes idle.
@MainActor
func spinner(_ scene: Scene) throws -> Layer {
    let l = scene.makeLayer(name: "spinner")
    try scene.window.addSublayer(l)
    let spin = BasicAnimation(keyPath: .transformRotationZ)
    spin.toValue = .number(6.28)
    spin.duration = 1
    spin.repeatCount = .infinity
    try l.add(spin, forKey: "spin")
    return l
}

@MainActor
@Suite struct RunnerEventTests {
    @Test func eventsAtEqualTimesRunInAdditionOrder() throws {
        let scene = Scene()
        _ = try fade(scene, "b")
        _ = try fade(scene, "a")
        let sink = RecordingSink()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(4)), sink: sink)
        runner.schedule(after: 1, token: 7)  // scheduled after both animations: runs after their stops
        try runner.run(host: FakeHost())
        #expect(sink.eventLines == [
            "0.0 start b fade", "0.0 start a fade",
            "1.0 stop b fade true", "1.0 stop a fade true", "1.0 after",
        ])
    }

    @Test func eventsFallBetweenSamplesAtTheirExactTime() throws {
        let scene = Scene()
        _ = try fade(scene, "coin", duration: 0.25)
        let sink = RecordingSink()
        try Runner(scene: scene, options: RunOptions(plan: .fps(10)), sink: sink).run(host: FakeHost())
        #expect(sink.eventLines == ["0.0 start coin fade", "0.25 stop coin fade true"])
        // Samples on the 1/10 grid up to the end, plus the end time itself (off the grid).
        #expect(sink.sampleTimes == [0, 0.1, 0.2, 0.25])
        #expect(sink.end?.0 == 0.25)
        #expect(sink.end?.1 == .idle)
    }

    @Test func sampleRateNeverChangesWhatHappens() throws {
        var lines: [[String]] = []
        for fps in [7, 60, 1000] {
            let scene = Scene()
            _ = try fade(scene, "x", duration: 0.3, begin: 0.123)
            let sink = RecordingSink()
            try Runner(scene: scene, options: RunOptions(plan: .fps(fps)), sink: sink).run(host: FakeHost())
            lines.append(sink.eventLines)
        }
        #expect(lines[0] == ["0.123 start x fade", "0.423 stop x fade true"])
        #expect(lines[1] == lines[0])
        #expect(lines[2] == lines[0])
    }

    @Test func removedOnCompletionDetachesBeforeTheSampleAtThatInstant() throws {
        let scene = Scene()
        let held = try fade(scene, "held", removed: false)
        let gone = try fade(scene, "gone")
        let sink = RecordingSink()
        try Runner(scene: scene, options: RunOptions(plan: .fps(2)), sink: sink).run(host: FakeHost())
        // At t = 1 the removed animation shows the model (opacity 1); the held one its end (0).
        #expect(sink.state("gone", at: 1)?.opacity == 1)
        #expect(sink.state("held", at: 1)?.opacity == 0)
        #expect(gone.animationKeys.isEmpty)
        #expect(held.animationKeys == ["fade"])
    }

    @Test func delegateAddingAnAnimationAtAStopStartsItAtThatInstant() throws {
        let scene = Scene()
        let layer = try fade(scene, "badge", key: "first", duration: 0.5)
        let host = FakeHost()
        host.onStop = { att, _ in
            guard att.key == "first" else { return }
            let grow = BasicAnimation(keyPath: .transformScale)
            grow.fromValue = .number(2)
            grow.toValue = .number(4)
            grow.duration = 0.5
            try layer.add(grow, forKey: "second")
        }
        let sink = RecordingSink()
        try Runner(scene: scene, options: RunOptions(plan: .fps(4)), sink: sink).run(host: host)
        #expect(sink.eventLines == [
            "0.0 start badge first", "0.5 stop badge first true",
            "0.5 start badge second", "1.0 stop badge second true",
        ])
        // The sample at 0.5 already shows the new animation at its start (scale 2); at 0.75 halfway.
        #expect(sink.state("badge", at: 0.5)?.transform.scaleX == 2)
        #expect(approx(sink.state("badge", at: 0.75)?.transform.scaleX ?? 0, 3))
    }

    @Test func removalDuringACallbackStopsTheOtherAnimationUnfinished() throws {
        let scene = Scene()
        _ = try fade(scene, "first", duration: 0.5)
        let other = try fade(scene, "other", duration: 2)
        let host = FakeHost()
        host.onStop = { att, _ in if att.currentLayerName == "first" { other.removeFromSuperlayer() } }
        let sink = RecordingSink()
        try Runner(scene: scene, options: RunOptions(plan: .fps(4)), sink: sink).run(host: host)
        #expect(sink.eventLines == [
            "0.0 start first fade", "0.0 start other fade",
            "0.5 stop first fade true", "0.5 stop other fade false",
        ])
        #expect(sink.layerNames(at: 0.5) == ["window", "first"])
        #expect(sink.end?.0 == 0.5)
    }

    @Test func removeAnimationReportsOnceAndNeverAfterCompletion() throws {
        let scene = Scene()
        let l = try fade(scene, "l", duration: 0.5, removed: false)
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(4)), sink: RecordingSink())
        let host = FakeHost()
        runner.schedule(after: 1, token: 1)
        host.onCall = { _ in l.removeAnimation(forKey: "fade") }  // already reported at 0.5
        try runner.run(host: host)
        #expect(host.calls == ["start l", "stop l true", "call 1"])
    }

    @Test func cancelledDelayedCallNeverRuns() throws {
        let scene = Scene()
        let sink = RecordingSink()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(10)), sink: sink)
        let host = FakeHost()
        let late = runner.schedule(after: 0.5, token: 2)
        runner.schedule(after: 0.2, token: 1)
        host.onCall = { token in if token == 1 { runner.cancel(late) } }
        try runner.run(host: host)
        #expect(host.calls == ["call 1"])
        #expect(sink.end?.0 == 0.2)
        #expect(runner.cancel(late) == false)
    }

    @Test func delayedCallsScheduledInACallbackAtZeroDelayRunAtTheSameInstant() throws {
        let scene = Scene()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(10)), sink: RecordingSink())
        let host = FakeHost()
        runner.schedule(after: 0.05, token: 1)
        host.onCall = { token in if token < 3 { runner.schedule(after: 0, token: token + 1) } }
        try runner.run(host: host)
        #expect(host.calls == ["call 1", "call 2", "call 3"])
        #expect(runner.currentTime == 0.05)
    }

    @Test func endlessAnimationStopsAtTheCapWithAWarning() throws {
        let scene = Scene()
        _ = try spinner(scene)
        let sink = RecordingSink()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(2), timeCap: 3), sink: sink)
        // What the run says: its warnings, then why it was cut at the cap.
        var warnings: [String] = []
        runner.onWarning = { warnings.append($0.description) }
        try runner.run(host: FakeHost())
        if let cut = runner.timeCapCut { warnings.append(cut.description) }
        #expect(sink.end?.0 == 3)
        #expect(sink.end?.1 == .cap)
        #expect(sink.sampleTimes == [0, 0.5, 1, 1.5, 2, 2.5, 3])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("3 s time cap") == true)
    }

    @Test func untilEndsTheRunEvenWhenIdleEarlier() throws {
        let scene = Scene()
        _ = try fade(scene, "x", duration: 0.25)
        let sink = RecordingSink()
        try Runner(scene: scene, options: RunOptions(plan: .fps(4), until: 0.6), sink: sink).run(host: FakeHost())
        #expect(sink.sampleTimes == [0, 0.25, 0.5, 0.6])
        #expect(sink.end?.1 == .until)
    }

    @Test func explicitTimesSampleExactlyThoseTimes() throws {
        let scene = Scene()
        _ = try fade(scene, "x", duration: 2)
        let sink = RecordingSink()
        try Runner(scene: scene, options: RunOptions(plan: .times([0.45, 0.1, 0.45])), sink: sink).run(host: FakeHost())
        #expect(sink.sampleTimes == [0.1, 0.45])
        #expect(approx(Double(sink.state("x", at: 0.45)?.opacity ?? 0), 1 - 0.45 / 2, 1e-6))
        #expect(sink.end?.0 == 0.45)
    }

    @Test func pausingTheLayerMovesTheStopEvent() throws {
        let scene = Scene()
        let l = try fade(scene, "x", duration: 1)
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(4)), sink: RecordingSink())
        let host = FakeHost()
        let sink = RecordingSink()
        _ = sink
        // Pause at 0.25 (speed 0, timeOffset = local time then), resume at 1.25 from there.
        runner.schedule(after: 0.25, token: 1)
        runner.schedule(after: 1.25, token: 2)
        host.onCall = { token in
            if token == 1 {
                l.timeOffset = l.localTime(atAbsolute: runner.currentTime)
                l.speed = 0
            } else {
                // Resume: local time continues from the paused value.
                let paused = l.timeOffset
                l.speed = 1
                l.timeOffset = 0
                l.beginTime = runner.currentTime - paused
            }
        }
        try runner.run(host: host)
        // 0.25 s played before the pause, 0.75 s after resuming at 1.25: the stop is at 2.0.
        #expect(host.calls == ["start x", "call 1", "call 2", "stop x true"])
        #expect(runner.currentTime == 2)
    }

    @Test func logLinesBeforeTheRunComeFirst() throws {
        let scene = Scene()
        let sink = RecordingSink()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(10)), sink: sink)
        try runner.log("hello")
        try runner.run(host: FakeHost())
        #expect(sink.eventLines == ["0.0 log hello"])
        #expect(sink.sampleTimes == [0])
    }

    @Test func hostErrorEndsTheRunWithAnErrorRecord() throws {
        struct Boom: Error {}
        let scene = Scene()
        _ = try fade(scene, "x", duration: 0.5)
        let sink = RecordingSink()
        let host = FakeHost()
        host.onStop = { _, _ in throw Boom() }
        #expect(throws: Boom.self) {
            try Runner(scene: scene, options: RunOptions(plan: .fps(4)), sink: sink).run(host: host)
        }
        #expect(sink.end?.0 == 0.5)
        #expect(sink.end?.1 == .error)
        #expect(sink.sampleTimes == [0, 0.25])
    }
}

@MainActor
@Suite struct RunnerCheckTests {
    @Test func checksRunAfterEverythingAtTheirInstantAndWriteNoEvent() throws {
        let scene = Scene()
        let layer = try fade(scene, "x", duration: 0.5)
        let sink = RecordingSink()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(2)), sink: sink)
        let host = FakeHost()
        var seen: [String] = []
        runner.scheduleCheck(at: 0.5, token: 1)  // scheduled before the delayed call, still runs after it
        runner.schedule(after: 0.5, token: 2)
        host.onCall = { token in
            if token == 2 { runner.schedule(after: 0, token: 3) }
            seen.append("call \(token) keys \(layer.animationKeys)")
        }
        try runner.run(host: host)
        #expect(seen == ["call 2 keys []", "call 3 keys []", "call 1 keys []"])
        #expect(sink.eventLines == ["0.0 start x fade", "0.5 stop x fade true", "0.5 after", "0.5 after"])
    }

    @Test func aCheckKeepsTheRunGoingUntilItsTime() throws {
        let scene = Scene()
        let sink = RecordingSink()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(2)), sink: sink)
        runner.scheduleCheck(at: 1.25, token: 1)
        try runner.run(host: FakeHost())
        #expect(sink.sampleTimes == [0, 0.5, 1, 1.25])
    }
}
