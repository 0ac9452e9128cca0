import CLua
import CartAnimation

/// Every Lua-callable function of cartlua enters Swift here: the trampoline (shim.h) calls it
/// with the binding's id in upvalue 2. Errors come back as a status for the trampoline to raise.
func cartluaDispatch(_ L: OpaquePointer?) -> Int32 {
    guard let L else { return 0 }
    let id = Int(lua_tointegerx(L, cartlua_upvalueindex(2), nil))
    // The host borrowed, as for the slot bindings below: it outlives every call from Lua.
    let raw = cartlua_getextraspace(L).load(as: UnsafeMutableRawPointer.self)
    return Unmanaged<LuaHost>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.invoke(id, Lua(L: L)) }
}

/// A property read by slot (`cartlua_SlotBinding`, shim.h): a class's `__index` comes here for
/// a property name of its own object, straight from C, with no binding id, no closure of the
/// metatable's and no look-up left to do.
func cartluaGetSlot(_ L: OpaquePointer?, _ cls: UnsafeMutableRawPointer?, _ slot: lua_Integer,
                    _ object: UnsafeMutableRawPointer?) -> Int32 {
    guard let L, let cls, let object else { return CARTLUA_NOT_HANDLED }
    return withSlotParts(L, cls, object) { host, c, o in
        host.guarded(Lua(L: L)) { c.get(slot: Int(slot), host, Lua(L: L), o) }
    }
}

/// A property write by slot (`cartlua_SlotBinding`), as `cartluaGetSlot` for `__newindex`.
func cartluaSetSlot(_ L: OpaquePointer?, _ cls: UnsafeMutableRawPointer?, _ slot: lua_Integer,
                    _ object: UnsafeMutableRawPointer?) -> Int32 {
    guard let L, let cls, let object else { return CARTLUA_NOT_HANDLED }
    return withSlotParts(L, cls, object) { host, c, o in
        host.guarded(Lua(L: L)) { try c.set(slot: Int(slot), host, Lua(L: L), o) }
    }
}

/// A method by index (`cartlua_SlotBinding`, `cartlua_method_trampoline`) on `object`, of the
/// class's own metatable (checked in C): the method's body run as a binding; `CARTLUA_NOT_HANDLED`
/// (nothing done) when it refuses the object, for the general binding to word the error.
func cartluaCallMethod(_ L: OpaquePointer?, _ cls: UnsafeMutableRawPointer?, _ index: lua_Integer,
                       _ object: UnsafeMutableRawPointer?) -> Int32 {
    guard let L, let cls, let object else { return CARTLUA_NOT_HANDLED }
    return withSlotParts(L, cls, object) { host, c, o in
        host.guarded(Lua(L: L)) { try c.callMethod(Int(index), host, Lua(L: L), o) }
    }
}

/// A number property's write by slot (`cartlua_NumberSetter`, slots.h), the number checked in C
/// against the property's rule: straight to its setter, with no binding around it (nothing here
/// calls Lua or can fail).
func cartluaSetNumber(_ L: OpaquePointer?, _ cls: UnsafeMutableRawPointer?, _ slot: lua_Integer,
                      _ object: UnsafeMutableRawPointer?, _ x: Double) -> Int32 {
    guard let L, let cls, let object else { return CARTLUA_NOT_HANDLED }
    return withSlotParts(L, cls, object) { host, c, o in c.setNumber(slot: Int(slot), host, o, x) }
}

/// The host, the class and the object of a slot binding, borrowed (none retained: the host
/// and its classes outlive every call from Lua, and the userdata holds the object while its
/// metamethod runs) — retaining and releasing them was a seventh of a property set.
@inline(__always)
private func withSlotParts(_ L: OpaquePointer, _ cls: UnsafeMutableRawPointer, _ object: UnsafeMutableRawPointer,
                           _ body: (LuaHost, ClassBinding, AnyObject) -> Int32) -> Int32 {
    let raw = cartlua_getextraspace(L).load(as: UnsafeMutableRawPointer.self)
    return Unmanaged<LuaHost>.fromOpaque(raw)._withUnsafeGuaranteedRef { host in
        Unmanaged<ClassBinding>.fromOpaque(cls)._withUnsafeGuaranteedRef { c in
            Unmanaged<AnyObject>.fromOpaque(object)._withUnsafeGuaranteedRef { o in body(host, c, o) }
        }
    }
}

extension LuaHost {
    /// The host of Lua state `L` (kept in the state's extra space).
    @inline(__always)
    static func running(_ L: OpaquePointer) -> LuaHost {
        let raw = cartlua_getextraspace(L).load(as: UnsafeMutableRawPointer.self)
        return Unmanaged<LuaHost>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Runs binding `id` for the thread `lua` (`guarded`).
    func invoke(_ id: Int, _ lua: Lua) -> Int32 {
        guarded(lua) { try functions[id](self, lua) }
    }

    /// Runs `body` as a binding for the thread `lua`: refuses it inside another, checks the stack
    /// balance and turns errors into the trampoline's status codes. `CARTLUA_NOT_HANDLED` passes through (the body did nothing).
    @inline(__always)
    func guarded(_ lua: Lua, _ body: () throws -> Int32) -> Int32 {
        let base = lua.top
        let state = self.state
        if state.bindingDepth > 0 {
            // Only a Lua finalizer (__gc) could call us while we are inside a binding: cartlua's
            // own run no binding (`cartlua_gc`), and scripts may not set one.
            lua.push("cartlua functions cannot be called from a finalizer (__gc)")
            return CARTLUA_RAISE_MESSAGE
        }
        state.bindingDepth += 1
        defer { state.bindingDepth -= 1 }
        if budget.pendingChangeBytes > 0 { budget.creditTakenChanges() }
        do {
            let results = try body()
            if results == CARTLUA_NOT_HANDLED { return results }
            // Stack balance: the results on top, and below them nothing the binding pushed
            // (it may have consumed its arguments).
            let top = lua.top
            guard results >= 0, top >= results, top - results <= base else {
                lua.setTop(base)
                lua.push("cartlua internal error: stack imbalance in a binding (\(base) values on entry, "
                         + "\(top) on return with \(results) results)")
                return CARTLUA_RAISE_MESSAGE
            }
            return results
        } catch is InstructionLimitPassed {
            lua.setTop(base)
            cartlua_push_instruction_limit(lua.L, 1)
            return CARTLUA_RAISE_VALUE
        } catch BindingError.argument(let arg, let message) {
            lua.setTop(base)
            lua.push(Int(arg))
            lua.push(message)
            return CARTLUA_RAISE_ARG
        } catch {
            lua.setTop(base)
            lua.push(error.message)
            return CARTLUA_RAISE_MESSAGE
        }
    }

    /// A Swift function Lua can call: it gets the host and the calling thread, and returns its
    /// number of results on top of the stack.
    typealias Binding = (LuaHost, Lua) throws -> Int32

    /// Adds `body` to the bindings and returns its id (for the trampoline's upvalue).
    func addBinding(_ body: @escaping Binding) -> Int {
        functions.append(body)
        return functions.count - 1
    }

    /// Pushes a new Lua function running `body`.
    func pushFunction(_ lua: Lua, _ body: @escaping Binding) {
        cartlua_pushbinding(lua.L, cartluaDispatch, lua_Integer(addBinding(body)))
    }

    /// Sets global `name` to a function running `body`.
    func setGlobal(_ name: String, _ body: @escaping Binding) {
        pushFunction(lua, body)
        lua_setglobal(L, name)
    }
}
