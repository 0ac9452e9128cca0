import Foundation
import Testing
import CartTestSupport

/// `cartlua export SCRIPT --xctest`: the parity export followed by one XCTest case. Here the
/// file is committed as its two halves — Parity/<Type>.swift (the export, in its parity mode) and
/// Parity/<Type>ParityTests.swift — since XCTest brings swift-corelibs-foundation, whose names
/// clash with the UIKit shim's in the export half; the ParityTests target compiles them and
/// XCTest runs the cases against the shim (which proves the harness, not Core Animation).
/// Re-record deliberately: `CARTLUA_RECORD_GOLDENS=1 swift test --filter ParityKitTests`.
@Suite struct ParityKitTests {
    static var parity: URL { CLI.packageRoot.appendingPathComponent("Tests/ExportRoundTripTests/Parity") }
    static let mark = "\n// MARK: - Parity with Core Animation"

    @Test(arguments: ExportedScript.parity)
    func xctestIsTheParityExportThenTheCommittedCase(_ e: ExportedScript) throws {
        let r = try CLI.run(["export", e.path, "--xctest"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let cut = try #require(r.stdout.range(of: Self.mark))
        let halves = [(e.typeName + ".swift", String(r.stdout[..<cut.lowerBound])),
                      (e.typeName + "ParityTests.swift", String(r.stdout[r.stdout.index(after: cut.lowerBound)...]))]
        for (name, text) in halves {
            let file = Self.parity.appendingPathComponent(name)
            if ExportRoundTripTests.recording {
                try text.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            #expect(text == (try String(contentsOf: file, encoding: .utf8)),
                    "Parity/\(name) is not what `cartlua export \(e.path) --xctest` writes; re-record with CARTLUA_RECORD_GOLDENS=1")
        }
    }

    /// The parity export is the `--swift` export but for its seam: every asyncAfter is a
    /// `clock.after` with the same delay, and the type holds the clock and its layers' list.
    @Test(arguments: ExportedScript.parity)
    func theParityExportDiffersFromTheSwiftOnlyByItsSeam(_ e: ExportedScript) throws {
        let plain = try String(contentsOf: ExportRoundTripTests.generated.appendingPathComponent(e.typeName + ".swift"), encoding: .utf8)
        let parity = try String(contentsOf: Self.parity.appendingPathComponent(e.typeName + ".swift"), encoding: .utf8)
        #expect(!parity.contains("DispatchQueue.main.asyncAfter"))
        let delays = { (text: String, head: String) in
            text.components(separatedBy: head).dropFirst().map { $0.prefix { $0 != ")" } }
        }
        #expect(delays(plain, "asyncAfter(deadline: .now() + ") == delays(parity, "clock.after("))
        #expect(parity.contains("    let clock = ParityClock()\n"))
        #expect(parity.contains("    var allLayers: [CALayer] { [window"))
        #expect(plain.components(separatedBy: ".add(").count == parity.components(separatedBy: ".add(").count)
    }

    /// The embedded samples are the whole 60 fps trace: as many sample times as `cartlua run`
    /// writes, up to its end — coins' too, whose first coin starts in an after(0, …).
    @Test(arguments: ExportedScript.parity)
    func samplesCoverTheWholeRun(_ e: ExportedScript) throws {
        let run = try CLI.run(["run", e.path, "--fps", "60", "--format", "jsonl"])
        let times = Set(run.stdout.split(separator: "\n").filter { $0.hasPrefix(#"{"type":"sample""#) }
            .map { $0.split(separator: ",")[1] })
        let text = try String(contentsOf: Self.parity.appendingPathComponent(e.typeName + "ParityTests.swift"), encoding: .utf8)
        #expect(text.components(separatedBy: "        samples.append(Sample(t: ").count - 1 == times.count)
        #expect(text.contains("over the whole run"))
        #expect(times.count > 30)  // addcart's run is the shortest: 0.5 s
    }

    /// Every delayed call cartlua ran is delivered, in the run's order: coins' ten coins each
    /// start in an after() (the first at t = 0) and land in a delegate.
    @Test func coinsDeliversItsCallsAndDelegates() throws {
        let text = try String(contentsOf: Self.parity.appendingPathComponent("CoinsAnimationParityTests.swift"), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let calls = lines.filter { $0.hasPrefix(".call(") }
        #expect(calls.first == ".call(0),")
        #expect(calls.count == 10)
        #expect(lines.filter { $0.hasPrefix("Delivery(") && $0.contains(".didStop(finished: true)") && $0.contains("delegate: ") && !$0.contains("delegate: nil") }.count == 10)
    }

    @Test func xctestAndSwiftTogetherIsAMistake() throws {
        let r = try CLI.run(["export", "Scripts/coins.lua", "--swift", "--xctest"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("cartlua: --swift and --xctest: give one (--xctest includes the Swift)"), "\(r.stderr)")
    }
}
