import CLua
import CartAnimation

/// `BasicAnimation{…}`: fromValue, toValue, byValue, converted by the key path's kind.
extension LuaHost {
    static func basicAnimationClass() -> BoundClass<BasicAnimation> {
        let c = BoundClass<BasicAnimation>(name: "BasicAnimation")
        // How its constructor makes the object, at once or later from a spec (AnimationSpec).
        c.makeAnimation = { BasicAnimation(keyPath: $0!) }
        addPropertyAnimationMembers(c.members(as: PropertyAnimation.self))
        c.describe { "BasicAnimation(\($0.keyPath.rawValue))" }
        c.doc = "A CABasicAnimation: one key path from a value to a value (fromValue/toValue/byValue; missing ones come from the layer)."
        addValueProperties(c.members(as: BasicAnimation.self))
        return c
    }

    /// fromValue, toValue and byValue, read and set in the key path's kind (BasicAnimation and
    /// its subclass SpringAnimation).
    static func addValueProperties(_ c: BoundClass<BasicAnimation>) {
        // Plain closures per property, not a key path into the animation: writing through a
        // `ReferenceWritableKeyPath` cost more than converting the value.
        c.property("fromValue", type: LuaTypes.keyPathValue + "?",
                   doc: "The start value (nil: the current presentation value, or toValue − byValue).",
                   get: { _, lua, o in lua.push(optional: o.fromValue) },
                   set: { _, lua, a, i throws in a.fromValue = try lua.optionalValue(i, keyPath: a.keyPath) },
                   fast: .numberValue { o, x in setEnd(.from, x, of: o) })
        c.property("toValue", type: LuaTypes.keyPathValue + "?", doc: "The end value (nil: fromValue + byValue, or the model value).",
                   get: { _, lua, o in lua.push(optional: o.toValue) },
                   set: { _, lua, a, i throws in a.toValue = try lua.optionalValue(i, keyPath: a.keyPath) },
                   fast: .numberValue { o, x in setEnd(.to, x, of: o) })
        c.property("byValue", type: LuaTypes.keyPathValue + "?", doc: "The change from the start (used when fromValue or toValue is nil).",
                   get: { _, lua, o in lua.push(optional: o.byValue) },
                   set: { _, lua, a, i throws in a.byValue = try lua.optionalValue(i, keyPath: a.keyPath) },
                   fast: .numberValue { o, x in setEnd(.by, x, of: o) })
    }

    /// Sets one of a BasicAnimation's values to the number `x` from a spec; false when
    /// `object` is no BasicAnimation.
    private static func setEnd(_ end: BasicAnimation.End, _ x: Double, of object: AnyObject) -> Bool {
        BoundClass<BasicAnimation>.borrowing(object) { $0.set(end, number: x) } != nil
    }
}
