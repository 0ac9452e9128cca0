import CartAnimation
import Foundation
@testable import CartOutput
import Glibc
import Testing

/// Both cores on a run (`SampleCrew`): a sample's kept lines written on a helper thread behind
/// the caller, while the scene changes and events and log lines are written, give the very
/// bytes one thread gives, and those are the bytes of the samples path.
@Suite struct SampleCrewTests {
    /// Every sample behind, over 120 frames of a scene whose layers come and go, some with more
    /// than motion (a corner radius), some general (keyframes by value), one superlayer renamed,
    /// with an event and a log line after each sample: one set of bytes.
    @Test func behindWritesWhatOneThreadWrites() throws {
        let one = MemoryOutput(), two = MemoryOutput(), bySamples = MemoryOutput()
        let crew = SampleCrew(threads: 2, minimumLines: 0)
        try Self.play(frames: 120, JSONLinesWriter(output: one, crew: SampleCrew(threads: 1, minimumLines: 0)))
        let behind = JSONLinesWriter(output: two, crew: crew)
        try Self.play(frames: 120, behind)
        let samplesWriter = JSONLinesWriter(output: bySamples)
        try Self.play(frames: 120, nil) { t, plan in
            try samplesWriter.writeSample(time: t, layers: plan.withSamples(at: t) { $0 })
            try samplesWriter.writeEvent(time: t, event: .after)
            try samplesWriter.writeLog(time: t, message: "frame \(t)")
        }
        try samplesWriter.writeEnd(time: 4, reason: .until)
        #expect(crew.helperStarted)
        // The records held behind a sample were formatted by the helper, before the next
        // sample, wherever that went behind whole (no keyframes by value then: frames 0–11).
        #expect(behind.recordsWrittenBehind >= 2 * 11)
        #expect(two.bytes.count > 100_000)
        let same = two.bytes == one.bytes  // (the bytes themselves would flood the report)
        #expect(same)
        #expect(two.text == bySamples.text)
        #expect(two.text.contains(#""superlayer":"crate""#) && two.text.contains(#""cornerRadius":4.5"#))
        // The held records follow their sample: a log line right after the lines of its frame.
        #expect(two.text.contains(#""t":1,"event":"after"}"# + "\n" + #"{"type":"log","t":1,"message":"frame 1.0"}"#))
    }

    /// The calling thread takes lines of the sample behind from the back once it would wait for
    /// the helper (`SharedLines`), a line at a time here: the same bytes, and it did take some.
    @Test func linesSharedWithTheCallingThreadKeepTheirOrder() throws {
        let one = MemoryOutput(), shared = MemoryOutput()
        try Self.play(frames: 120, JSONLinesWriter(output: one, crew: SampleCrew(threads: 1, minimumLines: 0)))
        let writer = JSONLinesWriter(output: shared, crew: SampleCrew(threads: 2, minimumLines: 0, chunkLines: 1))
        // The helper lets the calling thread take the first chunk (or 50 ms pass), so that both take some.
        for lines in writer.sharedLines {
            lines.beforeFront = {
                let start = Date()
                while !lines.callerHasTaken && Date().timeIntervalSince(start) < 0.05 { sched_yield() }
            }
        }
        try Self.play(frames: 120, writer)
        let same = shared.bytes == one.bytes
        #expect(same)
        #expect(writer.sharedLines.reduce(0) { $0 + $1.linesHelped } > 200)
    }

    /// The script goes on with two samples behind (`HelperThread.depth`): while the helper is
    /// held in a sample's lines, the next sample is handed over and the writer returns; the
    /// bytes are one thread's all the same.
    @Test func theScriptGoesOnWithTwoSamplesBehind() throws {
        final class Gate: @unchecked Sendable {
            private let lock = NSLock()
            private var open = false
            var timedOut = false
            func release() { lock.withLock { open = true } }
            /// Waits for `release`, two seconds at most (a writer that waits for the helper here
            /// would never release it).
            func pass() {
                let start = Date()
                while !lock.withLock({ open }) {
                    if Date().timeIntervalSince(start) > 2 { return lock.withLock { timedOut = true } }
                    sched_yield()
                }
            }
        }
        let two = MemoryOutput()
        let writer = JSONLinesWriter(output: two, crew: SampleCrew(threads: 2, minimumLines: 0))
        let gate = Gate()
        for lines in writer.sharedLines { lines.beforeFront = { gate.pass() } }
        var handedOver = 0
        try Self.play(frames: 3, nil) { t, plan in
            try writer.writeSample(time: t, plan: plan)
            handedOver += 1
            if handedOver == 2 { gate.release() }  // the first sample held until the second went behind
        }
        try writer.writeEnd(time: 4, reason: .until)
        #expect(!gate.timedOut)
        let single = MemoryOutput(), singleWriter = JSONLinesWriter(output: single)
        try Self.play(frames: 3, nil) { t, plan in try singleWriter.writeSample(time: t, plan: plan) }
        try singleWriter.writeEnd(time: 4, reason: .until)
        let same = two.bytes == single.bytes
        #expect(same)
    }

