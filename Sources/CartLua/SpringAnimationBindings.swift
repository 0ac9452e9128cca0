import CLua
import CartAnimation

/// `SpringAnimation{…}` (CASpringAnimation): the BasicAnimation options plus mass, stiffness,
/// damping, initialVelocity, allowsOverdamping, and the read-only settlingDuration.
extension LuaHost {
    static func springAnimationClass() -> BoundClass<SpringAnimation> {
        let c = BoundClass<SpringAnimation>(name: "SpringAnimation")
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
        return c
    }
}
