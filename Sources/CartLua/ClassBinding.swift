import CLua
import CartAnimation

/// How one script-visible type behaves: its properties (read with `obj.name`, written with
/// `obj.name = v` or as constructor options) and its methods (`obj:name(…)`), by name, with
/// their Lua types and one-line docs. One table per type is the single source of truth for
/// getters, setters, options and editor docs: `cartlua types` turns it into Lua Language Server
/// annotations (Annotations.swift).
///
/// Its members are declared through `BoundClass<T>`, as closures over a Swift type `T`; the class
/// keeps them type-erased, each behind the one checked cast to `T` (`BoundClass.cast`), so the
/// metatable's functions (ClassBinding+Metatable.swift) and the option checks are not generic
/// code: generic code that is not specialized looks the types of its closures and arrays up at
/// run time on every call (3% more instructions in Benchmarks/stress_coins.lua, callgrind).
final class ClassBinding {
    /// Pushes the property's value of an object; false (nothing pushed) when the object is not
    /// of the bound type.
    typealias AnyGetter = (LuaHost, Lua, AnyObject) -> Bool
    /// Sets the property of an object from the value at the index given; false (nothing set)
    /// when the object is not of the bound type.
    typealias AnySetter = (LuaHost, Lua, AnyObject, Int32) throws -> Bool
    /// Runs a method on an object and returns its number of results; nil (nothing run) when the
    /// object is not of the bound type.
    typealias AnyMethod = (LuaHost, Lua, AnyObject) throws -> Int32?

    /// A property as editors and option checks see it.
    struct Property {
        /// Its place in `order` (slot k + 1 in the metatable's tables).
        var index = 0
        /// Written with `obj.name = v` and given as a constructor option.
        var isSettable = false
        /// The LuaLS type of the value read (`number`, `Point`, `FillMode`, `string?`).
        var type: String = "any"
        /// The LuaLS type accepted when set or given as an option (`PointLike` for a `Point`).
        var input: String = "any"
        /// One line for editors.
        var doc: String = ""
        /// Given only to the constructor (as an option), read-only afterwards (`keyPath`).
        var initOnly = false
        /// Setting it on an object changes the scene's event times (a layer's timing): an
        /// assignment is charged as a scene change until the run loop takes it.
        var changesScene = false
    }

    /// A method's signature and doc, for editors.
    struct MethodDoc {
        var doc: String
        var params: [LuaParam]
        var returns: [LuaParam]
    }

    /// The metatable name, also the type name in messages ("Layer expected, got nil").
    let name: String
    /// One line (or a few) about the type, for editors.
    var doc = ""
    /// The class this one extends, for editors (`---@class TextLayer: Layer`): it holds every
    /// property and method of the parent too.
    var parent: String?
    /// Property names in the order constructor options are applied; a property's slot is its
    /// place here, from 1.
    private(set) var order: [String] = []
    private(set) var properties: [String: Property] = [:]
    /// The properties' getters and setters, by slot.
    private(set) var getters: [AnyGetter?] = []
    private(set) var setters: [AnySetter?] = []
    /// By slot: how a constructor takes the option without an object (`AnimationSpec`), for
    /// the properties that have such a way; nil for the others, which only the setter takes.
    private(set) var fastOptions: [FastOption?] = []
    private(set) var methods: [(name: String, body: AnyMethod)] = []
    private(set) var methodDocs: [String: MethodDoc] = [:]
    /// String enums the properties use, by alias name (`FillMode` → its Core Animation names).
    private(set) var enums: [String: [String]] = [:]
    /// What `tostring` shows of an object; nil when it is not of the bound type.
    var describeObject: (AnyObject) -> String?
    /// `==` between two objects, for value-like types (nil: identity); nil when one is not of
    /// the bound type.
    var equalObjects: ((AnyObject, AnyObject) -> Bool?)?

    init(name: String) {
        self.name = name
        describeObject = { _ in nil }
    }

    deinit {
        slotClass?.deallocate()
    }

    /// Records property `name` (replacing one of that name, in its place); `fast`: how a
    /// constructor may take it without an object (a subset of what `set` accepts, set on the
    /// object as `set` would).
    func declareProperty(_ name: String, _ p: Property, get: AnyGetter?, set: AnySetter?, fast: FastOption? = nil) {
        var p = p
        p.isSettable = set != nil
        if let old = properties[name] {
            p.index = old.index
            getters[old.index] = get
            setters[old.index] = set
            fastOptions[old.index] = fast
        } else {
            p.index = order.count
            order.append(name)
            getters.append(get)
            setters.append(set)
            fastOptions.append(fast)
        }
        properties[name] = p
        masks = nil
    }

