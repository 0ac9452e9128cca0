import CartAnimation

/// `cartlua explain`'s picture of a run: one row per attached animation (a group's children
/// indented under it) with its layer, key, begin, end, repeats and fill, and a bar on a shared
/// time axis; then a row of delayed calls and one of log lines, the axis, and a legend. Pure:
/// the same recording and terminal give the same lines.
///
/// ```
/// layer   key       begin  end  repeat  fill     |0        0.5       1        1.5     |
/// coin1   position      0    1  once    removed  |[==================]                |
/// coin2   position    0.1  1.1  once    removed  |  [==================]              |
/// after()                                        |* *  ...                            |
/// ```
public struct Timeline {
    struct Row {
        var layer: String
        var key: String
        var begin: String
        var end: String
        var repeats: String
        var fill: String
        /// Bar cells: one glyph kind per column of the time axis.
        var cells: [Cell]
        /// Colour index (by layer).
        var hue: Int
        var child = false
    }

    enum Cell: Equatable {
        case empty, active, hold, start, finish, cut, running
    }

    let terminal: Terminal
    let rows: [Row]
    let calls: [Int]
    let logs: [Int]
    let barWidth: Int
    let duration: Double
    let title: String
    /// How many animations and delayed calls, and how the run ended.
    let subtitle: String
    let prefixWidths: [Int]

    /// Lays out `recorder`'s run for `terminal`; `script` names it in the title.
    public init(_ recorder: RunRecorder, script: String, terminal: Terminal) {
        self.terminal = terminal
        let spans = recorder.spans
        let endTime = recorder.end?.time ?? 0
        var last = endTime
        for s in spans { last = max(last, s.end ?? s.begin) }
        for c in recorder.calls { last = max(last, c) }
        let duration = last > 0 ? last : 1
        self.duration = duration

        var hues: [Int: Int] = [:]  // by layer serial: two layers of one name, two colours
        var texts: [[String]] = []
        var spec: [(begin: Double, end: Double?, span: AnimationSpan, hold: Double?, child: Bool, hue: Int)] = []
        for s in spans {
            let hue = hues[s.serial ?? -1] ?? hues.count
            hues[s.serial ?? -1] = hue
            let hold = Timeline.holdEnd(s, recorder: recorder, endTime: endTime)
            spec.append((s.begin, s.end, s, hold, false, hue))
            texts.append([s.layer, s.key ?? "(no key)", Timeline.time(s.begin, started: s.started), s.end.map { shortNumber($0) } ?? "…",
                          Timeline.repeats(s.timing, unicode: terminal.unicode), Timeline.fill(s)])
            for child in Timeline.children(of: s) {
                spec.append((child.begin, child.end, s, nil, true, hue))
                texts.append(["", (terminal.unicode ? "└ " : "- ") + child.what, shortNumber(child.begin), shortNumber(child.end),
                              Timeline.repeats(child.timing, unicode: terminal.unicode), child.timing.fillMode.rawValue])
            }
        }
        let header = ["layer", "key", "begin", "end", "repeat", "fill"]
        var widths = header.map(\.count)
        for t in texts { for (i, c) in t.enumerated() { widths[i] = min(max(widths[i], c.count), Timeline.maxColumn) } }
        // Narrow the layer and key columns (the wider first) until a bar of minBar fits.
        while widths.reduce(0, +) + 2 * (widths.count - 1) + 2 + Timeline.minBar + 1 > terminal.width,
              max(widths[0], widths[1]) > Timeline.minName {
            if widths[1] >= widths[0] { widths[1] -= 1 } else { widths[0] -= 1 }
        }
        prefixWidths = widths
        let prefix = widths.reduce(0, +) + 2 * (widths.count - 1) + 2
        let barWidth = max(Timeline.minBar, terminal.width - prefix - 2)
        self.barWidth = barWidth
        let scale = Double(barWidth - 1) / duration
        func column(_ t: Double) -> Int { min(barWidth - 1, max(0, Int((t * scale).rounded()))) }
        var built: [Row] = []
        for (k, s) in spec.enumerated() {
            var held: Int?
            if let h = s.hold, let end = s.end, h > end { held = column(h) }
            let cells = Timeline.cells(begin: column(s.begin), end: s.end.map(column), heldTo: held, top: !s.child,
                                       cut: s.span.finished == false, width: barWidth)
            built.append(Row(layer: texts[k][0], key: texts[k][1], begin: texts[k][2], end: texts[k][3],
                             repeats: texts[k][4], fill: texts[k][5], cells: cells, hue: s.hue, child: s.child))
        }
        rows = built
        calls = recorder.calls.map(column)
        logs = recorder.logs.map { column($0.time) }
        var t = "\(spans.count) animation\(spans.count == 1 ? "" : "s")"
        if !recorder.calls.isEmpty { t += ", \(recorder.calls.count) delayed call\(recorder.calls.count == 1 ? "" : "s")" }
        if let end = recorder.end { t += ", ends at \(shortNumber(end.time)) s (\(end.reason.rawValue))" }
        title = "explain \(script)"
        subtitle = t
    }

