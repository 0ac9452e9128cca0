import CLua
import CartAnimation
import CartRun

/// The run-time side of `expect` (CONTRACT.md "Expectations"): what the checks found, the
/// event log they look in, the silent checks on the virtual clock (`expect.at`, and the sweep
/// that re-examines `expect.within` watchers after an instant's events), and the end-of-run
/// step. The Lua half is Prelude/expect.lua; the private functions it is built on are in
/// ExpectHost.swift.
final class ExpectRuntime {
    /// The token of the silent check that re-examines `expect.within` at an event's instant.
    static let sweepToken = -2

    /// What the script's checks found.
    let expectations = Expectations()
    private let state: LuaState
    /// Unowned: the runner's event tap holds this runtime (`LuaHost.init`), and the host that
    /// calls it otherwise holds the runner.
    private unowned let runner: Runner
    /// Registry refs of the `expect.at` functions still to run.
    private var checkRefs: Set<Int32> = []
    /// `expect.within` watchers are active: each event instant gets a sweep.
    var sweepActive = false
    private var lastSweepTick: Tick?
    private var sweepRef: Int32 = 0
    private var finishRef: Int32 = 0
    /// The script touched `expect`: its chunk ran and handed over its sweep and finish.
    private(set) var isLoaded = false

    init(state: LuaState, runner: Runner) {
        self.state = state
        self.runner = runner
    }

    /// Keeps the finish and sweep functions the expect chunk returned (on top of `lua`'s
    /// stack, the sweep uppermost) in the registry; from now on the run has checks to finish.
    func takeFunctions(_ lua: Lua) {
        sweepRef = luaL_ref(lua.L, Lua.registry)
        finishRef = luaL_ref(lua.L, Lua.registry)
        isLoaded = true
    }

    /// Schedules the function on top of `lua`'s stack to run silently at virtual time `t`,
    /// after that instant's events (`expect.at`).
    func scheduleCheck(_ lua: Lua, at t: Double) {
        let ref = luaL_ref(lua.L, Lua.registry)
        checkRefs.insert(ref)
        runner.scheduleCheck(at: t, token: Int(ref))
    }

    /// Records an event the trace got (the runner's tap, `Runner.tapEvents`) for `expect.event`
    /// and `expect.order`, and has `expect.within` look at the state after this instant's events.
    func recordEvent(_ event: TraceEvent, at time: Double) {
        guard !state.isClosed else { return }
        expectations.log.append(event, at: time)
        if sweepActive && lastSweepTick != runner.now {
            lastSweepTick = runner.now
            runner.scheduleCheck(at: runner.currentTime, token: ExpectRuntime.sweepToken)
        }
    }

    /// Runs a silent check (`expect.at`, `expect.within`'s sweep); false when `token` is not one.
    func performCheck(token: Int) throws -> Bool {
        if token == ExpectRuntime.sweepToken {
            lua_rawgeti(state.L, Lua.registry, lua_Integer(sweepRef))
            try state.call(arguments: 0, results: 0, at: runner.currentTime)
            return true
        }
        let ref = Int32(truncatingIfNeeded: token)
        guard checkRefs.remove(ref) != nil else { return false }
        try state.callOnce(ref, at: runner.currentTime)
        return true
    }

    /// Makes the end-of-run checks (`LuaHost.finishExpectations`); later calls do nothing.
    func finish() throws {
        guard !state.isClosed, !expectations.isFinished else { return }
        expectations.isFinished = true
        // A script that never touched `expect` has nothing to check.
        guard isLoaded else { return }
        lua_rawgeti(state.L, Lua.registry, lua_Integer(finishRef))
        try state.call(arguments: 0, results: 0, at: runner.currentTime)
    }
}
