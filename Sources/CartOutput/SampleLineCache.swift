import CartAnimation

/// Sample records written by difference: the rendered head, middle and tail (`SampleLine`) of
/// each layer's line are kept from sample to sample by the layer's `serial`, so that a sample
/// formats only the numbers that move. An entry is rendered again only when the layer's
/// `SampleLine.Parts` differ from the ones it was rendered from: comparing plain values is far
/// cheaper than formatting them. The comparison, not the serial, decides, so a line is always
/// what its own values make (samples made outside a run, with no serial, share one entry that
/// is compared like any other).
///
/// Entries of layers that a sample no longer shows are dropped after that sample (a layer that
/// comes back is rendered afresh), so the cache holds about one sample's layers. A struct (no
/// class's dynamic exclusivity checks per line) that owns its entries' bytes: not copyable.
struct SampleLineCache: ~Copyable {
    /// The rendered pieces of one entry: borrowed, valid until the entry is rendered again.
    struct Pieces {
        let head: UnsafeBufferPointer<UInt8>
        let middle: UnsafeBufferPointer<UInt8>
        let tail: UnsafeBufferPointer<UInt8>
    }

    fileprivate struct Entry {
        var serial: Int?
        /// What the bytes were rendered from; meaningful once `rendered`.
        var parts: SampleLine.Parts
        var rendered = false
        /// The `PlanLine.kept` and `keptSuper` the bytes stand for; 0 when unknown.
        var kept = 0, keptSuper = 0
        /// The sample that last showed this entry (`samples`).
        var seen = 0
        /// head, middle and tail, one after the other; owned by the cache (freed in deinit).
        var bytes: UnsafeMutablePointer<UInt8>?
        var capacity = 0
        var headEnd = 0, middleEnd = 0, tailEnd = 0

        init() { parts = .empty }
    }

    /// The entries, read and written in place (an array's element would be copied to read a
    /// field of it); slot 0 is for samples without a serial.
    private var entries: UnsafeMutablePointer<Entry>
    private var entryCount = 1, entryCapacity = 64
    /// The slot of each serial (index: the serial), 0 for none; in place, like the entries.
    private var slotOfSerial: UnsafeMutablePointer<Int32>
    private var serialCapacity = 1024
    private var freeSlots: [Int32] = []
    /// Serials beyond this share slot 0 rather than a table that large (smaller in tests).
    private let largestSerial: Int
    /// Samples written; entries shown in the current one are marked with it.
    private var samples = 0
    /// Entries marked in the current sample, and entries in use (slot 0 excluded).
    private var seenInSample = 0, inUse = 0
    /// Where pieces are rendered before they are copied into their entry.
    private var scratch = RecordBuffer(capacity: 256)
    /// The middle and tail rendered last, and the parts they were rendered from: a layer whose
    /// parts match them apart from its name (a thousand coins of one look) takes their bytes
    /// and has only its head rendered.
    private var lastRest: SampleLine.Parts?
    private var lastRestBytes = RecordBuffer(capacity: 256)
    private var lastMiddleCount = 0
    /// Per line of the plan's sample being written: its entry's slot, or `~slot` when its motion
    /// came with its whole sample (`motions`); room for `lineCapacity` lines.
    private var lineSlots: UnsafeMutablePointer<Int32>
    private var motions: UnsafeMutablePointer<SampleMotion>
    private var lineCapacity = 0
    /// `{"type":"sample","t":…` of the plan's sample being written, which starts each line.
    private var start = RecordBuffer(capacity: 64)
    /// How many times pieces were rendered, and of those how many rendered their middle and
    /// tail too; how many lines of a plan were evaluated whole (for tests).
    private(set) var renders = 0, restRenders = 0, wholeLines = 0
    /// Entries that hold a serial (for tests).
    var entriesInUse: Int { inUse }

    init(largestSerial: Int = 1 << 22) {
        self.largestSerial = largestSerial
        entries = .allocate(capacity: entryCapacity)
        entries.initialize(to: Entry())
        slotOfSerial = .allocate(capacity: serialCapacity)
        slotOfSerial.initialize(repeating: 0, count: serialCapacity)
        lineSlots = .allocate(capacity: 1)
        motions = .allocate(capacity: 1)
    }

    deinit {
        for slot in 0..<entryCount { entries[slot].bytes?.deallocate() }
        entries.deinitialize(count: entryCount)
        entries.deallocate()
        slotOfSerial.deallocate()
        lineSlots.deallocate()
        motions.deallocate()
    }

