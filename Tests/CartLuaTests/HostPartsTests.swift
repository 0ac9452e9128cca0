import Glibc
import CLua
import CartAnimation
import CartRun
import Testing
@testable import CartLua

/// The parts `LuaHost` is made of, each on its own: the state's calls and their errors, the
/// budget's charges, the expect runtime's bookkeeping.
@Suite struct HostPartsTests {
    /// A state with Lua's base library, for calls of its own.
    func makeState(_ limits: ScriptLimits = ScriptLimits()) -> LuaState {
        let state = LuaState(scriptLimits: limits)
        luaL_requiref(state.L, "_G", luaopen_base, 1)
        state.lua.pop()
        return state
    }

    func run(_ source: String, on state: LuaState, at time: Double? = 1.5, site: String? = nil) -> ScriptError? {
        do {
            try LuaState.load(.file("s.lua", Array(source.utf8)), on: state.lua)
            try state.call(arguments: 0, results: 0, at: time, site: site)
            return nil
        } catch let e as ScriptError {
            return e
        } catch {
            Issue.record("not a ScriptError: \(error)")
            return nil
        }
    }

    @Test func aFailedCallIsAScriptErrorWithItsPlaceAndTraceback() throws {
        let state = makeState()
        let e = try #require(run("local x = 1\nerror('boom')", on: state))
        #expect(e.message == "s.lua:2: boom")
        #expect(e.traceback?.hasPrefix("stack traceback:") == true)
        #expect(e.virtualTime == 1.5)
        #expect(state.lua.top == 0)
    }

    /// An error with no place of its own takes the script's frame, else the callback's site.
    @Test func anErrorWithoutAPlaceTakesTheSite() throws {
        let state = makeState()
        #expect(try #require(run("error('bare', 0)", on: state, site: "main.lua:7: ")).message == "s.lua:1: bare")
        lua_getglobal(state.L, "error")
        state.lua.push("from C")
        state.lua.push(0)
        do {
            try state.call(arguments: 2, results: 0, at: nil, site: "main.lua:7: ")
            Issue.record("error did not fail")
        } catch let e as ScriptError {
            #expect(e.message == "main.lua:7: from C")
        }
    }

    @Test func theInstructionLimitEndsTheCallWithItsOwnMessage() throws {
        var limits = ScriptLimits()
        limits.instructions = 10_000
        let state = makeState(limits)
        let e = try #require(run("local n = 0\nwhile true do n = n + 1 end", on: state))
        #expect(e.message == "s.lua:2: instruction limit exceeded (see --max-instructions)")
        #expect(state.instructionLimitMessage == e.message)
    }

    @Test func callOnceDropsItsReference() throws {
        let state = makeState()
        try LuaState.load(.file("s.lua", Array("x = (x or 0) + 1".utf8)), on: state.lua)
        let ref = luaL_ref(state.L, Lua.registry)
        try state.callOnce(ref, at: 0)
        lua_getglobal(state.L, "x")
        #expect(state.lua.integer(-1) == 1)
        state.lua.pop()
        #expect(lua_rawgeti(state.L, Lua.registry, lua_Integer(ref)) != LUA_TFUNCTION)
        state.lua.pop()
    }

    // MARK: HostBudget

    @Test func chargesAndCreditsMoveTheStatesMemoryCount() {
        let state = makeState()
        let budget = HostBudget(state: state, scene: Scene())
        let lua = state.limits.pointee.memory_used
        budget.charge(500)
        #expect(state.limits.pointee.memory_used == lua + 500)
        #expect(state.limits.pointee.memory_peak >= lua + 500)
        // A credit never takes back more than Swift was charged: Lua's own bytes stay counted.
        budget.credit(10_000)
        #expect(state.limits.pointee.memory_used == lua)
        let box = PathBox()
        budget.setCharge(for: box, bytes: 1000)
        budget.setCharge(for: box, bytes: 300)
        #expect(state.limits.pointee.memory_used == lua + 300)
        budget.releaseCharge(for: box)
        #expect(state.limits.pointee.memory_used == lua)
    }

    /// The bytes a userdata's class is charged are its Swift object's, as the allocator holds
    /// them (mimalloc, which the test binary is linked with too, as the command is), to 128 bytes: never fewer, so the memory limit is not passed unseen, and not
    /// many more, so Lua's collector is not made to run for memory that is not there.
    @Test func eachClassIsChargedTheBytesOfItsObject() {
        // malloc_usable_size (mimalloc's here; <malloc.h>, which the Glibc module leaves out).
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else {
            Issue.record("no malloc_usable_size")
            return
        }
        let usable = unsafeBitCast(symbol, to: UsableSize.self)
        func held(_ object: AnyObject) -> Int { usable(Unmanaged.passUnretained(object).toOpaque()) }
        let objects: [(String, AnyObject)] = [
            ("BasicAnimation", BasicAnimation(keyPath: .opacity)),
            ("SpringAnimation", SpringAnimation(keyPath: .opacity)),
            ("KeyframeAnimation", KeyframeAnimation(keyPath: .position)),
            ("AnimationGroup", AnimationGroup()),
            ("Path", PathBox()),
            ("TimingFunction", TimingFunctionBox(TimingFunction(name: .easeIn))),
            ("Timer", TimerBox(id: 1, ref: 1)),
        ]
        for (name, object) in objects {
            let charged = HostBudget.footprint(ofClass: name), bytes = held(object)
            #expect(charged >= bytes && charged < bytes + 128, "\(name): \(charged) charged, \(bytes) held")
        }
    }

