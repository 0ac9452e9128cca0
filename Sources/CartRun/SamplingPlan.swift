/// When a run writes samples.
public enum SamplingPlan: Sendable, Equatable {
    /// t = k / fps for k = 0, 1, … up to the end time, plus the end time itself when it is off
    /// that grid.
    case fps(Int)
    /// Exactly these times (sorted, duplicates dropped); the run lasts until the last of them.
    case times([Double])

    /// The tick of the i-th sample, or nil when the plan has no more.
    func tick(_ i: Int, fpsTicks: [Tick]) -> Tick? {
        switch self {
        case .fps(let n): return VirtualClock.tick(sample: i, fps: n)
        case .times: return i < fpsTicks.count ? fpsTicks[i] : nil
        }
    }
}

/// How long a run lasts and how it is sampled.
public struct RunOptions: Sendable {
    public var plan: SamplingPlan = .fps(60)
    /// Stop at this virtual time (seconds); nil: when idle.
    public var until: Double?
    /// An endless run without `until` stops here, with a warning.
    public var timeCap: Double = RunOptions.defaultTimeCap

    /// 60 s of virtual time: far beyond any add-to-cart motion, small enough to notice.
    public static let defaultTimeCap = 60.0

    public init(plan: SamplingPlan = .fps(60), until: Double? = nil, timeCap: Double = RunOptions.defaultTimeCap) {
        self.plan = plan
        self.until = until
        self.timeCap = timeCap
    }
}
