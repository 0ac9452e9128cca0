import CLua
import CartAnimation

/// An animation as its constructor was given it, with no object made: what
/// `BasicAnimation{…}`, `KeyframeAnimation{…}`, `SpringAnimation{…}` and `AnimationGroup{…}`
/// return when every option is one a spec can keep (`FastOption`). A script mostly hands an
/// animation straight to `addAnimation`, which attaches a copy (§6): the object it made was
/// never used. So the spec is a plain userdata — the options' values by slot, and in its user
/// values the Lua values it refers to (a path as it was given, a delegate table, a group's
/// animations) — with no Swift object, no finalizer and no entry in the object cache;
/// `addAnimation` builds the attached copy straight from it. Anything else a script does with
/// it (reads or sets a property, `tostring`, hands it to a binding that wants the object) makes
/// its object first, with the options set as the constructor would have set them, and from then
/// on it is that object's userdata, as if it had been made at once; nothing a script can see
/// tells the two apart. A constructor given any other option (or value) makes the object at
/// once, through the setters, which also say what is wrong with it.
///
/// Memory: a `cartlua_SpecHead` (whose first fields are a `cartlua_Handle` with no object), then
/// one `cartlua_SpecCell` per option given, in slot order; specs.h makes it.
extension LuaHost {
    /// Animation classes that are no groups: the animations a group's spec may hold.
    static let leafAnimationKinds = ClassRegistry.Kinds(["BasicAnimation", "KeyframeAnimation", "SpringAnimation"])

    /// Fills `sc`, the spec constructor of class `binding` (installed now), from the class's
    /// fast options; the C constructor makes specs once it is filled.
    func prepareSpecs(_ sc: UnsafeMutablePointer<cartlua_SpecClass>, of binding: ClassBinding, _ lua: Lua) {
        guard sc.pointee.shared == nil, let slots = binding.slotClass,
              let masks = binding.optionMasks, binding.propertyNames.count <= 64 else { return }
        prepareSharedSpecs(lua)
        binding.boxFastOptions(all: true)  // every setter a build calls
        var accepted: UInt64 = 0
        withUnsafeMutableBytes(of: &sc.pointee.fast) { raw in
            let fast = raw.bindMemory(to: cartlua_FastSlot.self)
            for (k, option) in binding.fastOptions.enumerated() {
                var slot = cartlua_FastSlot()
                switch option {
                case .number(let rule, _)?:
                    slot.kind = UInt8(CARTLUA_FAST_NUMBER)
                    slot.flags = UInt8(rule.flags)
                case .bool?: slot.kind = UInt8(CARTLUA_FAST_BOOL)
                case .choice(let names, _)?:
                    slot.kind = UInt8(CARTLUA_FAST_CHOICE)
                    slot.names = names.addresses(lua)
                case .timingFunction?: slot.kind = UInt8(CARTLUA_FAST_TIMING)
                case .numberValue?: slot.kind = UInt8(CARTLUA_FAST_NUMBER_VALUE)
                case .path?: slot.kind = UInt8(CARTLUA_FAST_PATH)
                case .delegate?: slot.kind = UInt8(CARTLUA_FAST_DELEGATE)
                case .children?: slot.kind = UInt8(CARTLUA_FAST_CHILDREN)
                case nil: continue
                }
                // Options the constructor reads itself (a spring's perceptual ones) go the long way.
                guard masks.skip & (1 << k) == 0 else { continue }
                fast[k] = slot
                accepted |= 1 << k
            }
        }
        if let k = binding.keyPathSlot {
            sc.pointee.keyPathSlot = Int32(k + 1)
            accepted |= 1 << k
        }
        sc.pointee.slots = UnsafePointer(slots)
        sc.pointee.count = Int32(binding.propertyNames.count)
        sc.pointee.accepted = accepted
        sc.pointee.metatableRef = binding.specMetatableRef
        sc.pointee.shared = specShared
    }

