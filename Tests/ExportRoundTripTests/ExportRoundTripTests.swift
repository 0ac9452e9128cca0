import Foundation
import Testing
import CartTestSupport

/// `cartlua export --swift` of every script, proved by running it: the committed file is still
/// what the tool writes, and compiled against the UIKit shim it writes the script's own trace.
/// Re-record deliberately: `CARTLUA_RECORD_GOLDENS=1 swift test --filter ExportRoundTripTests`.
@Suite struct ExportRoundTripTests {
    static var generated: URL {
        CLI.packageRoot.appendingPathComponent("Tests/ExportRoundTripTests/Generated")
    }
    static var recording: Bool { ProcessInfo.processInfo.environment["CARTLUA_RECORD_GOLDENS"] == "1" }

    @Test func everyScriptIsExported() throws {
        let dir = CLI.packageRoot.appendingPathComponent("Scripts")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasSuffix(".lua") && !$0.hasSuffix("_test.lua") }.map { String($0.dropLast(4)) }.sorted()
        #expect(!scripts.isEmpty)
        #expect(ExportedScript.all.map(\.script) == scripts, "a script without a committed export, or the reverse")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path).sorted()
        #expect(files == (ExportedScript.all + ExportedScript.fixtures).map { $0.typeName + ".swift" }.sorted())
    }

    /// The committed file is byte for byte what `cartlua export` writes now (so it cannot go
    /// stale); when recording, it is rewritten instead.
    @Test(arguments: ExportedScript.all + ExportedScript.fixtures)
    func committedExportIsCurrent(_ e: ExportedScript) throws {
        let r = try CLI.run(["export", e.path, "--swift"])
        #expect(r.status == 0, "\(r.stderr)")
        let file = Self.generated.appendingPathComponent(e.typeName + ".swift")
        if Self.recording {
            try r.stdoutData.write(to: file)
            return
        }
        let committed = try Data(contentsOf: file)
        #expect(r.stdoutData == committed, "Generated/\(e.typeName).swift is not what `cartlua export \(e.path) --swift` writes; re-record with CARTLUA_RECORD_GOLDENS=1")
    }

    /// The compiled export, run on the virtual clock, writes exactly the JSON Lines of
    /// `cartlua run` (after the header, which names the script and params and is copied).
    @Test(arguments: ExportedScript.all + ExportedScript.fixtures)
    func exportedSwiftReplaysTheTrace(_ e: ExportedScript) async throws {
        let lua = try CLI.run(["run", e.path, "--fps", "60", "--format", "jsonl"])
        #expect(lua.status == 0, "\(lua.stderr)")
        let luaText = lua.stdout
        guard let headerEnd = luaText.firstIndex(of: "\n") else {
            Issue.record("no trace from cartlua run")
            return
        }
        let header = String(luaText[...headerEnd])
        let (swiftText, reason) = try await MainActor.run { try e.replay(header: header) }
        #expect(reason == "idle")
        #expect(swiftText.count > 1000)
        if swiftText != luaText {
            let a = luaText.split(separator: "\n"), b = swiftText.split(separator: "\n")
            let i = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("""
                \(e.typeName) does not replay \(e.path): first difference at line \(i + 1) \
                (of \(a.count) and \(b.count))
                lua:   \(i < a.count ? String(a[i]) : "(end)")
                swift: \(i < b.count ? String(b[i]) : "(end)")
                """)
        }
    }

    /// The exported `contentsGravity = .resizeAspectFill` sets the layer's gravity (and the image
    /// view keeps CALayer's default).
    @Test func exportedContentsGravityReachesTheLayers() async throws {
        let g = try await MainActor.run { try ExportedScript.quadcurveGravities() }
        #expect(g == ["resize", "resizeAspectFill"])
    }

    /// The header comment names the script and each param with its value.
    @Test(arguments: ExportedScript.all + ExportedScript.fixtures)
    func headerNamesTheScriptAndParams(_ e: ExportedScript) throws {
        let text = try String(contentsOf: Self.generated.appendingPathComponent(e.typeName + ".swift"), encoding: .utf8)
        let first = text.split(separator: "\n").prefix(3).joined(separator: "\n")
        #expect(first.contains(e.path))
        let params = try CLI.run(["params", e.path])
        for line in params.stdout.split(separator: "\n") {
            guard let name = line.split(separator: "\t").first else { continue }
            #expect(first.contains("\(name) = "), "\(name) missing from the header of \(e.typeName).swift")
        }
    }

    /// Layers the fixture makes in loops come out as loops: eight particles and four tab items
    /// are two arrays, each made by one loop with one property form, the particles' burst a loop
    /// over a table of their targets and their staggered fades a loop reading the clock once.
    @Test func layersMadeInLoopsReadAsLoops() throws {
        let text = try String(contentsOf: Self.generated.appendingPathComponent("LoopsAnimation.swift"), encoding: .utf8)
        let l = text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(l.count < 120, "\(l.count) lines")
        #expect(l.contains("let particles = (1...8).map { _ in CALayer() }"))
        #expect(l.contains("let tabItems = (1...4).map { _ in CALayer() }"))
        #expect(l.filter { $0 == "for (i, particle) in particles.enumerated() {" }.count == 3)
        #expect(l.contains("for (i, tabItem) in tabItems.enumerated() {"))
        #expect(l.contains("tabItem.position = CGPoint(x: CGFloat(i) * 93.75 + 47, y: 29)"))
        #expect(!l.contains { $0.hasPrefix("tabItem.frame") })
        #expect(l.contains("burst.toValue = NSValue(cgPoint: CGPoint(x: toValueX[i], y: toValueY[i]))"))
        // The script's `now() + 0.05 * i`, i = 1…8: the same product, so the same beginTimes.
        #expect(l.contains("fade.beginTime = now + Double(i + 1) * 0.05"))
        #expect(l.filter { $0.contains("CACurrentMediaTime()") } == ["let now = CACurrentMediaTime()"])
        #expect(!l.contains { $0.contains("particle2") || $0.contains("tabItem2") })
    }
}