    /// A second reader of the plan (another writer, an instant's presentation) waits for the
    /// helper before the plan changes: `settle`'s wait runs once, before the next `lines(at:)`.
    @Test func thePlanWaitsForItsReaderBeforeItChanges() throws {
        let scene = Scene()
        try scene.window.addSublayer(PlanLineWriterTests.coin(1, in: scene.window, scene))
        let plan = ScenePlan(scene: scene)
        var waits = 0
        #expect(plan.lines(at: 0))
        plan.settle { waits += 1 }
        #expect(waits == 0)
        #expect(plan.lines(at: 0.5))
        #expect(waits == 1)
        var layers: [LayerSample] = []
        plan.samples(at: 0.5, into: &layers)
        #expect(waits == 1)
        plan.settle { waits += 1 }
        plan.samples(at: 0.5, into: &layers)
        #expect(waits == 2)
        // Two writers on one plan, the first behind: the second writes what the first does.
        let behind = MemoryOutput(), after = MemoryOutput()
        let first = JSONLinesWriter(output: behind, crew: SampleCrew(threads: 2, minimumLines: 0))
        let second = JSONLinesWriter(output: after)
        try Self.play(frames: 60, nil) { t, plan in
            try first.writeSample(time: t, plan: plan)
            try second.writeSample(time: t, plan: plan)
        }
        try first.writeEnd(time: 2, reason: .until)
        try second.writeEnd(time: 2, reason: .until)
        #expect(after.bytes.count > 10_000)
        let same = behind.bytes == after.bytes  // (the bytes themselves would flood the report)
        #expect(same)
    }

    /// A whole sample goes behind only while no program reads a layer (`readsNoLayer`); one
    /// with a general program (keyframes by value) keeps its lines here and sends the kept ones.
    @Test func aWholeSampleGoesBehindOnlyWhenNoProgramReadsALayer() throws {
        let scene = Scene()
        let coin = try PlanLineWriterTests.coin(1, in: scene.window, scene)
        let plan = ScenePlan(scene: scene)
        #expect(plan.prepareLines() && plan.readsNoLayer)
        let hop = KeyframeAnimation(keyPath: .position)
        (hop.values, hop.duration) = ([.point(Point(x: 1, y: 2)), .point(Point(x: 90, y: 7))], 2)
        try coin.add(hop, forKey: "hop")
        #expect(plan.prepareLines() && !plan.readsNoLayer)
        coin.removeAnimation(forKey: "hop")
        #expect(plan.prepareLines() && plan.readsNoLayer)
    }

    /// A sample written late fails at its own time: an output error that tells a time
    /// (`--max-output`'s) gets the sample's, not that of the record whose write found it.
    @Test func aLateSampleFailsAtItsOwnTime() throws {
        let scene = Scene()
        try scene.window.addSublayer(PlanLineWriterTests.coin(1, in: scene.window, scene))
        let plan = ScenePlan(scene: scene)
        let output = FailingOutput(after: 1)
        let writer = JSONLinesWriter(output: output, crew: SampleCrew(threads: 2, minimumLines: 0))
        try writer.writeHeader(TraceHeader(script: "s.lua", fps: 60, screen: Size(width: 10, height: 10)))
        try writer.writeSample(time: 0.5, plan: plan)
        try writer.writeEvent(time: 0.75, event: .after)  // held behind the sample
        #expect(throws: FailingOutput.Full(time: 0.5)) { try writer.writeEnd(time: 1, reason: .until) }
        #expect(output.writes == 2)  // the sample's, on either thread; nothing after it
    }

