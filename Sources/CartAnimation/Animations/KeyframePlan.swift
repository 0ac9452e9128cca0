/// The evaluation plan of an attached keyframe animation: its keyframes, the key times in use
/// and, for paths and splines, the curves and their arc-length tables (CA-SEMANTICS §4.2–4.4).
///
/// A class, built once by `prepare` and never changed after: copies of the animation share it,
/// and evaluating reads it in place (a struct held by the animation was copied, all its arrays
/// retained and released, at every sample). Never changed after its `init`, so one plan may be
/// read from any thread (`empty`; the scene's path cache shares a path's plan, `PathMeasureCache`).
final class KeyframePlan: @unchecked Sendable {
    /// The plan of an animation not yet prepared: one for all of them (each new keyframe
    /// animation made and freed one it never read).
    static let empty = KeyframePlan()

    private(set) var frames: [Value] = []
    /// Linear/cubic: n entries; discrete: n + 1; paced: implicit, by distance.
    private(set) var times: [Double] = []
    private(set) var mode: KeyframeAnimation.CalculationMode = .linear
    /// The curve per keyframe segment: the path's segments, or a spline's Bézier form for
    /// values of one or two components.
    private(set) var curves: [BezierSegment]?
    /// Arc length over `curves`, for the paced modes.
    private(set) var measure: PathMeasure?
    /// For splines of more than two components: Bézier control values per segment.
    private(set) var controlValues: [[[Double]]]?
    private(set) var kind: ValueKind = .number
    private(set) var isPath = false
    /// `frames` as points, when the key path is a point one (for `evaluatePoint`).
    private(set) var points: [Point]?

    init() {}

    /// The plan of `a` and what it warns of, taken from `measures` when `a` follows a path with
    /// nothing else to key on (no values, key times, timing functions or spline parameters): such
    /// a plan is the path's, its mode's and its key path's kind's alone, and a scene adding one
    /// path again and again (a coin per frame) builds it once.
    static func make(for a: KeyframeAnimation, measures: PathMeasureCache?) -> (KeyframePlan, [Warning.Cause]) {
        var warnings: [Warning.Cause] = []
        guard measures != nil, let path = a.path, a.values == nil, a.keyTimes == nil, a.timingFunctions == nil,
              a.tensionValues == nil, a.continuityValues == nil, a.biasValues == nil else {
            return (KeyframePlan(animation: a, measures: measures, warnings: &warnings), warnings)
        }
        return make(along: path, mode: a.calculationMode, keyPath: a.keyPath, measures: measures) { a }
    }

    /// The plan of a keyframe animation along `path` with nothing else to key on, and what it
    /// warns of (`make(for:measures:)`); `animation` makes one such (a plain animation's, made
    /// only when `measures` has no plan of the path yet).
    static func make(along path: BezierPath, mode: KeyframeAnimation.CalculationMode, keyPath: KeyPath,
                     measures: PathMeasureCache?,
                     animation: () -> KeyframeAnimation) -> (KeyframePlan, [Warning.Cause]) {
        func make() -> (KeyframePlan, [Warning.Cause]) {
            var warnings: [Warning.Cause] = []
            return (KeyframePlan(animation: animation(), measures: measures, warnings: &warnings), warnings)
        }
        guard let measures else { return make() }
        return measures.plan(along: path, mode: mode, kind: keyPath.kind, make: make)
    }

    /// `measures`, when given, supplies the arc-length tables of paths measured before.
    init(animation a: KeyframeAnimation, measures: PathMeasureCache?, warnings: inout [Warning.Cause]) {
        mode = a.calculationMode
        kind = a.keyPath.kind
        if let path = a.path {
            if a.values != nil { warnings.append(.valuesOverriddenByPath) }
            isPath = true
            let shape = measures?.shape(of: path) ?? PathShape(path)
            frames = shape.frames
            curves = shape.segments
            if kind == .point { points = shape.points }
            if frames.isEmpty { warnings.append(.pathDrawsNothing) }
            // [ASSUME PATH-cubic] A path's segments are already curves: cubic behaves as linear,
            // cubicPaced as paced.
            if mode == .cubic { mode = .linear }
            if mode == .cubicPaced { mode = .paced }
        } else {
            frames = a.values ?? []
            if kind == .point {
                let p = frames.compactMap { v -> Point? in if case .point(let p) = v { return p } else { return nil } }
                if p.count == frames.count { points = p }
            }
        }
        let n = frames.count
        let paced = mode == .paced || mode == .cubicPaced
        if paced {
            if a.keyTimes != nil { warnings.append(.keyTimesInPacedMode(mode)) }
            if a.timingFunctions != nil {
                warnings.append(.timingFunctionsInPacedMode(mode))
            }
        }
        if !isPath && (mode == .cubic || mode == .cubicPaced) && n >= 2 {
            buildSpline(a, warnings: &warnings)
        }
        if mode == .discrete {
            times = KeyframePlan.validTimes(a.keyTimes, count: n + 1, warnings: &warnings) ?? KeyframePlan.even(n + 1, over: n)
        } else if paced {
            if let curves, let m = measures?.measure(curves) ?? PathMeasure(segments: curves) {
                measure = m
                times = m.totalLength > 0 ? m.startFractions : KeyframePlan.even(n, over: n - 1)
            } else {
                times = KeyframePlan.pacedTimes(frames)
            }
        } else {
            times = KeyframePlan.validTimes(a.keyTimes, count: n, warnings: &warnings) ?? KeyframePlan.even(n, over: n - 1)
        }
    }

