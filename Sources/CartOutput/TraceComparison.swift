import CartAnimation

/// A trace writer that compares instead of writing (`cartlua run --check`): each line the run
/// produces is rendered exactly as `JSONLinesWriter` would write it, read back, and compared at
/// once with the same line of a golden trace read up front — so memory is bounded by the golden,
/// never by the run. Lines are matched by position; `result` gives the verdict.
///
/// Numbers agree within `tolerance`; strings, booleans and null must be equal. A header that
/// differs (fps, screen, params, at, until, seed, version) is a difference like any other line;
/// a different `script` path is only a note, since one script can be named by many paths and the
/// lines after the header show whether it behaves the same.
public final class TraceComparison: TraceWriter {
    /// The numbers' default tolerance: the trace's 4 decimals, so a value that rounds the other
    /// way in the last decimal still agrees.
    public static let defaultTolerance = 0.0001

    /// A golden that is not a JSON Lines trace: the 1-based line (0 for the file as a whole).
    public struct GoldenError: Error, Sendable, CustomStringConvertible {
        public let line: Int
        public let message: String

        public var description: String { line > 0 ? "line \(line): \(message)" : message }
    }

    /// One line of the golden: its 1-based number in the file and its object.
    struct GoldenLine {
        let number: Int
        let value: JSONValue
    }

    /// Where the run first parted from the golden, rendered when the run is over (some wordings
    /// need the final line counts).
    enum Divergence {
        /// Same kind of line, a value differs.
        case value(line: Int, context: String, difference: ValueDifference)
        /// Different kinds of line (a sample where the golden has an event, …).
        case kind(line: Int, expected: String, got: String)
        /// The run wrote its end where the golden goes on.
        case runEndedEarly(line: Int, time: Double?, reason: String?)
        /// The golden ends (line, time, reason of its last line) where the run goes on.
        case runWentOn(line: Int, time: Double?, reason: String?)
    }

    let golden: [GoldenLine]
    public let tolerance: Double
    private let capture = LineCapture()
    private let renderer: JSONLinesWriter
    /// How many lines the run has produced so far (the index of the golden line to compare next).
    private var position = 0
    private var differing = 0
    private var headerDifferences: [String] = []
    private var notes: [String] = []
    private var first: Divergence?
    private var lastRunTime: Double?

    /// Reads `golden` (JSON Lines, one object per line; blank lines are skipped).
    public init(golden: some Collection<UInt8>, tolerance: Double = TraceComparison.defaultTolerance) throws(GoldenError) {
        var lines: [GoldenLine] = []
        var number = 0
        for text in golden.split(separator: 10, omittingEmptySubsequences: false) {
            number += 1
            guard text.contains(where: { ![32, 9, 13].contains($0) }) else { continue }
            let value: JSONValue
            do {
                value = try JSONValue.parse(text)
            } catch {
                throw GoldenError(line: number, message: "not JSON (\(error))")
            }
            guard case .object = value else { throw GoldenError(line: number, message: "not a JSON object") }
            lines.append(GoldenLine(number: number, value: value))
        }
        guard !lines.isEmpty else { throw GoldenError(line: 0, message: "the golden is empty") }
        self.golden = lines
        self.tolerance = tolerance
        renderer = JSONLinesWriter(output: capture)
    }

    // MARK: TraceWriter

