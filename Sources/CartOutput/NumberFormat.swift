/// The trace's number format, the one source of truth for it: at most 4 decimals (rounded half
/// away from zero), trailing zeros dropped, `-0` written `0`, integers without a point, and
/// `null` for NaN and infinities (JSON has no such numbers). Deterministic on every machine:
/// integer arithmetic after one rounding.
public enum NumberFormat {
    /// The most bytes one number takes: 18 within the 4-decimal range (`-` + 12 digits + `.` +
    /// 4), 24 for Swift's shortest form beyond it (`-1.7976931348623157e+308`).
    public static let maxLength = 32

    /// Appends `x` formatted to `out`.
    public static func append(_ x: Double, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxLength) { scratch in
            let n = write(x, to: scratch.baseAddress!)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<n]))
        }
    }

    /// `x` formatted as a string.
    public static func string(_ x: Double) -> String {
        var out: [UInt8] = []
        append(x, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes `x` formatted at `p`, which has room for `maxLength` bytes; returns how many it
    /// wrote. The trace writers format straight into their record buffers through this.
    public static func write(_ x: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        guard x.isFinite else { return copy("null", to: p) }
        let scaled = (x * 10_000).rounded()
        guard abs(scaled) < 9e15 else {
            // Beyond 2^53 / 10^4 the decimals are meaningless: Swift's shortest form (e.g. 1e+20).
            var s = String(x)
            return s.withUTF8 { copy($0, to: p) }
        }
        var n = Int64(scaled)
        if n == 0 {
            p[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if n < 0 {
            p[0] = UInt8(ascii: "-")
            count = 1
            n = -n
        }
        // Integer digits (at most 12 here), most significant first.
        let whole = n / 10_000
        var digits = 1
        var rest = whole
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        rest = whole
        for i in stride(from: count + digits - 1, through: count, by: -1) {
            p[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        count += digits
        // Up to four decimals, trailing zeros dropped.
        var frac = Int(n % 10_000)
        guard frac != 0 else { return count }
        var decimals = 4
        while frac % 10 == 0 {
            frac /= 10
            decimals -= 1
        }
        p[count] = UInt8(ascii: ".")
        for i in stride(from: count + decimals, through: count + 1, by: -1) {
            p[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: frac % 10)
            frac /= 10
        }
        return count + 1 + decimals
    }

    private static func copy(_ s: StaticString, to p: UnsafeMutablePointer<UInt8>) -> Int {
        s.withUTF8Buffer { copy($0, to: p) }
    }

    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to p: UnsafeMutablePointer<UInt8>) -> Int {
        let n = min(bytes.count, maxLength)
        p.update(from: bytes.baseAddress!, count: n)
        return n
    }
}
