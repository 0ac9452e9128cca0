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

    public init(scriptPath: String, params: [(name: String, value: ParamValue, defaultValue: ParamValue)] = [],
                screen: Size = Scene.defaultScreen, until: Double? = nil, seed: Int64? = nil,
                typeName: String? = nil) {
        self.scriptPath = scriptPath
        self.params = params
        self.screen = screen
        self.until = until
        self.seed = seed
        self.typeName = typeName ?? SwiftNames.typeName(forScript: scriptPath)
    }
}
