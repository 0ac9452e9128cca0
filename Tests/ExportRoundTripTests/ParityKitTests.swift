import Foundation
import Testing
import CartTestSupport

/// `cartlua export SCRIPT --xctest`: the Swift export followed by one XCTest case. Here the
/// file is compiled as its two committed halves — Generated/<Type>.swift (what `--swift` writes)
/// and Parity/<Type>ParityTests.swift — since XCTest brings swift-corelibs-foundation, whose
/// names clash with the UIKit shim's in the export half; XCTest runs the cases against the shim
/// (which proves the harness, not Core Animation). Re-record deliberately:
/// `CARTLUA_RECORD_GOLDENS=1 swift test --filter ParityKitTests`.
@Suite struct ParityKitTests {
    static var parity: URL { CLI.packageRoot.appendingPathComponent("Tests/ExportRoundTripTests/Parity") }

    @Test(arguments: ExportedScript.parity)
    func xctestIsTheSwiftExportThenTheCommittedCase(_ e: ExportedScript) throws {
        let r = try CLI.run(["export", e.path, "--xctest"])
        #expect(r.status == 0, "\(r.stderr)")
        let swift = try String(contentsOf: ExportRoundTripTests.generated.appendingPathComponent(e.typeName + ".swift"), encoding: .utf8)
        #expect(r.stdout.hasPrefix(swift + "\n// MARK: - Parity with Core Animation"), "the --xctest file does not start with the --swift export")
        let file = Self.parity.appendingPathComponent(e.typeName + "ParityTests.swift")
        let testHalf = String(r.stdout.dropFirst(swift.count + 1))
        if ExportRoundTripTests.recording {
            try testHalf.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(testHalf == (try String(contentsOf: file, encoding: .utf8)),
                "Parity/\(e.typeName)ParityTests.swift is not what `cartlua export \(e.path) --xctest` writes; re-record with CARTLUA_RECORD_GOLDENS=1")
    }

    /// The embedded samples are the run's 60 fps trace, up to the first callback that changes
    /// something: breath's group ends at 2/3 s (its delegate adds the badge's animations),
    /// quadcurve's flight at 1 s (its delegate shakes the cart), the springs' run has none.
    @Test(arguments: [("breath", "t < 0.6667 s:", 40), ("quadcurve", "t < 1 s:", 60), ("springs", "the whole run.", 0)])
    func samplesStopAtTheFirstCallback(script: String, span: String, count: Int) throws {
        let e = try #require(ExportedScript.parity.first { $0.script == script })
        let text = try String(contentsOf: Self.parity.appendingPathComponent(e.typeName + "ParityTests.swift"), encoding: .utf8)
        #expect(text.contains("Covers \(span)"))
        let samples = text.components(separatedBy: "        Sample(t: ").count - 1
        if count > 0 { #expect(samples == count) } else { #expect(samples > 60) }
        #expect(text.contains("Sample(t: 0, rows: ["))
    }

    /// coins starts its first coin with after(0, …): nothing comes before a callback, and the
    /// command says so (the case it writes fails on its empty samples).
    @Test func aScriptWhoseCodeRunsAgainAtOnceIsNoted() throws {
        let r = try CLI.run(["export", "Scripts/coins.lua", "--xctest"])
        #expect(r.status == 0)
        #expect(r.stderr.hasPrefix("cartlua: note: the script's own code runs again at t = 0 s"), "\(r.stderr)")
        #expect(r.stdout.contains("    static let samples: [Sample] = [\n    ]\n"))
        #expect(r.stdout.contains("XCTAssertFalse(Self.samples.isEmpty"))
        #expect(try CLI.run(["export", "Scripts/breath.lua", "--xctest"]).stderr.isEmpty)
    }

    @Test func xctestAndSwiftTogetherIsAMistake() throws {
        let r = try CLI.run(["export", "Scripts/coins.lua", "--swift", "--xctest"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("cartlua: --swift and --xctest: give one (--xctest includes the Swift)"), "\(r.stderr)")
    }
}
