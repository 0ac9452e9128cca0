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
}
