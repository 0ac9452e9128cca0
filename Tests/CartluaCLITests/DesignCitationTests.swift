import Foundation
import Testing
import CartTestSupport

/// Comments cite the design — `CA-SEMANTICS §n`, `[ASSUME ID]` decisions, `CONTRACT.md "Section"`
/// — and the design lives in the repository (`docs/`), so every citation must resolve there for
/// someone who has only the repository; so must the README sections they name. Scans Sources/,
/// Tests/, the README, Package.swift and the Makefile; a new citation fails here until it resolves.
@Suite struct DesignCitationTests {
    static let root = CLI.packageRoot

    /// The text of every source file under Sources/ and Tests/ and of the top-level files that
    /// cite, with its path.
    /// Comment continuations are joined (`[ASSUME` at a line's end, `/// ORDER-replace]` on the
    /// next), so a citation wrapped across lines is still one citation.
    static let sources: [(path: String, text: String)] = {
        var result: [(String, String)] = []
        for top in ["Sources", "Tests"] {
            let dir = root.appendingPathComponent(top)
            let files = (try? FileManager.default.subpathsOfDirectory(atPath: dir.path)) ?? []
            for file in files.sorted() where [".swift", ".h", ".c", ".lua"].contains(where: file.hasSuffix) {
                // This file names the citation forms without citing anything.
                if file == "CartluaCLITests/DesignCitationTests.swift" { continue }
                guard let text = try? String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8) else { continue }
                result.append(("\(top)/\(file)", joinComments(text)))
            }
        }
        // The README, the package manifest and the Makefile cite the design too.
        for file in ["README.md", "Package.swift", "Makefile"] {
            if let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) {
                result.append((file, joinComments(text)))
            }
        }
        return result
    }()

    static func joinComments(_ text: String) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(line.drop { $0 == " " || $0 == "\t" })
            if !out.isEmpty, rest.hasPrefix("//") {
                rest = rest.drop { $0 == "/" }
                out += " " + rest.drop { $0 == " " }
            } else {
                out += "\n" + line
            }
        }
        return out
    }

    static func doc(_ name: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent("docs/\(name)"), encoding: .utf8)) ?? ""
    }

    /// `[ASSUME ID]` ids cited in the sources, with the first file citing each. A bare `[ASSUME]`
    /// is reported as the id "" (it can be explained nowhere).
    static func assumeCitations() -> [String: String] {
        var found: [String: String] = [:]
        for (path, text) in sources {
            var rest = Substring(text)
            while let r = rest.range(of: "[ASSUME") {
                rest = rest[r.upperBound...]
                guard let close = rest.firstIndex(of: "]") else { break }
                let id = rest[..<close].trimmingCharacters(in: .whitespaces)
                if id == "…" { continue }  // prose about the ids ("the `[ASSUME …]` decisions")
                if found[id] == nil { found[id] = path }
            }
        }
        return found
    }

    /// Section numbers cited as `§n` or `§n.m` (and the far end of a range, `§4.2–4.4`).
    static func sectionCitations() -> [String: String] {
        var found: [String: String] = [:]
        for (path, text) in sources {
            let chars = Array(text)
            var i = 0
            while i < chars.count {
                guard chars[i] == "§" else { i += 1; continue }
                i += 1
                for _ in 0..<2 {  // the section, then the end of a range after "–"
                    var number = ""
                    while i < chars.count, chars[i].isNumber || (chars[i] == "." && i + 1 < chars.count && chars[i + 1].isNumber) {
                        number.append(chars[i]); i += 1
                    }
                    if !number.isEmpty, found[number] == nil { found[number] = path }
                    guard i < chars.count, chars[i] == "–" else { break }
                    i += 1
                }
            }
        }
        return found
    }

    /// `CONTRACT.md "Section"` citations: the section names.
    static func contractSections() -> [String: String] {
        var found: [String: String] = [:]
        for (path, text) in sources {
            var rest = Substring(text)
            while let r = rest.range(of: "CONTRACT.md \"") {
                rest = rest[r.upperBound...]
                guard let close = rest.firstIndex(of: "\"") else { break }
                let name = String(rest[..<close])
                if found[name] == nil { found[name] = path }
            }
        }
        return found
    }

    /// README sections cited as `README "Name"`, `README.md "Name"` or `README.md, "Name"`.
    static func readmeSections() -> [String: String] {
        var found: [String: String] = [:]
        for (path, text) in sources where path != "README.md" {
            for opening in ["README \"", "README.md \"", "README.md, \""] {
                var rest = Substring(text)
                while let r = rest.range(of: opening) {
                    rest = rest[r.upperBound...]
                    guard let close = rest.firstIndex(of: "\"") else { break }
                    let name = String(rest[..<close])
                    if found[name] == nil { found[name] = path }
                }
            }
        }
        return found
    }

    /// Words quoted from the contract: CONTRACT, a colon, then the words in double quotes.
    static func contractQuotes() -> [String: String] {
        var found: [String: String] = [:]
        for (path, text) in sources {
            var rest = Substring(text)
            while let r = rest.range(of: "CONTRACT: \"") {
                rest = rest[r.upperBound...]
                guard let close = rest.firstIndex(of: "\"") else { break }
                let quote = String(rest[..<close])
                if found[quote] == nil { found[quote] = path }
            }
        }
        return found
    }

    /// Runs of spaces and line breaks as one space, so wrapped text compares with unwrapped.
    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// The paragraph of `text` (up to blank lines) holding `needle`, or nil.
    static func paragraph(of needle: String, in text: String) -> String? {
        for p in text.components(separatedBy: "\n\n") where p.contains(needle) { return p }
        return nil
    }

    @Test func theCitationScanFindsWhatTheSourcesCite() {
        // The scan itself must see citations, wrapped ones included, or the checks below pass vacuously.
        #expect(Self.assumeCitations()["ORDER-replace"] == "Sources/CartAnimation/Layers/Layer.swift")
        #expect(Self.sectionCitations()["4.4"] != nil && Self.sectionCitations()["1.10"] != nil)
        #expect(Self.contractSections()["Expectations"] != nil)
        #expect(!Self.contractQuotes().isEmpty)
    }

    @Test func everyAssumeIdIsExplainedInCASemantics() {
        let semantics = Self.doc("CA-SEMANTICS.md")
        for (id, path) in Self.assumeCitations().sorted(by: { $0.key < $1.key }) {
            #expect(!id.isEmpty, "\(path) cites a bare [ASSUME] without an id")
            guard !id.isEmpty else { continue }
            // The decision and its reason: the id, in a paragraph that says more than its name.
            let p = Self.paragraph(of: "[ASSUME \(id)]", in: semantics)
            let words = p?.split(whereSeparator: { $0 == " " || $0 == "\n" }).count ?? 0
            #expect(words >= 12, "\(path) cites [ASSUME \(id)], which docs/CA-SEMANTICS.md does not explain")
        }
    }

    @Test func everyCitedSectionIsAHeadingOfCASemantics() {
        let headings = Self.doc("CA-SEMANTICS.md").split(separator: "\n").filter { $0.hasPrefix("#") }
        for (number, path) in Self.sectionCitations().sorted(by: { $0.key < $1.key }) {
            let found = headings.contains {
                let title = $0.drop { $0 == "#" }
                return title.hasPrefix(" \(number). ") || title.hasPrefix(" \(number) ")
            }
            #expect(found, "\(path) cites §\(number), which is no heading of docs/CA-SEMANTICS.md")
        }
    }

    @Test func everyCitedContractSectionExists() {
        let headings = Self.doc("CONTRACT.md").split(separator: "\n").filter { $0.hasPrefix("#") }
        for (name, path) in Self.contractSections().sorted(by: { $0.key < $1.key }) {
            #expect(headings.contains { $0.contains(name) },
                    "\(path) cites CONTRACT.md \"\(name)\", which is no heading of docs/CONTRACT.md")
        }
    }

    @Test func everyQuoteFromTheContractIsInIt() {
        let contract = Self.squeezed(Self.doc("CONTRACT.md"))
        for (quote, path) in Self.contractQuotes().sorted(by: { $0.key < $1.key }) {
            #expect(contract.contains(Self.squeezed(quote)), "\(path) quotes CONTRACT: \"\(quote)\", which docs/CONTRACT.md does not say")
        }
    }

    @Test func everyCitedReadmeSectionExists() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let headings = readme.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(Self.readmeSections()["Running untrusted scripts"] != nil)
        for (name, path) in Self.readmeSections().sorted(by: { $0.key < $1.key }) {
            #expect(headings.contains { $0.contains(name) }, "\(path) cites README \"\(name)\", which is no heading of README.md")
        }
    }

    @Test func theArchitectureNamesEveryModule() throws {
        let architecture = Self.doc("ARCHITECTURE.md")
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
        for module in modules.sorted() {
            #expect(architecture.contains("`\(module)`"), "docs/ARCHITECTURE.md does not describe Sources/\(module)")
        }
    }
}
