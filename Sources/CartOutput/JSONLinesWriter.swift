import CartAnimation

/// The JSON Lines trace of CONTRACT.md: one object per line, keys in a fixed order, numbers by
/// `NumberFormat`. Each record is written as soon as it is made.
///
/// Sample lines carry the contract's keys (position … superlayer) followed by three additions
/// for pictures: cornerRadius, backgroundColor (`#rrggbbaa` or null) and contents.
public final class JSONLinesWriter: TraceWriter {
    let output: ByteOutput
    /// Reused for every record, so writing allocates nothing once it has grown.
    private var buffer: [UInt8] = []

    public init(output: ByteOutput) {
        self.output = output
        buffer.reserveCapacity(1 << 14)
    }

    public func writeHeader(_ h: TraceHeader) throws {
        try emit { line in
            Line.begin(&line, "header", nil)
            Line.key(&line, "version"); Line.number(&line, 1)
            Line.key(&line, "script"); Line.string(&line, h.script)
            Line.key(&line, "fps"); if let f = h.fps { Line.number(&line, Double(f)) } else { Line.raw(&line, "null") }
            Line.key(&line, "screen"); Line.pair(&line, h.screen.width, h.screen.height)
            Line.key(&line, "params"); Line.raw(&line, "{")
            for (i, p) in h.params.enumerated() {
                if i > 0 { Line.raw(&line, ",") }
                Line.string(&line, p.name); Line.raw(&line, ":"); Line.param(&line, p.value)
            }
            Line.raw(&line, "}")
            if let times = h.times {
                Line.key(&line, "at"); Line.raw(&line, "[")
                for (i, t) in times.enumerated() {
                    if i > 0 { Line.raw(&line, ",") }
                    Line.number(&line, t)
                }
                Line.raw(&line, "]")
            }
            if let u = h.until { Line.key(&line, "until"); Line.number(&line, u) }
            if let s = h.seed { Line.key(&line, "seed"); Line.number(&line, Double(s)) }
            Line.end(&line)
        }
    }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        try emit { line in
            for l in layers {
                let s = l.state
                let t = s.transform
                Line.begin(&line, "sample", time)
                Line.key(&line, "layer"); Line.string(&line, l.name)
                Line.key(&line, "position"); Line.pair(&line, s.position.x, s.position.y)
                Line.key(&line, "bounds"); Line.raw(&line, "[")
                Line.number(&line, s.bounds.origin.x); Line.raw(&line, ",")
                Line.number(&line, s.bounds.origin.y); Line.raw(&line, ",")
                Line.number(&line, s.bounds.size.width); Line.raw(&line, ",")
                Line.number(&line, s.bounds.size.height); Line.raw(&line, "]")
                Line.key(&line, "anchorPoint"); Line.pair(&line, s.anchorPoint.x, s.anchorPoint.y)
                Line.key(&line, "opacity"); Line.number(&line, Double(s.opacity))
                Line.key(&line, "scale"); Line.pair(&line, t.scaleX, t.scaleY)
                Line.key(&line, "rotation"); Line.number(&line, t.rotationZ)
                Line.key(&line, "translation"); Line.pair(&line, t.m41, t.m42)
                Line.key(&line, "hidden"); Line.raw(&line, s.hidden ? "true" : "false")
                Line.key(&line, "zPosition"); Line.number(&line, s.zPosition)
                Line.key(&line, "superlayer"); if let p = l.superlayer { Line.string(&line, p) } else { Line.raw(&line, "null") }
                Line.key(&line, "cornerRadius"); Line.number(&line, s.cornerRadius)
                Line.key(&line, "backgroundColor")
                if let c = s.backgroundColor { Line.string(&line, c.hexString) } else { Line.raw(&line, "null") }
                Line.key(&line, "contents"); if let c = s.contents { Line.string(&line, c) } else { Line.raw(&line, "null") }
                Line.end(&line)
            }
        }
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        try emit { line in
            Line.begin(&line, "event", time)
            Line.key(&line, "event"); Line.string(&line, event.name)
            switch event {
            case let .animationDidStart(layer, k):
                Line.key(&line, "layer"); Line.string(&line, layer)
                Line.key(&line, "key"); if let k { Line.string(&line, k) } else { Line.raw(&line, "null") }
            case let .animationDidStop(layer, k, finished):
                Line.key(&line, "layer"); Line.string(&line, layer)
                Line.key(&line, "key"); if let k { Line.string(&line, k) } else { Line.raw(&line, "null") }
                Line.key(&line, "finished"); Line.raw(&line, finished ? "true" : "false")
            case .after:
                break
            }
            Line.end(&line)
        }
    }

    public func writeLog(time: Double, message: String) throws {
        try emit { line in
            Line.begin(&line, "log", time)
            Line.key(&line, "message"); Line.string(&line, message)
            Line.end(&line)
        }
    }

    public func writeEnd(time: Double, reason: EndReason) throws {
        try emit { line in
            Line.begin(&line, "end", time)
            Line.key(&line, "reason"); Line.string(&line, reason.rawValue)
            Line.end(&line)
        }
    }

    /// Builds records into the reused buffer and hands them to the output in one write.
    private func emit(_ build: (inout [UInt8]) -> Void) throws {
        var line = buffer
        buffer = []
        line.removeAll(keepingCapacity: true)
        build(&line)
        defer { buffer = line }
        try output.write(line)
    }
}

