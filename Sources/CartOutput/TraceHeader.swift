import CartAnimation

/// What a trace starts with: the script, how it was sampled and the params it ran with.
public struct TraceHeader: Sendable {
    public var script: String
    /// nil when explicit times were sampled.
    public var fps: Int?
    /// The explicit sample times (`--at`), if any.
    public var times: [Double]?
    public var until: Double?
    public var screen: Size
    /// In declaration order.
    public var params: [(name: String, value: ParamValue)]
    /// The math.random seed, when not the default.
    public var seed: Int64?

    public init(script: String, fps: Int?, times: [Double]? = nil, until: Double? = nil, screen: Size,
                params: [(name: String, value: ParamValue)] = [], seed: Int64? = nil) {
        self.script = script
        self.fps = fps
        self.times = times
        self.until = until
        self.screen = screen
        self.params = params
        self.seed = seed
    }
}

/// A trace writer: a sink for the run's records that also writes the header.
public protocol TraceWriter: TraceSink {
    func writeHeader(_ header: TraceHeader) throws
}
