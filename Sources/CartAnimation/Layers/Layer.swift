/// CALayer: model values, a place in the layer tree, its own time and attached animations.
///
/// Properties keep Core Animation's names. Setting one changes the model at once: layers here
/// behave like the backing layers of UIViews, so there are no implicit animations (§6).
/// Not final: `TextLayer` is a CATextLayer.
public class Layer {
    /// The scene that made it, while that scene lives (through its `Link`).
    public var scene: Scene? { sceneLink.target }
    private let sceneLink: Link<Scene>
    /// Creation order within the scene.
    public let serial: Int
    public var name: String? { didSet { noteChanged(); planMark.touch() } }
    /// layer1, layer2, … for layers made without a name.
    public let autoName: String?
    /// The script's line that made it ("coins.lua:31: "), when the scene keeps places
    /// (`Scene.keepsPlaces`, set by the host that made it); "" otherwise.
    public var place = ""
    /// The model values.
    public var model = LayerState() { didSet { noteChanged(); planMark.touch() } }
    /// The layer's own timing (§1.1): local = (parent − beginTime) × speed + timeOffset.
    /// Pause = speed 0 with timeOffset at the paused local time.
    public var beginTime: Double = 0 { didSet { timingDidChange() } }
    public var speed: Float = 1 { didSet { timingDidChange() } }
    public var timeOffset: Double = 0 { didSet { timingDidChange() } }
    /// Applied to the sublayers about this layer's anchor point (§9.1).
    public var sublayerTransform: Transform {
        get { sublayerTransformBox?.value ?? .identity }
        set {
            sublayerTransformBox = newValue == .identity ? nil : ValueBox(newValue)
            noteChanged()
        }
    }
    /// `sublayerTransform` other than the identity, held by reference: a transform is 128 bytes,
    /// a fifth of every layer object, and hardly any layer has one.
    private var sublayerTransformBox: ValueBox<Transform>?
    /// Listed in the scene's changed layers since the run loop last took them: a flag, so a
    /// layer set many times in one callback is listed once and a set costs one test after the
    /// first (`Scene.takeChangedLayers`).
    var changeNoted = false

    /// The sublayers, back to front (an array made at each read: inside the module,
    /// `sublayerList` is read in place).
    public var sublayers: [Layer] { Array(sublayerList) }
    private(set) var sublayerList = SublayerList()
    /// This layer's slot in its superlayer's `sublayerList` (-1 in none).
    var superSlot = -1
    /// The superlayer, through its `Link`: nil once it is gone, as a weak reference.
    public var superlayer: Layer? { superLink?.target }
    private var superLink: Link<Layer>?
    /// How sublayers and attachments refer to this layer (`Link`).
    let link = Link<Layer>()
    /// Attached animations in `animationKeys()` order (the order they apply in, §5.4).
    public private(set) var attachments: [Attachment] = []
    /// Touched by every change to what this layer shows (PlanMark.swift).
    let planMark: PlanMark
    /// This layer's part of the scene's evaluation plan, as last compiled.
    var program: LayerProgram?
    /// Whatever the host that made the layer keeps with it and lets go of with it (a sandbox's
    /// charge for a long text it holds, credited as the layer is freed); never read here.
    public var hostCharge: AnyObject?
    /// The place the host keeps this layer's handle at (0: none yet); never read here.
    public var hostID: Int32 = 0

    init(scene: Scene, serial: Int, name: String?, autoName: String?) {
        sceneLink = scene.link
        self.serial = serial
        self.name = name
        self.autoName = autoName
        planMark = PlanMark(board: scene.planBoard)
        link.target = self
        noteChanged()  // a new layer is news to the stream, set or not
    }

    deinit {
        link.target = nil
    }

    /// Lists the layer in the scene's changed layers (its model, name, timing or place), once
    /// until the run loop takes them.
    @inline(__always)
    func noteChanged() {
        if !changeNoted {
            changeNoted = true
            scene?.noteChanged(self)
        }
    }

    private func timingDidChange() {
        planMark.touch()
        scene?.record(.timingChanged(self))
        noteChanged()
    }

