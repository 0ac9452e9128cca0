import CartOutput
import Testing

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-1.0, "-1"), (0.5, "0.5"), (1.23456, "1.2346"),
        (3.14159265, "3.1416"), (187.5, "187.5"), (-0.00004, "0"), (-0.00005, "-0.0001"),
        (0.1 + 0.2, "0.3"), (100.0, "100"), (1234567.00001, "1234567"), (0.0001, "0.0001"),
        (2.5e-5, "0"), (-12.34, "-12.34"), (10.05, "10.05"), (1e20, "1e+20"),
        (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ])
    func formats(_ x: Double, _ expected: String) {
        #expect(NumberFormat.string(x) == expected)
    }

    /// Against the format spelled out plainly (libm's rounding, a decimal string of the integer),
    /// over numbers of every size the 4-decimal range holds, halves and their neighbours.
    @Test func agreesWithThePlainDefinition() {
        var rng = SplitMix(seed: 7)
        var checked = 0
        for _ in 0..<200_000 {
            let bits = rng.next()
            let magnitude = Double(bits % 10_000_000_000) / pow10(Int(bits >> 40 % 20))
            var x = bits >> 63 == 0 ? magnitude : -magnitude
            if bits >> 32 % 4 == 0 { x = (x * 10_000).rounded(.down) / 10_000 + 0.00005 }  // a half
            if bits >> 34 % 8 == 0 { x = x.nextUp }
            if bits >> 37 % 8 == 0 { x = x.nextDown }
            if NumberFormat.string(x) != plain(x) {
                Issue.record("\(x): \(NumberFormat.string(x)) vs \(plain(x))")
                return
            }
            checked += 1
        }
        #expect(checked == 200_000)
        for x in [9e11, 899_999_999_999.99994, 899_999_999_999.99995, 900_000_000_000.00001, 9.1e11, -9e11, 1e15, 9e15] {
            #expect(NumberFormat.string(x) == plain(x), "\(x)")
        }
    }

    private func plain(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        let scaled = (x * 10_000).rounded()
        guard abs(scaled) < 9e15 else { return String(x) }
        let n = Int64(scaled)
        if n == 0 { return "0" }
        var s = n < 0 ? "-" : ""
        s += String(n.magnitude / 10_000)
        var frac = String(n.magnitude % 10_000)
        guard frac != "0" else { return s }
        frac = String(repeating: "0", count: 4 - frac.count) + frac
        while frac.hasSuffix("0") { frac.removeLast() }
        return s + "." + frac
    }

    private func pow10(_ e: Int) -> Double {
        var p = 1.0
        for _ in 0..<e { p *= 10 }
        return p
    }
}

/// A small deterministic generator for the property tests (of this suite and others).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
