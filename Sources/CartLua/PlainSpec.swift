import CLua
import CartAnimation

/// `addAnimation` of a spec as plain values (`PlainAnimation`): the layer keeps the options the
/// spec holds and makes the attached copy only when a script or a writer reads it. Each option
/// a plain node takes says here which of the node's values it sets, as its setter sets the
/// object's (`AnimationBindings`, `BasicAnimationBindings`, `KeyframeAnimationBindings`); a
/// spec with any other option, or of another shape, is built into an object as before
/// (`attachableCopy`). PlainSpecTests hold each option's two ways to the same copy.
extension LuaHost {
    /// How an option of a spec sets a plain node, by the option's name.
    enum PlainOption: Sendable {
        case number(@Sendable (inout PlainAnimation.Node, Double) -> Void)
        case bool(@Sendable (inout PlainAnimation.Node, Bool) -> Void)
        /// A choice's place among its enum's cases.
        case choice(@Sendable (inout PlainAnimation.Node, Int) -> Void)
        case timingFunction, path, delegate, children
    }

    /// The options a plain node takes: those of `addTiming` and `addPropertyAnimationMembers`,
    /// a basic animation's values and a keyframe animation's path, and a group's animations.
    static let plainOptions: [String: PlainOption] = [
        "duration": .number { $0.timing.duration = $1 },
        "beginTime": .number { $0.timing.beginTime = $1 },
        "timeOffset": .number { $0.timing.timeOffset = $1 },
        "speed": .number { $0.timing.speed = Float($1) },
        "repeatCount": .number { $0.timing.repeatCount = Float($1) },
        "repeatDuration": .number { $0.timing.repeatDuration = $1 },
        "autoreverses": .bool { $0.timing.autoreverses = $1 },
        "fillMode": .choice { $0.timing.fillMode = FillMode.allCases[$1] },
        "timingFunction": .timingFunction,
        "removedOnCompletion": .bool { $0.removedOnCompletion = $1 },
        "delegate": .delegate,
        "additive": .bool { $0.additive = $1 },
        "cumulative": .bool { $0.cumulative = $1 },
        "fromValue": .number { $0.from = $1 },
        "toValue": .number { $0.to = $1 },
        "byValue": .number { $0.by = $1 },
        "path": .path,
        "calculationMode": .choice { $0.calculationMode = KeyframeAnimation.CalculationMode.allCases[$1] },
        "rotationMode": .choice { $0.rotationMode = KeyframeAnimation.RotationMode.allCases[$1] },
        "animations": .children,
    ]

    /// The classes whose specs may be plain, by name, with their nodes' kind.
    static let plainKinds: [String: PlainAnimation.Kind] = [
        "BasicAnimation": .basic, "KeyframeAnimation": .keyframe, "AnimationGroup": .group,
    ]

    /// The copy `addAnimation` keeps of the spec at `i` (of class `binding`) as plain values, or
    /// nil when it has an option or a shape that is not kept plain (`PlainAnimation.isAttachable`,
    /// a group over the size limit): then nothing was made that a script can see.
    func plainCopy(ofSpec i: Int32, _ lua: Lua, _ binding: ClassBinding) -> PlainAnimation? {
        guard let plain = binding.plainSlots else { return nil }
        var nodes: [PlainAnimation.Node] = []
        nodes.reserveCapacity(plain.kind == .group ? 5 : 1)
        guard addPlainNode(of: lua.absIndex(i), lua, binding, plain, to: &nodes) else { return nil }
        let p = PlainAnimation(nodes)
        // A group over the sandbox's limits is refused as an object (`checkGroupSize`).
        guard p.isAttachable, p.nodes[0].kind != .group
                || (p.nodes[0].childCount <= options.limits.groupSize && options.limits.groupDepth >= 1)
        else { return nil }
        return p
    }

    /// Appends the node of the spec at `u` (and a group's animations'): false when an option,
    /// or an animation of the group, is not kept plain.
    private func addPlainNode(of u: Int32, _ lua: Lua, _ binding: ClassBinding, _ plain: PlainSlots,
                              to nodes: inout [PlainAnimation.Node]) -> Bool {
        let L = lua.L
        let raw = lua_touserdata(L, u)!
        let head = raw.load(as: cartlua_SpecHead.self)
        var rest = head.mask & ~(binding.optionMasks?.skip ?? 0)
        guard rest & ~plain.mask == 0 else { return false }
        let cells = UnsafeRawPointer(raw + MemoryLayout<cartlua_SpecHead>.stride).assumingMemoryBound(to: cartlua_SpecCell.self)
        // Set in place: a node is large, and each copy retains what it holds.
        let at = nodes.count
        nodes.append(PlainAnimation.Node(plain.kind, keyPath: head.keyPath >= 0 ? LuaHost.keyPaths[Int(head.keyPath)] : .opacity))
        var c = 0
        while rest != 0 {
            let k = rest.trailingZeroBitCount
            rest &= rest - 1
            let cell = cells[c]
            c += 1
            switch plain.options[k] {
            case .number(let set)?: set(&nodes[at], cell.number)
            case .bool(let set)?: set(&nodes[at], cell.index != 0)
            case .choice(let set)?: set(&nodes[at], Int(cell.index))
            case .timingFunction?: nodes[at].timingFunction = LuaHost.specTimingFunction(cell, cells, &c)
            case .path?: nodes[at].path = specPath(u, cell, lua)
            case .delegate?: nodes[at].delegate = specDelegate(u, cell, lua)
            case .children?:
                nodes[at].childCount = Int(cell.extra)
                for j in 0..<cell.extra {
                    lua_getiuservalue(L, u, cell.index + j)
                    defer { lua.pop() }
                    guard case .spec(let child)? = registry.find(lua, -1, kinds: LuaHost.animationKinds),
                          let childSlots = child.plainSlots, childSlots.kind != .group,
                          addPlainNode(of: lua.top, lua, child, childSlots, to: &nodes) else { return false }
                }
            case nil:
                return false
            }
        }
        return true
    }
}

/// What a class's specs need to be plain (`LuaHost.plainCopy`): its nodes' kind and, by slot,
/// the option a plain node takes (`LuaHost.plainOptions`), with their slots' mask.
struct PlainSlots {
    let kind: PlainAnimation.Kind
    let options: [LuaHost.PlainOption?]
    let mask: UInt64

    init?(_ binding: ClassBinding) {
        guard let kind = LuaHost.plainKinds[binding.name], binding.propertyNames.count <= 64 else { return nil }
        self.kind = kind
        options = binding.propertyNames.map { LuaHost.plainOptions[$0] }
        var mask: UInt64 = 0
        for (k, o) in options.enumerated() where o != nil { mask |= 1 << k }
        self.mask = mask
    }
}