    /// `count` evenly spaced times i / divisor ([ASSUME KT-default] for discrete: i / n).
    static func even(_ count: Int, over divisor: Int) -> [Double] {
        guard count > 0 else { return [] }
        guard divisor > 0 else { return [Double](repeating: 0, count: count) }
        return (0..<count).map { Double($0) / Double(divisor) }
    }

    /// The given keyTimes if valid: `count` entries, non-decreasing, within [0, 1], first 0,
    /// last 1. Invalid arrays "are ignored" [DOC]; a wrong count too ([ASSUME KT-count]).
    static func validTimes(_ kt: [Double]?, count: Int, warnings: inout [Warning.Cause]) -> [Double]? {
        guard let kt else { return nil }
        var problem: String?
        if kt.count != count {
            problem = "there are \(kt.count) of them for \(count) expected"
        } else if kt.contains(where: { !($0 >= 0 && $0 <= 1) }) {
            problem = "they must lie within 0…1"
        } else if zip(kt, kt.dropFirst()).contains(where: { $0 > $1 }) {
            problem = "they must not decrease"
        } else if kt.first != 0 || kt.last != 1 {
            problem = "the first must be 0 and the last 1"
        }
        guard let problem else { return kt }
        warnings.append(.invalidKeyTimes(problem: problem))
        return nil
    }

    /// Paced key times: proportional to the cumulative distance between keyframes (§4.3);
    /// even when the keyframes do not move.
    static func pacedTimes(_ frames: [Value]) -> [Double] {
        let n = frames.count
        guard n >= 2 else { return even(n, over: 1) }
        var cum = [0.0]
        for i in 1..<n { cum.append(cum[i - 1] + Value.distance(frames[i - 1], frames[i])) }
        let total = cum[n - 1]
        guard total > 0 else { return even(n, over: n - 1) }
        return cum.map { $0 / total }
    }

    /// Kochanek–Bartels tangents (§4.3) and the spline's Bézier form. Endpoints repeat the
    /// missing neighbour ([ASSUME CUBIC-ends]); tangents are not scaled for uneven keyTimes.
    private func buildSpline(_ a: KeyframeAnimation, warnings: inout [Warning.Cause]) {
        let comps = frames.compactMap(\.components)
        guard comps.count == frames.count, let dim = comps.first?.count else {
            warnings.append(.cubicNeedsNumbers(mode))
            mode = mode == .cubic ? .linear : .paced
            return
        }
        let n = comps.count
        func param(_ arr: [Double]?, _ i: Int) -> Double { (arr != nil && i < arr!.count) ? arr![i] : 0 }
        func p(_ i: Int) -> [Double] { comps[min(max(i, 0), n - 1)] }
        var outgoing: [[Double]] = [], incoming: [[Double]] = []
        for i in 0..<n {
            let t = param(a.tensionValues, i), c = param(a.continuityValues, i), b = param(a.biasValues, i)
            let back = zip(p(i), p(i - 1)).map { $0 - $1 }, fwd = zip(p(i + 1), p(i)).map { $0 - $1 }
            let d0 = (1 - t) * (1 + b) * (1 + c) / 2, d1 = (1 - t) * (1 - b) * (1 - c) / 2
            let s0 = (1 - t) * (1 + b) * (1 - c) / 2, s1 = (1 - t) * (1 - b) * (1 + c) / 2
            outgoing.append((0..<dim).map { d0 * back[$0] + d1 * fwd[$0] })
            incoming.append((0..<dim).map { s0 * back[$0] + s1 * fwd[$0] })
        }
        // Hermite (P_i, P_i+1, D_i, S_i+1) as a cubic Bézier: P_i, P_i + D_i/3, P_i+1 − S_i+1/3, P_i+1.
        var controls: [[[Double]]] = []
        for i in 0..<(n - 1) {
            let b1 = (0..<dim).map { comps[i][$0] + outgoing[i][$0] / 3 }
            let b2 = (0..<dim).map { comps[i + 1][$0] - incoming[i + 1][$0] / 3 }
            controls.append([comps[i], b1, b2, comps[i + 1]])
        }
        if dim <= 2 {
            func pt(_ c: [Double]) -> Point { Point(x: c[0], y: dim == 2 ? c[1] : 0) }
            curves = controls.map { .cubic(pt($0[0]), pt($0[1]), pt($0[2]), pt($0[3])) }
        } else {
            controlValues = controls
            if mode == .cubicPaced {
                warnings.append(.cubicPacedOnComponents(dim))
                mode = .cubic
            }
        }
    }

