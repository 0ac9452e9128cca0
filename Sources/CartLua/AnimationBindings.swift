import CLua
import CartAnimation

/// `BasicAnimation{…}`, `KeyframeAnimation{…}`, `SpringAnimation{…}`, `AnimationGroup{…}` with the media timing and
/// property options of CONTRACT.md, under Core Animation's names.
extension LuaHost {
    /// What every animation has: CAMediaTiming, timingFunction, removedOnCompletion, delegate;
    /// and its constructor's specs (AnimationSpec).
    static func addTiming(_ c: BoundClass<Animation>) {
        c.objectFromSpec = { [unowned binding = c.binding] host, lua, u in host.animation(fromSpec: u, lua, binding) }
        c.number("duration", doc: "Seconds of one pass (0: 0.25 s, or the group's duration inside a group).",
                 get: { $0.duration }, set: { $0.duration = $1 })
        c.number("beginTime", doc: "When it starts, in the layer's time (0: when added); `now() + 0.5` starts it half a second later.",
                 get: { $0.beginTime }, set: { $0.beginTime = $1 })
        c.number("timeOffset", doc: "Shifts where in its cycle the animation is, without moving its active window.",
                 get: { $0.timeOffset }, set: { $0.timeOffset = $1 })
        c.number("speed", doc: "The rate of its time relative to the layer's (2: twice as fast).",
                 get: { Double($0.speed) }, set: { $0.speed = Float($1) })
        c.number("repeatCount", infinite: true, nonNegative: true,
                 doc: "How many passes (fractions allowed); 0 plays once; `math.huge` repeats forever.",
                 get: { Double($0.repeatCount) }, set: { $0.repeatCount = Float($1) })
        c.number("repeatDuration", infinite: true, nonNegative: true,
                 doc: "How long to repeat, in seconds (wins over repeatCount).",
                 get: { $0.repeatDuration }, set: { $0.repeatDuration = $1 })
        c.bool("autoreverses", doc: "Whether each pass plays forward then backward.",
               get: { $0.autoreverses }, set: { $0.autoreverses = $1 })
        c.choice("fillMode", FillMode.self,
                 doc: "What shows outside the active time: the animation's end (forwards), its start (backwards), both, or the model (removed).",
                 get: { $0.fillMode }, set: { $0.fillMode = $1 ?? .removed })
        c.property("timingFunction", type: "TimingFunction?", input: "TimingFunctionLike?",
                   doc: "Eases the progress (nil: linear); a name, {c1x, c1y, c2x, c2y}, {c1x=, c1y=, c2x=, c2y=} or a TimingFunction.",
                   get: { host, lua, o in
            if let f = o.timingFunction { host.pushObject(TimingFunctionBox(f), lua) } else { lua.pushNil() }
        }, set: { host, lua, o, i throws in
            o.timingFunction = lua.isNoneOrNil(i) ? nil : try host.timingFunction(lua, i)
        }, fast: .timingFunction { object, f in (object as? Animation)?.timingFunction = f })
        c.bool("removedOnCompletion", doc: "Whether it is detached when it ends (default true; false keeps it, with its fill).",
               get: { $0.removedOnCompletion }, set: { $0.removedOnCompletion = $1 })
        c.property("delegate", type: "AnimationDelegate?",
                   doc: "A table with animationDidStart(anim) and/or animationDidStop(anim, finished).", get: { host, lua, o in
            if let d = o.delegate as? LuaDelegate { host.state.delegates.push(d.ref, lua.L) }
            else { lua.pushNil() }
        }, set: { host, lua, o, i throws in
            o.delegate = try host.delegate(lua, i)
        }, fast: .delegate { object, d in (object as? Animation)?.delegate = d })
    }

    /// keyPath, additive, cumulative.
    static func addPropertyAnimationMembers(_ c: BoundClass<PropertyAnimation>) {
        addTiming(c.members(as: Animation.self))
        c.constructorReads = ["keyPath"]
        c.property("keyPath", type: "KeyPath", doc: "The animated property (`\"position\"`, `\"transform.scale\"`, …); given to the constructor, read-only after.",
                   initOnly: true, get: { _, lua, o in lua.push(o.keyPath.rawValue) })
        c.declareEnum(LuaTypes.enumAlias(KeyPath.self), KeyPath.allCases.map(\.rawValue))
        c.bool("additive", doc: "Whether its values add to the model value instead of replacing it.",
               get: { $0.additive }, set: { $0.additive = $1 })
        c.bool("cumulative", doc: "Whether each repeat starts where the previous one ended.",
               get: { $0.cumulative }, set: { $0.cumulative = $1 })
    }

