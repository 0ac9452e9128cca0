import Glibc
import CartAnimation

/// The layer properties a Lottie transform carries, in Lottie's units.
enum MotionChannel: String, CaseIterable, Sendable {
    /// CA `position` (points); Lottie's `p` is this plus `translation`.
    case position
    /// CA `transform.translation` (points).
    case translation
    /// `[sx, sy]` in percent.
    case scale
    /// Degrees, clockwise on screen (y is down in both).
    case rotation
    /// The layer's own opacity in percent (ancestors are multiplied in later).
    case opacity

    /// The channel a key path drives and, when Lottie can replay it exactly, how its values
    /// convert; nil converter: the key path moves the channel in a way no keyframe expresses.
    /// One component (`position.y`) keeps the other from the model: exact unless another
    /// animation moves the other component, which the check against the samples catches.
    static func of(_ k: KeyPath, model: LayerState) -> [(MotionChannel, ((Value) -> [Double]?)?)] {
        let pos = MotionChannel.position.read(model), tr = MotionChannel.translation.read(model)
        let sc = MotionChannel.scale.read(model)
        func number(_ f: @escaping (Double) -> [Double]) -> (Value) -> [Double]? {
            { if case .number(let x) = $0 { f(x) } else { nil } }
        }
        switch k {
        case .position: return [(.position, { if case .point(let p) = $0 { [p.x, p.y] } else { nil } })]
        case .positionX: return [(.position, number { [$0, pos[1]] })]
        case .positionY: return [(.position, number { [pos[0], $0] })]
        case .transformTranslation:
            return [(.translation, { if case .size(let s) = $0 { [s.width, s.height] } else { nil } })]
        case .transformTranslationX: return [(.translation, number { [$0, tr[1]] })]
        case .transformTranslationY: return [(.translation, number { [tr[0], $0] })]
        case .transformScale: return [(.scale, number { [$0 * 100, $0 * 100] })]
        case .transformScaleX: return [(.scale, number { [$0 * 100, sc[1]] })]
        case .transformScaleY: return [(.scale, number { [sc[0], $0 * 100] })]
        case .transformRotation, .transformRotationZ: return [(.rotation, number { [$0 * 180 / Double.pi] })]
        case .opacity: return [(.opacity, number { [$0 * 100] })]
        case .transform: return [(.translation, nil), (.scale, nil), (.rotation, nil)]
        default: return []
        }
    }

    /// The channel's value in a layer state.
    func read(_ s: LayerState) -> [Double] {
        let parts = s.transform.parts
        switch self {
        case .position: return [s.position.x, s.position.y]
        case .translation: return [parts.translationX, parts.translationY]
        case .scale: return [parts.scaleX * 100, parts.scaleY * 100]
        case .rotation: return [parts.rotation * 180 / Double.pi]
        case .opacity: return [Double(s.opacity) * 100]
        }
    }
}

/// Why an animation's motion on a channel cannot be written as exact keyframes.
struct Inexact: Error {}

/// The exactness analysis: the animations attached to a layer, turned into timelines of Lottie
/// pieces per channel where Lottie replays them exactly. Everything is built in the animation's
/// own terms (one pass over progress 0…1, then its media timing unrolled), never from samples.
enum MotionAnalysis {
    /// The timeline of `channel` produced by `attachments` (in apply order) of a layer whose
    /// model is `model`, in absolute seconds through the layer's time map, up to `horizon`.
    /// nil: no animation touches the channel. Throws when one does in a way Lottie cannot copy.
    static func timeline(_ channel: MotionChannel, attachments: [AttachedAnimation], model: LayerState,
                         timeMap: (rate: Double, offset: Double), horizon: Double) throws(Inexact) -> MotionTimeline? {
        guard timeMap.rate > 0 else {
            for a in attachments where touches(a.animation, channel) { throw Inexact() }
            return nil
        }
        let localHorizon = timeMap.rate * horizon + timeMap.offset
        var result: MotionTimeline?
        for a in attachments {
            guard let t = try timeline(of: a.animation, channel, model: model, horizon: localHorizon, topLevel: true) else { continue }
            result = t.over(result ?? MotionTimeline())
        }
        // local = rate·t + offset  ⇒  t = (local − offset) / rate
        return result.map { MotionTimeline(pieces: $0.pieces.map { $0.mapped(-timeMap.offset / timeMap.rate, 1 / timeMap.rate) }) }
    }

    /// Whether `a` (or a child of it) animates `channel`.
    static func touches(_ a: Animation, _ channel: MotionChannel) -> Bool {
        if let g = a as? AnimationGroup { return g.animations.contains { touches($0, channel) } }
        if let p = a as? PropertyAnimation {
            if MotionChannel.of(p.keyPath, model: LayerState()).contains(where: { $0.0 == channel }) { return true }
            if channel == .rotation, let k = p as? KeyframeAnimation, k.rotationMode != nil { return true }
        }
        return false
    }

