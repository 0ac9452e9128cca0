import CartAnimation

/// What `watch` says about a run, and how two runs differ, in words: the animations themselves
/// (Motion: values, path, timing as they resolved), for each layer where it ends (position,
/// opacity, scale, still in the window or removed) and when its animations stop; the params and
/// the end of the run. Numbers are compared as they are shown (3 decimals), so a
/// change too small to show is no change. Pure: built from a `RunRecorder`, or directly in tests.
public struct RunSummary: Equatable {
    struct Stop: Equatable {
        /// The animation's key, "(no key)" when it had none.
        var key: String
        var time: Double
        var finished: Bool
    }

    struct LayerEnd: Equatable {
        var name: String
        var position: Point
        var opacity: Double
        var scaleX: Double
        var scaleY: Double
        /// Still in the window's tree at the end of the run.
        var inWindow: Bool
        /// When its animations stopped, in order.
        var stops: [Stop]
        /// Animations still running at the end.
        var running: [String]

        /// When its last animation stopped ("lands").
        var landing: Double? { stops.map(\.time).max() }
    }

    struct Param: Equatable {
        var name: String
        var value: String
    }

    var layers: [LayerEnd]
    var params: [Param]
    /// The animations attached over the run, in the order they began.
    var motions: [Motion]
    var endTime: Double
    var endReason: String

    init(layers: [LayerEnd], params: [Param] = [], motions: [Motion] = [], endTime: Double, endReason: String = "idle") {
        self.layers = layers
        self.params = params
        self.motions = motions
        self.endTime = endTime
        self.endReason = endReason
    }

    /// The summary of a recorded run: every layer seen but the window (unless it animated),
    /// each by its serial (two layers of one name are two rows).
    public init(_ recorder: RunRecorder) {
        var ends: [LayerEnd] = []
        for serial in recorder.layerOrder {
            guard let track = recorder.layers[serial] else { continue }
            let spans = recorder.spans.filter { $0.serial == serial }
            if recorder.isWindow(serial) && spans.isEmpty { continue }
            let s = track.state
            ends.append(LayerEnd(
                name: track.name, position: s.position, opacity: Double(s.opacity),
                scaleX: s.transform.scaleX, scaleY: s.transform.scaleY, inWindow: track.inWindow,
                stops: spans.compactMap { span in
                    span.end.map { Stop(key: span.key ?? "(no key)", time: $0, finished: span.finished ?? true) }
                },
                running: spans.filter { $0.end == nil }.map { $0.key ?? "(no key)" }))
        }
        layers = ends
        motions = recorder.spans.compactMap(Motion.init)
        params = (recorder.header?.params ?? []).map { Param(name: $0.name, value: RunSummary.text($0.value)) }
        endTime = recorder.end?.time ?? 0
        endReason = recorder.end?.reason.rawValue ?? "error"
    }

    // MARK: Words

    /// A param's value as the summary shows it: numbers to 3 decimals, strings quoted.
    static func text(_ v: ParamValue) -> String {
        if case .number(let x) = v { return shortNumber(x) }
        return v.description
    }

    static func seconds(_ t: Double) -> String { shortNumber(t) + " s" }

    static func point(_ p: Point) -> String { "(\(shortNumber(p.x)), \(shortNumber(p.y)))" }

    static func scale(_ l: LayerEnd) -> String {
        let x = shortNumber(l.scaleX), y = shortNumber(l.scaleY)
        return x == y ? x : "(\(x), \(y))"
    }

    /// "position 1 s, opacity 0.5 s (removed)" — when each animation stopped.
    static func stops(_ l: LayerEnd) -> String {
        var parts = l.stops.map { "\($0.key) \(seconds($0.time))" + ($0.finished ? "" : " (removed)") }
        parts += l.running.map { "\($0) still running" }
        return parts.isEmpty ? "-" : parts.joined(separator: ", ")
    }

    /// The summary table: one aligned row per layer.
    public var table: [String] {
        guard !layers.isEmpty else { return ["(no layers in the window)"] }
        var rows = [["layer", "lands at", "ends at", "opacity", "scale", "", "animations stop"]]
        for l in layers {
            rows.append([l.name, l.landing.map(RunSummary.seconds) ?? "-", RunSummary.point(l.position),
                         shortNumber(l.opacity), RunSummary.scale(l), l.inWindow ? "" : "removed", RunSummary.stops(l)])
        }
        return alignedRows(rows)
    }

