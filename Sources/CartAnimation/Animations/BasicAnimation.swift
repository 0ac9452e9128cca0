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
    // A number is held as a number alone (`NumberSlot`), a value of another kind as its
    // `Value` too: the coin scene sets six numbers a coin, and storing each as a `Value?` (an
    // enum as large as a transform, copied and destroyed through its outlined witnesses) was
    // most of a set. The getters make the `Value` back from the number.
    public var fromValue: Value? {
        get { ends.numbers.from.value(ends.from) }
        set { ends.setFrom(newValue); planMark?.touch() }
    }
    public var toValue: Value? {
        get { ends.numbers.to.value(ends.to) }
        set { ends.setTo(newValue); planMark?.touch() }
    }
    public var byValue: Value? {
        get { ends.numbers.by.value(ends.by) }
        set { ends.setBy(newValue); planMark?.touch() }
    }
    /// The presentation value captured when an animation with no values was added (last row).
    public internal(set) var capturedStartValue: Value? {
        get { ends.numbers.captured.value(ends.captured) }
        set { ends.setCaptured(newValue); planMark?.touch() }
    }

    /// The values `set(_:number:)` sets: `fromValue`, `toValue`, `byValue`.
    public enum End: Sendable { case from, to, by }

    /// Sets one of the values to the number `x`, as setting it to `.number(x)` does, with no
    /// `Value` made and destroyed on the way (a host that holds the number: a script's spec).
    public func set(_ end: End, number x: Double) {
        ends.set(end, number: x)
        planMark?.touch()
    }

    /// The four values in one struct: `copy` (every `add`) is one assignment, not four values
    /// set one by one.
    private struct Ends {
        /// The values that are no numbers (a slot's `other`), by `Field`, in an array made only
        /// for one (copied on write, as arrays are): four `Value?`s inline were ~150 bytes of
        /// every basic animation, which the coin scene's (numbers all) wrote when made and read
        /// when freed.
        var from: Value? { others?[Field.from.rawValue] }
        var to: Value? { others?[Field.to.rawValue] }
        var by: Value? { others?[Field.by.rawValue] }
        var captured: Value? { others?[Field.captured.rawValue] }
        private var others: [Value?]?
        /// Whether each value is set and, for a number, the number: evaluating a number key
        /// path reads a few bytes instead of copying four `Value?`s out per sample.
        var numbers = (from: NumberSlot.absent, to: NumberSlot.absent, by: NumberSlot.absent,
                       captured: NumberSlot.absent)

        enum Field: Int { case from, to, by, captured }

        mutating func set(_ end: End, number x: Double) {
            switch end {
            case .from: numbers.from = .number(x); keep(nil, .from)
            case .to: numbers.to = .number(x); keep(nil, .to)
            case .by: numbers.by = .number(x); keep(nil, .by)
            }
        }

        mutating func setFrom(_ v: borrowing Value?) { numbers.from = NumberSlot(v); keep(numbers.from, v, .from) }
        mutating func setTo(_ v: borrowing Value?) { numbers.to = NumberSlot(v); keep(numbers.to, v, .to) }
        mutating func setBy(_ v: borrowing Value?) { numbers.by = NumberSlot(v); keep(numbers.by, v, .by) }
        mutating func setCaptured(_ v: borrowing Value?) {
            numbers.captured = NumberSlot(v)
            keep(numbers.captured, v, .captured)
        }

        /// Keeps `v` in `field` when its slot says it is of another kind, else none there.
        /// Borrowed, read before anything is stored (taken owned, each set copied the value).
        @inline(__always)
        private mutating func keep(_ slot: NumberSlot, _ v: borrowing Value?, _ field: Field) {
            if case .other = slot { keep(copy v, field) } else { keep(nil, field) }
        }

        /// Sets `field` of the values kept, making the array only for a value to keep, and
        /// writing (so copying one a copy shares) only for a change.
        @inline(__always)
        private mutating func keep(_ v: Value?, _ field: Field) {
            if others == nil {
                guard v != nil else { return }  // a number's set, as in the coin scene: nothing to do
                others = [nil, nil, nil, nil]
            } else if v == nil, others![field.rawValue] == nil {
                return
            }
            others![field.rawValue] = v
        }
    }
    private var ends = Ends()

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
        ends = other.ends
    }

    /// Whether the animation needs the presentation value at the moment it is added.
    /// Read from the number slots, which say whether each value is set: the values themselves
    /// are not copied out to be compared with nil (a tenth of an `add` of four animations).
    var needsCapturedStart: Bool {
        let n = ends.numbers
        return n.from.isAbsent && n.to.isAbsent && n.by.isAbsent
    }

    override func prepare(parentDuration: Double?, measures: PathMeasureCache?, _ p: inout Preparation) throws(AnimationError) {
        // A number (or no value) on a number key path is the right kind: no `Value` copied out
        // to be checked.
        let n = ends.numbers
        if !(keyPath.kind == .number && n.from.fits && n.to.fits && n.by.fits) {
            try check(fromValue, field: "fromValue")
            try check(toValue, field: "toValue")
            try check(byValue, field: "byValue")
        }
        try super.prepare(parentDuration: parentDuration, measures: measures, &p)
        if needsCapturedStart { p.startsFromPresentation = true }
    }

    /// The two ends of the interpolation per the table above, for `Value`s or, on number key
    /// paths, plain numbers.
    @inline(__always)
    static func endpoints<V: AnimatableValue>(from: V?, to: V?, by: V?, captured: V?, live: () -> V) -> (V, V) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, V.add(from, by))
        case let (nil, to?, by?): return (V.subtract(to, by), to)
        case let (from?, nil, nil): return (from, live())
        case let (nil, to?, nil): return (live(), to)
        case let (nil, nil, by?):
            let m = live()
            return (m, V.add(m, by))
        case (nil, nil, nil): return (captured ?? live(), live())
        }
    }

    /// The interpolation's two ends with the model as it is now (CA-SEMANTICS §3).
    public func endpoints(model: LayerState) -> (Value, Value) {
        BasicAnimation.endpoints(from: fromValue, to: toValue, by: byValue, captured: capturedStartValue,
                                 live: { keyPath.read(model) })
    }

    /// `endpoints` on a number key path whose values are all numbers; nil otherwise.
    func numberEndpoints(model: LayerState) -> (Double, Double)? {
        let n = ends.numbers, keyPath = keyPath
        guard keyPath.kind == .number, n.from.fits, n.to.fits, n.by.fits, n.captured.fits else { return nil }
        // readNumber is never nil on a number key path.
        return BasicAnimation.endpoints(from: n.from.number, to: n.to.number, by: n.by.number, captured: n.captured.number,
                                        live: { keyPath.readNumber(model) ?? .nan })
    }

    override func value(eased g: Double, iteration: Double, model: LayerState, current: LayerState) -> Value? {
        let (a, b) = endpoints(model: model)
        return Value.interpolate(a, b, g)
    }

    override func cycleDelta(model: LayerState) -> Value? {
        let (a, b) = endpoints(model: model)
        return Value.subtract(b, a)
    }

    override func numberValue(eased g: Double, model: LayerState) -> Double? {
        guard let (a, b) = numberEndpoints(model: model) else { return nil }
        return Double.interpolate(a, b, g)
    }

    override func numberCycleDelta(model: LayerState) -> Double? {
        guard let (a, b) = numberEndpoints(model: model) else { return nil }
        return Double.subtract(b, a)
    }
}

/// A from/to/by value as the number path sees it.
enum NumberSlot {
    case absent
    case number(Double)
    /// A value of another kind: the animation takes the `Value` path.
    case other

    /// Borrowed: taken owned, every setter copied its value for it.
    init(_ v: borrowing Value?) {
        switch v {
        case nil: self = .absent
        case .number(let x)?: self = .number(x)
        case _?: self = .other
        }
    }

    var isAbsent: Bool {
        if case .absent = self { return true }
        return false
    }

    /// Absent or a number.
    var fits: Bool {
        if case .other = self { return false }
        return true
    }

    var number: Double? {
        if case .number(let x) = self { return x }
        return nil
    }

    /// The value the slot stands for, `kept` being the value a slot of another kind keeps.
    @inline(__always)
    func value(_ kept: Value?) -> Value? {
        switch self {
        case .absent: return nil
        case .number(let x): return .number(x)
        case .other: return kept
        }
    }
}
