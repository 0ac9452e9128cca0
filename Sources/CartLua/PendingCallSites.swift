/// Where each pending `after` was called ("file:line: "), by its function's registry ref. A
/// script calls `after` from few places, so each place is kept once and a ref holds a small
/// index into them, in an array the refs index (`luaL_ref` hands out small integers and reuses
/// freed ones): 100,000 pending calls take 400 KB here, where a `[Int32: String]` took about
/// 6 MB, and twice that while it grew.
struct PendingCallSites {
    private var places: [String] = []
    private var indexOfPlace: [String: UInt32] = [:]
    /// The place `after` was called from last and its index (most calls come from one line).
    private var lastPlace: (text: String, index: UInt32)?
    /// Per ref: 0 not pending, 1 pending with no place, 2 + i pending, called at `places[i]`.
    private var slots: [UInt32] = []

    /// The refs' slots held (4 bytes each).
    var slotCount: Int { slots.count }

    /// Records a pending call's ref and the place it was made at.
    mutating func insert(ref: Int32, site: String?) {
        guard ref >= 0 else { return }
        let slot = Int(ref)
        if slot >= slots.count { slots.append(contentsOf: repeatElement(0, count: slot + 1 - slots.count)) }
        slots[slot] = site.map { 2 + index(of: $0) } ?? 1
    }

    /// Forgets a call that ran or was cancelled; its place, nil when it had none or was not
    /// pending.
    @discardableResult
    mutating func remove(ref: Int32) -> String? {
        guard ref >= 0, Int(ref) < slots.count else { return nil }
        let value = slots[Int(ref)]
        slots[Int(ref)] = 0
        return value >= 2 ? places[Int(value - 2)] : nil
    }

    /// The refs of the calls pending now.
    var pendingRefs: Set<Int> {
        var refs = Set<Int>()
        for (ref, value) in slots.enumerated() where value != 0 { refs.insert(ref) }
        return refs
    }

    private mutating func index(of place: String) -> UInt32 {
        if let last = lastPlace, last.text == place { return last.index }
        let i: UInt32
        if let known = indexOfPlace[place] {
            i = known
        } else {
            i = UInt32(places.count)
            places.append(place)
            indexOfPlace[place] = i
        }
        lastPlace = (place, i)
        return i
    }
}
