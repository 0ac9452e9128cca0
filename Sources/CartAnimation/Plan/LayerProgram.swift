/// One layer's part of the evaluation plan: its model, its clock and its attached animations
/// compiled into `PlanStep`s, in `animationKeys()` order. Made from the layer when something
/// about it changed (`PlanMark`), read at every sample after. A layer with an animation of a
/// shape the plan does not specialise keeps `general` and is evaluated by
/// `Layer.presentation(atLocalTime:)`, the general evaluator, whose rules every step follows.
final class LayerProgram {
    /// The layer, for `general` (it owns this program).
    unowned let layer: Layer
    let name: String
    let serial: Int
    let clock: LayerClock
    /// The model, which every step starts from.
    let base: LayerState
    /// Evaluate with the general evaluator.
    let general: Bool
    private let steps: [PlanStep]
    /// The paths of `pacedPath` steps.
    private let paths: [ArcLengthInverse]

    init(_ layer: Layer) {
        self.layer = layer
        name = layer.displayName
        serial = layer.serial
        clock = layer.clock
        base = layer.model
        var compiler = Compiler(model: layer.model, measures: layer.scene?.pathMeasures)
        var ok = true
        for att in layer.attachments where ok { ok = compiler.add(att.animation) }
        general = !ok
        steps = ok ? compiler.steps : []
        paths = ok ? compiler.paths : []
    }

    /// The presentation state at local time `local` (`Layer.presentation(atLocalTime:)`).
    @inline(__always)
    func presentation(atLocalTime local: Double) -> LayerState {
        if general { return layer.presentation(atLocalTime: local) }
        var state = base
        if steps.isEmpty { return state }
        var turn: Double?
        steps.withUnsafeBufferPointer { steps in
            paths.withUnsafeBufferPointer { paths in
                LayerProgram.run(steps, 0..<steps.count, paths, parentTime: local, holdAtEnd: false,
                                 state: &state, turn: &turn)
            }
        }
        state.turn(by: turn)
        return state
    }

    /// Runs `range` of `steps` at parent time `tp`, as each animation's `apply` would.
    private static func run(_ steps: UnsafeBufferPointer<PlanStep>, _ range: Range<Int>,
                            _ paths: UnsafeBufferPointer<ArcLengthInverse>, parentTime tp: Double,
                            holdAtEnd hold: Bool, state: inout LayerState, turn: inout Double?) {
        var i = range.lowerBound
        while i < range.upperBound {
            switch steps[i] {
            case .group(let g):
                if let (time, childHold) = g.childTime(parentTime: tp, holdAtEnd: hold) {
                    run(steps, (i + 1)..<(i + 1 + g.span), paths, parentTime: time, holdAtEnd: childHold,
                        state: &state, turn: &turn)
                }
                i += g.span
            case .number(let n): n.apply(parentTime: tp, holdAtEnd: hold, to: &state)
            case .spring(let s): s.apply(parentTime: tp, holdAtEnd: hold, to: &state)
            case .pacedPath(let p): p.apply(parentTime: tp, holdAtEnd: hold, paths: paths, to: &state, turn: &turn)
            }
            i += 1
        }
    }
}

/// Turns attached animations into steps; `add` says false for a shape it does not specialise.
private struct Compiler {
    let model: LayerState
    let measures: PathMeasureCache?
    var steps: [PlanStep] = []
    var paths: [ArcLengthInverse] = []

    init(model: LayerState, measures: PathMeasureCache?) {
        self.model = model
        self.measures = measures
    }

    mutating func add(_ a: Animation) -> Bool {
        switch a {
        case let g as AnimationGroup:
            let at = steps.count
            steps.append(.group(GroupStep(timing: g.timing, timingFunction: g.timingFunction, span: 0)))
            for child in g.animations { guard add(child) else { return false } }
            steps[at] = .group(GroupStep(timing: g.timing, timingFunction: g.timingFunction, span: steps.count - at - 1))
            return true
        case let s as SpringAnimation:
            guard let (from, to) = s.numberEndpoints(model: model) else { return false }
            steps.append(.spring(SpringStep(timing: s.timing, curve: s.curve, keyPath: s.keyPath, additive: s.additive,
                                            cumulative: s.cumulative, from: from, to: to)))
            return true
        case let b as BasicAnimation where type(of: b) == BasicAnimation.self:
            guard let (from, to) = b.numberEndpoints(model: model) else { return false }
            steps.append(.number(NumberStep(timing: b.timing, timingFunction: b.timingFunction, keyPath: b.keyPath,
                                            additive: b.additive, from: from, to: to,
                                            delta: b.cumulative ? Double.subtract(to, from) : nil)))
            return true
        case let k as KeyframeAnimation:
            return addPacedPath(k)
        default:
            // The base classes apply nothing; a subclass from elsewhere goes to the general evaluator.
            return type(of: a) == Animation.self || type(of: a) == PropertyAnimation.self
        }
    }

    /// A paced path on a point key path, as `KeyframePlan.spot` takes it: two keyframes or more,
    /// measured curves, points.
    private mutating func addPacedPath(_ k: KeyframeAnimation) -> Bool {
        let plan = k.plan
        guard !k.additive, !k.cumulative, plan.isPath, plan.mode == .paced, plan.measure != nil,
              plan.points != nil, plan.frames.count >= 2, let curves = plan.curves,
              let inverse = measures?.inverse(curves) ?? PathMeasure(segments: curves).map(ArcLengthInverse.init)
        else { return false }
        paths.append(inverse)
        steps.append(.pacedPath(PacedPathStep(timing: k.timing, timingFunction: k.timingFunction, keyPath: k.keyPath,
                                              rotationMode: k.rotationMode, path: paths.count - 1)))
        return true
    }
}
