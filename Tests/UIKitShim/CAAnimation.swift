import CartAnimation

/// What a delegate is told (CAAnimationDelegate; both methods optional).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Passes the run loop's delegate calls on with the attached copy wrapped.
final class DelegateBridge: AnimationDelegate {
    let delegate: CAAnimationDelegate
    init(_ delegate: CAAnimationDelegate) { self.delegate = delegate }
    func animationDidStart(_ animation: Animation) throws { delegate.animationDidStart(CAAnimation.wrap(animation)) }
    func animationDidStop(_ animation: Animation, finished: Bool) throws {
        delegate.animationDidStop(CAAnimation.wrap(animation), finished: finished)
    }
}

/// CAAnimation over CartAnimation's Animation: every property writes through to the core object,
/// which `CALayer.add(_:forKey:)` copies as Core Animation does.
open class CAAnimation: NSObject {
    let core: Animation

    init(core: Animation) {
        self.core = core
        super.init()
    }

    public override convenience init() { self.init(core: Animation()) }

    static func wrap(_ a: Animation) -> CAAnimation {
        switch a {
        case let s as SpringAnimation: return CASpringAnimation(core: s)
        case let b as BasicAnimation: return CABasicAnimation(core: b)
        case let k as KeyframeAnimation: return CAKeyframeAnimation(core: k)
        case let g as AnimationGroup: return CAAnimationGroup(core: g)
        default: return CAAnimation(core: a)
        }
    }

    public var duration: CFTimeInterval { get { core.duration } set { core.duration = newValue } }
    public var beginTime: CFTimeInterval { get { core.beginTime } set { core.beginTime = newValue } }
    public var timeOffset: CFTimeInterval { get { core.timeOffset } set { core.timeOffset = newValue } }
    public var speed: Float { get { core.speed } set { core.speed = newValue } }
    public var repeatCount: Float { get { core.repeatCount } set { core.repeatCount = newValue } }
    public var repeatDuration: CFTimeInterval { get { core.repeatDuration } set { core.repeatDuration = newValue } }
    public var autoreverses: Bool { get { core.autoreverses } set { core.autoreverses = newValue } }
    public var fillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(rawValue: core.fillMode.rawValue) }
        set {
            guard let m = FillMode(rawValue: newValue.rawValue) else { preconditionFailure("UIKit shim: fill mode") }
            core.fillMode = m
        }
    }
    public var timingFunction: CAMediaTimingFunction? {
        get { core.timingFunction.map(CAMediaTimingFunction.init) } set { core.timingFunction = newValue?.function }
    }
    public var isRemovedOnCompletion: Bool { get { core.removedOnCompletion } set { core.removedOnCompletion = newValue } }
    /// Strong, as Core Animation holds its delegate.
    public var delegate: CAAnimationDelegate? {
        get { (core.delegate as? DelegateBridge)?.delegate }
        set { core.delegate = newValue.map(DelegateBridge.init) }
    }
}

open class CAPropertyAnimation: CAAnimation {
    var property: PropertyAnimation { core as! PropertyAnimation }

    static func keyPath(_ s: String?) -> KeyPath {
        guard let s, let k = KeyPath(rawValue: s) else { preconditionFailure("UIKit shim: key path \(s ?? "nil")") }
        return k
    }

    public var keyPath: String? {
        get { property.keyPath.rawValue } set { property.keyPath = CAPropertyAnimation.keyPath(newValue) }
    }
    public var isAdditive: Bool { get { property.additive } set { property.additive = newValue } }
    public var isCumulative: Bool { get { property.cumulative } set { property.cumulative = newValue } }
}

open class CABasicAnimation: CAPropertyAnimation {
    var basic: BasicAnimation { core as! BasicAnimation }

    public init(keyPath path: String?) { super.init(core: BasicAnimation(keyPath: CAPropertyAnimation.keyPath(path))) }
    override init(core: Animation) { super.init(core: core) }

    public var fromValue: Any? { get { basic.fromValue } set { basic.fromValue = coreValue(newValue) } }
    public var toValue: Any? { get { basic.toValue } set { basic.toValue = coreValue(newValue) } }
    public var byValue: Any? { get { basic.byValue } set { basic.byValue = coreValue(newValue) } }
}