    /// One animation's timeline in its parent's time, up to `horizon` there.
    static func timeline(of a: Animation, _ channel: MotionChannel, model: LayerState, horizon: Double,
                         topLevel: Bool) throws(Inexact) -> MotionTimeline? {
        guard touches(a, channel) else { return nil }
        let pass: MotionTimeline
        var delta: [Double]?
        if let g = a as? AnimationGroup {
            // Children in the group's time 0…d, later children over earlier ones, as one pass.
            var merged = MotionTimeline()
            let d = g.timing.duration
            for child in g.animations {
                guard let t = try timeline(of: child, channel, model: model, horizon: d, topLevel: false) else { continue }
                merged = t.over(merged)
            }
            pass = MotionTimeline(pieces: merged.clipped(0, d).pieces.map { $0.mapped(0, 1 / d) })
        } else if let p = a as? PropertyAnimation {
            guard !p.additive else { throw Inexact() }
            if channel == .rotation, let k = p as? KeyframeAnimation, k.rotationMode != nil { throw Inexact() }
            guard let entry = MotionChannel.of(p.keyPath, model: model).first(where: { $0.0 == channel }),
                  let convert = entry.1 else { throw Inexact() }
            (pass, delta) = try leafPass(p, convert, model: model)
            if !p.cumulative { delta = nil }
        } else {
            return nil
        }
        let eased = try compose(pass, with: LottieEasing(a.timingFunction))
        return try unroll(eased, timing: a.timing, delta: delta,
                          fillsAfter: !topLevel || !a.removedOnCompletion, horizon: horizon)
    }

    /// One pass (progress 0…1, before the animation's timing function) of a property animation,
    /// and the value change of one cycle (for `cumulative`).
    static func leafPass(_ p: PropertyAnimation, _ convert: (Value) -> [Double]?,
                         model: LayerState) throws(Inexact) -> (MotionTimeline, [Double]) {
        func conv(_ v: Value) throws(Inexact) -> [Double] {
            guard let c = convert(v) else { throw Inexact() }
            return c
        }
        if let b = p as? BasicAnimation, !(p is SpringAnimation) {
            let (from, to) = b.endpoints(model: model)
            let a = try conv(from), z = try conv(to)
            return (MotionTimeline(pieces: [MotionPiece(start: 0, end: 1, from: a, to: z, easing: .linear, curve: nil)]),
                    zip(z, a).map { $0 - $1 })
        }
        guard let k = p as? KeyframeAnimation else { throw Inexact() }
        return try keyframePass(k, conv)
    }

    /// A keyframe animation's pass. Exact: values (linear with per-segment timing functions,
    /// discrete, paced) and paths that are paced (each segment a spatial Bézier, Lottie paces it
    /// by arc length as Core Animation's paced mode does) or made of lines. Not exact: cubic
    /// splines, and curves timed by their Bézier parameter (linear mode on a curved path).
    static func keyframePass(_ k: KeyframeAnimation,
                             _ conv: (Value) throws(Inexact) -> [Double]) throws(Inexact) -> (MotionTimeline, [Double]) {
        let frames = try k.effectiveValues.map { v throws(Inexact) in try conv(v) }
        let times = k.effectiveKeyTimes
        guard let first = frames.first, let last = frames.last else { throw Inexact() }
        let delta = zip(last, first).map { $0 - $1 }
        if frames.count == 1 { return (MotionTimeline(pieces: [.hold(first, 0, 1)]), delta) }
        var mode = k.calculationMode
        var curves: [BezierSegment]?
        if let path = k.path {
            let segs = path.segments
            // One segment per keyframe step, joined end to start (a second moveTo jumps).
            guard segs.count == frames.count - 1,
                  zip(segs, segs.dropFirst()).allSatisfy({ $0.end == $1.start }) else { throw Inexact() }
            curves = segs
            if mode == .cubic { mode = .linear }
            if mode == .cubicPaced { mode = .paced }
        }
        var pieces: [MotionPiece] = []
        switch mode {
        case .discrete:
            // Value i holds on [kt_i, kt_i+1); the last from its key time to the end.
            guard times.count == frames.count + 1 else { throw Inexact() }
            for i in 0..<frames.count where times[i + 1] > times[i] || i == frames.count - 1 {
                pieces.append(.hold(frames[i], times[i], i == frames.count - 1 ? 1 : times[i + 1]))
            }
            return (MotionTimeline(pieces: pieces.filter { $0.end > $0.start }), delta)
        case .cubic, .cubicPaced:
            throw Inexact()
        case .linear, .paced:
            guard times.count == frames.count else { throw Inexact() }
            for i in 0..<(frames.count - 1) where times[i + 1] > times[i] {
                var easing = LottieEasing.linear
                if mode == .linear, let tfs = k.timingFunctions, i < tfs.count { easing = LottieEasing(tfs[i]) }
                var curve: (c1: [Double], c2: [Double])?
                if let seg = curves?[i] {
                    switch seg {
                    case .line: break
                    case let .quad(a, c, b):
                        // Degree elevation: the same curve as a cubic.
                        curve = ([a.x + 2 * (c.x - a.x) / 3, a.y + 2 * (c.y - a.y) / 3],
                                 [b.x + 2 * (c.x - b.x) / 3, b.y + 2 * (c.y - b.y) / 3])
                    case let .cubic(_, c1, c2, _):
                        curve = ([c1.x, c1.y], [c2.x, c2.y])
                    }
                    // Non-paced time runs along the Bézier parameter, which Lottie never does.
                    if curve != nil && mode != .paced { throw Inexact() }
                }
                pieces.append(MotionPiece(start: times[i], end: times[i + 1], from: frames[i], to: frames[i + 1],
                                          easing: easing, curve: curve))
            }
            return (MotionTimeline(pieces: pieces), delta)
        }
    }

