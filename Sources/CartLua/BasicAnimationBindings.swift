import CLua
import CartAnimation

/// `BasicAnimation{…}`: fromValue, toValue, byValue, converted by the key path's kind.
extension LuaHost {
    func basicAnimationClass() -> ClassBinding {
        let c = propertyAnimationBase("BasicAnimation")
        c.describe = { "BasicAnimation(\(($0 as! BasicAnimation).keyPath.rawValue))" }
        for (name, path) in [("fromValue", \BasicAnimation.fromValue), ("toValue", \.toValue), ("byValue", \.byValue)] {
            c.property(name, get: { _, lua, o in
                if let v = (o as! BasicAnimation)[keyPath: path] { lua.push(v) } else { lua.pushNil() }
            }, set: { _, lua, o, i throws in
                let a = o as! BasicAnimation
                a[keyPath: path] = lua.isNoneOrNil(i) ? nil : try lua.value(i, kind: a.keyPath.kind)
            })
        }
        return c
    }
}
