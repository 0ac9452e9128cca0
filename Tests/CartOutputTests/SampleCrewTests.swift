import CartAnimation
@testable import CartOutput
import Testing

/// Both cores on a sample (`SampleCrew`): a sample's lines cut into chunks that two threads
/// evaluate and format while the scene changes between samples write the very bytes one thread
/// writes, and those are the bytes of the samples path.
@Suite struct SampleCrewTests {
    /// Chunks of three lines, every sample shared out, over 120 frames of a scene whose layers
    /// come and go, some with more than motion (a corner radius), some general (keyframes by
    /// value), one superlayer renamed: three writers, one set of bytes.
    @Test func twoThreadsWriteWhatOneWrites() throws {
        let one = MemoryOutput(), two = MemoryOutput(), bySamples = MemoryOutput()
        let oneWriter = JSONLinesWriter(output: one, crew: SampleCrew(threads: 1, chunkLines: 3, minimumLines: 0))
        let twoWriter = JSONLinesWriter(output: two, crew: SampleCrew(threads: 2, chunkLines: 3, minimumLines: 0))
        try Self.play(frames: 120, [oneWriter, twoWriter]) { t, plan in
            try JSONLinesWriter(output: bySamples).writeSample(time: t, layers: plan.withSamples(at: t) { $0 })
        }
        #expect(two.bytes.count > 100_000)
        #expect(two.bytes == one.bytes)
        #expect(two.text == bySamples.text)
        #expect(two.text.contains(#""superlayer":"crate""#) && two.text.contains(#""cornerRadius":4.5"#))
    }

    /// The motion a line is asked for (`motion(ofLine:in:)`, what the chunks evaluate) is the
    /// motion `lines(at:)` gives it, and `--format none`'s evaluation on two threads
    /// (`evaluateMotion`) leaves the lines as they were.
    @Test func sharedEvaluationIsTheLinesMotion() throws {
        let crew = SampleCrew(threads: 2, chunkLines: 2, minimumLines: 0)
        try Self.play(frames: 40, []) { t, plan in
            crew.evaluateMotion(of: plan)  // on the lines of `lines(at:)`: it leaves them as they are
            #expect(plan.lines(at: t, withMotion: false))
            let counted = plan.lines.count
            crew.evaluateMotion(of: plan)
            let shared = plan.lines.indices.filter { plan.lines[$0].kept != 0 }.map { plan.motion(ofLine: $0) }
            #expect(plan.lines(at: t))
            #expect(plan.lines.count == counted)
            #expect(shared == plan.lines.filter { $0.kept != 0 }.map(\.motion))
        }
    }

    /// Serials beyond the cache's table share one entry: such a sample is written line by line
    /// on one thread, the same bytes as ever.
    @Test func linesSharingAnEntryAreWrittenInOrder() throws {
        let capped = MemoryOutput(), plain = MemoryOutput()
        let crew = SampleCrew(threads: 2, chunkLines: 2, minimumLines: 0)
        let cappedWriter = JSONLinesWriter(output: capped, crew: crew, lines: SampleLineCache(largestSerial: 5))
        try Self.play(frames: 60, [cappedWriter, JSONLinesWriter(output: plain)]) { _, _ in }
        #expect(capped.bytes == plain.bytes)
    }

    /// A small sample stays on the calling thread: the helper starts with the first sample of
    /// `minimumLines` lines, not before.
    @Test func theHelperStartsWithTheFirstLargeSample() throws {
        let crew = SampleCrew(threads: 2, chunkLines: 4, minimumLines: 20)
        let writer = JSONLinesWriter(output: MemoryOutput(), crew: crew)
        var seen: [(lines: Int, started: Bool)] = []
        try Self.play(frames: 30, [writer]) { _, plan in seen.append((plan.lines.count, crew.helperStarted)) }
        let firstLarge = try #require(seen.firstIndex { $0.lines >= 20 })
        #expect(firstLarge > 5)
        #expect(seen[..<firstLarge].allSatisfy { !$0.started } && seen[firstLarge...].allSatisfy(\.started))
        #expect(!SampleCrew(threads: 1, chunkLines: 1, minimumLines: 0).helperStarted)
    }

    /// Plays `frames` frames of a changing scene, each sample written by each of `writers` and
    /// then handed to `check` with its time and the plan.
    static func play(frames: Int, _ writers: [JSONLinesWriter], check: (Double, ScenePlan) throws -> Void) throws {
        let scene = Scene()
        let box = scene.makeLayer(name: "box")
        try scene.window.addSublayer(box)
        var coins: [Layer] = []
        let plan = ScenePlan(scene: scene)
        for frame in 0..<frames {
            let t = Double(frame) / 30
            scene.currentTime = t
            coins.append(try PlanLineWriterTests.coin(frame, in: frame % 2 == 0 ? box : scene.window, scene))
            if frame % 3 == 0 { coins.append(try PlanLineWriterTests.coin(1000 + frame, in: box, scene)) }
            if frame % 5 == 4 { coins.remove(at: frame % coins.count).removeFromSuperlayer() }
            if frame == 20 { box.name = "crate" }
            if frame % 11 == 10, let c = coins.last {
                let round = BasicAnimation(keyPath: .cornerRadius)
                (round.toValue, round.duration) = (.number(9), 1)
                try c.add(round, forKey: "round")
            }
            if frame % 13 == 12, let c = coins.first {
                let hop = KeyframeAnimation(keyPath: .position)
                (hop.values, hop.duration, hop.beginTime) = ([.point(Point(x: 1, y: 2)), .point(Point(x: 90, y: 7))], 2, t)
                try c.add(hop, forKey: "hop")
            }
            for w in writers { try w.writeSample(time: t, plan: plan) }
            try check(t, plan)
        }
    }
}
