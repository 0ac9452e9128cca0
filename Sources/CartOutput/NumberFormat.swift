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
        appendDigits(n / 10_000, to: &out)
        var frac = n % 10_000
        guard frac != 0 else { return }
        out.append(UInt8(ascii: "."))
        var width = 4
        while frac % 10 == 0 {
            frac /= 10
            width -= 1
        }
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: width)
        var i = width - 1
        while frac > 0 {
            digits[i] = UInt8(ascii: "0") + UInt8(frac % 10)
            frac /= 10
            i -= 1
        }
        out.append(contentsOf: digits)
    }

    /// `x` formatted as a string.
    public static func string(_ x: Double) -> String {
        var out: [UInt8] = []
        append(x, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendDigits(_ n: Int64, to out: inout [UInt8]) {
        if n >= 10 { appendDigits(n / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(n % 10))
    }
}
