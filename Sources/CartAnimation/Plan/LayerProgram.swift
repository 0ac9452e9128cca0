/// One layer's part of the evaluation plan: its model, its clock and its attached animations
/// compiled into `PlanStep`s, in `animationKeys()` order. Made from the layer when something
/// about it changed (`PlanMark`), read at every sample after. A layer with an animation of a
/// shape the plan does not specialise keeps `general` and is evaluated by
/// `Layer.presentation(atLocalTime:)`, the general evaluator, whose rules every step follows.
///
/// The fields a sample reads come first, and the steps lie in one allocation (`StepArena`).
/// Evaluating changes nothing in the program: two threads may evaluate two programs at once.
final class LayerProgram {
    let clock: LayerClock
    /// `number`, or 0 when the steps change more than `SampleMotion`'s values (or `general`):
    /// a line writer may keep the rest of the line while `id` stays.
    let id: Int
    /// Unique in the scene (`PlanBoard.nextProgramNumber`): a layer's name and model are the same
    /// while it is.
    let number: Int
    let serial: Int
    /// Evaluate with the general evaluator.
    let general: Bool
    /// `motion(atLocalTime:)` runs the steps on a `MotionState` (from `motionBase` and
    /// `motionParts`), not on a `LayerState`.
    let partsModel: Bool
    /// The model's own line values and transform parts.
    private let motionBase: SampleMotion
    private let motionParts: TransformParts
    /// The steps in order, and each kind's own (`PlanStep`), in `arena`.
    private let order: StepList<PlanStep>
    private let groups: StepList<GroupStep>
    private let numbers: StepList<NumberStep>
    private let springs: StepList<SpringStep>
    private let paced: StepList<PacedPathStep>
    /// The paths of `pacedPath` steps, and the timing functions' curves (`Easing`).
    private let paths: StepList<ArcLengthInverse>
    private let curves: StepList<UnitBezier>
    private let arena: StepArena
    /// The layer, for `general` (it owns this program).
    unowned let layer: Layer
    let name: String
    /// The model, which every step starts from.
    let base: LayerState

    /// `scratch`: the arrays to compile in, taken back emptied with their room (a coin's
    /// program was a dozen allocations and reallocations of them).
    init(_ layer: Layer, scratch: CompilerScratch? = nil) {
        self.layer = layer
        name = layer.displayName
        serial = layer.serial
        clock = layer.clock
        // The model read once: each read copies the state, its strings retained. The compiler
        // borrows it; the program keeps it, moved in last.
        let model = layer.model
        var compiler = Compiler(measures: layer.scene?.pathMeasures)
        scratch?.lend(to: &compiler)
        defer { scratch?.takeBack(from: &compiler) }
        var ok = true
        for att in layer.attachments where ok {
            switch att.copy {
            case .made(let a): ok = compiler.add(a, parent: -1, model: model)
            case .plain(let p): ok = compiler.add(plain: p, model: model)
            }
        }
        general = !ok
        if !ok { compiler = Compiler(measures: nil) }
        var arena = StepArena(size: StepArena.room(compiler.order) + StepArena.room(compiler.groups)
                                  + StepArena.room(compiler.numbers) + StepArena.room(compiler.springs)
                                  + StepArena.room(compiler.paced) + StepArena.room(compiler.paths)
                                  + StepArena.room(compiler.curves))
        order = arena.place(compiler.order)
        groups = arena.place(compiler.groups)
        numbers = arena.place(compiler.numbers)
        springs = arena.place(compiler.springs)
        paced = arena.place(compiler.paced)
        paths = arena.place(compiler.paths)
        curves = arena.place(compiler.curves)
        self.arena = arena
        number = layer.planMark.board.nextProgramNumber()
        id = ok && compiler.motionOnly ? number : 0
        motionBase = SampleMotion(model)
        motionParts = model.transform.parts
        partsModel = id != 0 && compiler.partsModel
            && (!compiler.writesParts || MotionState.startsFrom(model.transform))
        base = consume model
    }

