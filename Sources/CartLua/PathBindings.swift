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
}