open class CASpringAnimation: CABasicAnimation {
    var spring: SpringAnimation { core as! SpringAnimation }

    public override init(keyPath path: String?) { super.init(core: SpringAnimation(keyPath: CAPropertyAnimation.keyPath(path))) }
    override init(core: Animation) { super.init(core: core) }

    /// iOS 17's perceptual spring. Core Animation leaves keyPath nil until it is set; the core
    /// needs one, so it holds `opacity` until then (exports set it on the next line).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        let s = SpringAnimation(keyPath: .opacity)
        s.setPerceptual(PerceptualSpring(duration: perceptualDuration, bounce: bounce))
        self.init(core: s)
    }

    public var mass: CGFloat { get { spring.mass } set { spring.mass = newValue } }
    public var stiffness: CGFloat { get { spring.stiffness } set { spring.stiffness = newValue } }
    public var damping: CGFloat { get { spring.damping } set { spring.damping = newValue } }
    public var initialVelocity: CGFloat { get { spring.initialVelocity } set { spring.initialVelocity = newValue } }
    public var allowsOverdamping: Bool { get { spring.allowsOverdamping } set { spring.allowsOverdamping = newValue } }
    public var settlingDuration: CFTimeInterval { spring.settlingDuration }
    public var perceptualDuration: CFTimeInterval { spring.perceptualDuration }
    public var bounce: CGFloat { spring.bounce }
}

open class CAKeyframeAnimation: CAPropertyAnimation {
    var keyframe: KeyframeAnimation { core as! KeyframeAnimation }

    public init(keyPath path: String?) { super.init(core: KeyframeAnimation(keyPath: CAPropertyAnimation.keyPath(path))) }
    override init(core: Animation) { super.init(core: core) }

    public var values: [Any]? {
        get { keyframe.values }
        set { keyframe.values = newValue?.map { v in coreValue(v) ?? .number(0) } }
    }
    public var keyTimes: [NSNumber]? {
        get { keyframe.keyTimes?.map(NSNumber.init(value:)) } set { keyframe.keyTimes = newValue?.map(\.doubleValue) }
    }
    public var timingFunctions: [CAMediaTimingFunction]? {
        get { keyframe.timingFunctions?.map(CAMediaTimingFunction.init) }
        set { keyframe.timingFunctions = newValue?.map(\.function) }
    }
    public var path: CGPath? { get { keyframe.path.map(CGPath.init) } set { keyframe.path = newValue?.path } }
    public var calculationMode: CAAnimationCalculationMode {
        get { CAAnimationCalculationMode(rawValue: keyframe.calculationMode.rawValue) }
        set {
            guard let m = KeyframeAnimation.CalculationMode(rawValue: newValue.rawValue) else { preconditionFailure("UIKit shim: mode") }
            keyframe.calculationMode = m
        }
    }
    public var rotationMode: CAAnimationRotationMode? {
        get { keyframe.rotationMode.map { $0 == .auto ? .rotateAuto : .rotateAutoReverse } }
        set { keyframe.rotationMode = newValue.map { $0 == .rotateAuto ? .auto : .autoReverse } }
    }
    public var tensionValues: [NSNumber]? {
        get { keyframe.tensionValues?.map(NSNumber.init(value:)) } set { keyframe.tensionValues = newValue?.map(\.doubleValue) }
    }
    public var continuityValues: [NSNumber]? {
        get { keyframe.continuityValues?.map(NSNumber.init(value:)) } set { keyframe.continuityValues = newValue?.map(\.doubleValue) }
    }
    public var biasValues: [NSNumber]? {
        get { keyframe.biasValues?.map(NSNumber.init(value:)) } set { keyframe.biasValues = newValue?.map(\.doubleValue) }
    }
}

open class CAAnimationGroup: CAAnimation {
    var group: AnimationGroup { core as! AnimationGroup }

    public convenience init() { self.init(core: AnimationGroup()) }
    override init(core: Animation) { super.init(core: core) }

    public var animations: [CAAnimation]? {
        get { group.animations.map(CAAnimation.wrap) } set { group.animations = newValue?.map(\.core) ?? [] }
    }
}
