import Foundation
import Testing
import CartTestSupport
@testable import cartlua

/// `cartlua test` with CI's conventions: `-j` (the same report whatever finished first),
/// `--fail-fast`, `--filter`, `--shard`, run's options, TAP read by Perl's `prove` and JUnit XML
/// read by Python's junitparser — real consumers, not string comparisons.
@Suite struct TestCommandCITests {
    func write(_ text: String, to path: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A script whose run takes longer the smaller `n` (so with several threads later scripts
    /// finish first), with one check.
    static func busy(_ n: Int, check: String = "expect.truthy(true)") -> String {
        "local s = 0\nfor i = 1, \(200_000 * (9 - n)) do s = s + i end\n\(check)\n"
    }

    /// Eight scripts: passing, failing checks, a script error, a warning, a time limit (s5 and s6
    /// in a directory).
    func suite() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        for n in [1, 3, 7, 8] { try write(Self.busy(n), to: "s\(n)_test.lua", in: dir) }
        try write(Self.busy(2, check: "expect.equal(1, 2, \"one is two\")\nexpect.near(0.5, 0.4, 0.01)"), to: "s2_test.lua", in: dir)
        try write(Self.busy(4, check: "after(0.25, function() local x = nil; return x.y end)"), to: "s4_test.lua", in: dir)
        try write("""
            local l = Layer{name = "l"}
            window:addSublayer(l)
            l:addAnimation(KeyframeAnimation{keyPath = "position", values = {{x = 0, y = 0}, {x = 1, y = 1}},
              keyTimes = {0, 1}, calculationMode = "paced", duration = 0.5}, "k")
            expect.truthy(true)
            """, to: "sub/s5_test.lua", in: dir)
        try write("""
            local l = Layer{name = "l"}
            window:addSublayer(l)
            l:addAnimation(BasicAnimation{keyPath = "opacity", fromValue = 0, toValue = 1, duration = 1, repeatCount = 1e9}, "f")
            """, to: "sub/s6_test.lua", in: dir)
        return dir
    }

    @Test func inParallelTheReportIsByteForByteTheSerialOne() throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let serial = try CLI.run(["test", "-j", "1", "--max-time", "2"], in: dir)
        #expect(serial.status == 1)
        #expect(serial.lines.last == "5 passed, 3 failed", "\(serial.stdout)")
        #expect(serial.lines.contains("FAIL s2_test.lua (2 checks, 2 failed)"))
        #expect(serial.stderr.contains("sub/s5_test.lua:3: warning:"), "\(serial.stderr)")
        for jobs in ["2", "4", "16"] {
            let parallel = try CLI.run(["test", "--jobs=\(jobs)", "--max-time", "2"], in: dir)
            #expect(parallel.status == serial.status)
            #expect(parallel.stdoutData == serial.stdoutData, "-j \(jobs):\n\(parallel.stdout)")
            #expect(parallel.stderr == serial.stderr)
        }
        let byDefault = try CLI.run(["test", "--max-time", "2"], in: dir)
        #expect(byDefault.stdoutData == serial.stdoutData)
    }