    deinit {
        StepArena.release(order); StepArena.release(groups); StepArena.release(numbers)
        StepArena.release(springs); StepArena.release(paced); StepArena.release(paths)
        StepArena.release(curves)
        arena.free()
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

    /// `SampleMotion` of `presentation(atLocalTime:)`, for a program with an `id`: run on the
    /// line's values alone (`MotionState`) where the steps allow, to the trace's 4 decimals
    /// (`MotionState` says why); else through a state of its own, to the bit.
    @inline(__always)
    func motion(atLocalTime local: Double) -> SampleMotion {
        guard partsModel else {
            var state = LayerState()
            motion(atLocalTime: local, in: &state)
            return SampleMotion(state)
        }
        if order.count == 0 { return motionBase }
        var state = MotionState(base: motionBase, parts: motionParts)
        var turn: Double?
        run(0..<order.count, parentTime: local, holdAtEnd: false, state: &state, turn: &turn)
        return state.motion(base: motionBase)
    }

    /// How many steps take the timing sample of the step before (for tests).
    var sharedTimings: Int { (0..<order.count).filter { order[$0].sharesTiming }.count }

    /// Runs `range` of the steps at parent time `tp`, as each animation's `apply` would.
    private func run<T: StepTarget>(_ range: Range<Int>, parentTime tp: Double, holdAtEnd hold: Bool,
                                    state: inout T, turn: inout Double?) {
        var i = range.lowerBound
        var last: TimingSample?
        while i < range.upperBound {
            let step = order[i], k = Int(step.index)
            if step.kind == .group {
                let span = groups[k].span
                if let (time, childHold) = groups[k].childTime(parentTime: tp, holdAtEnd: hold, curves) {
                    run((i + 1)..<(i + 1 + span), parentTime: time, holdAtEnd: childHold, state: &state, turn: &turn)
                }
                i += span + 1
                continue
            }
            // One dispatch a step: its timing sample (or the one before it shares), then its apply.
            // Written out per kind: the three alike folded into a local function cost the helper
            // +33 k instructions a coin (callgrind, coins-4000), the sample no longer inlined.
            switch step.kind {
            case .number:
                let s = step.sharesTiming ? last : numbers[k].timing.sample(parentTime: tp, holdAtEnd: hold)
                last = s
                if let s { numbers[k].apply(s, curves, to: &state) }
            case .spring:
                let s = step.sharesTiming ? last : springs[k].timing.sample(parentTime: tp, holdAtEnd: hold)
                last = s
                if let s { springs[k].apply(s, to: &state) }
            default:
                let s = step.sharesTiming ? last : paced[k].timing.sample(parentTime: tp, holdAtEnd: hold)
                last = s
                if let s { paced[k].apply(s, curves, paths: paths, to: &state, turn: &turn) }
            }
            i += 1
        }
    }
}

/// The lists a `Compiler` fills, kept between compiles with their room: lent to each compiler
/// (moved, so it appends without a copy) and taken back emptied. One per `ScenePlan`, whose
/// `refresh` compiles one program at a time.
final class CompilerScratch {
    fileprivate var order = ScratchList<PlanStep>()
    fileprivate var groups = ScratchList<GroupStep>()
    fileprivate var numbers = ScratchList<NumberStep>()
    fileprivate var springs = ScratchList<SpringStep>()
    fileprivate var paced = ScratchList<PacedPathStep>()
    fileprivate var paths = ScratchList<ArcLengthInverse>()
    fileprivate var curves = ScratchList<UnitBezier>()

    fileprivate func lend(to c: inout Compiler) {
        swap(&order, &c.order); swap(&groups, &c.groups); swap(&numbers, &c.numbers)
        swap(&springs, &c.springs); swap(&paced, &c.paced); swap(&paths, &c.paths); swap(&curves, &c.curves)
    }

    fileprivate func takeBack(from c: inout Compiler) {
        lend(to: &c)
        order.reset(); groups.reset(); numbers.reset(); springs.reset(); paced.reset(); paths.reset(); curves.reset()
    }
}

/// A list a compiler appends to and that is emptied by forgetting its count: the elements stay
/// (written over by the next compile), so emptying keeps the room without a pass over them
/// (`removeAll(keepingCapacity:)` on seven arrays was ~800 instructions a coin).
struct ScratchList<Element> {
    private(set) var items: [Element] = []
    private(set) var count = 0

    mutating func append(_ x: Element) {
        if count < items.count { items[count] = x } else { items.append(x) }
        count += 1
    }

    subscript(i: Int) -> Element {
        get { items[i] }
        set { items[i] = newValue }
    }

