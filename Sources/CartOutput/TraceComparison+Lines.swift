/// One value that differs: where (`position[1]`, `params.duration`) and the two values (nil: the
/// key is absent on that side).
struct ValueDifference: Equatable {
    let path: String
    let expected: JSONValue?
    let got: JSONValue?

    /// "position[1]: expected 402.1, got 398.7"; an absent value reads "none".
    var text: String { "\(path): expected \(expected?.text ?? "none"), got \(got?.text ?? "none")" }
}

extension TraceComparison {
    /// How a run's line differs from the golden's, or nil when they agree.
    func divergence(_ g: GoldenLine, _ line: JSONValue) -> Divergence? {
        let expectedType = g.value["type"]?.string, gotType = line["type"]?.string
        guard expectedType == gotType else {
            if gotType == "end" {
                return .runEndedEarly(line: g.number, time: line["t"]?.number, reason: line["reason"]?.string)
            }
            if expectedType == "end" {
                return .runWentOn(line: g.number, time: g.value["t"]?.number, reason: g.value["reason"]?.string)
            }
            return .kind(line: g.number, expected: TraceComparison.describe(g.value), got: TraceComparison.describe(line))
        }
        var found: [ValueDifference] = []
        TraceComparison.differences(g.value, line, path: "", tolerance: tolerance, limit: 1, into: &found)
        guard let d = found.first else { return nil }
        return .value(line: g.number, context: TraceComparison.context(of: g.value, path: d.path), difference: d)
    }

    /// Appends the differences between `expected` and `actual` (depth first, in the golden's key
    /// order, then keys only the run has) until there are `limit`. Arrays of equal length and
    /// objects are compared member by member; arrays of different lengths as a whole.
    static func differences(_ expected: JSONValue?, _ actual: JSONValue?, path: String, tolerance: Double,
                            limit: Int, into out: inout [ValueDifference]) {
        guard out.count < limit else { return }
        switch (expected, actual) {
        case let (.object(e)?, .object(a)?):
            for key in keys(.object(e), .object(a)) {
                differences(value(e, key), value(a, key), path: path.isEmpty ? key : "\(path).\(key)",
                            tolerance: tolerance, limit: limit, into: &out)
            }
        case let (.array(e)?, .array(a)?) where e.count == a.count:
            for i in e.indices {
                differences(e[i], a[i], path: "\(path)[\(i)]", tolerance: tolerance, limit: limit, into: &out)
            }
        case let (.number(e)?, .number(a)?):
            if !agree(e, a, tolerance: tolerance) { out.append(ValueDifference(path: path, expected: expected, got: actual)) }
        default:
            if expected != actual { out.append(ValueDifference(path: path, expected: expected, got: actual)) }
        }
    }

    /// Numbers agree within `tolerance`, plus two units in the last place of the larger (decimal
    /// text is not exact in binary: 402.1001 − 402.1 is a hair above 0.0001). `-0` equals `0`.
    static func agree(_ e: Double, _ a: Double, tolerance: Double) -> Bool {
        abs(e - a) <= tolerance + 2 * max(abs(e), abs(a)).ulp
    }

    /// The keys of two objects: the first's in order, then those only the second has.
    static func keys(_ a: JSONValue, _ b: JSONValue) -> [String] {
        guard case .object(let am) = a, case .object(let bm) = b else { return [] }
        var keys = am.map(\.key)
        for m in bm where !keys.contains(m.key) { keys.append(m.key) }
        return keys
    }

    static func value(_ members: [JSONMember], _ key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// Where a line is, read from the golden's line: "t=0.45 s, layer coin3", "t=1 s, layer
    /// coin3, event animationDidStop", "t=0.2 s, log", "t=1.9 s, end".
    static func context(of line: JSONValue, path: String) -> String {
        var parts: [String] = []
        if let t = line["t"]?.number { parts.append("t=\(format(t)) s") }
        if let layer = line["layer"]?.string { parts.append("layer \(layer)") }
        switch line["type"]?.string {
        case "event": if path != "event", let e = line["event"]?.string { parts.append("event \(e)") }
        case "log": parts.append("log")
        case "end": parts.append("end")
        default: break
        }
        return parts.joined(separator: ", ")
    }

    /// A line in words, for lines of different kinds: "a sample of coin3 at t=0.5 s".
    static func describe(_ line: JSONValue) -> String {
        let at = line["t"]?.number.map { " at t=\(format($0)) s" } ?? ""
        switch line["type"]?.string {
        case "header"?:
            return "the header"
        case "sample"?:
            return "a sample of \(line["layer"]?.string ?? "?")" + at
        case "event"?:
            var s = "an event \(line["event"]?.string ?? "?")"
            if let layer = line["layer"]?.string { s += " of \(layer)" }
            if let key = line["key"]?.string { s += " (key \(key))" }
            return s + at
        case "log"?:
            return "a log line \(line["message"]?.text ?? "")" + at
        case "end"?:
            return "the end (\(line["reason"]?.string ?? "?"))" + at
        case let other?:
            return "a '\(other)' line" + at
        case nil:
            return "a line without a type" + at
        }
    }

    /// "at t=1.9 s", or "at line 45" when there is no time.
    static func at(_ time: Double?, line: Int) -> String {
        time.map { "at t=\(format($0)) s" } ?? "at line \(line)"
    }

    static func format(_ x: Double) -> String { NumberFormat.string(x) }

    /// "1 more line", "12 more lines".
    static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
