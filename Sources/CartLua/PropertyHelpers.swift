import CLua
import CartAnimation

/// Shorthands for declaring typed properties on a `ClassBinding`.
extension ClassBinding {
    /// A property whose Lua value converts as `kind` (nil allowed when `optional`).
    func value<T: AnyObject>(_ name: String, _: T.Type, kind: ValueKind, optional: Bool = false,
                             get: @escaping (T) -> Value?, set: ((T, Value?) -> Void)? = nil) {
        var setter: Setter?
        if let set {
            setter = { (_: LuaHost, lua: Lua, o: AnyObject, i: Int32) throws -> Void in
                if optional && lua.isNoneOrNil(i) {
                    set(o as! T, nil)
                    return
                }
                set(o as! T, try lua.value(i, kind: kind))
            }
        }
        property(name, get: { _, lua, o in
            if let v = get(o as! T) { lua.push(v) } else { lua.pushNil() }
        }, set: setter)
    }

    /// A number property; `infinite` allows ±inf (repeatCount = math.huge means forever).
    func number<T: AnyObject>(_ name: String, _: T.Type, infinite: Bool = false, nonNegative: Bool = false,
                              get: @escaping (T) -> Double, set: ((T, Double) -> Void)? = nil) {
        var setter: Setter?
        if let set {
            setter = { (_: LuaHost, lua: Lua, o: AnyObject, i: Int32) throws -> Void in
                guard let x = lua.number(i) else { throw Mismatch(message: "number expected, got \(lua.valueTypeName(i))") }
                if !infinite && !x.isFinite { throw Mismatch(message: "finite number expected, got \(numberText(x))") }
                if x.isNaN { throw Mismatch(message: "number expected, got nan") }
                if nonNegative && x < 0 { throw Mismatch(message: "non-negative number expected, got \(numberText(x))") }
                set(o as! T, x)
            }
        }
        property(name, get: { _, lua, o in lua.push(get(o as! T)) }, set: setter)
    }

    func bool<T: AnyObject>(_ name: String, _: T.Type, get: @escaping (T) -> Bool, set: ((T, Bool) -> Void)? = nil) {
        var boolSet: ((T, Value?) -> Void)?
        if let set {
            boolSet = { o, v in if case .bool(let b)? = v { set(o, b) } }
        }
        value(name, T.self, kind: .bool, get: { .bool(get($0)) }, set: boolSet)
    }

    /// A string enum named by Core Animation; nil allowed when `optional`.
    func choice<T: AnyObject, E: RawRepresentable & CaseIterable>(
        _ name: String, _: T.Type, _: E.Type, optional: Bool = false,
        get: @escaping (T) -> E?, set: @escaping (T, E?) -> Void
    ) where E.RawValue == String {
        property(name, get: { _, lua, o in
            if let e = get(o as! T) { lua.push(e.rawValue) } else { lua.pushNil() }
        }, set: { _, lua, o, i throws in
            if optional && lua.isNoneOrNil(i) { set(o as! T, nil); return }
            let choices = E.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            guard let s = lua.string(i) else {
                throw Mismatch(message: "one of \(choices) expected, got \(lua.valueTypeName(i))")
            }
            guard let e = E(rawValue: s) else {
                var msg = "invalid \(name) '\(s)' (expected one of \(choices)"
                if let near = closest(to: s, in: E.allCases.map(\.rawValue)) { msg += "; did you mean '\(near)'?" }
                throw Mismatch(message: msg + ")")
            }
            set(o as! T, e)
        })
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