    mutating func reset() { count = 0 }
}

/// Turns attached animations into steps; `add` says false for a shape it does not specialise.
private struct Compiler {
    let measures: PathMeasureCache?
    var order = ScratchList<PlanStep>()
    var groups = ScratchList<GroupStep>()
    var numbers = ScratchList<NumberStep>()
    var springs = ScratchList<SpringStep>()
    var paced = ScratchList<PacedPathStep>()
    var paths = ScratchList<ArcLengthInverse>()
    var curves = ScratchList<UnitBezier>()
    /// Every step so far writes only `SampleMotion`'s values.
    var motionOnly = true
    /// Every step so far keeps `MotionState`'s parts model, and whether one writes a part.
    var partsModel = true
    var writesParts = false
    /// The last leaf step's parent (the order index of its group, −1 for none) and timing.
    private var lastLeaf: (parent: Int, at: Int, timing: TimingPlan)?

    init(measures: PathMeasureCache?) {
        self.measures = measures
    }

    /// Appends a leaf step, sharing the previous step's timing sample where that is its sibling
    /// with the same timing.
    private mutating func append(_ kind: PlanStep.Kind, _ index: Int, timing: TimingPlan, parent: Int) {
        let shares = lastLeaf.map { $0.at == order.count - 1 && $0.parent == parent && $0.timing.isSame(as: timing) }
        lastLeaf = (parent, order.count, timing)
        order.append(PlanStep(kind: kind, sharesTiming: shares ?? false, index: Int32(index)))
    }

    private mutating func easing(_ f: TimingFunction?) -> Easing {
        guard let f else { return .none }
        curves.append(f.bezier)
        return Easing(curve: Int32(curves.count - 1))
    }

    /// Notes what a number step on `keyPath` means for the line and the parts model.
    private mutating func note(_ keyPath: KeyPath, additive: Bool, positive: Bool) {
        motionOnly = motionOnly && keyPath.isMotion
        partsModel = partsModel && MotionState.takes(keyPath, additive: additive, positive: positive)
        writesParts = writesParts || MotionState.isPart(keyPath)
    }

    /// `parent`: the order index of the group `a` is in, −1 for none; `model`: the layer's,
    /// which from/to/by animations read.
    mutating func add(_ a: Animation, parent: Int, model: LayerState) -> Bool {
        switch a {
        case let g as AnimationGroup:
            let (at, k) = beginGroup(g.timing, g.timingFunction)
            for child in g.animations { guard add(child, parent: at, model: model) else { return false } }
            groups[k].span = order.count - at - 1
            return true
        case let s as SpringAnimation:
            guard let (from, to) = s.numberEndpoints(model: model) else { return false }
            note(s.keyPath, additive: s.additive, positive: false)
            springs.append(SpringStep(timing: TimingPlan(s.timing), curve: s.curve, keyPath: s.keyPath,
                                      additive: s.additive, cumulative: s.cumulative, from: from, to: to))
            append(.spring, springs.count - 1, timing: springs[springs.count - 1].timing, parent: parent)
            return true
        case let b as BasicAnimation where type(of: b) == BasicAnimation.self:
            return addNumber(b, parent: parent, model: model)
        case let k as KeyframeAnimation:
            return addPacedPath(k, parent: parent)
        default:
            // The base classes apply nothing; a subclass from elsewhere goes to the general evaluator.
            return type(of: a) == Animation.self || type(of: a) == PropertyAnimation.self
        }
    }

    private mutating func addNumber(_ b: BasicAnimation, parent: Int, model: LayerState) -> Bool {
        guard let (from, to) = b.numberEndpoints(model: model) else { return false }
        addNumber(b.keyPath, from, to, b.timing, b.timingFunction, additive: b.additive, cumulative: b.cumulative,
                  parent: parent)
        return true
    }

    /// A group's step, its animations' to follow: its order index and its place in `groups`.
    private mutating func beginGroup(_ timing: MediaTiming, _ f: TimingFunction?) -> (at: Int, k: Int) {
        let at = order.count, k = groups.count
        groups.append(GroupStep(timing: TimingPlan(timing), easing: easing(f), span: 0))
        order.append(PlanStep(kind: .group, sharesTiming: false, index: Int32(k)))
        return (at, k)
    }