    /// The name used in traces: the name, else layerN.
    public var displayName: String { name ?? autoName ?? "layer#\(serial)" }

    // MARK: Model properties under Core Animation's names

    public var position: Point { get { model.position } set { model.position = newValue } }
    public var bounds: Rect { get { model.bounds } set { model.bounds = newValue } }
    public var anchorPoint: Point { get { model.anchorPoint } set { model.anchorPoint = newValue } }
    public var transform: Transform { get { model.transform } set { model.transform = newValue } }
    public var opacity: Float { get { model.opacity } set { model.opacity = newValue } }
    public var isHidden: Bool { get { model.hidden } set { model.hidden = newValue } }
    public var backgroundColor: Color? { get { model.backgroundColor } set { model.backgroundColor = newValue } }
    public var cornerRadius: Double { get { model.cornerRadius } set { model.cornerRadius = newValue } }
    public var masksToBounds: Bool { get { model.masksToBounds } set { model.masksToBounds = newValue } }
    public var contents: String? { get { model.contents } set { model.contents = newValue } }
    public var contentsGravity: ContentsGravity { get { model.contentsGravity } set { model.contentsGravity = newValue } }
    public var zPosition: Double { get { model.zPosition } set { model.zPosition = newValue } }

    /// KVC on the model: `value(forKeyPath: .transformScale)`.
    public func value(forKeyPath k: KeyPath) -> Value { k.read(model) }
    /// KVC on the model; a value of the wrong kind is ignored (the bindings check kinds).
    public func setValue(_ v: Value, forKeyPath k: KeyPath) { k.write(v, into: &model) }

    // MARK: Tree

    /// The topmost ancestor (self when detached).
    public var root: Layer {
        var l = self
        while let s = l.superlayer { l = s }
        return l
    }

    /// Whether the layer is in the scene's window tree (and so sampled and animated on screen).
    public var isInWindow: Bool { scene.map { root === $0.window } ?? false }

    /// Whether `self` is `other` or one of its ancestors.
    public func isAncestor(of other: Layer) -> Bool {
        var l: Layer? = other
        while let c = l {
            if c === self { return true }
            l = c.superlayer
        }
        return false
    }

    /// Appends `layer` as the frontmost sublayer, moving it from any previous superlayer.
    public func addSublayer(_ layer: Layer) throws(AnimationError) {
        try insertSublayer(layer, at: sublayerList.count)
    }

    /// Inserts `layer` at `index` (0 is the back; clamped to the valid range), moving it from any
    /// previous superlayer. Adding a layer into itself or its own descendant is an error, never
    /// a cycle.
    public func insertSublayer(_ layer: Layer, at index: Int) throws(AnimationError) {
        guard !layer.isAncestor(of: self) else {
            throw .cycle(layer: layer.displayName, into: displayName)
        }
        let moved = layer.superlayer != nil
        // A layer in no tree is in the window only if it is the window (a new coin: no walk).
        let wasInWindow = moved ? layer.isInWindow : layer === scene?.window
        var i = index
        if let old = layer.superlayer {
            if old === self, let j = sublayerList.position(of: layer), j < i { i -= 1 }
            old.removeSublayer(layer)
            old.noteChanged()
        }
        i = min(max(i, 0), sublayerList.count)
        sublayerList.insert(layer, at: i)
        layer.superLink = link
        planMark.board.inserted(layer, appended: !moved && i == sublayerList.count - 1)
        noteChanged()
        layer.noteChanged()
        if layer.hasAnimationsInSubtree { scene?.record(.timingChanged(layer)) }
        if wasInWindow && !layer.isInWindow { layer.detachAnimationsInSubtree() }
    }

