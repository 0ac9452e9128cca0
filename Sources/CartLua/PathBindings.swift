import CLua
import CartAnimation

/// `Path()`: moveTo, lineTo, quadCurveTo, curveTo, close (each returns the path, so calls
/// chain), length, pointAt (by arc length).
extension LuaHost {
    static func pathClass() -> BoundClass<PathBox> {
        let c = BoundClass<PathBox>(name: "Path")
        c.binding.userValues = 1  // its frozen copy's userdata (`PathBox.frozen`)
        c.doc = "A Bézier path (UIBezierPath): build it with chained calls, give it to a KeyframeAnimation's `path`."
        c.describe { "Path(\($0.path.elements.count) elements)" }
        func element(_ name: String, _ doc: String, _ params: [String], _ make: @escaping ([Double]) -> BezierPath.Element) {
            c.method(name, doc: doc, params: params.map { LuaParam($0, "number") },
                     returns: [LuaParam("path", "Path", "the same path, to chain calls")]) { host, lua, box throws in
                var xs: [Double] = []
                for i in 0..<Int32(params.count) { xs.append(try lua.checkFinite(2 + i)) }
                box.path.append(make(xs))
                host.budget.raiseCharge(for: box, to: box.path.elements.count * MemoryLayout<BezierPath.Element>.stride)
                lua.setTop(1)
                return 1
            }
        }
        element("moveTo", "Starts a new subpath at (x, y).", ["x", "y"]) { .moveTo(Point(x: $0[0], y: $0[1])) }
        element("lineTo", "A straight line to (x, y).", ["x", "y"]) { .lineTo(Point(x: $0[0], y: $0[1])) }
        element("quadCurveTo", "A quadratic curve to (x, y) with control point (cx, cy).", ["x", "y", "cx", "cy"]) {
            .quadCurveTo(Point(x: $0[0], y: $0[1]), control: Point(x: $0[2], y: $0[3]))
        }
        element("curveTo", "A cubic curve to (x, y) with control points (c1x, c1y) and (c2x, c2y).",
                ["x", "y", "c1x", "c1y", "c2x", "c2y"]) {
            .curveTo(Point(x: $0[0], y: $0[1]), control1: Point(x: $0[2], y: $0[3]), control2: Point(x: $0[4], y: $0[5]))
        }
        element("close", "Closes the subpath with a line to its start.", []) { _ in .close }
        c.method("length", doc: "The path's arc length in points.", returns: [LuaParam("length", "number")]) { host, lua, o throws in
            try host.budget.spend(o.path.elements.count)
            lua.push(o.path.length)
            return 1
        }
        c.method("pointAt", doc: "The point a fraction (0…1) of the way along the path by arc length; nil for an empty path.",
                 params: [LuaParam("fraction", "number")], returns: [LuaParam("point", "Point?")]) { host, lua, o throws in
            let f = try lua.checkFinite(2)
            try host.budget.spend(o.path.elements.count)
            if let p = o.path.point(atFraction: f) { lua.push(p) } else { lua.pushNil() }
            return 1
        }
        return c
    }
}
