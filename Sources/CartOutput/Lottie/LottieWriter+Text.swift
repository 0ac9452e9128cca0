import CartAnimation

/// Text layers in the Lottie document. A CATextLayer's string becomes a Lottie text layer (ty 5)
/// parented to the layer's own (which keeps its rectangle and transform), with the same in and
/// out points and opacity, its text box the bounds. The lines are `TextLayout`'s, joined with
/// Lottie's "\r", so a player breaks where the pictures do. Lottie's text documents do not
/// interpolate: each is held until the next, so a text that changes (an animated fontSize or
/// foregroundColor, a new string) gets a document per sample that differs from the one before —
/// stepped at the sample rate. The colour's alpha is not kept (Lottie's `fc` is RGB): a
/// translucent colour is drawn opaque.
extension LottieWriter {
    /// The text layer drawing span `si`'s string, nil when it never shows any.
    func textLayer(_ si: Int, ind: Int, parent: Int, opacity: JSONValue?) -> JSONValue? {
        let span = spans[si], rec = records[span.record]
        let (tIn, tOut) = window(span)
        var keyframes: [JSONValue] = []
        var last: JSONValue?
        var shows = false
        for k in span.first...span.last {
            guard let e = rec.entries[k], let text = e.state.text else { continue }
            let doc = document(text, bounds: e.state.bounds)
            if doc["t"]?.string?.isEmpty == false { shows = true }
            if doc != last { keyframes.append(LottieJSON.obj([("s", doc), ("t", .number(times[k] * fps))])) }
            last = doc
        }
        guard shows, let first = rec.entries[span.first]?.state.bounds else { return nil }
        let ks = LottieJSON.obj([
            ("o", opacity ?? LottieJSON.still([100], scalar: true)),
            ("r", LottieJSON.still([0], scalar: true)),
            // The box's top-left corner at the bounds' origin, in the parent's (bounds) space.
            ("p", LottieJSON.still([first.minX, first.minY, 0])), ("a", LottieJSON.still([0, 0, 0])),
            ("s", LottieJSON.still([100, 100, 100])),
        ])
        let t = LottieJSON.obj([
            ("d", LottieJSON.obj([("k", .array(keyframes))])), ("p", LottieJSON.obj([])),
            ("m", LottieJSON.obj([("g", .number(1)), ("a", LottieJSON.still([0, 0]))])), ("a", .array([])),
        ])
        return LottieJSON.obj([
            ("ddd", .number(0)), ("ind", .number(Double(ind))), ("ty", .number(5)), ("nm", .string(rec.name + " text")),
            ("parent", .number(Double(parent))), ("sr", .number(1)), ("ks", ks), ("ao", .number(0)), ("t", t),
            ("ip", .number(tIn * fps)), ("op", .number(tOut * fps)), ("st", .number(0)), ("bm", .number(0)),
        ])
    }

    /// One text document: the laid-out lines, font, size, colour, justification, box.
    func document(_ text: TextLayerState, bounds: Rect) -> JSONValue {
        let w = abs(bounds.size.width), h = abs(bounds.size.height)
        let layout = TextLayout(text, width: w, height: h)
        let lines = text.foregroundColor == nil ? [] : layout.lines.map { $0.runs.map(\.text).joined(separator: " ") }
        let c = text.foregroundColor ?? .clear
        // Lottie's justification: 0 left, 1 right, 2 centre, 3 justified with the last line left.
        let j: Double
        switch text.alignmentMode {
        case .natural, .left: j = 0
        case .right: j = 1
        case .center: j = 2
        case .justified: j = 3
        }
        return LottieJSON.obj([
            ("s", .number(layout.fontSize)), ("f", .string(text.font)), ("t", .string(lines.joined(separator: "\r"))),
            ("j", .number(j)), ("tr", .number(0)), ("lh", .number(layout.fontSize * TextLayout.lineSpacing)),
            ("ls", .number(0)), ("fc", LottieJSON.nums([c.red, c.green, c.blue])), ("sz", LottieJSON.nums([w, h])),
            ("ps", LottieJSON.nums([0, 0])),
        ])
    }

    /// The document's `fonts`: each family a text layer names, nil when there is none.
    func fonts() -> JSONValue? {
        var families: [String] = []
        for rec in records {
            for k in rec.entries.keys.sorted() {
                if let f = rec.entries[k]?.state.text?.font, !families.contains(f) { families.append(f) }
            }
        }
        guard !families.isEmpty else { return nil }
        return LottieJSON.obj([("list", .array(families.map { f in
            LottieJSON.obj([("fName", .string(f)), ("fFamily", .string(f)), ("fStyle", .string("Regular")),
                            ("ascent", .number(TextLayout.ascent * 100))])
        }))])
    }
}