    /// Appends the sample's lines to `line`: one per layer, in order.
    mutating func write(time: Double, layers: [LayerSample], to line: inout RecordBuffer) {
        samples &+= 1
        seenInSample = 0
        var start: Range<Int>?  // `{"type":"sample","t":…` of the first line, copied to the others
        layers.withUnsafeBufferPointer { layers in
            for i in layers.indices {
                Self.begin(time, &start, &line)
                let l = layers.baseAddress! + i
                let pieces = pieces(for: l, slot: slot(l.pointee.serial), kept: (0, 0))
                line.append((UnsafeBufferPointer(start: nil, count: 0), SampleMotion(l.pointee.state), pieces),
                            as: SampleLine.Moving())
            }
        }
        if seenInSample < inUse { dropUnseen() }
    }

    /// Appends the lines of `plan`'s last `lines(at:)` to `line`. A line whose
    /// `kept` and `keptSuper` are its entry's takes the entry's pieces as they are (its model and
    /// its superlayer's name are the ones they were rendered from) and only its motion is
    /// evaluated and formatted (`KeptLinesJob`, which a writer may run on another thread: `begin`);
    /// any other line is written from its whole sample, as `write(time:layers:to:)` does,
    /// evaluated and rendered first (`prepare`). The bytes are the same whichever thread runs the job.
    mutating func write(time: Double, plan: ScenePlan, to line: inout RecordBuffer) {
        begin(time: time, frame: plan.frame, orWriteTo: &line)?.write(to: &line)
    }

    /// The calling thread's part of the lines of `frame`'s last `fill(at:)`
    /// (`prepare`), and what writes the rest: the kept lines' motion, evaluated and formatted
    /// from what the job reads (the frame, this cache's entries), which stays as it is until the
    /// next sample begins. Nil when the lines had to go in order on this thread, written to
    /// `line` already.
    mutating func begin(time: Double, frame: PlanFrame, orWriteTo line: inout RecordBuffer) -> KeptLinesJob? {
        let n = frame.lines.count
        if lineCapacity < n { growLines(n) }
        samples &+= 1
        seenInSample = 0
        start.removeAll()
        start.begin("sample", time)
        guard frame.lines.withUnsafeBufferPointer({ prepare($0, frame) }) else {
            writeInOrder(frame, to: &line)
            return nil
        }
        // Only entries this sample does not show are dropped: the job reads none of them.
        if seenInSample < inUse { dropUnseen() }
        return KeptLinesJob(frame: frame, count: n, slots: lineSlots, motions: motions, entries: entries, start: start.bytes)
    }

    /// The part of a plan's sample that stays on the calling thread, in order: each line's entry;
    /// a kept line its entry does not hold yet (new, or its model or superlayer changed) has its
    /// pieces rendered from the model and its motion left to the job; any other line is evaluated
    /// whole and rendered (`frame.sample` may reach the general evaluator, which only this thread
    /// touches). False when an entry is two lines' (serials beyond the table share slot 0).
    private mutating func prepare(_ lines: UnsafeBufferPointer<PlanLine>, _ frame: PlanFrame) -> Bool {
        var k = 0
        while k < lines.count {
            k = heldRun(lines, from: k)
            guard k < lines.count else { break }
            defer { k += 1 }
            let l = lines.baseAddress! + k
            let slot = self.slot(l.pointee.serial)
            let e = entries + slot
            // Not held (`heldRun` took those): new to its entry, or more than motion.
            guard slot != 0, e.pointee.seen != samples else { return false }
            if l.pointee.kept != 0 {
                // A kept line new to its entry: its pieces from the model, its motion in the job
                // like any kept line's (a coin's first line evaluated whole cost ~3 k instructions).
                var s = frame.unmovingSample(k)
                _ = pieces(for: &s, slot: slot, kept: (l.pointee.kept, l.pointee.keptSuper))
                lineSlots[k] = Int32(slot)
            } else {
                (motions[k], _) = wholeLine(k, l, frame, slot: slot)
                lineSlots[k] = ~Int32(slot)
            }
        }
        return true
    }

    /// From `start`, the lines their entries hold (`holds`), marked seen: most of a sample, read in
    /// registers (through `slot(_:)`, twice the instructions). Returns the next line for `prepare`.
    @inline(__always)
    private mutating func heldRun(_ lines: UnsafeBufferPointer<PlanLine>, from start: Int) -> Int {
        let samples = samples, entries = entries, table = slotOfSerial, capacity = serialCapacity
        var k = start
        while k < lines.count {
            let l = lines.baseAddress! + k
            let serial = l.pointee.serial
            guard serial >= 0, serial < capacity else { break }
            let slot = Int(table[serial])
            let e = entries + slot
            guard slot != 0, e.pointee.seen != samples, Self.holds(e, l) else { break }
            e.pointee.seen = samples
            lineSlots[k] = Int32(slot)
            k += 1
        }
        seenInSample &+= k - start
        return k
    }

