import CartAnimation
import CartRun
import CartTestSupport
import Testing
@testable import CartLua

/// `expect` reads the events the trace gets — a tap of the run's stream — not a record of its
/// own made in the host's callbacks: the two cannot disagree.
@Suite struct ExpectEventLogTests {
    @Test func theExpectLogIsTheTracesEvents() {
        let r = runExpecting("""
            local a = Layer{name = "a"}
            window:addSublayer(a)
            a:addAnimation(BasicAnimation{keyPath = "opacity", toValue = 0, duration = 0.5, beginTime = 0.3}, "late")
            a:addAnimation(BasicAnimation{keyPath = "opacity", toValue = 1, duration = 0.2}, "fade")
            after(0.1, function() a:removeAnimation("late") end)
            expect.at(0.4, function() end)

            """)
        let traced = r.run.records.compactMap { record -> Expectations.Event? in
            if case .event(let t, let e) = record { return Expectations.Event(time: t, e) }
            return nil
        }
        #expect(r.expectations.events == traced)
        #expect(traced.map { "\($0.time) \($0.name) \($0.key ?? "-")" } == [
            "0.0 animationDidStart fade", "0.1 after -", "0.1 animationDidStop late", "0.2 animationDidStop fade",
        ])
    }

    @Test func anEventTheHostIsNotToldOfIsStillInTheLog() throws {
        // A relay that keeps the Lua host out of the callbacks (as a test host may): the log is
        // the stream's, so expect still sees every event.
        let (host, sink) = makeHost(ScriptSettings())
        final class Silent: ScriptHost {
            func performDelayedCall(token: Int) throws {}
            func animationDidStart(_ attachment: CartAnimation.Attachment) throws {}
            func animationDidStop(_ attachment: CartAnimation.Attachment, finished: Bool) throws {}
        }
        try host.runMain(source: Array("""
            local a = Layer{name = "a"}
            window:addSublayer(a)
            a:addAnimation(BasicAnimation{keyPath = "opacity", toValue = 0, duration = 0.5}, "fade")
            """.utf8))
        try host.runner.run(host: Silent())
        #expect(host.expectations.events == [
            .init(time: 0, name: "animationDidStart", layer: "a", key: "fade", finished: nil),
            .init(time: 0.5, name: "animationDidStop", layer: "a", key: "fade", finished: true),
        ])
        #expect(sink.eventLines == ["0.0 start a fade", "0.5 stop a fade true"])
        host.close()
    }
}
