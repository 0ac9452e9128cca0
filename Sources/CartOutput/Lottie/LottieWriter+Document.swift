import Glibc
import CartAnimation

/// The document: composition, layers and their properties, each exact or sampled.
extension LottieWriter {
    /// Frames per second: the run's frame rate (`--fps`, also under `--at`).
    var fps: Double { Double(header?.frameRate ?? 60) }

    /// The first frame after the run: the last sample's frame is still played.
    var endFrame: Double { (endTime * fps + 1e-9).rounded(.down) + 1 }

    func document() -> JSONValue {
        let screen = header?.screen ?? Scene.defaultScreen
        let top = Array(order.reversed())  // Lottie draws its first layer on top
        var ind: [Int: Int] = [:]
        for (i, s) in top.enumerated() { ind[s] = i + 1 }
        var layers: [JSONValue] = []
        var nextInd = top.count
        for s in top {
            let l = layer(s, ind: ind)
            // A text layer's string just above its layer (LottieWriter+Text.swift).
            if let t = textLayer(s, ind: nextInd + 1, parent: ind[s] ?? 0, opacity: l["ks"]?["o"]) {
                nextInd += 1
                layers.append(t)
            }
            layers.append(l)
        }
        var members: [(String, JSONValue)] = [
            ("v", .string("5.7.0")), ("meta", LottieJSON.obj([("g", .string("cartlua"))])),
            ("fr", .number(fps)), ("ip", .number(0)), ("op", .number(endFrame)),
            ("w", .number(screen.width)), ("h", .number(screen.height)),
            ("nm", .string(header?.script ?? "cartlua")), ("ddd", .number(0)),
            ("assets", .array([])),
        ]
        if let f = fonts() { members.append(("fonts", f)) }
        members.append(("layers", .array(layers)))
        return LottieJSON.obj(members)
    }

    /// The seconds a span is on screen: from its first sample to the next sample it misses.
    func window(_ s: LayerSpan) -> (Double, Double) {
        let tIn = times[s.first]
        let tOut = s.last + 1 < times.count ? times[s.last + 1] : endFrame / fps
        return (tIn, tOut)
    }

    func layer(_ si: Int, ind: [Int: Int]) -> JSONValue {
        let span = spans[si], rec = records[span.record]
        let entries = (span.first...span.last).compactMap { k in rec.entries[k].map { (times[k], $0) } }
        let (tIn, tOut) = window(span)
        var exact: [String] = [], sampled: [String] = []
        func channel(_ name: String, _ build: () -> (MotionTimeline, Bool)) -> MotionTimeline {
            let (tl, isExact) = build()
            if isExact { exact.append(name) } else if tl.simplified.pieces.count > 1 { sampled.append(name) }
            return tl.clipped(tIn, tOut)
        }
        let position = channel("p") { track(span, entries, sampledBy: { e in
            let p = e.state.transform.parts
            return [e.state.position.x + p.translationX, e.state.position.y + p.translationY]
        }, exact: { try? exactPosition(rec, span) }) }
        let scale = channel("s") { track(span, entries, sampledBy: { MotionChannel.scale.read($0.state) },
                                         exact: { try? exactChannel(.scale, rec, span) }) }
        let rotation = channel("r") { track(span, entries, sampledBy: { MotionChannel.rotation.read($0.state) },
                                            exact: { try? exactChannel(.rotation, rec, span) }, angle: true) }
        let opacity = channel("o") { track(span, entries, sampledBy: { $0.hidden ? [0] : [$0.opacity] },
                                           exact: { try? exactOpacity(span) }) }
        let anchor = channel("a") { (sampledTimeline(entries, tOut) { e in
            let b = e.state.bounds
            return [b.origin.x + e.state.anchorPoint.x * b.size.width, b.origin.y + e.state.anchorPoint.y * b.size.height]
        }, false) }

        let ks = LottieJSON.obj([
            ("o", LottieJSON.property(opacity, fps: fps, layout: .scalar)),
            ("r", LottieJSON.property(rotation, fps: fps, layout: .scalar)),
            ("p", LottieJSON.property(splitCurves(position), fps: fps, layout: .spatial, pad: 0)),
            ("a", LottieJSON.property(anchor, fps: fps, layout: .spatial, pad: 0)),
            ("s", LottieJSON.property(scale, fps: fps, layout: .vector, pad: 100)),
        ])
        let filled = entries.contains { $0.1.state.backgroundColor != nil }
        var m: [(String, JSONValue)] = [("ddd", .number(0)), ("ind", .number(Double(ind[si] ?? 0))),
                                        ("ty", .number(filled ? 4 : 3)), ("nm", .string(rec.name))]
        if let p = span.parent, let pi = ind[p] { m.append(("parent", .number(Double(pi)))) }
        m += [("sr", .number(1)), ("ks", ks), ("ao", .number(0))]
        if filled { m.append(("shapes", .array([shapeGroup(entries, tOut)]))) }
        m += [("ip", .number(tIn * fps)), ("op", .number(tOut * fps)), ("st", .number(0)), ("bm", .number(0))]
        m.append(("cartlua", LottieJSON.obj([("exact", .array(exact.map { .string($0) })),
                                             ("sampled", .array(sampled.map { .string($0) }))])))
        return LottieJSON.obj(m)
    }

