import CLua
import CartAnimation

/// What a script makes Swift do and hold counts against its limits like its own Lua does
/// (README "Running untrusted scripts"):
///
/// - **Work.** A binding that converts a table of a million values, or walks a tree, does in
///   one call what would take Lua millions of instructions: `spend(n)` adds `n` to the
///   instruction count, and throws the instruction limit once it is passed.
/// - **Memory.** The Swift objects behind the script's userdata (an animation is ~1 KB of Swift
///   behind a few bytes of Lua), the animations attached to layers, the keyframe values and
///   path elements, a layer's long texts, and the scene changes waiting for the run loop are charged to the memory
///   count the allocator keeps (shim.h) and credited when freed. Lua's collector is told of the
///   charge, so garbage objects are collected as if Lua had allocated their Swift bytes.
///
/// Both are counts, never clocks: a limit hits at the same point on every run. The counts
/// themselves are the state's (`LuaState.limits`, kept by the allocator and the hook); the
/// budget adds what Swift does and holds to them.
final class HostBudget {
    private let state: LuaState
    /// `state.limits`, read at every charge.
    private let limits: UnsafeMutablePointer<cartlua_Limits>
    private let scene: Scene
    /// Swift memory charged to the script in all; the charges objects hold credit it when freed.
    private let ledger: ChargeLedger
    /// Swift memory charged and not yet told to the collector.
    private(set) var collectorDebt = 0
    /// Scene changes the run loop has yet to take, charged until it does.
    private(set) var pendingChangeBytes = 0

    /// A budget counting against `state`'s limits; scene changes are credited once `scene`
    /// has none left to take.
    init(state: LuaState, scene: Scene) {
        self.state = state
        limits = state.limits
        ledger = ChargeLedger(limits: state.limits)
        self.scene = scene
    }

    deinit {
        // Objects may outlive the state (attached copies the scene keeps): their charges then
        // credit nothing.
        ledger.limits = nil
    }

    /// Counts `units` of work as instructions.
    func spend(_ units: Int) throws {
        let l = limits
        l.pointee.instructions += Int64(units)
        if l.pointee.instructions_exceeded != 0
            || (l.pointee.instruction_limit != 0 && l.pointee.instructions > l.pointee.instruction_limit) {
            throw InstructionLimitPassed()
        }
    }

    /// What a callback into the script (a delegate method, a delayed call) costs beyond its own
    /// instructions: the run loop's work for the event, the protected call.
    static let callbackCost = 100

    /// The bytes of an event in the run's event log (`Expectations.events`, kept for the whole
    /// run for `expect.event`).
    static let eventCost = 96

    /// What evaluating one attached animation costs, in instructions (a presentation).
    static let evaluationCost = 50

    /// Counts a callback's cost; past the limit, fails the run before calling the script again
    /// (a delegate that re-adds its animation forever stops here), at the callback's `site`.
    func spendOnCallback(site: String?, at time: Double) throws {
        do {
            try spend(HostBudget.callbackCost)
            return
        } catch {}
        let l = limits
        if l.pointee.instructions_exceeded == 0 {
            l.pointee.instructions_exceeded = 1
            let text = Array(((site ?? "") + CARTLUA_INSTRUCTION_LIMIT_MESSAGE).utf8.prefix(300))
            withUnsafeMutableBytes(of: &l.pointee.exceeded_message) { buf in
                buf.initializeMemory(as: UInt8.self, repeating: 0)
                buf.copyBytes(from: text)
            }
        }
        throw ScriptError(message: state.instructionLimitMessage, traceback: nil, virtualTime: time)
    }

    /// Counts `units` of work as instructions, for a binding that cannot fail: the next check
    /// (the count hook, `spend`) raises the limit if passed.
    func addWork(_ units: Int) {
        limits.pointee.instructions += Int64(units)
    }

