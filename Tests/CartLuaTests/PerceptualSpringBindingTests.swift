import Testing
@testable import CartLua

/// `SpringAnimation{perceptualDuration=, bounce=}` (iOS 17's CASpringAnimation(perceptualDuration:
/// bounce:)) and the read-only `perceptualDuration` and `bounce` of every spring.
@Suite struct PerceptualSpringBindingTests {
    @Test func madeFromPerceptualDurationAndBounce() {
        #expect(printed("""
            local s = SpringAnimation{keyPath = 'position.x', perceptualDuration = 0.5, bounce = 0.3, duration = 2}
            print(s.mass, string.format('%.4f %.4f', s.stiffness, s.damping), s.allowsOverdamping, s.duration)
            print(s.perceptualDuration, string.format('%.12f', s.bounce))
            local c = SpringAnimation{keyPath = 'opacity', perceptualDuration = 1}
            print(string.format('%.4f %.4f', c.stiffness, c.damping), c.bounce)
            local o = SpringAnimation{keyPath = 'opacity', perceptualDuration = 1, bounce = -0.5}
            print(string.format('%.4f %.4f', o.damping, o.bounce), o.allowsOverdamping)
            """) == [
                "1.0\t157.9137 17.5929\tfalse\t2.0",
                "0.5\t0.300000000000",
                "39.4784 12.5664\t0.0",
                "25.1327 -0.5000\ttrue",
            ])
    }

    /// Any spring reads back its perceptual form: CA's defaults are Apple's example (0.63, 0.5).
    @Test func everySpringReadsBack() {
        #expect(printed("""
            local s = SpringAnimation{keyPath = 'opacity'}
            print(string.format('%.4f %.4f', s.perceptualDuration, s.bounce))
            s.damping = 20
            print(string.format('%.4f', s.bounce))
            local m = SpringAnimation{keyPath = 'opacity', mass = 2, stiffness = 200, damping = 20}
            print(string.format('%.4f %.4f', m.perceptualDuration, m.bounce))
            """) == ["0.6283 0.5000", "0.0000", "0.6283 0.5000"])
    }

    @Test(arguments: [
        ("SpringAnimation{keyPath = 'opacity', bounce = 0.2}",
         "test.lua:1: bad argument #1 to 'SpringAnimation' (option 'bounce' needs perceptualDuration)"),
        ("SpringAnimation{keyPath = 'opacity', perceptualDuration = 0.5, stiffness = 300}",
         "test.lua:1: bad argument #1 to 'SpringAnimation' (give perceptualDuration and bounce or mass, stiffness "
            + "and damping, not both ('stiffness'))"),
        ("SpringAnimation{keyPath = 'opacity', perceptualDuration = 0}",
         "test.lua:1: bad argument #1 to 'SpringAnimation' (option 'perceptualDuration': a finite number above 0 expected, got 0)"),
        ("SpringAnimation{keyPath = 'opacity', perceptualDuration = 0.5, bounce = -1}",
         "test.lua:1: bad argument #1 to 'SpringAnimation' (option 'bounce': within -1 < bounce ≤ 1 expected, got -1)"),
        ("SpringAnimation{keyPath = 'opacity', perceptualDuration = 'slow'}",
         "test.lua:1: bad argument #1 to 'SpringAnimation' (option 'perceptualDuration': number expected, got string)"),
        ("local s = SpringAnimation{keyPath = 'opacity'}; s.bounce = 0.3",
         "test.lua:1: property 'bounce' of SpringAnimation is read-only"),
        ("BasicAnimation{keyPath = 'opacity', bounce = 0.3}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (unknown option 'bounce'; the options are duration, beginTime, "
            + "timeOffset, speed, repeatCount, repeatDuration, autoreverses, fillMode, timingFunction, removedOnCompletion, "
            + "delegate, keyPath, additive, cumulative, fromValue, toValue, byValue)"),
    ])
    func refusals(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }
}