    /// What every spec constructor of this state shares, made the first time one is filled.
    private func prepareSharedSpecs(_ lua: Lua) {
        let sh = specShared
        guard sh.pointee.keyPaths == nil else { return }
        sh.pointee.keyPaths = keyPathNames.addresses(lua)
        withUnsafeMutableBytes(of: &sh.pointee.keyPathKinds) { kinds in
            for (k, keyPath) in LuaHost.keyPaths.enumerated() {
                kinds[k] = UInt8(keyPath.kind == .number ? CARTLUA_KIND_NUMBER : keyPath.kind == .point ? CARTLUA_KIND_POINT : CARTLUA_KIND_OTHER)
            }
        }
        sh.pointee.timingNames = timingFunctionNames.addresses(lua)
        sh.pointee.groupsMayNest = options.limits.groupDepth >= 1 ? 1 : 0
        sh.pointee.freezePath = cartluaFreezePath
        sh.pointee.delegateSite = cartluaDelegateSite
        sh.pointee.timingFunction = cartluaTimingFunction
    }

    /// Tells the spec constructors a class just installed: the Path class and the animation
    /// classes that are no groups are what a spec's path and a group's spec may hold.
    func noteInstalled(_ c: ClassBinding, metatable: UnsafeRawPointer?) {
        let sh = specShared
        if c.name == "Path" { sh.pointee.pathMetatable = metatable }
        guard LuaHost.leafAnimationKinds.contains(ClassRegistry.Kinds([c.name])) else { return }
        withUnsafeMutableBytes(of: &sh.pointee.leafMetatables) { raw in
            withUnsafeMutableBytes(of: &sh.pointee.leafIsSpec) { isSpecRaw in
                let mts = raw.bindMemory(to: UnsafeRawPointer?.self), isSpec = isSpecRaw.bindMemory(to: Int32.self)
                for (mt, spec) in [(metatable, Int32(0)), (c.specMetatable, 1)] where mt != nil {
                    let n = Int(sh.pointee.leafCount)
                    precondition(n < mts.count, "cartlua: more animation classes than specs.h holds")
                    mts[n] = mt
                    isSpec[n] = spec
                    sh.pointee.leafCount += 1
                }
            }
        }
    }

    /// The place of "file:line: " where a delegate is given now, among `delegateSites`.
    func delegateSite(_ lua: Lua) -> Int32 {
        let site = state.sharedCallerPosition(lua) ?? ""
        if let last = delegateSites.last, last == site { return Int32(delegateSites.count - 1) }
        if let known = delegateSiteIndex[site] { return known }
        delegateSites.append(site)
        delegateSiteIndex[site] = Int32(delegateSites.count - 1)
        return Int32(delegateSites.count - 1)
    }

    /// The object of the spec at `i` (of class `binding`), made now from what the spec holds
    /// (`ClassBinding.objectFromSpec`); the userdata is from now on that object's, as if it had
    /// been made at once. Nil when the value at `i` is no spec of the class.
    @discardableResult
    func makeObject(ofSpec i: Int32, _ lua: Lua, _ binding: ClassBinding) -> AnyObject? {
        let found = registry.find(lua, i, kinds: ClassRegistry.Kinds(rawValue: .max))
        if case .attached(let att)? = found, binding.attachedMetatable != nil {
            let a = adoptCopy(of: att, at: lua.absIndex(i), lua)
            return registry.binding(of: a, self, lua) === binding ? a : nil
        }
        guard case .spec(let c)? = found, c === binding, let make = binding.objectFromSpec else { return nil }
        let u = lua.absIndex(i)
        let o = make(self, lua, u)
        adopt(o, at: u, lua, binding, id: binding.specObjectIsCached ? objectIDs.take() : 0)
        return o
    }

    /// An animation class's `objectFromSpec`: the object with the options its spec at `u` holds,
    /// charged as the setters would have charged it.
    func animation(fromSpec u: Int32, _ lua: Lua, _ binding: ClassBinding) -> Animation {
        let a = build(spec: u, lua, binding, fresh: false)
        // Groups of leaves only: nothing nests, so nothing can be refused here.
        if let g = a as? AnimationGroup { try? setChildren(g.animations, of: g) }
        if let k = a as? KeyframeAnimation { budget.chargeValues(of: k) }
        return a
    }

