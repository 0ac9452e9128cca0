import CartAnimation

/// CALayer over CartAnimation's Layer (model values, tree, animations); one wrapper per layer.
open class CALayer {
    let core: Layer

    public init() {
        core = ShimWorld.active.scene.makeLayer()
        CALayer.wrappers[ObjectIdentifier(core)] = self
    }

    init(core: Layer) {
        self.core = core
        CALayer.wrappers[ObjectIdentifier(core)] = self
    }

    /// The wrapper of each core layer (for `superlayer`, `sublayers`).
    nonisolated(unsafe) static var wrappers: [ObjectIdentifier: CALayer] = [:]

    static func wrap(_ l: Layer) -> CALayer { wrappers[ObjectIdentifier(l)] ?? CALayer(core: l) }

    public var name: String? { get { core.name } set { core.name = newValue } }
    public var frame: CGRect { get { CGRect(core.frame) } set { core.frame = newValue.core } }
    public var bounds: CGRect { get { CGRect(core.bounds) } set { core.bounds = newValue.core } }
    public var position: CGPoint { get { CGPoint(core.position) } set { core.position = newValue.core } }
    public var anchorPoint: CGPoint { get { CGPoint(core.anchorPoint) } set { core.anchorPoint = newValue.core } }
    public var transform: CATransform3D { get { CATransform3D(core.transform) } set { core.transform = newValue.core } }
    public var sublayerTransform: CATransform3D {
        get { CATransform3D(core.sublayerTransform) } set { core.sublayerTransform = newValue.core }
    }
    public var zPosition: CGFloat { get { core.zPosition } set { core.zPosition = newValue } }
    public var opacity: Float { get { core.opacity } set { core.opacity = newValue } }
    public var isHidden: Bool { get { core.isHidden } set { core.isHidden = newValue } }
    public var backgroundColor: CGColor? {
        get { core.backgroundColor.map(CGColor.init) } set { core.backgroundColor = newValue?.color }
    }
    public var cornerRadius: CGFloat { get { core.cornerRadius } set { core.cornerRadius = newValue } }
    public var masksToBounds: Bool { get { core.masksToBounds } set { core.masksToBounds = newValue } }
    /// A CGImage, shown by name.
    public var contents: Any? {
        get { core.contents.map { CGImage(name: $0) } }
        set { core.contents = (newValue as? CGImage)?.name }
    }
    public var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: core.contentsGravity.rawValue) }
        set { core.contentsGravity = ContentsGravity(rawValue: newValue.rawValue) ?? .resize }
    }
    public var beginTime: CFTimeInterval { get { core.beginTime } set { core.beginTime = newValue } }
    public var speed: Float { get { core.speed } set { core.speed = newValue } }
    public var timeOffset: CFTimeInterval { get { core.timeOffset } set { core.timeOffset = newValue } }

    public var superlayer: CALayer? { core.superlayer.map(CALayer.wrap) }
    public var sublayers: [CALayer]? { core.sublayers.isEmpty ? nil : core.sublayers.map(CALayer.wrap) }

    public func addSublayer(_ layer: CALayer) {
        do { try core.addSublayer(layer.core) } catch { preconditionFailure("UIKit shim: \(error)") }
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        do { try core.insertSublayer(layer.core, at: Int(index)) } catch { preconditionFailure("UIKit shim: \(error)") }
    }

    public func removeFromSuperlayer() { core.removeFromSuperlayer() }

    public func add(_ animation: CAAnimation, forKey key: String?) {
        do { try core.add(animation.core, forKey: key) } catch { preconditionFailure("UIKit shim: \(error)") }
    }

    public func removeAnimation(forKey key: String) { core.removeAnimation(forKey: key) }
    public func removeAllAnimations() { core.removeAllAnimations() }
    public func animationKeys() -> [String]? { core.animationKeys.isEmpty ? nil : core.animationKeys }

    public func animation(forKey key: String) -> CAAnimation? {
        core.animation(forKey: key).map(CAAnimation.wrap)
    }

    /// The values on screen now, as a layer of its own outside the tree: the model with the
    /// animations applied at the world's current time (an exported parity test pauses the tree
    /// and steps its timeOffset instead of the clock).
    public func presentation() -> CALayer? {
        let world = ShimWorld.active
        let shown = world.scene.makeLayer()
        shown.model = core.presentation(atAbsolute: world.scene.currentTime)
        return CALayer(core: shown)
    }

    /// From the absolute time (`nil`) only, as exported code uses it.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        precondition(layer == nil, "UIKit shim: convertTime from a layer is not needed by exports")
        return core.localTime(atAbsolute: t)
    }
}
