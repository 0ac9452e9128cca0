import CartAnimation

/// One stretch of a property's motion: from `from` at `start` to `to` at `end` along `easing`,
/// in Lottie's units (points, percent, degrees). A 2-D value may follow a cubic Bézier in space
/// (`curve`: its two absolute control points), which Lottie paces by arc length. `start` may be
/// −∞ and `end` +∞ for holds (fills and model values).
struct MotionPiece: Equatable {
    var start: Double
    var end: Double
    var from: [Double]
    var to: [Double]
    var easing: LottieEasing
    var curve: (c1: [Double], c2: [Double])?

    static func == (a: MotionPiece, b: MotionPiece) -> Bool {
        a.start == b.start && a.end == b.end && a.from == b.from && a.to == b.to && a.easing == b.easing
            && a.curve?.c1 == b.curve?.c1 && a.curve?.c2 == b.curve?.c2
    }

    /// A constant over [start, end).
    static func hold(_ v: [Double], _ start: Double, _ end: Double) -> MotionPiece {
        MotionPiece(start: start, end: end, from: v, to: v, easing: .hold, curve: nil)
    }

    var isHold: Bool { easing == .hold || from == to && curve == nil }

    /// The value at time t (the easing's progress, then along the curve by arc length).
    func value(at t: Double) -> [Double] {
        if easing == .hold || !(end > start) || !start.isFinite || !end.isFinite { return from }
        let y = easing.value((t - start) / (end - start))
        return value(progress: y)
    }

    /// The value a fraction y of the way (by arc length along a curve).
    func value(progress y: Double) -> [Double] {
        if let curve, let seg = segment(curve) {
            let p = MotionPiece.point(on: seg, arcFraction: y)
            return [p.x, p.y]
        }
        return zip(from, to).map { $0 + ($1 - $0) * y }
    }

    func segment(_ c: (c1: [Double], c2: [Double])) -> BezierSegment? {
        guard from.count == 2, to.count == 2, c.c1.count == 2, c.c2.count == 2 else { return nil }
        return .cubic(Point(x: from[0], y: from[1]), Point(x: c.c1[0], y: c.c1[1]),
                      Point(x: c.c2[0], y: c.c2[1]), Point(x: to[0], y: to[1]))
    }

    /// The Bézier parameter a fraction `y` of the arc length along `seg` (clamped to the ends).
    static func parameter(on seg: BezierSegment, arcFraction y: Double) -> Double {
        guard let m = PathMeasure(segments: [seg]) else { return y }
        if y <= 0 { return 0 }
        if y >= 1 { return 1 }
        return m.parameter(inSegment: 0, atDistance: y * m.totalLength)
    }

    static func point(on seg: BezierSegment, arcFraction y: Double) -> Point {
        seg.point(at: parameter(on: seg, arcFraction: y))
    }

    /// This piece between ta and tb (start ≤ ta < tb ≤ end): the easing's part stretched to the
    /// unit square, the values at both ends and, on a curve, the curve's part between the two arc
    /// fractions — whose own arc-length pacing is the same motion. Exact.
    func restricted(_ ta: Double, _ tb: Double) -> MotionPiece {
        if isHold || !start.isFinite || !end.isFinite {
            return .hold(from, ta, tb)
        }
        let xa = (ta - start) / (end - start), xb = (tb - start) / (end - start)
        let (e, ya, yb) = easing.piece(from: xa, to: xb)
        if let curve, let seg = segment(curve) {
            let sa = MotionPiece.parameter(on: seg, arcFraction: ya), sb = MotionPiece.parameter(on: seg, arcFraction: yb)
            let sub = MotionPiece.subsegment(seg, sa, sb)
            return MotionPiece(start: ta, end: tb, from: sub[0], to: sub[3], easing: ya == yb ? .hold : e,
                               curve: ya == yb ? nil : (sub[1], sub[2]))
        }
        return MotionPiece(start: ta, end: tb, from: value(progress: ya), to: value(progress: yb),
                           easing: ya == yb ? .hold : e, curve: nil)
    }

