import CLua
import CartRun

/// Why a binding refuses a call. Never raised from Swift: the binding returns it and the C
/// trampoline raises it after the Swift frame has returned (see shim.h).
enum BindingError: Error {
    /// An argument error, worded by luaL_argerror: "bad argument #n to 'f' (message)"; Lua
    /// numbers the arguments of a method call from the first one after the colon.
    case argument(Int32, String)
    /// Any other error, prefixed with the caller's "file:line: ".
    case message(String)

    /// "<expected> expected, got <type>" for argument `i`, as luaL_typeerror words it
    /// (a userdata's metatable `__name` is its type: "got Layer").
    static func type(_ lua: Lua, _ i: Int32, expected: String) -> BindingError {
        .argument(i, "\(expected) expected, got \(lua.valueTypeName(i))")
    }
}

extension Lua {
    /// The type name luaL_typeerror would use: the metatable's `__name`, else the basic type
    /// ("no value" for a missing argument).
    func valueTypeName(_ i: Int32) -> String {
        if lua_type(L, i) == LUA_TNONE { return "no value" }
        if lua_getmetatable(L, i) != 0 {
            defer { pop() }
            if getField(-1, "__name") == LUA_TSTRING, let name = string(-1) {
                pop()
                return name
            }
            pop()
        }
        if lua_type(L, i) == LUA_TLIGHTUSERDATA { return "light userdata" }
        return typeName(i)
    }
}

/// A usage mistake found while running a script (a bad `--set`): the command line is wrong,
/// not the script.
public struct UsageError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// A script failed: its message (with file:line) and traceback, and the virtual time. The run
/// records it as its end (`ScriptFailure`).
public struct ScriptError: ScriptFailure, CustomStringConvertible {
    public let message: String
    public let traceback: String?
    /// nil while loading or running the top level.
    public let virtualTime: Double?

    public var description: String { message }
}
