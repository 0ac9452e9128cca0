/// A layer's sublayers, back to front, as a collection indexed from 0.
///
/// A coin scene appends its coins at the front of the window and takes out the oldest at the
/// back, a thousand live at a time: an array shifted all of them down at every removal (8 KB
/// moved per coin, an eighth of the calling thread's data-cache misses at 10,000 coins,
/// `callgrind --cache-sim=yes`). Here a sublayer taken out at the back leaves an empty slot,
/// and the empty slots are dropped at once when they are half the array; a removal elsewhere
/// moves the later sublayers, as an array does. Nothing is kept alive by an empty slot.
struct SublayerList: RandomAccessCollection {
    /// The sublayers from `front` on; the slots before it are empty.
    private var slots: [Layer?] = []
    private var front = 0

    var startIndex: Int { 0 }
    var endIndex: Int { slots.count - front }

    subscript(i: Int) -> Layer { slots[front + i]! }

    /// The place of `layer` among the sublayers, by identity.
    func index(of layer: Layer) -> Int? {
        var k = front
        while k < slots.count {
            if slots[k] === layer { return k - front }
            k += 1
        }
        return nil
    }

    /// Inserts `layer` at `i` (0 ... count).
    mutating func insert(_ layer: Layer, at i: Int) {
        if i == count { slots.append(layer) } else { slots.insert(layer, at: front + i) }
    }

    /// Takes out the sublayer at `i`.
    mutating func remove(at i: Int) {
        guard i == 0 else {
            slots.remove(at: front + i)
            return
        }
        slots[front] = nil
        front += 1
        if front == slots.count {
            slots.removeAll(keepingCapacity: true)
            front = 0
        } else if front >= 16 && 2 * front >= slots.count {
            slots.removeFirst(front)
            front = 0
        }
    }
}
