import Foundation
import Testing
import CartTestSupport

/// SwiftPM lets a target import modules it reaches only indirectly, so the architecture's import
/// table is held here, by reading the `import` lines of Sources/.
@Suite struct ImportRulesTests {
    /// What each module may import (besides the C library, Glibc).
    static let allowed: [String: Set<String>] = [
        "CartAnimation": [],
        "CartRun": ["CartAnimation"],
        "CartLua": ["CLua", "CartAnimation", "CartRun"],
        "CartOutput": ["CartAnimation"],
        "CartRaster": ["CRaster", "CartAnimation", "CartOutput"],
        "CartExport": ["CartAnimation", "CartRun"],
        "CartReport": ["CartAnimation", "CartOutput"],
        "cartlua": ["CartAnimation", "CartRun", "CartLua", "CartOutput", "CartRaster", "CartExport", "CartReport", "Foundation"],
        "CartTestSupport": ["CartAnimation", "CartRun", "CartOutput", "Foundation"],
    ]

    @Test(arguments: Array(allowed.keys).sorted())
    func moduleImportsOnlyWhatTheArchitectureAllows(_ module: String) throws {
        let dir = CLI.packageRoot.appendingPathComponent("Sources/\(module)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.contains(" import ") {
                let words = line.split(separator: " ")
                guard let i = words.firstIndex(of: "import"), i + 1 < words.count, !line.hasPrefix("//") else { continue }
                let imported = String(words[i + 1])
                #expect(imported == "Glibc" || Self.allowed[module]!.contains(imported),
                        "\(module)/\(file) imports \(imported)")
            }
        }
    }

    @Test func onlyCartLuaTouchesTheLuaCAPI() throws {
        let sources = CLI.packageRoot.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path)
        where module != "CartLua" && module != "CLua" && module != "CRaster" {
            let dir = sources.appendingPathComponent(module)
            for file in try FileManager.default.subpathsOfDirectory(atPath: dir.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
                #expect(!text.contains("lua_State") && !text.contains("lua_pcall"), "\(module)/\(file) uses the Lua C API")
            }
        }
    }
}