    /// A charge is its object's own: credited as the object is freed, at once, with no table of
    /// objects to look it up in or to sweep (a stale entry there was credited only at the next
    /// sweep, thousands of charges later).
    @Test func aChargeIsCreditedAsItsObjectIsFreed() {
        let state = makeState()
        let budget = HostBudget(state: state, scene: Scene())
        let lua = state.limits.pointee.memory_used
        var box: PathBox? = PathBox()
        budget.setCharge(for: box!, bytes: 1000)
        #expect(state.limits.pointee.memory_used == lua + 1000)
        box = nil
        #expect(box == nil && state.limits.pointee.memory_used == lua)
        // A path's charge grows with it, charging only the growth.
        let path = PathBox()
        budget.raiseCharge(for: path, to: 100)
        budget.raiseCharge(for: path, to: 50)
        #expect(state.limits.pointee.memory_used == lua + 100)
        budget.raiseCharge(for: path, to: 300)
        #expect(state.limits.pointee.memory_used == lua + 300)
        budget.releaseCharge(for: path)
        #expect(state.limits.pointee.memory_used == lua)
    }

    /// Past the memory limit, only a charge made inside a binding flags it (the trampoline raises
    /// after the binding returns).
    @Test func theMemoryLimitIsFlaggedOnlyInsideABinding() {
        var limits = ScriptLimits()
        limits.memory = 1 << 20
        let state = makeState(limits)
        let budget = HostBudget(state: state, scene: Scene())
        budget.charge(2 << 20)
        #expect(state.limits.pointee.memory_exceeded == 0)
        state.bindingDepth = 1
        budget.charge(1)
        #expect(state.limits.pointee.memory_exceeded == 1)
        state.bindingDepth = 0
    }

    @Test func spendingPastTheInstructionLimitThrows() throws {
        var limits = ScriptLimits()
        limits.instructions = 1000
        let state = makeState(limits)
        let budget = HostBudget(state: state, scene: Scene())
        try budget.spend(900)
        #expect(throws: InstructionLimitPassed.self) { try budget.spend(200) }
        do {
            try budget.spendOnCallback(site: "main.lua:3: ", at: 2)
            Issue.record("no error past the limit")
        } catch let e as ScriptError {
            #expect(e.message == "main.lua:3: instruction limit exceeded (see --max-instructions)")
            #expect(e.virtualTime == 2)
        }
    }

    // MARK: ExpectRuntime

    @Test func anUntouchedExpectHasNothingToFinish() throws {
        let (host, _) = makeHost()
        let expect = ExpectRuntime(state: host.state, runner: host.runner)
        #expect(try expect.performCheck(token: 12) == false)
        #expect(!expect.isLoaded)
        try expect.finish()
        #expect(expect.expectations.isFinished)
        #expect(expect.expectations.events.isEmpty)
    }

    @Test func eventsAreRecordedAtTheRunnersTime() {
        let (host, _) = makeHost()
        let expect = ExpectRuntime(state: host.state, runner: host.runner)
        // As the runner's tap hands them over: each event with the run's time.
        expect.recordEvent(.after, at: host.runner.currentTime)
        expect.recordEvent(.animationDidStop(layer: "coin", key: "drop", finished: true), at: host.runner.currentTime)
        #expect(expect.expectations.events == [
            Expectations.Event(time: 0, name: "after", layer: nil, key: nil, finished: nil),
            Expectations.Event(time: 0, name: "animationDidStop", layer: "coin", key: "drop", finished: true),
        ])
    }

    /// A userdata is told by its metatable's bit among the classes an argument may be of: a
    /// TextLayer passes for a Layer, a Path passes for no animation, and names no class knows
    /// add none.
    @Test func anArgumentsClassIsOneOfItsKinds() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array("t = TextLayer{} p = Path() g = AnimationGroup{}".utf8))
        let lua = host.lua
        func object(_ global: String, _ kinds: ClassRegistry.Kinds) -> AnyObject? {
            lua_getglobal(lua.L, global)
            defer { lua.pop() }
            return host.object(lua, -1, kinds: kinds)
        }
        #expect(object("t", LuaHost.layerKinds) is TextLayer)
        #expect(object("p", LuaHost.layerKinds) == nil)
        #expect(object("p", LuaHost.animationKinds) == nil)
        #expect(object("p", LuaHost.pathKinds) is PathBox)
        #expect(object("g", LuaHost.animationKinds) is AnimationGroup)
        #expect(object("g", ClassRegistry.Kinds(["BasicAnimation", "Nonesuch"])) == nil)
        #expect(ClassRegistry.Kinds(["Nonesuch"]).isEmpty)
        host.close()
    }
}
