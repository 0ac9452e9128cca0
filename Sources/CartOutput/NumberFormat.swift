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
    @inline(__always)
    public static func write(_ x: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = x * 10_000
        // NaN fails this comparison too; both leave the 4-decimal range.
        guard abs(scaled) < 9.1e15 else { return writeOutOfRange(x, to: p) }
        // Rounded half away from zero. `scaled` minus its truncation is exact below 2^53, so this
        // is `scaled.rounded()` without the call into libm.
        var n = Int64(scaled)
        let rest = scaled - Double(n)
        if rest >= 0.5 { n &+= 1 } else if rest <= -0.5 { n &-= 1 }
        guard n.magnitude < 9_000_000_000_000_000 else { return writeOutOfRange(x, to: p) }
        return write(tenThousandths: n, to: p)
    }

    /// `n` ÷ 10⁴ in decimal, |n| < 9·10¹⁵: at most 18 bytes.
    @inline(__always)
    private static func write(tenThousandths n: Int64, to p: UnsafeMutablePointer<UInt8>) -> Int {
        if n == 0 {
            p[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if n < 0 {
            p[0] = UInt8(ascii: "-")
            count = 1
        }
        let m = n.magnitude
        // Integer digits (at most 12 here), written from the least significant, two at a time.
        let whole = m / 10_000
        var digits = 1
        var limit: UInt64 = 10
        while whole >= limit {
            digits &+= 1
            limit &*= 10
        }
        count &+= digits
        var i = count
        var rest = whole
        while rest >= 100 {
            i &-= 2
            writePair(rest % 100, to: p + i)
            rest /= 100
        }
        if rest >= 10 {
            writePair(rest, to: p + (i &- 2))
        } else {
            p[i &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        // Up to four decimals, trailing zeros dropped (all four written; the count says how many
        // are kept).
        let frac = m % 10_000
        guard frac != 0 else { return count }
        let high = frac / 100, low = frac % 100
        p[count] = UInt8(ascii: ".")
        writePair(high, to: p + (count &+ 1))
        writePair(low, to: p + (count &+ 3))
        let decimals = low == 0 ? (high % 10 == 0 ? 1 : 2) : (low % 10 == 0 ? 3 : 4)
        return count &+ 1 &+ decimals
    }

    /// "00" … "99", so that digits are made two per division.
    private static var pairs: StaticString { "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899" }

    /// The two digits of `v` (< 100) at `p`.
    @inline(__always)
    private static func writePair(_ v: UInt64, to p: UnsafeMutablePointer<UInt8>) {
        let from = pairs.utf8Start + Int(truncatingIfNeeded: v &* 2)
        p[0] = from[0]
        p[1] = from[1]
    }

    /// NaN and infinities as `null`; beyond 2^53 / 10^4, where the decimals are meaningless,
    /// Swift's shortest form (e.g. 1e+20).
    @inline(never)
    private static func writeOutOfRange(_ x: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        guard x.isFinite else { return copy("null", to: p) }
        var s = String(x)
        return s.withUTF8 { copy($0, to: p) }
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
