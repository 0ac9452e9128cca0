/// An RGBA colour with components in 0…1 (extended sRGB: values outside are kept, not clamped).
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil for anything else.
    public init?(hex: String) {
        var s = hex
        guard let c = s.withUTF8({ Color(hexBytes: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = c
    }

    /// `init(hex:)` from the string's UTF-8 bytes (a Lua string's, with no Swift string made).
    public init?(hexBytes d: UnsafeRawBufferPointer) {
        guard d.first == UInt8(ascii: "#"), d.count == 7 || d.count == 9 else { return nil }
        func component(_ i: Int) -> Double? {
            guard let hi = Color.hexValue(d[i]), let lo = Color.hexValue(d[i + 1]) else { return nil }
            return Double(hi * 16 + lo) / 255
        }
        guard let r = component(1), let g = component(3), let b = component(5) else { return nil }
        var a = 1.0
        if d.count == 9 {
            guard let x = component(7) else { return nil }
            a = x
        }
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// `#RRGGBBAA` with each component rounded to the nearest byte (clamped to 0…255).
    public var hexString: String {
        var out: [UInt8] = []
        out.reserveCapacity(9)
        forEachHexByte { out.append($0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `hexString` one by one, without making a string (for trace writers).
    @inline(__always)
    public func forEachHexByte(_ body: (UInt8) -> Void) {
        func component(_ c: Double) {
            let byte = Int((min(max(c, 0), 1) * 255).rounded())
            body(Color.hexDigit(byte / 16))
            body(Color.hexDigit(byte % 16))
        }
        body(UInt8(ascii: "#"))
        component(red)
        component(green)
        component(blue)
        component(alpha)
    }

    @inline(__always)
    private static func hexDigit(_ v: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: v < 10 ? 48 + v : 87 + v)  // "0"… "9", "a"… "f"
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
