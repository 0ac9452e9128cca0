import CartAnimation

/// CAMediaTimingFunction over CartAnimation's TimingFunction (Float control points, as CA).
public final class CAMediaTimingFunction {
    let function: TimingFunction

    init(_ f: TimingFunction) { function = f }

    public init(name: CAMediaTimingFunctionName) {
        guard let n = TimingFunction.Name(rawValue: name.rawValue) else { preconditionFailure("UIKit shim: \(name.rawValue)") }
        function = TimingFunction(name: n)
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        function = TimingFunction(controlPoints: c1x, c1y, c2x, c2y)
    }
}

public struct CAMediaTimingFunctionName: Sendable, Equatable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let easeIn = Self(rawValue: "easeIn")
    public static let easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    public static let `default` = Self(rawValue: "default")
}

public struct CAMediaTimingFillMode: Sendable, Equatable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = Self(rawValue: "removed")
    public static let forwards = Self(rawValue: "forwards")
    public static let backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both")
}

public struct CAAnimationCalculationMode: Sendable, Equatable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let discrete = Self(rawValue: "discrete")
    public static let paced = Self(rawValue: "paced")
    public static let cubic = Self(rawValue: "cubic")
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: Sendable, Equatable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = Self(rawValue: "auto")
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// CATransaction: layers here change at once and have no implicit animations (CA-SEMANTICS §6:
/// cartlua models none), so there is nothing to commit and no action to disable.
public enum CATransaction {
    public static func flush() {}
    public static func begin() {}
    public static func commit() {}
    public static func setDisableActions(_ flag: Bool) {}
}
