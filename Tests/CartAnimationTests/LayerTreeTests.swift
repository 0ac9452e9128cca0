import Testing
@testable import CartAnimation

/// The layer tree (CA-SEMANTICS §6 detach, §9 geometry).
struct LayerTreeTests {
    @Test func insertingIntoItselfOrADescendantThrows() throws {
        let scene = Scene()
        let a = scene.makeLayer(name: "a"), b = scene.makeLayer(name: "b"), c = scene.makeLayer(name: "c")
        try a.addSublayer(b)
        try b.addSublayer(c)
        #expect(throws: AnimationError.cycle(layer: "a", into: "a")) { try a.addSublayer(a) }
        #expect(throws: AnimationError.cycle(layer: "a", into: "c")) { try c.addSublayer(a) }
        #expect(throws: AnimationError.cycle(layer: "b", into: "c")) { try c.insertSublayer(b, at: 0) }
        // Nothing moved.
        #expect(a.superlayer == nil && b.superlayer === a && c.superlayer === b)
        #expect(a.sublayers.count == 1 && b.sublayers.count == 1 && c.sublayers.isEmpty)
    }

    @Test func insertIndex() throws {
        let scene = Scene()
        let p = scene.makeLayer(name: "p")
        let x = scene.makeLayer(name: "x"), y = scene.makeLayer(name: "y")
        let z = scene.makeLayer(name: "z"), w = scene.makeLayer(name: "w"), v = scene.makeLayer(name: "v")
        try p.addSublayer(x)
        try p.addSublayer(y)
        try p.insertSublayer(z, at: 1)                   // [x, z, y]
        try p.insertSublayer(w, at: 99)                  // clamped to the end
        try p.insertSublayer(v, at: 0)                   // the back
        #expect(p.sublayers.map(\.displayName) == ["v", "x", "z", "y", "w"])
        // Adding to another parent moves it.
        let q = scene.makeLayer(name: "q")
        try q.addSublayer(z)
        #expect(p.sublayers.map(\.displayName) == ["v", "x", "y", "w"])
        #expect(z.superlayer === q)
    }

    @Test func removeFromSuperlayer() throws {
        let scene = Scene()
        let p = scene.makeLayer(name: "p"), c = scene.makeLayer(name: "c")
        try p.addSublayer(c)
        c.removeFromSuperlayer()
        #expect(c.superlayer == nil && p.sublayers.isEmpty)
        c.removeFromSuperlayer()                          // harmless a second time
        #expect(c.superlayer == nil)
    }

    /// A 1 s fade of opacity 0 → 1.
    private static func fade() -> BasicAnimation {
        let a = BasicAnimation(keyPath: .opacity)
        (a.fromValue, a.toValue, a.duration) = (.number(0), .number(1), 1)
        return a
    }

    /// A layer `p` in the window with a sublayer `c`, both fading (under "fade").
    private func fadingPair() throws -> (Scene, Layer, Layer, BasicAnimation) {
        let scene = Hand.scene()
        let p = scene.makeLayer(name: "p"), c = scene.makeLayer(name: "c")
        try scene.window.addSublayer(p)
        try p.addSublayer(c)
        let a = Self.fade()
        try p.add(a, forKey: "fade")
        try c.add(a, forKey: "fade")
        return (scene, p, c, a)
    }

    /// [ASSUME DETACH] Leaving the window removes the animations of the whole subtree.
    @Test func animationsRemovedOnDetach() throws {
        let (scene, p, c, a) = try fadingPair()
        // Moving inside the window keeps them.
        let other = scene.makeLayer(name: "other")
        try scene.window.addSublayer(other)
        try other.addSublayer(c)
        #expect(c.animationKeys == ["fade"])
        // Leaving the window drops them, for the layer and its sublayers.
        try p.addSublayer(c)
        p.removeFromSuperlayer()
        #expect(p.animationKeys.isEmpty && c.animationKeys.isEmpty)
        #expect(p.presentation(atAbsolute: 1000.5).opacity == 1)
        // A layer outside the window keeps its animations when it moves.
        try c.add(a, forKey: "fade")
        c.removeFromSuperlayer()
        #expect(c.animationKeys == ["fade"])
    }

    /// What a removal tells the run loop: leaving the window, each animation of the subtree
    /// removed (nothing left to retime); leaving a tree off screen, the subtree retimed, its
    /// animations kept.
    @Test func aRemovalReportsRemovedAnimationsOrANewTime() throws {
        let (scene, p, c, a) = try fadingPair()
        _ = scene.takeChanges()
        func kinds(_ changes: [SceneChange]) -> [String] {
            changes.map {
                switch $0 {
                case .added: "added"
                case .removed: "removed"
                case .timingChanged(let l): "timingChanged \(l.name ?? "")"
                case .warning: "warning"
                }
            }
        }
        p.removeFromSuperlayer()
        #expect(kinds(scene.takeChanges()) == ["removed", "removed"])
        try c.add(a, forKey: "fade")
        _ = scene.takeChanges()
        c.removeFromSuperlayer()
        #expect(kinds(scene.takeChanges()) == ["timingChanged c"])
    }

    /// The run loop takes the changes into a list it keeps: emptied first, then the changes in
    /// the order they were made, and none left with the scene.
    @Test func changesAreTakenIntoAKeptList() throws {
        let scene = Hand.scene()
        let p = scene.makeLayer(name: "p")
        try scene.window.addSublayer(p)
        let a = Self.fade()
        try p.add(a, forKey: "one")
        try p.add(a, forKey: "two")
        var taken: [SceneChange] = []
        scene.takeChanges(into: &taken)
        #expect(taken.count == 2 && !scene.hasChanges)
        p.beginTime = 1
        scene.takeChanges(into: &taken)
        guard taken.count == 1, case .timingChanged(let l) = taken[0] else {
            Issue.record("\(taken)")
            return
        }
        #expect(l === p && !scene.hasChanges)
    }

