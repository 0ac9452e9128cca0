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
    /// The layer it was added to while that layer lives (through its `Link`, as a weak
    /// reference would: the layer owns its animations, not the reverse).
    public var layer: Layer? { link.target }
    private let link: Link<Layer>
    /// The layer's trace name when the animation was added, for events reported after the
    /// layer itself is gone.
    public let layerName: String
    /// Still on its layer.
    public internal(set) var isAttached = true
    /// The script's line that added it ("coins.lua:31: "), when the scene keeps places
    /// (`Scene.keepsPlaces`); "" otherwise.
    public let place: String
    /// Where the run loop keeps its scheduling state (CartRun's `Track`), −1 for none: an index
    /// into the run loop's own table, not a reference, so that neither keeps the other alive,
    /// and found with no hashing (a dictionary by attachment was ~0.7 k instructions a coin).
    public var runSlot: Int32 = -1

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
