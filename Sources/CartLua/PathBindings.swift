import CLua
import CartAnimation

/// `Path()`: moveTo, lineTo, quadCurveTo, curveTo, close (each returns the path, so calls
/// chain), length, pointAt (by arc length).
extension LuaHost {
    func pathClass() -> ClassBinding {
        let c = ClassBinding(name: "Path")
        c.describe = { "Path(\(($0 as! PathBox).path.elements.count) elements)" }
        func element(_ name: String, _ count: Int32, _ make: @escaping ([Double]) -> BezierPath.Element) {
            c.method(name) { _, lua, o throws in
                var xs: [Double] = []
                for i in 0..<count { xs.append(try lua.checkFinite(2 + i)) }
                (o as! PathBox).path.append(make(xs))
                lua.setTop(1)
                return 1
            }
        }
        element("moveTo", 2) { .moveTo(Point(x: $0[0], y: $0[1])) }
        element("lineTo", 2) { .lineTo(Point(x: $0[0], y: $0[1])) }
        element("quadCurveTo", 4) { .quadCurveTo(Point(x: $0[0], y: $0[1]), control: Point(x: $0[2], y: $0[3])) }
        element("curveTo", 6) {
            .curveTo(Point(x: $0[0], y: $0[1]), control1: Point(x: $0[2], y: $0[3]), control2: Point(x: $0[4], y: $0[5]))
        }
        element("close", 0) { _ in .close }
        c.method("length") { _, lua, o throws in
            lua.push((o as! PathBox).path.length)
            return 1
        }
        c.method("pointAt") { _, lua, o throws in
            let f = try lua.checkFinite(2)
            if let p = (o as! PathBox).path.point(atFraction: f) { lua.push(p) } else { lua.pushNil() }
            return 1
        }
        return c
    }

    func timingFunctionClass() -> ClassBinding {
        let c = ClassBinding(name: "TimingFunction")
        c.describe = { o in
            let f = (o as! TimingFunctionBox).function
            if let n = f.name { return "TimingFunction(\"\(n.rawValue)\")" }
            return "TimingFunction(\(f.c1x), \(f.c1y), \(f.c2x), \(f.c2y))"
        }
        c.property("name", get: { _, lua, o in
            if let n = (o as! TimingFunctionBox).function.name { lua.push(n.rawValue) } else { lua.pushNil() }
        })
        c.property("controlPoints", get: { _, lua, o in
            let f = (o as! TimingFunctionBox).function
            lua.newTable(narr: 4)
            for (k, x) in [f.c1x, f.c1y, f.c2x, f.c2y].enumerated() { lua.push(Double(x)); lua.setIndex(-2, k + 1) }
        })
        c.method("evaluate") { _, lua, o throws in
            lua.push((o as! TimingFunctionBox).function.evaluate(try lua.checkFinite(2)))
            return 1
        }
        return c
    }

    /// A timing function from the value at `i`: a TimingFunction, a name, or {c1x, c1y, c2x, c2y}.
    func timingFunction(_ lua: Lua, _ i: Int32) throws -> TimingFunction {
        if let box = object(lua, i, classNames: ["TimingFunction"]) as? TimingFunctionBox { return box.function }
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
            throw Mismatch(message: "timing function expected (a name, {c1x, c1y, c2x, c2y} or TimingFunction), got \(lua.valueTypeName(i))")
        }
        let c = try lua.numbers(i, count: 4, what: "timing function control points {c1x, c1y, c2x, c2y}")
        return try controlPoints(c)
    }

    func controlPoints(_ c: [Double]) throws -> TimingFunction {
        guard c[0] >= 0 && c[0] <= 1 && c[2] >= 0 && c[2] <= 1 else {
            throw Mismatch(message: "control point x values must lie within 0…1 (got \(c[0]) and \(c[2]))")
        }
        return TimingFunction(controlPoints: Float(c[0]), Float(c[1]), Float(c[2]), Float(c[3]))
    }

    /// `TimingFunction(name)`, `TimingFunction(c1x, c1y, c2x, c2y)`, `TimingFunction{…}`.
    func makeTimingFunction(_ lua: Lua) throws -> Int32 {
        let f: TimingFunction
        if lua.top >= 4 {
            var c: [Double] = []
            for i in Int32(1)...4 { c.append(try lua.checkFinite(i)) }
            do { f = try controlPoints(c) } catch { throw BindingError.argument(1, error.message) }
        } else {
            do { f = try timingFunction(lua, 1) } catch { throw BindingError.argument(1, error.message) }
        }
        pushObject(TimingFunctionBox(f), lua)
        return 1
    }
}