    /// Charges `bytes` of Swift memory. Past the limit, the binding running finishes and the
    /// trampoline raises the memory limit at the script's line (shim.h). `collectable`: the
    /// bytes go free when Lua collects a value (a userdata's object), so the collector is told
    /// of them; what the scene holds (an attached copy, freed when it stops) counts against the
    /// limit alone — telling the collector of it made Lua run collection steps that could free
    /// nothing of it (half of a coin's creation, callgrind).
    func charge(_ bytes: Int, collectable: Bool = true) {
        guard bytes > 0 else { return }
        let l = limits
        l.pointee.memory_used += bytes
        ledger.hostBytes += bytes
        if l.pointee.memory_used > l.pointee.memory_peak { l.pointee.memory_peak = l.pointee.memory_used }
        if l.pointee.memory_limit != 0 && l.pointee.memory_used > l.pointee.memory_limit && state.bindingDepth > 0 {
            l.pointee.memory_exceeded = 1
        }
        guard collectable else { return }
        collectorDebt += bytes
        if collectorDebt >= 64 << 10, state.bindingDepth > 0 {
            let kb = Int32(min(collectorDebt >> 10, Int(Int32.max)))
            collectorDebt = 0
            cartlua_gcstep(state.L, kb)
            state.paceCollector()
        }
    }

    /// Credits `bytes` charged before.
    func credit(_ bytes: Int) {
        ledger.credit(bytes)
    }

    /// Sets what `object` holds beyond its userdata's share (keyframe values, an attached
    /// animation), replacing its previous charge: the charge is the object's own
    /// (`hostCharge`), credited when it is replaced or released, or as the object is freed —
    /// O(1), no table of objects to keep or sweep. `collectable` as for `charge`.
    func setCharge<T: ChargeHolder>(for object: T, bytes: Int, collectable: Bool = true) {
        object.hostCharge = nil  // credits the previous one
        guard bytes > 0 else { return }
        object.hostCharge = HeldCharge(bytes: bytes, ledger: ledger)
        charge(bytes, collectable: collectable)
    }

    /// Sets the charge of what keyframe animation `a` holds beyond its userdata's share (its
    /// values, key times, timing functions, path), after one of them changed.
    func chargeValues(of a: KeyframeAnimation) {
        setCharge(for: a, bytes: HostBudget.size(of: a) - HostBudget.keyframeFootprint)
    }

    /// Charges the text a layer holds (its name, contents name, a TextLayer's string and font)
    /// once it passes `heldTextThreshold` bytes: a million layers may each hold a copy of one
    /// 100 MB Lua string, which Lua's allocator never sees. Shorter texts ride with the layer,
    /// which --max-layers bounds.
    func chargeText(of object: AnyObject) {
        guard let layer = object as? Layer else { return }
        var bytes = (layer.name?.utf8.count ?? 0) + (layer.contents?.utf8.count ?? 0)
        if let t = layer as? TextLayer { bytes += (t.string?.utf8.count ?? 0) + t.font.utf8.count }
        if bytes >= HostBudget.heldTextThreshold {
            heldTextCharged = true
            setCharge(for: layer, bytes: bytes)
        } else if heldTextCharged {
            releaseCharge(for: layer)  // none to release until a layer has held a long text
        }
    }

    /// Whether any layer has been charged for its text (`chargeText`).
    private var heldTextCharged = false

    static let heldTextThreshold = 256

    /// Raises the charge of `object` to `bytes` if it is below (a path that grew): only the
    /// growth is charged.
    func raiseCharge<T: ChargeHolder>(for object: T, to bytes: Int) {
        if let held = object.hostCharge as? HeldCharge {
            guard bytes > held.bytes else { return }
            charge(bytes - held.bytes)
            held.bytes = bytes
        } else if bytes > 0 {
            object.hostCharge = HeldCharge(bytes: bytes, ledger: ledger)
            charge(bytes)
        }
    }

    /// Credits the charge of `object` (its animation ended).
    func releaseCharge<T: ChargeHolder>(for object: T) {
        object.hostCharge = nil
    }

    /// A change the run loop has yet to take (a timing property, the tree, an animation added or
    /// removed): charged until the loop takes them all (`creditTakenChanges`).
    func noteSceneChanges(_ count: Int = 1) {
        let bytes = 48 * max(count, 1)
        pendingChangeBytes += bytes
        charge(bytes, collectable: false)  // the run loop frees them, not Lua's collector
    }

