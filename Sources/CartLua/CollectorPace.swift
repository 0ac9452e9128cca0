/// How Lua's collector is paced for a script: generational, and a pause for the heap's size
/// when a major collection frees little.
///
/// Generational mode (the Lua 5.4 manual's "Generational Garbage Collection") collects the
/// young objects often and the whole heap only once it has grown `majorMultiplier` % over what
/// the last major collection kept.
/// A run's garbage is mostly young (a coin's option tables, its `after` closure once called);
/// in incremental mode every cycle marked and swept the whole heap, and each cycle's end — the
/// sweep of every object and ~2,300 finalizers at once — left the writer's helper idle for
/// 2.5–3 ms, eight times in coins-10000. Generational: paired wall 0.92–0.96 of incremental at
/// 10,000 coins, 0.95 at 100,000 with a lower peak (41.7 MiB against 43.5; `farm-bench`).
///
/// When a major collection frees less than half the growth since the last (a heap of live
/// objects: 100,000 pending `after` calls), Lua goes on with full collections, each after a
/// pause, until one frees enough. Lua sets that pause by a ratio alone, which fits neither end:
/// a small heap would be collected each time it grew by two fifths, while a large one must keep
/// to a small ratio to stay small. The headroom lets small heaps wait for a few MiB of garbage;
/// large ones keep the ratio.
struct CollectorPace {
    /// The minor multiplier, Lua's default: a minor collection each time the heap grows by 20 %
    /// (10 and 50 were no faster at coins-10000, paired).
    static let minorMultiplier: Int32 = 20
    /// The major multiplier. A dead coin's Swift objects (its layer) wait for its userdata to
    /// be collected — by a major collection, once the userdata is old — and Lua's heap does not
    /// count them: the multiplier decides how many wait. Peak at coins-100000 (`/usr/bin/time`,
    /// JSON Lines): 70 MiB at Lua's default 100, 54.5 at 50, 51.5 at 40, 45.0 at 30, under the
    /// 50 MiB target.
    static let majorMultiplier: Int32 = 30
    /// The ratio a large heap keeps between full collections, in percent of what the last one
    /// kept. Nothing counts a dead coin's Swift objects in Lua's heap, so the ratio decides how
    /// many wait. Measured when every cycle was a full one (incremental mode): coins-100000
    /// peaked at 49.8 MiB at 140, 44.7 at 124. Lua keeps a pause in steps of 4 %.
    static let minimumPause: Int32 = 124
    /// The most a small heap may grow, in percent: a script that builds a large heap without
    /// calling a binding (only then is the pause set, `LuaState.paceCollector`) grows it by at
    /// most this ratio between cycles — Lua's own default is 200.
    static let maximumPause: Int32 = 300

    /// The garbage a heap may gather before a cycle, in KiB.
    let headroomKB: Int

    /// 3 MiB, or a sixteenth of a memory limit under 48 MiB (`memoryLimit` in bytes, 0 for
    /// none): garbage counts against the limit, so a tight one leaves little of it. Measured
    /// when every cycle was a full one (incremental mode): counted in instructions, 2 MiB took
    /// 7.9 % off coins-10000's calling thread and 4 MiB 8.7 %; in time a full collection costs
    /// more than its instructions, as its sweep reads the header of every object in the heap
    /// (10,000 pending `after` closures and their upvalues among them), a cache miss each.
    /// 3 MiB over 2: paired wall 0.96–0.97 at 10,000 coins, for 1.5 MiB more at coins-100000's
    /// peak; 4 MiB cost 3.8 MiB more.
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
