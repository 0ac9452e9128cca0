/// Bringing the plan up to date with what the board was told. Appends and removals are replayed
/// in order on the flat entries — an appended layer's subtree goes at the end of the entries
/// when its superlayer's subtree ends them (always so for the window's frontmost sublayer), a
/// removed layer's subtree is marked taken out and the entries compacted once a quarter of them
/// are (`compactsAt`) — and the programs of
/// touched layers are compiled again in their place. Anything else (an insertion below the
/// front, a move, an append the entries' order cannot take) visits the whole tree again, which
/// is the plan's definition: the entries are the tree's layers in sample order.
extension ScenePlan {
    /// `parents`' value for an entry taken out.
    static let dead = -2

    /// Whether `dead` of `count` entries taken out are to be compacted now. Compacting moves
    /// every entry after the first taken out and tells its layer's mark its new place: a coin
    /// scene takes out its oldest coins near the front, a few each frame, and compacting each
    /// frame was a walk of every live coin's mark per frame (2.7 % of coins-10000's calling
    /// thread, `perf`). Once a quarter are dead, each entry taken out costs a few moves; the
    /// lines skip the others meanwhile.
    static func compactsAt(dead: Int, of count: Int) -> Bool { dead > 0 && 4 * dead >= count }

    /// Compiles what changed since the last call; walks only what did.
    func refresh() {
        releaseRetired()
        let board = scene.planBoard
        guard board.changed else { return }
        if programs.isEmpty || board.reshaped || !replay(board.edits) {
            rebuild()
        } else {
            for mark in board.touched {
                if mark.stale, let e = liveEntry(mark) { place(compile(programs[e].layer), at: e) }
            }
        }
        board.clear()
        assert(generalCount == programs.indices.filter { parents[$0] != Self.dead && programs[$0].general }.count)
        readsNoLayer = generalCount == 0
    }

    /// The whole tree visited again.
    private func rebuild() {
        (deadCount, firstDead) = (0, Int.max)
        for p in programs { retire(p) }
        programs.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        depths.removeAll(keepingCapacity: true)
        marks.removeAll(keepingCapacity: true)
        generalCount = 0
        visit(scene.window, parent: -1)
    }

    /// Replays the edits on the entries; false when one cannot be (the entries are then left
    /// for `rebuild`).
    private func replay(_ edits: [PlanEdit]) -> Bool {
        for edit in edits {
            switch edit {
            case .removed(let layer):
                guard layer !== scene.window else { return false }
                if let e = liveEntry(layer.planMark) { takeOut(e) }
            case .appended(let layer):
                guard layer !== scene.window else { return false }
                // Not in the window, or placed already with its superlayer's subtree: nothing to do.
                guard let up = layer.superlayer, let p = liveEntry(up.planMark), liveEntry(layer.planMark) == nil
                else { continue }
                guard endsTheEntries(p) else { return false }
                visit(layer, parent: p)
            }
        }
        if Self.compactsAt(dead: deadCount, of: programs.count) { compact(from: firstDead) }
        return true
    }

    /// The entry of `mark`'s layer, if the plan holds it and it was not taken out.
    private func liveEntry(_ mark: PlanMark) -> Int? {
        let e = mark.entry
        return e >= 0 && e < marks.count && marks[e] === mark && parents[e] != Self.dead ? e : nil
    }

    /// Whether entry `p`'s subtree reaches the last entry that was not taken out (so that a new
    /// frontmost sublayer of it goes last).
    private func endsTheEntries(_ p: Int) -> Bool {
        var j = parents.count - 1
        while j > p, parents[j] == Self.dead { j -= 1 }
        while j > p, depths[j] > depths[p] { j = parents[j] }
        return j == p
    }

    /// Marks entry `e` and its subtree (the entries after it that are deeper) taken out. Their
    /// layers let go of their programs: a layer out of the window waits for Lua to collect its
    /// userdata, and a dead coin's program was most of what it held meanwhile (one added again
    /// is compiled again).
    private func takeOut(_ e: Int) {
        let depth = depths[e]
        var j = e
        firstDead = min(firstDead, e)
        repeat {
            deadCount += 1
            if programs[j].general { generalCount -= 1 }
            parents[j] = Self.dead
            marks[j].entry = -1
            programs[j].layer.program = nil
            j += 1
        } while j < parents.count && depths[j] > depth
    }

    /// Drops the entries taken out, from `first` on, keeping the others' order. Through buffer
    /// pointers: the programs and marks move without a retain each.
    private func compact(from first: Int) {
        var moved = [Int](repeating: 0, count: parents.count - first)  // new index of each from `first`
        var w = first
        programs.withUnsafeMutableBufferPointer { programs in
            marks.withUnsafeMutableBufferPointer { marks in
                parents.withUnsafeMutableBufferPointer { parents in
                    depths.withUnsafeMutableBufferPointer { depths in
                        for r in first..<parents.count where parents[r] != Self.dead {
                            moved[r - first] = w
                            let up = parents[r]
                            if w != r {
                                programs.swapAt(w, r)
                                marks.swapAt(w, r)
                                depths[w] = depths[r]
                            }
                            parents[w] = up < first ? up : moved[up - first]
                            marks[w].entry = w
                            w += 1
                        }
                    }
                }
            }
        }
        let n = parents.count - w
        (deadCount, firstDead) = (0, Int.max)
        for p in programs[w...] { retire(p) }
        programs.removeLast(n)
        marks.removeLast(n)
        parents.removeLast(n)
        depths.removeLast(n)
    }

    /// Appends the entries of `layer`'s subtree, compiling the stale programs.
    private func visit(_ layer: Layer, parent: Int) {
        visitedCount += 1
        let program: LayerProgram
        if let p = layer.program, !layer.planMark.stale { program = p } else { program = compile(layer) }
        let k = programs.count
        programs.append(program)
        if program.general { generalCount += 1 }
        parents.append(parent)
        depths.append(parent < 0 ? 0 : depths[parent] + 1)
        marks.append(layer.planMark)
        layer.planMark.entry = k
        for s in layer.sublayerList { visit(s, parent: k) }
    }

    /// Puts `program` in entry `e`'s place, counting `general` ones.
    private func place(_ program: LayerProgram, at e: Int) {
        generalCount += (program.general ? 1 : 0) - (programs[e].general ? 1 : 0)
        retire(programs[e])
        programs[e] = program
    }

    private func compile(_ layer: Layer) -> LayerProgram {
        let program = LayerProgram(layer, scratch: compilerScratch)
        layer.program = program
        layer.planMark.stale = false
        compiledCount += 1
        return program
    }
}
