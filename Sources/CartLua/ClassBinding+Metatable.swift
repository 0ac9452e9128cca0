import CLua

/// The metatable of a class: `__index` (methods, then property getters), `__newindex`
/// (property setters), `__gc`, `__tostring`, `__eq` for value-like types, `__name`. Every
/// function in it finds its object with `cartlua_instance` (a userdata of this class's
/// metatable) and hands it to a closure behind `BoundClass.cast` (of the class's Swift type);
/// either failing is Lua's "<class> expected, got <type>".
extension ClassBinding {
    /// Makes the class's metatable from `lua` (the running thread: called from inside bindings
    /// too), its functions entering Swift through `host`'s bindings, and returns its address
    /// (which tells the class's userdata).
    func install(_ host: LuaHost, _ lua: Lua) -> UnsafeRawPointer? {
        let L = lua.L
        // Called from inside bindings too: room for what is pushed here.
        lua_checkstack(L, 8)
        luaL_newmetatable(L, name)
        let mt = lua.top
        let own = lua_topointer(L, -1)
        // The class itself, unretained: the registry holds it as long as the state lives.
        let sc = UnsafeMutablePointer<cartlua_SlotClass>.allocate(capacity: 1)
        cartlua_slotclass_init(sc, own, cartluaGetSlot, cartluaSetSlot, Unmanaged.passUnretained(self).toOpaque())
        sc.pointee.method = cartluaCallMethod
        let methodsRef = makeMethodsTable(host, lua, metatable: own, sc)
        makeSlotTables(lua)
        slotChangesScene = order.map { properties[$0]?.changesScene == true }
        setNumberRules(sc)
        precondition(order.count * 2 <= CARTLUA_SLOT_INDEX, "cartlua: \(name) has more properties than its slot index holds")
        for (k, name) in order.enumerated() {
            lua.push(name)  // the very string object the slots table holds (Lua interns it)
            cartlua_slotclass_add(sc, L, -1, lua_Integer(k + 1))
            lua.pop()
        }
        slotClass = sc
        lua_rawgeti(L, Lua.registry, lua_Integer(methodsRef))
        lua_rawgeti(L, Lua.registry, lua_Integer(slotsRef))
        cartlua_pushindex(L, cartluaDispatch, lua_Integer(host.addBinding(indexBinding(metatable: own))), sc)
        lua.setField(mt, "__index")
        lua_rawgeti(L, Lua.registry, lua_Integer(slotsRef))
        cartlua_pushnewindex(L, cartluaDispatch, lua_Integer(host.addBinding(newIndexBinding(metatable: own))), sc)
        lua.setField(mt, "__newindex")
        host.pushFunction(lua) { [describeObject, name] host, lua throws in
            // A userdata already finalized (reachable again through another finalizer) has no object.
            guard let o = self.instance(host, lua, 1, metatable: own), let text = describeObject(o) else {
                lua.push("\(name) (released)")
                return 1
            }
            lua.push(text)
            return 1
        }
        lua.setField(mt, "__tostring")
        if let equalObjects {
            host.pushFunction(lua) { host, lua throws in
                let a = self.instance(host, lua, 1, metatable: own), b = self.instance(host, lua, 2, metatable: own)
                if let a, let b { lua.push(equalObjects(a, b) ?? false) } else { lua.push(false) }
                return 1
            }
            lua.setField(mt, "__eq")
        }
        footprint = HostBudget.footprint(ofClass: name)
        host.pushFinalizer(lua, footprint: footprint)
        lua.setField(mt, "__gc")
        lua.push("locked")
        lua.setField(mt, "__metatable")
        if objectFromSpec != nil { makeSpecMetatables(lua, from: mt) }
        metatableRef = luaL_ref(L, Lua.registry)
        return own
    }

    /// The metatables of the class's specs and, for a class whose copies may be attached as
    /// plain values, of its attached copies' handles.
    private func makeSpecMetatables(_ lua: Lua, from mt: Int32) {
        (specMetatable, specMetatableRef) = makeSpecMetatable(lua, from: mt, finalized: false)
        if LuaHost.plainKinds[name] != nil {
            (attachedMetatable, attachedMetatableRef) = makeSpecMetatable(lua, from: mt, finalized: true)
        }
    }

    /// A metatable for the class's userdata that have no object yet, beside the class's own at
    /// `mt`: the same functions, which make the object when they meet one (`instance`), so an
    /// error is raised by a binding the script called, at the script's line. A spec's
    /// (`objectFromSpec`) has no `__gc`: a spec holds nothing outside Lua. An attached copy's
    /// handle (`pushAttached`, `finalized`) has the class's own: it holds its attachment.
    private func makeSpecMetatable(_ lua: Lua, from mt: Int32, finalized: Bool) -> (UnsafeRawPointer?, Int32) {
        lua.newTable(nrec: 7)
        let spec = lua.top
        for field in ["__name", "__index", "__newindex", "__tostring", "__eq", "__metatable"] + (finalized ? ["__gc"] : []) {
            lua.getField(mt, field)
            lua.setField(spec, field)
        }
        let address = lua_topointer(lua.L, spec)
        return (address, luaL_ref(lua.L, Lua.registry))
    }

