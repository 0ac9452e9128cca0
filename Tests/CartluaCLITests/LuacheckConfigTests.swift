import Foundation
import Testing
import CartTestSupport

/// `cartlua types --luacheck` and `--luarc`: the `.luacheckrc` and `.luarc.json` Scripts/ ships
/// are what they print now, and the real luacheck (Debian's lua-check, tools/setup.sh --tests)
/// with that `.luacheckrc` passes Scripts/ and flags a misspelt global, an unknown field of a
/// cartlua global and a library the sandbox leaves out.
@Suite struct LuacheckConfigTests {
    static let scripts = CLI.packageRoot.appendingPathComponent("Scripts")
    static let luacheck = "/usr/bin/luacheck"

    @Test(arguments: [(["types", "--luacheck"], ".luacheckrc"), (["types", "--luarc", "--library", "../types"], ".luarc.json")])
    func shippedFilesAreCurrent(args: [String], file: String) throws {
        let r = try CLI.run(args)
        #expect(r.status == 0, "\(r.stderr)")
        let shipped = try String(contentsOf: Self.scripts.appendingPathComponent(file), encoding: .utf8)
        #expect(r.stdout == shipped, "Scripts/\(file) is stale: `swift run cartlua \(args.joined(separator: " ")) > Scripts/\(file)`")
    }

    @Test func theConfigDeclaresCartluasGlobalsReadOnlyWithTheirFields() throws {
        let text = try CLI.run(["types", "--luacheck"]).stdout
        for needle in ["std = \"cartlua\"", "    window = {fields = {\n", "      addSublayer = {},\n",
                       "      position = {read_only = false, other_fields = true},\n",
                       "      superlayer = {other_fields = true},\n", "    expect = {fields = {\n", "      near = {},\n",
                       "    screen = {fields = {\n", "    SpringAnimation = {},\n", "    math = {fields = {\n"] {
            #expect(text.contains(needle), "no \(needle)")
        }
        for absent in ["    io = ", "    os = ", "    dofile = ", "    debug = "] { #expect(!text.contains(absent), "\(absent)") }
    }

    @Test func luacheckPassesTheScripts() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.luacheck),
                     "luacheck is not installed: tools/setup.sh --tests (or apt-get install lua-check)")
        let r = try Subprocess.run(Self.luacheck, ["--no-color", "--codes", "."], in: Self.scripts)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.contains("Total: 0 warnings / 0 errors in"), "\(r.output)")
    }

    @Test func luacheckFlagsMisspeltNames() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.luacheck), "luacheck is not installed")
        let dir = URL(fileURLWithPath: "/tmp/clc" + UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.run(["types", "--luacheck"]).stdoutData.write(to: dir.appendingPathComponent(".luacheckrc"))
        try """
            local l = Layer{ name = "dot" }
            window:addSublayer(l)
            windw:addSublayer(l)
            window:addSublayr(l)
            window.position = {x = 1, y = 2}
            window.superlayer = l
            print(os.time(), screen.widht, expect.near)
            """.write(to: dir.appendingPathComponent("bad.lua"), atomically: true, encoding: .utf8)
        let r = try Subprocess.run(Self.luacheck, ["--no-color", "--codes", "bad.lua"], in: dir)
        #expect(r.status == 1)
        let warnings = r.output.split(separator: "\n").filter { $0.contains("bad.lua:") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(warnings == [
            "bad.lua:3:1: (W113) accessing undefined variable 'windw'",
            "bad.lua:4:1: (W143) accessing undefined field 'addSublayr' of global 'window'",
            "bad.lua:6:1: (W122) setting read-only field 'superlayer' of global 'window'",
            "bad.lua:7:7: (W113) accessing undefined variable 'os'",
            "bad.lua:7:18: (W143) accessing undefined field 'widht' of global 'screen'",
        ], "\(r.output)")
    }

    @Test func luarcSwitchesOffWhatTheSandboxLeavesOut() throws {
        let r = try CLI.run(["types", "--luarc"])
        #expect(r.status == 0)
        #expect(r.stdout.contains(#""runtime.version": "Lua 5.4""#))
        #expect(r.stdout.contains(#""runtime.builtin": {"debug": "disable", "io": "disable", "os": "disable", "package": "disable"}"#), "\(r.stdout)")
        #expect(!r.stdout.contains("workspace.library"))
        let json = try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any]
        #expect(json?["runtime.version"] as? String == "Lua 5.4")
    }

    @Test(arguments: [(["types", "--library", "x"], "--library goes with --luarc"),
                      (["types", "--luacheck", "--luarc"], "--luacheck and --luarc print different files: give one")])
    func mistakes(args: [String], message: String) throws {
        let r = try CLI.run(args)
        #expect(r.status == 2)
        #expect(r.stderr.contains("cartlua: \(message)"), "\(r.stderr)")
    }
}
