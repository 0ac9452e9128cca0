import CartAnimation

/// Foundation's root class, as far as delegates need it.
open class NSObject {
    public init() {}
}

/// A boxed number (keyTimes, tensionValues): literals become NSNumbers, as on Apple platforms.
public final class NSNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public let doubleValue: Double
    public init(value: Double) { doubleValue = value }
    public init(integerLiteral value: Int) { doubleValue = Double(value) }
    public init(floatLiteral value: Double) { doubleValue = value }
}

/// A boxed geometry value or transform (fromValue, values).
public final class NSValue {
    let value: Value
    public init(cgPoint p: CGPoint) { value = .point(p.core) }
    public init(cgSize s: CGSize) { value = .size(s.core) }
    public init(cgRect r: CGRect) { value = .rect(r.core) }
    public init(caTransform3D t: CATransform3D) { value = .transform(t.core) }
}

/// Swift's `print`, shadowed: a line of the run's trace (a script's `print`/`log`).
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    try? ShimWorld.active.runner.log(items.map { "\($0)" }.joined(separator: separator))
}

/// An `Any` that Core Animation would accept as a property value, as CartAnimation's Value.
func coreValue(_ any: Any?) -> Value? {
    switch any {
    case nil: return nil
    case let b as Bool: return .bool(b)
    case let x as Int: return .number(Double(x))
    case let x as Double: return .number(x)
    case let x as Float: return .number(Double(x))
    case let x as NSNumber: return .number(x.doubleValue)
    case let v as NSValue: return v.value
    case let c as CGColor: return .color(c.color)
    case let i as CGImage: return .string(i.name)
    case let p as CGPoint: return .point(p.core)
    case let s as CGSize: return .size(s.core)
    case let r as CGRect: return .rect(r.core)
    case let t as CATransform3D: return .transform(t.core)
    default: preconditionFailure("UIKit shim: not a property value: \(any!)")
    }
}