    /// One row's bar, `width` columns: active from column `begin` to `end` (nil: to the end of
    /// the run, still running), then held by its fill up to column `heldTo`; a top-level
    /// animation's start and finish (or cut, or still running) marked at its ends.
    static func cells(begin b: Int, end: Int?, heldTo: Int?, top: Bool, cut: Bool, width: Int) -> [Cell] {
        var cells = [Cell](repeating: .empty, count: width)
        let e = end ?? (width - 1)
        if b <= e { for c in b...e { cells[c] = .active } }
        if let to = heldTo {
            let from = min(width - 1, e + 1)
            if from <= to { for c in from...to { cells[c] = .hold } }
        }
        if top {
            cells[b] = .start
            if end == nil {
                cells[width - 1] = .running
            } else if cut {
                cells[e] = .cut
            } else if e > b {
                cells[e] = .finish
            }
        }
        return cells
    }

    static let maxColumn = 24
    static let minBar = 16
    /// The layer and key columns are not narrowed below this.
    static let minName = 10

    /// The lines to print.
    public var lines: [String] {
        var out = [terminal.paint(title, "1"), subtitle, ""]
        let header = pad(["layer", "key", "begin", "end", "repeat", "fill"])
        out.append(terminal.paint(header, "1") + " " + labels())
        for r in rows {
            let text = pad([r.layer, r.key, r.begin, r.end, r.repeats, r.fill])
            out.append((r.child ? terminal.paint(text, "2") : text) + " " + bar(r))
        }
        if rows.isEmpty { out.append(label("(no animations)") + " " + frame(emptyBar())) }
        if !calls.isEmpty { out.append(label("after() ran") + " " + marks(calls, glyph: callGlyph, style: "33")) }
        if !logs.isEmpty { out.append(label("print/log") + " " + marks(logs, glyph: logGlyph, style: "36")) }
        out.append(String(repeating: " ", count: prefixLength + 1) + axis())
        out.append(String(repeating: " ", count: prefixLength + 1) + labels())
        out.append("")
        out.append(contentsOf: legend)
        return out
    }

    /// `text` across the whole prefix (the rows of marks).
    private func label(_ text: String) -> String {
        let t = text.count > prefixLength ? String(text.prefix(prefixLength)) : text
        return t + String(repeating: " ", count: prefixLength - t.count)
    }

    private var prefixLength: Int { prefixWidths.reduce(0, +) + 2 * (prefixWidths.count - 1) }

    /// What the glyphs in use mean, wrapped to the terminal's width.
    private var legend: [String] {
        let u = terminal.unicode
        let cells = rows.flatMap(\.cells)
        var parts = ["\(glyph(.start))\(glyph(.active))\(glyph(.finish)) active (start \(u ? "…" : "..") finished)"]
        if cells.contains(.hold) { parts.append(glyph(.hold) + " held by its fill") }
        if rows.contains(where: { $0.fill.hasSuffix("*") }) { parts.append("fill* kept when done") }
        if cells.contains(.cut) { parts.append(glyph(.cut) + " removed before it finished") }
        if cells.contains(.running) { parts.append(glyph(.running) + " still running at the end") }
        if !calls.isEmpty { parts.append(callGlyph + " after() ran") }
        if !logs.isEmpty { parts.append(logGlyph + " print/log") }
        var lines: [String] = []
        var line = ""
        for p in parts {
            if !line.isEmpty && line.count + 3 + p.count > terminal.width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : "   ") + p
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { terminal.paint($0, "2") }
    }

