import CartAnimation
import Testing
@testable import CartReport

/// Where explain and watch say a layer landed comes from the stream's records (a replica of
/// the scene), with the layer's own time as the records give it.
@Suite struct LandingProbeTests {
    /// A coin at speed 2 under the window, moving (0, 0) → (100, 0) in 1 s of its own time.
    static func replica() -> SceneReplica {
        var r = SceneReplica()
        r.apply(.layer(LayerFacts(serial: 1, sublayers: [2], traceName: "window", isWindow: true)))
        r.apply(.layer(LayerFacts(serial: 2, superSerial: 1, traceName: "coin", speed: 2)))
        let move = BasicAnimation(keyPath: .position)
        move.fromValue = .point(Point(x: 0, y: 0))
        move.toValue = .point(Point(x: 100, y: 0))
        move.duration = 1
        move.beginTime = 0.001  // set: records hold resolved animations
        r.apply(.attached(AttachedAnimation(key: "move", sequence: 7, layer: 2, animation: move)))
        return r
    }

    @Test func aCompletedAnimationIsHeldAtItsEnd() {
        var r = Self.replica()
        r.apply(.detached(sequence: 7, layer: 2, completed: true))
        #expect(!r.isAttached(7))
        // 0.5 s absolute is 1.0 s of the coin's time: the move's end, held there.
        #expect(LandingProbe.state(in: r, finishing: 7, at: 0.5005)?.position == Point(x: 100, y: 0))
    }

    @Test func anAttachedAnimationIsWhereItIsNow() {
        let r = Self.replica()
        #expect(r.isAttached(7))
        let p = LandingProbe.state(in: r, finishing: 7, at: 0.2505)?.position
        #expect(p.map { abs($0.x - 50) < 1e-9 && $0.y == 0 } == true)
    }

    @Test func noRecordNoLanding() {
        #expect(LandingProbe.state(in: SceneReplica(), finishing: 1, at: 0) == nil)
    }
}
