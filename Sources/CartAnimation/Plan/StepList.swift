/// A program's steps of one kind, read in place (`unsafeAddress`), in memory its program's
/// `StepArena` owns.
struct StepList<Step>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Step>
    let count: Int

    fileprivate init(_ steps: ScratchList<Step>, at base: UnsafeMutablePointer<Step>) {
        count = steps.count
        self.base = base
        if count > 0 { steps.items.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress!, count: count) } }
    }

    fileprivate func deinitialize() { base.deinitialize(count: count) }

    subscript(i: Int) -> Step {
        @inline(__always) unsafeAddress { UnsafePointer(base + i) }
    }

    /// Where step `i` lies, for a reader that would otherwise copy a large step.
    @inline(__always)
    func pointer(_ i: Int) -> UnsafePointer<Step> { UnsafePointer(base + i) }
}

/// One allocation for all of a program's step lists, one after the other (issue 15: what a
/// sample reads of a layer lies together, not in six blocks of its own). `place` hands out the
/// lists in order; `free` deinitialises them (`deinitialize` on each list) and the memory.
struct StepArena {
    private let raw: UnsafeMutableRawPointer
    private let size: Int
    private var used = 0

    /// Room for lists of `size` bytes in all, the sum of their `room`s.
    init(size: Int) {
        self.size = size
        raw = .allocate(byteCount: max(size, 16), alignment: 16)
    }

    /// The next list, holding `steps`.
    mutating func place<Step>(_ steps: ScratchList<Step>) -> StepList<Step> {
        precondition(MemoryLayout<Step>.alignment <= 16 && used + MemoryLayout<Step>.stride * steps.count <= size)
        let list = StepList(steps, at: (raw + used).bindMemory(to: Step.self, capacity: steps.count))
        used += StepArena.room(steps)
        return list
    }

    /// The bytes `place` takes for `steps`, aligned to 16 (summed for `init(size:)`, not
    /// gathered in an array: that was an allocation at every compile).
    static func room<Step>(_ steps: ScratchList<Step>) -> Int {
        (MemoryLayout<Step>.stride * steps.count + 15) / 16 * 16
    }

    /// Frees the memory; the lists' steps must have been deinitialised (`release`).
    func free() { raw.deallocate() }

    /// Deinitialises a list placed here.
    static func release<Step>(_ list: StepList<Step>) { list.deinitialize() }
}
