import CartAnimation

/// How a script is run: where it is (for messages and `require`), its params and its seed.
public struct HostOptions {
    /// The script's path as the user gave it (used as the chunk name: messages say "path:line:").
    public var scriptPath: String
    /// `--set NAME=VALUE` overrides, parsed to each param's type when the script declares it.
    public var overrides: [(name: String, value: String)] = []
    /// `math.random`'s seed (fixed by default, so runs repeat).
    public var seed: Int64 = HostOptions.defaultSeed
    /// Reads a module for `require(name)`: the path to show in messages and the source. The
    /// CLI looks next to the script only; nil when there is no such module.
    public var readModule: (String) -> (path: String, source: [UInt8])? = { _ in nil }

    public static let defaultSeed: Int64 = 0

    /// The sandbox's limits (README "Running untrusted scripts").
    public var limits = ScriptLimits()

    public init(scriptPath: String) {
        self.scriptPath = scriptPath
    }
}

/// What a script may use. Each limit fails the run with a message naming it, the script's
/// file:line and the virtual time — at the same instruction on every run (counts, not clocks).
public struct ScriptLimits: Sendable {
    /// Lua instructions over the whole run (counted by a hook every 1000); 0: none.
    public var instructions: Int64 = 1_000_000_000
    /// Bytes Lua may hold; 0: none.
    public var memory: Int = 512 << 20
    /// Layers a script may make.
    public var layers: Int = 1_000_000
    /// Delayed calls (`after`, `expect.at`) pending at once.
    public var pendingCalls: Int = 1_000_000
    /// Levels of a layer tree (a layer with no superlayer is level 1): deeper trees would overflow
    /// the stack of the tree walks.
    public var treeDepth: Int = 100
    /// Animations in an animation group counting nested groups' own (an animation in two places
    /// counts twice), and levels of nested groups.
    public var groupSize: Int = 10_000
    public var groupDepth: Int = 100

    public init() {}
}

/// A param a script declared with `param(name, default, help)`.
public struct DeclaredParam {
    public let name: String
    public let defaultValue: ParamValue
    public let value: ParamValue
    public let help: String?
}
