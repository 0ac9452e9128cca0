import Foundation
import Testing
import CartTestSupport

/// Names say what is there: no two paths that only case tells apart, extension files named for a
/// type of their own module, and one written-out default screen.
@Suite struct NamingRulesTests {
    static let root = CLI.packageRoot

    /// Every file and folder of the working tree, from the root, without build output and Git's own.
    static func treePaths() -> [String] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm"]
        var paths: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            // A folder another test removes while this one walks is skipped, not an error.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names where !skipped.contains(name) {
                let path = folder.isEmpty ? name : "\(folder)/\(name)"
                paths.append(path)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder),
                   isFolder.boolValue {
                    folders.append(path)
                }
            }
        }
        return paths
    }

    /// `Scripts/` beside `scripts/` is one folder on a case-insensitive file system, and two that
    /// read the same to people everywhere else.
    @Test func noTwoPathsDifferOnlyByCase() throws {
        // Known and left: the folders of the `cartlua` executable and the `CartLua` host are the
        // targets' own names, which the import rules, the product and every path use.
        let known: Set<String> = ["sources/cartlua"]
        var seen: [String: String] = [:]
        let paths = Self.treePaths()
        #expect(paths.contains("Scripts") && paths.contains("Sources/CartLua"))
        for path in paths.sorted() {
            let key = path.lowercased()
            if known.contains(key) { continue }
            #expect(seen[key] == nil, "\(path) and \(seen[key] ?? "") differ only by case")
            seen[key] = path
        }
    }

    /// `Type+Concern.swift` holds an extension of `Type`, a type its own module declares; a file
    /// named after another module's type (`RunOptions+Parse.swift` defining `RunRequest`) misleads.
    @Test func extensionFilesAreNamedForATypeOfTheirModule() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let dir = sources.appendingPathComponent(module)
            let files = try FileManager.default.subpathsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }
            var text = ""
            for file in files { text += try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8) + "\n" }
            for file in files {
                let name = (file as NSString).lastPathComponent.dropLast(".swift".count)
                guard let plus = name.firstIndex(of: "+") else { continue }
                let type = String(name[..<plus])
                let declared = ["struct", "enum", "class", "protocol", "actor"].contains { kind in
                    text.contains("\(kind) \(type) ") || text.contains("\(kind) \(type):") || text.contains("\(kind) \(type)<")
                }
                #expect(declared, "Sources/\(module)/\(file) is named for \(type), which \(module) does not declare")
            }
        }
    }

    /// The default screen is one constant of the core (`Scene.defaultScreen`); code that means it
    /// names it rather than writing the size out again.
    @Test func theDefaultScreenIsWrittenOutOnce() throws {
        let written = "Size(width: 375, " + "height: 812)"  // split, so this file does not count
        var places: [String] = []
        for top in ["Sources", "Tests"] {
            let dir = Self.root.appendingPathComponent(top)
            for file in try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
                let count = text.components(separatedBy: written).count - 1
                places += Array(repeating: "\(top)/\(file)", count: count)
            }
        }
        #expect(places == ["Sources/CartAnimation/Layers/Scene.swift"])
    }
}
