import Foundation
import Testing

/// The public reference vectors (`Fixtures/*.json`, copied verbatim; their sources are listed in
/// CA-SEMANTICS §12), loaded as plain JSON values so every entry can be a test case.

/// A JSON value. Numbers stay `Double`; the files spell infinity as the string "Infinity".
enum JSONValue: Decodable, Sendable, Hashable, CustomStringConvertible {
    case null, bool(Bool), number(Double), string(String)
    case array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// A number; "Infinity" and "-Infinity" included.
    var number: Double? {
        switch self {
        case .number(let d): return d
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        default: return nil
        }
    }

    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var array: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    var object: [String: JSONValue]? { if case .object(let o) = self { return o } else { return nil } }
    var isNull: Bool { self == .null }
    /// An array of numbers, e.g. control points or a matrix.
    var numbers: [Double]? { array?.compactMap(\.number) }

    /// Compact JSON-like text with sorted keys, for test names.
    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? "\(Int(d))" : "\(d)"
        case .string(let s): return s
        case .array(let a): return "[" + a.map(\.description).joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.keys.sorted().map { "\($0):\(o[$0]!.description)" }.joined(separator: " ") + "}"
        }
    }
}

/// One entry of a vector file: its position, its JSON, and a readable name for the test list.
struct VectorEntry: Sendable, CustomTestStringConvertible {
    let file: String
    let index: Int
    let json: JSONValue

    var input: JSONValue { json["input"] ?? .null }
    var expected: JSONValue { json["expected"] ?? .null }
    /// The entry's own tolerance (null or absent: exact).
    var tolerance: Double { json["tolerance"]?.number ?? 0 }
    /// The entry's title: `test` (Chromium, GNUstep), `field`/`group` (WPT) or `fact` (Apple).
    var title: String {
        if let t = json["test"]?.string { return t }
        if let f = json["fact"]?.string { return f }
        return [json["field"]?.string, json["group"]?.string].compactMap { $0 }.joined(separator: " / ")
    }

    var testDescription: String {
        var rate = ""
        if let r = json["playbackRate"] { rate = " playbackRate=\(r)" }
        return "#\(index) \(title) \(input)\(rate)"
    }
}

enum VectorFixtures {
    static let chromium = "chromium-cubic-bezier.json"
    static let gnustep = "gnustep-quartzcore-apple-checked.json"
    static let wpt = "wpt-web-animations-timing.json"
    static let appleDocs = "apple-docs-numeric-facts.json"

    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The whole file as JSON.
    static func file(_ name: String) throws -> JSONValue {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw LoadError(description: "Fixtures/\(name) is not in the test bundle")
        }
        return try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
    }

    /// The entries of a file, in file order.
    static func entries(_ name: String) throws -> [VectorEntry] {
        guard let list = try file(name)["entries"]?.array else {
            throw LoadError(description: "\(name) has no entries array")
        }
        return list.enumerated().map { VectorEntry(file: name, index: $0.offset, json: $0.element) }
    }

    /// The entries that `reason` finds applicable (nil reason) and that `include` selects.
    static func applicable(_ name: String, _ reason: (VectorEntry) -> String?,
                           _ include: (VectorEntry) -> Bool = { _ in true }) throws -> [VectorEntry] {
        try entries(name).filter { reason($0) == nil && include($0) }
    }
}

/// `actual` within `tolerance` of `expected`; equal infinities match.
func isClose(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
    actual == expected || abs(actual - expected) <= tolerance
}

/// Expects `actual` within the entry's tolerance of `expected`, naming what was compared.
func expectClose(_ actual: Double?, _ expected: Double, _ tolerance: Double, _ what: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): got nil, expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(isClose(actual, expected, tolerance),
            "\(what): got \(actual), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}
