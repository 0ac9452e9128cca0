/// The verdict of a `TraceComparison`: what differs, where first, and how many lines in all.
public struct TraceComparisonResult: Sendable, Equatable {
    /// Each differing header field: "fps: expected 30, got 60", "params.duration: expected 1, got 0.6".
    public var headerDifferences: [String]
    /// Worth saying but not a difference (the golden was recorded from another script path).
    public var notes: [String]
    /// The first differing line (a header's fields are in `headerDifferences`), as the text after
    /// "differs from GOLDEN ":
    /// "at t=0.45 s, layer coin3, position[1]: expected 402.1, got 398.7 (line 45)".
    public var firstDivergence: String?
    /// Lines that differ, the header included; lines only one side has count too.
    public var differingLines: Int
    public var runLines: Int
    public var goldenLines: Int

    public init(headerDifferences: [String], notes: [String], firstDivergence: String?, differingLines: Int,
                runLines: Int, goldenLines: Int) {
        self.headerDifferences = headerDifferences
        self.notes = notes
        self.firstDivergence = firstDivergence
        self.differingLines = differingLines
        self.runLines = runLines
        self.goldenLines = goldenLines
    }

    public var matches: Bool { differingLines == 0 }

    /// The report for people, one message per element (the caller adds its "cartlua: "):
    /// notes, then "matches NAME (N lines)", or the header's differences, the first divergence
    /// and "… and N more lines differ".
    public func report(golden name: String) -> [String] {
        var lines = notes.map { "note: \($0)" }
        if matches {
            lines.append("matches \(name) (\(TraceComparison.count(runLines, "line")))")
            return lines
        }
        var shown = 0
        if !headerDifferences.isEmpty {
            lines.append("differs from \(name) in the header: " + headerDifferences.joined(separator: "; "))
            shown += 1
        }
        if let firstDivergence {
            lines.append("differs from \(name) \(firstDivergence)")
            shown += 1
        }
        let rest = differingLines - shown
        if rest > 0 {
            lines.append("… and \(TraceComparison.count(rest, "more line")) " + (rest == 1 ? "differs" : "differ"))
        }
        return lines
    }
}
