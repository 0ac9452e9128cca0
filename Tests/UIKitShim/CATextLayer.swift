import CartAnimation

/// CATextLayer over CartAnimation's TextLayer: CATextLayer's names and types as exported code
/// uses them.
open class CATextLayer: CALayer {
    var text: TextLayer { core as! TextLayer }

    public override init() {
        super.init(core: ShimWorld.active.scene.makeTextLayer())
    }

    /// A String (an attributed string is not exported).
    public var string: Any? {
        get { text.string }
        set { text.string = newValue as? String }
    }
    /// A font name as a CFString (CATextLayer also takes a CTFont or CGFont).
    public var font: CFTypeRef? {
        get { CFString(text.font) }
        set { text.font = (newValue as? CFString)?.value ?? "Helvetica" }
    }
    public var fontSize: CGFloat { get { text.fontSize } set { text.fontSize = newValue } }
    public var foregroundColor: CGColor? {
        get { text.foregroundColor.map(CGColor.init) } set { text.foregroundColor = newValue?.color }
    }
    public var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: text.alignmentMode.rawValue) }
        set { text.alignmentMode = TextAlignmentMode(rawValue: newValue.rawValue) ?? .natural }
    }
    public var isWrapped: Bool { get { text.isWrapped } set { text.isWrapped = newValue } }
    public var truncationMode: CATextLayerTruncationMode {
        get { CATextLayerTruncationMode(rawValue: text.truncationMode.rawValue) }
        set { text.truncationMode = TextTruncationMode(rawValue: newValue.rawValue) ?? .none }
    }
    /// CALayer's on Apple platforms; only text layers carry it here.
    public var contentsScale: CGFloat { get { text.contentsScale } set { text.contentsScale = newValue } }
}

public typealias CFTypeRef = AnyObject

/// A Core Foundation string: `"Courier" as CFString`.
public final class CFString: ExpressibleByStringLiteral {
    let value: String
    init(_ value: String) { self.value = value }
    public init(stringLiteral value: String) { self.value = value }
}

public struct CATextLayerAlignmentMode: Equatable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center")
    public static let justified = Self(rawValue: "justified")
}

public struct CATextLayerTruncationMode: Equatable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none")
    public static let start = Self(rawValue: "start")
    public static let middle = Self(rawValue: "middle")
    public static let end = Self(rawValue: "end")
}
