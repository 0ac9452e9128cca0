/// CAPropertyAnimation: an animation of one key path, optionally additive or cumulative.
public class PropertyAnimation: Animation {
    public var keyPath: KeyPath
    /// Adds the animation's value to the running presentation value instead of replacing it (§5.4).
    public var additive = false
    /// Each repeat cycle continues from where the last one ended (§5.4, [ASSUME CUMUL]).
    public var cumulative = false

    public init(keyPath: KeyPath) {
        self.keyPath = keyPath
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

    override func apply(parentTime tp: Double, model: LayerState, to state: inout LayerState, holdAtEnd: Bool) {
        guard let s = sample(parentTime: tp, holdAtEnd: holdAtEnd) else { return }
        guard var v = value(eased: eased(s.fraction), iteration: s.iteration, model: model, current: state) else { return }
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

    func check(_ v: Value?, field: String) throws(AnimationError) {
        guard let v else { return }
        guard v.kind == keyPath.kind else {
            throw .valueKind(field: field, keyPath: keyPath, expected: keyPath.kind, got: v.kind)
        }
    }
}
