/// CAAnimation: media timing, a timing function, removal on completion and a delegate.
/// Subclasses: `BasicAnimation`, `KeyframeAnimation`, `AnimationGroup`.
///
/// A layer stores a **copy** of an animation when it is added (CA-SEMANTICS §6); the copy is
/// what the layer evaluates, what `Layer.animation(forKey:)` returns and what delegates receive.
public class Animation {
    /// beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode.
    public var timing = MediaTiming() { didSet { planMark?.touch() } }
    /// nil means linear (§3).
    public var timingFunction: TimingFunction? {
        get { timingFunctionBox?.value }
        set {
            timingFunctionBox = newValue?.boxed
            planMark?.touch()
        }
    }
    /// `timingFunction`, held by reference: the struct is 176 bytes (its solver's coefficients),
    /// which inline were over a third of every animation object — memory a coin's five animations
    /// each wrote when made and read when freed.
    private var timingFunctionBox: ValueBox<TimingFunction>?

    /// Sets `timingFunction` to what `box` holds, sharing the box (`PlainAnimation`).
    func setTimingFunctionBox(_ box: ValueBox<TimingFunction>?) {
        timingFunctionBox = box
        planMark?.touch()
    }
    /// true (the default): detached as its active duration ends (§1.7, §6).
    public var removedOnCompletion = true
    /// Receives didStart / didStop. Strong, as CAAnimation retains its delegate (§6).
    /// Ignored on animations inside a group: only the group's delegate is called (§2).
    public var delegate: (any AnimationDelegate)?

    /// The mark of the layer this copy is attached to, touched when it changes after attaching.
    var planMark: PlanMark?
    /// Whatever the host that made the object keeps with it and lets go of with it (a sandbox's
    /// charge for what the object holds, credited as the object is freed); never read here and
    /// never copied.
    public var hostCharge: AnyObject?
    /// The place the host keeps this object's handle at (0: none yet); never read here and
    /// never copied.
    public var hostID: Int32 = 0

    public init() {}

    /// Attached: changes from now on touch `mark` (groups pass it to their children).
    func markChanges(_ mark: PlanMark) {
        planMark = mark
    }

    // CAMediaTiming, under Core Animation's own names.
    public var beginTime: Double { get { timing.beginTime } set { timing.beginTime = newValue } }
    public var duration: Double { get { timing.duration } set { timing.duration = newValue } }
    public var speed: Float { get { timing.speed } set { timing.speed = newValue } }
    public var timeOffset: Double { get { timing.timeOffset } set { timing.timeOffset = newValue } }
    public var repeatCount: Float { get { timing.repeatCount } set { timing.repeatCount = newValue } }
    public var repeatDuration: Double { get { timing.repeatDuration } set { timing.repeatDuration = newValue } }
    public var autoreverses: Bool { get { timing.autoreverses } set { timing.autoreverses = newValue } }
    public var fillMode: FillMode { get { timing.fillMode } set { timing.fillMode = newValue } }

    /// A deep copy (groups copy their children), as `add(_:forKey:)` makes.
    public func copy() -> Animation {
        let a = Animation()
        a.copyBase(from: self)
        return a
    }

    func copyBase(from other: Animation) {
        timing = other.timing
        timingFunctionBox = other.timingFunctionBox  // immutable: shared, not copied
        removedOnCompletion = other.removedOnCompletion
        delegate = other.delegate
    }

    /// Readies an attached copy for its layer, in one walk of it and its children: `prepare`,
    /// then the layer's mark (`p.mark`), which a change after attaching touches. What the walk
    /// finds that the layer asks about is gathered in `p`.
    final func ready(parentDuration: Double?, measures: PathMeasureCache?, _ p: inout Preparation) throws(AnimationError) {
        try prepare(parentDuration: parentDuration, measures: measures, &p)
        planMark = p.mark
    }

    /// Prepares an attached copy: fills a duration of 0 (0.25 s at top level, the group's
    /// duration inside a group, §1.3 [ASSUME DUR-child]), checks values, builds caches. Adds
    /// to `p` warnings for settings Core Animation silently ignores, and what else the layer
    /// asks of the copy. `measures` (the scene's, when the layer has one) shares path
    /// measurements between animations along the same path. Subclasses add their part after
    /// calling this.
    func prepare(parentDuration: Double?, measures: PathMeasureCache?, _ p: inout Preparation) throws(AnimationError) {
        timing.fillDuration(parentDuration: parentDuration)
    }

    /// Applies this animation at parent time `tp` over `state`. `model` is the layer's model,
    /// read live by from/to/by animations (§3). `holdAtEnd` is set inside a group that is in its
    /// after phase and fills ([ASSUME GROUP-end-hold]). `turn` collects the path tangent angles of
    /// `rotationMode` animations, which the evaluator puts on top of the transform once every
    /// animation has applied ([ASSUME ROT-auto]); nil while none has contributed.
    func apply(parentTime tp: Double, model: LayerState, to state: inout LayerState, turn: inout Double?,
               holdAtEnd: Bool) {}

    /// The timing sample at parent time `tp`, with the group-end hold (`MediaTiming.sample(parentTime:holdAtEnd:)`).
    func sample(parentTime tp: Double, holdAtEnd: Bool) -> TimingSample? {
        timing.sample(parentTime: tp, holdAtEnd: holdAtEnd)
    }

    /// The timing function applied to a fraction (linear when unset), read where it is held.
    @inline(__always)
    func eased(_ f: Double) -> Double {
        timingFunctionBox?.value.evaluate(f) ?? f
    }
}

/// What readying an attached copy (`Animation.ready`) found, for `Layer.attach`: each of these
/// was a walk of the copy of its own (together ~1 k instructions of a coin's ~14 k add).
struct Preparation {
    /// The layer's mark, given to every animation of the copy.
    let mark: PlanMark?
    /// Settings Core Animation silently ignores, in the copy's order.
    var warnings: [Warning.Cause] = []
    /// The first CATextLayer key path animated, depth first.
    var textKeyPath: KeyPath?
    /// Some animation of the copy starts from the presentation value (§3's last row).
    var startsFromPresentation = false

    init(mark: PlanMark?) {
        self.mark = mark
    }
}

/// Receives an attached animation's start and stop (CAAnimationDelegate). Errors thrown here
/// end the run (a script's delegate failing).
public protocol AnimationDelegate: AnyObject {
    func animationDidStart(_ animation: Animation) throws
    func animationDidStop(_ animation: Animation, finished: Bool) throws
}

extension AnimationDelegate {
    public func animationDidStart(_ animation: Animation) throws {}
    public func animationDidStop(_ animation: Animation, finished: Bool) throws {}
}