    /// The attached copy `addAnimation` makes of the spec at `i` (of class `binding`): built
    /// from the spec, its animations from theirs (or copied, those already made).
    func attachableCopy(ofSpec i: Int32, _ lua: Lua, _ binding: ClassBinding) -> Animation {
        build(spec: lua.absIndex(i), lua, binding, fresh: true)
    }

    /// An animation of class `binding` with the options of the spec at `u`. `fresh`: a copy
    /// for attaching (a group's animations built or copied likewise), else the spec's own object
    /// (its animations the objects of their userdata, made now if specs).
    private func build(spec u: Int32, _ lua: Lua, _ binding: ClassBinding, fresh: Bool) -> Animation {
        let L = lua.L
        let raw = lua_touserdata(L, u)!
        let head = raw.load(as: cartlua_SpecHead.self)
        let cells = UnsafeRawPointer(raw + MemoryLayout<cartlua_SpecHead>.stride).assumingMemoryBound(to: cartlua_SpecCell.self)
        let a = binding.makeAnimation!(head.keyPath >= 0 ? LuaHost.keyPaths[Int(head.keyPath)] : nil)
        var rest = head.mask & ~(binding.optionMasks?.skip ?? 0), c = 0
        // The setters borrowed (`NumberSetter`, `FastSetter`), each called with a value of its kind.
        binding.fastSetters.withUnsafeBufferPointer { setters in
          binding.fastKinds.withUnsafeBufferPointer { kinds in
            while rest != 0 {
                let k = rest.trailingZeroBitCount
                rest &= rest - 1
                let cell = cells[c]
                c += 1
                guard let box = setters[k] else { preconditionFailure("cartlua: a spec's option without a fast way") }
                switch kinds[k] {
                case .number, .numberValue:
                    _ = NumberSetter.call(box, a, cell.number)  // an object of the class: always set
                case .bool:
                    FastSetter<Bool, Void>.call(box, a, cell.index != 0)
                case .choice:
                    FastSetter<Int, Void>.call(box, a, Int(cell.index))
                case .timingFunction:
                    FastSetter<TimingFunction, Void>.call(box, a, LuaHost.specTimingFunction(cell, cells, &c))
                case .path:
                    if let path = specPath(u, cell, lua) { FastSetter<BezierPath, Void>.call(box, a, path) }
                case .delegate:
                    FastSetter<LuaDelegate, Void>.call(box, a, specDelegate(u, cell, lua))
                case .children:
                    var children: [Animation] = []
                    children.reserveCapacity(Int(cell.extra))
                    for j in 0..<cell.extra {
                        lua_getiuservalue(L, u, cell.index + j)
                        if let child = animation(at: lua.top, lua, fresh: fresh) { children.append(child) }
                        lua.pop()
                    }
                    FastSetter<[Animation], Void>.call(box, a, children)
                case .none:
                    preconditionFailure("cartlua: a spec's option without a fast way")
                }
            }
          }
        }
        return a
    }

    /// The timing function a spec's `cell` holds: a name's place, or control points in it and
    /// the three cells after (from `c`, which moves past them).
    static func specTimingFunction(_ cell: cartlua_SpecCell, _ cells: UnsafePointer<cartlua_SpecCell>,
                                   _ c: inout Int) -> TimingFunction {
        guard cell.index == CARTLUA_TIMING_POINTS else {
            return TimingFunction(name: LuaHost.timingFunctionNameCases[Int(cell.index)])
        }
        defer { c += 3 }
        return TimingFunction(controlPoints: Float(cell.number), Float(cells[c].number), Float(cells[c + 1].number),
                              Float(cells[c + 2].number))
    }

    /// The path a spec's `cell` keeps, in a user value of the spec at `u` (the frozen copy's).
    func specPath(_ u: Int32, _ cell: cartlua_SpecCell, _ lua: Lua) -> BezierPath? {
        lua_getiuservalue(lua.L, u, cell.index)
        defer { lua.pop() }
        guard case .object(let path as PathBox)? = registry.find(lua, -1, kinds: LuaHost.pathKinds) else { return nil }
        return path.path
    }