    /// A number animation's step between its two ends (`BasicAnimation.endpoints`).
    private mutating func addNumber(_ keyPath: KeyPath, _ from: Double, _ to: Double, _ timing: MediaTiming,
                                    _ f: TimingFunction?, additive: Bool, cumulative: Bool, parent: Int) {
        // Values between two positive ends, by a curve that stays in [0, 1], stay positive.
        let range = f?.range ?? (min: 0, max: 1)
        let positive = !cumulative && min(from, to) >= 1e-6 && max(from, to) <= 1e6 && range.min >= 0 && range.max <= 1
        note(keyPath, additive: additive, positive: positive)
        numbers.append(NumberStep(timing: TimingPlan(timing), easing: easing(f), keyPath: keyPath,
                                  additive: additive, cumulative: cumulative, from: from, to: to,
                                  delta: cumulative ? Double.subtract(to, from) : 0))
        append(.number, numbers.count - 1, timing: numbers[numbers.count - 1].timing, parent: parent)
    }

    private mutating func addPacedPath(_ k: KeyframeAnimation, parent: Int) -> Bool {
        addPacedPath(k.plan, k.keyPath, k.rotationMode, k.timing, k.timingFunction, additive: k.additive,
                     cumulative: k.cumulative, parent: parent)
    }

    /// A paced path on a point key path, as `KeyframePlan.spot` takes it: two keyframes or more,
    /// measured curves, points.
    private mutating func addPacedPath(_ plan: KeyframePlan, _ keyPath: KeyPath, _ rotationMode: KeyframeAnimation.RotationMode?,
                                       _ timing: MediaTiming, _ f: TimingFunction?, additive: Bool, cumulative: Bool,
                                       parent: Int) -> Bool {
        guard !additive, !cumulative, plan.isPath, plan.mode == .paced, plan.measure != nil,
              plan.points != nil, plan.frames.count >= 2, let curves = plan.curves,
              let inverse = measures?.inverse(curves) ?? PathMeasure(segments: curves).map({ ArcLengthInverse($0) })
        else { return false }
        paths.append(inverse)
        motionOnly = motionOnly && keyPath.isMotion
        // The tangent's turn is applied to the matrix (`LayerState.turn(by:)`).
        partsModel = partsModel && rotationMode == nil
        paced.append(PacedPathStep(timing: TimingPlan(timing), easing: easing(f), keyPath: keyPath,
                                   rotationMode: rotationMode, path: paths.count - 1))
        append(.pacedPath, paced.count - 1, timing: paced[paced.count - 1].timing, parent: parent)
        return true
    }

    /// An animation attached as plain values (`PlainAnimation`), as `add` takes its copy: the
    /// same steps, from the same rules.
    mutating func add(plain p: borrowing PlainAnimation, model: LayerState) -> Bool {
        p.nodes.withUnsafeBufferPointer { nodes in
            let top = nodes.baseAddress!
            guard top.pointee.kind == .group else { return add(leaf: top, parent: -1, model: model) }
            let (at, k) = beginGroup(top.pointee.timing, top.pointee.timingFunction)
            for i in 1..<nodes.count { guard add(leaf: top + i, parent: at, model: model) else { return false } }
            groups[k].span = order.count - at - 1
            return true
        }
    }

    /// A leaf's node, read where it lies (a node copied is a dozen values retained).
    private mutating func add(leaf n: UnsafePointer<PlainAnimation.Node>, parent: Int, model: LayerState) -> Bool {
        switch n.pointee.kind {
        case .basic:
            let keyPath = n.pointee.keyPath
            let (from, to) = BasicAnimation.endpoints(from: n.pointee.from, to: n.pointee.to, by: n.pointee.by, captured: nil,
                                                      live: { keyPath.readNumber(model) ?? .nan })
            addNumber(keyPath, from, to, n.pointee.timing, n.pointee.timingFunction, additive: n.pointee.additive,
                      cumulative: n.pointee.cumulative, parent: parent)
            return true
        case .keyframe:
            guard let plan = n.pointee.plan else { return false }
            return addPacedPath(plan, n.pointee.keyPath, n.pointee.rotationMode, n.pointee.timing, n.pointee.timingFunction,
                                additive: n.pointee.additive, cumulative: n.pointee.cumulative, parent: parent)
        case .group:
            return false
        }
    }
}
