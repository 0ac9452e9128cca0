import CLua
import CartAnimation

/// Shorthands for declaring typed properties on a `BoundClass`; each derives the property's
/// Lua type (for `cartlua types`) from the way it converts values, so the two cannot disagree.
/// They make the class's type-erased closures themselves, each behind `cast` (one closure per
/// getter and setter, not a typed one inside an erased one: most properties are declared here).
extension BoundClass {
    /// A property whose Lua value converts as `kind` (nil allowed when `optional`).
    func value(_ name: String, kind: ValueKind, optional: Bool = false, doc: String,
               get: @escaping (T) -> Value?, set: ((T, Value?) -> Void)? = nil, fast: FastOption? = nil) {
        var setter: ClassBinding.AnySetter?
        if let set {
            setter = { host, lua, object, i throws in
                try BoundClass.tryBorrowing(object) { (o: T) throws -> Void in
                    set(o, optional && lua.isNoneOrNil(i) ? nil : try lua.value(i, kind: kind))
                    if kind == .string { host.budget.chargeText(of: o) }
                } != nil
            }
        }
        let mark = optional ? "?" : ""
        declare(name, type: LuaTypes.read(kind) + mark, input: LuaTypes.input(kind) + mark, doc: doc, get: { _, lua, object in
            BoundClass.borrowing(object) { o in if let v = get(o) { lua.push(v) } else { lua.pushNil() } } != nil
        }, set: setter, fast: fast)
    }

    /// A number property; `infinite` allows ±inf (repeatCount = math.huge means forever).
    func number(_ name: String, infinite: Bool = false, nonNegative: Bool = false, doc: String,
                get: @escaping (T) -> Double, set: ((T, Double) -> Void)? = nil) {
        var setter: ClassBinding.AnySetter?
        var fast: FastOption?
        let rule = NumberRule(infinite: infinite, nonNegative: nonNegative)
        if let set {
            setter = { _, lua, object, i throws in
                try BoundClass.tryBorrowing(object) { (o: T) throws -> Void in
                    guard let x = lua.number(i) else { throw Mismatch(message: "number expected, got \(lua.valueTypeName(i))") }
                    if let problem = rule.problem(x) { throw Mismatch(message: problem) }
                    set(o, x)
                } != nil
            }
            fast = .number(rule) { object, x in
                BoundClass.borrowing(object) { set($0, x) } != nil
            }
        }
        declare(name, type: "number", doc: doc, get: { _, lua, object in
            BoundClass.borrowing(object) { lua.push(get($0)) } != nil
        }, set: setter, fast: fast)
    }

    func bool(_ name: String, doc: String, get: @escaping (T) -> Bool,
              set: ((T, Bool) -> Void)? = nil) {
        var boolSet: ((T, Value?) -> Void)?
        var fast: FastOption?
        if let set {
            boolSet = { o, v in if case .bool(let b)? = v { set(o, b) } }
            fast = .bool { object, b in BoundClass.borrowing(object) { set($0, b) } }
        }
        value(name, kind: .bool, doc: doc, get: { .bool(get($0)) }, set: boolSet, fast: fast)
    }

    /// A string enum named by Core Animation; nil allowed when `optional`. Its LuaLS type is an
    /// alias named after the Swift enum (`FillMode`), listing the enum's raw values.
    func choice<E: RawRepresentable & CaseIterable>(
        _ name: String, _: E.Type, optional: Bool = false, doc: String,
        get: @escaping (T) -> E?, set: @escaping (T, E?) -> Void
    ) where E.RawValue == String {
        let alias = LuaTypes.enumAlias(E.self)
        declareEnum(alias, E.allCases.map(\.rawValue))
        let type = alias + (optional ? "?" : "")
        // A choice found by Lua's interned string (a coin's fillMode and calculationMode): no
        // Swift String made and compared with each raw value.
        let cases = Array(E.allCases), names = InternedNames(cases.map(\.rawValue))
        declare(name, type: type, input: type, doc: doc, get: { _, lua, object in
            BoundClass.borrowing(object) { o in if let e = get(o) { lua.push(e.rawValue) } else { lua.pushNil() } } != nil
        }, set: { _, lua, object, i throws in
            try BoundClass.tryBorrowing(object) { (o: T) throws -> Void in
                if let k = names.index(lua, i) { set(o, cases[k]) }
                else { set(o, try BoundClass.choice(E.self, named: name, optional: optional, lua, i)) }
            } != nil
        }, fast: .choice(names) { object, k in BoundClass.borrowing(object) { set($0, cases[k]) } })
    }