    /// The delegate a spec's `cell` keeps, in a user value of the spec at `u`, now held by a
    /// `LuaDelegate` with the place it was given at.
    func specDelegate(_ u: Int32, _ cell: cartlua_SpecCell, _ lua: Lua) -> LuaDelegate {
        lua_getiuservalue(lua.L, u, cell.index)
        return LuaDelegate(host: self, ref: state.delegates.ref(lua.L), site: delegateSites[Int(cell.extra)])
    }

    /// The animation at `i` as a group's spec holds it: a copy for attaching (`fresh`: built
    /// from a spec, copied from an object), else its object (made now if a spec).
    private func animation(at i: Int32, _ lua: Lua, fresh: Bool) -> Animation? {
        switch registry.find(lua, i, kinds: LuaHost.animationKinds) {
        case .object(let o as Animation)?: return fresh ? o.copy() : o
        case .spec(let c)?:
            return fresh ? build(spec: lua.absIndex(i), lua, c, fresh: true) : makeObject(ofSpec: i, lua, c) as? Animation
        case .attached(let att)?:
            let o = adoptCopy(of: att, at: lua.absIndex(i), lua)
            return fresh ? o.copy() : o
        default: return nil
        }
    }
}

/// specs.h's `freezePath`: pushes the frozen copy of the Path at `i` (nil if it is none). The
/// path's userdata keeps the copy's in its user value (`ClassBinding.userValues`): the copy's
/// userdata is made once per change of the path, not once per spec.
private func cartluaFreezePath(_ L: OpaquePointer?, _ i: Int32) {
    guard let L else { return }
    let lua = Lua(L: L), p = lua.absIndex(i)
    // specs.h checked the metatable (`cartlua_instance`); the object is checked here all the same.
    guard let object = cartlua_handle_object(L, p),
          let box = Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue() as? PathBox else {
        return lua.pushNil()
    }
    let frozen = box.frozenCopy()
    if lua_getiuservalue(L, p, 1) == LUA_TUSERDATA,
       cartlua_handle_object(L, -1) == Unmanaged.passUnretained(frozen).toOpaque() { return }
    lua.pop()
    LuaHost.running(L).pushObject(frozen, lua)
    lua.pushValue(-1)
    lua_setiuservalue(L, p, 1)  // pops the copy
}

/// specs.h's `delegateSite`: where the delegate being given is (`LuaHost.delegateSite`).
private func cartluaDelegateSite(_ L: OpaquePointer?) -> Int32 {
    guard let L else { return 0 }
    return LuaHost.running(L).delegateSite(Lua(L: L))
}

/// specs.h's `timingFunction`: the timing function at `i` as the setter reads it
/// (`LuaHost.timingFunction`): its name's place, or `CARTLUA_TIMING_POINTS` with its control
/// points in `points`; -2 when the setter would refuse it (and say why).
private func cartluaTimingFunction(_ L: OpaquePointer?, _ i: Int32, _ points: UnsafeMutablePointer<Float>?) -> Int32 {
    guard let L, let points else { return -2 }
    let host = LuaHost.running(L), lua = Lua(L: L)
    // Control points are kept as the points, checked as the setter checks them: no curve made.
    if lua.type(i) == LUA_TTABLE {
        guard let c = try? host.checkedControlPoints(lua, i) else { return -2 }
        (points[0], points[1], points[2], points[3]) = (Float(c.0), Float(c.1), Float(c.2), Float(c.3))
        return CARTLUA_TIMING_POINTS
    }
    guard let f = try? host.timingFunction(lua, i) else { return -2 }
    if let name = f.name, let k = LuaHost.timingFunctionNameCases.firstIndex(of: name) { return Int32(k) }
    (points[0], points[1], points[2], points[3]) = (f.c1x, f.c1y, f.c2x, f.c2y)
    return CARTLUA_TIMING_POINTS
}

