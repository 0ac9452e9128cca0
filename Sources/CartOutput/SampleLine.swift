import CartAnimation

/// The one layout of a sample line after its time, in five pieces: three that hold only what a
/// layer's line keeps from sample to sample (`SampleLine.Parts`), rendered once per layer and
/// copied (`SampleLineCache`), and between them the numbers that move, formatted each sample.
///
///     ,"layer":…,"position":[         head    (Parts)
///     x,y                             position
///     ],"bounds":[…],…,"opacity":     middle  (Parts)
///     o,"scale":[…],…,"translation":[x,y      motion
///     ],"hidden":…,"contents":…}⏎     tail    (Parts)
///
/// Sample lines carry the contract's keys (position … superlayer) followed by three additions
/// for pictures: cornerRadius, backgroundColor (`#rrggbbaa` or null) and contents; a text
/// layer's line ends with its `text` (CATextLayer's attributes), so the lines of every other
/// layer read as they always did.
enum SampleLine {
    /// Everything the head, middle and tail are made of, and nothing else: the pieces are
    /// rendered from these alone, so two equal `Parts` render the same bytes (the cache's key).
    struct Parts: Equatable {
        var name: String
        var bounds: Rect
        var anchorPoint: Point
        var hidden: Bool
        var zPosition: Double
        var superlayer: String?
        var cornerRadius: Double
        var backgroundColor: Color?
        var contents: String?
        var text: TextLayerState?

        /// The parts of an unnamed layer in the default state: what an entry holds before it
        /// is rendered (made once, not per entry).
        static let empty = withUnsafePointer(to: LayerSample(name: "", superlayer: nil, state: LayerState())) { Parts($0) }

        /// Read in place, field by field: the sample is not copied (its state is large, and a
        /// copy retains and releases each of its references; a new coin's line paid that twice).
        init(_ l: UnsafePointer<LayerSample>) {
            name = l.pointee.name
            bounds = l.pointee.state.bounds
            anchorPoint = l.pointee.state.anchorPoint
            hidden = l.pointee.state.hidden
            zPosition = l.pointee.state.zPosition
            superlayer = l.pointee.superlayer
            cornerRadius = l.pointee.state.cornerRadius
            backgroundColor = l.pointee.state.backgroundColor
            contents = l.pointee.state.contents
            text = l.pointee.state.text
        }

        /// `Parts(l) == self` as bytes, read in place: no copy of `l`'s strings (the cache asks
        /// this of every line). Field for field `init`'s, which makes the parts; strings are
        /// compared by their UTF-8, not by `==` (which takes "é" and "e\u{301}" for one).
        @inline(__always)
        func matches(_ l: UnsafePointer<LayerSample>) -> Bool {
            sameUTF8(name, l.pointee.name) && matchesApartFromName(l)
        }

        /// `matches(l)` but for the name: whether the middle and tail rendered from these parts
        /// are `l`'s (the head holds the name alone).
        @inline(__always)
        func matchesApartFromName(_ l: UnsafePointer<LayerSample>) -> Bool {
            bounds == l.pointee.state.bounds
                && anchorPoint == l.pointee.state.anchorPoint && hidden == l.pointee.state.hidden
                && zPosition == l.pointee.state.zPosition && sameUTF8(superlayer, l.pointee.superlayer)
                && cornerRadius == l.pointee.state.cornerRadius
                && backgroundColor == l.pointee.state.backgroundColor
                && sameUTF8(contents, l.pointee.state.contents) && sameText(as: l)
        }

        /// Most layers have no text: one look at `l`'s says so.
        @inline(__always)
        private func sameText(as l: UnsafePointer<LayerSample>) -> Bool {
            guard let mine = text else { return l.pointee.state.text == nil }
            guard let theirs = l.pointee.state.text else { return false }
            return mine == theirs && sameUTF8(mine.string, theirs.string) && sameUTF8(mine.font, theirs.font)
        }
    }

