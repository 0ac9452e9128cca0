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
            try host.spend(lua.rawLength(t))
            var children: [Animation] = []
            var seen: Set<ObjectIdentifier> = []
            for k in 0..<lua.rawLength(t) {
                lua.getIndex(t, k + 1)
                defer { lua.pop() }
                guard let a = host.object(lua, lua.top, classNames: LuaHost.animationClasses) as? Animation else {
                    throw Mismatch(message: "animations[\(k + 1)]: animation expected, got \(lua.valueTypeName(lua.top))")
                }
                guard a !== g else { throw Mismatch(message: "animations[\(k + 1)]: a group cannot contain itself") }
                if let inner = a as? AnimationGroup, LuaHost.contains(inner, g, seen: &seen) {
                    throw Mismatch(message: "animations[\(k + 1)]: that group already contains this one")
                }
                children.append(a)
            }
            try host.checkNesting(g, children)
            try host.spend(seen.count)
            g.animations = children
            host.setCharge(for: g, bytes: 8 * children.count)
        })
        return c
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

    /// Keeps nested groups under `ScriptLimits.groupDepth` levels: Swift frees (and copies, and
    /// evaluates) nested groups recursively, so a chain of thousands would overflow the stack.
    /// Each group put inside another is recorded with its levels; it may change afterwards but
    /// never get deeper, so the levels of every group holding it stay true.
    func checkNesting(_ g: AnimationGroup, _ children: [Animation]) throws {
        let limit = options.limits.groupDepth
        var levels = 1
        for case let inner as AnimationGroup in children {
            levels = max(levels, 1 + nestedLevels(of: inner))
        }
        if let known = nestedGroups[ObjectIdentifier(g)], known.group === g {
            guard levels <= known.levels else {
                throw Mismatch(message: "this group is inside another group: its groups cannot nest deeper there "
                               + "(\(levels) levels, was \(known.levels); a sandbox limit)")
            }
        } else if levels > limit {
            throw Mismatch(message: "groups nested over \(limit) levels deep (a sandbox limit)")
        }
        for case let inner as AnimationGroup in children where nestedGroups[ObjectIdentifier(inner)]?.group !== inner {
            nestedGroups[ObjectIdentifier(inner)] = NestedGroup(group: inner, levels: nestedLevels(of: inner))
        }
        if nestedGroups.count > 2 * nestedGroupsSwept + 1024 {
            nestedGroups = nestedGroups.filter { $0.value.group != nil }
            nestedGroupsSwept = nestedGroups.count
        }
    }

    /// The levels of groups in `g` (1: none inside): recorded for a nested group, else one more
    /// than its deepest group (each of which is nested, so recorded).
    func nestedLevels(of g: AnimationGroup) -> Int {
        if let known = nestedGroups[ObjectIdentifier(g)], known.group === g { return known.levels }
        var levels = 1
        for case let inner as AnimationGroup in g.animations {
            levels = max(levels, 1 + nestedLevels(of: inner))
        }
        return levels
    }

    /// Refuses to attach a group with more animations than the limit, counting each place an
    /// animation appears (the attached copy holds that many), or nested too deep. Stops counting
    /// at the limit: a group holding the same group twice, nested, holds 2ⁿ.
    func checkGroupSize(_ group: AnimationGroup, arg: Int32) throws {
        let limit = options.limits.groupSize, depthLimit = options.limits.groupDepth
        var count = 0
        defer { addWork(count) }
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
