// embed-files OUTPUT INPUT...: writes OUTPUT, a Swift file with one `StaticString` literal per
// INPUT file (the EmbedFiles plugin runs it at build time), so that a module carries its Lua,
// HTML, CSS and JavaScript in the binary and reads nothing from disk at run time.
//
//     enum Embedded {
//         /// prelude.lua
//         static let preludeLua: StaticString = "…"
//     }
//
// Each literal holds the file's bytes exactly: printable ASCII as itself, everything else
// escaped (`\n`, `\"`, `\\`, `\u{…}`), so no Swift multi-line-literal rule (indentation,
// line endings, the last newline) can change a byte. Files must be UTF-8.
import Glibc

/// The file's bytes, or nil when it cannot be read.
func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&chunk, 1, chunk.count, file)
        bytes.append(contentsOf: chunk[0..<n])
        if n < chunk.count { return ferror(file) == 0 ? bytes : nil }
    }
}

/// `player.html` → `playerHtml`, `expect.lua` → `expectLua`: the name split at every
/// character that cannot be in an identifier, the parts after the first capitalised.
func identifier(forFileNamed name: String) -> String {
    let parts = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var result = ""
    for (i, part) in parts.enumerated() {
        result += i == 0 ? part.prefix(1).lowercased() : part.prefix(1).uppercased()
        result += part.dropFirst()
    }
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
}

/// `text` as the body of a one-line Swift string literal.
func literal(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case " "..."~": out.unicodeScalars.append(scalar)
        default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
    return out
}

func fail(_ message: String) -> Never {
    let line = Array("embed-files: \(message)\n".utf8)
    _ = write(2, line, line.count)
    exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else { fail("usage: embed-files OUTPUT INPUT...") }
var swift = "// Generated at build time by embed-files (Plugins/EmbedFiles) from this module's files.\n"
swift += "// Do not edit: edit the files.\n\n"
swift += "/// The module's embedded files, each as the UTF-8 text of the file.\n"
swift += "enum Embedded {\n"
var names: [String: String] = [:]
for path in arguments.dropFirst().sorted() {
    let name = String(path.split(separator: "/").last ?? Substring(path))
    guard let bytes = contents(of: path) else { fail("cannot read \(path)") }
    guard let text = String(validating: bytes, as: UTF8.self) else { fail("\(path) is not UTF-8 text") }
    let id = identifier(forFileNamed: name)
    if let other = names[id] { fail("\(path) and \(other) would both be Embedded.\(id)") }
    names[id] = path
    swift += "    /// \(name)\n"
    swift += "    static let \(id): StaticString = \"\(literal(text))\"\n"
}
swift += "}\n"
guard let file = fopen(output, "wb") else { fail("cannot write \(output)") }
let bytes = Array(swift.utf8)
guard fwrite(bytes, 1, bytes.count, file) == bytes.count, fclose(file) == 0 else { fail("cannot write \(output)") }