    /// A number property's write with a number its rule takes goes straight to its setter
    /// (`setNumber`): the rule, checked in C as a constructor's spec checks it, by slot.
    private func setNumberRules(_ sc: UnsafeMutablePointer<cartlua_SlotClass>) {
        sc.pointee.setNumber = cartluaSetNumber
        withUnsafeMutableBytes(of: &sc.pointee.numberSet) { numberSet in
            for (k, option) in fastOptions.enumerated() where k < numberSet.count {
                guard case .number(let rule, _)? = option, setters[k] != nil else { continue }
                numberSet[k] = UInt8(1 + (rule.flags | (slotChangesScene[k] ? 0 : CARTLUA_NUMBER_QUIET)))
            }
        }
    }

    /// The methods, in a plain table `__index` looks in first, in C (shim.h); returns its
    /// registry ref. Each runs from C on an object of the class (`cartlua_method_trampoline`,
    /// `callMethod`); the general binding made here serves the rest — a spec, whose object it
    /// makes, or anything else, which it refuses in Lua's words.
    private func makeMethodsTable(_ host: LuaHost, _ lua: Lua, metatable own: UnsafeRawPointer?,
                                  _ sc: UnsafeMutablePointer<cartlua_SlotClass>) -> Int32 {
        lua.newTable(nrec: Int32(methods.count))
        for (k, (method, body)) in methods.enumerated() {
            let general = host.addBinding { [name] host, lua throws in
                guard let o = self.instance(host, lua, 1, metatable: own), let results = try body(host, lua, o) else {
                    throw BindingError.type(lua, 1, expected: name)
                }
                return results
            }
            cartlua_pushmethod(lua.L, cartluaDispatch, lua_Integer(general), sc, lua_Integer(k))
            lua.setField(-2, method)
        }
        return luaL_ref(lua.L, Lua.registry)
    }

    /// Method `k` (of `methods`) on `object`, an object of the class's own metatable (checked in
    /// C): its results, or `CARTLUA_NOT_HANDLED` when the method refuses the object (its cast).
    @inline(__always)
    func callMethod(_ k: Int, _ host: LuaHost, _ lua: Lua, _ object: AnyObject) throws -> Int32 {
        try methods[k].body(host, lua, object) ?? CARTLUA_NOT_HANDLED
    }

    /// Properties by slot: a table of name → slot (1, 2, …) in an upvalue of `__index` and
    /// `__newindex`, so a property's read or write makes no Swift string and hashes nothing;
    /// shared with constructors' options (`checkOptions`), with slot → name.
    private func makeSlotTables(_ lua: Lua) {
        let names = propertyNames
        lua.newTable(nrec: Int32(names.count))
        for (k, name) in names.enumerated() {
            lua.push(k + 1)
            lua.setField(-2, name)
        }
        slotsRef = luaL_ref(lua.L, Lua.registry)
        lua.newTable(narr: Int32(names.count))
        for (k, name) in names.enumerated() {
            lua.push(name)
            lua.setIndex(-2, k + 1)
        }
        namesRef = luaL_ref(lua.L, Lua.registry)
    }

    /// `__index` past the methods table when the slot path (`get(slot:)`, from C) did not
    /// serve it: the error for a name that is neither a property nor a method, or for another
    /// object.
    private func indexBinding(metatable own: UnsafeRawPointer?) -> LuaHost.Binding {
        { [self] host, lua throws in
            let slot = slotClass.map { Int(cartlua_slot_of($0, lua.L, 2)) } ?? 0  // as the C path finds it
            if slot > 0, let o = self.instance(host, lua, 1, metatable: own), get(slot: slot, host, lua, o) == 1 {
                return 1
            }
            let key = lua.string(2) ?? ""
            lua.setTop(2)
            guard let o = self.instance(host, lua, 1, metatable: own) else { throw BindingError.type(lua, 1, expected: name) }
            guard lua.type(2) == LUA_TSTRING else {
                throw BindingError.message("\(name) has no \(lua.valueTypeName(2)) keys (its properties and methods have names)")
            }
            guard let p = properties[key], let get = getters[p.index] else {
                var msg = "\(name) has no property or method '\(key)'"
                if let near = closest(to: key, in: propertyNames + methodNames) { msg += "; did you mean '\(near)'?" }
                throw BindingError.message(msg)
            }
            guard get(host, lua, o) else { throw BindingError.type(lua, 1, expected: name) }
            return 1
        }
    }

