/// A script param's value (`param(name, default, help)`); its type is the default's. Shared by
/// the Lua host, which declares params, and the trace writers, which list them in the header.
public enum ParamValue: Sendable, Equatable, CustomStringConvertible {
    case integer(Int64)
    case number(Double)
    case string(String)
    case bool(Bool)

    public var typeName: String {
        switch self {
        case .integer: return "integer"
        case .number: return "number"
        case .string: return "string"
        case .bool: return "boolean"
        }
    }

    /// As in messages: `10`, `0.1`, `"curve"`, `true`.
    public var description: String {
        switch self {
        case .integer(let i): return String(i)
        case .number(let x): return String(x)
        case .string(let s): return "\"\(s)\""
        case .bool(let b): return b ? "true" : "false"
        }
    }
}
