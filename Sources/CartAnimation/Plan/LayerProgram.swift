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
    /// Unique in the scene (`PlanBoard.nextProgramNumber`): a layer's name and model are the same
    /// while it is.
    let number: Int
    /// `number`, or 0 when the steps change more than `SampleMotion`'s values (or `general`):
    /// a line writer may keep the rest of the line while `id` stays.
    let id: Int
    /// The steps in order, and each kind's own (`PlanStep`).
    private let order: StepList<PlanStep>
    private let groups: StepList<GroupStep>
    private let numbers: StepList<NumberStep>
    private let springs: StepList<SpringStep>
    private let paced: StepList<PacedPathStep>
    /// The paths of `pacedPath` steps.
    private let paths: StepList<ArcLengthInverse>

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
        if !ok { compiler = Compiler(model: layer.model, measures: nil) }
        order = StepList(compiler.order)
        groups = StepList(compiler.groups)
        numbers = StepList(compiler.numbers)
        springs = StepList(compiler.springs)
        paced = StepList(compiler.paced)
        paths = StepList(compiler.paths)
        number = layer.planMark.board.nextProgramNumber()
        id = ok && compiler.motionOnly ? number : 0
    }

    deinit {
        order.free(); groups.free(); numbers.free(); springs.free(); paced.free(); paths.free()
    }

    /// The presentation state at local time `local` (`Layer.presentation(atLocalTime:)`).
    @inline(__always)
    func presentation(atLocalTime local: Double) -> LayerState {
        if general { return layer.presentation(atLocalTime: local) }
        var state = base
        if order.count == 0 { return state }
        var turn: Double?
        run(0..<order.count, parentTime: local, holdAtEnd: false, state: &state, turn: &turn)
        state.turn(by: turn)
        return state
    }

    /// What `presentation(atLocalTime:)` gives for `SampleMotion`'s values, written into `state`
    /// (whose other values are left as they are: the steps of a program with an `id` touch
    /// none of them), with no copy of the model's strings.
    @inline(__always)
    func motion(atLocalTime local: Double, in state: inout LayerState) {
        state.position = base.position
        state.opacity = base.opacity
        state.transform = base.transform
        if order.count == 0 { return }
        var turn: Double?
        run(0..<order.count, parentTime: local, holdAtEnd: false, state: &state, turn: &turn)
        state.turn(by: turn)
    }

    /// Runs `range` of the steps at parent time `tp`, as each animation's `apply` would.
    private func run(_ range: Range<Int>, parentTime tp: Double, holdAtEnd hold: Bool,
                     state: inout LayerState, turn: inout Double?) {
        var i = range.lowerBound
        while i < range.upperBound {
            let step = order[i], k = Int(step.index)
            switch step.kind {
            case .group:
                let span = groups[k].span
                if let (time, childHold) = groups[k].childTime(parentTime: tp, holdAtEnd: hold) {
                    run((i + 1)..<(i + 1 + span), parentTime: time, holdAtEnd: childHold, state: &state, turn: &turn)
                }
                i += span
            case .number: numbers[k].apply(parentTime: tp, holdAtEnd: hold, to: &state)
            case .spring: springs[k].apply(parentTime: tp, holdAtEnd: hold, to: &state)
            case .pacedPath: paced[k].apply(parentTime: tp, holdAtEnd: hold, paths: paths, to: &state, turn: &turn)
            }
            i += 1
        }
    }
}

/// Turns attached animations into steps; `add` says false for a shape it does not specialise.
private struct Compiler {
    let model: LayerState
    let measures: PathMeasureCache?
    var order: [PlanStep] = []
    var groups: [GroupStep] = []
    var numbers: [NumberStep] = []
    var springs: [SpringStep] = []
    var paced: [PacedPathStep] = []
    var paths: [ArcLengthInverse] = []
    /// Every step so far writes only `SampleMotion`'s values.
    var motionOnly = true

    init(model: LayerState, measures: PathMeasureCache?) {
        self.model = model
        self.measures = measures
    }

    private mutating func append(_ kind: PlanStep.Kind, _ index: Int) {
        order.append(PlanStep(kind: kind, index: Int32(index)))
    }

    mutating func add(_ a: Animation) -> Bool {
        switch a {
        case let g as AnimationGroup:
            let at = order.count, k = groups.count
            groups.append(GroupStep(timing: g.timing, timingFunction: g.timingFunction, span: 0))
            append(.group, k)
            for child in g.animations { guard add(child) else { return false } }
            groups[k].span = order.count - at - 1
            return true
        case let s as SpringAnimation:
            guard let (from, to) = s.numberEndpoints(model: model) else { return false }
            motionOnly = motionOnly && s.keyPath.isMotion
            springs.append(SpringStep(timing: s.timing, curve: s.curve, keyPath: s.keyPath, additive: s.additive,
                                      cumulative: s.cumulative, from: from, to: to))
            append(.spring, springs.count - 1)
            return true
        case let b as BasicAnimation where type(of: b) == BasicAnimation.self:
            guard let (from, to) = b.numberEndpoints(model: model) else { return false }
            motionOnly = motionOnly && b.keyPath.isMotion
            numbers.append(NumberStep(timing: b.timing, timingFunction: b.timingFunction, keyPath: b.keyPath,
                                      additive: b.additive, from: from, to: to,
                                      delta: b.cumulative ? Double.subtract(to, from) : nil))
            append(.number, numbers.count - 1)
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
        motionOnly = motionOnly && k.keyPath.isMotion
        paced.append(PacedPathStep(timing: k.timing, timingFunction: k.timingFunction, keyPath: k.keyPath,
                                   rotationMode: k.rotationMode, path: paths.count - 1))
        append(.pacedPath, paced.count - 1)
        return true
    }
}
