import CLua
import CartAnimation

/// `addAnimation` of a spec as plain values (`PlainAnimation`): the layer keeps the options the
/// spec holds and makes the attached copy only when a script or a writer reads it. Each option
/// a plain node takes says here which of the node's values it sets, as its setter sets the
/// object's (`AnimationBindings`, `BasicAnimationBindings`, `KeyframeAnimationBindings`); a
/// spec with any other option, or of another shape, is built into an object as before
/// (`attachableCopy`). PlainSpecTests hold each option's two ways to the same copy.
extension LuaHost {
    /// How an option of a spec sets a plain node, by the option's name: a plain tag, so that
    /// reading one (a coin's group reads 17) copies no closure and retains nothing.
    enum PlainOption: UInt8, Sendable {
        case duration, beginTime, timeOffset, speed, repeatCount, repeatDuration, autoreverses, fillMode
        case removedOnCompletion, additive, cumulative, fromValue, toValue, byValue
        case calculationMode, rotationMode
        case timingFunction, path, delegate, children

        /// Sets what a one-cell option holds (its number, flag or choice's place) on `n`; false
        /// for the options that hold more than their cell (handled by `addPlainNode`).
        @inline(__always)
        func set(_ n: inout PlainAnimation.Node, _ cell: cartlua_SpecCell) -> Bool {
            switch self {
            case .duration: n.timing.duration = cell.number
            case .beginTime: n.timing.beginTime = cell.number
            case .timeOffset: n.timing.timeOffset = cell.number
            case .speed: n.timing.speed = Float(cell.number)
            case .repeatCount: n.timing.repeatCount = Float(cell.number)
            case .repeatDuration: n.timing.repeatDuration = cell.number
            case .autoreverses: n.timing.autoreverses = cell.index != 0
            case .fillMode: n.timing.fillMode = FillMode.allCases[Int(cell.index)]
            case .removedOnCompletion: n.removedOnCompletion = cell.index != 0
            case .additive: n.additive = cell.index != 0
            case .cumulative: n.cumulative = cell.index != 0
            case .fromValue: n.from = cell.number
            case .toValue: n.to = cell.number
            case .byValue: n.by = cell.number
            case .calculationMode: n.calculationMode = KeyframeAnimation.CalculationMode.allCases[Int(cell.index)]
            case .rotationMode: n.rotationMode = KeyframeAnimation.RotationMode.allCases[Int(cell.index)]
            case .timingFunction, .path, .delegate, .children: return false
            }
            return true
        }
    }

    /// The options a plain node takes: those of `addTiming` and `addPropertyAnimationMembers`,
    /// a basic animation's values and a keyframe animation's path, and a group's animations.
    static let plainOptions: [String: PlainOption] = [
        "duration": .duration, "beginTime": .beginTime, "timeOffset": .timeOffset, "speed": .speed,
        "repeatCount": .repeatCount, "repeatDuration": .repeatDuration, "autoreverses": .autoreverses,
        "fillMode": .fillMode, "timingFunction": .timingFunction, "removedOnCompletion": .removedOnCompletion,
        "delegate": .delegate, "additive": .additive, "cumulative": .cumulative,
        "fromValue": .fromValue, "toValue": .toValue, "byValue": .byValue, "path": .path,
        "calculationMode": .calculationMode, "rotationMode": .rotationMode, "animations": .children,
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
            guard let option = plain.options[k] else { return false }
            if option.set(&nodes[at], cell) { continue }
            switch option {
            case .timingFunction: nodes[at].timingFunction = LuaHost.specTimingFunction(cell, cells, &c)
            case .path: nodes[at].path = specPath(u, cell, lua)
            case .delegate: nodes[at].delegate = specDelegate(u, cell, lua)
            case .children:
                nodes[at].childCount = Int(cell.extra)
                for j in 0..<cell.extra {
                    lua_getiuservalue(L, u, cell.index + j)
                    defer { lua.pop() }
                    guard case .spec(let child)? = registry.find(lua, -1, kinds: LuaHost.animationKinds),
                          let childSlots = child.plainSlots, childSlots.kind != .group,
                          addPlainNode(of: lua.top, lua, child, childSlots, to: &nodes) else { return false }
                }
            default: return false
            }
        }
        return true
    }
}

/// What a class's specs need to be plain (`LuaHost.plainCopy`): its nodes' kind and, by slot,
/// the option a plain node takes (`LuaHost.plainOptions`), with their slots' mask. A class,
/// made once per binding: handing it over retains it, where a struct's array was copied out.
final class PlainSlots {
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
