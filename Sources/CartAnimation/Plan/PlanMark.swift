/// How a scene's evaluation plan (`ScenePlan`) learns what changed since it was compiled,
/// without looking: whatever changes what a layer shows touches the layer's mark — a model
/// value, its name or timing, an animation attached, removed or (though Core Animation calls it
/// undefined, CA-SEMANTICS §6) changed after attaching — and the tree's shape touches the
/// scene's board. A sample whose board is clean reuses the plan as it is.
final class PlanBoard {
    /// Something changed since the plan was last brought up to date.
    var changed = true
}

/// One layer's part of the plan is stale: compiled again at the next sample.
final class PlanMark {
    var stale = true
    let board: PlanBoard

    init(board: PlanBoard) {
        self.board = board
    }

    @inline(__always)
    func touch() {
        stale = true
        board.changed = true
    }
}

/// A layer's own time (§1.1) as plain numbers, for the plan (the formula is
/// `Layer.localTime(fromParent:beginTime:speed:timeOffset:)`).
struct LayerClock: Sendable {
    var beginTime: Double
    var speed: Float
    var timeOffset: Double

    @inline(__always)
    func local(fromParent t: Double) -> Double {
        Layer.localTime(fromParent: t, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    }
}
