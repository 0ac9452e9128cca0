import CartAnimation

/// What the header of an exported file says and what the generated type is called.
public struct SwiftExportOptions {
    /// The script's path as given on the command line.
    public var scriptPath: String
    /// The params the run used, in declaration order, with their defaults.
    public var params: [(name: String, value: ParamValue, defaultValue: ParamValue)]
    public var screen: Size
    /// `--until`, when the run was cut there.
    public var until: Double?
    /// `--seed`, when not the default.
    public var seed: Int64?
    /// The generated type's name (`CoinsAnimation` for coins.lua).
    public var typeName: String
    /// The export for the parity case of `--xctest` (XCTestEmitter): its delayed calls wait on
    /// the type's `clock` and its delegates leave Core Animation's own calls to the case, which
    /// drives both at cartlua's virtual times. The plain export (false) runs on a device alone.
    public var parity = false

    public init(scriptPath: String, params: [(name: String, value: ParamValue, defaultValue: ParamValue)] = [],
                screen: Size = Scene.defaultScreen, until: Double? = nil, seed: Int64? = nil,
                typeName: String? = nil, parity: Bool = false) {
        self.scriptPath = scriptPath
        self.params = params
        self.screen = screen
        self.until = until
        self.seed = seed
        self.typeName = typeName ?? SwiftNames.typeName(forScript: scriptPath)
        self.parity = parity
    }
}
