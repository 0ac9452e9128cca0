import CLua
import Glibc

/// One Lua state and the ways into it: it loads chunks (Chunk.swift, the one loader), calls Lua
/// under `lua_pcall` with a traceback handler, and maps a failed call to the `ScriptError`
/// people read. It owns the counters the counting allocator and the instruction hook keep
/// (`cartlua_Limits`, shim.h): they must outlive the state, so they live and die with it.
///
/// Knows nothing of classes, budgets or `expect`: those are `ClassRegistry`, `HostBudget` and
/// `ExpectRuntime`, which `LuaHost` owns beside it.
final class LuaState {
    let L: OpaquePointer
    /// The allocator's and the hook's counts and limits (shim.h).
    let limits: UnsafeMutablePointer<cartlua_Limits>
    /// Bindings running now: a finalizer may run inside another binding (Registration.swift),
    /// and memory charged inside one is raised by the trampoline after it returns (shim.h).
    var bindingDepth = 0
    /// A Swift error that stopped a binding (the trace could not be written): rethrown as it is
    /// by `call` instead of the Lua error it became, so the caller sees its type.
    var hostFailure: (any Error)?
    /// Registry references Swift objects dropped, unreferenced at the next safe point.
    var pendingUnrefs: [Int32] = []
    /// The script's delegate tables (`LuaDelegate`), apart from the registry (`RefTable` says
    /// why), and the references to them dropped since the last safe point.
    let delegates: RefTable
    var pendingDelegateUnrefs: [Int32] = []
    /// The last place `sharedCallerPosition` found: the function running there, held by a
    /// registry reference (so that its address names no other function meanwhile), the line,
    /// and the String it returned.
    private var lastCallerPosition: (function: UnsafeRawPointer, ref: Int32, line: Int32, text: String)?
    private(set) var isClosed = false
    /// The memory limit in MiB, as its message names it.
    private let memoryLimitMiB: Int
    /// The pause of the collector's full collections (`CollectorPace`), and the one last set.
    private let pace: CollectorPace
    private var lastPause = CollectorPace.minimumPause

    /// A new state with the libraries unopened, counting against `scriptLimits`' instruction
    /// and memory limits.
    init(scriptLimits: ScriptLimits) {
        limits = UnsafeMutablePointer<cartlua_Limits>.allocate(capacity: 1)
        var initial = cartlua_Limits()
        initial.memory_limit = scriptLimits.memory
        initial.instruction_limit = scriptLimits.instructions
        limits.initialize(to: initial)
        memoryLimitMiB = scriptLimits.memory >> 20
        guard let state = cartlua_newstate(limits) else {
            preconditionFailure("cartlua: Lua could not allocate its state")
        }
        L = state
        StaticName.register(state, limits)
        delegates = RefTable(state)
        // The collector: generational, a major collection once the heap has grown 30 % over
        // what the last one kept (`CollectorPace` says why), and after a major collection that
        // freed little, a pause that follows the heap (`paceCollector`).
        cartlua_gcgenerational(state, CollectorPace.minorMultiplier, CollectorPace.majorMultiplier)
        pace = CollectorPace(memoryLimit: scriptLimits.memory)
        paceCollector()
    }

    /// Sets the collector's pause for the heap as it is now (`CollectorPace`): after every
    /// call into Lua and every step the host's charges make, so a full collection that ends
    /// uses the pause of a heap close to the one it kept.
    func paceCollector() {
        let pause = pace.pause(heapKB: Int(cartlua_gccount(L)))
        guard pause != lastPause else { return }
        lastPause = pause
        cartlua_setgcpause(L, pause)
    }

    deinit {
        close()
        limits.deallocate()
    }

    var lua: Lua { Lua(L: L) }