    private var callGlyph: String { terminal.unicode ? "▲" : "^" }
    private var logGlyph: String { terminal.unicode ? "•" : "." }

    private func pad(_ cells: [String]) -> String {
        cells.enumerated().map { i, c in
            let w = prefixWidths[i]
            var text = c.count > w ? Timeline.shorten(c, to: w, unicode: terminal.unicode) : c
            // Numbers align right.
            if i == 2 || i == 3 {
                text = String(repeating: " ", count: w - text.count) + text
            } else {
                text += String(repeating: " ", count: w - text.count)
            }
            return text
        }.joined(separator: "  ")
    }

    private func frame(_ inner: String) -> String {
        let edge = terminal.unicode ? "│" : "|"
        return terminal.paint(edge, "2") + inner + terminal.paint(edge, "2")
    }

    private func emptyBar() -> String { String(repeating: " ", count: barWidth) }

    private func glyph(_ c: Cell) -> String {
        let u = terminal.unicode
        switch c {
        case .empty: return " "
        case .active: return u ? "█" : "="
        case .hold: return u ? "░" : "-"
        case .start: return u ? "▐" : "["
        case .finish: return u ? "▌" : "]"
        case .cut: return u ? "✕" : "x"
        case .running: return u ? "▶" : ">"
        }
    }

    private static let palette = ["32", "34", "35", "36", "33", "92", "94", "95", "96", "93"]

    private func bar(_ r: Row) -> String {
        var s = ""
        let hue = Timeline.palette[r.hue % Timeline.palette.count]
        var run = "", runStyle = ""
        func flush() {
            s += runStyle.isEmpty ? run : terminal.paint(run, runStyle)
            run = ""
        }
        for c in r.cells {
            let style: String
            switch c {
            case .empty: style = ""
            case .hold: style = "2;" + hue
            case .cut: style = "31"
            default: style = r.child ? "2;" + hue : hue
            }
            if style != runStyle { flush(); runStyle = style }
            run += glyph(c)
        }
        flush()
        return frame(s)
    }

    /// A row of marks at `columns` (a count when several fall in one column).
    private func marks(_ columns: [Int], glyph mark: String, style: String) -> String {
        var counts = [Int](repeating: 0, count: barWidth)
        for c in columns { counts[c] += 1 }
        let inner = counts.map { n in n == 0 ? " " : n == 1 ? mark : (n > 9 ? "+" : String(n)) }.joined()
        return frame(terminal.paint(inner, style))
    }

    /// The tick step: the smallest "nice" step that leaves room for the labels.
    private var step: Double {
        let maxTicks = max(2, barWidth / 8)
        var magnitude = 1e-3
        while true {
            for m in [1.0, 2, 2.5, 5] where duration / (m * magnitude) <= Double(maxTicks) { return m * magnitude }
            magnitude *= 10
        }
    }

    private func tickColumns() -> [(Int, Double)] {
        let scale = Double(barWidth - 1) / duration
        var out: [(Int, Double)] = []
        var k = 0
        while Double(k) * step <= duration * (1 + 1e-9) {
            let t = Double(k) * step
            out.append((Int((t * scale).rounded()), t))
            k += 1
        }
        return out
    }

    private func axis() -> String {
        var cells = [String](repeating: terminal.unicode ? "─" : "-", count: barWidth)
        for (c, _) in tickColumns() where c < barWidth { cells[c] = terminal.unicode ? "┴" : "+" }
        return terminal.paint(" " + cells.joined(), "2")
    }