    /// The rectangle of the bounds with its corner radius, filled with the background colour.
    func shapeGroup(_ entries: [(Double, LayerRecord.Entry)], _ tOut: Double) -> JSONValue {
        func prop(_ layout: LottieJSON.Layout, _ f: (LayerState) -> [Double]) -> JSONValue {
            LottieJSON.property(sampledTimeline(entries, tOut) { f($0.state) }, fps: fps, layout: layout)
        }
        let colour: (LayerState) -> Color = { $0.backgroundColor ?? .clear }
        let rect = LottieJSON.obj([
            ("ty", .string("rc")), ("nm", .string("bounds")), ("d", .number(1)),
            ("s", prop(.vector) { [$0.bounds.size.width, $0.bounds.size.height] }),
            ("p", prop(.spatial) { [$0.bounds.midX, $0.bounds.midY] }),
            ("r", prop(.scalar) { [$0.cornerRadius] }),
        ])
        let fill = LottieJSON.obj([
            ("ty", .string("fl")), ("nm", .string("backgroundColor")),
            ("c", prop(.vector) { let c = colour($0); return [c.red, c.green, c.blue, 1] }),
            ("o", prop(.scalar) { [colour($0).alpha * 100] }), ("r", .number(1)),
        ])
        let transform = LottieJSON.obj([
            ("ty", .string("tr")), ("p", LottieJSON.still([0, 0])), ("a", LottieJSON.still([0, 0])),
            ("s", LottieJSON.still([100, 100])), ("r", LottieJSON.still([0], scalar: true)),
            ("o", LottieJSON.still([100], scalar: true)),
        ])
        return LottieJSON.obj([("ty", .string("gr")), ("nm", .string("background")), ("it", .array([rect, fill, transform]))])
    }

    /// The samples as a timeline: linear between neighbouring samples, held after the last.
    func sampledTimeline(_ entries: [(Double, LayerRecord.Entry)], _ tOut: Double,
                         angle: Bool = false, _ f: (LayerRecord.Entry) -> [Double]) -> MotionTimeline {
        var tl = MotionTimeline()
        var previous: (Double, [Double])?
        for (t, e) in entries {
            var v = f(e)
            // Angles from the transform lie in (−180°, 180°]: take the turn nearest the last one.
            if angle, let p = previous, v.count == 1 { v[0] += 360 * ((p.1[0] - v[0]) / 360).rounded() }
            if let p = previous {
                tl.pieces.append(p.1 == v ? .hold(v, p.0, t)
                                 : MotionPiece(start: p.0, end: t, from: p.1, to: v, easing: .linear, curve: nil))
            }
            previous = (t, v)
        }
        if let p = previous { tl.pieces.append(.hold(p.1, p.0, max(tOut, p.0 + 1 / fps))) }
        return tl
    }

    /// The exact timeline when there is one that reproduces every sample, else the samples.
    func track(_ span: LayerSpan, _ entries: [(Double, LayerRecord.Entry)],
               sampledBy f: (LayerRecord.Entry) -> [Double],
               exact: () -> MotionTimeline?, angle: Bool = false) -> (MotionTimeline, Bool) {
        let (_, tOut) = window(span)
        if let tl = exact(), matches(tl, entries, f, angle: angle) { return (tl, true) }
        return (sampledTimeline(entries, tOut, angle: angle, f), false)
    }