    /// A helper with time to spare writes the samples it made out itself (`writeOut`), and one
    /// that is behind leaves them to the calling thread: the bytes are one thread's either way.
    @Test func theHelperWritesOutTheSamplesItMade() throws {
        let one = MemoryOutput(), spare = ThreadNotingOutput(), busy = ThreadNotingOutput()
        try Self.play(frames: 60, JSONLinesWriter(output: one, crew: SampleCrew(threads: 1, minimumLines: 0)))
        // The script's work between samples takes 2 ms here: each sample is done and written
        // out by the helper before the next is handed over.
        try Self.play(frames: 60, JSONLinesWriter(output: spare, crew: SampleCrew(threads: 2, minimumLines: 0))) { _, _ in
            usleep(2000)
        }
        #expect(spare.bytes == one.bytes)
        #expect(spare.writesOnOtherThreads >= 10)  // 0 where the calling thread writes them all
        // The helper held in each sample's kept lines until the next is handed over: a job
        // waits behind the one that ends, and the calling thread writes the samples out (all
        // but the first, which keeps no line, and the last, which no job follows).
        let writer = JSONLinesWriter(output: busy, crew: SampleCrew(threads: 2, minimumLines: 0))
        for lines in writer.sharedLines {
            lines.beforeFront = { [crew = writer.crew] in
                let start = Date()
                // (the last sample's job waits out the half second: none comes after it)
                while !crew.helperHasJobWaiting && Date().timeIntervalSince(start) < 0.5 { sched_yield() }
            }
        }
        let first = MemoryOutput()
        try Self.play(frames: 12, JSONLinesWriter(output: first, crew: SampleCrew(threads: 1, minimumLines: 0)))
        try Self.play(frames: 12, writer)
        #expect(busy.bytes == first.bytes)
        #expect(busy.writesOnOtherThreads <= 2)
    }

    /// A sample the helper could not write out stops the writing there: the samples after it
    /// are not written, and the failure is thrown at that sample's time.
    @Test func aSampleTheHelperCannotWriteStopsTheTrace() throws {
        let output = FailingOutput(after: 3)
        let writer = JSONLinesWriter(output: output, crew: SampleCrew(threads: 2, minimumLines: 0))
        var failedAt: Double?
        do {
            try Self.play(frames: 40, writer) { _, _ in usleep(1000) }
        } catch let full as FailingOutput.Full {
            failedAt = full.time
        }
        // A write a sample (its bytes begin with the records held behind the one before): the
        // fourth, frame 3's, fails.
        #expect(output.writes == 4)
        #expect(failedAt == 3.0 / 30)
    }

    /// `--format none`'s evaluation behind (`evaluateMotion`) leaves the lines as they were: the
    /// same lines, each with the motion a fresh `lines(at:)` gives it.
    @Test func evaluationBehindIsTheLinesMotion() throws {
        let crew = SampleCrew(threads: 2, minimumLines: 0)
        try Self.play(frames: 40, nil) { t, plan in
            crew.evaluateMotion(of: plan)  // on the lines of `lines(at:)`: it leaves them as they are
            #expect(plan.lines(at: t))
            let counted = plan.lines.count
            crew.evaluateMotion(of: plan)
            crew.waitBehind()
            let motions = plan.lines.indices.filter { plan.lines[$0].kept != 0 }.map { plan.motion(ofLine: $0) }
            #expect(plan.lines(at: t))
            #expect(plan.lines.count == counted)
            #expect(motions == plan.lines.indices.filter { plan.lines[$0].kept != 0 }.map { plan.motion(ofLine: $0) })
        }
    }

    /// `--format none`'s samples go behind whole on detached frames, two at most, as the
    /// writer's do (`EvaluationBehind`), and every frame is given back by the end; a sample
    /// with a general program is evaluated here, with nothing behind.
    @Test func evaluationGoesBehindOnDetachedFrames() throws {
        let evaluation = EvaluationBehind(crew: SampleCrew(threads: 2, minimumLines: 0))
        var seen: [Int] = []
        try Self.play(frames: 12, nil) { t, plan in
            evaluation.evaluate(plan, at: t)
            seen.append(plan.detachedFrames)
        }
        #expect(seen.first == 1 && seen.dropFirst().allSatisfy { $0 == 2 })
        let scene = Scene()
        let coin = try PlanLineWriterTests.coin(1, in: scene.window, scene)
        let plan = ScenePlan(scene: scene)
        evaluation.evaluate(plan, at: 0)
        #expect(plan.detachedFrames == 1)
        let hop = KeyframeAnimation(keyPath: .position)
        (hop.values, hop.duration) = ([.point(Point(x: 1, y: 2)), .point(Point(x: 90, y: 7))], 2)
        try coin.add(hop, forKey: "hop")
        evaluation.evaluate(plan, at: 0.5)  // a general program: everything behind waited for first
        #expect(plan.detachedFrames == 0 && !plan.readsNoLayer)
        coin.removeAnimation(forKey: "hop")
        evaluation.evaluate(plan, at: 1)
        evaluation.finish()
        #expect(plan.detachedFrames == 0)
    }

    /// Serials beyond the cache's table share one entry: such a sample is written line by line
    /// on the calling thread, the same bytes as ever.
    @Test func linesSharingAnEntryAreWrittenInOrder() throws {
        let capped = MemoryOutput(), plain = MemoryOutput()
        let crew = SampleCrew(threads: 2, minimumLines: 0)
        try Self.play(frames: 60, JSONLinesWriter(output: capped, crew: crew, lines: SampleLineCache(largestSerial: 5)))
        try Self.play(frames: 60, JSONLinesWriter(output: plain))
        let same = capped.bytes == plain.bytes  // (the bytes themselves would flood the report)
        #expect(same)
    }

