import Testing
@testable import CartAnimation

/// apple-docs-numeric-facts.json: numbers and rules from Apple's documentation and headers.
/// Several facts are prose; the expectation each case asserts is spelled out next to it.
@Suite("Apple documentation facts")
struct AppleDocsVectorTests {
    /// Every entry applies (springs, §8, included).
    static func notApplicable(_ e: VectorEntry) -> String? { nil }

    /// The clock starts away from 0 (§1.1: a beginTime of 0 is special). Held by the suite:
    /// layers only hold their scene weakly, and `add` reads the time from it.
    static let now = 1000.0
    let scene = Scene()

    init() { scene.currentTime = Self.now }

    @Test("documented fact", arguments: try VectorFixtures.applicable(VectorFixtures.appleDocs, notApplicable))
    func fact(_ e: VectorEntry) throws {
        switch e.title {
        case "CATransaction.animationDuration default":
            expectClose(MediaTiming.defaultDuration, try #require(e.expected.number), e.tolerance, "default duration")

        case "addAnimation duration substitution":
            // "kCATransactionAnimationDuration if set, else 0.25": the core has no transaction,
            // so a duration of 0 must become 0.25 s on the attached copy; the caller's stays 0.
            try #require(e.input["animation.duration"]?.number == 0)
            let layer = scene.makeLayer()
            let a = BasicAnimation(keyPath: .opacity)
            a.toValue = .number(0)
            let copy = try layer.add(a, forKey: "fade")
            #expect(copy.duration == 0.25)
            #expect(a.duration == 0)

        case "discrete keyframes":
            try discrete(e)

        case "named timing function control points (documented)":
            // CA returns control points as Float (§0), so compare at Float precision: the
            // documented 0.42 is Float(0.42), exactly.
            let f = TimingFunction(name: .easeInEaseOut)
            for (key, index) in [("c1", 1), ("c2", 2)] {
                let want = try #require(e.expected[key]?.numbers)
                let p = try #require(f.controlPoint(at: index))
                #expect(Float(p.x) == Float(want[0]) && Float(p.y) == Float(want[1]), "\(key): got \(p)")
            }

        case "repeatCount forever":
            // "Float.greatestFiniteMagnitude (also HUGE_VALF / .infinity)" → repeats forever:
            // infinite active duration, still active a billion cycles later.
            for count in [Float.greatestFiniteMagnitude, Float.infinity] {
                var m = MediaTiming()
                m.duration = 1
                m.repeatCount = count
                #expect(m.activeDuration == .infinity, "repeatCount \(count)")
                #expect(m.phase(parentTime: 1e9) == .active, "repeatCount \(count)")
            }

        case "autoreverses + repeatCount (UIKit doc, built on CA)":
            // repeatCount 2 ends on the from value, 2.5 on the to value; read after the end
            // with fill forwards. The model (0) differs from both, so a missing fill shows.
            try #require(e.input["autoreverses"] == .bool(true) && e.input["repeatCount"]?.number == 2)
            for (count, end) in [(Float(2), 10.0), (Float(2.5), 100.0)] {
                let layer = scene.makeLayer()
                let a = BasicAnimation(keyPath: .positionX)
                a.fromValue = .number(10)
                a.toValue = .number(100)
                a.duration = 1
                a.autoreverses = true
                a.repeatCount = count
                a.fillMode = .forwards
                a.removedOnCompletion = false
                try layer.add(a, forKey: "bounce")
                // Active duration = repeatCount × 2 × duration; sample one second after it.
                let after = scene.currentTime + Double(count) * 2 + 1
                #expect(layer.presentation(atAbsolute: after).position.x == end, "repeatCount \(count)")
            }

        case "AVCoreAnimationBeginTimeAtZero":
            // beginTime exactly 0 becomes the current time on the attached copy (§1.8); the
            // caller's animation keeps 0, and a non-zero beginTime is kept as given.
            try #require(e.input["beginTime"]?.number == 0)
            let layer = scene.makeLayer()
            let a = BasicAnimation(keyPath: .opacity)
            a.toValue = .number(0)
            a.duration = 1
            #expect(try layer.add(a, forKey: "zero").beginTime == Self.now)
            #expect(a.beginTime == 0)
            a.beginTime = 5
            #expect(try layer.add(a, forKey: "five").beginTime == 5)

        case "CASpringAnimation settlingDuration":
            let spring = SpringAnimation(keyPath: .positionX)
            spring.mass = try #require(e.input["mass"]?.number)
            spring.stiffness = try #require(e.input["stiffness"]?.number)
            spring.damping = try #require(e.input["damping"]?.number)
            spring.initialVelocity = try #require(e.input["initialVelocity"]?.number)
            if let seconds = e.expected.number {
                expectClose(spring.settlingDuration, seconds, e.tolerance, "settlingDuration")
            } else {
                // "just over 1 second", encoded as the interval (1.0, 1.1].
                #expect(e.expected.string == "(1.0, 1.1]")
                #expect(spring.settlingDuration > 1.0 && spring.settlingDuration <= 1.1)
            }

        case "CASpringAnimation defaults":
            let spring = SpringAnimation(keyPath: .opacity)
            #expect(spring.mass == e.expected["mass"]?.number)
            #expect(spring.stiffness == e.expected["stiffness"]?.number)
            #expect(spring.damping == e.expected["damping"]?.number)
            #expect(spring.initialVelocity == e.expected["initialVelocity"]?.number)

        default:
            Issue.record("unhandled fact \(e.title)")
        }
    }

    /// Keyframes on position.y, duration 1: each interval of `expected` ("[a,b)" or "[a,b]")
    /// shows its value at its start, at its midpoint and, when closed, at its end.
    func discrete(_ e: VectorEntry) throws {
        let i = e.input
        try #require(i["keyPath"] == .string("position.y") && i["calculationMode"] == .string("discrete"))
        let layer = scene.makeLayer()
        let a = KeyframeAnimation(keyPath: .positionY)
        a.calculationMode = .discrete
        a.keyTimes = try #require(i["keyTimes"]?.numbers)
        a.values = try #require(i["values"]?.numbers).map { .number($0) }
        a.duration = 1
        // Forwards fill so the closed end x = 1 is visible: T = AD is the after phase (§1.5).
        a.fillMode = .forwards
        a.removedOnCompletion = false
        try layer.add(a, forKey: "steps")
        for (interval, value) in try #require(e.expected.object) {
            let want = try #require(value.number)
            let bounds = interval.dropFirst().dropLast().split(separator: ",").compactMap { Double($0) }
            try #require(bounds.count == 2 && interval.hasPrefix("["), "cannot parse \(interval)")
            var times = [bounds[0], (bounds[0] + bounds[1]) / 2]
            if interval.hasSuffix("]") { times.append(bounds[1]) }
            for t in times {
                let y = layer.presentation(atAbsolute: scene.currentTime + t).position.y
                expectClose(y, want, e.tolerance, "position.y at \(t) in \(interval)")
            }
        }
    }
}