    /// Tick labels under the axis (seconds), skipping any that would touch the previous one;
    /// the end time at the right end.
    private func labels() -> String {
        var line = [Character](repeating: " ", count: barWidth + 8)
        var free = 0
        var ticks = tickColumns().map { (col: $0.0 + 1, text: shortNumber($0.1)) }
        let endText = shortNumber(duration) + " s"
        ticks.append((barWidth, endText))
        for (i, t) in ticks.enumerated() {
            let isEnd = i == ticks.count - 1
            var start = t.col - (isEnd ? t.text.count - 1 : 0)
            if start < free { continue }
            start = max(0, start)
            guard start + t.text.count <= line.count else { continue }
            if isEnd, ticks.dropLast().contains(where: { $0.col == t.col }) { continue }
            for (k, ch) in t.text.enumerated() { line[start + k] = ch }
            free = start + t.text.count + 1
        }
        return terminal.paint(String(line).trimmingTrailingSpaces(), "2")
    }

    // MARK: Row texts

    /// `text` cut to `width` characters in the middle, so both ends show ("transf…otation").
    static func shorten(_ text: String, to width: Int, unicode: Bool) -> String {
        guard text.count > width, width >= 3 else { return String(text.prefix(width)) }
        let mark = unicode ? "…" : "~"
        let head = (width - 1) / 2, tail = width - 1 - head
        return String(text.prefix(head)) + mark + String(text.suffix(tail))
    }

    static func time(_ t: Double, started: Bool) -> String {
        started ? shortNumber(t) : "never"
    }

    /// "once", "×3", "∞", "for 2 s", with "↔" when it autoreverses.
    static func repeats(_ timing: MediaTiming?, unicode: Bool) -> String {
        guard let t = timing else { return "?" }
        var s: String
        if t.repeatDuration > 0 {
            s = "for \(shortNumber(t.repeatDuration, unicode: unicode)) s"
        } else if t.repeatCount.isInfinite || t.repeatCount >= MediaTiming.foreverRepeatCount {
            s = unicode ? "∞" : "forever"
        } else if t.repeatCount > 0 && t.repeatCount != 1 {
            s = (unicode ? "×" : "x") + shortNumber(Double(t.repeatCount))
        } else {
            s = "once"
        }
        if t.autoreverses { s += unicode ? " ↔" : " rev" }
        return s
    }

    /// The fill mode, marked `*` when the animation is kept when done (removedOnCompletion =
    /// false, so a forwards fill holds its end value).
    static func fill(_ s: AnimationSpan) -> String {
        guard let t = s.timing else { return "?" }
        return t.fillMode.rawValue + (s.removedOnCompletion ? "" : "*")
    }

    /// When a finished animation's end value stops showing: it fills forwards and stays attached
    /// — until the end of the run, or until its layer left the window.
    static func holdEnd(_ s: AnimationSpan, recorder: RunRecorder, endTime: Double) -> Double? {
        guard let t = s.timing, t.fillMode.fillsForwards, !s.removedOnCompletion, s.finished == true, let end = s.end else {
            return nil
        }
        if let serial = s.serial, let left = recorder.layers[serial]?.leftAt, left >= end { return left }
        return endTime
    }

    /// A group's children as absolute spans within the group's first cycle (the group's time
    /// mapped to the run's by the group's own begin, speed and the span it really took).
    static func children(of s: AnimationSpan) -> [(what: String, begin: Double, end: Double, timing: MediaTiming)] {
        guard let g = s.timing, !s.children.isEmpty, g.speed > 0 else { return [] }
        // Seconds of the run per second of the group's time: measured when the group finished
        // (so a layer's own speed is counted), else 1 / speed.
        var rate = 1 / Double(g.speed)
        if let end = s.end, s.finished == true, g.activeDuration.isFinite, g.activeDuration > 0 {
            rate = (end - s.begin) / g.activeDuration
        }
        let cycleEnd = s.end ?? .infinity
        return s.children.map { child in
            let t = child.timing
            let localBegin = t.beginTime - g.timeOffset
            let active = t.speed > 0 ? t.activeDuration / Double(t.speed) : .infinity
            let localEnd = min(localBegin + active, g.duration - g.timeOffset)
            let begin = min(cycleEnd, max(s.begin, s.begin + localBegin * rate))
            let end = min(cycleEnd, max(begin, s.begin + localEnd * rate))
            return (child.what, begin, end, t)
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
