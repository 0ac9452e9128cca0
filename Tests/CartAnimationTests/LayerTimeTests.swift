import Testing
@testable import CartAnimation

/// Layer time (CA-SEMANTICS §1.1): local = (parentLocal − beginTime)·speed + timeOffset,
/// with absolute time as the root's parent time.
struct LayerTimeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let begin: Double, speed: Float, offset: Double, t: Double, local: Double
        var testDescription: String { "begin \(begin) speed \(speed) offset \(offset) @ \(t)" }
    }

    static let rows: [Row] = [
        Row(begin: 0, speed: 1, offset: 0, t: 1000, local: 1000),   // defaults: layer time = absolute
        Row(begin: 2, speed: 1, offset: 0, t: 5, local: 3),         // 5 − 2
        Row(begin: 0, speed: 2, offset: 0, t: 5, local: 10),        // 5·2
        Row(begin: 0, speed: 1, offset: 7, t: 5, local: 12),        // 5 + 7
        Row(begin: 2, speed: 3, offset: 1, t: 5, local: 10),        // (5 − 2)·3 + 1
        Row(begin: 1, speed: 0.5, offset: 0, t: 5, local: 2),       // (5 − 1)·0.5
        Row(begin: 0, speed: 0, offset: 4, t: 99, local: 4),        // paused: 0 + 4
    ]

    @Test(arguments: rows)
    func rootLayerTime(_ r: Row) {
        let l = Scene().makeLayer(name: "l")
        (l.beginTime, l.speed, l.timeOffset) = (r.begin, r.speed, r.offset)
        #expect(Hand.near(l.localTime(atAbsolute: r.t), r.local))
    }

    @Test func nestedLayerTime() throws {
        let scene = Scene()
        let parent = scene.makeLayer(name: "p"), child = scene.makeLayer(name: "c")
        try parent.addSublayer(child)
        (parent.beginTime, parent.speed) = (1, 2)
        (child.speed, child.timeOffset) = (0.5, 3)
        // parent: (6 − 1)·2 = 10; child: (10 − 0)·0.5 + 3 = 8.
        #expect(Hand.near(child.localTime(atAbsolute: 6), 8))
    }

    /// The affine map absolute → local composes root first: window (untimed), then a parent
    /// and a child with their own time. Parent: rate 2, offset (0 − 1)·2 + 0.5 = −1.5; child:
    /// rate 2·0.5 = 1, offset (−1.5 − 0.25)·0.5 + 1 = 0.125 (all exact in binary).
    @Test func theTimeMapComposesFromTheRoot() throws {
        let scene = Scene()
        let parent = scene.makeLayer(name: "p"), child = scene.makeLayer(name: "c")
        try scene.window.addSublayer(parent)
        try parent.addSublayer(child)
        (parent.beginTime, parent.speed, parent.timeOffset) = (1, 2, 0.5)
        (child.beginTime, child.speed, child.timeOffset) = (0.25, 0.5, 1)
        #expect(scene.window.timeMap == (rate: 1, offset: 0))
        #expect(parent.timeMap == (rate: 2, offset: -1.5))
        #expect(child.timeMap == (rate: 1, offset: 0.125))
        // The same as stepping down the tree: (6 − 1)·2 + 0.5 = 10.5, (10.5 − 0.25)·0.5 + 1 = 6.125.
        #expect(child.localTime(atAbsolute: 6) == 6.125 && child.timeMap.rate * 6 + child.timeMap.offset == 6.125)
    }

    /// Untimed ancestors pass absolute time through (the quick path of
    /// `localTime(atAbsolute:)`); a timed one above them still counts.
    @Test func untimedAncestorsPassTimeThrough() throws {
        let scene = Scene()
        let top = scene.makeLayer(name: "top"), mid = scene.makeLayer(name: "mid"), leaf = scene.makeLayer(name: "leaf")
        try top.addSublayer(mid)
        try mid.addSublayer(leaf)
        leaf.beginTime = 1
        #expect(leaf.localTime(atAbsolute: 6) == 5)
        #expect(leaf.ancestorsKeepAbsoluteTime)  // its own timing is not its ancestors'
        top.speed = 2
        // top: 6·2 = 12; mid: 12; leaf: 12 − 1 = 11.
        #expect(leaf.localTime(atAbsolute: 6) == 11)
        #expect(!leaf.ancestorsKeepAbsoluteTime && !mid.ancestorsKeepAbsoluteTime && top.ancestorsKeepAbsoluteTime)
        mid.timeOffset = 0.5
        #expect(leaf.localTime(atAbsolute: 6) == 11.5)
        top.speed = 1
        #expect(!leaf.ancestorsKeepAbsoluteTime && mid.ancestorsKeepAbsoluteTime)
    }

    /// §1.1: a 10 s animation on a speed-2 layer under a speed-2 superlayer plays in 2.5 s.
    @Test func speedsMultiplyDownTheTree() throws {
        let scene = Hand.scene()
        let parent = scene.makeLayer(name: "p"), child = scene.makeLayer(name: "c")
        try scene.window.addSublayer(parent)
        try parent.addSublayer(child)
        parent.speed = 2
        child.speed = 2
        child.opacity = 0.25
        let a = BasicAnimation(keyPath: .opacity)
        (a.fromValue, a.toValue, a.duration) = (.number(0), .number(1), 10)
        let attached = try child.add(a, forKey: "fade")
        // beginTime 0 → child local time at 1000: 1000·2·2 = 4000.
        #expect(attached.beginTime == 4000)
        #expect(a.beginTime == 0)                       // the caller's object keeps 0 (§1.8)
        // at 1001.25: local 4005 → T = 5 → f 0.5.
        #expect(Hand.near(Double(child.presentation(atAbsolute: 1001.25).opacity), 0.5, 1e-6))
        // at 1002.4: local 4009.6 → T = 9.6 → 0.96.
        #expect(Hand.near(Double(child.presentation(atAbsolute: 1002.4).opacity), 0.96, 1e-6))
        // at 1002.5: local 4010 → T = 10 = AD → after, no fill → model 0.25.
        #expect(child.presentation(atAbsolute: 1002.5).opacity == 0.25)
    }

    /// Pause = speed 0 + timeOffset at the paused local time; resume by moving beginTime.
    @Test func pauseAndResume() throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        try scene.window.addSublayer(l)
        let a = BasicAnimation(keyPath: .positionX)
        (a.fromValue, a.toValue, a.duration) = (.number(0), .number(100), 1)
        try l.add(a, forKey: "x")                          // begins at 1000
        // pause at 1000.3: local = 1000.3 → timeOffset 1000.3, speed 0.
        l.speed = 0
        l.timeOffset = 1000.3
        // any later time: local = (t − 0)·0 + 1000.3 → T = 0.3 → 30.
        for t in [1000.3, 1001, 1005] {
            #expect(Hand.near(Hand.number(KeyPath.positionX.read(l.presentation(atAbsolute: t))), 30, 1e-9))
        }
        // resume at 1005: speed 1, timeOffset 0, beginTime = 1005 − 1000.3 = 4.7.
        (l.speed, l.timeOffset, l.beginTime) = (1, 0, 1005 - 1000.3)
        // at 1005.2: local = 1005.2 − 4.7 = 1000.5 → T = 0.5 → 50.
        #expect(Hand.near(Hand.number(KeyPath.positionX.read(l.presentation(atAbsolute: 1005.2))), 50, 1e-9))
    }

    /// §1.8: beginTime 0 resolves to the layer's local time, not the absolute time.
    @Test func beginTimeZeroResolvesInLayerTime() throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        (l.beginTime, l.speed, l.timeOffset) = (10, 3, 1)
        let a = BasicAnimation(keyPath: .opacity)
        a.toValue = .number(0)
        let attached = try l.add(a, forKey: "o")
        // (1000 − 10)·3 + 1 = 2971.
        #expect(attached.beginTime == 2971)
        // duration 0 → 0.25 s (§1.3).
        #expect(attached.duration == 0.25)
    }

    /// An explicit beginTime is kept, and a beginTime in the past starts part-way through (§1.8).
    @Test func explicitBeginTimeInThePast() throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        let a = BasicAnimation(keyPath: .positionX)
        (a.fromValue, a.toValue, a.duration, a.beginTime) = (.number(0), .number(100), 1, 999.5)
        let attached = try l.add(a, forKey: "x")
        #expect(attached.beginTime == 999.5)
        // at 1000: T = 0.5 → 50.
        #expect(Hand.near(Hand.number(KeyPath.positionX.read(l.presentation(atAbsolute: 1000))), 50, 1e-9))
    }
}
