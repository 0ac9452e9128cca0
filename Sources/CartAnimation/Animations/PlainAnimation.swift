/// An animation as plain values, in place of its attached copy's objects: what a host that
/// knows an animation's options without having made it (a script's spec) attaches with
/// `Layer.attach(plain:forKey:origin:)`. The layer compiles it as it would the copy, and the
/// copy (CA-SEMANTICS §6: what delegates receive and `animation(forKey:)` returns) is made from
/// it only when something reads it (`Attachment.animation`), with the values it would have had
/// if it had been made at once. A coin's group of four made five objects, their timing
/// functions and their list, charged, readied, compiled, read and freed, for nobody to read.
///
/// The shapes kept plain are those the plan compiles and an addition captures nothing for
/// (`isAttachable`): basic animations of numbers with a value given, keyframe animations along
/// a path, and groups of those.
public struct PlainAnimation {
    public enum Kind: UInt8, Sendable {
        case basic, keyframe, group
    }

    /// One animation. A group's node is followed by its animations' nodes.
    public struct Node {
        public let kind: Kind
        public var timing = MediaTiming()
        /// The timing function, held as an animation holds it (`Animation.timingFunction`).
        var timingFunctionBox: ValueBox<TimingFunction>?
        public var removedOnCompletion = true
        public var delegate: (any AnimationDelegate)?
        /// A basic or keyframe animation's property (a group's is never read).
        public var keyPath: KeyPath
        public var additive = false
        public var cumulative = false
        /// A basic animation's fromValue, toValue and byValue, numbers of a number key path.
        public var from: Double?
        public var to: Double?
        public var by: Double?
        /// A keyframe animation's path, calculationMode and rotationMode.
        public var path: BezierPath?
        public var calculationMode = KeyframeAnimation.CalculationMode.linear
        public var rotationMode: KeyframeAnimation.RotationMode?
        /// A group's count of animations: the nodes after its own.
        public var childCount = 0
        /// A keyframe animation's plan, made as it is attached (`ready`).
        var plan: KeyframePlan?

        public init(_ kind: Kind, keyPath: KeyPath = .opacity) {
            self.kind = kind
            self.keyPath = keyPath
        }

        public var timingFunction: TimingFunction? {
            get { timingFunctionBox?.value }
            set { timingFunctionBox = newValue?.boxed }
        }
    }

    /// A group's node then its animations', or one animation's.
    public var nodes: [Node]

    public init(_ nodes: [Node]) {
        self.nodes = nodes
    }

    /// A shape `Layer.attach(plain:)` takes: one basic or keyframe animation, or a group of
    /// them; basic animations of a number key path with a value given (none given captures the
    /// presentation value as it is added, §3's last row), keyframe animations along a path of
    /// a point key path. Any other animation is attached as an object.
    public var isAttachable: Bool {
        nodes.withUnsafeBufferPointer { nodes in
            guard let top = nodes.baseAddress else { return false }
            if top.pointee.kind == .group {
                guard top.pointee.childCount == nodes.count - 1 else { return false }
                for i in 1..<nodes.count where !Self.isAttachableLeaf(top + i) { return false }
                return true
            }
            return nodes.count == 1 && Self.isAttachableLeaf(top)
        }
    }

    /// Read where the node lies: a node copied is a dozen values retained.
    private static func isAttachableLeaf(_ n: UnsafePointer<Node>) -> Bool {
        switch n.pointee.kind {
        case .basic: n.pointee.keyPath.kind == .number && (n.pointee.from != nil || n.pointee.to != nil || n.pointee.by != nil)
        case .keyframe: n.pointee.keyPath.kind == .point && n.pointee.path != nil
        case .group: false
        }
    }

    /// Fills in what adding the copy fills in (`Animation.ready`), in the order the copy's
    /// animations would: durations (§1.3, [ASSUME DUR-child]), the first text key path, the
    /// keyframe plans and their warnings.
    mutating func ready(measures: PathMeasureCache?, _ p: inout Preparation) {
        var parentDuration: Double?
        for i in nodes.indices {
            nodes[i].timing.fillDuration(parentDuration: i == 0 ? nil : parentDuration)
            if i == 0 && nodes[0].kind == .group { parentDuration = nodes[0].timing.duration }
            guard nodes[i].kind != .group else { continue }
            if p.textKeyPath == nil, nodes[i].keyPath.isTextProperty { p.textKeyPath = nodes[i].keyPath }
            if nodes[i].kind == .keyframe, let path = nodes[i].path {
                let (plan, warnings) = KeyframePlan.make(along: path, mode: nodes[i].calculationMode,
                                                         keyPath: nodes[i].keyPath, measures: measures) {
                    Self.keyframe(of: nodes[i])
                }
                nodes[i].plan = plan
                p.warnings += warnings
            }
        }
    }

    /// The attached copy these values stand for, made now: what `Layer.attach` would have kept,
    /// marked with `mark`.
    func makeObject(mark: PlanMark?) -> Animation {
        nodes.withUnsafeBufferPointer { nodes in
            let top = Self.object(of: nodes[0])
            if let g = top as? AnimationGroup {
                var children: [Animation] = []
                children.reserveCapacity(nodes.count - 1)
                for i in 1..<nodes.count { children.append(Self.object(of: nodes[i])) }
                g.animations = children
            }
            if let mark { top.markChanges(mark) }
            return top
        }
    }

    private static func object(of n: borrowing Node) -> Animation {
        let a: Animation
        switch n.kind {
        case .group:
            a = AnimationGroup()
        case .basic:
            let b = BasicAnimation(keyPath: n.keyPath)
            if let x = n.from { b.set(.from, number: x) }
            if let x = n.to { b.set(.to, number: x) }
            if let x = n.by { b.set(.by, number: x) }
            a = b
        case .keyframe:
            a = keyframe(of: n)
        }
        if let p = a as? PropertyAnimation {
            p.additive = n.additive
            p.cumulative = n.cumulative
        }
        a.timing = n.timing
        a.setTimingFunctionBox(n.timingFunctionBox)
        a.removedOnCompletion = n.removedOnCompletion
        a.delegate = n.delegate
        return a
    }
}

extension PlainAnimation {
    /// A keyframe node's own values on a new keyframe animation (its plan, once it has one).
    private static func keyframe(of n: borrowing Node) -> KeyframeAnimation {
        let k = KeyframeAnimation(keyPath: n.keyPath)
        k.path = n.path
        k.calculationMode = n.calculationMode
        k.rotationMode = n.rotationMode
        if let plan = n.plan { k.plan = plan }
        return k
    }
}
