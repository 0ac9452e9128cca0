import CLua
import CartAnimation

/// Read-only views of the host for `cartlua export` (CartExport's recorder): which animations
/// have a script delegate, and which delayed calls are pending. Nothing here changes the state.
extension LuaHost {
    /// Whether `animation`'s delegate is a table of this script's, and whether that table has
    /// `animationDidStart` / `animationDidStop` functions; nil when it has no script delegate.
    public func scriptDelegateMethods(of animation: Animation) -> (didStart: Bool, didStop: Bool)? {
        guard !state.isClosed, let d = animation.delegate as? LuaDelegate, d.host === self else { return nil }
        let top = lua.top
        defer { lua.setTop(top) }
        state.delegates.push(d.ref, L)
        guard lua.type(-1) == LUA_TTABLE else { return (false, false) }
        // Raw reads: a metatable's __index would run script code. By the names' registry
        // references: this runs outside any binding and any lua_pcall, where nothing may allocate.
        let t = lua.top
        func has(_ name: StaticName) -> Bool {
            defer { lua.pop() }
            return lua.rawField(t, name) == LUA_TFUNCTION
        }
        return (has(.animationDidStart), has(.animationDidStop))
    }

    /// The tokens (`performDelayedCall(token:)`) of the `after` calls pending now.
    public var pendingAfterTokens: Set<Int> {
        callSites.pendingRefs
    }
}
