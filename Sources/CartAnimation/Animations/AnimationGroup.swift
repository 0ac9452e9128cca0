/// CAAnimationGroup: animations that run together in the group's time space (CA-SEMANTICS §2).
///
/// ```
///  layer time ──group timing (§1)──► f_group ──group timingFunction──► g
///  child parent time  tp_child = g × d_group        (children are clipped, never scaled)
/// ```
/// Children keep their own beginTime (relative to the group start, never replaced), duration
/// (0 → the group's, [ASSUME DUR-child]) and fillMode, evaluated against tp_child. Outside the
/// group's window the group's fillMode decides whether anything applies. Children's delegates
/// and removedOnCompletion are ignored.
public final class AnimationGroup: Animation {
    public var animations: [Animation] = [] {
        didSet {
            guard let planMark else { return }
            for a in animations { a.markChanges(planMark) }
            planMark.touch()
        }
    }

    public override init() {
        super.init()
    }

    public convenience init(animations: [Animation]) {
        self.init()
        self.animations = animations
    }

    override func markChanges(_ mark: PlanMark) {
        super.markChanges(mark)
        for a in animations { a.markChanges(mark) }
    }

    public override func copy() -> Animation {
        let g = AnimationGroup()
        g.copyBase(from: self)
        g.animations = animations.map { $0.copy() }
        return g
    }

    override func prepare(parentDuration: Double?, measures: PathMeasureCache?, _ p: inout Preparation) throws(AnimationError) {
        try super.prepare(parentDuration: parentDuration, measures: measures, &p)
        for child in animations {
            try child.ready(parentDuration: timing.duration, measures: measures, &p)
        }
    }

    override func apply(parentTime tp: Double, model: LayerState, to state: inout LayerState, turn: inout Double?,
                        holdAtEnd: Bool) {
        guard let s = sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return }
        let childTime = eased(s.fraction) * timing.duration
        // In the group's after phase (it fills, or we would not be here) children whose windows
        // end exactly at the group's end hold their end value ([ASSUME GROUP-end-hold]).
        let hold = s.phase == .after
        for child in animations {
            child.apply(parentTime: childTime, model: model, to: &state, turn: &turn, holdAtEnd: hold)
        }
    }
}
