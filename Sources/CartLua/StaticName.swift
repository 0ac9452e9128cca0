import CLua

/// The field names bindings look up in the script's tables on every call (a coin's options,
/// its bounds, its delegate): each made into a Lua string once per state and kept in the
/// registry (`cartlua_pushname`), so a look-up pushes it instead of hashing its bytes again —
/// thirteen a coin, 1.6 % of the coin benchmark's calling thread.
enum StaticName: Int32, CaseIterable {
    case keyPath, name
    case x, y, width, height, w, h
    case c1x, c1y, c2x, c2y
    case animationDidStart, animationDidStop

    /// The name as scripts write it.
    var text: StaticString {
        switch self {
        case .keyPath: return "keyPath"
        case .name: return "name"
        case .x: return "x"
        case .y: return "y"
        case .width: return "width"
        case .height: return "height"
        case .w: return "w"
        case .h: return "h"
        case .c1x: return "c1x"
        case .c1y: return "c1y"
        case .c2x: return "c2x"
        case .c2y: return "c2y"
        case .animationDidStart: return "animationDidStart"
        case .animationDidStop: return "animationDidStop"
        }
    }

    /// Makes every name's string in the state whose limits are `limits` (once, with the state).
    static func register(_ L: OpaquePointer, _ limits: UnsafeMutablePointer<cartlua_Limits>) {
        withUnsafeMutableBytes(of: &limits.pointee.name_refs) { refs in
            let slots = refs.bindMemory(to: Int32.self)
            precondition(allCases.count <= slots.count, "cartlua: more static names than name_refs holds")
            for n in allCases {
                let t = n.text
                lua_pushlstring(L, UnsafeRawPointer(t.utf8Start).assumingMemoryBound(to: CChar.self), t.utf8CodeUnitCount)
                slots[Int(n.rawValue)] = luaL_ref(L, Lua.registry)
            }
        }
    }
}
