import CLua
import CartAnimation

/// `AnimationGroup{…}`: animations (a group never contains itself).
extension LuaHost {
    func animationGroupClass() -> ClassBinding {
        let c = animationBase("AnimationGroup")
        c.describe = { "AnimationGroup(\(($0 as! AnimationGroup).animations.count) animations)" }
        c.doc = "A CAAnimationGroup: animations that run together in the group's time (the group reports as one animation)."
        c.property("animations", type: "Animation[]", doc: "The animations of the group; their times are in the group's time.",
                   get: { host, lua, o in
            let children = (o as! AnimationGroup).animations
            lua.newTable(narr: Int32(children.count))
            for (k, a) in children.enumerated() { host.pushObject(a, lua); lua.setIndex(-2, k + 1) }
        }, set: { host, lua, o, i throws in
            let g = o as! AnimationGroup
            if lua.isNoneOrNil(i) { g.animations = []; return }
            guard lua.type(i) == LUA_TTABLE else { throw Mismatch(message: "table of animations expected, got \(lua.valueTypeName(i))") }
            let t = lua.absIndex(i)
            var children: [Animation] = []
            for k in 0..<lua.rawLength(t) {
                lua.getIndex(t, k + 1)
                defer { lua.pop() }
                guard let a = host.object(lua, lua.top, classNames: LuaHost.animationClasses) as? Animation else {
                    throw Mismatch(message: "animations[\(k + 1)]: animation expected, got \(lua.valueTypeName(lua.top))")
                }
                guard a !== g else { throw Mismatch(message: "animations[\(k + 1)]: a group cannot contain itself") }
                if let inner = a as? AnimationGroup, LuaHost.contains(inner, g) {
                    throw Mismatch(message: "animations[\(k + 1)]: that group already contains this one")
                }
                children.append(a)
            }
            g.animations = children
        })
        return c
    }

    /// Whether `group` holds `target` at any depth (groups must not contain themselves).
    static func contains(_ group: AnimationGroup, _ target: AnimationGroup) -> Bool {
        group.animations.contains { a in
            a === target || ((a as? AnimationGroup).map { contains($0, target) } ?? false)
        }
    }
}
