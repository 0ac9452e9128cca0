import CartAnimation

/// Keeps nested groups under `ScriptLimits.groupDepth` levels: Swift frees (and copies, and
/// evaluates) nested groups recursively, so a chain of thousands would overflow the stack.
/// Each group put inside another is recorded with its levels; it may change afterwards but
/// never get deeper, so the levels of every group holding it stay true.
struct GroupNesting {
    /// Groups put inside other groups, with their levels, by identity (weakly).
    private var nested: [ObjectIdentifier: NestedGroup] = [:]
    private var countAfterSweep = 0

    /// Checks that `g` may hold `children` (at most `limit` levels, no deeper than it was if it
    /// is itself inside a group) and records the groups among them as nested.
    mutating func check(_ g: AnimationGroup, _ children: [Animation], limit: Int) throws {
        var levels = 1
        for case let inner as AnimationGroup in children {
            levels = max(levels, 1 + self.levels(of: inner))
        }
        if let known = nested[ObjectIdentifier(g)], known.group === g {
            guard levels <= known.levels else {
                throw Mismatch(message: "this group is inside another group: its groups cannot nest deeper there "
                               + "(\(levels) levels, was \(known.levels); a sandbox limit)")
            }
        } else if levels > limit {
            throw Mismatch(message: "groups nested over \(limit) levels deep (a sandbox limit)")
        }
        for case let inner as AnimationGroup in children where nested[ObjectIdentifier(inner)]?.group !== inner {
            nested[ObjectIdentifier(inner)] = NestedGroup(group: inner, levels: self.levels(of: inner))
        }
        if nested.count > 2 * countAfterSweep + 1024 {
            nested = nested.filter { $0.value.group != nil }
            countAfterSweep = nested.count
        }
    }

    /// The levels of groups in `g` (1: none inside): recorded for a nested group, else one more
    /// than its deepest group (each of which is nested, so recorded).
    func levels(of g: AnimationGroup) -> Int {
        if let known = nested[ObjectIdentifier(g)], known.group === g { return known.levels }
        var levels = 1
        for case let inner as AnimationGroup in g.animations {
            levels = max(levels, 1 + self.levels(of: inner))
        }
        return levels
    }
}

/// A group inside another group and its levels of nesting (weak: the entry of a freed group is
/// stale, never mistaken for a new object at the same address).
struct NestedGroup {
    weak var group: AnimationGroup?
    let levels: Int
}
