import CLua
import CartAnimation
import CartRun

/// How a script is run: where it is (for messages and `require`), its params and its seed.
public struct HostOptions {
    /// The script's path as the user gave it (used as the chunk name: messages say "path:line:").
    public var scriptPath: String
    /// `--set NAME=VALUE` overrides, parsed to each param's type when the script declares it.
    public var overrides: [(name: String, value: String)] = []
    /// `math.random`'s seed (fixed by default, so runs repeat).
    public var seed: Int64 = HostOptions.defaultSeed
    /// Reads a module for `require(name)`: the path to show in messages and the source. The
    /// CLI looks next to the script only; nil when there is no such module.
    public var readModule: (String) -> (path: String, source: [UInt8])? = { _ in nil }

    public static let defaultSeed: Int64 = 0

    /// The sandbox's limits (README "Running untrusted scripts").
    public var limits = ScriptLimits()

    public init(scriptPath: String) {
        self.scriptPath = scriptPath
    }
}

/// What a script may use. Each limit fails the run with a message naming it, the script's
/// file:line and the virtual time — at the same instruction on every run (counts, not clocks).
public struct ScriptLimits: Sendable {
    /// Lua instructions over the whole run (counted by a hook every 1000); 0: none.
    public var instructions: Int64 = 1_000_000_000
    /// Bytes Lua may hold; 0: none.
    public var memory: Int = 512 << 20
    /// Layers a script may make.
    public var layers: Int = 1_000_000
    /// Delayed calls (`after`, `expect.at`) pending at once.
    public var pendingCalls: Int = 1_000_000
    /// Levels of a layer tree (a layer with no superlayer is level 1): deeper trees would overflow
    /// the stack of the tree walks.
    public var treeDepth: Int = 100
    /// Animations in an animation group counting nested groups' own (an animation in two places
    /// counts twice), and levels of nested groups.
    public var groupSize: Int = 10_000
    public var groupDepth: Int = 100

    public init() {}
}

/// A param a script declared with `param(name, default, help)`.
public struct DeclaredParam {
    public let name: String
    public let defaultValue: ParamValue
    public let value: ParamValue
    public let help: String?
}

/// The Lua host: one Lua state per script, the script's sandboxed globals, the bindings, and
/// the `ScriptHost` end of the run loop (delegates and delayed calls run under `lua_pcall`).
///
/// No Lua error ever crosses a Swift frame: bindings return a status and the C trampoline
/// raises (shim.h); Swift calls Lua only through `lua_pcall` with a traceback handler.
public final class LuaHost: ScriptHost {
    public let scene: Scene
    public let runner: Runner
    public let options: HostOptions
    let L: OpaquePointer
    // Read or written by every binding call. Swift checks exclusive access to a class's stored
    // properties at run time (about 100 instructions each, a third of a property set from Lua);
    // these are never accessed overlapping (no inout access lasts across a call), so the checks
    // are turned off for them.
    @exclusivity(unchecked) var functions: [ClassBinding.Method] = []
    var metatables: [String: UnsafeRawPointer] = [:]
    var classes: [String: ClassBinding] = [:]
    public internal(set) var params: [DeclaredParam] = []
    var usageErrors: [String] = []
    /// A Swift error that stopped a binding (the trace could not be written): rethrown as it is
    /// by `call` instead of the Lua error it became, so the caller sees its type.
    var hostFailure: (any Error)?
    var pendingUnrefs: [Int32] = []
    /// Where each pending `after` was called ("file:line: "), by its function's registry ref.
    var callSites: [Int32: String] = [:]
    /// The last place `sharedCallerPosition` found, as bytes and as the String it returned.
    var lastCallerPosition: (bytes: [UInt8], text: String)?
    /// Swift memory charged to the script (HostBudget.swift): in all, not yet told to the
    /// collector, per object, and for scene changes the run loop has yet to take.
    @exclusivity(unchecked) var hostBytes = 0
    @exclusivity(unchecked) var collectorDebt = 0
    var objectCharges: [ObjectIdentifier: ObjectCharge] = [:]
    var objectChargesAfterSweep = 0
    @exclusivity(unchecked) var pendingChangeBytes = 0
    /// Groups put inside other groups, with their levels of nesting (AnimationGroupBindings.swift).
    var nestedGroups: [ObjectIdentifier: NestedGroup] = [:]
    var nestedGroupsSwept = 0
    @exclusivity(unchecked) var bindingDepth = 0
    /// What the script's `expect` checks found (ExpectHost.swift, Prelude/expect.lua).
    public let expectations = Expectations()
    /// Registry refs of the `expect.at` functions still to run.
    var checkRefs: Set<Int32> = []
    /// `expect.within` watchers are active: each event instant gets a sweep.
    var sweepActive = false
    var lastSweepTick: Tick?
    var sweepRef: Int32 = 0
    var expectFinishRef: Int32 = 0
    /// The script touched `expect`: its chunk ran and `sweepRef` and `expectFinishRef` are set.
    var expectLoaded = false
    private(set) var isClosed = false

