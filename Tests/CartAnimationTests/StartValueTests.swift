import Testing
@testable import CartAnimation

/// `Layer.add` takes the presentation only for an animation that starts from it (§3's last
/// row): evaluating every animation of the layer at each add was a tenth of a coin's creation.
@Suite struct StartValueTests {
    /// Only a basic animation with no values (§3's last row), alone or in a group at any depth,
    /// needs the presentation when it is added.
    @Test func onlyAnimationsWithoutValuesNeedTheStartValue() {
        let withValues = BasicAnimation(keyPath: .opacity)
        withValues.toValue = .number(0)
        let without = BasicAnimation(keyPath: .opacity)
        let keyframes = KeyframeAnimation(keyPath: .opacity)
        func startsFromPresentation(_ a: Animation) -> Bool {
            var p = Preparation(mark: nil)
            try? a.copy().ready(parentDuration: nil, measures: nil, &p)
            return p.startsFromPresentation
        }
        #expect(!startsFromPresentation(withValues))
        #expect(startsFromPresentation(without))
        #expect(!startsFromPresentation(keyframes))
        #expect(!startsFromPresentation(AnimationGroup(animations: [withValues, keyframes])))
        #expect(startsFromPresentation(AnimationGroup(animations: [withValues, AnimationGroup(animations: [without])])))
        // And the start is still taken: from the presentation at the moment it is added.
        let scene = Scene()
        let layer = scene.makeLayer(name: "l")
        layer.opacity = 0.5
        let added = try? layer.add(without, forKey: "fade") as? BasicAnimation
        #expect(added?.capturedStartValue == .number(Double(Float(0.5))))
    }
}