    /// `__newindex` when the slot path (`set(slot:)`, from C) did not serve it: the error for a
    /// name that is no property, a method, or read-only, or for another object.
    private func newIndexBinding(metatable own: UnsafeRawPointer?) -> LuaHost.Binding {
        { [self] host, lua throws in
            let slot = slotClass.map { Int(cartlua_slot_of($0, lua.L, 2)) } ?? 0  // as the C path finds it
            if slot > 0, let o = self.instance(host, lua, 1, metatable: own) {
                let done = try set(slot: slot, host, lua, o)
                if done != CARTLUA_NOT_HANDLED { return done }
            }
            guard self.instance(host, lua, 1, metatable: own) != nil else { throw BindingError.type(lua, 1, expected: name) }
            guard let key = lua.string(2) else {
                throw BindingError.message("\(name) has no \(lua.valueTypeName(2)) keys (its properties have names)")
            }
            // Every property has a slot and every object of the class passed the check above:
            // what is left is a name that is no property, or one without a setter.
            guard properties[key] != nil else {
                var msg = "\(name) has no property '\(key)'"
                if methodNames.contains(key) {
                    msg = "cannot assign to '\(key)': it is a method of \(name)"
                } else if let near = closest(to: key, in: propertyNames) {
                    msg += "; did you mean '\(near)'?"
                }
                throw BindingError.message(msg)
            }
            throw BindingError.message("property '\(key)' of \(name) is read-only")
        }
    }

    /// `obj.name` for the property of slot `slot` (from 1) of `object` (of this class): its
    /// value pushed, 1; `CARTLUA_NOT_HANDLED` (nothing pushed) when it has no getter.
    @inline(__always)
    func get(slot: Int, _ host: LuaHost, _ lua: Lua, _ object: AnyObject) -> Int32 {
        guard slot <= getters.count, let get = getters[slot - 1], get(host, lua, object) else { return CARTLUA_NOT_HANDLED }
        return 1
    }

    /// `obj.name = x` for the number property of slot `slot` of `object`, `x` within its rule
    /// (checked in C, slots.h): its typed setter, and the scene change counted as `set` counts
    /// it; `CARTLUA_NOT_HANDLED` (nothing done) for a slot that has none.
    @inline(__always)
    func setNumber(slot: Int, _ host: LuaHost, _ object: AnyObject, _ x: Double) -> Int32 {
        if fastSetters.isEmpty { boxFastOptions(all: false) }  // the class's first number write
        // C calls this only for a slot its rule byte marks, which `setNumberRules` gives `.number` options alone.
        assert(slot <= fastKinds.count && fastKinds[slot - 1] == .number, "cartlua: a number write to slot \(slot) of \(name)")
        guard slot <= fastSetters.count, let box = fastSetters[slot - 1], NumberSetter.call(box, object, x) else {
            return CARTLUA_NOT_HANDLED
        }
        if slotChangesScene[slot - 1] { host.budget.noteSceneChanges() }
        return 0
    }

    /// `obj.name = v` (v at index 3) for the property of slot `slot` of `object`: 0, a bad value
    /// named as the property's; `CARTLUA_NOT_HANDLED` (nothing done) when it has no setter.
    @inline(__always)
    func set(slot: Int, _ host: LuaHost, _ lua: Lua, _ object: AnyObject) throws -> Int32 {
        guard slot <= setters.count, let set = setters[slot - 1] else { return CARTLUA_NOT_HANDLED }
        let applied: Bool
        do { applied = try set(host, lua, object, 3) } catch let limit as InstructionLimitPassed { throw limit } catch {
            throw BindingError.message("bad value for '\(order[slot - 1])' of \(name): \(error.message)")
        }
        guard applied else { throw BindingError.type(lua, 1, expected: name) }
        if slotChangesScene[slot - 1] { host.budget.noteSceneChanges() }
        return 0
    }
}

extension ClassBinding {
    /// The object of userdata `i` if it is of this class (`metatable`, the class's own), made
    /// now if the userdata is a spec of the class (`objectFromSpec`); else nil.
    @inline(__always)
    func instance(_ host: LuaHost, _ lua: Lua, _ i: Int32, metatable: UnsafeRawPointer?) -> AnyObject? {
        if let o = ClassBinding.instance(lua, i, metatable: metatable) { return o }
        guard specMetatable != nil else { return nil }
        return host.makeObject(ofSpec: i, lua, self)
    }

    /// The object of userdata `i` if its metatable is `metatable` (the class's own), else nil
    /// (another value, or a userdata already finalized).
    @inline(__always)
    static func instance(_ lua: Lua, _ i: Int32, metatable: UnsafeRawPointer?) -> AnyObject? {
        guard let raw = cartlua_instance(lua.L, i, metatable) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
    }
}
