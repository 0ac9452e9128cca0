import CartAnimation

/// The JSON Lines trace of CONTRACT.md: one object per line, keys in a fixed order, numbers by
/// `NumberFormat`. Each record is written as soon as it is made.
///
/// Sample lines carry the contract's keys (position … superlayer) followed by three additions
/// for pictures: cornerRadius, backgroundColor (`#rrggbbaa` or null) and contents.
public final class JSONLinesWriter: TraceWriter {
    let output: ByteOutput
    private var line: [UInt8] = []

    public init(output: ByteOutput) {
        self.output = output
        line.reserveCapacity(512)
    }

    public func writeHeader(_ h: TraceHeader) throws {
        begin("header", nil)
        key("version"); number(1)
        key("script"); string(h.script)
        key("fps"); if let f = h.fps { number(Double(f)) } else { raw("null") }
        key("screen"); numbers([h.screen.width, h.screen.height])
        key("params"); raw("{")
        for (i, p) in h.params.enumerated() {
            if i > 0 { raw(",") }
            string(p.name); raw(":"); param(p.value)
        }
        raw("}")
        if let times = h.times { key("at"); numbers(times) }
        if let u = h.until { key("until"); number(u) }
        if let s = h.seed { key("seed"); number(Double(s)) }
        try end()
    }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        for l in layers {
            let s = l.state
            let t = s.transform
            begin("sample", time)
            key("layer"); string(l.name)
            key("position"); numbers([s.position.x, s.position.y])
            key("bounds"); numbers([s.bounds.origin.x, s.bounds.origin.y, s.bounds.size.width, s.bounds.size.height])
            key("anchorPoint"); numbers([s.anchorPoint.x, s.anchorPoint.y])
            key("opacity"); number(Double(s.opacity))
            key("scale"); numbers([t.scaleX, t.scaleY])
            key("rotation"); number(t.rotationZ)
            key("translation"); numbers([t.m41, t.m42])
            key("hidden"); raw(s.hidden ? "true" : "false")
            key("zPosition"); number(s.zPosition)
            key("superlayer"); if let p = l.superlayer { string(p) } else { raw("null") }
            key("cornerRadius"); number(s.cornerRadius)
            key("backgroundColor"); if let c = s.backgroundColor { string(c.hexString) } else { raw("null") }
            key("contents"); if let c = s.contents { string(c) } else { raw("null") }
            try end()
        }
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        begin("event", time)
        key("event"); string(event.name)
        switch event {
        case let .animationDidStart(layer, k):
            key("layer"); string(layer)
            key("key"); if let k { string(k) } else { raw("null") }
        case let .animationDidStop(layer, k, finished):
            key("layer"); string(layer)
            key("key"); if let k { string(k) } else { raw("null") }
            key("finished"); raw(finished ? "true" : "false")
        case .after:
            break
        }
        try end()
    }

    public func writeLog(time: Double, message: String) throws {
        begin("log", time)
        key("message"); string(message)
        try end()
    }

    public func writeEnd(time: Double, reason: EndReason) throws {
        begin("end", time)
        key("reason"); string(reason.rawValue)
        try end()
    }

    // MARK: Line building

    private func begin(_ type: String, _ time: Double?) {
        line.removeAll(keepingCapacity: true)
        raw("{\"type\":")
        string(type)
        if let time { key("t"); number(time) }
    }

    private func end() throws {
        raw("}\n")
        try output.write(line)
    }

    private func raw(_ s: StaticString) {
        s.withUTF8Buffer { line.append(contentsOf: $0) }
    }

    private func key(_ k: StaticString) {
        raw(",\"")
        raw(k)
        raw("\":")
    }

    private func number(_ x: Double) { NumberFormat.append(x, to: &line) }

    private func numbers(_ xs: [Double]) {
        raw("[")
        for (i, x) in xs.enumerated() {
            if i > 0 { raw(",") }
            number(x)
        }
        raw("]")
    }

    private func param(_ v: ParamValue) {
        switch v {
        case .integer(let i): line.append(contentsOf: String(i).utf8)
        case .number(let x): number(x)
        case .string(let s): string(s)
        case .bool(let b): raw(b ? "true" : "false")
        }
    }

    private func string(_ s: String) { JSONString.append(s, to: &line) }
}

/// JSON string quoting: `"`, `\` and control characters escaped; everything else as UTF-8.
public enum JSONString {
    public static func append(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): out.append(contentsOf: [92, 92])
            case 10: out.append(contentsOf: [92, UInt8(ascii: "n")])
            case 13: out.append(contentsOf: [92, UInt8(ascii: "r")])
            case 9: out.append(contentsOf: [92, UInt8(ascii: "t")])
            case 0..<32:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(b >> 4)], hex[Int(b & 15)]])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