    /// `,"layer":"coin3","position":[`.
    struct Head: MeasuredRecord {
        func write(_ p: borrowing Parts, to line: inout some RecordLine) {
            line.append(#","layer":"#); line.append(string: p.name)
            line.append(#","position":["#)
        }
    }

    /// `],"bounds":[0,0,40,40],"anchorPoint":[0.5,0.5],"opacity":`.
    struct Middle: MeasuredRecord {
        func write(_ p: borrowing Parts, to line: inout some RecordLine) {
            line.append(#"],"bounds":["#); line.append(number: p.bounds.origin.x)
            line.append(","); line.append(number: p.bounds.origin.y)
            line.append(","); line.append(number: p.bounds.size.width)
            line.append(","); line.append(number: p.bounds.size.height)
            line.append(#"],"anchorPoint":["#); line.append(number: p.anchorPoint.x)
            line.append(","); line.append(number: p.anchorPoint.y)
            line.append(#"],"opacity":"#)
        }
    }

    /// `],"hidden":false,…,"contents":null}` and the newline.
    struct Tail: MeasuredRecord {
        func write(_ p: borrowing Parts, to line: inout some RecordLine) {
            line.append(p.hidden ? #"],"hidden":true,"zPosition":"# : #"],"hidden":false,"zPosition":"#)
            line.append(number: p.zPosition)
            line.append(#","superlayer":"#)
            if let s = p.superlayer { line.append(string: s) } else { line.append("null") }
            line.append(#","cornerRadius":"#); line.append(number: p.cornerRadius)
            line.append(#","backgroundColor":"#)
            if let c = p.backgroundColor { line.append(color: c) } else { line.append("null") }
            line.append(#","contents":"#)
            if let c = p.contents { line.append(string: c) } else { line.append("null") }
            if let t = p.text { writeText(t, to: &line) }
            line.append("}\n")
        }

        /// `,"text":{…}`: what a CATextLayer draws, with its presentation fontSize and colour.
        private func writeText(_ t: TextLayerState, to line: inout some RecordLine) {
            line.append(#","text":{"string":"#)
            if let s = t.string { line.append(string: s) } else { line.append("null") }
            line.append(#","font":"#); line.append(string: t.font)
            line.append(#","fontSize":"#); line.append(number: t.fontSize)
            line.append(#","foregroundColor":"#)
            if let c = t.foregroundColor { line.append(color: c) } else { line.append("null") }
            line.append(#","alignmentMode":"#); line.append(string: t.alignmentMode.rawValue)
            line.append(t.isWrapped ? #","isWrapped":true"# : #","isWrapped":false"#)
            line.append(#","truncationMode":"#); line.append(string: t.truncationMode.rawValue)
            line.append(#","contentsScale":"#); line.append(number: t.contentsScale)
            line.append("}")
        }
    }

    /// A whole line from a layer's rendered pieces and its moving numbers (`SampleMotion`).
    /// `start` is the line's `{"type":"sample","t":…` when it is the sample's own, copied, or
    /// empty when it was written already: with the line, one check for room, not two.
    struct Moving: MeasuredRecord {
        func write(_ f: (start: UnsafeBufferPointer<UInt8>, motion: SampleMotion, pieces: SampleLineCache.Pieces),
                   to line: inout some RecordLine) {
            let m = f.motion
            line.append(bytes: f.start)
            line.append(bytes: f.pieces.head)
            line.append(pair: m.position.x, m.position.y)
            line.append(bytes: f.pieces.middle)
            line.append(number: Double(m.opacity))
            line.append(#","scale":["#); line.append(pair: m.scaleX, m.scaleY)
            line.append(#"],"rotation":"#); line.append(number: m.rotation)
            line.append(#","translation":["#); line.append(pair: m.translationX, m.translationY)
            line.append(bytes: f.pieces.tail)
        }
    }
}

extension RecordLine {
    /// `"#rrggbbaa"` (rendered once per layer, not per sample: an array is fine).
    mutating func append(color c: Color) {
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        c.forEachHexByte { quoted.append($0) }
        quoted.append(UInt8(ascii: "\""))
        quoted.withUnsafeBufferPointer { append(bytes: $0) }
    }
}

/// Whether `a` and `b` are the same bytes: at once when they are the same string (one storage,
/// or the same small string's bits), else byte by byte.
@inline(__always)
func sameUTF8(_ a: String?, _ b: String?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    if unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self) { return true }
    return a.utf8.elementsEqual(b.utf8)
}
