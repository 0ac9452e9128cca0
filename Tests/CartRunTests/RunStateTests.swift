import CartAnimation
@testable import CartRun
import CartTestSupport
import Testing

/// The run loop owns each animation's run state (pending → started → stopped) in one enum on its
/// track; the core's attachment carries none. Ticks meet seconds in `EventTicks`.
@MainActor
@Suite struct RunStateTests {
    func state(_ runner: Runner, _ att: CartAnimation.Attachment) -> RunState? { runner.tracks[att]?.state }

    @Test func anAnimationIsPendingThenStartedAndItsTrackGoesWhenItStops() throws {
        let scene = Scene()
        let layer = try fade(scene, "x", duration: 1, begin: 0.5)
        let att = try #require(layer.attachments.first)
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(4)), sink: RecordingSink())
        let host = FakeHost()
        var seen: [RunState?] = []
        host.onStart = { [unowned runner] a in seen.append(self.state(runner, a)) }
        host.onStop = { [unowned runner] a, _ in seen.append(self.state(runner, a)) }
        try runner.absorbChanges()
        #expect(state(runner, att) == .pending)
        try runner.run(host: host)
        #expect(seen == [.started, nil])
        #expect(runner.tracks.isEmpty)
    }

    @Test func aTracksSlotIsUsedAgainAndNeverFoundForAnotherAttachment() throws {
        let scene = Scene()
        let a = try #require(try fade(scene, "a", duration: 1, begin: 0).attachments.first)
        let b = try #require(try fade(scene, "b", duration: 1, begin: 0).attachments.first)
        var table = TrackTable(), other = TrackTable()
        table.insert(Track(a))
        #expect(table[a]?.attachment === a && !table.isEmpty)
        table.remove(a)
        #expect(table[a] == nil && table.isEmpty && a.runSlot == -1)
        table.insert(Track(b))
        #expect(b.runSlot == 0)  // the slot a left
        // a's slot in another table is b's here: found there, never here.
        other.insert(Track(a))
        #expect(a.runSlot == 0 && table[a] == nil && other[a]?.attachment === a && table[b]?.attachment === b)
    }

    @Test func removedBeforeItStartsItStopsOnceUnfinished() throws {
        let scene = Scene()
        let layer = try fade(scene, "x", duration: 1, begin: 0.5)
        let sink = RecordingSink()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(4)), sink: sink)
        runner.schedule(after: 0.25, token: 1)
        let host = FakeHost()
        host.onCall = { _ in
            layer.removeAnimation(forKey: "fade")
            layer.removeAllAnimations()
        }
        try runner.run(host: host)
        #expect(sink.eventLines == ["0.25 after", "0.25 stop x fade false"])
        #expect(runner.tracks.isEmpty)
        #expect(runner.liveEvents == 0)
    }

    @Test(arguments: [(1.0 / 3, 1.0, 0.0), (0.7, 1.3, 0.1), (2.0 / 7, 0.35, 0.05), (0.1, 3.0, 0.0)])
    func theStopTickIsTheFirstTheEvaluatorSeesAfter(_ duration: Double, _ speed: Float, _ begin: Double) throws {
        let scene = Scene()
        let layer = try fade(scene, "x", duration: duration, begin: begin)
        layer.speed = speed
        let timing = try #require(layer.attachments.first).animation.timing
        let ticks = EventTicks(layer: layer, timing: timing, from: 0)
        let stop = try #require(ticks.first(threshold: timing.activeDuration, phase: { $0 == .after }))
        func phase(_ t: Tick) -> Phase { timing.phase(parentTime: layer.localTime(atAbsolute: VirtualClock.seconds(t))) }
        #expect(phase(stop) == .after)
        #expect(phase(stop - 1) != .after)
        let start = try #require(ticks.first(threshold: 0, phase: { $0 != .before }))
        #expect(phase(start) != .before)
        #expect(start == 0 || phase(start - 1) == .before)
    }

    @Test func aPausedLayerNeverReachesItsStop() throws {
        let scene = Scene()
        let layer = try fade(scene, "x", duration: 1)
        layer.speed = 0
        let timing = try #require(layer.attachments.first).animation.timing
        #expect(EventTicks(layer: layer, timing: timing, from: 0).first(threshold: 1, phase: { $0 == .after }) == nil)
    }
}
