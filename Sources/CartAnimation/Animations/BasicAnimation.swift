/// CABasicAnimation: from one value to another (CA-SEMANTICS §3).
///
/// | set       | interpolates                                              |
/// |-----------|-----------------------------------------------------------|
/// | from, to  | from → to                                                 |
/// | from, by  | from → from + by                                          |
/// | by, to    | to − by → to                                              |
/// | from      | from → current model value                                |
/// | to        | current model value → to                                  |
/// | by        | model → model + by                                        |
/// | none      | presentation value when added → current model value       |
///
/// "Current model value" is read at every evaluation, so changing the model while the animation
/// runs reshapes the curve [OBS over DOC: the header says presentation value, devices use the
/// model]. With all three set, byValue is ignored.
public class BasicAnimation: PropertyAnimation {
    public var fromValue: Value?
    public var toValue: Value?
    public var byValue: Value?
    /// The presentation value captured when an animation with no values was added (last row).
    public internal(set) var capturedStartValue: Value?

    public override init(keyPath: KeyPath) {
        super.init(keyPath: keyPath)
    }

    public override func copy() -> Animation {
        let a = BasicAnimation(keyPath: keyPath)
        a.copyBasic(from: self)
        return a
    }

    func copyBasic(from other: BasicAnimation) {
        copyProperty(from: other)
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
        capturedStartValue = other.capturedStartValue
    }

    /// Whether the animation needs the presentation value at the moment it is added.
    var needsCapturedStart: Bool { fromValue == nil && toValue == nil && byValue == nil }

    override func prepare(parentDuration: Double?) throws(AnimationError) -> [String] {
        try check(fromValue, field: "fromValue")
        try check(toValue, field: "toValue")
        try check(byValue, field: "byValue")
        return try super.prepare(parentDuration: parentDuration)
    }

    /// The two ends of the interpolation per the table above.
    func endpoints(model: LayerState) -> (Value, Value) {
        let live = { self.keyPath.read(model) }
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, Value.add(from, by))
        case let (nil, to?, by?): return (Value.subtract(to, by), to)
        case let (from?, nil, nil): return (from, live())
        case let (nil, to?, nil): return (live(), to)
        case let (nil, nil, by?):
            let m = live()
            return (m, Value.add(m, by))
        case (nil, nil, nil): return (capturedStartValue ?? live(), live())
        }
    }

    override func value(eased g: Double, iteration: Double, model: LayerState, current: LayerState) -> Value? {
        let (a, b) = endpoints(model: model)
        return Value.interpolate(a, b, g)
    }

    override func cycleDelta(model: LayerState) -> Value? {
        let (a, b) = endpoints(model: model)
        return Value.subtract(b, a)
    }
}
