import CLua
import CartAnimation

/// `AnimationGroup{…}`: animations (a group never contains itself).
extension LuaHost {
    static func animationGroupClass() -> BoundClass<AnimationGroup> {
        let c = BoundClass<AnimationGroup>(name: "AnimationGroup")
        // How its constructor makes the object, at once or later from a spec (AnimationSpec).
        c.makeAnimation = { _ in AnimationGroup() }
        addTiming(c.members(as: Animation.self))
        c.describe { "AnimationGroup(\($0.animations.count) animations)" }
        c.doc = "A CAAnimationGroup: animations that run together in the group's time (the group reports as one animation)."
        c.property("animations", type: "Animation[]", doc: "The animations of the group; their times are in the group's time.",
                   get: { host, lua, o in
            let children = o.animations
            lua.newTable(narr: Int32(children.count))
            for (k, a) in children.enumerated() { host.pushObject(a, lua); lua.setIndex(-2, k + 1) }
        }, set: { host, lua, g, i throws in
            if lua.isNoneOrNil(i) { g.animations = []; return }
            guard lua.type(i) == LUA_TTABLE else { throw Mismatch(message: "table of animations expected, got \(lua.valueTypeName(i))") }
            let t = lua.absIndex(i), count = lua.rawLength(t)
            try host.budget.spend(count)
            var children: [Animation] = []
            children.reserveCapacity(count)  // grown one by one, a coin's four were three buffers
            var seen: Set<ObjectIdentifier> = []
            for k in 0..<count {
                lua.getIndex(t, k + 1)
                defer { lua.pop() }
                guard let a = host.object(lua, lua.top, kinds: LuaHost.animationKinds) as? Animation else {
                    throw Mismatch(message: "animations[\(k + 1)]: animation expected, got \(lua.valueTypeName(lua.top))")
                }
                guard a !== g else { throw Mismatch(message: "animations[\(k + 1)]: a group cannot contain itself") }
                if let inner = a as? AnimationGroup, LuaHost.contains(inner, g, seen: &seen) {
                    throw Mismatch(message: "animations[\(k + 1)]: that group already contains this one")
                }
                children.append(a)
            }
            try host.setChildren(children, of: g, searched: seen.count)
        }, fast: .children { o, children in (o as? AnimationGroup)?.animations = children })
        return c
    }

    /// Makes `children` the animations of the script's group `g`, its nesting checked and
    /// recorded and what it holds charged (`searched`: the groups looked into for cycles).
    func setChildren(_ children: [Animation], of g: AnimationGroup, searched: Int = 0) throws {
        try groupNesting.check(g, children, limit: options.limits.groupDepth)
        try budget.spend(searched)
        g.animations = children
        budget.setCharge(for: g, bytes: 8 * children.count)
    }

    /// Whether `group` holds `target` at any depth (groups must not contain themselves). Each
    /// group is looked into once (`seen`: those already looked into, which do not hold it): a
    /// group may hold the same group many times over.
    static func contains(_ group: AnimationGroup, _ target: AnimationGroup, seen: inout Set<ObjectIdentifier>) -> Bool {
        guard seen.insert(ObjectIdentifier(group)).inserted else { return false }
        var stack = [group]
        while let g = stack.popLast() {
            for a in g.animations {
                if a === target { return true }
                if let inner = a as? AnimationGroup, seen.insert(ObjectIdentifier(inner)).inserted { stack.append(inner) }
            }
        }
        return false
    }

    /// Refuses to attach a group with more animations than the limit, counting each place an
    /// animation appears (the attached copy holds that many), or nested too deep. Stops counting
    /// at the limit: a group holding the same group twice, nested, holds 2ⁿ.
    func checkGroupSize(_ group: AnimationGroup, arg: Int32) throws {
        let limit = options.limits.groupSize, depthLimit = options.limits.groupDepth
        // A group of leaves (a coin's) is counted without the stack of nested groups.
        if group.animations.count <= limit, depthLimit >= 1, !group.animations.contains(where: { $0 is AnimationGroup }) {
            budget.addWork(group.animations.count)
            return
        }
        var count = 0
        defer { budget.addWork(count) }
        var stack: [(AnimationGroup, Int)] = [(group, 1)]
        while let (g, level) = stack.popLast() {
            guard level <= depthLimit else {
                throw BindingError.argument(arg, "groups nested over \(depthLimit) levels deep (a sandbox limit)")
            }
            for a in g.animations {
                count += 1
                guard count <= limit else {
                    throw BindingError.argument(arg, "group too large: over \(limit) animations, counting those of nested groups (a sandbox limit)")
                }
                if let inner = a as? AnimationGroup { stack.append((inner, level + 1)) }
            }
        }
    }
}
