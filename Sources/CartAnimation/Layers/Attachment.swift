/// An animation attached to a layer: the stored copy, its key, the order it was added in.
/// Made by `Layer.add(_:forKey:)`. Whether its start and stop have been reported is the run
/// loop's to know (CartRun's `RunState`).
///
/// The copy of an animation attached as plain values (`Layer.attach(plain:)`) is made the
/// first time something reads `animation`; until then the layer compiles the values, and the
/// run loop reads their timing (`timing`, `removedOnCompletion`).
public final class Attachment {
    /// The key given to `add(_:forKey:)`; nil keys are hidden from `animationKeys()` ([ASSUME KEY-nil]).
    public let key: String?
    /// The attached copy: made, or plain values until something reads it.
    enum Copy {
        case made(Animation)
        case plain(PlainAnimation)
    }
    private(set) var copy: Copy

    /// The attached copy (what `animation(forKey:)` returns and delegates receive), made now if
    /// it was attached as plain values and not read since.
    public var animation: Animation {
        switch copy {
        case .made(let a):
            return a
        case .plain(let p):
            let a = p.makeObject(mark: layer?.planMark)
            copy = .made(a)
            return a
        }
    }
    /// The attached copy if it has been made (always, but for plain values not read yet).
    public var madeAnimation: Animation? {
        if case .made(let a) = copy { return a }
        return nil
    }
    /// The kind of the copy's top animation while it is plain values (nil once it is made).
    public var plainKind: PlainAnimation.Kind? {
        if case .plain(let p) = copy { return p.nodes[0].kind }
        return nil
    }
    /// The copy's timing, read without making it.
    public var timing: MediaTiming {
        switch copy {
        case .made(let a): a.timing
        case .plain(let p): p.nodes[0].timing
        }
    }
    /// The copy's removedOnCompletion, read without making it.
    public var removedOnCompletion: Bool {
        switch copy {
        case .made(let a): a.removedOnCompletion
        case .plain(let p): p.nodes[0].removedOnCompletion
        }
    }
    /// The copy's delegate, read without making it.
    public var delegate: (any AnimationDelegate)? {
        switch copy {
        case .made(let a): a.delegate
        case .plain(let p): p.nodes[0].delegate
        }
    }
    /// Whatever the host that attached it keeps with it and lets go of with it (a sandbox's
    /// charge); never read here.
    public var hostCharge: AnyObject?
    /// The place the host keeps a handle of the attachment at (0: none); never read here.
    public var hostID: Int32 = 0
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

    init(key: String?, _ copy: consuming Copy, sequence: Int, layer: Layer, place: String = "") {
        self.key = key
        self.copy = copy
        self.sequence = sequence
        link = layer.link
        self.place = place
        layerName = layer.displayName
    }

    /// The layer's trace name now, or as it was when the animation was added.
    public var currentLayerName: String { layer?.displayName ?? layerName }
}
