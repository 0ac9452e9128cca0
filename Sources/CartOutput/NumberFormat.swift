/// The trace's number format, the one source of truth for it: at most 4 decimals (rounded half
/// away from zero), trailing zeros dropped, `-0` written `0`, integers without a point, and
/// `null` for NaN and infinities (JSON has no such numbers). Deterministic on every machine:
/// integer arithmetic after one rounding.
public enum NumberFormat {
    /// Appends `x` formatted to `out`.
    public static func append(_ x: Double, to out: inout [UInt8]) {
        guard x.isFinite else {
            out.append(contentsOf: "null".utf8)
            return
        }
        let scaled = (x * 10_000).rounded()
        guard abs(scaled) < 9e15 else {
            // Beyond 2^53 / 10^4 the decimals are meaningless: Swift's shortest form (e.g. 1e+20).
            out.append(contentsOf: String(x).utf8)
            return
        }
        var n = Int64(scaled)
        if n == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        if n < 0 {
            out.append(UInt8(ascii: "-"))
            n = -n
        }
        // Integer digits, most significant first, without a buffer.
        let whole = n / 10_000
        var p: Int64 = 1
        while p <= whole / 10 { p *= 10 }
        while p > 0 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: (whole / p) % 10))
            p /= 10
        }
        // Up to four decimals, trailing zeros dropped.
        let frac = Int(n % 10_000)
        guard frac != 0 else { return }
        var count = 4, rest = frac
        while rest % 10 == 0 {
            rest /= 10
            count -= 1
        }
        out.append(UInt8(ascii: "."))
        var q = 1000
        for _ in 0..<count {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: (frac / q) % 10))
            q /= 10
        }
    }

    /// `x` formatted as a string.
    public static func string(_ x: Double) -> String {
        var out: [UInt8] = []
        append(x, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