    /// A small sample stays on the calling thread: the helper starts with the first sample of
    /// `minimumLines` lines, not before, and never for one thread.
    /// Jobs handed over back to back, and after the helper has gone to sleep (past its spin):
    /// each runs, in order, and `waitBehind` returns only once the last one handed over has.
    @Test func everyJobRunsInOrderBeforeTheWaitReturns() {
        final class Log: @unchecked Sendable { var runs: [Int] = [] }
        let crew = SampleCrew(threads: 2, minimumLines: 0), log = Log()
        for i in 0..<3000 {
            crew.runBehind(lines: 1) { log.runs.append(i) }
            if i % 500 == 0 {
                crew.waitBehind()
                #expect(log.runs.last == i)
                usleep(2_000)
            }
        }
        crew.waitBehind()
        #expect(log.runs == Array(0..<3000))
    }

    /// A job is let go of before it is seen done: what it alone held then goes on the thread
    /// that waited for it, never on the helper (a writer freed there stopped its own crew from
    /// the helper, which cannot join itself: ThreadSanitizer's thread leak).
    @Test func whatAJobHeldGoesOnTheThreadThatWaited() {
        final class Witness: @unchecked Sendable {
            static let lock = NSLock()
            nonisolated(unsafe) static var onOtherThreads = 0
            let maker = pthread_self()
            deinit {
                if pthread_equal(pthread_self(), maker) == 0 { Self.lock.withLock { Self.onOtherThreads += 1 } }
            }
        }
        let crew = SampleCrew(threads: 2, minimumLines: 0)
        for _ in 0..<2000 {
            let witness = Witness()
            crew.runBehind(lines: 1) { withExtendedLifetime(witness) {} }
            crew.waitBehind()
        }
        #expect(Witness.lock.withLock { Witness.onOtherThreads } == 0)
    }

    @Test func theHelperStartsWithTheFirstLargeSample() throws {
        let crew = SampleCrew(threads: 2, minimumLines: 20)
        let writer = JSONLinesWriter(output: MemoryOutput(), crew: crew)
        var seen: [(lines: Int, started: Bool)] = []
        try Self.play(frames: 30, nil) { t, plan in
            try writer.writeSample(time: t, plan: plan)
            seen.append((plan.entryCount, crew.helperStarted))  // `lines` may be filling behind
        }
        let firstLarge = try #require(seen.firstIndex { $0.lines >= 20 })
        #expect(firstLarge > 5)
        #expect(seen[..<firstLarge].allSatisfy { !$0.started } && seen[firstLarge...].allSatisfy(\.started))
        let one = SampleCrew(threads: 1, minimumLines: 0)
        try Self.play(frames: 10, JSONLinesWriter(output: MemoryOutput(), crew: one))
        #expect(!one.helperStarted)
    }

    /// Plays `frames` frames of a changing scene of its own. Each sample goes to `writer`, with
    /// an event and a log line after it, and the end at last; `check` is handed each frame's
    /// time and the plan.
    static func play(frames: Int, _ writer: JSONLinesWriter?,
                     check: (Double, ScenePlan) throws -> Void = { _, _ in }) throws {
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
            if let writer {
                try writer.writeSample(time: t, plan: plan)
                try writer.writeEvent(time: t, event: .after)
                try writer.writeLog(time: t, message: "frame \(t)")
            }
            try check(t, plan)
        }
        try writer?.writeEnd(time: Double(frames) / 30, reason: .until)
    }
}

/// Keeps what is written, and how many writes came from a thread other than the one that
/// made it (writes come one at a time: the writer's lock orders them).
private final class ThreadNotingOutput: ByteOutput, @unchecked Sendable {
    private let maker = pthread_self()
    private(set) var bytes: [UInt8] = []
    private(set) var writesOnOtherThreads = 0

    func write(_ bytes: [UInt8]) throws {
        if pthread_equal(pthread_self(), maker) == 0 { writesOnOtherThreads += 1 }
        self.bytes.append(contentsOf: bytes)
    }
}

/// Takes `after` writes, then fails every one with a timed error (`TimedOutputError`).
private final class FailingOutput: ByteOutput {
    struct Full: TimedOutputError, Equatable {
        var time: Double?
    }

    let after: Int
    private(set) var writes = 0

    init(after: Int) { self.after = after }

    func write(_ bytes: [UInt8]) throws {
        writes += 1
        if writes > after { throw Full() }
    }
}
