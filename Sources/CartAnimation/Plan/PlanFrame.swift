/// One sample's view of a `ScenePlan`: its entries' programs and superlayers as they were when
/// the plan was brought up to date for it (`ScenePlan.prepareLines`), then each entry's local
/// time and line (`fill`). Once detached from the plan (`ScenePlan.detachFrame`), a frame is a
/// reader's own: the plan goes on changing for the next sample while another thread writes this
/// one's lines, so that a writer may be a sample behind without the script waiting for it.
///
/// The programs are held unretained (a retain and a release of each of a thousand programs per
/// sample, on two threads, is what copying the array would cost): every program the frame names
/// is in the plan's entries, or was dropped from them after the frame was taken and is kept
/// alive by a frame taken since (`keepAlive`), which is written after this one.
public final class PlanFrame {
    /// The plan a detached frame is of, held until it is given back (its programs are the
    /// plan's); nil for the plan's own frame, which would otherwise hold the plan that holds it.
    var plan: ScenePlan?
    /// Per entry: its program, and its superlayer's entry (−1 for the window, `ScenePlan.dead`
    /// for an entry taken out, which makes no line).
    private var programs: [Unmanaged<LayerProgram>] = []
    private var parents: [Int] = []
    /// Per entry: its local time at the sample (`fill`).
    private var locals: [Double] = []
    /// The lines of the last `fill`, in sample order.
    public private(set) var lines: [PlanLine] = []
    /// How many entries make a line: those not taken out (`ScenePlan.deadCount`), as taken.
    private var liveCount = 0
    /// Programs the plan dropped after an earlier frame was taken, kept until this frame is
    /// done with (the earlier one is written first).
    var keepAlive: [LayerProgram] = []

    init() {}

    /// The plan's entries now, in place of what the frame held.
    func take(from plan: ScenePlan) {
        let n = plan.programs.count
        // The references' bytes copied, none retained: a retain writes the program's header,
        // which the helper is reading for the sample before (two cores passing each program's
        // cache line back and forth cost a quarter of the wall time).
        plan.programs.withUnsafeBufferPointer { all in
            UnsafeRawBufferPointer(all).withMemoryRebound(to: Unmanaged<LayerProgram>.self) { Self.copy($0, into: &programs) }
        }
        plan.parents.withUnsafeBufferPointer { Self.copy($0, into: &parents) }
        liveCount = n - plan.deadCount
        if locals.count < n { locals = [Double](repeating: 0, count: n) }
        // The lines stay, the room `fill` writes over (not to be read before it).
    }

    /// `into` made `from`'s elements, plain values, in one copy of their bytes where `append`
    /// went element by element (7 instructions each, a thousand a sample twice over): only the
    /// count's change from the sample before is appended or dropped.
    @inline(__always)
    private static func copy<T: BitwiseCopyable>(_ from: UnsafeBufferPointer<T>, into to: inout [T]) {
        let n = from.count
        if to.count > n { to.removeLast(to.count - n) }
        if to.count < n { to.append(contentsOf: UnsafeBufferPointer(rebasing: from[to.count...])) }
        guard n > 0 else { return }
        to.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: from.baseAddress!, count: n) }
    }

    /// Gives a detached frame back to its plan (`ScenePlan.recycle`), its reader done with it.
    public func giveBack() {
        plan?.recycle(self)
    }

    /// Done with: what it held let go of, the frame ready to be taken again. A frame given back
    /// to be taken again keeps its lines (plain values, holding nothing) as the room its next
    /// `fill` writes over, not to be read before that fill: emptied, they were appended again
    /// one by one at every sample. The plan's own frame, whose window shows no lines, empties them.
    func release(emptyingLines: Bool = true) {
        plan = nil
        keepAlive.removeAll(keepingCapacity: true)
        if emptyingLines { lines.removeAll(keepingCapacity: true) }
    }

    /// The entries the frame holds (at most the lines `fill` makes; those taken out make none).
    public var entryCount: Int { programs.count }

    /// Each entry's local time and line at absolute time `t`, which reads only the programs
    /// (and, for a `general` program's whole sample later, its layer). A line's motion is
    /// evaluated where it is needed (`motion(ofLine:)`, from either thread).
    public func fill(at t: Double) {
        let n = programs.count
        // Written in place over the array's own room, made one line per live entry first (a
        // sample's count differs from the last one's by the coins come and gone): `append`
        // checked the array's uniqueness and room at every line (a fifth of the loop, the
        // helper's callgrind).
        let live = liveCount
        if lines.count > live { lines.removeLast(lines.count - live) }
        if lines.count < live { lines.append(contentsOf: repeatElement(PlanLine(serial: 0, kept: 0, keptSuper: 0, entry: 0), count: live - lines.count)) }
        let made = lines.withUnsafeMutableBufferPointer { out in
            var made = 0
            // Through buffer pointers, each program borrowed: the arrays' checks and a retain and
            // a release of the program per line were a sixth of the loop (callgrind, the helper).
            programs.withUnsafeBufferPointer { programs in
                parents.withUnsafeBufferPointer { parents in
                    locals.withUnsafeMutableBufferPointer { locals in
                        // Local times in sample order: a sublayer's reads its superlayer's, which precedes it.
                        for k in 0..<n where parents[k] != ScenePlan.dead {
                            let up = parents[k]
                            out[made] = programs[k]._withUnsafeGuaranteedRef { p in
                                let local = p.clock.local(fromParent: up < 0 ? t : locals[up])
                                locals[k] = local
                                return PlanLine(serial: p.serial, kept: p.id,
                                                keptSuper: up < 0 ? 0 : programs[up]._withUnsafeGuaranteedRef(\.number),
                                                entry: k)
                            }
                            made += 1
                        }
                    }
                }
            }
            return made
        }
        precondition(made == live, "a plan's dead count is not its entries taken out")
    }

    /// The motion of line `k` of the last `fill`, a line whose `kept` is not 0. It only reads
    /// the frame (a program with an `id` is not `general`: it touches no layer and no shared
    /// cache), so two threads may evaluate different lines at once.
    @inline(__always)
    public func motion(ofLine k: Int) -> SampleMotion {
        let e = lines[k].entry
        return programs[e]._withUnsafeGuaranteedRef { $0.motion(atLocalTime: locals[e]) }
    }

    /// Line `k`'s sample but for its motion, for a line whose `kept` is not 0: the model's
    /// state, which is its presentation's apart from `SampleMotion`'s values (its steps write
    /// nothing else) — what the line's unmoving pieces are rendered from, with no evaluation.
    public func unmovingSample(_ k: Int) -> LayerSample {
        sample(k) { p, _ in p.base }
    }

    /// The whole sample of line `k` of the last `fill`: what `ScenePlan.samples(at:into:)`
    /// gives for it.
    public func sample(_ k: Int) -> LayerSample {
        sample(k) { p, local in p.presentation(atLocalTime: local) }
    }

    /// Line `k`'s sample in the state `state` gives for its program at its local time.
    @inline(__always)
    private func sample(_ k: Int, _ state: (LayerProgram, Double) -> LayerState) -> LayerSample {
        let e = lines[k].entry, up = parents[e]
        return programs[e]._withUnsafeGuaranteedRef { p in
            ScenePlan.sample(of: p, presentation: state(p, locals[e]),
                             superlayer: up < 0 ? nil : programs[up].takeUnretainedValue())
        }
    }
}
