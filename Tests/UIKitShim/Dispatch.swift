import CartRun

/// A moment on the virtual clock: the tick it was taken at plus seconds.
public struct DispatchTime: Sendable {
    let base: Tick
    let offset: Double

    public static func now() -> DispatchTime { DispatchTime(base: ShimWorld.active.runner.now, offset: 0) }

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(base: time.base, offset: time.offset + seconds)
    }
}

/// The main queue, on the virtual clock: `asyncAfter` is the script's `after`.
public final class DispatchQueue: Sendable {
    public static let main = DispatchQueue()

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        let world = ShimWorld.active
        world.schedule(after: VirtualClock.seconds(deadline.base - world.runner.now) + deadline.offset, work)
    }
}

/// The absolute media time: the virtual clock.
public func CACurrentMediaTime() -> CFTimeInterval { ShimWorld.active.scene.currentTime }