    public init(scene: Scene, runner: Runner, options: HostOptions) {
        self.scene = scene
        self.runner = runner
        self.options = options
        limits = UnsafeMutablePointer<cartlua_Limits>.allocate(capacity: 1)
        var initial = cartlua_Limits()
        initial.memory_limit = options.limits.memory
        initial.instruction_limit = options.limits.instructions
        limits.initialize(to: initial)
        guard let state = cartlua_newstate(limits) else {
            preconditionFailure("cartlua: Lua could not allocate its state")
        }
        L = state
        cartlua_getextraspace(L).storeBytes(of: Unmanaged.passUnretained(self).toOpaque(), as: UnsafeMutableRawPointer.self)
        installEnvironment()
        // `expect` reads the events the trace gets (ExpectHost.swift).
        runner.tapEvents { [weak self] time, event in self?.recordEvent(event, at: time) }
    }

    deinit {
        close()
        limits.deallocate()
    }

    /// The counting allocator's and the instruction hook's state (shim.h), owned by the host:
    /// it must outlive the Lua state.
    let limits: UnsafeMutablePointer<cartlua_Limits>

    /// Lua instructions run so far (to the hook's step of 1000).
    public var instructionsUsed: Int64 { limits.pointee.instructions }
    /// The most memory Lua held at once, in bytes.
    public var peakMemory: Int { limits.pointee.memory_peak }

