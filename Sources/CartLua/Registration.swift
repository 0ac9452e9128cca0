import CLua
import CartAnimation

/// Every Lua-callable function of cartlua enters Swift here: the trampoline (shim.h) calls it
/// with the binding's id in upvalue 2. Errors come back as a status for the trampoline to raise.
func cartluaDispatch(_ L: OpaquePointer?) -> Int32 {
    guard let L else { return 0 }
    let raw = cartlua_getextraspace(L).load(as: UnsafeMutableRawPointer.self)
    let host = Unmanaged<LuaHost>.fromOpaque(raw).takeUnretainedValue()
    let id = Int(lua_tointegerx(L, cartlua_upvalueindex(2), nil))
    return host.invoke(id, Lua(L: L))
}

extension LuaHost {
    /// Id of the finalizer binding: the one binding allowed to run inside another (Lua may
    /// collect garbage during any allocation).
    static let finalizerID = 0

    /// Runs binding `id` for the thread `lua`, checks the stack balance and turns errors into
    /// the trampoline's status codes.
    func invoke(_ id: Int, _ lua: Lua) -> Int32 {
        let base = lua.top
        let state = self.state
        if state.bindingDepth > 0 && id != LuaHost.finalizerID {
            // Only a Lua finalizer (__gc) can call us while we are inside a binding.
            lua.push("cartlua functions cannot be called from a finalizer (__gc)")
            return CARTLUA_RAISE_MESSAGE
        }
        state.bindingDepth += 1
        defer { state.bindingDepth -= 1 }
        if budget.pendingChangeBytes > 0 { budget.creditTakenChanges() }
        do {
            let results = try functions[id](self, lua)
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
