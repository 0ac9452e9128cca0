/// When Lua's collector starts its next cycle: once the heap has grown by the larger of 24 %
/// and a fixed headroom over what the last cycle kept.
///
/// A cycle marks everything alive and sweeps everything, so how often cycles come decides the
/// collector's cost. Lua sets that by a ratio alone (its pause), which fits neither end: a
/// small heap (a thousand coins) is collected each time it grows by two fifths, a seventh of
/// the instructions of coins-1000's calling thread (callgrind), while a large one (100,000
/// pending `after` calls) must keep to a small ratio to stay small. The headroom lets small
/// heaps wait for a few MiB of garbage; large ones keep the ratio.
struct CollectorPace {
    /// The ratio a large heap keeps, in percent of what the last cycle kept. A dead coin's Swift
    /// objects (its layer, its attached copies) wait for Lua to collect their userdata, and
    /// nothing counts them in Lua's heap: the ratio decides how many wait. It was 140 while a
    /// coin's five animation objects were charged to the collector too; with specs
    /// (AnimationSpec) nothing drives it but Lua's own bytes, and coins-100000 peaked at 57 MiB
    /// at 140. A removed layer now lets go of its program at once (`ScenePlan.takeOut`) and a
    /// Timer is a spec, and the peak is 49.8 MiB at 140, 44.7 at 124 (`/usr/bin/time`): 124
    /// leaves room under the 50 MiB target. Lua keeps a pause in steps of 4 %.
    static let minimumPause: Int32 = 124
    /// The most a small heap may grow, in percent: a script that builds a large heap without
    /// calling a binding (only then is the pause set, `LuaState.paceCollector`) grows it by at
    /// most this ratio between cycles — Lua's own default is 200.
    static let maximumPause: Int32 = 300

    /// The garbage a heap may gather before a cycle, in KiB.
    let headroomKB: Int

    /// 3 MiB, or a sixteenth of a memory limit under 48 MiB (`memoryLimit` in bytes, 0 for
    /// none): garbage counts against the limit, so a tight one leaves little of it. Counted in
    /// instructions 2 MiB took 7.9 % off coins-10000's calling thread and 4 MiB 8.7 %; in time
    /// a cycle costs more than its instructions, as its sweep reads the header of every object
    /// in the heap (10,000 pending `after` closures and their upvalues among them), a cache
    /// miss each: Lua's sweep loop had 7 % of the calling thread's `perf` samples. 3 MiB over
    /// 2: the calling thread −1.2 % of its instructions at 10,000 coins and paired wall 0.96–
    /// 0.97, for 1.5 MiB more at coins-100000's peak (43.6 MiB); 4 MiB brought that to 47.4.
    init(memoryLimit: Int) {
        let fixed = 3 << 10
        headroomKB = memoryLimit > 0 ? min(fixed, (memoryLimit >> 10) / 16) : fixed
    }

    /// The pause for a heap of `heapKB` KiB now: what makes the next cycle start `headroomKB`
    /// over it, within `minimumPause…maximumPause`. The heap between cycles holds what the last
    /// one kept and the garbage since, so this errs towards less headroom, never more.
    func pause(heapKB: Int) -> Int32 {
        let heap = max(heapKB, 1)
        let pause = 100 + (100 * headroomKB + heap - 1) / heap
        return Int32(min(max(pause, Int(CollectorPace.minimumPause)), Int(CollectorPace.maximumPause)))
    }
}
