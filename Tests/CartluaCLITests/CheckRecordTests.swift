import Foundation
import Testing
import CartTestSupport

/// `cartlua run --record` and `--check`: goldens made and held to from the command line.
@Suite struct CheckRecordTests {
    static let script = "Scripts/parabola.lua"

    /// Records the script's golden (30 fps) into a fresh directory; its path and lines.
    static func record(_ extra: [String] = []) throws -> (path: String, lines: [String]) {
        let path = try CLI.temporaryDirectory().appendingPathComponent("golden.jsonl").path
        let r = try CLI.run(["run", script, "--fps", "30", "--record", path] + extra)
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (path, text.split(separator: "\n").map(String.init))
    }

    static func check(_ golden: String, _ extra: [String] = []) throws -> CLI.Result {
        try CLI.run(["run", script, "--fps", "30", "--check", golden] + extra)
    }

    static func write(_ lines: [String], to path: String) throws {
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A sample line of a layer other than the window, from the middle of the trace: its index,
    /// time, layer and position texts.
    static func middleSample(_ lines: [String]) throws -> (index: Int, t: String, layer: String, x: String, y: String) {
        let candidates = lines.indices.filter { lines[$0].contains(#""type":"sample""#) && !lines[$0].contains(#""layer":"window""#) }
        let i = try #require(candidates.dropFirst(candidates.count / 2).first)
        func between(_ start: String, _ end: String) -> String {
            lines[i].components(separatedBy: start)[1].components(separatedBy: end)[0]
        }
        let position = between(#""position":["#, "]").split(separator: ",").map(String.init)
        return (i, between(#""t":"#, ","), between(#""layer":""#, "\""), position[0], position[1])
    }

    @Test func recordThenCheckPasses() throws {
        let path = try CLI.temporaryDirectory().appendingPathComponent("golden.jsonl").path
        let rec = try CLI.run(["run", Self.script, "--fps", "30", "--record", path])
        #expect(rec.status == 0)
        #expect(rec.stderr.isEmpty)
        // The normal output is untouched, and the golden is the same JSON Lines.
        #expect(rec.lines.first?.hasPrefix(#"{"type":"header""#) == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == rec.stdout)
        #expect(!FileManager.default.fileExists(atPath: path + ".recording"))

        let check = try Self.check(path)
        #expect(check.status == 0)
        #expect(check.stdout.isEmpty)
        #expect(check.stderr == "cartlua: matches \(path) (\(rec.lines.count) lines)\n")
    }

    @Test func theGoldenIsJSONLinesWhateverTheFormat() throws {
        let dir = try CLI.temporaryDirectory()
        let golden = dir.appendingPathComponent("g.jsonl").path
        let r = try CLI.run(["run", Self.script, "--format", "text", "--fps", "30", "--record", golden])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("cartlua trace of Scripts/parabola.lua"))
        #expect(try String(contentsOfFile: golden, encoding: .utf8).hasPrefix(#"{"type":"header","version":1"#))
        #expect(try Self.check(golden).status == 0)
    }

    @Test func anEditedNumberIsTheFirstDivergence() throws {
        var (path, lines) = try Self.record()
        let s = try Self.middleSample(lines)
        lines[s.index] = lines[s.index].replacingOccurrences(of: #""position":[\#(s.x),\#(s.y)]"#,
                                                             with: #""position":[\#(s.x),999.5]"#)
        try Self.write(lines, to: path)
        let r = try Self.check(path)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "cartlua: differs from \(path) at t=\(s.t) s, layer \(s.layer), position[1]: expected 999.5, got \(s.y) (line \(s.index + 1))\n")

        // A second edit, later: still the first divergence, plus the count.
        let last = try #require(lines.indices.last { lines[$0].contains(#""type":"sample""#) })
        lines[last] = lines[last].replacingOccurrences(of: #""hidden":false"#, with: #""hidden":true"#)
        try Self.write(lines, to: path)
        let two = try Self.check(path)
        #expect(two.status == 1)
        let err = two.stderr.split(separator: "\n").map(String.init)
        #expect(err.count == 2)
        #expect(err.first?.contains("position[1]: expected 999.5") == true)
        #expect(err.last == "cartlua: … and 1 more line differs")
    }

    @Test func toleranceDecidesHowCloseIsClose() throws {
        var (path, lines) = try Self.record()
        let s = try Self.middleSample(lines)
        let y = try #require(Double(s.y))
        lines[s.index] = lines[s.index].replacingOccurrences(of: #""position":[\#(s.x),\#(s.y)]"#,
                                                             with: #""position":[\#(s.x),\#(y + 0.01)]"#)
        try Self.write(lines, to: path)
        #expect(try Self.check(path).status == 1)
        #expect(try Self.check(path, ["--tolerance", "0.02"]).status == 0)
        #expect(try Self.check(path, ["--tolerance=0.005"]).status == 1)
    }

    @Test func aDifferentParamIsReportedAsAHeaderDifference() throws {
        let (path, _) = try Self.record()
        let r = try Self.check(path, ["--set", "duration=0.6"])
        #expect(r.status == 1)
        let err = r.stderr.split(separator: "\n").map(String.init)
        #expect(err.first == "cartlua: differs from \(path) in the header: params.duration: expected 1, got 0.6")
        #expect(err.dropFirst().first?.hasPrefix("cartlua: differs from \(path) at t=") == true)
        #expect(err.last?.hasPrefix("cartlua: … and ") == true)
    }

    @Test func aRunThatStopsEarlierDiffers() throws {
        let (path, lines) = try Self.record()
        let r = try Self.check(path, ["--until", "0.5"])
        #expect(r.status == 1)
        let err = r.stderr.split(separator: "\n").map(String.init)
        #expect(err.first == "cartlua: differs from \(path) in the header: until: expected none, got 0.5")
        #expect(err.dropFirst().first?.contains("the run ended (until), but the golden goes on to t=") == true)
        #expect(lines.count > 10)
    }

    @Test func checkWritesTheTraceOnlyToAnOutputFile() throws {
        let (path, lines) = try Self.record()
        let out = try CLI.temporaryDirectory().appendingPathComponent("trace.jsonl").path
        let r = try Self.check(path, ["-o", out])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == lines.joined(separator: "\n") + "\n")
    }

    @Test func aMissingOrBrokenGoldenIsAFailure() throws {
        let missing = try Self.check("Tests/nope.jsonl")
        #expect(missing.status == 1)
        #expect(missing.stderr == "cartlua: cannot open Tests/nope.jsonl: No such file or directory\n")
        let broken = try CLI.temporaryDirectory().appendingPathComponent("broken.jsonl").path
        try "{\"type\":\"header\"}\ngarbage\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let r = try Self.check(broken)
        #expect(r.status == 1)
        #expect(r.stderr == "cartlua: \(broken) is not a JSON Lines trace: line 2: not JSON (column 1: expected a value)\n")
    }

    @Test(arguments: [
        (["--check", "a.jsonl", "--record", "b.jsonl"], "cartlua: --record and --check cannot be used together (record first, then check)"),
        (["--tolerance", "0.1"], "cartlua: --tolerance applies only with --check"),
        (["--check", "a.jsonl", "--tolerance", "-1"], "cartlua: --tolerance: '-1' is not a number of 0 or more"),
        (["--check"], "cartlua: --check needs a value"),
    ])
    func usageErrors(_ args: [String], _ reason: String) throws {
        let r = try CLI.run(["run", Self.script] + args)
        #expect(r.status == 2)
        let err = r.stderr.split(separator: "\n").map(String.init)
        #expect(err.first == reason)
        #expect(err.dropFirst().first?.hasPrefix("usage: cartlua run") == true)
    }

    @Test func aScriptErrorIsReportedAsUsual() throws {
        let dir = try CLI.temporaryDirectory()
        let script = dir.appendingPathComponent("broken.lua")
        try "window:addSublayer(Layer{ name = 'b' })\nafter(0.5, function() error('boom') end)\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let golden = dir.appendingPathComponent("g.jsonl").path
        // Recording a failing run leaves no golden (nor an earlier one changed).
        try "{\"type\":\"header\"}\n".write(toFile: golden, atomically: true, encoding: .utf8)
        let rec = try CLI.run(["run", script.path, "--record", golden])
        #expect(rec.status == 1)
        #expect(rec.stderr.hasPrefix("cartlua: \(script.path):2: boom\n"))
        #expect(rec.stderr.hasSuffix("cartlua: \(golden) not recorded: the script failed\n"))
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == "{\"type\":\"header\"}\n")
        #expect(!FileManager.default.fileExists(atPath: golden + ".recording"))

        let check = try CLI.run(["run", script.path, "--check", golden])
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("cartlua: \(script.path):2: boom\n"))
        #expect(!check.stderr.contains("differs"))
    }
}
