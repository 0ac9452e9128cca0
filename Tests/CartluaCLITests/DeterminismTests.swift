import Foundation
import Testing
import CartTestSupport

/// A run repeats byte for byte, and the sample rate only chooses where the motion is looked at:
/// every script of Scripts/ (the variants, not their *_test.lua checks), run twice, gives the same
/// trace; run at two sample rates, the same events (and log lines and end) at the same times in
/// the same order.
@Suite struct DeterminismTests {
    static let scripts: [String] = {
        let dir = CLI.packageRoot.appendingPathComponent("Scripts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".lua") && !$0.hasSuffix("_test.lua") }.sorted().map { "Scripts/" + $0 }
    }()

    @Test func thereAreScriptsToRun() {
        #expect(Self.scripts.count >= 5, "\(Self.scripts)")
    }

    @Test(arguments: DeterminismTests.scripts)
    func twoRunsGiveTheSameTrace(_ script: String) throws {
        for format in ["jsonl", "svg"] {
            let first = try CLI.run(["run", script, "--format", format])
            let second = try CLI.run(["run", script, "--format", format])
            #expect(first.status == 0 && second.status == 0, "\(first.stderr)")
            #expect(!first.stdout.isEmpty)
            #expect(first.stdout == second.stdout, "\(script): the \(format) trace differs between two runs")
            #expect(first.stderr == second.stderr)
        }
    }

    @Test(arguments: DeterminismTests.scripts)
    func eventsDoNotDependOnTheSampleRate(_ script: String) throws {
        func events(fps: Int) throws -> [String] {
            let r = try CLI.run(["run", script, "--fps", String(fps), "--format", "jsonl"])
            #expect(r.status == 0, "\(r.stderr)")
            return r.lines.filter { !$0.hasPrefix(#"{"type":"header""#) && !$0.hasPrefix(#"{"type":"sample""#) }
        }
        let at60 = try events(fps: 60), at7 = try events(fps: 7)
        #expect(at60.contains { $0.hasPrefix(#"{"type":"event""#) }, "\(script) has no events")
        #expect(at60.last?.hasPrefix(#"{"type":"end""#) == true)
        #expect(at60 == at7, "\(script): events differ between 60 and 7 fps")
    }

    /// Both cores give one thread's bytes: 300 coins (samples of up to ~300 lines, handed to the
    /// helper behind the script's work) with an event per coin between samples, JSON Lines and
    /// `--format none`, with `CARTLUA_THREADS` 1 and 2.
    @Test func twoThreadsGiveOneThreadsTrace() throws {
        let script = "Benchmarks/coins.lua"
        func run(threads: Int, _ extra: [String] = []) throws -> CLI.Result {
            let r = try CLI.run(["run", script, "--set", "count=300"] + extra,
                                environment: ["CARTLUA_THREADS": String(threads)], in: CLI.packageRoot)
            #expect(r.status == 0, "\(r.stderr)")
            return r
        }
        let one = try run(threads: 1), two = try run(threads: 2)
        #expect(one.lines.count > 18_000)
        #expect(one.lines.filter { $0.hasPrefix(#"{"type":"event","t":1.1,"event":"animationDidStop""#) }.count == 1)
        let same = two.stdoutData == one.stdoutData  // (the bytes themselves would flood the report)
        #expect(same)
        #expect(try run(threads: 2, ["--format", "none"]).stdoutData.isEmpty)
    }

    /// Two samples behind on detached frames, and the samples between that read a layer (a
    /// coin keyframed by value, now and then, for a few frames: the general evaluator), with
    /// coins inserted below the others, given more than motion, and logging as they go: both
    /// cores give one thread's bytes, and `--format none` runs the same way.
    @Test func twoThreadsGiveOneThreadsTraceAcrossGeneralSamples() throws {
        let script = try CLI.temporaryDirectory().appendingPathComponent("mixed.lua")
        try Self.mixedScene.write(to: script, atomically: true, encoding: .utf8)
        func run(threads: Int, _ extra: [String] = []) throws -> CLI.Result {
            let r = try CLI.run(["run", script.path, "--set", "count=1500"] + extra,
                                environment: ["CARTLUA_THREADS": String(threads)])
            #expect(r.status == 0, "\(r.stderr)")
            return r
        }
        let one = try run(threads: 1), two = try run(threads: 2)
        #expect(one.lines.filter { $0.hasPrefix(#"{"type":"log""#) }.count == 1500)
        #expect(one.lines.count > 80_000)
        let same = two.stdoutData == one.stdoutData  // (the bytes themselves would flood the report)
        #expect(same)
        #expect(try run(threads: 2, ["--format", "none"]).stdoutData.isEmpty)
    }

    static let mixedScene = """
        -- coins of three kinds, some inserted below the others, some keyframed by value (the general
        -- evaluator), each removed by its delegate with a log line
        local count = param("count", 400, "coins")
        local path = Path():moveTo(60, 700):quadCurveTo(320, 90, 320, 700)
        local function launch(i)
          local coin = Layer{ name = "coin" .. i, bounds = {x = 0, y = 0, width = 24, height = 24} }
          if i % 7 == 0 then window:insertSublayer(coin, 0) else window:addSublayer(coin) end
          local anim
          if i % 60 == 0 then
            anim = KeyframeAnimation{keyPath = "position", values = {{x = 10, y = 20}, {x = 90, y = 70}, {x = 30, y = 300}}, duration = 0.03}
          else
            anim = AnimationGroup{animations = {
              KeyframeAnimation{keyPath = "position", path = path, calculationMode = "paced", duration = 1},
              BasicAnimation{keyPath = "opacity", fromValue = 1, toValue = 0.2, duration = 1}},
              duration = 1, fillMode = "forwards", removedOnCompletion = false}
          end
          anim.delegate = {animationDidStop = function(a, f) coin:removeFromSuperlayer(); log("gone " .. i) end}
          coin:addAnimation(anim, "a")
          if i % 11 == 0 then coin.cornerRadius = 4 end
        end
        for i = 1, count do after(i / 700, function() launch(i) end) end

        """
}
