import CartAnimation

/// The JSON Lines trace of CONTRACT.md: one object per line, keys in a fixed order, numbers by
/// `NumberFormat`. Each record is written as soon as it is made.
///
/// Sample lines carry the contract's keys (position … superlayer) followed by three additions
/// for pictures: cornerRadius, backgroundColor (`#rrggbbaa` or null) and contents; a text
/// layer's line ends with its `text` (CATextLayer's attributes), so the lines of every other
/// layer read as they always did.
public final class JSONLinesWriter: TraceWriter {
    let output: ByteOutput
    /// Reused for every record, so writing allocates nothing once it has grown.
    private var buffer = RecordBuffer()
    /// The quoted `"#rrggbbaa"` of the background colour last written: a scene's layers share a
    /// few colours, and spelling one out rounds its four components.
    private var lastColor: (color: Color, quoted: [UInt8])?
    /// The quoted name of the superlayer last written: siblings come one after another.
    private var lastSuperlayer: (name: String, quoted: [UInt8])?

    public init(output: ByteOutput) {
        self.output = output
    }

    deinit { buffer.deallocate() }

    public func writeHeader(_ h: TraceHeader) throws {
        try emit { line in
            line.begin("header", nil)
            line.key("version"); line.append(number: 1)
            line.key("script"); line.append(string: h.script)
            line.key("fps"); if let f = h.fps { line.append(number: Double(f)) } else { line.append("null") }
            line.key("screen"); line.pair(h.screen.width, h.screen.height)
            line.key("params"); line.append("{")
            for (i, p) in h.params.enumerated() {
                if i > 0 { line.append(",") }
                line.append(string: p.name); line.append(":"); line.param(p.value)
            }
            line.append("}")
            if let times = h.times {
                line.key("at"); line.append("[")
                for (i, t) in times.enumerated() {
                    if i > 0 { line.append(",") }
                    line.append(number: t)
                }
                line.append("]")
            }
            if let u = h.until { line.key("until"); line.append(number: u) }
            if let s = h.seed { line.key("seed"); line.append(number: Double(s)) }
            line.end()
        }
    }

    /// One line per layer. The keys and punctuation between two values are one literal each
    /// (a sample line is mostly numbers; the pieces in between cost as much as the numbers when
    /// appended key by key), and the time is formatted once for all of the layers.
    public func writeSample(time: Double, layers: [LayerSample]) throws {
        try emit { line in
            var start: Range<Int>?  // `{"type":"sample","t":…` of the first line, copied to the others
            for i in layers.indices {
                if let start {
                    line.append(copyOf: start)
                } else {
                    let from = line.count
                    line.begin("sample", time)
                    start = from..<line.count
                }
                appendSample(layers[i], to: &line)
            }
        }
    }

    /// Bytes of a sample line besides its strings' contents: at most 222 of keys, punctuation,
    /// quotes, nulls and the colour (320 leaves a margin), and 16 numbers of at most
    /// `NumberFormat.maxLength`.
    private static let sampleLineRoom = 320 + 16 * NumberFormat.maxLength