    /// The enum value at `i` for property `name` (nil allowed when `optional`), or the mismatch
    /// naming the choices.
    private static func choice<E: RawRepresentable & CaseIterable>(
        _: E.Type, named name: String, optional: Bool, _ lua: Lua, _ i: Int32
    ) throws -> E? where E.RawValue == String {
        if optional && lua.isNoneOrNil(i) { return nil }
        // Made only for a message: joining the names at every option was 3% of a coin.
        var choices: String { E.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") }
        guard let s = lua.string(i) else {
            throw Mismatch(message: "one of \(choices) expected, got \(lua.valueTypeName(i))")
        }
        guard let e = E(rawValue: s) else {
            var msg = "invalid \(name) '\(s)' (expected one of \(choices)"
            if let near = closest(to: s, in: E.allCases.map(\.rawValue)) { msg += "; did you mean '\(near)'?" }
            throw Mismatch(message: msg + ")")
        }
        return e
    }

    /// Declares a property from type-erased closures that cast the object themselves.
    private func declare(_ name: String, type: String, input: String? = nil, doc: String,
                         get: @escaping ClassBinding.AnyGetter, set: ClassBinding.AnySetter?, fast: FastOption? = nil) {
        binding.declareProperty(name, ClassBinding.Property(type: type, input: input ?? type, doc: doc),
                                get: get, set: set, fast: fast)
    }
}

/// The LuaLS names of cartlua's value types (CONTRACT.md "Values"), shared by the bindings and
/// the annotation generator.
enum LuaTypes {
    /// The type a value of `kind` reads as: what `Lua.push(_: Value)` pushes.
    static func read(_ kind: ValueKind) -> String {
        switch kind {
        case .number: return "number"
        case .point: return "Point"
        case .size: return "Size"
        case .rect: return "Rect"
        case .color: return "string"
        case .transform: return "number[]"
        case .bool: return "boolean"
        case .string: return "string"
        }
    }

    /// The type a value of `kind` is accepted as: what `Lua.value(_:kind:)` converts.
    static func input(_ kind: ValueKind) -> String {
        switch kind {
        case .point: return "PointLike"
        case .size: return "SizeLike"
        case .rect: return "RectLike"
        case .color: return "ColorLike"
        default: return read(kind)
        }
    }

    /// Any value a key path can hold (`fromValue`, `values`, `setValue`).
    static let keyPathValue = "KeyPathValue"

    /// The alias name of a string enum: the Swift type's own name (`FillMode`, `CalculationMode`),
    /// with its outer type's in front when it is just `Name` (`TimingFunctionName`).
    /// `_typeName` reads the type's name from its metadata; `String(reflecting:)` would first
    /// look for conformances (CustomDebugStringConvertible, …) in every loaded image, which cost
    /// a third of an empty script's start-up.
    static func enumAlias<E>(_: E.Type) -> String {
        let parts = _typeName(E.self, qualified: true).split(separator: ".").dropFirst()  // the module
        guard let last = parts.last else { return String(describing: E.self) }
        return last == "Name" ? parts.joined() : String(last)
    }
}

extension Mismatch {
    init(_ e: BindingError) {
        switch e {
        case .argument(_, let m), .message(let m): message = m
        }
    }
}

extension Error {
    /// The text of a binding-side error.
    var message: String {
        if let m = self as? Mismatch { return m.message }
        if let b = self as? BindingError { return Mismatch(b).message }
        return "\(self)"
    }
}