/// The pieces of a trace line, appended to a byte buffer.
enum Line {
    static func begin(_ line: inout [UInt8], _ type: StaticString, _ time: Double?) {
        raw(&line, "{\"type\":\"")
        raw(&line, type)
        raw(&line, "\"")
        if let time { key(&line, "t"); number(&line, time) }
    }

    static func end(_ line: inout [UInt8]) { raw(&line, "}\n") }

    @inline(__always)
    static func raw(_ line: inout [UInt8], _ s: StaticString) {
        s.withUTF8Buffer { line.append(contentsOf: $0) }
    }

    @inline(__always)
    static func key(_ line: inout [UInt8], _ k: StaticString) {
        raw(&line, ",\"")
        raw(&line, k)
        raw(&line, "\":")
    }

    @inline(__always)
    static func number(_ line: inout [UInt8], _ x: Double) { NumberFormat.append(x, to: &line) }

    static func pair(_ line: inout [UInt8], _ a: Double, _ b: Double) {
        line.append(UInt8(ascii: "["))
        number(&line, a)
        line.append(UInt8(ascii: ","))
        number(&line, b)
        line.append(UInt8(ascii: "]"))
    }

    static func param(_ line: inout [UInt8], _ v: ParamValue) {
        switch v {
        case .integer(let i): line.append(contentsOf: String(i).utf8)
        case .number(let x): number(&line, x)
        case .string(let s): string(&line, s)
        case .bool(let b): raw(&line, b ? "true" : "false")
        }
    }

    static func string(_ line: inout [UInt8], _ s: String) { JSONString.append(s, to: &line) }
}

/// JSON string quoting: `"`, `\` and control characters escaped; everything else as UTF-8.
public enum JSONString {
    public static func append(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            // Runs of plain bytes in one append; escapes one at a time.
            var start = 0
            for (i, b) in bytes.enumerated() where b == 34 || b == 92 || b < 32 {
                if start < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i])) }
                escape(b, into: &out)
                start = i + 1
            }
            if start < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    static func escape(_ b: UInt8, into out: inout [UInt8]) {
        switch b {
        case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
        case UInt8(ascii: "\\"): out.append(contentsOf: [92, 92])
        case 10: out.append(contentsOf: [92, UInt8(ascii: "n")])
        case 13: out.append(contentsOf: [92, UInt8(ascii: "r")])
        case 9: out.append(contentsOf: [92, UInt8(ascii: "t")])
        default:
            let hex = Array("0123456789abcdef".utf8)
            out.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(b >> 4)], hex[Int(b & 15)]])
        }
    }
}
