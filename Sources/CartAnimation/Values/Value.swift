/// A property value: what a key path reads and writes and what animations interpolate
/// (CA-SEMANTICS §5.1: numbers, CGPoint, CGSize, CGRect, CGColor, CATransform3D, BOOL; `contents`
/// as a string naming an image).
public enum Value: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    /// Boxed: a matrix is 128 bytes, four times any other case, and every `Value` was as big as
    /// the largest (an animation's four values were half its object; each copy moved them all).
    indirect case transform(Transform)
    case bool(Bool)
    case string(String?)

    public var kind: ValueKind {
        switch self {
        case .number: return .number
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        case .transform: return .transform
        case .bool: return .bool
        case .string: return .string
        }
    }

    /// The value a fraction `t` of the way from `a` to `b`; extrapolates outside [0, 1] (an
    /// overshooting timing function must not be clamped, §3). Component-wise for numbers,
    /// points, sizes, rects and colours; part-wise for transforms; a step at t = 0.5 for Bool
    /// ([ASSUME BOOL-step]) and for `contents`. Kinds never mix: callers check them when an
    /// animation is added.
    public static func interpolate(_ a: Value, _ b: Value, _ t: Double) -> Value {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(Double.interpolate(x, y, t))
        case let (.point(x), .point(y)): return .point(Point.lerp(x, y, t))
        case let (.size(x), .size(y)):
            return .size(Size(width: x.width + (y.width - x.width) * t, height: x.height + (y.height - x.height) * t))
        case let (.rect(x), .rect(y)):
            return .rect(Rect(x: x.origin.x + (y.origin.x - x.origin.x) * t, y: x.origin.y + (y.origin.y - x.origin.y) * t,
                              width: x.size.width + (y.size.width - x.size.width) * t,
                              height: x.size.height + (y.size.height - x.size.height) * t))
        case let (.color(x), .color(y)):
            return .color(Color(red: x.red + (y.red - x.red) * t, green: x.green + (y.green - x.green) * t,
                                blue: x.blue + (y.blue - x.blue) * t, alpha: x.alpha + (y.alpha - x.alpha) * t))
        case let (.transform(x), .transform(y)): return .transform(Transform.interpolate(x, y, t))
        default: return t < 0.5 ? a : b
        }
    }

    /// `a + b` as additive animations, `byValue` and `cumulative` use it: component-wise; for
    /// transforms the concatenation `b · a` (b applies first: [ASSUME XF-additive]); the right
    /// side for kinds that cannot add.
    public static func add(_ a: Value, _ b: Value) -> Value {
        combine(a, b, 1)
    }

    /// `a − b`, the inverse of `add` (used for `toValue − byValue`).
    public static func subtract(_ a: Value, _ b: Value) -> Value {
        combine(a, b, -1)
    }

    /// `a + k·b`.
    public static func combine(_ a: Value, _ b: Value, _ k: Double) -> Value {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(Double.combine(x, y, k))
        case let (.point(x), .point(y)): return .point(Point(x: x.x + k * y.x, y: x.y + k * y.y))
        case let (.size(x), .size(y)): return .size(Size(width: x.width + k * y.width, height: x.height + k * y.height))
        case let (.rect(x), .rect(y)):
            return .rect(Rect(x: x.origin.x + k * y.origin.x, y: x.origin.y + k * y.origin.y,
                              width: x.size.width + k * y.size.width, height: x.size.height + k * y.size.height))
        case let (.color(x), .color(y)):
            return .color(Color(red: x.red + k * y.red, green: x.green + k * y.green,
                                blue: x.blue + k * y.blue, alpha: x.alpha + k * y.alpha))
        case let (.transform(x), .transform(y)):
            if k == 1 { return .transform(.concat(y, x)) }
            if k == -1, let inv = y.inverted { return .transform(.concat(inv, x)) }
            if k == 0 { return a }
            return .transform(.concat(y, x))
        default: return k == 0 ? a : b
        }
    }

    /// The distance between two values used by paced keyframes (§4.3): |Δ| for numbers,
    /// Euclidean for points, sizes, rects and colours ([ASSUME PACED-distance] for the last
    /// three), 0 for kinds without a distance (paced mode then spaces them evenly).
    public static func distance(_ a: Value, _ b: Value) -> Double {
        guard let x = a.components, let y = b.components, x.count == y.count, a.kind != .transform else { return 0 }
        var sum = 0.0
        for i in 0..<x.count { sum += (y[i] - x[i]) * (y[i] - x[i]) }
        return sum.squareRoot()
    }

    /// The value as a vector of numbers, for splines; nil for Bool and strings.
    public var components: [Double]? {
        switch self {
        case .number(let x): return [x]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        case .transform(let t): return t.rows
        case .bool, .string: return nil
        }
    }

    /// A value of `kind` built from `components` (inverse of `components`).
    public static func from(components c: [Double], kind: ValueKind) -> Value? {
        switch kind {
        case .number where c.count == 1: return .number(c[0])
        case .point where c.count == 2: return .point(Point(x: c[0], y: c[1]))
        case .size where c.count == 2: return .size(Size(width: c[0], height: c[1]))
        case .rect where c.count == 4: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color where c.count == 4: return .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .transform where c.count == 16: return .transform(Transform(rows: c))
        default: return nil
        }
    }
}

/// What from/to/by arithmetic works on: `Value`, and `Double` for number key paths, which
/// evaluate without boxing each step into a `Value` (its transform case makes every copy 129
/// bytes). `Value`'s number case calls `Double`'s functions, so both give the same bits.
protocol AnimatableValue {
    /// `a` a fraction `t` of the way to `b` (extrapolating outside [0, 1]).
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
    /// `a + k·b`.
    static func combine(_ a: Self, _ b: Self, _ k: Double) -> Self
}

extension Value: AnimatableValue {}

extension Double: AnimatableValue {
    @inline(__always)
    static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
    @inline(__always)
    static func combine(_ a: Double, _ b: Double, _ k: Double) -> Double { a + k * b }
}

extension AnimatableValue {
    /// `a + b` (additive, byValue, cumulative).
    static func add(_ a: Self, _ b: Self) -> Self { combine(a, b, 1) }
    /// `a − b`.
    static func subtract(_ a: Self, _ b: Self) -> Self { combine(a, b, -1) }
}

/// The type of a value, as a key path expects it.
public enum ValueKind: String, Sendable, CaseIterable {
    case number, point, size, rect, color, transform, bool, string
}