    @Test func failFastStopsAtTheFirstFailureInOrderAndSaysWhatWasNotRun() throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let expected = [
            "ok   s1_test.lua (1 check)",
            "s2_test.lua:3: at t=0 s: expected 2, got 1 — one is two",
            "s2_test.lua:4: at t=0 s: expected 0.4 ± 0.01, got 0.5 (off by 0.1)",
            "FAIL s2_test.lua (2 checks, 2 failed)",
        ] + ["s3", "s4", "s7", "s8", "sub/s5", "sub/s6"].map {
            "skip \($0)_test.lua (not run: --fail-fast stopped at the first failure)"
        } + ["1 passed, 1 failed, 6 not run"]
        for jobs in ["1", "3", "8"] {
            let r = try CLI.run(["test", "--fail-fast", "-j", jobs], in: dir)
            #expect(r.status == 1)
            #expect(r.lines == expected, "-j \(jobs):\n\(r.stdout)")
        }
    }

    @Test func filterTakesSubstringsOfThePathAndSaysWhenNoneMatch() throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["test", "--filter", "sub/", "--filter=s1_", "--max-time", "1"], in: dir)
        #expect(r.lines == [
            "ok   s1_test.lua (1 check)",
            "ok   sub/s5_test.lua (1 check)",
            "sub/s6_test.lua: time limit exceeded: the run was still going at the 1 s cap (see --max-time; --until T ends a run that never becomes idle)",
            "  at virtual time 1 s",
            "FAIL sub/s6_test.lua (0 checks, time limit)",
            "2 passed, 1 failed",
        ], "\(r.stdout)")
        let none = try CLI.run(["test", "--filter", "nothing", "--filter", "else"], in: dir)
        #expect(none.status == 2)
        #expect(none.stderr == "cartlua: no test scripts in . match --filter 'nothing' or 'else'\n")
    }

    /// Each script is in exactly one shard, and which one does not depend on where the checkout
    /// is (the path under the PATH searched is hashed).
    @Test func shardsSplitTheScriptsOnceEachWhereverTheCheckoutIs() throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        func names(_ r: CLI.Result) -> [String] {
            r.lines.compactMap { l in l.hasPrefix("ok ") || l.hasPrefix("FAIL ") ? String(l.split(separator: " ", omittingEmptySubsequences: true)[1]) : nil }
        }
        let all = names(try CLI.run(["test", "--max-time", "1"], in: dir))
        #expect(all.count == 8)
        var seen: [String] = []
        for k in 1...3 {
            let here = try CLI.run(["test", "--shard", "\(k)/3", "--max-time", "1"], in: dir)
            let there = try CLI.run(["test", dir.path, "--shard", "\(k)/3", "--max-time", "1"])
            #expect(names(there) == names(here).map { dir.path + "/" + $0 })
            seen += names(here)
        }
        #expect(seen.sorted() == all.sorted())
        // An empty shard passes: a CI matrix may be wider than the scripts.
        let other = Int(TestFiles.Shard.fnv1a("s1_test.lua") % 2) == 0 ? 2 : 1
        let empty = try CLI.run(["test", "--filter", "s1_", "--shard", "\(other)/2"], in: dir)
        #expect(empty.status == 0 && empty.lines == ["0 passed, 0 failed"], "\(empty.stdout)\(empty.stderr)")
        let bad = try CLI.run(["test", "--shard", "4/3"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("cartlua: --shard expects K/N with 1 ≤ K ≤ N (e.g. 2/4), got '4/3'\n"))
    }

    @Test func runsOptionsApplyToEveryScript() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("""
            local n = param("n", 1)
            expect.equal(n, 3, "n")
            expect.equal(math.random(1, 1000000), 0, "random")
            """, to: "p_test.lua", in: dir)
        try write("local s = 0\nfor i = 1, 1e7 do s = s + i end\n", to: "loop_test.lua", in: dir)
        let r = try CLI.run(["test", "--set", "n=3", "--seed", "7", "--max-instructions", "100000"], in: dir)
        #expect(r.status == 1)
        #expect(r.lines.contains { $0.hasPrefix("FAIL loop_test.lua (0 checks, script error)") }, "\(r.stdout)")
        #expect(r.lines.contains { $0.contains("instruction") }, "\(r.stdout)")
        #expect(!r.lines.contains { $0.hasSuffix("— n") }, "--set reached the script")
        let random = { (seed: String) throws -> String? in
            try CLI.run(["test", "p_test.lua", "--set", "n=3", "--seed", seed], in: dir).lines.first { $0.hasSuffix("— random") }
        }
        #expect(try random("7") == random("7"))
        #expect(try random("7") != random("8"))
        let refused = try CLI.run(["test", "--max-output", "5"], in: dir)
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("cartlua: --max-output does not apply to test (it writes no trace)\n"))
    }

    /// What a real consumer read of a report: JSON printed by `program` (Perl or Python) given
    /// the report's path.
    func consumed(_ interpreter: String, _ program: String, _ path: String) throws -> [String: Any] {
        let r = try Subprocess.run("/usr/bin/env", [interpreter, interpreter == "perl" ? "-e" : "-c", program, path],
                                   standardError: true)
        #expect(r.status == 0, "\(r.output)")
        let object = try JSONSerialization.jsonObject(with: Data(r.output.utf8))
        return try #require(object as? [String: Any], "\(r.output)")
    }

    /// Perl's TAP::Parser (what `prove` runs on): each test point and each YAML block as JSON.
    static let tapReader = """
        use TAP::Parser; use JSON::PP;
        open(my $f, "<:raw", $ARGV[0]) or die; my $tap = do { local $/; <$f> };
        my $p = TAP::Parser->new({ tap => $tap }); my @points; my @yaml;
        while (my $r = $p->next) {
          push @points, { number => $r->number, ok => ($r->is_actual_ok ? 1 : 0), description => $r->description,
                          directive => $r->directive, explanation => $r->explanation } if $r->is_test;
          push @yaml, $r->data if $r->is_yaml;
        }
        print JSON::PP->new->canonical->encode({ version => $p->version, planned => $p->tests_planned,
          points => \\@points, yaml => \\@yaml, errors => [$p->parse_errors], failed => [$p->failed] });
        """

    /// `report`'s TAP, as Perl's TAP::Parser read it.
    func readTAP(_ report: CLI.Result, in dir: URL) throws -> [String: Any] {
        let file = dir.appendingPathComponent("report.tap")
        try report.stdoutData.write(to: file)
        let read = try consumed("perl", Self.tapReader, file.path)
        #expect(read["errors"] as? [String] == [], "\(read)\n\(report.stdout)")
        return read
    }

    @Test func tapIsWhatPerlsTAPParserReads() throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["test", "--format", "tap", "--max-time", "1"], in: dir)
        #expect(r.status == 1)
        #expect(r.lines.last == "# 5 passed, 3 failed")
        let read = try readTAP(r, in: dir)
        #expect(read["version"] as? Int == 13 && read["planned"] as? Int == 8)
        #expect(read["failed"] as? [Int] == [2, 4, 8])
        let points = try #require(read["points"] as? [[String: Any]])
        #expect(points.map { $0["number"] as? Int } == Array(1...8))
        #expect(points[1]["description"] as? String == "- s2_test.lua (2 checks, 2 failed)")
        let yaml = try #require(read["yaml"] as? [[String: Any]])
        #expect(yaml.count == 3)
        let failures = try #require(yaml[0]["failures"] as? [[String: Any]])
        #expect(failures.count == 2)
        #expect(failures[0]["file"] as? String == "s2_test.lua" && failures[0]["line"] as? String == "3")
        #expect(failures[0]["expected"] as? String == "2" && failures[0]["actual"] as? String == "1")
        #expect(failures[0]["message"] as? String == "one is two" && failures[1]["time"] as? String == "0")
        #expect(failures[1]["expected"] as? String == "0.4 ± 0.01")
        #expect(yaml[1]["problem"] as? String == "script error")
        let output = try #require(yaml[1]["output"] as? String)
        #expect(output.hasPrefix("s4_test.lua:3: attempt to index a nil value (local 'x') (script error at t=0.25 s)\n  stack traceback:\n"))
        #expect(yaml[2]["problem"] as? String == "time limit")
        #expect((yaml[2]["output"] as? String)?.hasSuffix("never becomes idle)\n  at virtual time 1 s") == true)
    }

    @Test func tapSkipsWhatFailFastDidNotRun() throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["test", "--format", "tap", "--fail-fast", "--filter", "s1_", "--filter", "s2", "--filter", "s3"], in: dir)
        #expect(r.status == 1)
        #expect(r.lines.last == "# 1 passed, 1 failed, 1 not run")
        let read = try readTAP(r, in: dir)
        #expect(read["planned"] as? Int == 3 && read["failed"] as? [Int] == [2])
        let points = try #require(read["points"] as? [[String: Any]])
        #expect(points.map { $0["description"] as? String } == ["- s1_test.lua (1 check)", "- s2_test.lua (2 checks, 2 failed)", "- s3_test.lua"])
        #expect(points.map { $0["directive"] as? String } == ["", "", "SKIP"])
        #expect(points[2]["explanation"] as? String == "not run: --fail-fast stopped at the first failure")
    }

    /// Python's junitparser (PyPI), with the `file` attribute CI systems read declared as its
    /// manual says to declare one: the suite, its cases and each result as JSON.
    static let junitReader = """
        import json, sys
        from junitparser import JUnitXml, TestCase, Attr, Failure, Error, Skipped
        TestCase.file = Attr("file")
        xml = JUnitXml.fromfile(sys.argv[1])
        suites = list(xml)
        suite = suites[0]
        out = {"suites": len(suites), "name": suite.name, "tests": suite.tests, "failures": suite.failures,
               "errors": suite.errors, "skipped": suite.skipped, "cases": []}
        suite.update_statistics()
        out["recounted"] = [suite.tests, suite.failures, suite.errors, suite.skipped]
        for case in suite:
            results = [{"kind": type(r).__name__, "message": r.message, "type": r.type, "text": r.text} for r in case.result]
            out["cases"].append({"name": case.name, "classname": case.classname, "file": case.file,
                                 "time": case.time, "results": results, "stderr": case.system_err})
        print(json.dumps(out))
        """

    @Test func junitIsWhatJunitparserReads() throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["test", "--junit", "report.xml", "-j", "3", "--max-time", "1"], in: dir)
        #expect(r.status == 1)
        // The default report is unchanged beside it.
        #expect(r.lines.last == "5 passed, 3 failed", "\(r.stdout)\(r.stderr)")
        let read = try consumed("python3", Self.junitReader, dir.appendingPathComponent("report.xml").path)
        #expect(read["suites"] as? Int == 1 && read["name"] as? String == "cartlua test")
        #expect(read["tests"] as? Int == 8 && read["failures"] as? Int == 2 && read["errors"] as? Int == 2 && read["skipped"] as? Int == 0)
        #expect(read["recounted"] as? [Int] == [8, 2, 2, 0], "the counts are the consumer's own")
        let cases = try #require(read["cases"] as? [[String: Any]])
        #expect(cases.map { $0["name"] as? String } == ["s1", "s2", "s3", "s4", "s7", "s8", "sub/s5", "sub/s6"].map { "\($0)_test.lua" })
        #expect(cases.map { $0["file"] as? String } == cases.map { $0["name"] as? String })
        #expect(cases[6]["classname"] as? String == "sub.s5_test")
        #expect(cases.allSatisfy { ($0["time"] as? Double ?? -1) >= 0 })
        let results = cases.map { $0["results"] as? [[String: Any]] ?? [] }
        #expect(results.map(\.count) == [0, 2, 0, 1, 0, 0, 0, 1])
        let failure = results[1][0]
        #expect(failure["kind"] as? String == "Failure" && failure["type"] as? String == "expect")
        #expect(failure["message"] as? String == "s2_test.lua:3: at t=0 s: expected 2, got 1 — one is two")
        #expect(failure["text"] as? String == "file: s2_test.lua\nline: 3\nvirtual time: 0 s\nexpected: 2\nactual: 1\nmessage: one is two")
        let error = results[3][0]
        #expect(error["kind"] as? String == "Error" && error["type"] as? String == "script error")
        #expect(error["message"] as? String == "s4_test.lua:3: attempt to index a nil value (local 'x') (script error at t=0.25 s)")
        #expect((error["text"] as? String)?.contains("stack traceback:") == true)
        #expect(results[7][0]["type"] as? String == "time limit")
        #expect((cases[6]["stderr"] as? String)?.contains("sub/s5_test.lua:3: warning:") == true)
        // What --fail-fast did not run is skipped.
        _ = try CLI.run(["test", "--junit", "report.xml", "--fail-fast"], in: dir)
        let stopped = try consumed("python3", Self.junitReader, dir.appendingPathComponent("report.xml").path)
        #expect(stopped["tests"] as? Int == 8 && stopped["skipped"] as? Int == 6 && stopped["failures"] as? Int == 2)
        let skipped = (stopped["cases"] as? [[String: Any]] ?? []).compactMap { ($0["results"] as? [[String: Any]])?.first }
            .filter { $0["kind"] as? String == "Skipped" }
        #expect(skipped.count == 6 && skipped.allSatisfy { $0["message"] as? String == "not run: --fail-fast stopped at the first failure" })
    }

    @Test func aJUnitFileThatCannotBeWrittenStopsBeforeAnyScriptRuns() throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("", to: "file", in: dir)
        let r = try CLI.run(["test", "--junit", "file/report.xml"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "cartlua: cannot write file/report.xml: Not a directory\n")
    }

    /// The shard of a script is FNV-1a (64 bits) of its path, a published function: the same
    /// in every process and on every machine (FNV's reference values).
    @Test func theShardHashIsFNV1a() {
        #expect(TestFiles.Shard.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(TestFiles.Shard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(TestFiles.Shard.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func itsOwnOptionsAreReadAndCheckedByItsTable() throws {
        let r = try #require(try OptionTableTests.request(TestCommand.options, [
            "-j", "3", "--filter", "a", "--filter=b", "--shard", "2/5", "--fail-fast", "--format=tap", "--junit", "j.xml",
            "--seed", "4", "--max-layers", "9", "x",
        ]))
        #expect(r.jobs == 3 && r.filters == ["a", "b"] && r.shard == TestFiles.Shard(index: 2, count: 5) && r.failFast)
        #expect(r.format == .tap && r.junitPath == "j.xml" && r.base.seed == 4 && r.base.limits.layers == 9 && r.paths == ["x"])
        #expect(OptionTableTests.error(TestCommand.options, ["-j", "0"]) == "-j: '0' is not a whole number from 1 to 1024")
        #expect(OptionTableTests.error(TestCommand.options, ["--format", "json"]) == "--format: unknown report format 'json' (expected text or tap)")
        #expect(OptionTableTests.error(TestCommand.options, ["--shard", "0/2"]) == "--shard expects K/N with 1 ≤ K ≤ N (e.g. 2/4), got '0/2'")
        #expect(OptionTableTests.error(TestCommand.options, ["--fail-fast=yes"]) == "unknown option '--fail-fast=yes'")
    }
}
