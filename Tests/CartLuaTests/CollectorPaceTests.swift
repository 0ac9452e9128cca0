import CLua
import Testing
@testable import CartLua

/// How Lua's collector is paced (`CollectorPace`): generational, and full collections after a
/// few MiB of garbage in a small heap, after 24 % growth in a large one.
@Suite struct CollectorPaceTests {
    /// The pause for heaps of each size: 3 MiB over the heap, within 124…300 %.
    @Test(arguments: [
        (1, 300), (512, 300), (1024, 300), (1536, 300), (2048, 250), (3072, 200), (4096, 175), (6144, 150),
        (10_000, 131), (12_000, 126), (13_000, 124), (20_000, 124), (100_000, 124),
        (0, 300), (1500, 300), (3000, 203),
    ])
    func thePauseLeavesThreeMebibytesInASmallHeap(heapKB: Int, pause: Int32) {
        #expect(CollectorPace(memoryLimit: 0).pause(heapKB: heapKB) == pause)
        #expect(CollectorPace(memoryLimit: 512 << 20).pause(heapKB: heapKB) == pause)
    }

    /// Under a tight memory limit the headroom is a sixteenth of it (garbage counts against it).
    @Test func aTightLimitLeavesLessGarbage() {
        let pace = CollectorPace(memoryLimit: 8 << 20)
        #expect(pace.headroomKB == 512)
        #expect(pace.pause(heapKB: 512) == 200)
        #expect(pace.pause(heapKB: 1024) == 150)
        #expect(CollectorPace(memoryLimit: 32 << 20).headroomKB == 2048)
        #expect(CollectorPace(memoryLimit: 48 << 20).headroomKB == 3072)
        #expect(CollectorPace(memoryLimit: 64 << 20).headroomKB == 3072)
    }

    /// A script's state collects generationally: its young garbage in minor collections, the
    /// old only in major ones (the next test holds that old garbage does go).
    @Test func theStatesCollectorIsGenerational() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array("for i = 1, 100000 do local t = {i} end".utf8))
        #expect(cartlua_gcisgenerational(host.L) != 0)
        host.close()
    }

    /// The state's pause follows its heap: a script's small heap waits for garbage, a large one
    /// keeps to 24 % (what coins-100000's peak needs), and a heap that shrinks waits again.
    @Test func theStatesPauseFollowsItsHeap() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array("x = 1".utf8))
        #expect(cartlua_gcpause(host.L) == 300)
        try host.runMain(source: Array("big = {} for i = 1, 300000 do big[i] = {i} end".utf8))
        #expect(cartlua_gccount(host.L) > 18 << 10)
        #expect(cartlua_gcpause(host.L) == 124)
        // Let go of it, and make garbage until the collector has been round.
        try host.runMain(source: Array("big = nil for i = 1, 1200000 do local t = {i} end".utf8))
        #expect(cartlua_gccount(host.L) < 1 << 10)
        #expect(cartlua_gcpause(host.L) == 300)
        host.close()
    }
}