    /// Whether the timeline gives every sample's value (angles modulo a turn).
    func matches(_ tl: MotionTimeline, _ entries: [(Double, LayerRecord.Entry)], _ f: (LayerRecord.Entry) -> [Double],
                 angle: Bool) -> Bool {
        for (t, e) in entries {
            guard let v = tl.value(at: t) else { return false }
            let want = f(e)
            guard v.count == want.count else { return false }
            for (a, b) in zip(v, want) {
                var d = abs(a - b)
                if angle { d = abs(remainder(a - b, 360)) }
                if !(d <= 2e-3) { return false }
            }
        }
        return true
    }

    /// The attachments of a record in apply order, or nil when exactness cannot be judged: no
    /// scene, or an animation stopped early (removed at a time no sample shows) within the span.
    func attachments(_ rec: LayerRecord, _ span: LayerSpan) -> [AttachedAnimation]? {
        guard rec.serial != nil else { return nil }
        let t0 = times[span.first], t1 = times[span.last]
        if let stops = earlyStops[rec.name], stops.contains(where: { $0 >= t0 && $0 <= t1 }) { return nil }
        return rec.attachments.sorted { $0.sequence < $1.sequence }
    }

    /// A channel's exact timeline filled with the model value; nil when nothing animates it.
    func exactChannel(_ c: MotionChannel, _ rec: LayerRecord, _ span: LayerSpan) throws(Inexact) -> MotionTimeline? {
        guard let serial = rec.serial, let layer = replica.layers[serial], let atts = attachments(rec, span) else { throw Inexact() }
        guard let tl = try MotionAnalysis.timeline(c, attachments: atts, model: layer.model, timeMap: replica.timeMap(of: serial),
                                                   horizon: endTime + 1) else { return nil }
        return tl.filled(with: c.read(layer.model))
    }

    /// Lottie's position is CA's position plus the transform's translation: exact when at most
    /// one of them moves.
    func exactPosition(_ rec: LayerRecord, _ span: LayerSpan) throws(Inexact) -> MotionTimeline? {
        guard let layer = facts(rec) else { throw Inexact() }
        let p = try exactChannel(.position, rec, span), t = try exactChannel(.translation, rec, span)
        switch (p, t) {
        case (nil, nil): return nil
        case let (p?, nil): return MotionTimeline(pieces: p.pieces.map { $0.shifted(by: MotionChannel.translation.read(layer.model)) })
        case let (nil, t?): return MotionTimeline(pieces: t.pieces.map { $0.shifted(by: MotionChannel.position.read(layer.model)) })
        default: throw Inexact()
        }
    }

    /// Lottie's parenting carries transforms, not opacity: each layer's opacity is its own times
    /// its ancestors'. Exact when nothing in the chain is hidden and at most one opacity moves.
    func exactOpacity(_ span: LayerSpan) throws(Inexact) -> MotionTimeline? {
        var moving: MotionTimeline?
        var factor = 1.0
        var s: LayerSpan? = span
        while let cur = s {
            let rec = records[cur.record]
            guard let layer = facts(rec) else { throw Inexact() }
            for k in span.first...span.last where rec.entries[k]?.state.hidden ?? true { throw Inexact() }
            if let tl = try exactChannel(.opacity, rec, cur) {
                guard moving == nil else { throw Inexact() }
                moving = tl
            } else {
                factor *= Double(layer.model.opacity)
            }
            s = cur.parent.map { spans[$0] }
        }
        return moving.map { MotionTimeline(pieces: $0.pieces.map { $0.scaled(by: factor) }) }
    }

    /// The final facts of a record's layer, when the stream gave them.
    func facts(_ rec: LayerRecord) -> LayerFacts? { rec.serial.flatMap { replica.layers[$0] } }

    /// Curved pieces longer than `maxCurveLength` cut into equal-time parts (each exact).
    func splitCurves(_ tl: MotionTimeline) -> MotionTimeline {
        var out = MotionTimeline()
        for p in tl.pieces {
            guard let c = p.curve, let seg = p.segment(c), p.start.isFinite, p.end.isFinite else {
                out.pieces.append(p)
                continue
            }
            let n = max(1, Int((seg.length / maxCurveLength).rounded(.up)))
            for i in 0..<n {
                let a = p.start + (p.end - p.start) * Double(i) / Double(n)
                let b = i == n - 1 ? p.end : p.start + (p.end - p.start) * Double(i + 1) / Double(n)
                out.pieces.append(n == 1 ? p : p.restricted(a, b))
            }
        }
        return out
    }
}
