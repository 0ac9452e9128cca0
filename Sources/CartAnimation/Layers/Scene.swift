/// One run's world: the window (the root layer every sample walks), the current media time that
/// `add(_:forKey:)` resolves a beginTime of 0 against, and the record of changes — animations
/// added and removed, layer timing changed, warnings — that the run loop schedules events from.
/// It plays the part of CATransaction's implicit commit ([ASSUME TIME-commit]).
public final class Scene {
    /// The key window's layer: bounds = the screen, named "window".
    public private(set) var window: Layer!
    /// Absolute media time (CACurrentMediaTime) in seconds; set by the run loop.
    public var currentTime: Double = 0
    public let screen: Size
    /// The screen when nothing says otherwise (`--screen WxH` does): 375 × 812 points, the
    /// iPhone the seed tutorials were written for. The one place this size is written.
    public static let defaultScreen = Size(width: 375, height: 812)
    /// Whether layers and attachments keep the place in the script that made them
    /// (`Layer.place`, `Attachment.place`): `cartlua lint` asks for it, to say which line made
    /// what it reports; a run does not pay for finding the line of every addition.
    public var keepsPlaces = false
    /// Whether changed layers are listed for `takeChangedLayers`: set by the run loop as it is
    /// made (only a sink that wants scene records reads them; a JSON Lines run does not pay for
    /// a list per callback). A layer changed while it is off stays noted and is not listed.
    public var listsChangedLayers = true

    /// Layers made so far.
    public private(set) var layerCount = 0
    private var unnamedCount = 0
    private var sequenceCount = 0
    private var changes: [SceneChange] = []
    private var changedLayers: [Layer] = []
    /// Arc-length tables of the paths keyframe animations follow, shared by content.
    let pathMeasures = PathMeasureCache()
    /// Touched by whatever changes a sample; read by the scene's `ScenePlan`.
    let planBoard = PlanBoard()
    /// How its layers refer to it (`Link`).
    let link = Link<Scene>()

    public init(screen: Size = Scene.defaultScreen) {
        self.screen = screen
        link.target = self
        let w = makeLayer(name: "window")
        w.bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        w.position = Point(x: screen.width / 2, y: screen.height / 2)
        window = w
    }

    /// The board's edits and touched marks hold layers, and each layer's mark holds the board:
    /// a scene dropped before its plan caught up (a script that failed before its first sample,
    /// in `cartlua test` or the preview, which run many scenes in one process) kept them all.
    deinit {
        link.target = nil
        planBoard.clear()
    }

    /// A new layer. Unnamed layers are called layer1, layer2, … in the order they are made.
    public func makeLayer(name: String? = nil) -> Layer {
        let (serial, auto) = nextSerial(name)
        return Layer(scene: self, serial: serial, name: name, autoName: auto)
    }

    /// A new text layer (CATextLayer), numbered with the other layers.
    public func makeTextLayer(name: String? = nil) -> TextLayer {
        let (serial, auto) = nextSerial(name)
        return TextLayer(scene: self, serial: serial, name: name, autoName: auto)
    }

    /// The creation number of the next layer, and its layerN name when it has none.
    private func nextSerial(_ name: String?) -> (Int, String?) {
        layerCount += 1
        guard name == nil else { return (layerCount, nil) }
        unnamedCount += 1
        return (layerCount, "layer\(unnamedCount)")
    }

    /// The changes recorded since the last call, in order.
    public func takeChanges() -> [SceneChange] {
        defer { changes.removeAll(keepingCapacity: true) }
        return changes
    }

    /// `takeChanges` into `buffer` (emptied first), which gives the scene its room in return:
    /// the run loop takes the changes after every callback, and a list handed out each time made
    /// the scene allocate the next one.
    public func takeChanges(into buffer: inout [SceneChange]) {
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &changes)
    }

    public var hasChanges: Bool { !changes.isEmpty }

    func record(_ c: SceneChange) { changes.append(c) }

    func noteChanged(_ layer: Layer) {
        if listsChangedLayers { changedLayers.append(layer) }
    }

    /// The layers made, set (model, name, sublayerTransform), retimed or moved in the tree
    /// (with the superlayers they left or joined) since the last call, each once, in the order
    /// first changed. The run loop takes them after each callback, as it takes the changes, and
    /// tells a sink that wants scene records what they are now (`SceneRecord.layer`).
    public func takeChangedLayers() -> [Layer] {
        defer { changedLayers.removeAll(keepingCapacity: true) }
        for l in changedLayers { l.changeNoted = false }
        return changedLayers
    }

    public var hasChangedLayers: Bool { !changedLayers.isEmpty }

    /// The next number of the scene-wide order that animation additions and delayed calls share
    /// (events at one instant run in it, [ASSUME CB-order]).
    public func nextSequence() -> Int {
        sequenceCount += 1
        return sequenceCount
    }
}

/// Something the run loop must act on.
public enum SceneChange {
    /// An animation was attached (schedule its start and stop).
    case added(Attachment)
    /// An animation was removed or replaced, or its layer left the window; it gets
    /// didStop(finished: false) unless it already reported ([ASSUME CB-once], [ASSUME DETACH]),
    /// in the scene's order at the moment of removal (so a replaced animation stops before its
    /// replacement starts).
    case removed(Attachment, sequence: Int)
    /// A layer's beginTime, speed or timeOffset changed, or it moved in the tree: the event times
    /// of the animations in its subtree change.
    case timingChanged(Layer)
    /// A setting Core Animation silently ignores, with the place that caused it ("coins.lua:31: ",
    /// when the host gave one: `Layer.add`'s origin); passed on once per cause and place.
    case warning(Warning)
}
