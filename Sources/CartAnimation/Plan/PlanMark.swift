/// How a scene's evaluation plan (`ScenePlan`) learns what changed since it was brought up to
/// date, without looking: whatever changes what a layer shows touches the layer's mark — a model
/// value, its name or timing, an animation attached, removed or (though Core Animation calls it
/// undefined, CA-SEMANTICS §6) changed after attaching — and the tree's shape is told to the
/// scene's board, layer by layer. A sample whose board is clean reuses the plan as it is.
final class PlanBoard {
    /// Something changed since the plan was last brought up to date.
    var changed = true
    /// The tree changed in a way the plan does not follow edit by edit (a layer inserted below
    /// its last sibling, or moved from one superlayer to another): it is visited whole again.
    var reshaped = true
    /// Layers appended and removed since, in order (`ScenePlan` replays them).
    var edits: [PlanEdit] = []
    /// Marks that went stale since.
    var touched: [PlanMark] = []
    /// The last `LayerProgram.number` given.
    private var programNumber = 0

    /// A number no other program of the scene has (never 0).
    func nextProgramNumber() -> Int {
        programNumber += 1
        return programNumber
    }

    /// `layer` was inserted into a superlayer; `appended`: as its frontmost sublayer, from no
    /// superlayer.
    func inserted(_ layer: Layer, appended: Bool) {
        changed = true
        if appended { edits.append(.appended(layer)) } else { reshaped = true }
    }

    /// `layer` was removed from its superlayer.
    func removed(_ layer: Layer) {
        changed = true
        edits.append(.removed(layer))
    }

    /// Forgets what was told: the plan is up to date.
    func clear() {
        (changed, reshaped) = (false, false)
        edits.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
    }
}

/// A change of the tree's shape, as the plan replays it.
enum PlanEdit {
    case appended(Layer)
    case removed(Layer)
}

/// One layer's part of the plan is stale: compiled again at the next sample.
final class PlanMark {
    var stale = true
    /// The layer's entry in the plan that last placed it (`ScenePlan`, which checks it), or −1.
    var entry = -1
    let board: PlanBoard

    init(board: PlanBoard) {
        self.board = board
    }

    @inline(__always)
    func touch() {
        if !stale {
            stale = true
            board.touched.append(self)
        }
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