    /// Records method `name`.
    func declareMethod(_ name: String, _ doc: MethodDoc, _ body: @escaping AnyMethod) {
        methods.append((name, body))
        methodDocs[name] = doc
    }

    /// Records a string enum a property takes (its LuaLS alias).
    func declareEnum(_ alias: String, _ values: [String]) {
        enums[alias] = values
    }

    var propertyNames: [String] { order }
    var methodNames: [String] { methods.map(\.name) }
    /// The names a constructor's options table may hold, in the order they apply.
    var optionNames: [String] { order.filter { properties[$0]?.isSettable == true || properties[$0]?.initOnly == true } }
    /// Marks `names` as properties whose assignment changes the scene's event times.
    func changesScene(_ names: [String]) {
        for n in names { properties[n]?.changesScene = true }
    }

    /// Checks the names of the options table at `table` (argument `arg`): unknown names are
    /// errors that name the nearest valid one, read-only ones say so; `skip` names are handled
    /// by the caller. Returns the names given. Constructors check names before anything else, so
    /// a typo is reported whatever else is wrong.
    @discardableResult
    func checkOptionNames(_ lua: Lua, table: Int32, arg: Int32, skip: Set<String> = []) throws -> Set<String> {
        let t = lua.absIndex(table)
        var keys: [String] = []
        cartlua_count_traversal(lua.L, t)  // the slots lua_next looks at
        lua.pushNil()
        while lua_next(lua.L, t) != 0 {
            defer { lua.pop() }
            guard lua.type(-2) == LUA_TSTRING, let k = lua.string(-2) else {
                throw BindingError.argument(arg, "options are name = value pairs; got a \(lua.valueTypeName(-2)) key")
            }
            keys.append(k)
        }
        for k in keys.sorted() where properties[k]?.isSettable != true && !skip.contains(k) {
            if properties[k] != nil { throw BindingError.argument(arg, "option '\(k)' is read-only") }
            let settable = order.filter { properties[$0]?.isSettable == true || skip.contains($0) }
            var msg = "unknown option '\(k)'"
            if let near = closest(to: k, in: settable) {
                msg += "; did you mean '\(near)'?"
            } else {
                msg += "; the options are " + settable.joined(separator: ", ")
            }
            throw BindingError.argument(arg, msg)
        }
        return Set(keys)
    }

    // MARK: Constructor options by slot

    /// Options the constructor reads itself before applying the rest (a Layer's `name`, an
    /// animation's `keyPath`): checked like the others, never applied.
    var constructorReads: Set<String> = [] { didSet { masks = nil } }

    /// Registry refs of two Lua tables `install` makes: property name → slot (1, 2, …, in
    /// `order`) and slot → name. With them a constructor checks and reads its options without
    /// making a Swift string or hashing one (that was half of a coin's cost).
    var slotsRef: Int32 = LUA_NOREF
    var namesRef: Int32 = LUA_NOREF
    /// The Swift bytes behind each userdata of the class (`HostBudget.footprint(ofClass:)`),
    /// charged as one is made and credited by its `__gc` (`install`).
    var footprint = 0
    /// Lua values each userdata of the class keeps alive in its user values (a Path keeps its
    /// frozen copy's userdata, `cartluaFreezePath`): a slot is 16 bytes of every userdata.
    var userValues: Int32 = 0
    /// Registry ref of the metatable (`install`): a new userdata gets it without its name
    /// being looked up.
    var metatableRef: Int32 = LUA_NOREF
    /// By slot: whether setting the property changes the scene (`Property.changesScene`), made
    /// by `install`.
    var slotChangesScene: [Bool] = []
    /// What the metatable's `__index` and `__newindex` serve properties by slot with, from C
    /// (`install`); freed with the class, which outlives the Lua state.
    var slotClass: UnsafeMutablePointer<cartlua_SlotClass>?
    /// By slot: `fastOptions` as a number write from C and a spec's build call them — the
    /// kind, and the setter's box (`FastSetter`) by address, borrowed (`boxFastOptions`).
    private(set) var fastKinds: [FastOption.Kind] = []
    private(set) var fastSetters: [UnsafeMutableRawPointer?] = []
    /// Holds the boxes `fastSetters` points to.
    private var fastSetterBoxes: [AnyObject] = []

