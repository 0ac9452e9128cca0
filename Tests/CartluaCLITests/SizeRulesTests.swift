import Foundation
import Testing
import CartTestSupport

/// Sizes a reader can take in: no Swift file in Sources/ over 400 lines and no function over 60,
/// unless listed here with the reason it is left. A listed one that has come back under the
/// limit (or gone) fails too, so the lists say what is left, no more.
@Suite struct SizeRulesTests {
    static let maxFileLines = 400
    static let maxFunctionLines = 60

    /// Files over the limit, by path under Sources/, and why they are left.
    static let longFiles: [String: String] = [:]

    /// Functions over the limit, as "path under Sources/: first line of the declaration", and why.
    static let longFunctions: [String: String] = [:]

    @Test func noSourceFileIsOverTheLimitUnlessListed() throws {
        var long: Set<String> = []
        for (path, text) in try Self.sources() where text.split(separator: "\n", omittingEmptySubsequences: false).count > Self.maxFileLines {
            long.insert(path)
            #expect(Self.longFiles[path] != nil, "Sources/\(path) is over \(Self.maxFileLines) lines: split it by role")
        }
        for path in Self.longFiles.keys.sorted() where !long.contains(path) {
            Issue.record("Sources/\(path) is listed as too long but is not: take it off the list")
        }
    }

    @Test func noFunctionIsOverTheLimitUnlessListed() throws {
        var long: Set<String> = []
        for (path, text) in try Self.sources() {
            for span in FunctionSpans.find(in: text) where span.lines > Self.maxFunctionLines {
                let key = "\(path): \(span.declaration)"
                long.insert(key)
                #expect(Self.longFunctions[key] != nil, "\(key) (line \(span.line)) is \(span.lines) lines")
            }
        }
        for key in Self.longFunctions.keys.sorted() where !long.contains(key) {
            Issue.record("\(key) is listed as too long but is not (or is gone): take it off the list")
        }
    }

    /// The scanner itself: bodies by their braces, whatever braces strings, comments or default
    /// arguments hold; requirements without a body are not functions of any length.
    @Test func functionsAreMeasuredByTheirBraces() {
        let text = #"""
        protocol P {
            func required(_ x: Int) -> Int
        }
        struct S {
            func short() { print("}") }
            static func spread(_ a: Int,
                               b: () -> Void = { }) -> Int {
                let s = """
                }}}
                """  // }
                return a
            }
            init() {
                // {
            }
        }
        """#
        let spans = FunctionSpans.find(in: text)
        #expect(spans.map(\.declaration) == ["func short() { print(\"}\") }", "static func spread(_ a: Int,", "init() {"])
        #expect(spans.map(\.lines) == [1, 7, 3])
        #expect(spans.map(\.line) == [5, 6, 13])
    }

    /// The Swift files of Sources/, by path under it.
    static func sources() throws -> [(String, String)] {
        let dir = CLI.packageRoot.appendingPathComponent("Sources")
        return try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted().filter { $0.hasSuffix(".swift") }
            .map { ($0, try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8)) }
    }
}

/// Where functions, initializers and deinitializers begin and end in Swift source, by matching
/// braces from the declaration: enough for code laid out as this project's is (string literals,
/// `"""` blocks and `//` comments are skipped; `/* */` comments are not expected).
struct FunctionSpans {
    /// The declaration's first line, trimmed.
    let declaration: String
    /// Its line number, from 1.
    let line: Int
    /// From the declaration to the closing brace, both included.
    let lines: Int

    static let start = try! NSRegularExpression(pattern: #"""
        ^\s*(?:@[\w()_]+\s+)*(?:(?:public|private|fileprivate|internal|package|static|class|final|override\#
        |mutating|nonmutating|open|convenience|required|nonisolated)\s+)*(?:func\s|init[?!]?\s*[(<]|deinit\b)
        """#)

    static func find(in text: String) -> [FunctionSpans] {
        let lines = code(of: text)
        var spans: [FunctionSpans] = []
        for (i, line) in lines.enumerated()
        where start.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
            if let end = bodyEnd(lines, from: i) {
                let declaration = text.split(separator: "\n", omittingEmptySubsequences: false)[i]
                spans.append(FunctionSpans(declaration: declaration.trimmingCharacters(in: .whitespaces),
                                           line: i + 1, lines: end - i + 1))
            }
        }
        return spans
    }

    /// The line of the brace that closes the body begun at or after line `i`; nil for a
    /// declaration without a body (a protocol's requirement).
    static func bodyEnd(_ lines: [String], from i: Int) -> Int? {
        var parens = 0, braces = 0, inBody = false
        for j in i..<lines.count {
            for c in lines[j] {
                switch c {
                case "(" where !inBody: parens += 1
                case ")" where !inBody: parens -= 1
                case "{" where inBody || parens == 0:
                    inBody = true
                    braces += 1
                case "}" where inBody:
                    braces -= 1
                    if braces == 0 { return j }
                default: break
                }
            }
            if !inBody && parens == 0 {
                // The signature goes on only if this line or the next says so.
                let here = lines[j].trimmingCharacters(in: .whitespaces)
                let next = j + 1 < lines.count ? lines[j + 1].trimmingCharacters(in: .whitespaces) : ""
                let goesOn = ["->", ",", "(", "&"].contains { here.hasSuffix($0) }
                    || ["->", "throws", "rethrows", "async", "where"].contains { next.hasPrefix($0) }
                if !goesOn { return nil }
            }
        }
        return nil
    }

    /// Each line's code: string literals' contents and comments blanked, so that their braces and
    /// parentheses do not count.
    static func code(of text: String) -> [String] {
        var out: [String] = []
        var inBlock = false  // inside a """ literal
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inBlock {
                if trimmed.hasPrefix("\"\"\"") || trimmed.hasPrefix("\"\"\"#") { inBlock = false }
                out.append("")
                continue
            }
            var code = "", inString = false, escaped = false
            var chars = Array(line)[...]
            while let c = chars.popFirst() {
                if inString {
                    if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                    continue
                }
                if c == "/" && chars.first == "/" { break }
                if c == "\"" {
                    if chars.starts(with: "\"\"") {
                        inBlock = true  // a """ block opens here; its closing line ends it
                        break
                    }
                    inString = true
                    continue
                }
                code.append(c)
            }
            out.append(code)
        }
        return out
    }
}