    /// Credits the scene changes once the run loop has taken them.
    func creditTakenChanges() {
        guard pendingChangeBytes > 0, !scene.hasChanges else { return }
        credit(pendingChangeBytes)
        pendingChangeBytes = 0
    }

    /// The Swift bytes behind a userdata of class `name`: its object's block as the allocator
    /// the command is linked with (mimalloc, Package.swift) holds it, rounded up to 64
    /// (HostPartsTests measures them).
    static func footprint(ofClass name: String) -> Int {
        switch name {
        case "Layer", "TextLayer": return 0  // Held by the tree as much as by Lua; --max-layers bounds them.
        case "KeyframeAnimation": return keyframeFootprint
        case "AnimationGroup": return groupFootprint
        case "BasicAnimation", "SpringAnimation", "Animation": return animationFootprint
        case "Path": return 96
        case "TimingFunction": return 256
        default: return 64  // a Timer
        }
    }

    /// A basic animation's block is 224 bytes and a spring's 320 (one figure for both); they
    /// were 640 before the timing function and the values that are no numbers were held by
    /// reference (`Animation.timingFunction`, `BasicAnimation`).
    static let keyframeFootprint = 256, groupFootprint = 192, animationFootprint = 320

    /// The Swift bytes an animation holds, its nested animations included (for attached copies
    /// and keyframe values).
    static func size(of animation: Animation) -> Int {
        var bytes = animationFootprint
        if let k = animation as? KeyframeAnimation {
            bytes = keyframeFootprint
            bytes += (k.values?.count ?? 0) * MemoryLayout<Value>.stride
            bytes += ((k.keyTimes?.count ?? 0) + (k.tensionValues?.count ?? 0) + (k.continuityValues?.count ?? 0)
                      + (k.biasValues?.count ?? 0)) * 8
            bytes += (k.timingFunctions?.count ?? 0) * MemoryLayout<TimingFunction>.stride
            bytes += (k.path?.elements.count ?? 0) * MemoryLayout<BezierPath.Element>.stride
        }
        if let g = animation as? AnimationGroup {
            bytes = groupFootprint
            for child in g.animations { bytes += size(of: child) }
        }
        return bytes
    }
}

extension HostBudget {
    /// `size(of:)` of the copy `plain` stands for.
    static func size(of plain: PlainAnimation) -> Int {
        var bytes = 0
        for n in plain.nodes {
            switch n.kind {
            case .group: bytes += groupFootprint
            case .basic: bytes += animationFootprint
            case .keyframe: bytes += keyframeFootprint + (n.path?.elements.count ?? 0) * MemoryLayout<BezierPath.Element>.stride
            }
        }
        return bytes
    }
}

/// Thrown by `HostBudget.spend` past the instruction limit; `LuaHost.invoke` raises the limit's
/// message.
struct InstructionLimitPassed: Error {}

/// An object that holds its own charge (`HostBudget.setCharge`).
protocol ChargeHolder: AnyObject {
    var hostCharge: AnyObject? { get set }
}

extension Layer: ChargeHolder {}
extension Animation: ChargeHolder {}
extension Attachment: ChargeHolder {}

/// The Swift bytes charged to a script in all, shared by the budget and the charges objects
/// hold, so that a charge credits itself whenever its object is freed.
final class ChargeLedger {
    /// The state's counts; nil once the budget is gone.
    var limits: UnsafeMutablePointer<cartlua_Limits>?
    var hostBytes = 0

    init(limits: UnsafeMutablePointer<cartlua_Limits>) {
        self.limits = limits
    }

    /// Credits `bytes` (never more than Swift was charged: Lua's own bytes stay counted).
    func credit(_ bytes: Int) {
        let b = min(max(bytes, 0), hostBytes)
        limits?.pointee.memory_used -= b
        hostBytes -= b
    }
}

/// What an object holds beyond its userdata's share, charged while the object holds it
/// (`ChargeHolder.hostCharge`).
final class HeldCharge {
    var bytes: Int
    let ledger: ChargeLedger

    init(bytes: Int, ledger: ChargeLedger) {
        self.bytes = bytes
        self.ledger = ledger
    }

    deinit {
        ledger.credit(bytes)
    }
}
