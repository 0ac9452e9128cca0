/// The window tree compiled for sampling (issue 15): per layer a `LayerProgram` of plain
/// values, in sample order (window first, depth first, sublayers back to front), with each
/// layer's superlayer as an index. Brought up to date at each sample from what changed
/// (`PlanBoard`, `PlanMark`, replayed in `ScenePlan+Refresh.swift`): a layer whose model,
/// timing, name or animations changed is compiled again in its place, a layer appended or
/// removed adds or takes out its own entries, and a clean scene is not walked at all.
///
/// It gives what `Evaluator.forEachPresentation` gives, value for value (a paced path within
/// `PathMeasure.tolerance`, its solver seeded from a table); the general evaluator stays the
/// one statement of the rules, and stands in for the layers the plan does not specialise.
public final class ScenePlan {
    public let scene: Scene
    var programs: [LayerProgram] = []
    /// Per entry: the index of its superlayer's entry, −1 for the window, `ScenePlan.dead` for
    /// an entry taken out (until the entries are compacted, `ScenePlan+Refresh.swift`), which
    /// makes no sample and no line.
    var parents: [Int] = []
    /// How many entries are taken out, and the first of them (`Int.max` for none).
    var deadCount = 0, firstDead = Int.max
    /// Per entry: its depth in the tree (the window's is 0), which bounds its subtree.
    var depths: [Int32] = []
    /// Per entry: its layer's mark, whose `entry` points back here.
    var marks: [PlanMark] = []
    /// Local times of the entries at the sample being made.
    var locals: [Double] = []
    /// The arrays a program is compiled in, kept from one compile to the next (`refresh`).
    let compilerScratch = CompilerScratch()
    /// The entries as the last `prepareLines` left them, and the lines of the last `fillLines`
    /// (until it is detached for a reader of its own, `detachFrame`).
    public private(set) var frame = PlanFrame()
    /// The lines of the last `lines(at:)`.
    public var lines: [PlanLine] { frame.lines }
    /// Frames detached and not yet given back (`recycle`), and the programs the entries let go
    /// of while there were some: a detached frame may still name them, so the next frame
    /// detached keeps them alive (`PlanFrame.keepAlive`).
    private var framesOut = 0
    private var retired: [LayerProgram] = []
    /// Frames detached and not yet given back (for tests).
    public var detachedFrames: Int { framesOut }
    /// How many layer programs have been compiled (a count for tests: a clean scene adds none).
    public internal(set) var compiledCount = 0
    /// How many layers have been visited to place them (a count for tests: an appended layer
    /// is visited, its siblings are not).
    public internal(set) var visitedCount = 0
    /// Whether no program is `general` (as of the last `refresh`): then the lines, their
    /// motion and their whole samples read the plan alone, never a layer, and may be made on
    /// another thread while the scene changes.
    public internal(set) var readsNoLayer = true
    /// How many of `programs` are `general`, not counting entries taken out: kept as entries
    /// come and go (`refresh`), so that `readsNoLayer` reads no program (a scan of them all
    /// was a look at a thousand objects per sample).
    var generalCount = 0

    public init(scene: Scene) {
        self.scene = scene
    }

    /// A reader on another thread (a writer's helper, `SampleCrew`) that reads the last lines'
    /// programs and local times until `wait` returns.
    private var reader: (() -> Void)?

    /// Tells the plan that another thread reads what the last `lines(at:)` left until `wait`
    /// returns: the plan calls it, once, before it next changes anything.
    public func settle(_ wait: @escaping () -> Void) {
        reader = wait
    }

    /// Waits for the reader on another thread, if any, before the plan changes.
    @inline(__always)
    private func waitForReader() {
        if let wait = reader {
            reader = nil
            wait()
        }
    }

    /// The samples of the window tree at absolute time `t`, appended to `out` in sample order.
    public func samples(at t: Double, into out: inout [LayerSample]) {
        waitForReader()
        let root: Layer = scene.window
        if root.superlayer != nil {
            // The window moved under another layer: its time and name come from outside the tree.
            Evaluator.forEachPresentation(in: root, at: t) { layer, parent, state in
                out.append(LayerSample(name: layer.displayName, superlayer: parent?.displayName, state: state,
                                       serial: layer.serial, superSerial: parent?.serial))
            }
            return
        }
        refresh()
        if locals.count != programs.count { locals = [Double](repeating: 0, count: programs.count) }
        out.reserveCapacity(out.count + programs.count)
        for k in programs.indices where parents[k] != Self.dead {
            let p = programs[k], up = parents[k]
            let local = p.clock.local(fromParent: up < 0 ? t : locals[up])
            locals[k] = local
            out.append(Self.sample(of: p, presentation: p.presentation(atLocalTime: local),
                                   superlayer: up < 0 ? nil : programs[up]))
        }
    }

