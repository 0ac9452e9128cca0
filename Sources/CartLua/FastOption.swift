import CLua
import CartAnimation

/// How a constructor takes one option of an animation without making the animation
/// (`AnimationSpec`): which values it accepts there — always a subset of what the property's
/// setter accepts, so anything else goes to the setter, which says what is wrong in its own
/// words — and how the value kept in the spec is set on an animation made from it later, as
/// the setter would have set it. Declared beside the property's setter (PropertyHelpers,
/// the animation bindings), so each rule is stated once.
enum FastOption {
    /// A number within `rule`. Its setter (here and in `numberValue`) answers whether it set
    /// the value: false for an object of another class, which a property's write refuses.
    case number(NumberRule, (AnyObject, Double) -> Bool)
    /// A boolean.
    case bool((AnyObject, Bool) -> Void)
    /// One of `names` (by Lua's interned string), set as its place among them.
    case choice(InternedNames, (AnyObject, Int) -> Void)
    /// A timing function the setter takes: one of the names (by interned string), or control
    /// points (a table, or a TimingFunction), read as the setter reads them.
    case timingFunction((AnyObject, TimingFunction) -> Void)
    /// A finite number as the value of a number key path (`fromValue` of `opacity`).
    case numberValue((AnyObject, Double) -> Bool)
    /// A Path, for a point key path: the path as it was when given.
    case path((AnyObject, BezierPath) -> Void)
    /// A delegate table the setter would take as it is.
    case delegate((AnyObject, LuaDelegate) -> Void)
    /// A table of animations that are no groups (a group's `animations`): nothing to check of
    /// nesting or cycles.
    case children((AnyObject, [Animation]) -> Void)
}

/// A fast option's setter as a class calls it (`ClassBinding.fastSetters`): in a box of its own,
/// by address, so that a caller borrows it. A setter read out of a `FastOption` is a copy of the
/// option — its closure's context retained and released, and the enum copied and destroyed
/// through outlined functions — at every option of every spec built and every number written
/// (~70 instructions each).
final class FastSetter<Argument, Result> {
    let set: (AnyObject, Argument) -> Result
    init(_ set: @escaping (AnyObject, Argument) -> Result) { self.set = set }

    /// Calls the setter at `box` (a `FastSetter<Argument, Result>`'s address) with `object`
    /// (of the class) and `x`.
    @inline(__always)
    static func call(_ box: UnsafeMutableRawPointer, _ object: AnyObject, _ x: Argument) -> Result {
        Unmanaged<FastSetter>.fromOpaque(box)._withUnsafeGuaranteedRef { $0.set(object, x) }
    }
}

/// The box of a number's setter (`.number`, `.numberValue`): not a `FastSetter<Double, Bool>`,
/// whose closure, stored under generic parameters, is called through a reabstraction thunk
/// (~15 instructions a number written).
final class NumberSetter {
    let set: (AnyObject, Double) -> Bool
    init(_ set: @escaping (AnyObject, Double) -> Bool) { self.set = set }

    @inline(__always)
    static func call(_ box: UnsafeMutableRawPointer, _ object: AnyObject, _ x: Double) -> Bool {
        Unmanaged<NumberSetter>.fromOpaque(box)._withUnsafeGuaranteedRef { $0.set(object, x) }
    }
}

extension FastOption {
    /// What `ClassBinding.fastSetters` keeps of an option: its kind.
    enum Kind: UInt8 { case none, number, numberValue, bool, choice, timingFunction, path, delegate, children }

    /// Whether it is `.number` or `.numberValue` (its setter a `NumberSetter`).
    var isNumber: Bool {
        switch self {
        case .number, .numberValue: true
        default: false
        }
    }

    /// The option's kind, and its setter boxed (`NumberSetter`, else `FastSetter`).
    var boxed: (Kind, AnyObject) {
        switch self {
        case .number(_, let set): (.number, NumberSetter(set))
        case .numberValue(let set): (.numberValue, NumberSetter(set))
        case .bool(let set): (.bool, FastSetter(set))
        case .choice(_, let set): (.choice, FastSetter(set))
        case .timingFunction(let set): (.timingFunction, FastSetter(set))
        case .path(let set): (.path, FastSetter(set))
        case .delegate(let set): (.delegate, FastSetter(set))
        case .children(let set): (.children, FastSetter(set))
        }
    }
}

/// What a number property accepts: finite unless `infinite`, never NaN, not below zero when
/// `nonNegative`. The setter and a constructor's spec both ask it.
struct NumberRule {
    var infinite = false
    var nonNegative = false

    /// What is wrong with `x` for this property, or nil when it is accepted.
    func problem(_ x: Double) -> String? {
        if !infinite && !x.isFinite { return "finite number expected, got \(numberText(x))" }
        if x.isNaN { return "number expected, got nan" }
        if nonNegative && x < 0 { return "non-negative number expected, got \(numberText(x))" }
        return nil
    }

    /// The rule as C reads it (`CARTLUA_NUMBER_*`, slots.h).
    var flags: Int32 {
        (infinite ? CARTLUA_NUMBER_INFINITE : 0) | (nonNegative ? CARTLUA_NUMBER_NONNEGATIVE : 0)
    }

    /// Whether `x` is accepted (`problem` is nil), without making the message.
    @inline(__always)
    func accepts(_ x: Double) -> Bool {
        (infinite || x.isFinite) && !x.isNaN && !(nonNegative && x < 0)
    }
}
