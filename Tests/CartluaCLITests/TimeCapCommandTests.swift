import Foundation
import Testing
import CartTestSupport

/// The time cap through the built binary: it cuts runs that would otherwise never end, an
/// explicit `--until` (or `--at`) goes past it, `--max-time` still cuts; and `run`, `explain`,
/// `export` and `test` say the same about reaching it (exit 1, one message).
@Suite struct TimeCapCommandTests {
    static let spinner = """
        local l = Layer{ name = "spinner" }
        window:addSublayer(l)
        l:addAnimation(BasicAnimation{ keyPath = "transform.rotation.z", toValue = 6.28, duration = 1,
                                       repeatCount = math.huge }, "spin")
        """

    /// `name` holding `text` in a fresh directory; its path.
    static func file(_ name: String, _ text: String) throws -> String {
        let url = try CLI.temporaryDirectory().appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static func capMessage(_ cap: String) -> String {
        "time limit exceeded: the run was still going at the \(cap) s cap (see --max-time; --until T ends a run that never becomes idle)\n  at virtual time \(cap) s"
    }

    @Test func untilPastTheDefaultCapRunsToUntil() throws {
        let path = try Self.file("spin.lua", Self.spinner)
        let r = try CLI.run(["run", path, "--until", "100", "--fps", "1", "--format", "jsonl"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        #expect(r.lines.last == #"{"type":"end","t":100,"reason":"until"}"#)
        let at = try CLI.run(["run", path, "--at", "0,90", "--format", "jsonl"])
        #expect(at.status == 0, "\(at.stderr)")
        #expect(at.lines.last == #"{"type":"end","t":90,"reason":"until"}"#)
    }

    @Test func anExplicitMaxTimeStillCaps() throws {
        let path = try Self.file("spin.lua", Self.spinner)
        let r = try CLI.run(["run", path, "--until", "100", "--max-time", "70", "--fps", "1", "--format", "jsonl"])
        #expect(r.status == 1)
        #expect(r.stderr == "cartlua: " + Self.capMessage("70") + "\n")
        #expect(r.lines.last == #"{"type":"end","t":70,"reason":"cap"}"#)
    }

    /// The same script, cut at the default cap by each command: exit 1 and the same message.
    @Test func everyCommandFailsAtTheCapWithTheSameMessage() throws {
        let path = try Self.file("spin_test.lua", Self.spinner + "\nexpect.at(1, function() expect.truthy(true) end)\n")
        let expected = "cartlua: " + Self.capMessage("60") + "\n"
        let run = try CLI.run(["run", path, "--format", "none"])
        #expect(run.status == 1)
        #expect(run.stderr == expected)
        let explain = try CLI.run(["explain", path])
        #expect(explain.status == 1)
        #expect(explain.stderr == expected)
        #expect(explain.stdout.contains("ends at 60 s (cap)"), "the timeline is still drawn")
        let export = try CLI.run(["export", path, "--swift"])
        #expect(export.status == 1)
        #expect(export.stderr == expected)
        #expect(export.stdout.isEmpty)
        let test = try CLI.run(["test", path])
        #expect(test.status == 1)
        #expect(test.stdout.contains("\(path): " + Self.capMessage("60") + "\n"), "\(test.stdout)")
        #expect(test.stdout.contains("FAIL \(path) (1 check, time limit)"), "\(test.stdout)")
        #expect(test.stdout.hasSuffix("0 passed, 1 failed\n"))
        // The cap is said once, on stdout; stderr has only lint's finding (the spinner has no size).
        #expect(test.stderr == "cartlua: \(path):1: warning: CA009 zero-size: 'spinner' has an empty bounds "
                + "and no sublayers, yet the animation 'spin' (transform.rotation.z) animates it\n", "\(test.stderr)")
    }

    /// `watch` goes on after a run cut at the cap, and says what `run` says, in the run's report.
    @Test func watchSaysTheCapAsRunDoes() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.spinner.write(to: dir.appendingPathComponent("spin.lua"), atomically: true, encoding: .utf8)
        let watch = try WatchedProcess(["watch", "spin.lua", "--max-time", "2"], in: dir)
        defer { watch.stop() }
        try watch.waitFor("spin still running")
        #expect(watch.output.contains("run 1: ends at 2 s (cap)\n  " + Self.capMessage("2").replacingOccurrences(of: "\n", with: "\n  ") + "\n"),
                "\(watch.output)")
        #expect(watch.errors.isEmpty, "said once, not again as a warning: \(watch.errors)")
        #expect(try watch.interrupt() == 0)
    }

    @Test func testTakesUntilAndMaxTimeAsRunDoes() throws {
        let path = try Self.file("spin_test.lua", Self.spinner + "\nexpect.at(1, function() expect.truthy(true) end)\n")
        let until = try CLI.run(["test", path, "--until", "2"])
        #expect(until.status == 0, "\(until.stdout)\(until.stderr)")
        #expect(until.stdout.hasSuffix("1 passed, 0 failed\n"))
        let inline = try CLI.run(["test", "--until=100", path])
        #expect(inline.status == 0, "\(inline.stdout)\(inline.stderr)")
        let capped = try CLI.run(["test", path, "--until", "10", "--max-time", "3"])
        #expect(capped.status == 1)
        #expect(capped.stdout.contains("\(path): " + Self.capMessage("3")), "\(capped.stdout)")
        let bad = try CLI.run(["test", path, "--max-time", "0"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("cartlua: --max-time: '0' is not a time in seconds above 0"), "\(bad.stderr)")
        let missing = try CLI.run(["test", path, "--until"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("cartlua: --until needs a value"))
    }
}
