import CartAnimation
import Glibc

/// Swift source text for values, as a person would type them and exact to the bit: a number is
/// written so that the compiler reads back the very same Double (or Float). Whole numbers have
/// no decimal point, multiples of π read `10 * .pi`, short fractions `1 / 6`, everything else
/// the shortest decimal that round-trips (Swift's own `description`).
public enum SwiftLiteral {
    /// Where a number goes, which decides what may be written.
    public enum Context: Sendable {
        /// A CGFloat or Double parameter or property: `.pi` and `1 / 6` are typed by it.
        case typed
        /// `Any` (fromValue, values): arithmetic needs a named type (`10 * CGFloat.pi`), a
        /// fraction a decimal point (`1.0 / 6`).
        case any
        /// Plain literals only (an `[NSNumber]` array, a delay).
        case plain
    }

    // MARK: Numbers

    /// `x` as Swift source that evaluates to exactly `x` in `context`.
    public static func double(_ x: Double, _ context: Context = .typed) -> String {
        if x.isNaN { return context == .typed ? ".nan" : "Double.nan" }
        if x.isInfinite {
            let inf = context == .typed ? ".infinity" : "Double.infinity"
            return x < 0 ? "-" + inf : inf
        }
        if x == 0 { return x.sign == .minus ? "-0.0" : "0" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        if context != .plain, let pi = piMultiple(x, context) { return pi }
        let shortest = "\(x)"
        if context != .plain, shortest.count > 8, let f = fraction(x, context) { return f }
        return shortest
    }

    /// A Float as Swift source (Float properties: opacity, speed, repeatCount, timing function
    /// control points).
    public static func float(_ x: Float) -> String {
        if x.isNaN { return ".nan" }
        if x.isInfinite { return x < 0 ? "-.infinity" : ".infinity" }
        if x == 0 { return x.sign == .minus ? "-0.0" : "0" }
        if x == x.rounded(), abs(x) < 1e7 { return String(Int64(x)) }
        return "\(x)"
    }

    /// `k * .pi` or `.pi / k` for small whole k, when that is exactly `x`.
    static func piMultiple(_ x: Double, _ context: Context) -> String? {
        let pi = context == .typed ? ".pi" : "CGFloat.pi"
        let sign = x < 0 ? "-" : ""
        let a = abs(x)
        for k in 1...100 where Double(k) * Double.pi == a {
            return k == 1 ? sign + pi : "\(sign)\(k) * \(pi)"
        }
        for k in 2...12 where Double.pi / Double(k) == a {
            return context == .typed ? "\(sign).pi / \(k)" : "\(sign)CGFloat.pi / \(k)"
        }
        return nil
    }

    /// `n / d` with d up to 1000 (the smallest such d), when the quotient is exactly `x`.
    static func fraction(_ x: Double, _ context: Context) -> String? {
        for d in 2...1000 {
            let n = (x * Double(d)).rounded()
            guard abs(n) < 1e6 else { return nil }
            if n / Double(d) == x {
                let numerator = context == .typed ? String(Int64(n)) : String(Int64(n)) + ".0"
                return "\(numerator) / \(d)"
            }
        }
        return nil
    }

    /// A time for a comment: `= 0.1 s`, or `≈ 0.6667 s` past four decimals.
    static func seconds(_ x: Double) -> String {
        let rounded = (x * 10_000).rounded() / 10_000
        return rounded == x || !x.isFinite ? "= " + double(x, .plain) + " s" : "≈ " + double(rounded, .plain) + " s"
    }

    // MARK: Text

    /// A Swift string literal.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f || (0x80...0x9f).contains(scalar.value)
                    || scalar.properties.generalCategory == .format || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    // MARK: Geometry

    public static func point(_ p: Point) -> String {
        "CGPoint(x: \(double(p.x)), y: \(double(p.y)))"
    }

    public static func size(_ s: Size) -> String {
        "CGSize(width: \(double(s.width)), height: \(double(s.height)))"
    }

    public static func rect(_ r: Rect) -> String {
        "CGRect(x: \(double(r.origin.x)), y: \(double(r.origin.y)), width: \(double(r.size.width)), height: \(double(r.size.height)))"
    }

    /// `UIColor(red: 1, green: 213 / 255, …).cgColor`: components that are whole bytes read as
    /// `n / 255`, as colours are usually given.
    public static func color(_ c: Color) -> String {
        func part(_ x: Double) -> String {
            let n = (x * 255).rounded()
            if x != 0, x != 1, n > 0, n < 255, n / 255 == x { return "\(Int(n)) / 255" }
            return double(x)
        }
        return "UIColor(red: \(part(c.red)), green: \(part(c.green)), blue: \(part(c.blue)), alpha: \(part(c.alpha))).cgColor"
    }

    /// A CATransform3D: the identity, a single translation, scale or rotation about z by its
    /// maker function when that rebuilds it exactly, else all sixteen entries.
    public static func transform(_ t: Transform) -> String {
        if t == .identity { return "CATransform3DIdentity" }
        let d = double
        let translation = Transform.translation(t.m41, t.m42, t.m43)
        if t == translation { return "CATransform3DMakeTranslation(\(d(t.m41, .typed)), \(d(t.m42, .typed)), \(d(t.m43, .typed)))" }
        if t == Transform.scale(t.m11, t.m22, t.m33) {
            return "CATransform3DMakeScale(\(d(t.m11, .typed)), \(d(t.m22, .typed)), \(d(t.m33, .typed)))"
        }
        let angle = atan2(t.m12, t.m11)
        if t == Transform.rotation(angle) { return "CATransform3DMakeRotation(\(d(angle, .typed)), 0, 0, 1)" }
        let names = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
                     "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]
        let parts = zip(names, t.rows).map { "\($0): \(d($1, .typed))" }
        return "CATransform3D(" + parts.joined(separator: ", ") + ")"
    }

    // MARK: Animation values

    /// A property value where Core Animation takes `Any` (fromValue, toValue, values):
    /// numbers as numbers, geometry and transforms boxed in NSValue, colours as CGColor.
    public static func value(_ v: Value) -> String {
        switch v {
        case .number(let x): return double(x, .any)
        case .point(let p): return "NSValue(cgPoint: \(point(p)))"
        case .size(let s): return "NSValue(cgSize: \(size(s)))"
        case .rect(let r): return "NSValue(cgRect: \(rect(r)))"
        case .color(let c): return color(c)
        case .transform(let t): return "NSValue(caTransform3D: \(transform(t)))"
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s.map { "UIImage(named: \(string($0)))?.cgImage as Any" } ?? "nil as Any?"
        }
    }

    /// `CAMediaTimingFunction(name: .easeIn)` for a named function, else its control points.
    public static func timingFunction(_ f: TimingFunction) -> String {
        if let name = f.name { return "CAMediaTimingFunction(name: .\(name.rawValue))" }
        return "CAMediaTimingFunction(controlPoints: \(float(f.c1x)), \(float(f.c1y)), \(float(f.c2x)), \(float(f.c2y)))"
    }
}
