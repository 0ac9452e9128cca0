/// An animation attached to a layer: the stored copy, its key, the order it was added in.
/// Made by `Layer.add(_:forKey:)`. Whether its start and stop have been reported is the run
/// loop's to know (CartRun's `RunState`).
public final class Attachment {
    /// The key given to `add(_:forKey:)`; nil keys are hidden from `animationKeys()` ([ASSUME KEY-nil]).
    public let key: String?
    /// The attached copy (what `animation(forKey:)` returns and delegates receive).
    public let animation: Animation
    /// The addition order, shared by every layer of a scene; events at one instant run in it
    /// ([ASSUME CB-order]).
    public let sequence: Int
    /// The layer it was added to while that layer lives (through its link, `LayerLink`, as a
    /// weak reference would: the layer owns its animations, not the reverse).
    public var layer: Layer? { link.layer }
    private let link: LayerLink
    /// The layer's trace name when the animation was added, for events reported after the
    /// layer itself is gone.
    public let layerName: String
    /// Still on its layer.
    public internal(set) var isAttached = true
    /// The script's line that added it ("coins.lua:31: "), when the scene keeps places
    /// (`Scene.keepsPlaces`); "" otherwise.
    public let place: String

    init(key: String?, animation: Animation, sequence: Int, layer: Layer, place: String = "") {
        self.key = key
        self.animation = animation
        self.sequence = sequence
        link = layer.link
        self.place = place
        layerName = layer.displayName
    }

    /// The layer's trace name now, or as it was when the animation was added.
    public var currentLayerName: String { layer?.displayName ?? layerName }
}

/// How a layer's sublayers and attachments refer to it: a small object the layer owns and
/// clears as it goes, which they hold strongly. A weak reference to the layer itself would do
/// the same, but it gives the layer a side table, and every retain and release of a layer with
/// one takes the runtime's slow path — a coin is retained and released some thirty times as it
/// is made, and the side table was made for each coin by its attachment (with the weak loads,
/// ~3 % of the calling thread's samples at 10,000 coins).
final class LayerLink {
    /// The layer, until its deinit.
    unowned(unsafe) var layer: Layer?

    init() {}
}
