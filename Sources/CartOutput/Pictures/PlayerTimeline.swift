import CartAnimation

/// One animation attached to a layer, as `cartlua explain` lists it: a row of the HTML player's
/// timeline tracks, with a bar from `begin` to `end` on the run's time axis.
public struct PlayerTrack: Sendable, Equatable {
    /// The layer it is attached to (for a group's child, the group's layer).
    public var layer: String
    /// The key it was added under (`addAnimation(_:forKey:)`), or for a group's child the key
    /// path it animates; nil when added without a key.
    public var key: String?
    /// When it began, in seconds of the run's time.
    public var begin: Double
    /// When it ended; nil when it never ends (still running when the run ended).
    public var end: Double?
    /// Its repeats as explain writes them: "once", "×3", "for 2 s", "forever".
    public var repeats: String
    public var autoreverses: Bool
    /// Its fill mode ("removed", "forwards", "backwards", "both"), as explain writes it.
    public var fill: String
    /// A group's animations, each a row under the group's.
    public var children: [PlayerTrack]

    public init(layer: String, key: String?, begin: Double, end: Double?, repeats: String,
                autoreverses: Bool = false, fill: String, children: [PlayerTrack] = []) {
        self.layer = layer
        self.key = key
        self.begin = begin
        self.end = end
        self.repeats = repeats
        self.autoreverses = autoreverses
        self.fill = fill
        self.children = children
    }

    /// The track in the page's data: times in the trace's number format, `null` for no key and
    /// for no end.
    var json: JSONValue {
        .object([JSONMember("layer", .string(layer)), JSONMember("key", key.map(JSONValue.string) ?? .null),
                 JSONMember("begin", .number(begin)), JSONMember("end", end.map(JSONValue.number) ?? .null),
                 JSONMember("repeats", .string(repeats)), JSONMember("autoreverses", .bool(autoreverses)),
                 JSONMember("fill", .string(fill)), JSONMember("children", .array(children.map(\.json)))])
    }
}

/// A `param(name, default, help)` of the script, for the HTML player's params panel: shown
/// read-only in a written page, as a control in a live one.
public struct PlayerParam: Sendable, Equatable {
    public var name: String
    /// The value the run used (the default, or what `--set` gave).
    public var value: ParamValue
    /// The default; its type is the param's.
    public var defaultValue: ParamValue
    public var help: String?

    public init(name: String, value: ParamValue, defaultValue: ParamValue, help: String?) {
        self.name = name
        self.value = value
        self.defaultValue = defaultValue
        self.help = help
    }

    /// "number" (integers too), "boolean" or "string": the page's kind of control.
    public var kind: String {
        switch defaultValue {
        case .integer, .number: return "number"
        case .bool: return "boolean"
        case .string: return "string"
        }
    }

    /// The param in the page's data: `integer` tells a whole-number param (its slider steps by
    /// 1, `--set` takes no fraction); values keep every digit `--set` needs.
    var json: JSONValue {
        var members = [JSONMember("name", .string(name)), JSONMember("kind", .string(kind))]
        if case .integer = defaultValue { members.append(JSONMember("integer", .bool(true))) }
        members += [JSONMember("value", Self.json(value)), JSONMember("default", Self.json(defaultValue)),
                    JSONMember("help", help.map(JSONValue.string) ?? .null)]
        return .object(members)
    }

    static func json(_ v: ParamValue) -> JSONValue {
        switch v {
        case .integer(let i): return .number(Double(i))
        case .number(let x): return .number(x)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        }
    }
}
