import CLua
import CartAnimation

/// `TimingFunction(name)`, `TimingFunction(c1x, c1y, c2x, c2y)`, `TimingFunction{c1x, c1y, c2x, c2y}`,
/// `TimingFunction{c1x=, c1y=, c2x=, c2y=}` and the timing-function values every `timingFunction`
/// option takes (CAMediaTimingFunction's `init(controlPoints:_:_:_:)` takes the same four numbers).
extension LuaHost {
    static func timingFunctionClass() -> BoundClass<TimingFunctionBox> {
        let c = BoundClass<TimingFunctionBox>(name: "TimingFunction")
        c.describe { o in
            let f = o.function
            if let n = f.name { return "TimingFunction(\"\(n.rawValue)\")" }
            return "TimingFunction(\(f.c1x), \(f.c1y), \(f.c2x), \(f.c2y))"
        }
        c.equals { $0.function == $1.function }
        c.doc = "A CAMediaTimingFunction: a cubic Bézier from (0, 0) to (1, 1) that eases an animation's progress."
        c.property("name", type: "TimingFunctionName?", doc: "The name it was made from, nil for control points.",
                   get: { _, lua, o in
            if let n = o.function.name { lua.push(n.rawValue) } else { lua.pushNil() }
        })
        c.property("controlPoints", type: "number[]", doc: "{c1x, c1y, c2x, c2y}.", get: { _, lua, o in
            let f = o.function
            lua.newTable(narr: 4)
            for (k, x) in [f.c1x, f.c1y, f.c2x, f.c2y].enumerated() { lua.push(Double(x)); lua.setIndex(-2, k + 1) }
        })
        c.declareEnum(LuaTypes.enumAlias(TimingFunction.Name.self), TimingFunction.Name.allCases.map(\.rawValue))
        c.method("evaluate", doc: "The eased progress at `x` (0…1).", params: [LuaParam("x", "number")],
                 returns: [LuaParam("y", "number")]) { _, lua, o throws in
            lua.push(o.function.evaluate(try lua.checkFinite(2)))
            return 1
        }
        return c
    }

    /// The two table forms of control points, as errors name them.
    static let controlPointForms = "{c1x, c1y, c2x, c2y} or {c1x=, c1y=, c2x=, c2y=}"

    /// A timing function from the value at `i`: a TimingFunction, a name, or a table of control
    /// points (either form).
    func timingFunction(_ lua: Lua, _ i: Int32) throws -> TimingFunction {
        if let box = object(lua, i, kinds: LuaHost.timingFunctionKinds) as? TimingFunctionBox { return box.function }
        // A name found by Lua's interned string: no Swift String made and switched on.
        if let k = timingFunctionNames.index(lua, i) { return TimingFunction(name: LuaHost.timingFunctionNameCases[k]) }
        if let s = lua.string(i) {
            guard let n = TimingFunction.Name(rawValue: s) else {
                let names = TimingFunction.Name.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                var msg = "unknown timing function '\(s)' (expected one of \(names)"
                if let near = closest(to: s, in: TimingFunction.Name.allCases.map(\.rawValue)) { msg += "; did you mean '\(near)'?" }
                throw Mismatch(message: msg + ")")
            }
            return TimingFunction(name: n)
        }
        guard lua.type(i) == LUA_TTABLE else {
            throw Mismatch(message: "timing function expected (a name, {c1x, c1y, c2x, c2y}, {c1x=, c1y=, c2x=, c2y=} "
                + "or TimingFunction), got \(lua.valueTypeName(i))")
        }
        return LuaHost.curve(try checkedControlPoints(lua, i))
    }

    /// The timing function of control points `c` (checked).
    static func curve(_ c: ControlPoints) -> TimingFunction {
        TimingFunction(controlPoints: Float(c.0), Float(c.1), Float(c.2), Float(c.3))
    }

    /// A timing function's four control points (c1x, c1y, c2x, c2y), as plain numbers.
    typealias ControlPoints = (Double, Double, Double, Double)

    /// The four numbers of `{c1x, c1y, c2x, c2y}` or `{c1x=, c1y=, c2x=, c2y=}`: a table with
    /// array entries is the positional form (exactly four), any other the named one. Read into
    /// a tuple: a varied coin's curve made two arrays here (`numbers`, `badControlPoint`).
    func controlPointTable(_ lua: Lua, _ i: Int32) throws -> ControlPoints {
        let forms = LuaHost.controlPointForms
        if lua.rawLength(i) > 0 { return try lua.fourNumbers(i, what: "timing function control points \(forms)") }
        return try lua.fields(i, .controlPoints)
    }

    /// The control points of the table timing function at `i`, checked (the x values, c1x and
    /// c2x, must lie within 0…1): what the curve is made from, and all the spec constructors keep.
    func checkedControlPoints(_ lua: Lua, _ i: Int32) throws -> ControlPoints {
        let c = try controlPointTable(lua, i)
        if let bad = LuaHost.badControlPoint(c) { throw Mismatch(message: bad.message) }
        return c
    }

    /// The first control point x value outside 0…1 (its index in c1x, c1y, c2x, c2y), if any.
    static func badControlPoint(_ c: ControlPoints) -> (index: Int, message: String)? {
        func outside(_ x: Double, _ name: String) -> String? {
            x >= 0 && x <= 1 ? nil : "control point \(name) must lie within 0…1, got \(numberText(x))"
        }
        if let m = outside(c.0, "c1x") { return (0, m) }
        if let m = outside(c.2, "c2x") { return (2, m) }
        return nil
    }

    /// `TimingFunction(name)`, `TimingFunction(c1x, c1y, c2x, c2y)`, `TimingFunction{…}` (either
    /// table form).
    func makeTimingFunction(_ lua: Lua) throws -> Int32 {
        let f: TimingFunction
        if lua.type(1) == LUA_TNUMBER {
            let c = (try lua.checkFinite(1), try lua.checkFinite(2), try lua.checkFinite(3), try lua.checkFinite(4))
            if let bad = LuaHost.badControlPoint(c) { throw BindingError.argument(Int32(bad.index + 1), bad.message) }
            f = LuaHost.curve(c)
        } else {
            do { f = try timingFunction(lua, 1) } catch { throw BindingError.argument(1, error.message) }
        }
        pushObject(TimingFunctionBox(f), lua)
        return 1
    }
}
