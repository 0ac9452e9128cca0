import CartAnimation

/// Lottie's JSON pieces: animatable properties (`{"a":0,"k":…}` or keyframes), with every number
/// written by `NumberFormat` so a document is byte-identical run to run.
enum LottieJSON {
    /// Compact JSON, numbers always in the trace's format.
    static func text(_ v: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        v.append(to: &out, lossless: false)
        return out
    }

    static func obj(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { JSONMember($0.0, $0.1) })
    }

    static func nums(_ xs: [Double]) -> JSONValue { .array(xs.map { .number($0) }) }

    /// A property that does not change.
    static func still(_ v: [Double], scalar: Bool = false) -> JSONValue {
        obj([("a", .number(0)), ("k", scalar && v.count == 1 ? .number(v[0]) : nums(v))])
    }

    /// How a property's values are laid out in the file.
    enum Layout {
        /// A 1-D value written as a number (`r`, `o`, the rect's `r`).
        case scalar
        /// An array with per-dimension easing arrays (`s`, the rect's `s`, colours).
        case vector
        /// `p`, `a`: an array with scalar easing and spatial tangents `to`/`ti`.
        case spatial
    }

    /// A timeline (contiguous pieces, in seconds) as an animatable property: a still value when
    /// it never moves, else keyframes at t·fps frames. Where one piece ends at another value than
    /// the next begins (an animation removed, a fill ending) a hold keyframe and a keyframe at the
    /// same frame make the jump.
    static func property(_ tl: MotionTimeline, fps: Double, layout: Layout, pad: Double? = nil) -> JSONValue {
        let pieces = tl.simplified.pieces
        func values(_ v: [Double]) -> JSONValue {
            var v = v
            if let pad { v.append(pad) }
            return layout == .scalar && v.count == 1 ? .array([.number(v[0])]) : nums(v)
        }
        guard let first = pieces.first else { return still([0]) }
        if pieces.count == 1 && first.isHold {
            var v = first.from
            if let pad { v.append(pad) }
            return still(v, scalar: layout == .scalar)
        }
        var keys: [JSONValue] = []
        let dims = first.from.count
        func ease(_ x: Double, _ y: Double) -> JSONValue {
            layout == .spatial ? obj([("x", .number(x)), ("y", .number(y))])
                : obj([("x", nums(Array(repeating: x, count: dims))), ("y", nums(Array(repeating: y, count: dims)))])
        }
        for (i, p) in pieces.enumerated() {
            var m: [(String, JSONValue)] = [("t", .number(p.start * fps)), ("s", values(p.from))]
            switch p.isHold ? .hold : p.easing {
            case .hold: m.append(("h", .number(1)))
            case .linear:
                m.append(("o", ease(0, 0)))
                m.append(("i", ease(1, 1)))
            case let .bezier(x1, y1, x2, y2):
                m.append(("o", ease(x1, y1)))
                m.append(("i", ease(x2, y2)))
            }
            if layout == .spatial, !p.isHold, let c = p.curve {
                m.append(("to", values(zip(c.c1, p.from).map { $0 - $1 })))
                m.append(("ti", values(zip(c.c2, p.to).map { $0 - $1 })))
            }
            keys.append(obj(m))
            let next = i + 1 < pieces.count ? pieces[i + 1] : nil
            // Pieces cut from one motion meet within rounding: no jump there.
            if let next, p.isHold || zip(next.from, p.to).allSatisfy({ abs($0 - $1) <= 1e-7 * max(1, abs($1)) }) { continue }
            // The end value, at the end: a hold into the jump, or the last keyframe.
            if next != nil || !p.isHold {
                var end: [(String, JSONValue)] = [("t", .number(p.end * fps)), ("s", values(p.to))]
                if next != nil { end.append(("h", .number(1))) }
                keys.append(obj(end))
            }
        }
        return obj([("a", .number(1)), ("k", .array(keys))])
    }
}
