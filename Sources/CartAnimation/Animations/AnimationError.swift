/// A mistake in how an animation or a layer tree is set up, worded for the script author.
public enum AnimationError: Error, Equatable, CustomStringConvertible {
    /// A value does not fit the key path (`toValue` a point for `opacity`).
    case valueKind(field: String, keyPath: KeyPath, expected: ValueKind, got: ValueKind)
    /// `path` on a key path that is not a point.
    case pathNeedsPoint(KeyPath)
    /// Adding a layer into itself or into one of its own descendants.
    case cycle(layer: String, into: String)
    /// A timing number that makes no sense (NaN, a negative repeat count…).
    case invalidTiming(field: String, value: Double)

    public var description: String {
        switch self {
        case let .valueKind(field, keyPath, expected, got):
            return "\(field) for '\(keyPath.rawValue)' must be a \(expected.rawValue), got a \(got.rawValue)"
        case let .pathNeedsPoint(keyPath):
            return "a path animates a point key path (position or anchorPoint), not '\(keyPath.rawValue)'"
        case let .cycle(layer, into):
            return "cannot add layer '\(layer)' to '\(into)': it would contain itself"
        case let .invalidTiming(field, value):
            return "\(field) must be a finite number, got \(value)"
        }
    }
}
