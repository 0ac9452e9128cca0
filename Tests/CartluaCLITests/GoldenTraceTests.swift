import Foundation
import Testing
import CartTestSupport

/// Every script in Scripts/ has a golden JSON Lines trace in Goldens/, recorded at 30 fps.
/// Re-record deliberately: `CARTLUA_RECORD_GOLDENS=1 swift test --filter GoldenTraceTests`.
@Suite struct GoldenTraceTests {
    static let scripts: [String] = {
        let dir = CLI.packageRoot.appendingPathComponent("Scripts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".lua") && !$0.hasSuffix("_test.lua") }.sorted()
    }()

    static var goldenDirectory: URL { CLI.packageRoot.appendingPathComponent("Tests/CartluaCLITests/Goldens") }
    static var recording: Bool { ProcessInfo.processInfo.environment["CARTLUA_RECORD_GOLDENS"] == "1" }

    @Test func everyScriptHasAGoldenAndEveryGoldenAScript() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.goldenDirectory.path)
            .filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
        let scripts = Self.scripts.map { String($0.dropLast(4)) }
        #expect(!scripts.isEmpty)
        #expect(goldens == scripts, "goldens without a script or scripts without a golden")
    }

    /// `cartlua run --check` against the golden, numbers exactly (`--tolerance 0`); when
    /// recording, `--record` instead.
    @Test(arguments: scripts)
    func traceMatchesTheGolden(_ script: String) throws {
        let golden = "Tests/CartluaCLITests/Goldens/" + String(script.dropLast(4)) + ".jsonl"
        if Self.recording {
            let r = try CLI.run(["run", "Scripts/\(script)", "--fps", "30", "--record", golden, "-o", "/dev/null"])
            #expect(r.status == 0, "\(r.stderr)")
            return
        }
        let r = try CLI.run(["run", "Scripts/\(script)", "--fps", "30", "--check", golden, "--tolerance", "0"])
        #expect(r.status == 0, "\(script):\n\(r.stderr)")
    }

    @Test func runsAreByteIdentical() throws {
        let a = try CLI.run(["run", "Scripts/coins.lua", "--fps", "60"])
        let b = try CLI.run(["run", "Scripts/coins.lua", "--fps", "60"])
        #expect(a.status == 0)
        #expect(a.stdout == b.stdout)
    }
}
