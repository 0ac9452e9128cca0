import CartAnimation

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
    /// A cap chosen by the caller (`--max-time`): the run stops here, with reason `cap`, whatever
    /// its end. nil: the default cap, which applies only to a run that has no end of its own.
    public var timeCap: Double?
    /// The frames per second of pictures made from the run: the plan's rate, or with explicit
    /// times the rate the caller asked for (`--fps`; default 60).
    public var frameRate: Int {
        if case .fps(let n) = plan { return n }
        return explicitFrameRate ?? 60
    }
    private var explicitFrameRate: Int?

    /// 60 s of virtual time: far beyond any add-to-cart motion, small enough to notice.
    public static let defaultTimeCap = 60.0

    public init(plan: SamplingPlan = .fps(60), until: Double? = nil, timeCap: Double? = nil, frameRate: Int? = nil) {
        self.plan = plan
        self.until = until
        self.timeCap = timeCap
        explicitFrameRate = frameRate
    }

    /// `header` with this run's sampling: fps (nil with explicit times), the times, the end,
    /// the frame rate. The one place a header learns how its run was sampled.
    public func stamp(_ header: TraceHeader) -> TraceHeader {
        var h = header
        switch plan {
        case .fps(let n): (h.fps, h.times) = (n, nil)
        case .times(let ts): (h.fps, h.times) = (nil, ts)
        }
        h.until = until
        h.frameRate = frameRate
        return h
    }

    /// Whether the run has an end of its own: `until`, or the last of the `times` sampled.
    public var hasEnd: Bool {
        if case .times = plan { return true }
        return until != nil
    }

    /// The cap that applies to this run, if any. The cap is for runs that would otherwise never
    /// end (CONTRACT: "default: when idle; a cap applies to endless runs"), so a run with an end
    /// of its own goes to that end unless the caller chose a cap; a run without one stops at the
    /// chosen cap or at `defaultTimeCap`.
    public var effectiveTimeCap: Double? {
        timeCap ?? (hasEnd ? nil : RunOptions.defaultTimeCap)
    }
}
