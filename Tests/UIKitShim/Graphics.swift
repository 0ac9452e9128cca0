import CartAnimation

/// A colour (CGColor); the shim keeps CartAnimation's.
public final class CGColor {
    let color: Color
    init(_ color: Color) { self.color = color }

    /// Red, green, blue, alpha (an RGB colour's, as UIColor(red:green:blue:alpha:) makes).
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
}

public final class UIColor {
    public let cgColor: CGColor
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(Color(red: red, green: green, blue: blue, alpha: alpha))
    }
}

/// An image stands for its name, as `contents` does in CartAnimation.
public final class CGImage {
    let name: String
    init(name: String) { self.name = name }
}

/// CALayerContentsGravity: a string wrapper with Apple's static members (kCAGravity… values).
public struct CALayerContentsGravity: RawRepresentable, Equatable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center"), top = Self(rawValue: "top"), bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left"), right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft"), topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft"), bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize"), resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

public final class UIImage {
    public let cgImage: CGImage?
    public init?(named name: String) { cgImage = CGImage(name: name) }
}

/// A path (CGPath); UIBezierPath builds one with UIKit's calls.
public final class CGPath {
    let path: BezierPath
    init(_ path: BezierPath) { self.path = path }
}

public final class UIBezierPath {
    private var path = BezierPath()
    public init() {}
    public func move(to p: CGPoint) { path.move(to: p.core) }
    public func addLine(to p: CGPoint) { path.addLine(to: p.core) }
    public func addQuadCurve(to p: CGPoint, controlPoint c: CGPoint) { path.addQuadCurve(to: p.core, control: c.core) }
    public func addCurve(to p: CGPoint, controlPoint1 c1: CGPoint, controlPoint2 c2: CGPoint) {
        path.addCurve(to: p.core, control1: c1.core, control2: c2.core)
    }
    public func close() { path.close() }
    public var cgPath: CGPath { CGPath(path) }
}