    /// Removes the layer from its superlayer. Leaving the window removes the animations of the
    /// whole subtree with finished = false ([ASSUME DETACH]: UIKit does this when a view leaves
    /// its window; CALayer documents nothing).
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        // A sublayer of the window (a coin) is known to be in it without walking to the root.
        let wasInWindow = parent === scene?.window || parent.isInWindow
        parent.removeSublayer(self)
        superLink = nil
        planMark.board.removed(self)
        parent.noteChanged()
        noteChanged()
        // Out of the window its animations are removed (each reported); out of a tree that is
        // not on screen they stay, on the layer's new time.
        if wasInWindow {
            detachAnimationsInSubtree()
        } else if hasAnimationsInSubtree {
            scene?.record(.timingChanged(self))
        }
    }

    /// Takes `layer` out of the sublayers, found by its slot (`SublayerList`): no search, and
    /// no move of the later ones.
    private func removeSublayer(_ layer: Layer) {
        sublayerList.remove(layer)
    }

    /// Whether this layer or a descendant has an animation attached.
    var hasAnimationsInSubtree: Bool {
        !attachments.isEmpty || sublayerList.contains { $0.hasAnimationsInSubtree }
    }

    func detachAnimationsInSubtree() {
        removeAllAnimations()
        for s in sublayerList { s.detachAnimationsInSubtree() }
    }

    /// Depth first, this layer first, sublayers back to front.
    public func forEachInTree(_ body: (Layer) throws -> Void) rethrows {
        try body(self)
        for s in sublayerList { try s.forEachInTree(body) }
    }

    // MARK: Animations

    /// `add(_:forKey:)`: attaches a **copy** (§6). On the copy a top-level beginTime of 0 becomes
    /// the current layer time (§1.8, [ASSUME TIME-commit]) and a duration of 0 becomes 0.25 s
    /// (§1.3). A previous animation under the same key is removed first (it gets
    /// didStop(finished: false)) and the new one goes to the end of the order ([ASSUME
    /// ORDER-replace]). Returns the attached copy. `origin` names what made the call (a script's
    /// "coins.lua:31: "), put before each warning so that it says which line it is about, and
    /// kept on the attachment when the scene keeps places; it is asked for only then.
    @discardableResult
    public func add(_ animation: Animation, forKey key: String?,
                    origin: @autoclosure () -> String = "") throws(AnimationError) -> Animation {
        try attach(animation.copy(), forKey: key, origin: origin())
    }

    /// `add(_:forKey:)` for an animation made for this call and held by nobody else (a host
    /// builds the copy straight from what a script gave, `CartLua`'s spec): it is attached
    /// itself, with no second copy. Everything else is `add`'s.
    @discardableResult
    public func attach(_ copy: Animation, forKey key: String?,
                       origin: @autoclosure () -> String = "") throws(AnimationError) -> Animation {
        let scene = self.scene  // one load of the weak reference, not one per use
        let now = scene?.currentTime ?? 0
        if copy.timing.beginTime == 0 {
            copy.timing.beginTime = localTime(atAbsolute: now)
        }
        var ready = Preparation(mark: planMark)
        try copy.ready(parentDuration: nil, measures: scene?.pathMeasures, &ready)
        // The "no values" row of §3 starts from the presentation value at this moment; only
        // such an animation needs it (evaluating every animation of the layer for nothing was
        // a tenth of a coin's creation).
        if ready.startsFromPresentation {
            Layer.captureStartValues(copy, from: presentation(atAbsolute: now))
        }
        keep(.made(copy), forKey: key, ready, scene, origin: origin)
        return copy
    }

    /// `attach(_:forKey:origin:)` for an animation given as plain values (a host's spec of a
    /// shape `PlainAnimation.isAttachable`): the layer keeps the values, readied as the copy
    /// would have been, and makes the copy when something reads it (`Attachment.animation`).
    /// Returns the attachment.
    @discardableResult
    public func attach(plain: consuming PlainAnimation, forKey key: String?,
                       origin: @autoclosure () -> String = "") -> Attachment {
        precondition(plain.isAttachable, "cartlua: plain values of a shape the layer does not keep plain")
        let scene = self.scene
        if plain.nodes[0].timing.beginTime == 0 {
            plain.nodes[0].timing.beginTime = localTime(atAbsolute: scene?.currentTime ?? 0)
        }
        var ready = Preparation(mark: planMark)
        plain.ready(measures: scene?.pathMeasures, &ready)
        return keep(.plain(consume plain), forKey: key, ready, scene, origin: origin)
    }

    /// The end of an attach: the animation under `key` detached, the attachment of `copy`
    /// appended and recorded, with the warnings `ready` found.
    @discardableResult
    private func keep(_ copy: consuming Attachment.Copy, forKey key: String?, _ ready: Preparation,
                      _ scene: Scene?, origin: () -> String) -> Attachment {
        var ready = ready
        if model.text == nil, let k = ready.textKeyPath {
            // CALayer accepts any key (KVC), so CA adds it and nothing on screen changes.
            ready.warnings.append(.textKeyPathOnLayer(k))
        }
        if let key, let old = attachments.first(where: { $0.key == key }) {
            detach(old)
        }
        let keepsPlace = scene?.keepsPlaces == true
        let place = keepsPlace || !ready.warnings.isEmpty ? origin() : ""
        let att = Attachment(key: key, copy, sequence: scene?.nextSequence() ?? 0, layer: self,
                             place: keepsPlace ? place : "")
        attachments.append(att)
        planMark.touch()
        scene?.record(.added(att))
        for w in ready.warnings { scene?.record(.warning(Warning(w, place: place))) }
        return att
    }

    /// Attaches `animation` as it already was on another layer (an attached copy a stream
    /// recorded, `AttachedAnimation`): no copy, no beginTime or duration filled in, no start
    /// values captured, no scene change recorded — it applies exactly as it did there. For
    /// scratch layers that rebuild a presentation from records, never for a run's layers.
    public func reattach(_ animation: Animation, key: String?, sequence: Int) {
        attachments.append(Attachment(key: key, .made(animation), sequence: sequence, layer: self))
    }

    private static func captureStartValues(_ a: Animation, from state: LayerState) {
        if let b = a as? BasicAnimation, b.needsCapturedStart {
            b.capturedStartValue = b.keyPath.read(state)
        } else if let g = a as? AnimationGroup {
            for c in g.animations { captureStartValues(c, from: state) }
        }
    }

    /// `animationKeys()`: the keys in the order the animations apply; nil keys are not listed
    /// ([ASSUME KEY-nil]).
    public var animationKeys: [String] { attachments.compactMap(\.key) }

    /// `animation(forKey:)`: the attached copy.
    public func animation(forKey key: String) -> Animation? {
        attachments.first { $0.key == key }?.animation
    }

    /// The attachment holding `animation` (an attached copy).
    public func attachment(of animation: Animation) -> Attachment? {
        attachments.first { $0.madeAnimation === animation }
    }

    /// Removes the animation under `key`; it gets didStop(finished: false) unless it already
    /// reported (§6).
    public func removeAnimation(forKey key: String) {
        if let att = attachments.first(where: { $0.key == key }) { detach(att) }
    }

    /// Removes every animation, each reported as for `removeAnimation(forKey:)`.
    public func removeAllAnimations() {
        // All taken out at once, then each reported in order: detaching them one by one while
        // iterating the array made it copy itself first (an allocation a coin).
        let all = attachments
        attachments = []
        for att in all { reportDetached(att) }
    }

    /// Detaches an animation that completed with removedOnCompletion (the run loop reports it).
    public func removeCompleted(_ att: Attachment) {
        guard att.isAttached else { return }
        attachments.removeAll { $0 === att }
        markDetached(att)
    }

    private func detach(_ att: Attachment) {
        removeCompleted(att)
        recordRemoved(att)
    }

    /// `att`, out of `attachments` now, detached and its removal recorded (the run loop stops it).
    private func reportDetached(_ att: Attachment) {
        markDetached(att)
        recordRemoved(att)
    }

    private func recordRemoved(_ att: Attachment) {
        scene?.record(.removed(att, sequence: scene?.nextSequence() ?? 0))
    }

    private func markDetached(_ att: Attachment) {
        att.isAttached = false
        planMark.touch()
    }
}