    /// A pass seen through the animation's timing function E: progress g = E(f). Exact when E
    /// is linear, or when every piece moves linearly in g (then each piece's easing is the part
    /// of E between its ends, found by inverting E).
    static func compose(_ pass: MotionTimeline, with e: LottieEasing) throws(Inexact) -> MotionTimeline {
        guard case let .bezier(x1, y1, x2, y2) = e else { return pass }
        // E must be invertible in y: control ys inside [0, 1] keep it monotonic.
        guard (0...1).contains(y1), (0...1).contains(y2) else { throw Inexact() }
        func inverse(_ g: Double) -> Double {
            if g <= 0 { return 0 }
            if g >= 1 { return 1 }
            let s = LottieEasing.solve(g, y1, y2)  // the parameter where Y(s) = g
            return LottieEasing.cubic(s, x1, x2)
        }
        var out = MotionTimeline()
        for p in pass.pieces {
            let fa = inverse(p.start), fb = inverse(p.end)
            guard fb > fa else { continue }
            if p.isHold {
                out.pieces.append(.hold(p.from, fa, fb))
                continue
            }
            guard p.easing == .linear else { throw Inexact() }
            var q = p
            q.start = fa
            q.end = fb
            q.easing = e.piece(from: fa, to: fb).easing
            out.pieces.append(q)
        }
        return out
    }

    /// A pass (over f = 0…1) played out by media timing in the parent's time, up to `horizon`:
    /// ```
    ///  tp ──(tp − beginTime)·speed──► T ──+timeOffset──► u;  half-cycles at u = j·d
    ///  forward half: f = (u − j·d)/d; backward half (autoreverses, odd j): f = 1 − (u − j·d)/d
    ///  before (fill backwards): the value at T = 0; after (fill forwards): the left limit at AD
    /// ```
    /// Cumulative animations add `delta` once per completed cycle.
    static func unroll(_ pass: MotionTimeline, timing m: MediaTiming, delta: [Double]?, fillsAfter: Bool,
                       horizon: Double) throws(Inexact) -> MotionTimeline {
        let s = Double(m.speed), d = m.duration
        guard s > 0, d > 0 else { throw Inexact() }
        let b = m.beginTime, off = m.timeOffset
        var ad = m.activeDuration
        let endless = !ad.isFinite
        if endless { ad = max(0, (horizon - b) * s) }
        // u = (tp − b)·s + off  ⇒  tp = b + (u − off)/s
        let uStart = off, uEnd = off + ad
        var out = MotionTimeline()
        var j = (uStart / d).rounded(.down)
        var guardCount = 0
        while j * d < uEnd {
            guardCount += 1
            if guardCount > 100_000 { throw Inexact() }  // a runaway repeat: sample instead
            let ua = max(j * d, uStart), ub = min((j + 1) * d, uEnd)
            defer { j += 1 }
            guard ub > ua else { continue }
            let backward = m.autoreverses && Int(j) % 2 != 0
            let k = m.autoreverses ? (j / 2).rounded(.down) : j
            let fa = (ua - j * d) / d, fb = (ub - j * d) / d
            for var p in pass.clipped(backward ? 1 - fb : fa, backward ? 1 - fa : fb).pieces {
                if let delta, k != 0 { p = p.shifted(by: delta.map { $0 * k }) }
                // Piece time f ↦ u = j·d + f·d (forward) or j·d + (1 − f)·d (backward) ↦ tp.
                if backward {
                    p = p.reversedInTime.mapped(b + (j * d + d - off) / s, -d / s)
                    // mapped with a negative k swaps start and end: put them back in order.
                    swap(&p.start, &p.end)
                } else {
                    p = p.mapped(b + (j * d - off) / s, d / s)
                }
                out.pieces.append(p)
            }
        }
        out.pieces.sort { $0.start < $1.start }
        let activeEnd = b + ad / s
        if m.fillMode.fillsBackwards, let v = out.value(at: b) {
            out.pieces.insert(.hold(v, -.infinity, b), at: 0)
        }
        if fillsAfter, m.fillMode.fillsForwards, !endless, let v = out.value(at: activeEnd, leftLimit: true) {
            out.pieces.append(.hold(v, activeEnd, .infinity))
        }
        return out
    }
}
