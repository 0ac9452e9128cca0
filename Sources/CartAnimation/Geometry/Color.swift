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
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var bytes: [Double] = []
        var i = 1
        while i < digits.count {
            guard let hi = Color.hexValue(digits[i]), let lo = Color.hexValue(digits[i + 1]) else { return nil }
            bytes.append(Double(hi * 16 + lo) / 255)
            i += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
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