    /// A sample line after its time.
    private func appendSample(_ l: LayerSample, to buffer: inout RecordBuffer) {
        var strings = l.name.utf8.count + (l.superlayer?.utf8.count ?? 0) + (l.state.contents?.utf8.count ?? 0)
        if let t = l.state.text { strings += (t.string?.utf8.count ?? 0) + t.font.utf8.count + Self.textRoom }
        var line = buffer.room(Self.sampleLineRoom + 6 * strings)  // an escape is at most 6 bytes
        let m = l.state.transform  // plain numbers: copying it retains nothing
        line.append(#","layer":"#); line.append(string: l.name)
        line.append(#","position":["#); line.append(number: l.state.position.x)
        line.append(","); line.append(number: l.state.position.y)
        line.append(#"],"bounds":["#); line.append(number: l.state.bounds.origin.x)
        line.append(","); line.append(number: l.state.bounds.origin.y)
        line.append(","); line.append(number: l.state.bounds.size.width)
        line.append(","); line.append(number: l.state.bounds.size.height)
        line.append(#"],"anchorPoint":["#); line.append(number: l.state.anchorPoint.x)
        line.append(","); line.append(number: l.state.anchorPoint.y)
        line.append(#"],"opacity":"#); line.append(number: Double(l.state.opacity))
        line.append(#","scale":["#); line.append(number: m.scaleX)
        line.append(","); line.append(number: m.scaleY)
        line.append(#"],"rotation":"#); line.append(number: m.rotationZ)
        line.append(#","translation":["#); line.append(number: m.m41)
        line.append(","); line.append(number: m.m42)
        line.append(l.state.hidden ? #"],"hidden":true,"zPosition":"# : #"],"hidden":false,"zPosition":"#)
        line.append(number: l.state.zPosition)
        line.append(#","superlayer":"#)
        if let p = l.superlayer { line.append(contentsOf: quoted(superlayer: p)) } else { line.append("null") }
        line.append(#","cornerRadius":"#); line.append(number: l.state.cornerRadius)
        line.append(#","backgroundColor":"#)
        if let c = l.state.backgroundColor {
            line.append(contentsOf: quoted(c))
        } else {
            line.append("null")
        }
        line.append(#","contents":"#)
        if let c = l.state.contents { line.append(string: c) } else { line.append("null") }
        if let t = l.state.text { appendText(t, to: &line) }
        line.append("}\n")
        buffer.commit(line)
    }

    /// Room for a `text` object besides its two strings: keys, punctuation, the colour, the two
    /// longest names and two numbers (counted six times over with the strings, a wide margin).
    private static let textRoom = 60 + 2 * NumberFormat.maxLength

    /// `,"text":{…}`: what a CATextLayer draws, with its presentation fontSize and colour.
    private func appendText(_ t: TextLayerState, to line: inout RoomCursor) {
        line.append(#","text":{"string":"#)
        if let s = t.string { line.append(string: s) } else { line.append("null") }
        line.append(#","font":"#); line.append(string: t.font)
        line.append(#","fontSize":"#); line.append(number: t.fontSize)
        line.append(#","foregroundColor":"#)
        if let c = t.foregroundColor { line.append(contentsOf: quoted(c)) } else { line.append("null") }
        line.append(#","alignmentMode":"#); line.append(string: t.alignmentMode.rawValue)
        line.append(t.isWrapped ? #","isWrapped":true"# : #","isWrapped":false"#)
        line.append(#","truncationMode":"#); line.append(string: t.truncationMode.rawValue)
        line.append(#","contentsScale":"#); line.append(number: t.contentsScale)
        line.append("}")
    }

    private func quoted(_ c: Color) -> [UInt8] {
        if let last = lastColor, last.color == c { return last.quoted }
        var q: [UInt8] = [UInt8(ascii: "\"")]
        c.forEachHexByte { q.append($0) }
        q.append(UInt8(ascii: "\""))
        lastColor = (c, q)
        return q
    }

    private func quoted(superlayer name: String) -> [UInt8] {
        if let last = lastSuperlayer, last.name == name { return last.quoted }
        var q: [UInt8] = []
        JSONString.quote(name, into: &q)
        lastSuperlayer = (name, q)
        return q
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        try emit { line in
            line.begin("event", time)
            line.key("event"); line.append(string: event.name)
            switch event {
            case let .animationDidStart(layer, k):
                line.key("layer"); line.append(string: layer)
                line.key("key"); if let k { line.append(string: k) } else { line.append("null") }
            case let .animationDidStop(layer, k, finished):
                line.key("layer"); line.append(string: layer)
                line.key("key"); if let k { line.append(string: k) } else { line.append("null") }
                line.key("finished"); line.append(finished ? "true" : "false")
            case .after:
                break
            }
            line.end()
        }
    }

    public func writeLog(time: Double, message: String) throws {
        try emit { line in
            line.begin("log", time)
            line.key("message"); line.append(string: message)
            line.end()
        }
    }

    public func writeEnd(time: Double, reason: EndReason) throws {
        try emit { line in
            line.begin("end", time)
            line.key("reason"); line.append(string: reason.rawValue)
            line.end()
        }
    }

    /// Builds records into the reused buffer and hands them to the output in one write.
    private func emit(_ build: (inout RecordBuffer) -> Void) throws {
        buffer.removeAll()
        build(&buffer)
        try output.write(contentsOf: buffer.bytes)
    }
}

/// The pieces of a trace line.
extension RecordBuffer {
    mutating func begin(_ type: StaticString, _ time: Double?) {
        append(#"{"type":""#)
        append(type)
        append("\"")
        if let time { key("t"); append(number: time) }
    }

    mutating func end() { append("}\n") }

    @inline(__always)
    mutating func key(_ k: StaticString) {
        append(",\"")
        append(k)
        append("\":")
    }

    mutating func pair(_ a: Double, _ b: Double) {
        append(UInt8(ascii: "["))
        append(number: a)
        append(UInt8(ascii: ","))
        append(number: b)
        append(UInt8(ascii: "]"))
    }

    mutating func param(_ v: ParamValue) {
        switch v {
        case .integer(let i): append(contentsOf: String(i).utf8)
        case .number(let x): append(number: x)
        case .string(let s): append(string: s)
        case .bool(let b): append(b ? "true" : "false")
        }
    }

    mutating func append(contentsOf s: String.UTF8View) {
        for b in s { append(b) }
    }

    mutating func append(string s: String) { JSONString.quote(s, into: &self) }
}

/// Where JSON text can be appended: `[UInt8]`, or a writer's record buffer.
protocol JSONBytes {
    mutating func append(_ b: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONBytes where Element == UInt8 {}
extension RecordBuffer: JSONBytes {}

/// JSON string quoting: `"`, `\` and control characters escaped; everything else as UTF-8.
public enum JSONString {
    public static func append(_ s: String, to out: inout [UInt8]) {
        quote(s, into: &out)
    }

    static func quote(_ s: String, into out: inout some JSONBytes) {
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

    static func escape(_ b: UInt8, into out: inout some JSONBytes) {
        out.append(92)  // \
        switch b {
        case UInt8(ascii: "\""): out.append(34)
        case UInt8(ascii: "\\"): out.append(92)
        case 10: out.append(UInt8(ascii: "n"))
        case 13: out.append(UInt8(ascii: "r"))
        case 9: out.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            out.append(UInt8(ascii: "u"))
            out.append(48)
            out.append(48)
            hex.withUTF8Buffer { h in
                out.append(h[Int(b >> 4)])
                out.append(h[Int(b & 15)])
            }
        }
    }
}
