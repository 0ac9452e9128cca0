import CartAnimation

/// `cartlua params`' listing of the params a script declares: an aligned table with a header on
/// a terminal (the value column only when a `--set` changed something), else one line per param,
/// its five fields separated by tabs, defaults and values as Lua literals.
public enum ParamListing {
    /// A declared param as the listing shows it.
    public struct Param: Sendable {
        public var name: String
        public var defaultValue: ParamValue
        /// The value a run would use: the default, or what `--set` gave.
        public var value: ParamValue
        public var help: String?

        public init(name: String, defaultValue: ParamValue, value: ParamValue, help: String?) {
            self.name = name
            self.defaultValue = defaultValue
            self.value = value
            self.help = help
        }
    }

    /// The listing, ending with a newline; `overridden` names the params a `--set` gave.
    public static func text(_ params: [Param], overridden: [String], terminal: Terminal) -> String {
        guard terminal.unicode else {
            return params.map { p in
                [p.name, p.defaultValue.typeName, p.defaultValue.description, p.value.description, p.help ?? ""]
                    .joined(separator: "\t") + "\n"
            }.joined()
        }
        guard !params.isEmpty else { return "the script declares no params\n" }
        let showValue = params.contains { overridden.contains($0.name) }
        var rows = [["name", "type", "default"] + (showValue ? ["value"] : []) + ["help"]]
        for p in params {
            var row = [p.name, p.defaultValue.typeName, p.defaultValue.description]
            if showValue { row.append(overridden.contains(p.name) ? p.value.description : "") }
            rows.append(row + [p.help ?? ""])
        }
        let lines = alignedRows(rows)
        return ([terminal.paint(lines[0], "1")] + lines.dropFirst()).joined(separator: "\n") + "\n"
    }
}
