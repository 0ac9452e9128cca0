import Foundation
import Testing
import CartTestSupport

/// `cartlua export` as a user meets it: what it refuses, how a failing script ends, params in the
/// header, `-o`, and `--until` for a run that never becomes idle.
@Suite struct ExportCommandTests {

    @Test(arguments: [
        (["export", "Scripts/coins.lua"], "say which code to write: --swift or --xctest"),
        (["export", "Scripts/coins.lua", "--swift", "--fps", "30"], "--fps does not apply to export"),
        (["export", "Scripts/coins.lua", "--swift", "--format=jsonl"], "--format does not apply to export"),
        (["export", "--swift"], "no script given"),
        (["export", "Scripts/coins.lua", "--swift", "--set", "nope=1"], "--set nope: the script has no param 'nope'"),
    ])
    func badUsageExitsTwo(_ args: [String], _ message: String) throws {
        let r = try CLI.run(args)
        #expect(r.status == 2)
        #expect(r.stderr.contains("cartlua: \(message)"), "\(r.stderr)")
        #expect(r.stdoutData.isEmpty)
    }

    /// Runs `body` with a script file named `name` holding `source`, in a directory of its own
    /// that is removed after.
    static func withScript(_ name: String, _ source: String, _ body: (URL) throws -> Void) throws {
        let dir = URL(fileURLWithPath: "/tmp/cx" + UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent(name)
        try source.write(to: script, atomically: true, encoding: .utf8)
        try body(script)
    }

    @Test func aFailingScriptWritesNothing() throws {
        try Self.withScript("bad.lua", "local l = Layer{}\nwindow:addSublayer(l)\nafter(0.5, function() l:addAnimation(nil) end)\n") { script in
            let r = try CLI.run(["export", script.path, "--swift"])
            #expect(r.status == 1)
            #expect(r.stdoutData.isEmpty)
            #expect(r.stderr.contains("bad.lua:3: bad argument #1 to 'addAnimation'"), "\(r.stderr)")
            #expect(r.stderr.contains("at virtual time 0.5 s"))
        }
    }

    /// An `after` made inside a delayed call is exported inside that call's block, at its own
    /// delay (its token is its own, not the running call's, which it once took over).
    @Test func anAfterInsideAnAfterIsExported() throws {
        try Self.withScript("nested.lua", "after(0.1, function()\n  after(0.2, function() log(\"inner\") end)\nend)\n") { script in
            let r = try CLI.run(["export", script.path, "--swift"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)"), "\(r.stdout)")
            #expect(r.stdout.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.2)"), "\(r.stdout)")
            #expect(r.stdout.contains(#"print("inner")"#), "\(r.stdout)")
        }
    }

    @Test func paramsAndOutputFile() throws {
        let out = URL(fileURLWithPath: "/tmp/cxo" + UUID().uuidString.prefix(8) + ".swift")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["export", "Scripts/coins.lua", "--swift", "--set", "totalCount=2",
                                       "--set", "duration=0.5", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdoutData.isEmpty)
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("// Params: totalCount = 2 (default 10), timeSpace = 0.1, duration = 0.5 (default 1), animationType = \"curve\"."))
        #expect(text.components(separatedBy: "DispatchQueue.main.asyncAfter(deadline:").count == 3)
        #expect(text.contains("position.duration = 0.5"))
        #expect(!text.contains("coin3"))
    }

    @Test func anEndlessRunNeedsUntil() throws {
        try Self.withScript("spin.lua", """
        local l = Layer{ name = "spinner" }
        window:addSublayer(l)
        l:addAnimation(BasicAnimation{ keyPath = "transform.rotation", toValue = 2 * math.pi, duration = 1,
                                       repeatCount = math.huge }, "spin")
        """) { script in
            let capped = try CLI.run(["export", script.path, "--swift", "--max-time", "5"])
            #expect(capped.status == 1)
            #expect(capped.stderr.contains("time limit exceeded"))
            #expect(capped.stdoutData.isEmpty)
            let cut = try CLI.run(["export", script.path, "--swift", "--until", "3"])
            #expect(cut.status == 0, "\(cut.stderr)")
            #expect(cut.stdout.contains("the run was cut at t = 3 s (--until)"))
            #expect(cut.stdout.contains("spin.repeatCount = .infinity"))
            #expect(cut.stdout.contains("spin.toValue = 2 * CGFloat.pi"))
        }
    }
}
