/// A record of what the samples stand for (`TraceSink.writeScene`): values, never the scene's
/// objects, so what a writer reads cannot change after the record was written.
public enum SceneRecord {
    /// A layer as it is now: when it was made, set, retimed or moved in the tree (after the
    /// callback that did it), so before any sample shows it.
    case layer(LayerFacts)
    /// An animation attached to a layer, as it resolved when attached.
    case attached(AttachedAnimation)
    /// The animation of addition order `sequence` taken off the layer of serial `layer`:
    /// removed, replaced or detached with its layer by the script (`completed` false), or by
    /// the run loop as it completed with removedOnCompletion (`completed` true, before its
    /// didStop event).
    case detached(sequence: Int, layer: Int, completed: Bool)
}

/// One layer's identity, place and model at one moment, as values.
public struct LayerFacts: Sendable, Equatable {
    /// `Layer.serial`, stable for the run (`LayerSample.serial`).
    public var serial: Int
    /// The superlayer's serial; nil for the window and a layer in no tree.
    public var superSerial: Int?
    /// The sublayers' serials, back to front.
    public var sublayers: [Int]
    /// The name in traces (its name, else layerN).
    public var traceName: String
    /// The name the script gave it (`Layer.name`).
    public var name: String?
    /// The scene's window (the root samples walk).
    public var isWindow: Bool
    /// A CATextLayer.
    public var isText: Bool
    public var model: LayerState
    public var beginTime: Double
    public var speed: Float
    public var timeOffset: Double
    public var sublayerTransform: Transform
    /// The script's line that made it, when the scene keeps places (`Layer.place`); "" otherwise.
    public var place = ""

    /// A layer told by value alone (a recorded stream, a test): a plain CALayer with a fresh
    /// model unless said otherwise.
    public init(serial: Int, superSerial: Int? = nil, sublayers: [Int] = [], traceName: String, name: String? = nil,
                isWindow: Bool = false, isText: Bool = false, model: LayerState = LayerState(), beginTime: Double = 0,
                speed: Float = 1, timeOffset: Double = 0, sublayerTransform: Transform = .identity) {
        self.serial = serial
        self.superSerial = superSerial
        self.sublayers = sublayers
        self.traceName = traceName
        self.name = name
        self.isWindow = isWindow
        self.isText = isText
        self.model = model
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
        self.sublayerTransform = sublayerTransform
    }

    /// What `layer` is now.
    public init(_ layer: Layer) {
        serial = layer.serial
        superSerial = layer.superlayer?.serial
        sublayers = layer.sublayerList.map(\.serial)
        traceName = layer.displayName
        name = layer.name
        isWindow = layer.scene?.window === layer
        isText = layer is TextLayer
        model = layer.model
        beginTime = layer.beginTime
        speed = layer.speed
        timeOffset = layer.timeOffset
        sublayerTransform = layer.sublayerTransform
        place = layer.place
    }

    /// One step of layer time from the superlayer's (`Layer.localTime(fromParent:)`).
    public func localTime(fromParent t: Double) -> Double {
        Layer.localTime(fromParent: t, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    }
}

/// An animation as it was attached: a copy of the attached copy, made when the stream recorded
/// it (its beginTime, durations and start values resolved; later changes to the live one are
/// not seen), with its key, addition order and layer.
public struct AttachedAnimation {
    public let key: String?
    /// The addition order (`Attachment.sequence`): the animation's identity in the stream and
    /// the order animations apply in.
    public let sequence: Int
    /// Its layer's serial.
    public let layer: Int
    public let animation: Animation
    /// The script's line that added it, when the scene keeps places (`Attachment.place`).
    public let place: String

    public init(key: String?, sequence: Int, layer: Int, animation: Animation, place: String = "") {
        self.key = key
        self.sequence = sequence
        self.layer = layer
        self.animation = animation
        self.place = place
    }

    /// The record of `attachment`, frozen now (nil when its layer is gone).
    public init?(_ attachment: Attachment) {
        guard let layer = attachment.layer else { return nil }
        self.init(key: attachment.key, sequence: attachment.sequence, layer: layer.serial,
                  animation: attachment.animation.copy(), place: attachment.place)
    }
}