    /// The plan's lines one after the other on this thread, each entry used as it comes.
    private mutating func writeInOrder(_ frame: PlanFrame, to line: inout RecordBuffer) {
        samples &+= 1
        seenInSample = 0
        frame.lines.withUnsafeBufferPointer { lines in
            for k in lines.indices {
                let l = lines.baseAddress! + k
                let slot = self.slot(l.pointee.serial)
                let e = entries + slot
                if Self.holds(e, l) {
                    e.pointee.seen = samples
                    line.append((start.bytes, frame.motion(ofLine: k), Self.pieces(of: e)), as: SampleLine.Moving())
                } else {
                    let whole = wholeLine(k, l, frame, slot: slot)
                    line.append((start.bytes, whole.motion, whole.pieces), as: SampleLine.Moving())
                }
            }
        }
        if seenInSample < inUse { dropUnseen() }
    }

    /// Whether entry `e` holds what line `l` keeps, as it was rendered for the same programs.
    @inline(__always)
    private static func holds(_ e: UnsafeMutablePointer<Entry>, _ l: UnsafePointer<PlanLine>) -> Bool {
        l.pointee.kept != 0 && e.pointee.rendered && e.pointee.kept == l.pointee.kept
            && e.pointee.keptSuper == l.pointee.keptSuper
    }

    /// Line `k`'s whole sample: its motion, and its pieces rendered again if they changed.
    private mutating func wholeLine(_ k: Int, _ l: UnsafePointer<PlanLine>, _ frame: PlanFrame,
                                    slot: Int) -> (motion: SampleMotion, pieces: Pieces) {
        wholeLines += 1
        var s = frame.sample(k)
        let pieces = pieces(for: &s, slot: slot, kept: (l.pointee.kept, l.pointee.keptSuper))
        return (SampleMotion(s.state), pieces)
    }

    private mutating func growLines(_ n: Int) {
        lineCapacity = max(n, 2 * lineCapacity)
        lineSlots.deallocate()
        motions.deallocate()
        lineSlots = .allocate(capacity: lineCapacity)
        motions = .allocate(capacity: lineCapacity)
    }

    /// What the kept lines of a plan's sample are written from, on either thread: read only
    /// until the next sample begins (`prepare` made the entries ready before, on the calling
    /// thread).
    struct KeptLinesJob {
        let frame: PlanFrame
        /// The sample's lines.
        let count: Int
        let slots: UnsafePointer<Int32>
        let motions: UnsafePointer<SampleMotion>
        fileprivate let entries: UnsafeMutablePointer<Entry>
        let start: UnsafeBufferPointer<UInt8>

        func write(to line: inout RecordBuffer) {
            write(lines: 0..<count, to: &line)
        }

        /// The lines `range` of the sample (`SharedLines` gives each thread its chunks).
        func write(lines range: Range<Int>, to line: inout RecordBuffer) {
            for k in range {
                let s = slots[k]
                let motion = s >= 0 ? frame.motion(ofLine: k) : motions[k]
                line.append((start, motion, SampleLineCache.pieces(of: entries + Int(s >= 0 ? s : ~s))),
                            as: SampleLine.Moving())
            }
        }
    }

    /// Takes no entry's bytes to stand for any `PlanLine.kept` (the plan changed).
    mutating func forgetKept() {
        for slot in 0..<entryCount { (entries[slot].kept, entries[slot].keptSuper) = (0, 0) }
    }

    /// Writes the sample's start, or copies the first line's (`start`) when there is one.
    @inline(__always)
    private static func begin(_ time: Double, _ start: inout Range<Int>?, _ line: inout RecordBuffer) {
        if let start {
            line.append(copyOf: start)
        } else {
            let from = line.count
            line.begin("sample", time)
            start = from..<line.count
        }
    }

    /// The pieces of `l`'s line: its entry's (at `slot`), rendered again first if its parts
    /// changed; the entry is then taken to hold what `kept` (`PlanLine`'s, 0 for none) stands for.
    @inline(__always)
    private mutating func pieces(for l: UnsafePointer<LayerSample>, slot: Int, kept: (Int, Int)) -> Pieces {
        let e = entries + slot
        if !(e.pointee.rendered && e.pointee.parts.matches(l)) {
            renders += 1
            render(l, into: e)
        }
        e.pointee.seen = samples
        (e.pointee.kept, e.pointee.keptSuper) = kept
        return Self.pieces(of: e)
    }

