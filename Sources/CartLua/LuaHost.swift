import CLua
import CartAnimation
import CartRun

/// The Lua host: one Lua state per script, the script's sandboxed globals, the bindings, and
/// the `ScriptHost` end of the run loop (delegates and delayed calls run under `lua_pcall`).
/// A façade over the parts that each do one job: the state (`LuaState`: loading, calling,
/// errors), the budget (`HostBudget`: work and memory charged by bindings), the classes
/// (`ClassRegistry`) and `expect` (`ExpectRuntime`); it holds the bindings Lua calls into and
/// what the script declared (params, pending `after` calls).
///
/// No Lua error ever crosses a Swift frame: bindings return a status and the C trampoline
/// raises (shim.h); Swift calls Lua only through `lua_pcall` with a traceback handler.
public final class LuaHost: ScriptHost {
    public let scene: Scene
    public let runner: Runner
    public let options: HostOptions
    let state: LuaState
    let budget: HostBudget
    let registry = ClassRegistry()
    let expect: ExpectRuntime
    /// The Swift functions Lua can call, by id (Registration.swift).
    var functions: [Binding] = []
    public internal(set) var params: [DeclaredParam] = []
    var usageErrors: [String] = []
    /// Where each pending `after` was called ("file:line: "), by its function's registry ref.
    var callSites = PendingCallSites()
    /// Groups put inside other groups, with their levels of nesting (AnimationGroupBindings.swift).
    var groupNesting = GroupNesting()
    /// Registry ref of the object cache (`pushObjectCache`), made with the environment and
    /// never written after.
    var objectCacheRef: Int32 = LUA_NOREF
    /// The object cache's indices in use and free (`pushNew`, `cartluaReleaseObject`).
    var objectIDs = ObjectIDs()
    /// The Timer class once `after` has made a handle (`after` pushes its handle by it).
    var timerBinding: ClassBinding?
    /// The classes of copies attached as plain values, by `PlainAnimation.Kind` (`pushAttached`).
    var plainBindings: [ClassBinding?] = [nil, nil, nil]
    /// The key paths' names, as `checkKeyPath` finds them.
    let keyPathNames = InternedNames(LuaHost.keyPaths.map(\.rawValue))
    /// The timing functions' names, as `timingFunction(_:_:)` finds them.
    let timingFunctionNames = InternedNames(TimingFunction.Name.allCases.map(\.rawValue))
    /// The names in `timingFunctionNames`' order, made once (`allCases` makes an array per use).
    static let timingFunctionNameCases = TimingFunction.Name.allCases
    /// What the animation constructors' C side shares (specs.h, `AnimationSpec`).
    let specShared: UnsafeMutablePointer<cartlua_SpecShared> = {
        let sh = UnsafeMutablePointer<cartlua_SpecShared>.allocate(capacity: 1)
        sh.initialize(to: cartlua_SpecShared())
        sh.pointee.enabled = 1
        return sh
    }()
    /// Whether animation constructors may return specs (`AnimationSpec`); tests turn it off to
    /// compare with the objects made at once.
    var makesSpecs: Bool {
        get { specShared.pointee.enabled != 0 }
        set { specShared.pointee.enabled = newValue ? 1 : 0 }
    }
    /// Where the delegates that specs hold were given ("file:line: "), each once, and their
    /// places in that list.
    var delegateSites: [String] = []
    var delegateSiteIndex: [String: Int32] = [:]

    /// How the delegates this host made reach it: a weak reference from each would give the
    /// host a side table, and every retain and release of it the runtime's slow path
    /// (`Link`, CartAnimation).
    let link = Link<LuaHost>()

    public init(scene: Scene, runner: Runner, options: HostOptions) {
        self.scene = scene
        self.runner = runner
        self.options = options
        state = LuaState(scriptLimits: options.limits)
        budget = HostBudget(state: state, scene: scene)
        expect = ExpectRuntime(state: state, runner: runner)
        cartlua_getextraspace(L).storeBytes(of: Unmanaged.passUnretained(self).toOpaque(), as: UnsafeMutableRawPointer.self)
        link.target = self
        installEnvironment()
        // `expect` reads the events the trace gets (ExpectRuntime.recordEvent). Held by the tap:
        // it reaches the runner unowned, so this makes no cycle, and a weak capture gave it a
        // side table and a weak load per event.
        let expect = self.expect
        runner.tapEvents { time, event in expect.recordEvent(event, at: time) }
    }

    deinit {
        link.target = nil
        close()
        specShared.deallocate()
    }

    /// The main thread of the state.
    var L: OpaquePointer { state.L }
    var lua: Lua { state.lua }

    /// Lua instructions run so far (to the hook's step of 1000).
    public var instructionsUsed: Int64 { state.limits.pointee.instructions }
    /// The most memory Lua held at once, in bytes.
    public var peakMemory: Int { state.limits.pointee.memory_peak }
    /// What the script's `expect` checks found (ExpectHost.swift, Prelude/expect.lua).
    public var expectations: Expectations { expect.expectations }

