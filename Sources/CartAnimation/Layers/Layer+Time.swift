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
        clock.local(fromParent: t)
    }

    /// beginTime, speed and timeOffset as one value.
    var clock: LayerClock { LayerClock(beginTime: beginTime, speed: speed, timeOffset: timeOffset) }

    /// `convertTime(_:from: nil)`: this layer's local time at absolute time `t`.
    public func localTime(atAbsolute t: Double) -> Double {
        let chain = ancestry
        var local = t
        for l in chain.reversed() { local = l.localTime(fromParent: local) }
        return local
    }

    /// The affine map absolute → local as (rate, offset): local = rate·t + offset.
    public var timeMap: (rate: Double, offset: Double) {
        var rate = 1.0, offset = 0.0
        for l in ancestry.reversed() {
            let s = Double(l.speed)
            rate *= s
            offset = (offset - l.beginTime) * s + l.timeOffset
        }
        return (rate, offset)
    }
}