    /// Boxes `fastOptions` as they are now: the numbers' setters at the class's first number
    /// write from C, all of them (`all`) when its specs are prepared (a spec's build). Not at
    /// `install`: the boxes' classes are made on first use, which a script that writes no number
    /// or builds no animation would pay at start-up for nothing (the window's class is
    /// installed by every run).
    func boxFastOptions(all: Bool) {
        (fastKinds, fastSetters, fastSetterBoxes) = ([], [], [])
        for option in fastOptions {
            guard let option, all || option.isNumber else {
                fastKinds.append(.none)
                fastSetters.append(nil)
                continue
            }
            let (kind, box) = option.boxed
            fastKinds.append(kind)
            fastSetters.append(Unmanaged.passUnretained(box).toOpaque())
            fastSetterBoxes.append(box)
        }
    }

    /// For an animation class whose specs may be attached as plain values: how (`PlainSpec`),
    /// made on first use.
    var plainSlots: PlainSlots? {
        if let plainSlotsMade { return plainSlotsMade }
        let made = PlainSlots(self)
        plainSlotsMade = .some(made)
        return made
    }
    private var plainSlotsMade: PlainSlots??

    /// For an animation class: how its object is made from the key path given (nil for a
    /// group), by its constructor at once or later from a spec (`AnimationSpec`).
    var makeAnimation: ((KeyPath?) -> Animation)?
    /// The slot (from 0) of the key path its constructor reads, if any.
    var keyPathSlot: Int? { properties["keyPath"].map(\.index) }
    /// For a class whose userdata may be a spec — plain data, with no object until one is
    /// needed (an animation a constructor gave, a Timer `after` gave): how the object is made
    /// from the spec at the index given, and whether it then takes a place in the object cache.
    var objectFromSpec: ((LuaHost, Lua, Int32) -> any HostObject)?
    var specObjectIsCached = true
    /// The specs' metatable (`install`, for a class with an `objectFromSpec`): its address, which
    /// tells a spec of this class, and its registry ref.
    var specMetatable: UnsafeRawPointer?
    var specMetatableRef: Int32 = LUA_NOREF
    /// For a class whose copies may be attached as plain values: the metatable of a handle that
    /// holds an attachment whose copy is not made yet (`pushAttached`), and its registry ref.
    var attachedMetatable: UnsafeRawPointer?
    var attachedMetatableRef: Int32 = LUA_NOREF

    /// What a constructor's option check needs, by slot, made once (the class is complete by
    /// then): bit k of a mask is slot k + 1. Nil for a class of over 64 properties, which takes
    /// the by-name path.
    struct OptionMasks {
        /// Slots the constructor reads itself.
        var skip: UInt64 = 0
        /// Slots an options table may hold: settable, or read by the constructor.
        var accepted: UInt64 = 0
    }
    private var masks: OptionMasks??

    var optionMasks: OptionMasks? {
        if let masks { return masks }
        var made: OptionMasks?
        if order.count <= 64 {
            var m = OptionMasks()
            for (k, name) in order.enumerated() {
                if constructorReads.contains(name) { m.skip |= 1 << k }
                if properties[name]?.isSettable == true || constructorReads.contains(name) { m.accepted |= 1 << k }
            }
            made = m
        }
        masks = .some(made)
        return made
    }

    /// The options a constructor was given (`checkOptions`): a mask of slots and, when the table
    /// held only accepted names, each value on the stack at `base + slot` (slot k + 1 is bit k).
    struct GivenOptions {
        var mask: UInt64 = 0
        /// The stack index below the values (slot 1's value is at `base + 1`), or nil when the
        /// values are still only in the table.
        var base: Int32?
    }

    /// The options given in the table at `table` (argument `arg`), checked as
    /// `checkOptionNames` checks them (with `constructorReads` skipped). A table holding only
    /// accepted names is checked in one pass over Lua's own tables, which also leaves each
    /// value on the stack by slot for `applyOptions` (one look-up per option, not two); anything
    /// else goes through `checkOptionNames`, which throws the same error it always did.
    func checkOptions(_ lua: Lua, table: Int32, arg: Int32) throws -> GivenOptions {
        let t = lua.absIndex(table)
        if let masks = optionMasks, let sc = slotClass {
            let base = lua.top, count = Int32(order.count)
            // A nil per slot, then lua_next's key and value.
            lua_checkstack(lua.L, count + 3)
            lua.setTop(base + count)
            var mask: UInt64 = 0, allAccepted = true
            cartlua_count_traversal(lua.L, t)  // the slots lua_next looks at
            lua.pushNil()
            while lua_next(lua.L, t) != 0 {
                let slot = cartlua_slot_of(sc, lua.L, -2)
                guard slot > 0, masks.accepted & (1 << (slot - 1)) != 0 else {
                    lua.pop(2)
                    allAccepted = false
                    break
                }
                mask |= 1 << (slot - 1)
                lua_copy(lua.L, -1, base + Int32(slot))
                lua.pop()  // the value; the key stays for lua_next
            }
            lua.setTop(allAccepted ? base + count : base)
            if allAccepted { return GivenOptions(mask: mask, base: base) }
        }
        let names = try checkOptionNames(lua, table: t, arg: arg, skip: constructorReads)
        var mask: UInt64 = 0
        for (k, name) in order.enumerated() where k < 64 && names.contains(name) { mask |= 1 << k }
        return GivenOptions(mask: mask)
    }

