/// Layer time (CA-SEMANTICS §1.1): every layer is a timed object.
/// ```
/// local = (parentLocal − beginTime) × speed + timeOffset      root: parentLocal = absolute time
/// ```
/// Speeds multiply down the tree; speed 0 with a timeOffset pauses.
extension Layer {
    /// One step of the formula, from the superlayer's local time. The evaluator and the run
    /// loop both go through here, so event times and samples agree to the bit.
    @inline(__always)
    public func localTime(fromParent t: Double) -> Double {
        Layer.localTime(fromParent: t, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    }

    /// beginTime, speed and timeOffset as one value (for the evaluation plan, `LayerClock`).
    var clock: LayerClock { LayerClock(beginTime: beginTime, speed: speed, timeOffset: timeOffset) }

    /// The formula itself, for a layer's timing held as values (`LayerFacts`): the one place
    /// it is written.
    @inline(__always)
    public static func localTime(fromParent t: Double, beginTime: Double, speed: Float, timeOffset: Double) -> Double {
        if beginTime == 0 && speed == 1 && timeOffset == 0 { return t }
        return (t - beginTime) * Double(speed) + timeOffset
    }

    /// The map absolute → parent local `map` followed by one layer's step: the map absolute →
    /// that layer's local time.
    public static func timeMap(_ map: (rate: Double, offset: Double), then beginTime: Double, speed: Float,
                               timeOffset: Double) -> (rate: Double, offset: Double) {
        let s = Double(speed)
        return (map.rate * s, (map.offset - beginTime) * s + timeOffset)
    }

    /// `convertTime(_:from: nil)`: this layer's local time at absolute time `t`.
    public func localTime(atAbsolute t: Double) -> Double {
        if ancestorsKeepAbsoluteTime { return localTime(fromParent: t) }
        let chain = ancestry
        var local = t
        for l in chain.reversed() { local = l.localTime(fromParent: local) }
        return local
    }

    /// Whether every ancestor is on the absolute clock (beginTime 0, speed 1, timeOffset 0: the
    /// usual tree, the window and its sublayers), so that this layer's local time is its own
    /// step from the absolute time. Found step by step up the tree: no chain to collect
    /// (collecting it was a tenth of an `add`).
    public var ancestorsKeepAbsoluteTime: Bool {
        var a = superlayer
        while let l = a, l.beginTime == 0, l.speed == 1, l.timeOffset == 0 { a = l.superlayer }
        return a == nil
    }

    /// The affine map absolute → local as (rate, offset): local = rate·t + offset.
    public var timeMap: (rate: Double, offset: Double) {
        // Root first, as the times compose: the superlayer's map, then this layer's step —
        // by recursion up the tree (its depth is bounded), not over an array of the ancestry
        // made at every call (a tenth of a coin's rescheduling).
        let up = superlayer?.timeMap ?? (rate: 1.0, offset: 0.0)
        return Layer.timeMap(up, then: beginTime, speed: speed, timeOffset: timeOffset)
    }
}
