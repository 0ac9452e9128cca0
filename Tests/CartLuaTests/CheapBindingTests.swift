import CLua
import CartAnimation
import CartRun
import Testing
@testable import CartLua

/// What makes a coin cheap to make from Lua and a long run small (issue 15, "Bindings without
/// boxing"): what is charged to Lua's collector, the handles left out of the object cache, the
/// event log's blocks, the start values taken only when an animation needs them.
@Suite struct CheapBindingTests {
    /// What the scene holds (an attached copy, scene changes) counts against the memory limit
    /// but is no debt of Lua's collector, which cannot free it; a userdata's object is.
    @Test func onlyWhatLuaCanFreeIsTheCollectorsDebt() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array("l = Layer{} a = BasicAnimation{keyPath = 'opacity', toValue = 0}".utf8))
        let debt = host.budget.collectorDebt, used = host.state.limits.pointee.memory_used
        try host.runMain(source: Array("window:addSublayer(l) l:addAnimation(a, 'fade')".utf8))
        #expect(host.budget.collectorDebt == debt)
        #expect(host.state.limits.pointee.memory_used > used + HostBudget.size(of: BasicAnimation(keyPath: .opacity)) / 2)
        try host.runMain(source: Array("b = BasicAnimation{keyPath = 'opacity'}".utf8))
        #expect(host.budget.collectorDebt > debt)
    }

    /// A Timer is pushed once: it takes no entry in the object cache (100,000 pending calls'
    /// entries were megabytes), and its handle still cancels.
    @Test func timersStayOutOfTheObjectCache() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array("""
            keep = {}
            for i = 1, 100 do keep[i] = after(1, function() end) end
            cancelled = keep[7]:cancel()
            """.utf8))
        let lua = host.lua
        _ = lua.rawField(Lua.registry, LuaHost.objectCacheKey)
        var timers = 0
        lua.pushNil()
        while lua_next(lua.L, -2) != 0 {
            if host.registry.object(lua, -1, classNames: ["Timer"]) != nil { timers += 1 }
            lua.pop()
        }
        lua.pop()
        #expect(timers == 0)
        lua_getglobal(lua.L, "cancelled")
        #expect(lua.bool(-1))
        lua.pop()
        #expect(host.runner.pendingCallCount == 99)
    }

    /// The log keeps every event, in order, across its fixed-size blocks.
    @Test func theEventLogKeepsEveryEventAcrossBlocks() {
        var log = EventLog()
        for i in 0..<5_000 {
            switch i % 3 {
            case 0: log.append(.after, at: Double(i))
            case 1: log.append(.animationDidStart(layer: "coin\(i)", key: i % 2 == 0 ? nil : "k"), at: Double(i))
            default: log.append(.animationDidStop(layer: "coin\(i)", key: "k", finished: i % 4 == 0), at: Double(i))
            }
        }
        #expect(log.count == 5_000)
        var seen: [Expectations.Event] = []
        log.forEach { seen.append($0) }
        #expect(seen.count == 5_000)
        #expect(seen[0] == Expectations.Event(time: 0, name: "after", layer: nil, key: nil, finished: nil))
        #expect(seen[4099] == Expectations.Event(time: 4099, name: "animationDidStart", layer: "coin4099", key: "k", finished: nil))
        #expect(seen[4997] == Expectations.Event(time: 4997, name: "animationDidStop", layer: "coin4997", key: "k", finished: false))
    }
}
