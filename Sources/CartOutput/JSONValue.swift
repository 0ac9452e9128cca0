/// A JSON value as the trace reader sees it: objects keep their keys in file order (the trace's
/// key order is part of its format), numbers are `Double`s. Enough JSON for the trace's own flat
/// objects — and any other well-formed JSON — without Foundation.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The member `key` of an object (the first, should a key repeat); nil for other values.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The number, if this is one.
    public var number: Double? {
        if case .number(let x) = self { return x }
        return nil
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// Compact JSON text. Numbers as the trace writes them (`NumberFormat`), unless that would
    /// lose digits a hand-edited file gave them (then Swift's shortest exact form).
    public var text: String { text(lossless: true) }

    /// Compact JSON text; `lossless` as for `append(to:lossless:)`.
    func text(lossless: Bool) -> String {
        var out: [UInt8] = []
        append(to: &out, lossless: lossless)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends compact JSON. `lossless`: a number the trace's format would round is written in
    /// Swift's shortest exact form instead (a hand-edited file keeps its digits); documents cartlua
    /// writes itself (Lottie) pass false, so every number is in the trace's format.
    func append(to out: inout [UInt8], lossless: Bool = true) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let x):
            let formatted = NumberFormat.string(x)
            out.append(contentsOf: (!lossless || Double(formatted) == x ? formatted : "\(x)").utf8)
        case .string(let s): JSONString.append(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.append(to: &out, lossless: lossless)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, m) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONString.append(m.key, to: &out)
                out.append(UInt8(ascii: ":"))
                m.value.append(to: &out, lossless: lossless)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}

/// One `"key": value` of an object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// Text that is not JSON: what was expected and where (a 1-based column in the text).
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public let column: Int
    public let message: String

    public var description: String { "column \(column): \(message)" }
}

extension JSONValue {
    /// Parses one JSON value filling all of `text` (whitespace around it allowed).
    public static func parse(_ text: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text))
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == parser.bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    /// Parses a string's UTF-8.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// A recursive-descent reader over bytes. Nesting is capped so hostile input cannot exhaust the
/// stack.
struct JSONParser {
    let bytes: [UInt8]
    var i = 0
    static let maxDepth = 64

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(column: i + 1, message: message) }

    mutating func skipSpace() {
        while i < bytes.count, [32, 9, 10, 13].contains(bytes[i]) { i += 1 }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw error("nested too deeply") }
        skipSpace()
        guard i < bytes.count else { throw error("expected a value, found the end") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let w = word.withUTF8Buffer { Array($0) }
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else {
            throw error("expected \(word)")
        }
        i += w.count
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        i += 1
        var members: [JSONMember] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            i += 1
            members.append(JSONMember(key, try value(depth: depth + 1)))
            skipSpace()
            guard i < bytes.count else { throw error("expected ',' or '}', found the end") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw error("expected ',' or ']', found the end") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']'")
        }
    }

    /// A string from its opening quote; invalid UTF-8 and lone surrogates become U+FFFD.
    mutating func string() throws(JSONSyntaxError) -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let b = bytes[i]
            i += 1
            switch b {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard i < bytes.count else { throw error("unterminated string") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"): out.append(contentsOf: String(Character(try unicodeEscape())).utf8)
                default: throw error("unknown escape in a string")
                }
            case 0..<32:
                throw error("control character in a string")
            default:
                out.append(b)
            }
        }
    }

    /// The scalar of `\uXXXX` (its `\u` already read), joining a surrogate pair.
    mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high), bytes.count - i >= 6,
           bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
            let save = i
            i += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low),
               let s = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                return s
            }
            i = save
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - i >= 4 else { throw error("expected 4 hex digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("expected 4 hex digits after \\u")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    /// A number in JSON's grammar: `-? int frac? exp?`.
    mutating func number() throws(JSONSyntaxError) -> Double {
        let start = i
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
            return p.i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digits(&self) > 0 else { throw error("expected digits") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw error("expected digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
        }
        guard let x = Double(String(decoding: bytes[start..<i], as: UTF8.self)), x.isFinite else {
            i = start
            throw error("number out of range")
        }
        return x
    }
}
