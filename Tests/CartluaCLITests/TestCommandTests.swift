import Foundation
import Testing
import CartTestSupport

/// `cartlua test`: the regression scripts pass, broken ones fail with file:line, expected and
/// actual, script errors count, paths are searched as documented.
@Suite struct TestCommandTests {
    /// Runs `cartlua args…` in `directory`.
    func run(_ args: [String], in directory: URL) throws -> CLI.Result {
        try CLI.run(args, in: directory)
    }

    func write(_ text: String, to path: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static let variants = ["addcart", "breath", "coins", "parabola", "quadcurve"]

    @Test func theScriptsRegressionTestsPass() throws {
        let r = try CLI.run(["test", "Scripts"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.lines.last == "5 passed, 0 failed")
        let scriptLines = r.lines.dropLast()
        #expect(scriptLines.count == 5, "\(r.stdout)")
        for (line, name) in zip(scriptLines, Self.variants) {
            #expect(line.hasPrefix("ok   Scripts/\(name)_test.lua ("), "\(line)")
            #expect(line.hasSuffix(" checks)"))
        }
        #expect(!r.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
    }

    /// Each regression script can fail: its variant with one seed number changed does.
    @Test(arguments: [
        ("coins", "param(\"timeSpace\", 0.1", "param(\"timeSpace\", 0.12"),
        ("parabola", "param(\"controlPointEY\", 100", "param(\"controlPointEY\", 90"),
        ("quadcurve", "param(\"lift\", 80", "param(\"lift\", 70"),
        ("breath", "param(\"breathScale\", 1.2", "param(\"breathScale\", 1.3"),
        ("addcart", "param(\"endScale\", 0.4", "param(\"endScale\", 0.5"),
    ])
    func aChangedVariantFailsItsRegressionScript(_ name: String, _ original: String, _ changed: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scripts = CLI.packageRoot.appendingPathComponent("Scripts")
        let source = try String(contentsOf: scripts.appendingPathComponent("\(name).lua"), encoding: .utf8)
        #expect(source.contains(original))
        try write(source.replacingOccurrences(of: original, with: changed), to: "\(name).lua", in: dir)
        try write(try String(contentsOf: scripts.appendingPathComponent("\(name)_test.lua"), encoding: .utf8),
                  to: "\(name)_test.lua", in: dir)
        // The hand-calculation helpers the regression scripts share.
        try FileManager.default.copyItem(at: scripts.appendingPathComponent("support"), to: dir.appendingPathComponent("support"))
        let r = try run(["test"], in: dir)
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.lines.last == "0 passed, 1 failed")
        #expect(r.lines.contains { $0.hasPrefix("\(name)_test.lua:") && $0.contains(": expected ") }, "\(r.stdout)")
        #expect(r.lines.contains { $0.hasPrefix("FAIL \(name)_test.lua (") })
    }

    @Test func aBrokenTestPrintsFileLineExpectedAndActual() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("""
            local box = Layer{name = "box"}
            window:addSublayer(box)
            box:addAnimation(BasicAnimation{keyPath = "opacity", fromValue = 0, toValue = 1, duration = 1}, "fade")
            expect.at(0.5, function()
              expect.near(box:presentation().opacity, 0.4, 0.01, "half way")
              expect.equal(now(), 0.5)
            end)
            expect.event{event = "animationDidStop", layer = "box", at = 2}
            """, to: "box_test.lua", in: dir)
        let r = try CLI.run(["test", dir.path])
        #expect(r.status == 1)
        let file = dir.path + "/box_test.lua"
        #expect(r.lines == [
            "\(file):5: at t=0.5 s: expected 0.4 ± 0.01, got 0.5 (off by 0.1) — half way",
            "\(file):8: at t=1 s: expected event {event=\"animationDidStop\", layer=\"box\", at=2}, got it at t=1 s",
            "FAIL \(file) (3 checks, 2 failed)",
            "0 passed, 1 failed",
        ])
    }

    @Test func aScriptErrorCountsAsAFailure() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("expect.equal(1, 1)\n", to: "a_test.lua", in: dir)
        try write("""
            expect.equal(1, 1)
            after(0.25, function()
              local x = nil
              return x.y
            end)
            """, to: "b_test.lua", in: dir)
        try write("this is not Lua", to: "c_test.lua", in: dir)
        let r = try run(["test"], in: dir)
        #expect(r.status == 1)
        #expect(r.lines.first == "ok   a_test.lua (1 check)")
        #expect(r.lines.contains("b_test.lua:4: attempt to index a nil value (local 'x') (script error at t=0.25 s)"), "\(r.stdout)")
        #expect(r.lines.contains("FAIL b_test.lua (1 check, script error)"))
        #expect(r.lines.contains { $0.hasPrefix("c_test.lua:1: syntax error near 'is'") })
        #expect(r.lines.contains("FAIL c_test.lua (0 checks, script error)"))
        #expect(r.lines.last == "1 passed, 2 failed")
    }

    @Test func withoutAPathItSearchesTheCurrentDirectoryRecursively() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("expect.truthy(true)", to: "z_test.lua", in: dir)
        try write("expect.truthy(true)\nexpect.truthy(1)", to: "sub/deeper/a_test.lua", in: dir)
        try write("expect.truthy(false)", to: ".hidden/x_test.lua", in: dir)
        try write("expect.truthy(false)", to: "helper.lua", in: dir)
        try write("expect.truthy(false)", to: "test.lua", in: dir)
        let r = try run(["test"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.lines == [
            "ok   sub/deeper/a_test.lua (2 checks)",
            "ok   z_test.lua (1 check)",
            "2 passed, 0 failed",
        ])
        // A file named on the command line runs whatever its name.
        let named = try run(["test", "helper.lua"], in: dir)
        #expect(named.status == 1)
        #expect(named.lines == [
            "helper.lua:1: at t=0 s: expected a truthy value, got false",
            "FAIL helper.lua (1 check, 1 failed)",
            "0 passed, 1 failed",
        ])
    }

    /// Lint's findings are the script's warnings too, after the run's own; a run warning (CA004
    /// here) is said once, not again as a finding.
    @Test func lintsFindingsAreWarnings() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("""
            local label = Layer{name = "label", bounds = {x = 0, y = 0, width = 10, height = 10}}
            window:addSublayer(label)
            label:addAnimation(BasicAnimation{keyPath = "position.x", fromValue = 0, toValue = 100}, "fly")
            local dot = Layer{name = "dot", bounds = {x = 0, y = 0, width = 10, height = 10}}
            window:addSublayer(dot)
            dot:addAnimation(KeyframeAnimation{keyPath = "position", values = {{x = 0, y = 0}, {x = 1, y = 1}},
              keyTimes = {0, 1}, calculationMode = "paced", fillMode = "forwards", removedOnCompletion = false}, "k")
            expect.truthy(true)
            """, to: "snap_test.lua", in: dir)
        let r = try run(["test"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.lines == ["ok   snap_test.lua (1 check)", "1 passed, 0 failed"])
        let warnings = r.stderr.split(separator: "\n").map(String.init)
        #expect(warnings.count == 2, "\(r.stderr)")
        #expect(warnings.first?.hasPrefix("cartlua: snap_test.lua:6: warning: ") == true, "\(r.stderr)")
        #expect(warnings.last == "cartlua: snap_test.lua:3: warning: CA001 snap-back: 'label' jumps back as its "
                + "animation ends at 0.25 s: position.x 100 → 0")
    }

    @Test func usageErrors() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let unknown = try run(["test", "--fast"], in: dir)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("cartlua: unknown option '--fast'\n"))
        let missing = try run(["test", "nowhere"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("cartlua: cannot read nowhere: No such file or directory\n"))
        let empty = try run(["test"], in: dir)
        #expect(empty.status == 2)
        #expect(empty.stderr == "cartlua: no test scripts (*_test.lua) in .\n")
        let help = try run(["test", "--help"], in: dir)
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("usage: cartlua test [PATH…]"))
    }
}