    /// A delegate table (or nil), kept in the state's delegates while the animation holds it.
    func delegate(_ lua: Lua, _ i: Int32) throws -> LuaDelegate? {
        if lua.isNoneOrNil(i) { return nil }
        if let problem = delegateProblem(lua, i) { throw Mismatch(message: problem) }
        // One String for all the delegates given at one line (a coin's, 100,000 times).
        let site = state.sharedCallerPosition(lua)
        lua.pushValue(i)
        return LuaDelegate(host: self, ref: state.delegates.ref(lua.L), site: site)
    }

    /// What is wrong with the value at `i` as a delegate, or nil for a table a delegate may
    /// be: the rule is `cartlua_delegate_verdict` (shim.h), which the spec constructors ask
    /// too; this words it. Leaves the stack as it was.
    func delegateProblem(_ lua: Lua, _ i: Int32) -> String? {
        switch cartlua_delegate_verdict(lua.L, i) {
        case CARTLUA_DELEGATE_FINE:
            return nil
        case CARTLUA_DELEGATE_NOT_A_TABLE:
            return "delegate table expected (with animationDidStart/animationDidStop), got \(lua.valueTypeName(i))"
        case CARTLUA_DELEGATE_START_NOT_A_FUNCTION:
            return "delegate.\(StaticName.animationDidStart.text) must be a function"
        case CARTLUA_DELEGATE_STOP_NOT_A_FUNCTION:
            return "delegate.\(StaticName.animationDidStop.text) must be a function"
        default:  // a misspelt callback, its key left on the stack
            let k = lua.string(-1) ?? ""
            lua.pop()
            return "delegate has '\(k)': did you mean 'animationDidStart' or 'animationDidStop'?"
        }
    }

    /// The constructors: `Layer`, `TextLayer`, `Path`, `TimingFunction` and the three animations. Option
    /// names are checked before anything else.
    func installConstructors() {
        for (className, make) in [("Layer", { s, n in s.makeLayer(name: n) }),
                                  ("TextLayer", { s, n in s.makeTextLayer(name: n) as Layer })] as [(String, (Scene, String?) -> Layer)] {
            let cached = LazyClass(className)
            setGlobal(className) { host, lua throws in
                try host.constructLayer(lua, cached.binding(host, lua)) { make(host.scene, $0) }
            }
        }

        setGlobal("Path") { host, lua throws in
            host.pushObject(PathBox(), lua)
            return 1
        }
        setGlobal("TimingFunction") { host, lua throws in try host.makeTimingFunction(lua) }
        // Each a C function that makes a spec (specs.h, AnimationSpec.swift), or else calls the
        // Swift constructor here, which makes the object at once.
        for name in ["BasicAnimation", "KeyframeAnimation", "SpringAnimation"] {
            let cached = LazyClass(name)
            setSpecConstructor(name, cached) { host, lua throws in
                try lua.checkTable(1)
                let binding = cached.binding(host, lua)
                let given = try binding.checkOptions(lua, table: 1, arg: 1)
                _ = lua.rawField(1, .keyPath)
                guard !lua.isNoneOrNil(-1) else { throw BindingError.argument(1, "\(name) needs a keyPath (e.g. keyPath = \"position\")") }
                let keyPath: KeyPath
                do { keyPath = try host.checkKeyPath(lua, lua.top) } catch {
                    throw BindingError.argument(1, "option 'keyPath': \(error.message)")
                }
                lua.pop()
                let anim = binding.makeAnimation!(keyPath)
                if let spring = anim as? SpringAnimation { try host.applyPerceptualOptions(lua, to: spring, table: 1) }
                try binding.applyOptions(host, lua, to: anim, table: 1, arg: 1, given: given)
                host.pushNew(anim, lua, binding)
                return 1
            }
        }
        let groupClass = LazyClass("AnimationGroup")
        setSpecConstructor("AnimationGroup", groupClass) { host, lua throws in
            let binding = groupClass.binding(host, lua)
            let g = binding.makeAnimation!(nil)
            if !lua.isNoneOrNil(1) {
                try lua.checkTable(1)
                let given = try binding.checkOptions(lua, table: 1, arg: 1)
                try binding.applyOptions(host, lua, to: g, table: 1, arg: 1, given: given)
            }
            host.pushNew(g, lua, binding)
            return 1
        }
    }