    public func writeHeader(_ header: TraceHeader) throws {
        try renderer.writeHeader(header)
        compareCaptured()
    }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        try renderer.writeSample(time: time, layers: layers)
        compareCaptured()
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        try renderer.writeEvent(time: time, event: event)
        compareCaptured()
    }

    public func writeLog(time: Double, message: String) throws {
        try renderer.writeLog(time: time, message: message)
        compareCaptured()
    }

    public func writeEnd(time: Double, reason: EndReason) throws {
        try renderer.writeEnd(time: time, reason: reason)
        compareCaptured()
    }

    // MARK: Comparing

    /// Compares the lines just rendered, then forgets them.
    private func compareCaptured() {
        for text in capture.bytes.split(separator: 10) {
            // Our own writer's output is JSON; should it ever not be, it differs visibly.
            compare((try? JSONValue.parse(text)) ?? .string(String(decoding: text, as: UTF8.self)))
        }
        capture.bytes.removeAll(keepingCapacity: true)
    }

    private func compare(_ line: JSONValue) {
        defer {
            position += 1
            if let t = line["t"]?.number { lastRunTime = t }
        }
        guard position < golden.count else {
            differing += 1
            if first == nil, let last = golden.last {
                let ended = last.value["type"]?.string == "end"
                first = .runWentOn(line: last.number, time: goldenLastTime,
                                   reason: ended ? last.value["reason"]?.string : nil)
            }
            return
        }
        let g = golden[position]
        if g.value["type"]?.string == "header", line["type"]?.string == "header" {
            compareHeaders(g.value, line)
            return
        }
        guard let d = divergence(g, line) else { return }
        differing += 1
        if first == nil { first = d }
    }

    private func compareHeaders(_ expected: JSONValue, _ actual: JSONValue) {
        var found: [ValueDifference] = []
        for key in TraceComparison.keys(expected, actual) where key != "type" {
            if key == "script" {
                if expected[key] != actual[key] {
                    notes.append("the golden was recorded from \(expected[key]?.text ?? "no script"), this run is of \(actual[key]?.text ?? "no script")")
                }
                continue
            }
            TraceComparison.differences(expected[key], actual[key], path: key, tolerance: tolerance,
                                        limit: .max, into: &found)
        }
        guard !found.isEmpty else { return }
        headerDifferences = found.map(\.text)
        differing += 1
    }

    /// The time of the golden's last line that has one.
    var goldenLastTime: Double? { golden.last { $0.value["t"]?.number != nil }?.value["t"]?.number }

    // MARK: The verdict

    /// The verdict so far; once the run has ended, the verdict. Golden lines the run never
    /// reached count as differing.
    public var result: TraceComparisonResult {
        var differingLines = differing
        var divergence = first
        if position < golden.count {
            differingLines += golden.count - position
            if divergence == nil {
                divergence = .runEndedEarly(line: golden[position].number, time: lastRunTime, reason: nil)
            }
        }
        return TraceComparisonResult(headerDifferences: headerDifferences, notes: notes,
                                     firstDivergence: divergence.map(render), differingLines: differingLines,
                                     runLines: position, goldenLines: golden.count)
    }

    /// The divergence as the text after "differs from GOLDEN ", always starting "at …".
    private func render(_ d: Divergence) -> String {
        let extra = position - golden.count
        switch d {
        case let .value(line, context, difference):
            return context.isEmpty ? "at line \(line), \(difference.text)" : "at \(context), \(difference.text) (line \(line))"
        case let .kind(line, expected, got):
            return "at line \(line): expected \(expected), got \(got)"
        case let .runEndedEarly(line, time, reason):
            var s = TraceComparison.at(time, line: line) + ": the run ended" + (reason.map { " (\($0))" } ?? "")
            s += ", but the golden goes on" + (goldenLastTime.map { " to t=\(TraceComparison.format($0)) s" } ?? "")
            if extra < 0 { s += " with \(TraceComparison.count(-extra, "more line"))" }
            return s + " (line \(line))"
        case let .runWentOn(line, time, reason):
            var s = TraceComparison.at(time, line: line) + ": the golden ends" + (reason.map { " (\($0))" } ?? "")
            s += ", but the run goes on" + (lastRunTime.map { " to t=\(TraceComparison.format($0)) s" } ?? "")
            if extra > 0 { s += " with \(TraceComparison.count(extra, "more line"))" }
            return s + " (line \(line))"
        }
    }
}

/// Collects what the renderer writes until it is compared.
private final class LineCapture: ByteOutput {
    var bytes: [UInt8] = []

    func write(_ bytes: [UInt8]) throws { self.bytes.append(contentsOf: bytes) }
}
