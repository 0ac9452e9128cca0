/// CATextLayer: a layer that draws a plain string (Apple, "CATextLayer": "simple text layout and
/// rendering of plain or attributed strings"; "The first line is aligned to the top of the layer").
///
/// Its text attributes live in the layer's state (`LayerState.text`), so `fontSize` and
/// `foregroundColor` — the two CATextLayer documents as "Animatable" — animate through the same
/// key paths and presentation states as every other property. A `TextLayer` is the only kind of
/// layer whose state has them: a plain `Layer`'s `text` is nil.
public final class TextLayer: Layer {
    override init(scene: Scene, serial: Int, name: String?, autoName: String?) {
        super.init(scene: scene, serial: serial, name: name, autoName: autoName)
        model.text = TextLayerState()
    }

    /// The state's text attributes (always present on a text layer).
    public var textState: TextLayerState {
        get { model.text ?? TextLayerState() }
        set { model.text = newValue }
    }

    // MARK: CATextLayer's properties under its names

    public var string: String? { get { textState.string } set { textState.string = newValue } }
    public var font: String { get { textState.font } set { textState.font = newValue } }
    public var fontSize: Double { get { textState.fontSize } set { textState.fontSize = newValue } }
    public var foregroundColor: Color? { get { textState.foregroundColor } set { textState.foregroundColor = newValue } }
    public var alignmentMode: TextAlignmentMode { get { textState.alignmentMode } set { textState.alignmentMode = newValue } }
    public var isWrapped: Bool { get { textState.isWrapped } set { textState.isWrapped = newValue } }
    public var truncationMode: TextTruncationMode { get { textState.truncationMode } set { textState.truncationMode = newValue } }
    public var contentsScale: Double { get { textState.contentsScale } set { textState.contentsScale = newValue } }
}

/// CATextLayer's attributes, with Apple's defaults (developer.apple.com/documentation/quartzcore/
/// catextlayer: `fontSize` "Defaults to 36.0", `foregroundColor` "Defaults to opaque white",
/// `alignmentMode` natural, `isWrapped` false, `truncationMode` none, `font` Helvetica;
/// `contentsScale` is CALayer's, "defaults to 1.0").
public struct TextLayerState: Hashable, Sendable {
    /// The text drawn; nil draws nothing (CATextLayer's default).
    public var string: String?
    /// A font family name (CATextLayer also takes a CTFont or CGFont; a name is what scripts
    /// can give). Pictures draw it with that family where it is installed, else with the
    /// system's sans-serif.
    public var font = "Helvetica"
    /// Points. Animatable.
    public var fontSize: Double = 36
    /// nil: no colour, the text is not drawn. Animatable.
    public var foregroundColor: Color? = .white
    public var alignmentMode: TextAlignmentMode = .natural
    public var isWrapped = false
    public var truncationMode: TextTruncationMode = .none
    /// Backing pixels per point; changes the sharpness of the text on a device, not its layout.
    public var contentsScale: Double = 1

    public init() {}
}

/// `CATextLayerAlignmentMode`: how each line sits between the bounds' left and right edges.
public enum TextAlignmentMode: String, CaseIterable, Sendable {
    /// The script's natural direction: left for the left-to-right text cartlua lays out.
    case natural
    case left
    case right
    case center
    /// Both edges: the space of every line but the last is stretched to the full width.
    case justified
}

/// `CATextLayerTruncationMode`: where an ellipsis replaces what does not fit.
public enum TextTruncationMode: String, CaseIterable, Sendable {
    case none
    case start
    case middle
    case end
}
