import CartAnimation

/// The trace for people: a header line, then per sample time an aligned table of the layers,
/// with events and log lines between the tables as they happen. Numbers as in JSON Lines.
public final class TextTableWriter: TraceWriter {
    let output: ByteOutput

    public init(output: ByteOutput) {
        self.output = output
    }

    static let columns = ["layer", "superlayer", "position", "size", "anchor", "opacity", "scale", "rotation",
                          "translation", "hidden", "z"]

    public func writeHeader(_ h: TraceHeader) throws {
        var s = "cartlua trace of \(h.script) — screen \(n(h.screen.width))×\(n(h.screen.height))"
        if let f = h.fps { s += ", \(f) fps" }
        if let t = h.times { s += ", at " + t.map(n).joined(separator: ", ") }
        if let u = h.until { s += ", until \(n(u)) s" }
        if !h.params.isEmpty {
            s += "\nparams: " + h.params.map { "\($0.name)=\(TextTableWriter.describe($0.value))" }.joined(separator: ", ")
        }
        try emit(s + "\n")
    }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        var rows = [TextTableWriter.columns]
        for l in layers {
            let s = l.state, t = s.transform
            rows.append([
                l.name, l.superlayer ?? "-",
                pair(s.position.x, s.position.y), "\(n(s.bounds.size.width))×\(n(s.bounds.size.height))",
                pair(s.anchorPoint.x, s.anchorPoint.y), n(Double(s.opacity)), pair(t.scaleX, t.scaleY),
                n(t.rotationZ), pair(t.m41, t.m42), s.hidden ? "yes" : "no", n(s.zPosition),
            ])
        }
        var widths = [Int](repeating: 0, count: TextTableWriter.columns.count)
        for r in rows { for (i, c) in r.enumerated() { widths[i] = max(widths[i], c.count) } }
        var out = "\nt = \(n(time)) s\n"
        for r in rows {
            let cells = r.enumerated().map { i, c in
                i == r.count - 1 ? c : c + String(repeating: " ", count: widths[i] - c.count)
            }
            out += "  " + cells.joined(separator: "  ") + "\n"
        }
        try emit(out)
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        var s = "  @ \(n(time)) s  \(event.name)"
        switch event {
        case let .animationDidStart(layer, key):
            s += "  \(layer)  key \(key ?? "nil")"
        case let .animationDidStop(layer, key, finished):
            s += "  \(layer)  key \(key ?? "nil")  \(finished ? "finished" : "not finished")"
        case .after:
            break
        }
        try emit(s + "\n")
    }

    public func writeLog(time: Double, message: String) throws {
        try emit("  @ \(n(time)) s  log: \(message)\n")
    }

    public func writeEnd(time: Double, reason: EndReason) throws {
        try emit("\nend at \(n(time)) s (\(reason.rawValue))\n")
    }

    private func emit(_ s: String) throws { try output.write(Array(s.utf8)) }
    private func n(_ x: Double) -> String { NumberFormat.string(x) }
    private func pair(_ a: Double, _ b: Double) -> String { "\(n(a)), \(n(b))" }

    static func describe(_ v: ParamValue) -> String {
        switch v {
        case .integer(let i): return String(i)
        case .number(let x): return NumberFormat.string(x)
        case .string(let s): return "\"\(s)\""
        case .bool(let b): return b ? "true" : "false"
        }
    }
}
