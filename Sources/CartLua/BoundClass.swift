/// The members of a class, declared as closures over Swift type `T`: a getter gets a `T`, a
/// method runs on a `T`. Each closure is kept in the class (`binding`, type-erased) behind
/// `cast` or `borrowing`, the one checked cast from a userdata's object to `T` (`borrowing`
/// lends the object to the closure instead of returning it retained): whatever passes it is a `T`;
/// whatever fails it is refused by the metatable in Lua's own words, "bad argument #1 to 'x'
/// (Layer expected, got Path)" — never treated as a `T` it is not.
///
/// A view, not the class: `members(as:)` declares a supertype's members (a Layer's for a
/// TextLayer, the timing every animation has) into the same class, each closure made once,
/// over the type that declares it.
@dynamicMemberLookup
struct BoundClass<T: AnyObject> {
    typealias Getter = (LuaHost, Lua, T) -> Void
    typealias Setter = (LuaHost, Lua, T, Int32) throws -> Void
    typealias Method = (LuaHost, Lua, T) throws -> Int32

    /// The class the members go to.
    let binding: ClassBinding

    /// A new class named `name` (its metatable name and its type in messages).
    init(name: String) {
        binding = ClassBinding(name: name)
        describe { _ in name }
    }

    private init(_ binding: ClassBinding) {
        self.binding = binding
    }

    /// The same class, to declare the members of `U`, a supertype of `T` that every object of
    /// the class is (not checked here: the casts would refuse every object).
    func members<U: AnyObject>(as _: U.Type) -> BoundClass<U> {
        BoundClass<U>(binding)
    }

    /// The class's own fields (`doc`, `parent`, `constructorReads`, …).
    subscript<V>(dynamicMember field: ReferenceWritableKeyPath<ClassBinding, V>) -> V {
        get { binding[keyPath: field] }
        nonmutating set { binding[keyPath: field] = newValue }
    }

    subscript<V>(dynamicMember field: KeyPath<ClassBinding, V>) -> V {
        binding[keyPath: field]
    }

    /// The object as a `T`, or nil: the one checked cast every closure of the class is behind
    /// (`borrowing` where the closure only uses it while it runs).
    @inline(__always)
    static func cast(_ object: AnyObject) -> T? {
        object as? T
    }

    /// `body` run on the object as a `T` (`cast`'s check), borrowed: nil when it is no `T`.
    /// The checked cast of `cast` returns the object retained, to be released after: a tenth
    /// of a number written from Lua (`layer.opacity = x`).
    @inline(__always)
    static func borrowing<R>(_ object: AnyObject, _ body: (T) -> R) -> R? {
        guard object is T else { return nil }
        return body(unsafeDowncast(object, to: T.self))  // a T: checked on the line above
    }

    /// `borrowing` for a body that throws (a setter that checks its value, a method): a
    /// function of its own, as a `rethrows` `borrowing` cost the non-throwing number write ~18
    /// instructions.
    @inline(__always)
    static func tryBorrowing<R>(_ object: AnyObject, _ body: (T) throws -> R) throws -> R? {
        guard object is T else { return nil }
        return try body(unsafeDowncast(object, to: T.self))  // a T: checked on the line above
    }

    /// What `tostring` shows.
    func describe(_ text: @escaping (T) -> String) {
        binding.describeObject = { object in BoundClass.cast(object).map(text) }
    }

    /// `==` between two objects of this type, for value-like types (default: identity).
    func equals(_ equal: @escaping (T, T) -> Bool) {
        binding.equalObjects = { a, b in
            guard let a = BoundClass.cast(a), let b = BoundClass.cast(b) else { return nil }
            return equal(a, b)
        }
    }

    /// Declares a property: its Lua type (`type` when read, `input` when set; `input` defaults to
    /// `type`) and a one-line doc. No setter: read-only, unless `initOnly` (a constructor option).
    func property(_ name: String, type: String, input: String? = nil, doc: String, initOnly: Bool = false,
                  get: Getter?, set: Setter? = nil, fast: FastOption? = nil) {
        let anyGet: ClassBinding.AnyGetter? = get.map { get in
            { host, lua, object in BoundClass.borrowing(object) { get(host, lua, $0) } != nil }
        }
        let anySet: ClassBinding.AnySetter? = set.map { set in
            { host, lua, object, i throws in try BoundClass.tryBorrowing(object) { try set(host, lua, $0, i) } != nil }
        }
        binding.declareProperty(name, ClassBinding.Property(type: type, input: input ?? type, doc: doc, initOnly: initOnly),
                                get: anyGet, set: anySet, fast: fast)
    }

    /// Declares a method `obj:name(params…)` returning `returns`.
    func method(_ name: String, doc: String, params: [LuaParam] = [], returns: [LuaParam] = [],
                _ body: @escaping Method) {
        binding.declareMethod(name, ClassBinding.MethodDoc(doc: doc, params: params, returns: returns)) { host, lua, object throws in
            try BoundClass.tryBorrowing(object) { try body(host, lua, $0) }
        }
    }

    /// Marks `names` as properties whose assignment changes the scene's event times.
    func changesScene(_ names: [String]) {
        binding.changesScene(names)
    }

    /// Records a string enum a property takes (its LuaLS alias).
    func declareEnum(_ alias: String, _ values: [String]) {
        binding.declareEnum(alias, values)
    }
}
