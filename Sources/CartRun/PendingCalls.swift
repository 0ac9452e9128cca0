/// The ids of the delayed calls and checks not yet run or cancelled, as one bit per id. Ids are
/// handed out in increasing order and each is queued once, so a bit set over the ids since the
/// oldest pending one is exact and small: 100,000 pending `after` calls (a stress scene's start)
/// take 12.5 KB here, where a `Set<Int>` of them took about 2 MB and twice that while it grew.
struct PendingCalls {
    /// Bit `id - base` of the words from `head` on is set while call `id` is pending.
    private var words: [UInt64] = []
    /// Words before `head` are all zero and wait to be dropped (`compact`).
    private var head = 0
    /// The id of bit 0 of `words[0]` (a multiple of 64).
    private var base = 0
    /// Pending ids.
    private(set) var count = 0

    /// The words held (what the set costs, 8 bytes each).
    var wordCount: Int { words.count }

    /// Marks `id` pending; ids are inserted in increasing order, each once.
    mutating func insert(_ id: Int) {
        let w = (id - base) >> 6
        while words.count <= w { words.append(0) }
        words[w] |= 1 << UInt64((id - base) & 63)
        count += 1
    }

    func contains(_ id: Int) -> Bool {
        let offset = id - base
        guard offset >= 0, offset >> 6 < words.count else { return false }
        return words[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }

    /// Clears `id`; false when it was not pending (it ran, or was cancelled).
    @discardableResult
    mutating func remove(_ id: Int) -> Bool {
        guard contains(id) else { return false }
        let offset = id - base
        words[offset >> 6] &= ~(1 << UInt64(offset & 63))
        count -= 1
        compact()
        return true
    }

    /// Drops the leading words with no pending id once they are half the array, so that a long
    /// run of calls made and run one after another holds only the span of those pending. The
    /// last word stays: it holds the newest id, and ids to come are above it.
    private mutating func compact() {
        while head < words.count - 1 && words[head] == 0 { head += 1 }
        guard head >= 64, head * 2 >= words.count else { return }
        words.removeFirst(head)
        base += head << 6
        head = 0
    }
}