    /// Closes the state: every object and callback the script held is freed.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        lua_close(L)
        cartlua_free_spares(limits)
    }

    /// Calls the function below `arguments` values on the stack under lua_pcall with a
    /// traceback handler; a Lua error becomes a `ScriptError` at virtual time `time`.
    /// `site` ("file:line: ") is where a callback was registered, for an error that has no
    /// place of its own.
    func call(arguments: Int32, results: Int32, at time: Double?, site: String? = nil) throws {
        let lua = self.lua
        let base = lua.top - arguments
        cartlua_pushmsghandler(L)
        lua_rotate(L, base, 1)
        let status = cartlua_pcall(L, arguments, results, base)
        lua_rotate(L, base, -1)
        lua.pop()
        flushUnrefs()
        paceCollector()
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
            throw scriptError(text, status: status, at: time, site: site)
        }
    }

    /// Runs `push`, which puts the arguments of a call the run loop makes (outside any binding)
    /// on the stack, as a binding's work: an allocation past the memory limit is made and
    /// flagged, not refused — refused outside lua_pcall, it would end in Lua's panic, which
    /// aborts the process. Still past the limit once the garbage is collected, the values are
    /// taken off again and the run ends with the limit's error at `site`, where the callback was
    /// given, as the binding would raise it (`cartlua_still_over_limit`, the trampoline's rule).
    func pushAsBinding(site: String?, at time: Double, _ push: () -> Void) throws {
        let top = lua.top, outer = limits.pointee.in_binding
        limits.pointee.in_binding = 1
        push()
        limits.pointee.in_binding = outer
        guard outer == 0, limits.pointee.memory_exceeded != 0, cartlua_still_over_limit(L, limits) != 0 else { return }
        lua.setTop(top)
        throw ScriptError(message: (site ?? "") + memoryLimitText, traceback: nil, virtualTime: time)
    }

    private var memoryLimitText: String {
        "memory limit exceeded: the script holds over \(memoryLimitMiB) MiB (see --max-memory)"
    }

    /// The error people see for a failed call's error `text` (message and traceback).
    private func scriptError(_ text: String, status: Int32, at time: Double?, site: String?) -> ScriptError {
        var message = text, traceback: String?
        if let r = LuaState.firstRange(of: "\nstack traceback:", in: text[...]) {
            message = String(text[..<r.lowerBound])
            traceback = String(text[r.lowerBound...].dropFirst())
        }
        if limits.pointee.instructions_exceeded != 0 {
            // However the limit's error was passed on (wrapped by coroutine.wrap, replaced by
            // an error in a message handler), the run ends with the limit's own message.
            message = instructionLimitMessage
        } else if let place = raisedMemoryLimitPlace(message) {
            // Raised by the trampoline after a binding (shim.h), at the script's line.
            message = place + memoryLimitText
        } else if status == LUA_ERRMEM || message == "not enough memory" || message.hasSuffix(": not enough memory") {
            // The counting allocator refused (shim.h); Lua's own message names no limit
            // and no place: the allocator kept the script's line running then.
            let place = message.hasSuffix(": not enough memory")
                ? String(message.dropLast("not enough memory".count)) : memoryPlace
            message = place + memoryLimitText
        } else if !LuaState.hasPosition(message) {
            // An error raised with level 0, from a C function a callback went straight to
            // (`after(0, error)`), or at a C call boundary (a C stack overflow): the script
            // line that led to it, from the traceback, or where the callback was registered.
            if let place = traceback.flatMap(LuaState.firstScriptFrame) ?? site {
                message = place + message
            }
        }
        return ScriptError(message: message, traceback: traceback, virtualTime: time)
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
    /// A repeat of the last place is known by its frame's function and line, without the
    /// frame's source (`cartlua_same_script_frame`): a coin's delegate and its `after` asked.
    func sharedCallerPosition(_ lua: Lua) -> String? {
        if let last = lastCallerPosition, cartlua_same_script_frame(lua.L, 1, last.function, last.line) != 0 {
            return last.text
        }
        var ar = lua_Debug()
        guard cartlua_script_frame(lua.L, 1, &ar) != 0, let text = callerPosition(lua) else { return nil }
        lua_getinfo(lua.L, "f", &ar)
        guard let function = lua_topointer(lua.L, -1) else {
            lua.pop()
            return text
        }
        // The last one's slot first, for this one to take: the registry does not grow.
        if let last = lastCallerPosition { luaL_unref(lua.L, Lua.registry, last.ref) }
        lastCallerPosition = (function, luaL_ref(lua.L, Lua.registry), ar.currentline, text)
        return text
    }

    /// Drops the references Swift objects let go of since the last safe point.
    func flushUnrefs() {
        guard !isClosed else { return }
        if !pendingUnrefs.isEmpty {
            for r in pendingUnrefs { luaL_unref(L, Lua.registry, r) }
            pendingUnrefs.removeAll()
        }
        if !pendingDelegateUnrefs.isEmpty {
            delegates.unref(pendingDelegateUnrefs, L)
            pendingDelegateUnrefs.removeAll()
        }
    }

    /// Pushes the registry value `ref`, drops the reference, and calls it with no arguments at
    /// `time` (a delayed call, a check: functions that run once).
    func callOnce(_ ref: Int32, at time: Double, site: String? = nil) throws {
        lua_rawgeti(L, Lua.registry, lua_Integer(ref))
        // Dropped once the call is over, not before: an `after` the call makes gets a reference
        // of its own, never this one, so a pending call's reference (its token) names one call
        // for the whole run (`cartlua export` tells the calls a callback made by their tokens).
        defer { if !isClosed { luaL_unref(L, Lua.registry, ref) } }
        try call(arguments: 0, results: 0, at: time, site: site)
    }
}

/// Places in Lua's messages and tracebacks.
extension LuaState {
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
}