    /// Applies the options `given` (from `checkOptions`) from the table at `table` to `object`
    /// (just made by the constructor, of the bound type) in property order, except those the
    /// constructor reads itself. Takes the values `checkOptions` left off the stack: whatever
    /// the constructor pushed since is gone too.
    func applyOptions(_ host: LuaHost, _ lua: Lua, to object: AnyObject, table: Int32, arg: Int32,
                      given: GivenOptions) throws {
        let t = lua.absIndex(table)
        guard let masks = optionMasks, namesRef != LUA_NOREF else {
            // Over 64 properties: by name (none of cartlua's classes has that many).
            try applyOptions(host, lua, to: object, table: t, arg: arg, skip: constructorReads)
            return
        }
        var rest = given.mask & ~masks.skip
        if let base = given.base {
            // The setters borrowed in place: copying one out of the array (and the option's
            // name, wanted only for an error) retained and released them per option, a third
            // of a coin's atomic reference counting.
            try setters.withUnsafeBufferPointer { setters in
                while rest != 0 {
                    let k = rest.trailingZeroBitCount
                    rest &= rest - 1
                    guard setters[k] != nil else { continue }
                    try applyOption(setters[k]!, slot: k, host, lua, to: object, arg: arg, at: base + Int32(k) + 1)
                }
            }
            lua.setTop(base)
            return
        }
        lua_rawgeti(lua.L, Lua.registry, lua_Integer(namesRef))
        let names = lua.top
        while rest != 0 {
            let k = rest.trailingZeroBitCount
            rest &= rest - 1
            guard let set = setters[k] else { continue }
            lua_rawgeti(lua.L, names, lua_Integer(k + 1))
            lua_rawget(lua.L, t)
            try applyOption(set, slot: k, host, lua, to: object, arg: arg)
            lua.pop()
        }
        lua.pop()
    }

    /// Applies the options table at `table` in property order, by name (after `checkOptionNames`).
    func applyOptions(_ host: LuaHost, _ lua: Lua, to object: AnyObject, table: Int32, arg: Int32,
                      skip: Set<String> = []) throws {
        let t = lua.absIndex(table)
        let given = try checkOptionNames(lua, table: t, arg: arg, skip: skip)
        for name in order where given.contains(name) && !skip.contains(name) {
            guard let p = properties[name], let set = setters[p.index] else { continue }
            lua.getField(t, name)
            defer { lua.pop() }
            try applyOption(set, slot: p.index, host, lua, to: object, arg: arg)
        }
    }

    /// Sets one option from the value at `index` (default: the top of the stack); a bad value is
    /// reported as the option's (`option 'duration': …`, the name of `slot`), a passed limit as
    /// the limit's own message.
    @inline(__always)
    private func applyOption(_ set: AnySetter, slot: Int, _ host: LuaHost, _ lua: Lua, to object: AnyObject,
                             arg: Int32, at index: Int32? = nil) throws {
        let applied: Bool
        do {
            applied = try set(host, lua, object, index ?? lua.top)
        } catch let limit as InstructionLimitPassed {
            throw limit
        } catch {
            throw BindingError.argument(arg, "option '\(order[slot])': \(error.message)")
        }
        // The constructor made the object for this class: cartlua's own mistake otherwise.
        precondition(applied, "cartlua: \(self.name) options given to another type")
    }
}

/// A named, typed Lua value in a signature: a parameter or a result. A `?` ending the type makes
/// it optional (`help: string?`).
struct LuaParam: Equatable {
    var name: String
    var type: String
    var doc: String

    init(_ name: String, _ type: String, _ doc: String = "") {
        self.name = name
        self.type = type
        self.doc = doc
    }
}