    @inline(__always)
    private static func pieces(of e: UnsafeMutablePointer<Entry>) -> Pieces {
        let b = UnsafePointer(e.pointee.bytes!)
        return Pieces(head: UnsafeBufferPointer(start: b, count: e.pointee.headEnd),
                      middle: UnsafeBufferPointer(start: b + e.pointee.headEnd, count: e.pointee.middleEnd - e.pointee.headEnd),
                      tail: UnsafeBufferPointer(start: b + e.pointee.middleEnd, count: e.pointee.tailEnd - e.pointee.middleEnd))
    }

    /// The slot of `serial`, a fresh one the first time it is seen.
    @inline(__always)
    private mutating func slot(_ serial: Int?) -> Int {
        guard let serial, serial >= 0, serial <= largestSerial else { return 0 }
        if serial < serialCapacity {
            let slot = Int(slotOfSerial[serial])
            if slot != 0 {
                if entries[slot].seen != samples { seenInSample &+= 1 }
                return slot
            }
        }
        return newSlot(serial)
    }

    @inline(never)
    private mutating func newSlot(_ serial: Int) -> Int {
        if serial >= serialCapacity {
            let capacity = max(serial + 1, 2 * serialCapacity)
            let more = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            more.moveInitialize(from: slotOfSerial, count: serialCapacity)
            (more + serialCapacity).initialize(repeating: 0, count: capacity - serialCapacity)
            slotOfSerial.deallocate()
            (slotOfSerial, serialCapacity) = (more, capacity)
        }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
        } else {
            if entryCount == entryCapacity { growEntries() }
            slot = entryCount
            (entries + slot).initialize(to: Entry())
            entryCount += 1
        }
        entries[slot].serial = serial
        slotOfSerial[serial] = Int32(slot)
        inUse += 1
        seenInSample &+= 1
        return slot
    }

    private mutating func growEntries() {
        let more = UnsafeMutablePointer<Entry>.allocate(capacity: 2 * entryCapacity)
        more.moveInitialize(from: entries, count: entryCount)
        entries.deallocate()
        entries = more
        entryCapacity *= 2
    }

    /// Drops the entries the sample just written did not show (their bytes stay for reuse).
    @inline(never)
    private mutating func dropUnseen() {
        for slot in 1..<entryCount {
            let e = entries + slot
            guard let serial = e.pointee.serial, e.pointee.seen != samples else { continue }
            slotOfSerial[serial] = 0
            e.pointee.serial = nil
            e.pointee.rendered = false
            (e.pointee.kept, e.pointee.keptSuper) = (0, 0)
            e.pointee.parts = .empty  // its strings go
            freeSlots.append(Int32(slot))
            inUse -= 1
        }
    }

    /// Renders the three pieces of `l`'s line into `e`'s bytes: the head always, the middle and
    /// tail unless the last ones rendered are `l`'s too.
    @inline(never)
    private mutating func render(_ l: UnsafePointer<LayerSample>, into e: UnsafeMutablePointer<Entry>) {
        let parts = SampleLine.Parts(l)
        scratch.removeAll()
        scratch.append(parts, as: SampleLine.Head())
        let headEnd = scratch.count, middleEnd: Int
        if let rest = lastRest, rest.matchesApartFromName(l) {
            scratch.append(contentsOf: lastRestBytes.bytes)
            middleEnd = headEnd + lastMiddleCount
        } else {
            restRenders += 1
            scratch.append(parts, as: SampleLine.Middle())
            middleEnd = scratch.count
            scratch.append(parts, as: SampleLine.Tail())
            lastRestBytes.removeAll()
            lastRestBytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch.bytes[headEnd...]))
            (lastRest, lastMiddleCount) = (parts, middleEnd - headEnd)
        }
        if e.pointee.capacity < scratch.count {
            e.pointee.bytes?.deallocate()
            e.pointee.capacity = max(scratch.count, 2 * e.pointee.capacity, 128)
            e.pointee.bytes = .allocate(capacity: e.pointee.capacity)
        }
        e.pointee.bytes!.update(from: scratch.base, count: scratch.count)
        (e.pointee.headEnd, e.pointee.middleEnd, e.pointee.tailEnd) = (headEnd, middleEnd, scratch.count)
        e.pointee.parts = parts
        e.pointee.rendered = true
    }
}
