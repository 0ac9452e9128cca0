/// What a trace starts with: the script, how it was sampled and the params it ran with.
///
/// The run loop writes it (`Runner.run`), with the sampling fields — `fps`, `times`, `until`,
/// `frameRate` — taken from the options the run used, so a header cannot describe another run.
public struct TraceHeader: Sendable {
    public var script: String
    /// nil when explicit times were sampled.
    public var fps: Int?
    /// The explicit sample times (`--at`), if any.
    public var times: [Double]?
    public var until: Double?
    /// The frames per second of pictures made from the run: `fps`, or with explicit times the
    /// rate asked for (`--fps`, default 60). Not a field of the written header.
    public var frameRate: Int
    public var screen: Size
    /// In declaration order.
    public var params: [(name: String, value: ParamValue)]
    /// The math.random seed, when not the default.
    public var seed: Int64?

    public init(script: String, fps: Int?, times: [Double]? = nil, until: Double? = nil, frameRate: Int? = nil,
                screen: Size, params: [(name: String, value: ParamValue)] = [], seed: Int64? = nil) {
        self.script = script
        self.fps = fps
        self.times = times
        self.until = until
        self.frameRate = frameRate ?? fps ?? 60
        self.screen = screen
        self.params = params
        self.seed = seed
    }
}
