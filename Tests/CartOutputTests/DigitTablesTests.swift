import CartOutput
import Testing

/// The table-driven digits (`DigitTables`) against the formatter they replaced, kept here
/// verbatim: the trace's every number must read the same, byte for byte.
@Suite struct DigitTablesTests {
    /// Random bit patterns (every exponent: huge, tiny, subnormal, NaN, infinities), numbers
    /// in the 4-decimal range of every size with their halves and neighbours, and the edges of
    /// each four-digit group.
    @Test func writesWhatTheDivisionFormatterWrote() {
        var rng = SplitMix(seed: 15)
        var candidates: [Double] = [0, -0.0, .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude,
                                    -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNormalMagnitude,
                                    .ulpOfOne, 0.00005, -0.00005, 0.00004999999999999999, 9e15 / 1e4, -9.1e11]
        var p = 1.0
        for _ in 0..<16 {
            for base in [p, p - 0.0001, p - 0.00005, p + 0.00005, p * 9.9999, p * 10 - 0.00005] {
                candidates += [base, base.nextUp, base.nextDown, -base, -base.nextUp, -base.nextDown]
            }
            p *= 10
        }
        for _ in 0..<250_000 {
            let bits = rng.next()
            switch bits % 4 {
            case 0: candidates.append(Double(bitPattern: rng.next()))
            case 1:
                let magnitude = Double(rng.next() % 10_000_000_000_000_000) / Double(1 << (bits >> 8 % 60))
                candidates.append(bits >> 7 % 2 == 0 ? magnitude : -magnitude)
            case 2:
                let n = Double(Int64(bitPattern: rng.next()) % 90_000_000_000_000) + 0.5  // a half
                candidates.append((n / 10_000).nextUp)
                candidates.append(n / 10_000)
                candidates.append((n / 10_000).nextDown)
            default:
                candidates.append(Double(Int64(bitPattern: rng.next()) % 100_000_000) / 10_000)
            }
        }
        var differing: [String] = []
        for x in candidates where NumberFormat.string(x) != Self.divisionFormat(x) {
            differing.append("\(x): \(NumberFormat.string(x)) vs \(Self.divisionFormat(x))")
            if differing.count == 10 { break }
        }
        #expect(differing.isEmpty, "\(differing)")
        #expect(candidates.count > 300_000)
    }

    /// `NumberFormat.write` as it was before the tables (two digits per division).
    static func divisionFormat(_ x: Double) -> String {
        let scaled = x * 10_000
        guard abs(scaled) < 9.1e15 else { return x.isFinite ? String(x) : "null" }
        var n = Int64(scaled)
        let rest = scaled - Double(n)
        if rest >= 0.5 { n &+= 1 } else if rest <= -0.5 { n &-= 1 }
        guard n.magnitude < 9_000_000_000_000_000 else { return x.isFinite ? String(x) : "null" }
        if n == 0 { return "0" }
        var p = [UInt8](repeating: 0, count: 32)
        var count = 0
        if n < 0 {
            p[0] = UInt8(ascii: "-")
            count = 1
        }
        let m = n.magnitude
        let whole = m / 10_000
        var digits = 1
        var limit: UInt64 = 10
        while whole >= limit {
            digits &+= 1
            limit &*= 10
        }
        count &+= digits
        var i = count
        var rest2 = whole
        func writePair(_ v: UInt64, _ at: Int) {
            p[at] = UInt8(ascii: "0") + UInt8(v / 10)
            p[at + 1] = UInt8(ascii: "0") + UInt8(v % 10)
        }
        while rest2 >= 100 {
            i &-= 2
            writePair(rest2 % 100, i)
            rest2 /= 100
        }
        if rest2 >= 10 {
            writePair(rest2, i &- 2)
        } else {
            p[i &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest2)
        }
        let frac = m % 10_000
        if frac != 0 {
            let high = frac / 100, low = frac % 100
            p[count] = UInt8(ascii: ".")
            writePair(high, count &+ 1)
            writePair(low, count &+ 3)
            let decimals = low == 0 ? (high % 10 == 0 ? 1 : 2) : (low % 10 == 0 ? 3 : 4)
            count = count &+ 1 &+ decimals
        }
        return String(decoding: p[..<count], as: UTF8.self)
    }
}
