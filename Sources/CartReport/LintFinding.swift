import CartOutput

/// One pitfall `cartlua lint` found: the rule, the script's line that made the thing it is
/// about, what was found there, and how many times (ten coins made by one line are one finding).
public struct LintFinding: Equatable, Sendable {
    public var rule: LintRule
    /// The script file of the place ("Scripts/coins.lua"); "" when the run gave no place.
    public var file: String
    public var line: Int?
    public var message: String
    /// How many times the rule was found at this place about this subject: 1 or more.
    public var count = 1
    /// What the finding is about at its place, when one line can make several (the child of a
    /// group that is clipped): findings of one rule, place and subject are folded into one.
    var subject: String
    /// Found by the run itself, as a warning (`Warning`), not by lint's own rules.
    var isWarning = false

    /// A finding at `place`, a run's "file:line: " (`Warning.place`, `Layer.place`).
    public init(_ rule: LintRule, place: String, message: String, subject: String = "") {
        self.rule = rule
        self.message = message
        self.subject = subject
        var p = Substring(place)
        while p.last == " " || p.last == ":" { p = p.dropLast() }
        if let colon = p.lastIndex(of: ":"), let n = Int(p[p.index(after: colon)...]) {
            file = String(p[..<colon])
            line = n
        } else {
            file = String(p)
        }
    }

    /// "Scripts/coins.lua:31", or `script` when the finding has no place.
    public func place(script: String) -> String {
        guard !file.isEmpty else { return script }
        return line.map { "\(file):\($0)" } ?? file
    }

    /// " (×10 from this line)" when it was found more than once.
    private var times: String { count > 1 ? " (×\(count) from this line)" : "" }

    /// The finding for a terminal or a log: "FILE:LINE: CA001 snap-back: …", then what happens
    /// on a device and the fix, indented.
    public func lines(script: String) -> [String] {
        return ["\(place(script: script)): \(rule.code) \(rule.name): \(message)\(times)",
                "  on a device: \(rule.device)",
                "  fix: \(rule.fix)"]
    }

    /// The finding as a warning of `cartlua test`: "FILE:LINE: warning: CA001 snap-back: …".
    public func warningLine(script: String) -> String {
        "\(place(script: script)): warning: \(rule.code) \(rule.name): \(message)\(times)"
    }

    /// The finding as one line of JSON (JSON Lines, for editors): file, line (null when
    /// unknown), code, name, message, count, device, fix.
    public func json(script: String) -> String {
        var out: [UInt8] = []
        func field(_ name: String, _ value: String, first: Bool = false) {
            out += Array((first ? "{" : ",").utf8)
            JSONString.append(name, to: &out)
            out.append(UInt8(ascii: ":"))
            JSONString.append(value, to: &out)
        }
        field("file", file.isEmpty ? script : file, first: true)
        out += Array(",\"line\":\(line.map(String.init) ?? "null")".utf8)
        field("code", rule.code)
        field("name", rule.name)
        field("message", message)
        out += Array(",\"count\":\(count)".utf8)
        field("device", rule.device)
        field("fix", rule.fix)
        out.append(UInt8(ascii: "}"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `found` with the findings of one rule at one place about one subject folded into the
    /// first (its count says how many), in the order of their places (file, line), then of
    /// their codes.
    public static func folded(_ found: [LintFinding]) -> [LintFinding] {
        var out: [LintFinding] = []
        var index: [String: Int] = [:]
        for f in found {
            let key = "\(f.rule.code) \(f.file):\(f.line ?? 0) \(f.subject)"
            if let i = index[key] { out[i].count += f.count; continue }
            index[key] = out.count
            out.append(f)
        }
        // A stable sort: findings of one place and code keep the order they were found in.
        return out.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return (x.line ?? 0) < (y.line ?? 0) }
            if x.rule.code != y.rule.code { return x.rule.code < y.rule.code }
            return a.offset < b.offset
        }.map(\.element)
    }
}