    /// A layer that is freed is no one's superlayer and no attachment's layer any more, as a
    /// weak reference would say (`Link`); an event for such an attachment keeps the name
    /// the layer had when the animation was added. A freed scene is no layer's scene.
    @Test func aFreedLayerOrSceneIsNoLongerReachedThroughItsLink() throws {
        let scene = Scene()
        var parent: Layer? = scene.makeLayer(name: "p")
        let child = scene.makeLayer(name: "c")
        try parent?.addSublayer(child)
        let fade = BasicAnimation(keyPath: .opacity)
        fade.toValue = .number(0)
        try parent?.add(fade, forKey: "fade")
        let attachment = try #require(parent?.attachments.first)
        #expect(attachment.layer === parent && child.superlayer === parent)
        // The scene's records of what changed hold the layer until taken.
        _ = scene.takeChanges()
        _ = scene.takeChangedLayers()
        weak var gone = parent
        parent = nil
        #expect(gone == nil)
        #expect(attachment.layer == nil)
        #expect(child.superlayer == nil)
        #expect(attachment.currentLayerName == "p")
        // The child, now in no tree, goes into another and is its sublayer as before.
        let other = scene.makeLayer(name: "o")
        try other.addSublayer(child)
        #expect(child.superlayer === other)
        // A freed scene likewise: its layers' scene is nil.
        var other2: Scene? = Scene()
        let orphan = try #require(other2?.makeLayer(name: "orphan"))
        weak var freedScene = other2
        other2 = nil
        #expect(freedScene == nil)
        #expect(orphan.scene == nil)
    }

    /// §9.2 frame: bounds 100×50, position (200,300) → (150,275,100,50); scale(2,4) → (100,200,200,200).
    @Test func frameGet() {
        let l = Scene().makeLayer(name: "l")
        l.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        l.position = Point(x: 200, y: 300)
        #expect(l.frame == Rect(x: 150, y: 275, width: 100, height: 50))
        l.transform = .scale(2, 4)
        // corners (±50, ±25)·(2,4) + (200,300) → x 100…300, y 200…400.
        #expect(l.frame == Rect(x: 100, y: 200, width: 200, height: 200))
    }

    /// §9.2 frame set: size back through the linear part; position = origin + anchor·size − translation.
    @Test func frameSet() {
        let l = Scene().makeLayer(name: "l")
        l.transform = .translation(10, 20)
        l.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.position == Point(x: 50, y: 25))       // (10 + 50 − 10, 20 + 25 − 20)
        #expect(l.bounds.size == Size(width: 100, height: 50))
        let m = Scene().makeLayer(name: "m")
        m.bounds = Rect(x: 5, y: 6, width: 1, height: 1)
        m.transform = .scale(2, 4)
        m.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(m.bounds == Rect(x: 5, y: 6, width: 50, height: 12.5))   // 100/2, 50/4; origin kept
        #expect(m.position == Point(x: 50, y: 25))
        // Negative sizes are standardized: (110, 70, −100, −50) is (10, 20, 100, 50).
        let n = Scene().makeLayer(name: "n")
        n.frame = Rect(x: 110, y: 70, width: -100, height: -50)
        #expect(n.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    /// §9.1/§9.3 conversions. Parent bounds (0,0,200,200) (anchor (100,100) in its bounds);
    /// s1 100×100 at (50,50), s2 100×100 at (150,50); child 50×50 at (100,50).
    @Test func convert() throws {
        let scene = Scene()
        let p = scene.makeLayer(name: "p")
        p.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        p.position = Point(x: 100, y: 100)
        let s1 = scene.makeLayer(name: "s1"), s2 = scene.makeLayer(name: "s2")
        s1.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        s2.bounds = s1.bounds
        s1.position = Point(x: 50, y: 50)
        s2.position = Point(x: 150, y: 50)
        try p.addSublayer(s1)
        try p.addSublayer(s2)
        // s1 (0,0) → p: (0,0) − (50,50) + (50,50) = (0,0); → s2: (0,0) − (150,50) + (50,50) = (−100, 0).
        #expect(s1.convert(Point(x: 0, y: 0), to: s2) == Point(x: -100, y: 0))
        #expect(s2.convert(Point(x: -100, y: 0), to: s1) == Point(x: 0, y: 0))
        #expect(s1.convert(Point(x: 3, y: 4), to: s1) == Point(x: 3, y: 4))

        let c = scene.makeLayer(name: "c")
        c.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        c.position = Point(x: 100, y: 50)
        try p.addSublayer(c)
        // c (0,0) → p: (0,0) − (25,25) + (100,50) = (75, 25); p (0,0) → c: (−75, −25).
        #expect(c.convert(Point(x: 0, y: 0), to: p) == Point(x: 75, y: 25))
        #expect(c.convert(Point(x: 0, y: 0), from: p) == Point(x: -75, y: -25))
        // Parent sublayerTransform scale 2 about its anchor (100,100): (75−100, 25−100)·2 + (100,100) = (50, −50).
        p.sublayerTransform = .scale(2, 2)
        #expect(c.convert(Point(x: 0, y: 0), to: p) == Point(x: 50, y: -50))
        // The child's own rotation by π/2: (x, y)·R = (−y, x); (0,0) − (25,25) → (25, −25) + (100,50) = (125, 25),
        // then the SLT: (25, −75)·2 + (100,100) = (150, −50).
        c.transform = .rotation(Double.pi / 2)
        let q = c.convert(Point(x: 0, y: 0), to: p)!
        #expect(Hand.near(q, Point(x: 150, y: -50)))
    }
}
