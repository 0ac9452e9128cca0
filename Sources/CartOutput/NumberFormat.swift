import CartAnimation

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
        write(x, to: p, digits: .shared)
    }

    /// The same with the tables at hand (a record's writer fetches them once, not per number).
    @inline(__always)
    static func write(_ x: Double, to p: UnsafeMutablePointer<UInt8>, digits: DigitTables) -> Int {
        // 0 and −0 (a line's translation, most of the time) without the arithmetic below.
        if x == 0 {
            p[0] = UInt8(ascii: "0")
            return 1
        }
        let scaled = x * 10_000
        // NaN fails this comparison too; both leave the 4-decimal range.
        guard abs(scaled) < 9.1e15 else { return writeOutOfRange(x, to: p) }
        let n = roundedHalfAwayFromZero(scaled)
        guard n.magnitude < 9_000_000_000_000_000 else { return writeOutOfRange(x, to: p) }
        return write(tenThousandths: n, to: p, digits: digits)
    }

    /// `n` ÷ 10⁴ in decimal, |n| < 9·10¹⁵: at most 18 bytes. Four digits at a time from
    /// `DigitTables` (a lookup and a store each, as `c_ref.c` does), not one division per two.
    @inline(__always)
    private static func write(tenThousandths n: Int64, to p: UnsafeMutablePointer<UInt8>, digits: DigitTables) -> Int {
        var count = 0
        if n < 0 {
            p[0] = UInt8(ascii: "-")
            count = 1
        }
        let m = n.magnitude
        // Integer digits (at most 12 here): the leading group unpadded, the others as four.
        let whole = m / 10_000
        if whole < 10_000 {
            count &+= digits.put(whole: whole, at: p + count)
        } else if whole < 100_000_000 {
            count &+= digits.put(whole: whole / 10_000, at: p + count)
            count &+= digits.put(four: whole % 10_000, at: p + count)
        } else {
            count &+= digits.put(whole: whole / 100_000_000, at: p + count)
            count &+= digits.put(four: whole / 10_000 % 10_000, at: p + count)
            count &+= digits.put(four: whole % 10_000, at: p + count)
        }
        // `.dddd` without its trailing zeros; nothing for an integer.
        return count &+ digits.put(fraction: m % 10_000, at: p + count)
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
