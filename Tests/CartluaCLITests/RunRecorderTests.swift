import CartAnimation
import Foundation
import Testing
@testable import cartlua
@testable import CartReport
import CartTestSupport

/// What `explain` and `watch` record comes from the run loop's own report of each attachment
/// (the recorder is the session's relay), not from a search of the window's tree by layer name.
@Suite struct RunRecorderTests {
    /// What the recorder keeps of `source` run as the script `name` (the run `explain` and
    /// `watch` make, in this process).
    static func record(_ source: String, name: String = "s.lua") throws -> RunRecorder {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent(name)
        try source.write(to: url, atomically: true, encoding: .utf8)
        var request = RunRequest()
        request.script = url.path
        let (recorder, outcome) = RunRecorder.run(request)
        guard case .finished = outcome else { throw Failed(outcome: "\(outcome)") }
        return recorder
    }

    struct Failed: Error { let outcome: String }

    @Test func anAnimationOfALayerNeverInTheWindowHasItsTiming() throws {
        let recorder = try Self.record("""
            local offscreen = Layer{ name = "offscreen" }
            offscreen:addAnimation(BasicAnimation{ keyPath = "opacity", toValue = 0, duration = 0.4, fillMode = "forwards" }, "fade")

            """)
        #expect(recorder.spans.count == 1)
        let span = try #require(recorder.spans.first)
        #expect(span.layer == "offscreen" && span.key == "fade")
        #expect(span.timing?.duration == 0.4)
        #expect(span.timing?.fillMode == .forwards)
        #expect(span.end == 0.4 && span.finished == true)
    }

    @Test func twoLayersOfOneNameKeepTheirOwnAnimations() throws {
        let recorder = try Self.record("""
            for i, d in ipairs{0.3, 0.6} do
              local l = Layer{ name = "twin" }
              window:addSublayer(l)
              l:addAnimation(BasicAnimation{ keyPath = "opacity", toValue = 0, duration = d }, "fade")
            end

            """)
        #expect(recorder.spans.map { $0.timing?.duration } == [0.3, 0.6])
        #expect(recorder.spans.map(\.end) == [0.3, 0.6])
    }

    /// The timing is the animation's as the stream recorded it when attached: a later change to
    /// the attached copy (`layer:animation(key)` hands it to the script) does not reach it.
    @Test func theTimingIsTheRecordedCopysNotTheLiveOne() throws {
        let recorder = try Self.record("""
            local l = Layer{ name = "late" }
            window:addSublayer(l)
            l:addAnimation(BasicAnimation{ keyPath = "opacity", toValue = 0, duration = 0.4, beginTime = now() + 0.5 }, "fade")
            after(0.2, function() l:animation("fade").duration = 5 end)

            """)
        let span = try #require(recorder.spans.first)
        #expect(span.timing?.duration == 0.4)
        #expect(RunSummary(recorder).motions.first?.facts.contains { $0.name == "duration" && $0.text == "0.4 s" } == true)
    }
}