    /// Where eased progress `g` falls; `evaluate` and `evaluatePoint` turn it into a value.
    enum Spot {
        /// Keyframe i holds (discrete mode, or a single keyframe).
        case frame(Int)
        /// Parameter t on curve i (a path's segment, or a spline of one or two components).
        case curve(Int, Double)
        /// Parameter t on the Bézier control values of segment i (splines of more components).
        case controls(Int, Double)
        /// Fraction s of the way from keyframe i to keyframe i + 1.
        case between(Int, Double)
    }

    func spot(_ g: Double, timingFunctions: [TimingFunction]?) -> Spot? {
        let n = frames.count
        guard n > 0 else { return nil }
        if n == 1 { return .frame(0) }
        switch mode {
        case .discrete:
            // Value i holds on [kt_i, kt_i+1); the last value from kt_n−1 to the end (§4.2).
            var i = 0
            while i < n - 1 && times[i + 1] <= g { i += 1 }
            return .frame(i)
        case .paced, .cubicPaced:
            if let measure, curves != nil {
                let (i, t) = measure.location(atFraction: g)
                return .curve(i, t)
            }
            let (i, s) = segment(at: g)
            return .between(i, s)
        case .linear, .cubic:
            let (i, s) = segment(at: g)
            // The animation's timingFunction came first; then the segment's ([DOC]);
            // missing entries are linear ([ASSUME TF-missing]).
            let s2 = (timingFunctions != nil && i < timingFunctions!.count) ? timingFunctions![i].evaluate(s) : s
            if curves != nil { return .curve(i, s2) }
            if controlValues != nil { return .controls(i, s2) }
            return .between(i, s2)
        }
    }

    /// The value at eased progress `g` and, for point values, the direction of travel.
    func evaluate(_ g: Double, timingFunctions: [TimingFunction]?) -> (Value, Point?)? {
        switch spot(g, timingFunctions: timingFunctions) {
        case nil: return nil
        case .frame(let i)?: return (frames[i], nil)
        case .curve(let i, let t)?: return curveValue(curves![i], t)
        case .controls(let i, let t)?: return (bezierValue(controlValues![i], t), nil)
        case .between(let i, let s)?: return interpolate(i, s)
        }
    }

    /// `evaluate` for keyframes that are points (`points` is set), without boxing each into a
    /// `Value`: the same arithmetic (`curveValue`, `interpolate`) on `Point`s.
    func evaluatePoint(_ g: Double, timingFunctions: [TimingFunction]?) -> (Point, Point?)? {
        guard let points else { return nil }
        switch spot(g, timingFunctions: timingFunctions) {
        case nil, .controls?: return nil
        case .frame(let i)?: return (points[i], nil)
        case .curve(let i, let t)?:
            let c = curves![i]
            return (c.point(at: t), c.tangent(at: t))
        case .between(let i, let s)?: return (Point.lerp(points[i], points[i + 1], s), points[i + 1] - points[i])
        }
    }

    /// The last segment i (≤ n − 2) with times[i] ≤ g and the local progress in it; a
    /// zero-length span counts as complete (§4.3 step 2).
    func segment(at g: Double) -> (Int, Double) {
        let n = frames.count
        var i = 0
        while i < n - 2 && times[i + 1] <= g { i += 1 }
        let span = times[i + 1] - times[i]
        return (i, span > 0 ? (g - times[i]) / span : 1)
    }

    func interpolate(_ i: Int, _ s: Double) -> (Value, Point?) {
        let v = Value.interpolate(frames[i], frames[i + 1], s)
        if case .point(let a) = frames[i], case .point(let b) = frames[i + 1] { return (v, b - a) }
        return (v, nil)
    }

    /// A point on a path segment at parameter t ([ASSUME PATH-linear-param]: time maps linearly
    /// to the Bézier parameter inside a segment), or a spline value of one or two components.
    func curveValue(_ c: BezierSegment, _ t: Double) -> (Value, Point?) {
        let p = c.point(at: t)
        switch kind {
        case .point: return (.point(p), c.tangent(at: t))
        case .size: return (.size(Size(width: p.x, height: p.y)), nil)
        default: return (.number(p.x), nil)
        }
    }

    func bezierValue(_ c: [[Double]], _ t: Double) -> Value {
        let u = 1 - t
        let k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
        let comps = (0..<c[0].count).map { j in k[0] * c[0][j] + k[1] * c[1][j] + k[2] * c[2][j] + k[3] * c[3][j] }
        return Value.from(components: comps, kind: kind) ?? frames[0]
    }
}