    /// `Layer{…}` / `TextLayer{…}`: checks the options, makes the layer with its name (`make`)
    /// and applies the rest in property order.
    func constructLayer(_ lua: Lua, _ binding: ClassBinding, make: (String?) -> Layer) throws -> Int32 {
        // The window is the scene's first layer, not the script's.
        guard scene.layerCount - 1 < options.limits.layers else {
            throw BindingError.message("layer limit exceeded: the script made \(options.limits.layers) layers (see --max-layers)")
        }
        var name: String?
        var given = ClassBinding.GivenOptions()
        if !lua.isNoneOrNil(1) {
            try lua.checkTable(1)
            given = try binding.checkOptions(lua, table: 1, arg: 1)
            let t = lua.rawField(1, .name)
            defer { lua.pop() }
            if t != LUA_TNIL {
                guard let n = lua.string(-1) else { throw BindingError.argument(1, "option 'name': string expected, got \(lua.valueTypeName(-1))") }
                name = n
            }
        }
        let layer = make(name)
        // The line that made it, for what `cartlua lint` says about the layer.
        if scene.keepsPlaces { layer.place = state.callerPosition(lua) ?? "" }
        if !lua.isNoneOrNil(1) {
            try binding.applyOptions(self, lua, to: layer, table: 1, arg: 1, given: given)
        }
        budget.chargeText(of: layer)
        pushNew(layer, lua, binding)
        return 1
    }

    /// The constructors for editors (`cartlua types`); AnnotationTests holds them to the globals
    /// `installConstructors` sets.
    static var constructorDocs: [GlobalDoc] {
        [
            .function("Layer", "A new layer (not yet in the window: `window:addSublayer(l)`).",
                      params: [LuaParam("options", "LayerOptions?")], returns: [LuaParam("layer", "Layer")]),
            .function("TextLayer", "A new text layer (CATextLayer): the Layer options plus its text properties.",
                      params: [LuaParam("options", "TextLayerOptions?")], returns: [LuaParam("layer", "TextLayer")]),
            .function("Path", "A new, empty Bézier path.", returns: [LuaParam("path", "Path")]),
            .function("TimingFunction",
                      "A timing function by name, by control points (c1x, c1y, c2x, c2y), {c1x, c1y, c2x, c2y} or {c1x=, c1y=, c2x=, c2y=}.",
                      params: [LuaParam("name", "TimingFunctionLike")], returns: [LuaParam("tf", "TimingFunction")],
                      overloads: ["fun(c1x: number, c1y: number, c2x: number, c2y: number): TimingFunction"]),
            .function("BasicAnimation", "A new basic animation; `keyPath` is required.",
                      params: [LuaParam("options", "BasicAnimationOptions")], returns: [LuaParam("anim", "BasicAnimation")]),
            .function("KeyframeAnimation", "A new keyframe animation; `keyPath` is required.",
                      params: [LuaParam("options", "KeyframeAnimationOptions")], returns: [LuaParam("anim", "KeyframeAnimation")]),
            .function("SpringAnimation", "A new spring animation (CASpringAnimation); `keyPath` is required.",
                      params: [LuaParam("options", "SpringAnimationOptions")], returns: [LuaParam("anim", "SpringAnimation")]),
            .function("AnimationGroup", "A new animation group.",
                      params: [LuaParam("options", "AnimationGroupOptions?")], returns: [LuaParam("group", "AnimationGroup")]),
        ]
    }

    /// The binding of class `name`, installed from `lua` if this is its first use.
    func binding(_ name: String, _ lua: Lua) -> ClassBinding {
        guard let c = ensureClass(name, lua) else { preconditionFailure("cartlua: no class \(name)") }
        return c
    }
}

/// A constructor's class, installed on the constructor's first call. A class, not a captured
/// `var`: Swift checks every access to a captured variable at run time, and the field is only
/// ever written once, never during an access.
final class LazyClass {
    let name: String
    private var installed: ClassBinding?
    /// The class's spec constructor (specs.h), for an animation class's constructor
    /// (`LuaHost.setSpecConstructor`), filled as the class installs; freed with this, which the
    /// host's bindings hold until after the state is closed.
    private(set) var specClass: UnsafeMutablePointer<cartlua_SpecClass>?

    init(_ name: String) {
        self.name = name
    }

    deinit { specClass?.deallocate() }

    /// The spec constructor, made on first use.
    func makeSpecClass() -> UnsafeMutablePointer<cartlua_SpecClass> {
        if let specClass { return specClass }
        let sc = UnsafeMutablePointer<cartlua_SpecClass>.allocate(capacity: 1)
        sc.initialize(to: cartlua_SpecClass())
        specClass = sc
        return sc
    }

    func binding(_ host: LuaHost, _ lua: Lua) -> ClassBinding {
        if let installed { return installed }
        let c = host.binding(name, lua)
        installed = c
        if let specClass { host.prepareSpecs(specClass, of: c, lua) }
        return c
    }
}

extension LuaHost {
    /// Sets global `name` to class `lazy`'s spec constructor (specs.h), which runs `body` for
    /// anything a spec does not take — and for the first call, which installs the class.
    func setSpecConstructor(_ name: String, _ lazy: LazyClass, _ body: @escaping Binding) {
        cartlua_pushspecconstructor(L, cartluaDispatch, lua_Integer(addBinding(body)), lazy.makeSpecClass())
        lua_setglobal(L, name)
    }
}