    /// One line about the run: its end, and its params when `withParams`.
    public func headline(withParams: Bool = true) -> String {
        var s = "ends at \(RunSummary.seconds(endTime)) (\(endReason))"
        if withParams && !params.isEmpty { s += "; params " + params.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") }
        return s
    }

    /// What changed from `old` to `self`, one sentence a line ("coin3 lands at 1.25 s (was
    /// 1.3 s)"); empty when nothing did.
    public func changes(since old: RunSummary) -> [String] {
        var out: [String] = []
        let before = Dictionary(old.params.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        let now = Set(params.map(\.name))
        for p in params {
            if let was = before[p.name] {
                if was != p.value { out.append("param \(p.name) = \(p.value) (was \(was))") }
            } else {
                out.append("param \(p.name) is new (\(p.value))")
            }
        }
        for p in old.params where !now.contains(p.name) { out.append("param \(p.name) is gone") }

        // The motions, the causes, before their outcomes: each matched with the one on the same
        // layer under the same key in the last run; then each layer with the one of its name
        // (two "coin" layers are two layers).
        let motionPairs = RunSummary.matched(motions, old.motions) { $0.layer + "\u{0}" + $0.key }
        for (m, was) in motionPairs.pairs { if let was { out += m.changes(since: was) } }
        let layerPairs = RunSummary.matched(layers, old.layers) { $0.name }
        for (l, was) in layerPairs.pairs {
            guard let o = was else {
                var s = "\(l.name) is new: ends at \(RunSummary.point(l.position)), opacity \(shortNumber(l.opacity)), scale \(RunSummary.scale(l))"
                if let t = l.landing { s += ", lands at \(RunSummary.seconds(t))" }
                out.append(s)
                continue
            }
            out += RunSummary.layerChanges(l, was: o)
        }
        for o in layerPairs.gone { out.append("\(o.name) is gone") }

        let end = RunSummary.seconds(endTime), wasEnd = RunSummary.seconds(old.endTime)
        if end != wasEnd || endReason != old.endReason {
            var s = "the run ends at \(end) (was \(wasEnd))"
            if endReason != old.endReason { s = "the run ends at \(end), \(endReason) (was \(wasEnd), \(old.endReason))" }
            out.append(s)
        }
        return out
    }

    /// Each of `new` with the one of the same id in `old` (the first with the first, and so
    /// on; nil when `old` has fewer), and those of `old` left over, in order.
    static func matched<T>(_ new: [T], _ old: [T], id: (T) -> String) -> (pairs: [(T, T?)], gone: [T]) {
        var olds: [String: [T]] = [:]
        for o in old { olds[id(o), default: []].append(o) }
        var taken: [String: Int] = [:]
        let pairs: [(T, T?)] = new.map { n in
            let i = id(n), k = taken[i, default: 0]
            taken[i] = k + 1
            return (n, k < olds[i, default: []].count ? olds[i]![k] : nil)
        }
        var seen: [String: Int] = [:]
        let gone = old.filter { o in
            let i = id(o), k = seen[i, default: 0]
            seen[i] = k + 1
            return k >= taken[i, default: 0]
        }
        return (pairs, gone)
    }

    static func layerChanges(_ l: LayerEnd, was o: LayerEnd) -> [String] {
        var out: [String] = []
        let name = l.name
        switch (l.landing, o.landing) {
        case let (t?, w?) where seconds(t) != seconds(w):
            out.append("\(name) lands at \(seconds(t)) (was \(seconds(w)))")
        case let (t?, nil):
            out.append("\(name) lands at \(seconds(t)) (its animations did not stop before)")
        case (nil, _?):
            out.append("\(name)'s animations no longer stop" + (l.running.isEmpty ? " (it has none)" : " (still running at the end)"))
        default:
            break
        }
        // Per animation, when a layer has several: the stops other than the landing one.
        if l.stops.count > 1 || o.stops.count > 1 {
            var oldByKey: [String: [Stop]] = [:]
            for s in o.stops { oldByKey[s.key, default: []].append(s) }
            var newByKey: [String: [Stop]] = [:]
            for s in l.stops { newByKey[s.key, default: []].append(s) }
            for key in l.stops.map(\.key).uniqued() {
                let news = newByKey[key] ?? [], olds = oldByKey[key] ?? []
                for (k, s) in news.enumerated() {
                    if k < olds.count {
                        let t = seconds(s.time), w = seconds(olds[k].time)
                        if t != w && s.time != l.landing { out.append("\(name)'s \(key) stops at \(t) (was \(w))") }
                    } else {
                        out.append("\(name)'s \(key) is new (stops at \(seconds(s.time)))")
                    }
                }
            }
            for key in o.stops.map(\.key).uniqued() where newByKey[key] == nil {
                out.append("\(name)'s \(key) is gone")
            }
        }
        if point(l.position) != point(o.position) {
            out.append("\(name) ends at \(point(l.position)) (was \(point(o.position)))")
        }
        if shortNumber(l.opacity) != shortNumber(o.opacity) {
            out.append("\(name) ends at opacity \(shortNumber(l.opacity)) (was \(shortNumber(o.opacity)))")
        }
        if scale(l) != scale(o) {
            out.append("\(name) ends at scale \(scale(l)) (was \(scale(o)))")
        }
        if l.inWindow != o.inWindow {
            out.append(l.inWindow ? "\(name) stays in the window (it was removed)" : "\(name) is removed by the end (it stayed)")
        }
        return out
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