    /// Closes the Lua state: every object and callback the script held is freed.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        lua_close(L)
    }

    var lua: Lua { Lua(L: L) }

    // MARK: Running

    /// Loads and runs the script's main chunk (text only). Throws `ScriptError` for a syntax or
    /// run-time error, `UsageError` for a bad `--set`.
    public func runMain(source: [UInt8]) throws {
        guard !isClosed else { throw ScriptError(message: "the Lua host is closed", traceback: nil, virtualTime: nil) }
        try load(.file(options.scriptPath, source), on: lua)
        do {
            try call(arguments: 0, results: 0, at: nil)
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

    /// Why `source` is not a script, as "line: message": a precompiled chunk (Lua would say so
    /// without naming the file), or not UTF-8 text; nil for a script.
    static func sourceProblem(_ source: [UInt8]) -> String? {
        if source.first == 0x1b { return "1: a precompiled Lua chunk: cartlua runs Lua source text only" }
        return utf8Problem(source)
    }

    /// Where a script's text stops being UTF-8, as "line: message"; nil for valid UTF-8. Lua
    /// itself takes any bytes, but the trace (JSON) is UTF-8 and so are scripts.
    static func utf8Problem(_ source: [UInt8]) -> String? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = source.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar):
                offset += scalar.count
            case .emptyInput:
                return nil
            case .error:
                let before = source[..<offset]
                let line = before.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
                let column = offset - (before.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
                let byte = String(source[offset], radix: 16, uppercase: true)
                return "\(line): not UTF-8 text (byte 0x\(byte.count == 1 ? "0" + byte : byte) at column \(column)); scripts must be UTF-8"
            }
        }
    }

    var paramList: String {
        params.isEmpty ? " (it declares none)" : " (its params: " + params.map(\.name).joined(separator: ", ") + ")"
    }

    /// Calls the function below `arguments` values on the stack under lua_pcall with a
    /// traceback handler; a Lua error becomes a `ScriptError` at virtual time `time`.
    /// `site` ("file:line: ") is where a callback was registered, for an error that has no
    /// place of its own.
    func call(arguments: Int32, results: Int32, at time: Double?, site: String? = nil) throws {
        let base = lua.top - arguments
        cartlua_pushmsghandler(L)
        lua_rotate(L, base, 1)
        let status = cartlua_pcall(L, arguments, results, base)
        lua_rotate(L, base, -1)
        lua.pop()
        flushUnrefs()
        if let failure = hostFailure {
            // Fatal even when the script caught the Lua error it became.
            hostFailure = nil
            lua.setTop(base - 1)
            throw failure
        }
        if status == LUA_OK && limits.pointee.instructions_exceeded != 0 {
            // Passed the instruction limit and swallowed the error (a finalizer, a `__close`):
            // the run fails all the same.
            lua.setTop(base - 1)
            throw ScriptError(message: instructionLimitMessage, traceback: nil, virtualTime: time)
        }
        guard status == LUA_OK else {
            let text = lua.string(-1) ?? "(error object is not a string)"
            lua.pop()
            var message = text, traceback: String?
            if let r = Self.firstRange(of: "\nstack traceback:", in: text[...]) {
                message = String(text[..<r.lowerBound])
                traceback = String(text[r.lowerBound...].dropFirst())
            }
            if limits.pointee.instructions_exceeded != 0 {
                // However the limit's error was passed on (wrapped by coroutine.wrap, replaced by
                // an error in a message handler), the run ends with the limit's own message.
                message = instructionLimitMessage
            } else if let place = raisedMemoryLimitPlace(message) {
                // Raised by the trampoline after a binding (shim.h), at the script's line.
                message = place + memoryLimitMessage
            } else if status == LUA_ERRMEM || message == "not enough memory" || message.hasSuffix(": not enough memory") {
                // The counting allocator refused (shim.h); Lua's own message names no limit
                // and no place: the allocator kept the script's line running then.
                let place = message.hasSuffix(": not enough memory")
                    ? String(message.dropLast("not enough memory".count)) : memoryPlace
                message = place + memoryLimitMessage
            } else if !LuaHost.hasPosition(message) {
                // An error raised with level 0, from a C function a callback went straight to
                // (`after(0, error)`), or at a C call boundary (a C stack overflow): the script
                // line that led to it, from the traceback, or where the callback was registered.
                if let place = traceback.flatMap(LuaHost.firstScriptFrame) ?? site {
                    message = place + message
                }
            }
            throw ScriptError(message: message, traceback: traceback, virtualTime: time)
        }
    }

    /// The memory limit as the person reads it (after the script's place).
    var memoryLimitMessage: String {
        "memory limit exceeded: the script holds over \(options.limits.memory >> 20) MiB (see --max-memory)"
    }

    /// The place of the memory limit the trampoline raised (shim.h), when `message` is that
    /// error: known by the flag the trampoline set, and by being its very words after its place
    /// (a flag left by an error the script caught does not make another error this one).
    func raisedMemoryLimitPlace(_ message: String) -> String? {
        guard limits.pointee.memory_raised != 0 else { return nil }
        let place = withUnsafeBytes(of: limits.pointee.memory_raised_place) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard message == place + CARTLUA_MEMORY_LIMIT_RAISED else { return nil }
        limits.pointee.memory_raised = 0
        return place
    }

    /// Where the allocator last refused ("file:line: "), or "".
    var memoryPlace: String {
        withUnsafeBytes(of: limits.pointee.memory_place) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The instruction limit's message, with the place the limit was first passed.
    var instructionLimitMessage: String {
        withUnsafeBytes(of: limits.pointee.exceeded_message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// "file:line: " of the script's code that called the running binding (through C functions
    /// and cartlua's own wrappers such as pcall, the nearest script caller), if there is one.
    func callerPosition(_ lua: Lua) -> String? {
        cartlua_push_script_place(lua.L, 1)
        defer { lua.pop() }
        guard let s = lua.string(-1), !s.isEmpty else { return nil }
        return s
    }

    /// `callerPosition`, sharing one String among calls from the same place: `after` keeps one
    /// per pending call (100,000 in the coin benchmark), and they are nearly all the same few.
    /// The last place is compared by its bytes (no String made for a repeat).
    func sharedCallerPosition(_ lua: Lua) -> String? {
        cartlua_push_script_place(lua.L, 1)
        defer { lua.pop() }
        var len = 0
        guard let p = lua_tolstring(lua.L, -1, &len), len > 0 else { return nil }
        let bytes = UnsafeRawBufferPointer(start: p, count: len)
        if let last = lastCallerPosition, last.bytes.elementsEqual(bytes) { return last.text }
        let text = String(decoding: bytes, as: UTF8.self)
        lastCallerPosition = (Array(bytes), text)
        return text
    }

    /// Whether a message starts with a position, "chunk:line: ".
    static func hasPosition(_ message: String) -> Bool {
        guard let line = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first else { return false }
        var rest = Substring(line)
        while let colon = rest.firstIndex(of: ":") {
            let after = rest[rest.index(after: colon)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).hasPrefix(": ") { return true }
            rest = after
        }
        return false
    }

    /// The first occurrence of `pattern` in `text`, compared by Unicode scalars. (The standard
    /// `firstRange(of:)` lives in _StringProcessing, which the program does not load:
    /// Package.swift, `lean`.)
    static func firstRange(of pattern: String, in text: Substring) -> Range<Substring.Index>? {
        let scalars = text.unicodeScalars, wanted = Array(pattern.unicodeScalars)
        guard let head = wanted.first else { return text.startIndex..<text.startIndex }
        var i = scalars.startIndex
        while let start = scalars[i...].firstIndex(of: head) {
            var j = start, k = 0
            while k < wanted.count, j < scalars.endIndex, scalars[j] == wanted[k] {
                j = scalars.index(after: j)
                k += 1
            }
            if k == wanted.count { return start..<j }
            i = scalars.index(after: start)
        }
        return nil
    }

    /// "chunk:line: " of the first traceback frame in the script or its modules (not in C, not
    /// in cartlua's own chunks).
    static func firstScriptFrame(_ traceback: String) -> String? {
        for raw in traceback.split(separator: "\n").dropFirst() {
            let frame = raw.drop { $0 == "\t" || $0 == " " }
            if frame.hasPrefix("[C]") || frame.hasPrefix("cartlua ") || frame.hasPrefix("(") { continue }
            guard let r = firstRange(of: ": in ", in: frame) else { continue }
            let place = frame[..<r.lowerBound]
            guard hasPosition(place + ": ") else { continue }
            return place + ": "
        }
        return nil
    }

    /// Registry references dropped by Swift objects since the last safe point.
    func flushUnrefs() {
        guard !pendingUnrefs.isEmpty, !isClosed else { return }
        for r in pendingUnrefs { luaL_unref(L, Lua.registry, r) }
        pendingUnrefs.removeAll()
    }

    // MARK: ScriptHost

    public func animationDidStart(_ attachment: Attachment) throws {
        charge(LuaHost.eventCost)
        try callDelegate(attachment.animation, "animationDidStart", finished: nil)
    }

    public func animationDidStop(_ attachment: Attachment, finished: Bool) throws {
        releaseCharge(for: attachment.animation)
        charge(LuaHost.eventCost)
        try callDelegate(attachment.animation, "animationDidStop", finished: finished)
    }

    public func performDelayedCall(token: Int) throws {
        guard !isClosed else { return }
        if try performCheck(token: token) { return }
        charge(LuaHost.eventCost)
        let ref = Int32(token)
        let site = callSites.removeValue(forKey: ref)
        try spendOnCallback(site: site)
        lua_rawgeti(L, Lua.registry, lua_Integer(ref))
        luaL_unref(L, Lua.registry, ref)
        try call(arguments: 0, results: 0, at: runner.currentTime, site: site)
    }

    /// Calls `delegate.<method>(anim[, finished])` when the delegate has that function. The
    /// `anim` is the attached copy's own Lua object, the one `layer:animation(key)` returns.
    func callDelegate(_ animation: Animation, _ method: String, finished: Bool?) throws {
        guard !isClosed, let d = animation.delegate as? LuaDelegate, d.host === self else { return }
        lua_rawgeti(L, Lua.registry, lua_Integer(d.ref))
        guard lua.type(-1) == LUA_TTABLE else { lua.pop(); return }
        lua.getField(-1, method)
        lua_rotate(L, -2, -1)
        lua.pop()
        guard lua.type(-1) == LUA_TFUNCTION else { lua.pop(); return }
        do { try spendOnCallback(site: d.site) } catch { lua.pop(); throw error }
        pushObject(animation, lua)
        if let finished { lua.push(finished) }
        try call(arguments: finished == nil ? 1 : 2, results: 0, at: runner.currentTime, site: d.site)
    }
}

/// A group inside another group and its levels of nesting (weak: the entry of a freed group is
/// stale, never mistaken for a new object at the same address).
struct NestedGroup {
    weak var group: AnimationGroup?
    let levels: Int
}

/// An animation delegate written in Lua: a table with optional `animationDidStart(anim)` and
/// `animationDidStop(anim, finished)`, held in the registry while the Swift side holds it.
final class LuaDelegate: AnimationDelegate {
    weak var host: LuaHost?
    let ref: Int32
    /// Where the delegate was given ("file:line: "), for errors with no place of their own.
    let site: String?

    init(host: LuaHost, ref: Int32, site: String? = nil) {
        self.host = host
        self.ref = ref
        self.site = site
    }

    deinit {
        // Not now (this may run inside any Lua call): at the host's next safe point.
        if let host, !host.isClosed { host.pendingUnrefs.append(ref) }
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