    /// Reused by `withSamples(at:_:)`: one array for the run, not one per sample.
    private var sampleBuffer: [LayerSample] = []

    /// The samples at `t` (`samples(at:into:)`) in a buffer the plan keeps for the next sample.
    public func withSamples<R>(at t: Double, _ body: ([LayerSample]) throws -> R) rethrows -> R {
        var buffer = sampleBuffer
        sampleBuffer = []  // keep the array unique while it is filled
        buffer.removeAll(keepingCapacity: true)
        samples(at: t, into: &buffer)
        defer { sampleBuffer = buffer }
        return try body(buffer)
    }

    /// Evaluates the window tree at absolute time `t` into `lines`, in sample order, for a
    /// writer that keeps what does not move; false (and `lines` empty) when the window is under
    /// another layer, whose samples only `samples(at:into:)` gives. Where a line's `kept` is 0
    /// the whole sample is `sample(_:)`'s; where it is not, its motion is `motion(ofLine:)`'s.
    public func lines(at t: Double) -> Bool {
        guard prepareLines() else { return false }
        fillLines(at: t)
        return true
    }

    /// The first half of `lines(at:)`, on the thread that changes the scene: the plan brought
    /// up to date with it (`refresh`) and its entries taken into `frame`, whose lines are stale
    /// until `fillLines` writes them; false (and no lines) when the window is under another
    /// layer. `readsNoLayer` then says whether `fillLines` may run on another thread.
    public func prepareLines() -> Bool {
        waitForReader()
        guard scene.window.superlayer == nil else {
            frame.release()
            return false
        }
        refresh()
        frame.take(from: self)
        return true
    }

    /// The second half of `lines(at:)` (`PlanFrame.fill`): each entry's local time
    /// and line, which reads only the frame's programs (and, for a `general` program's whole
    /// sample later, its layer). On any one thread at a time, until the plan next changes.
    public func fillLines(at t: Double) {
        frame.fill(at: t)
    }

    /// The entries the plan holds (at most the lines the next `fillLines` makes; those taken
    /// out make none).
    public var entryCount: Int { programs.count }

    /// The motion of line `k` of the last `lines(at:)` (`PlanFrame.motion(ofLine:)`).
    @inline(__always)
    public func motion(ofLine k: Int) -> SampleMotion { frame.motion(ofLine: k) }

    /// The whole sample of line `k` of the last `lines(at:)`: what `samples(at:into:)` gives for it.
    public func sample(_ k: Int) -> LayerSample { frame.sample(k) }

    /// The sample of `p`'s layer in state `state`, under `superlayer`'s (nil: the window).
    static func sample(of p: LayerProgram, presentation state: LayerState, superlayer up: LayerProgram?) -> LayerSample {
        LayerSample(name: p.name, superlayer: up?.name, state: state, serial: p.serial, superSerial: up?.serial)
    }

    /// `frame`, after `prepareLines`, handed to a reader of its own (a writer's helper, a sample
    /// behind): the plan may change from now on without waiting for it, and takes its next
    /// entries into `spare` (a frame given back, `recycle`) or a new frame. The reader reads only
    /// programs (`readsNoLayer` must hold). Give it back once done.
    public func detachFrame(reusing spare: PlanFrame?) -> PlanFrame {
        let detached = frame
        detached.plan = self
        // What the entries let go of since the last frame was taken: that frame may name it.
        detached.keepAlive.append(contentsOf: retired)
        retired.removeAll(keepingCapacity: true)
        frame = spare ?? PlanFrame()
        framesOut += 1
        return detached
    }

    /// Takes back a frame `detachFrame` gave, its reader done with it: it lets go of the plan and
    /// of the programs it kept alive.
    public func recycle(_ f: PlanFrame) {
        f.release(emptyingLines: false)
        framesOut -= 1
    }

    /// Keeps `program`, which the entries let go of, alive for the frames detached meanwhile.
    func retire(_ program: LayerProgram) {
        if framesOut > 0 { retired.append(program) }
    }

    /// What `retire` kept, let go of once no frame is out (called as the plan next changes).
    func releaseRetired() {
        if framesOut == 0 && !retired.isEmpty { retired.removeAll(keepingCapacity: true) }
    }
}
