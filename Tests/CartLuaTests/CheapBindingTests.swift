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
        // A spec (AnimationSpec) is Lua's own memory; its object, once made, is the collector's debt.
        try host.runMain(source: Array("b = BasicAnimation{keyPath = 'opacity'}".utf8))
        #expect(host.budget.collectorDebt == debt)
        try host.runMain(source: Array("b.duration = 1".utf8))
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
        host.pushObjectCache(lua)
        var timers = 0
        lua.pushNil()
        while lua_next(lua.L, -2) != 0 {
            if host.object(lua, -1, kinds: ClassRegistry.Kinds(["Timer"])) != nil { timers += 1 }
            lua.pop()
        }
        lua.pop()
        #expect(timers == 0)
        lua_getglobal(lua.L, "cancelled")
        #expect(lua.bool(-1))
        lua.pop()
        #expect(host.runner.pendingCallCount == 99)
    }

    /// `after` gives a spec (cartlua_TimerSpec): plain data, no TimerBox and no finalizer, until
    /// the script uses the handle; then it is a Timer as before.
    @Test func aTimerIsASpecUntilItIsUsed() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array("t = after(1, function() end) u = after(2, function() end)".utf8))
        let lua = host.lua
        func found(_ global: String) -> ClassRegistry.Found? {
            lua_getglobal(lua.L, global)
            defer { lua.pop() }
            return host.registry.find(lua, -1, kinds: ClassRegistry.Kinds(["Timer"]))
        }
        guard case .spec? = found("t"), case .spec? = found("u") else {
            Issue.record("after gave no specs")
            return
        }
        try host.runMain(source: Array("cancelled = u:cancel() again = u:cancel() name = tostring(t)".utf8))
        guard case .object(let box as TimerBox)? = found("u") else {
            Issue.record("a used Timer has no object")
            return
        }
        #expect(box.id == 2 && box.hostID == 0)
        guard case .object? = found("t") else { Issue.record("tostring made no object"); return }
        for (name, value) in [("cancelled", true), ("again", false)] {
            lua_getglobal(lua.L, name)
            #expect(lua.bool(-1) == value)
            lua.pop()
        }
        lua_getglobal(lua.L, "name")
        #expect(lua.string(-1) == "Timer(1)")
        lua.pop()
        #expect(host.runner.pendingCallCount == 1)
    }

    /// The object cache holds each userdata at its object's index, and a finalizer gives the
    /// index back: 20,000 animations made (their specs used, so each makes its object) and
    /// dropped take a few hundred indices, not 20,000;
    /// an object pushed again is the same Lua value, and one whose userdata was collected gets
    /// a new one (its old index may be another object's by then).
    @Test func cacheIndicesAreGivenBackAndIdentityHolds() throws {
        let (host, sink) = makeHost()
        try host.runMain(source: Array("""
            for i = 1, 20000 do local a = BasicAnimation{keyPath = 'opacity'}; a.duration = 1 end
            layer = Layer{name = 'kept'}
            window:addSublayer(layer)
            same = window.sublayers[1] == layer and layer.superlayer == window
            """.utf8))
        let lua = host.lua
        lua_getglobal(lua.L, "same")
        #expect(lua.bool(-1))
        lua.pop()
        #expect(host.objectIDs.next < 2_000, "\(host.objectIDs.next) indices for 20,000 animations")
        // Drop the script's handle of the layer and collect it: the layer lives on in the window,
        // and pushing it again makes a new userdata that works as the old one did.
        let kept = try #require(host.scene.window.sublayers.first), oldID = kept.hostID
        try host.runMain(source: Array("layer = nil".utf8))
        for _ in 0..<4 { cartlua_gcstep(lua.L, 1 << 20) }  // whole cycles: the layer's userdata is finalized
        let run = runScript("""
            for i = 1, 50 do local a = BasicAnimation{keyPath = 'opacity'}; a.duration = 1 end
            again = window.sublayers[1]
            print(again.name, again == window.sublayers[1], again.superlayer == window)
            """, on: host, sink: sink)
        #expect(run.errorMessage == nil)
        #expect(run.messages == ["kept\ttrue\ttrue"])
        // Its first userdata was finalized and its index taken by an animation made since.
        #expect(kept.hostID != oldID && oldID != 0)
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

    /// A record longer than a block (a layer named with 70,000 bytes) gets a block of its own;
    /// the events around it, and a copy of the log taken before them, read back as they were.
    @Test func theEventLogTakesARecordLongerThanABlock() {
        var log = EventLog()
        let long = String(repeating: "é", count: 35_000)
        log.append(.animationDidStart(layer: "a", key: "k"), at: 1)
        let before = log
        log.append(.animationDidStop(layer: long, key: long, finished: true), at: 2)
        log.append(.after, at: 3)
        var seen: [Expectations.Event] = []
        log.forEach { seen.append($0) }
        #expect(seen == [.init(time: 1, name: "animationDidStart", layer: "a", key: "k", finished: nil),
                         .init(time: 2, name: "animationDidStop", layer: long, key: long, finished: true),
                         .init(time: 3, name: "after", layer: nil, key: nil, finished: nil)])
        var kept: [Expectations.Event] = []
        before.forEach { kept.append($0) }
        #expect(kept == [seen[0]] && before.count == 1)
        #expect(log.byteCount > 140_000)
    }

    /// Packed, a coin's three events (its `after`, its group's start and stop) take about 50
    /// bytes of the log, where 48-byte records took 144; the times come back bit for bit, in
    /// whatever order they went in.
    @Test func theEventLogIsPackedAndExact() {
        var log = EventLog()
        for i in 1...3_000 {
            let t = Double(i) / 1000
            log.append(.after, at: t)
            log.append(.animationDidStart(layer: "coin\(i)", key: "coin"), at: t)
            log.append(.animationDidStop(layer: "coin\(i)", key: "coin", finished: true), at: t + 1)
        }
        #expect(log.byteCount <= 3_000 * 50)
        let times = [0.5, 0.25, -0.0, -3, 1e300, .infinity, -.infinity, 5e-324, 0]
        var odd = EventLog()
        for t in times { odd.append(.animationDidStop(layer: "ünï ✓", key: t < 0 ? nil : "", finished: false), at: t) }
        var seen: [Expectations.Event] = []
        odd.forEach { seen.append($0) }
        #expect(seen.map(\.time.bitPattern) == times.map(\.bitPattern))
        #expect(seen.allSatisfy { $0.layer == "ünï ✓" && $0.finished == false })
        #expect(seen.map(\.key) == times.map { $0 < 0 ? nil : "" })
    }

    /// An event's place in the log counts against the memory limit, but is no debt of Lua's
    /// collector, which cannot free it (it stepped the collector three times a coin).
    @Test func eventsAreNoCollectorDebt() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array("""
            local l = Layer{} window:addSublayer(l)
            l:addAnimation(BasicAnimation{keyPath = 'opacity', toValue = 0, duration = 0.1}, 'fade')
            after(0.05, function() end)
            """.utf8))
        let debt = host.budget.collectorDebt
        try host.runner.run(host: host)
        #expect(host.expectations.events.count == 3)
        #expect(host.budget.collectorDebt == debt)
        host.close()
    }

    /// Where pending `after` calls were made: each place once, 4 bytes a call; a call made
    /// with no place of its own is pending too.
    @Test func pendingCallSitesAreSmall() {
        var sites = PendingCallSites()
        for ref in Int32(3)..<100_003 { sites.insert(ref: ref, site: ref == 9 ? nil : "coins.lua:45: ") }
        #expect(sites.slotCount == 100_003)
        var removed = [sites.remove(ref: 4), sites.remove(ref: 4), sites.remove(ref: 9), sites.remove(ref: 200_000)]
        #expect(removed == ["coins.lua:45: ", nil, nil, nil])
        sites.insert(ref: 4, site: "other.lua:1: ")
        #expect(sites.pendingRefs.count == 99_999 && sites.pendingRefs.contains(4) && !sites.pendingRefs.contains(9))
        removed = [sites.remove(ref: 4), sites.remove(ref: 5)]
        #expect(removed == ["other.lua:1: ", "coins.lua:45: "])
        sites.insert(ref: 9, site: nil)
        #expect(sites.pendingRefs.contains(9))
    }

    /// The fixed names bindings look up (`StaticName`) are in every state, each its own text,
    /// and a look-up by one finds what the script wrote under that name.
    @Test func everyStaticNameIsMadeWithTheState() throws {
        let (host, _) = makeHost()
        let lua = host.lua
        for n in StaticName.allCases {
            cartlua_pushname(lua.L, n.rawValue)
            #expect(lua.string(-1) == n.text.description)
            lua.pop()
        }
        try host.runMain(source: Array("t = {keyPath = 'opacity', animationDidStop = 7}".utf8))
        lua_getglobal(lua.L, "t")
        #expect(lua.rawField(-1, .keyPath) == LUA_TSTRING && lua.string(-1) == "opacity")
        lua.pop()
        #expect(lua.rawField(-1, .animationDidStop) == LUA_TNUMBER && lua.number(-1) == 7)
        #expect(lua.rawField(-2, .name) == LUA_TNIL)
        lua.pop(3)
        host.close()
    }
}
