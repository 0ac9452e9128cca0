/// CAPropertyAnimation: an animation of one key path, optionally additive or cumulative.
public class PropertyAnimation: Animation {
    public var keyPath: KeyPath { didSet { planMark?.touch() } }
    /// Adds the animation's value to the running presentation value instead of replacing it (§5.4).
    public var additive = false { didSet { planMark?.touch() } }
    /// Each repeat cycle continues from where the last one ended (§5.4, [ASSUME CUMUL]).
    public var cumulative = false { didSet { planMark?.touch() } }

    public init(keyPath: KeyPath) {
        self.keyPath = keyPath
    }

    override func prepare(parentDuration: Double?, measures: PathMeasureCache?, _ p: inout Preparation) throws(AnimationError) {
        try super.prepare(parentDuration: parentDuration, measures: measures, &p)
        if p.textKeyPath == nil, keyPath.isTextProperty { p.textKeyPath = keyPath }
    }

    func copyProperty(from other: PropertyAnimation) {
        copyBase(from: other)
        additive = other.additive
        cumulative = other.cumulative
    }

    /// The animation's own value at eased progress `g` in cycle `iteration`, before additive
    /// composition; nil when it contributes nothing. Subclasses implement this.
    func value(eased g: Double, iteration: Double, model: LayerState, current: LayerState) -> Value? { nil }

    /// The value at the end of one cycle minus at its start, which `cumulative` adds once per
    /// completed cycle ([ASSUME CUMUL]: the SMIL accumulate-sum reading).
    func cycleDelta(model: LayerState) -> Value? { nil }

    /// The number case of `value(eased:…)` without a `Value` (number key paths: opacity,
    /// transform.rotation.z, …): nil when the animation has no such path. Subclasses that have
    /// one implement it with the arithmetic `value` uses, so both give the same bits.
    func numberValue(eased g: Double, model: LayerState) -> Double? { nil }

    /// The number case of `cycleDelta(model:)`.
    func numberCycleDelta(model: LayerState) -> Double? { nil }

    override func apply(parentTime tp: Double, model: LayerState, to state: inout LayerState, turn: inout Double?,
                        holdAtEnd: Bool) {
        guard let s = sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return }
        let g = eased(s.fraction)
        if var x = numberValue(eased: g, model: model) {
            if cumulative, s.iteration != 0, let delta = numberCycleDelta(model: model) {
                x = Double.combine(x, delta, s.iteration)
            }
            write(x, into: &state)
            return
        }
        guard var v = value(eased: g, iteration: s.iteration, model: model, current: state) else { return }
        if cumulative, s.iteration != 0, let delta = cycleDelta(model: model) {
            v = Value.combine(v, delta, s.iteration)
        }
        write(v, into: &state)
    }

    /// Non-additive: overwrite (a later animation on the same key path wins); additive: add to
    /// the running value (§5.4).
    func write(_ v: Value, into state: inout LayerState) {
        if additive {
            keyPath.write(Value.add(keyPath.read(state), v), into: &state)
        } else {
            keyPath.write(v, into: &state)
        }
    }

    /// `write` for a number key path.
    func write(_ x: Double, into state: inout LayerState) {
        keyPath.writeNumber(x, additive: additive, into: &state)
    }

    func check(_ v: Value?, field: String) throws(AnimationError) {
        guard let v else { return }
        guard v.kind == keyPath.kind else {
            throw .valueKind(field: field, keyPath: keyPath, expected: keyPath.kind, got: v.kind)
        }
    }
}
