import Foundation
import Testing
import CartTestSupport

/// SwiftPM lets a target import modules it reaches only indirectly, so the architecture's import
/// table is held here, by reading the `import` lines of Sources/.
@Suite struct ImportRulesTests {
    /// What each module may import (besides the C library, Glibc, which the command-line tool
    /// reaches only through Platform).
    static let allowed: [String: Set<String>] = [
        "Platform": [],
        "CartAnimation": [],
        "CartRun": ["CartAnimation"],
        "CartLua": ["CLua", "CartAnimation", "CartRun"],
        "CartOutput": ["CartAnimation", "CAtomics"],
        "CartRaster": ["CRaster", "CartAnimation", "CartOutput"],
        "CartExport": ["CartAnimation", "CartRun"],
        "CartServer": ["CHTTP"],
        "CartReport": ["CartAnimation", "CartRun", "CartOutput"],
        "cartlua": ["CartAnimation", "CartRun", "CartLua", "CartOutput", "CartRaster", "CartExport", "CartReport", "CartServer",
                    "Platform"],
        "CartTestSupport": ["CartAnimation", "CartRun", "CartOutput", "Foundation"],
    ]

    /// README's "How it works" table says what each module may import: the same as `allowed`
    /// ("Glibc only" and "C" are the C library; "(not Glibc)" is a note).
    @Test func readmeTableIsTheImportTable() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var table: [String: Set<String>] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let imports = cells[3].replacingOccurrences(of: "(not Glibc)", with: "").split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !["", "Glibc only", "C"].contains($0) }
            table[module] = Set(imports)
        }
        for (module, imports) in Self.allowed.sorted(by: { $0.key < $1.key }) {
            #expect(table[module] == imports, "README's row for \(module)")
        }
    }

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
                #expect((imported == "Glibc" && module != "cartlua") || Self.allowed[module]!.contains(imported),
                        "\(module)/\(file) imports \(imported)")
            }
        }
    }

    /// The C library's file, directory, descriptor, inotify, signal and environment calls (and
    /// `errno`, `strerror`, any call spelled `Glibc.…`), which only Platform makes: the other
    /// modules import Glibc for its maths. Names as common as `read(` or `close(` are left out
    /// (every module has methods called so); `open` is caught by its `O_` flags.
    static let libcIO = try! NSRegularExpression(pattern: #"""
        (?<![\w.])(?<!func )(?:fopen|fread|fwrite|fclose|fputs|fflush|opendir|readdir|closedir|stat|lstat\#
        |unlink|rename|mkdir|rmdir|inotify_init1|inotify_add_watch|poll|isatty|ioctl|getenv|setenv|strerror\#
        |signal|sigprocmask|pipe|mkdtemp|_exit)\s*\(|\bGlibc\.\w+\s*\(|\berrno\b|\bO_(?:RDONLY|WRONLY|RDWR|CREAT)\b
        """#)

    static func callsLibcIO(_ code: String) -> Bool {
        libcIO.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
    }

    @Test func onlyPlatformCallsTheCLibrarysIO() throws {
        let sources = CLI.packageRoot.appendingPathComponent("Sources")
        #expect(Self.callsLibcIO("let fd = open(path, O_WRONLY)") && Self.callsLibcIO("_ = Glibc.write(2, p, n)"))
        #expect(!Self.callsLibcIO("try output.write(bytes)") && !Self.callsLibcIO("func stat(_ p: String)"))
        var seen = 0
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let dir = sources.appendingPathComponent(module)
            for file in try FileManager.default.subpathsOfDirectory(atPath: dir.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    // Code only: what follows `//` is a comment (or a URL in a string, harmless here).
                    let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0])
                    guard Self.callsLibcIO(code) else { continue }
                    if module == "Platform" { seen += 1 } else { Issue.record("\(module)/\(file) calls the C library's I/O: \(line)") }
                }
            }
        }
        #expect(seen > 10, "the pattern finds Platform's own calls")
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
