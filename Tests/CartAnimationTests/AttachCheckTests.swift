import Testing
@testable import CartAnimation

/// What `add(_:forKey:)` checks and takes from a basic animation's values without copying them
/// out (issue 15): the kind of each value against the key path's, and whether the "no values"
/// row of CA-SEMANTICS §3 needs the presentation value.
struct AttachCheckTests {
    /// A value of another kind than the key path's is refused at `add`, number key paths too.
    @Test func valuesOfTheWrongKindAreRefused() throws {
        let scene = Scene()
        let l = scene.makeLayer(name: "l")
        try scene.window.addSublayer(l)
        let good = BasicAnimation(keyPath: .opacity)
        good.fromValue = .number(1)
        good.toValue = .number(0)
        #expect(throws: Never.self) { try l.add(good, forKey: "good") }
        for field in ["fromValue", "toValue", "byValue"] {
            let bad = BasicAnimation(keyPath: .opacity)
            bad.toValue = .number(0)
            switch field {
            case "fromValue": bad.fromValue = .point(Point(x: 1, y: 1))
            case "toValue": bad.toValue = .point(Point(x: 1, y: 1))
            default: bad.byValue = .point(Point(x: 1, y: 1))
            }
            #expect(throws: AnimationError.self, "\(field)") { try l.add(bad, forKey: "bad") }
        }
        let point = BasicAnimation(keyPath: .position)
        point.toValue = .number(3)
        #expect(throws: AnimationError.self) { try l.add(point, forKey: "point") }
    }

    /// Only an animation with none of from/to/by takes the presentation value when added.
    @Test func onlyTheNoValuesRowTakesAStartValue() throws {
        let scene = Scene()
        let l = scene.makeLayer(name: "l")
        try scene.window.addSublayer(l)
        l.opacity = 0.5
        let none = BasicAnimation(keyPath: .opacity)
        #expect(none.needsCapturedStart)
        let copy = try #require(try l.add(none, forKey: "none") as? BasicAnimation)
        #expect(copy.capturedStartValue == .number(0.5))
        for set in [\BasicAnimation.fromValue, \.toValue, \.byValue] {
            let a = BasicAnimation(keyPath: .opacity)
            a[keyPath: set] = .number(1)
            #expect(!a.needsCapturedStart)
            let c = try #require(try l.add(a, forKey: "some") as? BasicAnimation)
            #expect(c.capturedStartValue == nil)
        }
    }
}
