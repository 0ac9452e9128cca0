/// A layer's sublayers, back to front.
///
/// A coin scene appends its coins at the front of the window and takes each out when its
/// animation stops, a thousand live at a time: an array searched for the coin and shifted every
/// later sublayer down at each removal (8 KB moved per coin, an eighth of the calling thread's
/// data-cache misses at 10,000 coins, `callgrind --cache-sim=yes`; a search of 500 on average
/// where the coins' durations differ). Here each sublayer knows its slot (`Layer.superSlot`),
/// a removal empties the slot, and the empty slots are dropped at once when they are half the
/// array. An insertion below the front drops them first and numbers the later slots again, as
/// an array moves them. Nothing is kept alive by an empty slot.
struct SublayerList: Collection {
    /// The sublayers in order, with empty slots among them; `first` is the first full one.
    private var slots: [Layer?] = []
    private var first = 0
    private var empty = 0
    /// How many sublayers there are.
    private(set) var count = 0

    var startIndex: Int { first }
    var endIndex: Int { slots.count }
    var isEmpty: Bool { count == 0 }

    func index(after i: Int) -> Int {
        var k = i + 1
        while k < slots.count && slots[k] == nil { k += 1 }
        return k
    }

    subscript(i: Int) -> Layer { slots[i]! }

    /// The place of `layer` among the sublayers (0 is the back), if it is one of them.
    func position(of layer: Layer) -> Int? {
        guard holds(layer) else { return nil }
        var n = 0
        for k in first..<layer.superSlot where slots[k] != nil { n += 1 }
        return n
    }

    /// Inserts `layer` at place `i` (0 ... count).
    mutating func insert(_ layer: Layer, at i: Int) {
        if i < count {
            compact()
            slots.insert(layer, at: i)
            for k in i..<slots.count { slots[k]!.superSlot = k }
        } else {
            layer.superSlot = slots.count
            slots.append(layer)
        }
        if count == 0 { first = layer.superSlot }  // else compacted (first 0) or appended after it
        count += 1
    }

    /// Takes `layer` out; false if it is none of the sublayers.
    @discardableResult
    mutating func remove(_ layer: Layer) -> Bool {
        guard holds(layer) else { return false }
        let k = layer.superSlot
        slots[k] = nil
        layer.superSlot = -1
        count -= 1
        empty += 1
        if count == 0 {
            slots.removeAll(keepingCapacity: true)
            (first, empty) = (0, 0)
        } else {
            if k == first { first = index(after: k) }
            if empty >= 16 && 2 * empty >= slots.count { compact() }
        }
        return true
    }

    private func holds(_ layer: Layer) -> Bool {
        let k = layer.superSlot
        return k >= 0 && k < slots.count && slots[k] === layer
    }

    /// Drops the empty slots, numbering the sublayers' slots again.
    private mutating func compact() {
        guard empty > 0 else { return }
        var w = 0
        for r in first..<slots.count {
            guard let l = slots[r] else { continue }
            if w != r {
                l.superSlot = w
                slots.swapAt(w, r)
            }
            w += 1
        }
        slots.removeLast(slots.count - w)
        (first, empty) = (0, 0)
    }
}
