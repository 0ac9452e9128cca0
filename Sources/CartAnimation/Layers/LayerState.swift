/// The animatable properties of a layer. A layer's model holds what scripts set; a presentation
/// state is the same structure with animations applied over it (CA-SEMANTICS §5.5).
/// Defaults are CALayer's (§9, GNUstep tests checked on Apple).
public struct LayerState: Hashable, Sendable {
    public var position: Point = .zero
    public var bounds: Rect = .zero
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    public var transform: Transform = .identity
    /// `Float`, as CALayer stores it.
    public var opacity: Float = 1
    public var hidden = false
    /// nil: no background (CALayer's default).
    public var backgroundColor: Color?
    public var cornerRadius: Double = 0
    public var masksToBounds = false
    /// The name of the image the layer shows; a string stands in for a CGImage.
    public var contents: String?
    /// How `contents` is placed in the bounds (not animatable in CA; carried here so pictures
    /// see it with the rest of the state).
    public var contentsGravity: ContentsGravity = .resize
    public var zPosition: Double = 0
    /// A text layer's attributes (CATextLayer's); nil for every other layer (TextLayer.swift).
    /// Held in a box: every layer's state is copied at each sample, and the attributes would
    /// make it a third larger for the layers that have none.
    public var text: TextLayerState? {
        get { textBox?.value }
        set { textBox = newValue.map(ValueBox.init) }
    }
    private var textBox: ValueBox<TextLayerState>?

    public init() {}
}
