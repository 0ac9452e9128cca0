import CLua
import CartAnimation

/// `BasicAnimation{…}`: fromValue, toValue, byValue, converted by the key path's kind.
extension LuaHost {
    static func basicAnimationClass() -> BoundClass<BasicAnimation> {
        let c = BoundClass<BasicAnimation>(name: "BasicAnimation")
        addPropertyAnimationMembers(c.members(as: PropertyAnimation.self))
        c.describe { "BasicAnimation(\($0.keyPath.rawValue))" }
        c.doc = "A CABasicAnimation: one key path from a value to a value (fromValue/toValue/byValue; missing ones come from the layer)."
        addValueProperties(c.members(as: BasicAnimation.self))
        return c
    }

    /// fromValue, toValue and byValue, read and set in the key path's kind (BasicAnimation and
    /// its subclass SpringAnimation).
    static func addValueProperties(_ c: BoundClass<BasicAnimation>) {
        for (name, path, doc) in [
            ("fromValue", \BasicAnimation.fromValue, "The start value (nil: the current presentation value, or toValue − byValue)."),
            ("toValue", \.toValue, "The end value (nil: fromValue + byValue, or the model value)."),
            ("byValue", \.byValue, "The change from the start (used when fromValue or toValue is nil)."),
        ] {
            c.property(name, type: LuaTypes.keyPathValue + "?", doc: doc, get: { _, lua, o in
                if let v = o[keyPath: path] { lua.push(v) } else { lua.pushNil() }
            }, set: { _, lua, a, i throws in
                a[keyPath: path] = lua.isNoneOrNil(i) ? nil : try lua.value(i, keyPath: a.keyPath)
            })
        }
    }
}
