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
    /// Reused for every record, so writing allocates nothing once it has grown (freed with the writer).
    private var buffer = RecordBuffer()
    /// The quoted `"#rrggbbaa"` of the background colour last written: a scene's layers share a
    /// few colours, and spelling one out rounds its four components.
    private var lastColor: (color: Color, quoted: [UInt8])?
    /// The quoted name of the superlayer last written: siblings come one after another.
    private var lastSuperlayer: (name: String, quoted: [UInt8])?

    public init(output: ByteOutput) {
        self.output = output
    }

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
        let format = SampleLine(writer: self)
        try emit { line in
            var start: Range<Int>?  // `{"type":"sample","t":…` of the first line, copied to the others
            layers.withUnsafeBufferPointer { layers in
                for i in layers.indices {
                    if let start {
                        line.append(copyOf: start)
                    } else {
                        let from = line.count
                        line.begin("sample", time)
                        start = from..<line.count
                    }
                    line.append(layers.baseAddress! + i, as: format)
                }
            }
        }
    }

    /// The quoted `"#rrggbbaa"` of `c`: the last one's when it is the same.
    fileprivate func quoted(_ c: Color) -> [UInt8] {
        if let last = lastColor, last.color == c { return last.quoted }
        var q: [UInt8] = [UInt8(ascii: "\"")]
        c.forEachHexByte { q.append($0) }
        q.append(UInt8(ascii: "\""))
        lastColor = (c, q)
        return q
    }

    /// The quoted name of a superlayer: the last one's when it is the same.
    fileprivate func quoted(superlayer name: String) -> [UInt8] {
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

/// A sample line after its time, measured then written by `RecordBuffer.append(_:as:)`.
private struct SampleLine: MeasuredRecord {
    /// Whose last colour and superlayer are reused.
    let writer: JSONLinesWriter

    /// `"#rrggbbaa"`.
    static let quotedColorLength = 11

    /// `l` points into the samples being written (read in place: a sample is large to copy).
    func write(_ l: UnsafePointer<LayerSample>, to line: inout some RecordLine) {
        line.append(#","layer":"#); line.append(string: l.pointee.name)
        line.append(#","position":["#); line.append(number: l.pointee.state.position.x)
        line.append(","); line.append(number: l.pointee.state.position.y)
        line.append(#"],"bounds":["#); line.append(number: l.pointee.state.bounds.origin.x)
        line.append(","); line.append(number: l.pointee.state.bounds.origin.y)
        line.append(","); line.append(number: l.pointee.state.bounds.size.width)
        line.append(","); line.append(number: l.pointee.state.bounds.size.height)
        line.append(#"],"anchorPoint":["#); line.append(number: l.pointee.state.anchorPoint.x)
        line.append(","); line.append(number: l.pointee.state.anchorPoint.y)
        line.append(#"],"opacity":"#); line.append(number: Double(l.pointee.state.opacity))
        line.append(#","scale":["#); line.append(number: l.pointee.state.transform.scaleX)
        line.append(","); line.append(number: l.pointee.state.transform.scaleY)
        line.append(#"],"rotation":"#); line.append(number: l.pointee.state.transform.rotationZ)
        line.append(#","translation":["#); line.append(number: l.pointee.state.transform.m41)
        line.append(","); line.append(number: l.pointee.state.transform.m42)
        line.append(l.pointee.state.hidden ? #"],"hidden":true,"zPosition":"# : #"],"hidden":false,"zPosition":"#)
        line.append(number: l.pointee.state.zPosition)
        line.append(#","superlayer":"#)
        if let p = l.pointee.superlayer {
            line.append(atMost: JSONString.maxQuotedLength(p)) { writer.quoted(superlayer: p) }
        } else {
            line.append("null")
        }
        line.append(#","cornerRadius":"#); line.append(number: l.pointee.state.cornerRadius)
        line.append(#","backgroundColor":"#)
        if let c = l.pointee.state.backgroundColor {
            line.append(atMost: Self.quotedColorLength) { writer.quoted(c) }
        } else {
            line.append("null")
        }
        line.append(#","contents":"#)
        if let c = l.pointee.state.contents { line.append(string: c) } else { line.append("null") }
        if let t = l.pointee.state.text { writeText(t, to: &line) }
        line.append("}\n")
    }

    /// `,"text":{…}`: what a CATextLayer draws, with its presentation fontSize and colour.
    private func writeText(_ t: TextLayerState, to line: inout some RecordLine) {
        line.append(#","text":{"string":"#)
        if let s = t.string { line.append(string: s) } else { line.append("null") }
        line.append(#","font":"#); line.append(string: t.font)
        line.append(#","fontSize":"#); line.append(number: t.fontSize)
        line.append(#","foregroundColor":"#)
        if let c = t.foregroundColor { line.append(atMost: Self.quotedColorLength) { writer.quoted(c) } } else { line.append("null") }
        line.append(#","alignmentMode":"#); line.append(string: t.alignmentMode.rawValue)
        line.append(t.isWrapped ? #","isWrapped":true"# : #","isWrapped":false"#)
        line.append(#","truncationMode":"#); line.append(string: t.truncationMode.rawValue)
        line.append(#","contentsScale":"#); line.append(number: t.contentsScale)
        line.append("}")
    }
}
