import CartAnimation
import CartRun

/// The world the shim's UIKit and Core Animation names live in (tests only): a scene and its run
/// loop on the virtual clock, as a Lua run has them. `CALayer()` makes a layer of the current
/// world's scene, `DispatchQueue.main.asyncAfter` schedules on its run loop, `print` logs to its
/// trace, and delegates are called by the run loop as a script's are.
public final class ShimWorld {
    /// The world code runs in. One at a time, on the main actor (tests run exported code there);
    /// a global because UIKit's names (`CALayer()`, `CACurrentMediaTime()`) take no world.
    nonisolated(unsafe) static var current: ShimWorld?

    let scene: Scene
    let runner: Runner
    var pendingWork: [Int: @MainActor () -> Void] = [:]
    private var nextToken = 0

    init(scene: Scene, runner: Runner) {
        self.scene = scene
        self.runner = runner
    }

    /// Whether the world was made for code outside `run` (an exported XCTest case): its clock
    /// never runs, so time moves only as layers' timeOffsets are stepped.
    private(set) var standalone = false

    /// The world of `run`, or else a standalone one, made the first time code outside `run`
    /// (an XCTest case) makes a layer, and kept for such code from then on.
    static var active: ShimWorld {
        if let w = current { return w }
        let scene = Scene()
        let world = ShimWorld(scene: scene, runner: Runner(scene: scene, options: RunOptions(plan: .fps(60)), sink: NoTrace()))
        world.standalone = true
        current = world
        return world
    }

    func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) {
        nextToken += 1
        pendingWork[nextToken] = work
        runner.schedule(after: seconds, token: nextToken)
    }

    /// Runs `start` (an exported type's top level) in a fresh world of this screen size, then the
    /// run loop to its end, writing the trace to `sink`: what `cartlua run` does with a script.
    @MainActor
    public static func run(screen: Size, fps: Int, until: Double? = nil, sink: TraceSink,
                           start: (CALayer) -> Void) throws -> EndReason {
        let scene = Scene(screen: screen)
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(fps), until: until), sink: sink)
        let world = ShimWorld(scene: scene, runner: runner)
        let outside = current
        precondition(outside?.standalone ?? true, "UIKit shim: one world at a time")
        current = world
        defer { current = outside }
        start(CALayer(core: scene.window))
        return try runner.run(host: ShimHost(world)).reason
    }
}

/// The run loop's callbacks into shim code: delayed calls run their closures; delegates are
/// called by the default `ScriptHost` behaviour (the animation's own delegate, a `DelegateBridge`).
final class ShimHost: ScriptHost {
    let world: ShimWorld

    init(_ world: ShimWorld) { self.world = world }

    func performDelayedCall(token: Int) throws {
        guard let work = world.pendingWork.removeValue(forKey: token) else { return }
        MainActor.assumeIsolated { work() }
    }
}

/// The standalone world writes no trace.
private final class NoTrace: TraceSink {
    func writeSample(time: Double, layers: [LayerSample]) throws {}
    func writeEvent(time: Double, event: TraceEvent) throws {}
    func writeLog(time: Double, message: String) throws {}
    func writeEnd(time: Double, reason: EndReason) throws {}
}
