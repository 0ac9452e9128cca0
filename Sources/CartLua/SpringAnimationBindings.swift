import CLua
import CartAnimation

/// `SpringAnimation{…}` (CASpringAnimation): the BasicAnimation options plus mass, stiffness,
/// damping, initialVelocity, allowsOverdamping, and the read-only settlingDuration; or, as iOS 17's
/// `CASpringAnimation(perceptualDuration:bounce:)`, perceptualDuration and bounce instead of mass,
/// stiffness and damping (read back on every spring; CartAnimation's PerceptualSpring).
extension LuaHost {
    static func springAnimationClass() -> BoundClass<SpringAnimation> {
        let c = BoundClass<SpringAnimation>(name: "SpringAnimation")
        // How its constructor makes the object, at once or later from a spec (AnimationSpec).
        c.makeAnimation = { SpringAnimation(keyPath: $0!) }
        addPropertyAnimationMembers(c.members(as: PropertyAnimation.self))
        c.describe { "SpringAnimation(\($0.keyPath.rawValue))" }
        c.doc = "A CASpringAnimation: a basic animation whose progress follows a damped spring (its timingFunction is ignored)."
        addValueProperties(c.members(as: BasicAnimation.self))
        c.number("mass", doc: "The mass on the spring (> 0; default 1).",
                 get: { $0.mass }, set: { $0.mass = $1 })
        c.number("stiffness", doc: "The spring's stiffness (> 0; default 100).",
                 get: { $0.stiffness }, set: { $0.stiffness = $1 })
        c.number("damping", nonNegative: true, doc: "The damping (≥ 0; default 10).",
                 get: { $0.damping }, set: { $0.damping = $1 })
        c.number("initialVelocity",
                 doc: "Starting speed in from→to distances per second; positive moves toward the target (default 0).",
                 get: { $0.initialVelocity }, set: { $0.initialVelocity = $1 })
        c.bool("allowsOverdamping",
               doc: "Let damping above critical over-damp (iOS 17); otherwise it behaves as critically damped.",
               get: { $0.allowsOverdamping }, set: { $0.allowsOverdamping = $1 })
        c.number("settlingDuration",
                 doc: "Seconds until the spring is considered at rest (read-only; set duration to it to let the spring finish).",
                 get: { $0.settlingDuration })
        c.constructorReads.formUnion(perceptualOptions)
        c.property("perceptualDuration", type: "number", input: "number?",
                   doc: "iOS 17: the spring's pace in seconds (2π·√(mass/stiffness)); an option instead of mass/stiffness/damping, read-only after.",
                   initOnly: true, get: { _, lua, o in lua.push(o.perceptualDuration) })
        c.property("bounce", type: "number", input: "number?",
                   doc: "iOS 17: 0 critically damped, up to 1 undamped, down to (not reaching) -1 over-damped; an option with perceptualDuration, read-only after.",
                   initOnly: true, get: { _, lua, o in lua.push(o.bounce) })
        return c
    }

    /// The options `CASpringAnimation(perceptualDuration:bounce:)` stands for, and those it replaces.
    static let perceptualOptions = ["perceptualDuration", "bounce"]
    static let physicalOptions = ["mass", "stiffness", "damping"]

    /// `perceptualDuration=` (and `bounce=`, default 0 as in SwiftUI's `Spring(duration:bounce:)`)
    /// of the options table at `table`, made into the spring's mass, stiffness and damping before
    /// its other options apply; neither given leaves the spring alone.
    func applyPerceptualOptions(_ lua: Lua, to spring: SpringAnimation, table t: Int32) throws {
        var given: [Double?] = []
        for name in LuaHost.perceptualOptions {
            lua.getField(t, name)
            defer { lua.pop() }
            if lua.isNoneOrNil(-1) { given.append(nil); continue }
            guard let x = lua.number(-1) else {
                throw BindingError.argument(1, "option '\(name)': number expected, got \(lua.valueTypeName(-1))")
            }
            given.append(x)
        }
        guard let duration = given[0] else {
            if given[1] != nil { throw BindingError.argument(1, "option 'bounce' needs perceptualDuration") }
            return
        }
        for name in LuaHost.physicalOptions {
            lua.getField(t, name)
            defer { lua.pop() }
            if !lua.isNoneOrNil(-1) {
                throw BindingError.argument(1, "give perceptualDuration and bounce or mass, stiffness and damping, not both ('\(name)')")
            }
        }
        let p = PerceptualSpring(duration: duration, bounce: given[1] ?? 0)
        if let bad = p.problem {
            throw BindingError.argument(1, "option '\(bad.field)': \(bad.rule) expected, got \(numberText(bad.value))")
        }
        spring.setPerceptual(p)
    }
}
