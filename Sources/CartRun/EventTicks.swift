import CartAnimation

/// Where the run loop's ticks meet the core's seconds. The core keeps time as seconds
/// (`Layer.localTime`, `MediaTiming.phase`); the run loop counts ticks (`VirtualClock`). An
/// animation's start and stop are the first ticks at which the core, asked at that tick's
/// second, sees the animation in the right phase — so that at the stop tick the evaluator sees
/// the after phase and one tick earlier it does not, whatever rounding the seconds carry.
///
/// The answer is estimated from the layer's affine time map, then checked with the very
/// arithmetic the evaluator uses: a gallop forward and a bisection when rounding put the
/// estimate a few ticks early, a bisection back when it is late. Every other conversion is a
/// plain `VirtualClock.seconds(tick)` or `VirtualClock.tick(nearest:)`.
struct EventTicks {
    let layer: Layer
    let timing: MediaTiming
    /// The earliest tick to answer (the run loop's now).
    let from: Tick

    init(layer: Layer, timing: MediaTiming, from: Tick) {
        self.layer = layer
        self.timing = timing
        self.from = from
    }

    /// The first tick at or after `from` where the animation's phase satisfies `phase` (not
    /// before: started; after: ended), i.e. where its elapsed active time
    /// T = (local − beginTime) × speed reaches `threshold`; nil when it never does.
    func first(threshold: Double, phase: (Phase) -> Bool) -> Tick? {
        // `Layer.localTime(atAbsolute:)` with its walk up the tree taken once, not at each tick
        // asked (the same arithmetic: a layer under ancestors on the absolute clock takes its
        // own step from the absolute time).
        let direct = layer.ancestorsKeepAbsoluteTime
        func reached(_ tick: Tick) -> Bool {
            let t = VirtualClock.seconds(tick)
            return phase(timing.phase(parentTime: direct ? layer.localTime(fromParent: t) : layer.localTime(atAbsolute: t)))
        }
        if reached(from) { return from }
        let map = layer.timeMap
        let rate = map.rate * Double(timing.speed)
        guard rate > 0 else { return nil }
        // T(a) = (rate_layer·a + offset − beginTime)·speed = rate·a + (offset − beginTime)·speed
        let estimate = (threshold - (map.offset - timing.beginTime) * Double(timing.speed)) / rate
        guard var tick = VirtualClock.tick(nearest: estimate) else { return nil }
        if tick <= from { tick = from + 1 }
        if !reached(tick) {
            // Gallop forward, then bisect (rounding put the estimate a few ticks early).
            var lo = tick, step: Tick = 1
            while !reached(lo + step) {
                lo += step
                guard step < (1 << 40) else { return nil }
                step *= 2
            }
            return Self.bisect(lo, lo + step, reached)
        }
        // Reached at the estimate: step back to the first tick that reaches it.
        if tick - from > 1 && !reached(tick - 1) { return tick }
        return Self.bisect(from, tick, reached)
    }

    /// The first tick in (lo, hi] that is `reached`, given that `lo` is not and `hi` is.
    private static func bisect(_ lo: Tick, _ hi: Tick, _ reached: (Tick) -> Bool) -> Tick {
        var lo = lo, hi = hi
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2
            if reached(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