    /// The control points of the part [sa, sb] of a cubic segment, as [x, y] pairs.
    static func subsegment(_ seg: BezierSegment, _ sa: Double, _ sb: Double) -> [[Double]] {
        guard case let .cubic(a, b, c, d) = seg else { return [] }
        let xs = LottieEasing.subcurve(a.x, b.x, c.x, d.x, sa, sb)
        let ys = LottieEasing.subcurve(a.y, b.y, c.y, d.y, sa, sb)
        return (0..<4).map { [xs[$0], ys[$0]] }
    }

    /// Played backwards in time over the same interval.
    var reversedInTime: MotionPiece {
        MotionPiece(start: start, end: end, from: to, to: from, easing: easing.reversed,
                    curve: curve.map { ($0.c2, $0.c1) })
    }

    /// Times mapped by t ↦ a + k·t (k > 0).
    func mapped(_ a: Double, _ k: Double) -> MotionPiece {
        var p = self
        p.start = a + k * start
        p.end = a + k * end
        return p
    }

    /// Every value (and control point) plus `d`.
    func shifted(by d: [Double]) -> MotionPiece {
        func add(_ v: [Double]) -> [Double] { zip(v, d).map { $0 + $1 } }
        var p = self
        p.from = add(from)
        p.to = add(to)
        p.curve = curve.map { (add($0.c1), add($0.c2)) }
        return p
    }

    /// Every value times `k` (a straight motion only; curves scale about the origin too).
    func scaled(by k: Double) -> MotionPiece {
        var p = self
        p.from = from.map { $0 * k }
        p.to = to.map { $0 * k }
        p.curve = curve.map { ($0.c1.map { $0 * k }, $0.c2.map { $0 * k }) }
        return p
    }
}

/// A property's motion over time: pieces in time order, not overlapping; where there is no piece
/// the animations have no effect (the model value, or a lower animation, shows).
struct MotionTimeline: Equatable {
    var pieces: [MotionPiece] = []

    /// The piece in effect at t: start ≤ t < end (the later one at a boundary, as Core Animation
    /// switches at the boundary instant); `leftLimit` takes start < t ≤ end instead.
    func piece(at t: Double, leftLimit: Bool = false) -> MotionPiece? {
        pieces.first { leftLimit ? ($0.start < t && t <= $0.end) : ($0.start <= t && t < $0.end) }
    }

    func value(at t: Double, leftLimit: Bool = false) -> [Double]? {
        piece(at: t, leftLimit: leftLimit)?.value(at: t)
    }

    /// The part within [a, b].
    func clipped(_ a: Double, _ b: Double) -> MotionTimeline {
        var out = MotionTimeline()
        for p in pieces {
            let s = max(p.start, a), e = min(p.end, b)
            guard e > s else { continue }
            out.pieces.append(s == p.start && e == p.end ? p : p.restricted(s, e))
        }
        return out
    }

    /// `self` over `lower`: where self has a piece it wins, elsewhere `lower` shows — the order
    /// Core Animation applies non-additive animations in (the later one wins, §5.4).
    func over(_ lower: MotionTimeline) -> MotionTimeline {
        var cuts = Set<Double>()
        for p in pieces + lower.pieces { cuts.insert(p.start); cuts.insert(p.end) }
        let times = cuts.sorted()
        var out = MotionTimeline()
        for (a, b) in zip(times, times.dropFirst()) {
            let probe = a.isFinite ? (b.isFinite ? (a + b) / 2 : a + 1) : (b.isFinite ? b - 1 : 0)
            guard let p = piece(at: probe) ?? lower.piece(at: probe) else { continue }
            out.pieces.append(a == p.start && b == p.end ? p : p.restricted(a, b))
        }
        return out
    }

    /// Gaps filled with the constant `v`, over all time.
    func filled(with v: [Double]) -> MotionTimeline {
        over(MotionTimeline(pieces: [.hold(v, -.infinity, .infinity)]))
    }

    /// Neighbouring holds of one value joined (fewer keyframes, the same motion).
    var simplified: MotionTimeline {
        var out: [MotionPiece] = []
        for p in pieces {
            if let last = out.last, last.isHold, p.isHold, last.end == p.start, last.from == p.from {
                out[out.count - 1].end = p.end
            } else {
                out.append(p.isHold ? .hold(p.from, p.start, p.end) : p)
            }
        }
        return MotionTimeline(pieces: out)
    }
}
