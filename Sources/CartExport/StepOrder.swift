import CartRun

/// The order of a step's added animations and scheduled calls that gives the run's event order.
///
/// Events due at the same virtual tick run in the order their causes were made (an animation's
/// start and stop in the order it was added, a delayed call in the order it was scheduled). The
/// recorder knows the additions' order but not where the `after` calls fell between them, so it
/// reads it back from what happened: whenever an addition and a call (or two calls) of one step
/// had events at the same tick, the one whose event came first was made first. Any order that
/// keeps those pairs reproduces the run; among the free choices additions come first, then calls
/// by when they ran.
enum StepOrder {
    /// `ops` (`.addAnimation` and `.schedule`) in an order consistent with the record's events.
    static func arrange(_ ops: [StepOp], in record: ExportRecord) -> [StepOp] {
        guard ops.count > 1 else { return ops }
        let events = ops.map { self.events(of: $0, in: record) }
        // Default rank: additions in their order, then calls by (tick, order) of their run.
        var rank = Array(ops.indices)
        let calls = ops.indices.filter { if case .schedule = ops[$0] { return true } else { return false } }
        let sortedCalls = calls.sorted { (events[$0].first?.order ?? 0) < (events[$1].first?.order ?? 0) }
        let additions = ops.indices.filter { !calls.contains($0) }
        for (r, i) in (additions + sortedCalls).enumerated() { rank[i] = r }
        // Edges: a → b when an event of a came before an event of b at the same tick; and
        // additions keep their known order.
        var after = [Set<Int>](repeating: [], count: ops.count)
        for a in ops.indices {
            for b in ops.indices where a != b {
                for ea in events[a] {
                    if let eb = events[b].first(where: { $0.tick == ea.tick }), ea.order < eb.order {
                        after[a].insert(b)
                    }
                }
            }
        }
        for (x, y) in zip(additions, additions.dropFirst()) { after[x].insert(y) }
        // Kahn's algorithm, always taking the ready op of lowest rank.
        var indegree = [Int](repeating: 0, count: ops.count)
        for a in ops.indices { for b in after[a] { indegree[b] += 1 } }
        var done: [Int] = []
        var ready = Set(ops.indices.filter { indegree[$0] == 0 })
        while let next = ready.min(by: { rank[$0] < rank[$1] }) {
            ready.remove(next)
            done.append(next)
            for b in after[next] {
                indegree[b] -= 1
                if indegree[b] == 0 { ready.insert(b) }
            }
        }
        // A cycle cannot come from one run; should it, the default order stands.
        guard done.count == ops.count else { return ops.indices.sorted { rank[$0] < rank[$1] }.map { ops[$0] } }
        return done.map { ops[$0] }
    }

    /// The events an op caused that the queue orders by the op's own place: an addition's start
    /// and finishing stop, a call's run.
    private static func events(of op: StepOp, in record: ExportRecord) -> [(tick: Tick, order: Int)] {
        switch op {
        case .addAnimation(let i):
            let a = record.animations[i]
            var out: [(Tick, Int)] = []
            if let s = a.started { out.append((s.tick, s.order)) }
            if let s = a.stopped, s.finished == true { out.append((s.tick, s.order)) }
            return out
        case .schedule(let i):
            guard let r = record.calls[i].ran else { return [] }
            return [(r.tick, r.order)]
        default:
            return []
        }
    }
}