    /// Closes the Lua state: every object and callback the script held is freed.
    public func close() {
        state.close()
    }

    /// Compiles `chunk` onto `lua`'s stack (`LuaState.load`, the one loader).
    func load(_ chunk: Chunk, on lua: Lua) throws(ScriptError) {
        try LuaState.load(chunk, on: lua)
    }

    // MARK: Running

    /// Loads and runs the script's main chunk (text only). Throws `ScriptError` for a syntax or
    /// run-time error, `UsageError` for a bad `--set`.
    public func runMain(source: [UInt8]) throws {
        guard !state.isClosed else { throw ScriptError(message: "the Lua host is closed", traceback: nil, virtualTime: nil) }
        try load(.file(options.scriptPath, source), on: lua)
        do {
            try state.call(arguments: 0, results: 0, at: nil)
        } catch is ScriptError where !usageErrors.isEmpty {
            // The script failed running on a default a bad --set did not replace: the command
            // line is what is wrong.
        }
        if !usageErrors.isEmpty { throw UsageError(message: usageErrors.joined(separator: "\n")) }
        let declared = Set(params.map(\.name))
        for o in options.overrides where !declared.contains(o.name) {
            throw UsageError(message: "--set \(o.name): the script has no param '\(o.name)'" + paramList)
        }
    }

    var paramList: String {
        params.isEmpty ? " (it declares none)" : " (its params: " + params.map(\.name).joined(separator: ", ") + ")"
    }

    // MARK: ScriptHost

    public func animationDidStart(_ attachment: Attachment) throws {
        chargeEvent()
        try callDelegate(attachment, .animationDidStart, finished: nil)
    }

    public func animationDidStop(_ attachment: Attachment, finished: Bool) throws {
        // An attached copy is charged where its values are: the attachment's, or (added as an
        // object) the copy's.
        budget.releaseCharge(for: attachment)
        if let a = attachment.madeAnimation { budget.releaseCharge(for: a) }
        chargeEvent()
        try callDelegate(attachment, .animationDidStop, finished: finished)
    }

    public func performDelayedCall(token: Int) throws {
        guard !state.isClosed else { return }
        if try expect.performCheck(token: token) { return }
        chargeEvent()
        let ref = Int32(token)
        let site = callSites.remove(ref: ref)
        try budget.spendOnCallback(site: site, at: runner.currentTime)
        try state.callOnce(ref, at: runner.currentTime, site: site)
    }

    /// Charges an event's entry in the run's event log against the memory limit. Not to the
    /// collector: Lua can never free it, and telling the collector made it step through the
    /// whole heap for nothing three times a coin.
    private func chargeEvent() {
        budget.charge(HostBudget.eventCost, collectable: false)
    }

    /// Calls `delegate.<method>(anim[, finished])` when the delegate has that function. The
    /// `anim` is the attached copy's own Lua object, the one `layer:animation(key)` returns.
    func callDelegate(_ attachment: Attachment, _ method: StaticName, finished: Bool?) throws {
        guard !state.isClosed, let d = attachment.delegate as? LuaDelegate, d.host === self,
              cartlua_push_delegate_method(L, state.delegates.tableRef, d.ref, method.rawValue) != 0 else { return }
        do {
            try budget.spendOnCallback(site: d.site, at: runner.currentTime)
            try state.pushAsBinding(site: d.site, at: runner.currentTime) { pushAttached(attachment, lua) }
        } catch {
            lua.pop()
            throw error
        }
        if let finished { lua.push(finished) }
        try state.call(arguments: finished == nil ? 1 : 2, results: 0, at: runner.currentTime, site: d.site)
    }
}

/// An animation delegate written in Lua: a table with optional `animationDidStart(anim)` and
/// `animationDidStop(anim, finished)`, held in the state's delegates (`LuaState.delegates`)
/// while the Swift side holds it.
final class LuaDelegate: AnimationDelegate {
    /// The host that made it, while it lives (`LuaHost.link`).
    var host: LuaHost? { hostLink.target }
    private let hostLink: Link<LuaHost>
    let ref: Int32
    /// Where the delegate was given ("file:line: "), for errors with no place of their own.
    let site: String?

    init(host: LuaHost, ref: Int32, site: String? = nil) {
        hostLink = host.link
        self.ref = ref
        self.site = site
    }

    deinit {
        // Not now (this may run inside any Lua call): at the host's next safe point.
        if let host, !host.state.isClosed { host.state.pendingDelegateUnrefs.append(ref) }
    }
}

extension LuaHost {
    /// The embedded Lua's version, e.g. "Lua 5.4.4".
    public static var luaVersion: String {
        guard let L = luaL_newstate() else { return "Lua 5.4" }
        defer { lua_close(L) }
        return "Lua " + String(Int(lua_version(L)) / 100) + "." + String(Int(lua_version(L)) % 100)
    }
}
