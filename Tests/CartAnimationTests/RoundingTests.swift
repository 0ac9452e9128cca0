import CartAnimation
import Testing

/// `roundedHalfAwayFromZero` against libm's `rounded()` (the rule it stands for), at the halves,
/// their neighbours and −0, and over random values of every size below 2⁵³.
@Suite struct RoundingTests {
    @Test(arguments: [
        (0.0, 0), (-0.0, 0), (0.5, 1), (-0.5, -1), (1.5, 2), (-1.5, -2), (2.5, 3), (-2.5, -3),
        (0.49999999999999994, 0), (-0.49999999999999994, 0), (0.5000000000000001, 1),
        (4503599627370495.5, 4503599627370496), (-4503599627370495.5, -4503599627370496),
        (9007199254740991.0, 9007199254740991), (12.4999, 12), (-12.5001, -13),
    ] as [(Double, Int64)])
    func roundsHalvesAwayFromZero(_ x: Double, _ expected: Int64) {
        #expect(roundedHalfAwayFromZero(x) == expected)
    }

    @Test func agreesWithLibm() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<100_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let fraction = Double(state >> 12 & 0xF_FFFF_FFFF_FFFF) / Double(1 << 52)
            var x = Double(sign: state & 1 == 1 ? .minus : .plus, exponent: Int(state >> 58) - 10,  // 2^-10 … 2^53
                           significand: 1 + fraction)
            if state & 6 == 0 { x = x.rounded(.down) + 0.5 }  // a half
            guard abs(x) < 9007199254740992 else { continue }
            #expect(roundedHalfAwayFromZero(x) == Int64(x.rounded()), "\(x)")
        }
    }
}
