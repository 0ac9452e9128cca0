/// The scene as a stream's records tell it (`SceneRecord`): each layer's latest facts and the
/// animations attached to it, kept by a writer that needs more than the samples. Fed only by
/// records, so it is the same whether they come from a run or from a recorded stream, and
/// nothing the run does later changes what it holds.
public struct SceneReplica {
    /// Each layer's latest facts, by serial.
    public private(set) var layers: [Int: LayerFacts] = [:]
    /// The animations attached to each layer now, by its serial, in the order they apply.
    public private(set) var attachments: [Int: [AttachedAnimation]] = [:]
    /// Every animation recorded, attached still or not, by its sequence.
    public private(set) var animations: [Int: AttachedAnimation] = [:]
    /// The window's serial, once its facts arrived.
    public private(set) var window: Int?

    public init() {}

    public mutating func apply(_ record: SceneRecord) {
        switch record {
        case .layer(let facts):
            layers[facts.serial] = facts
            if facts.isWindow { window = facts.serial }
        case .attached(let a):
            attachments[a.layer, default: []].append(a)
            animations[a.sequence] = a
        case .detached(let sequence, let layer, _):
            attachments[layer]?.removeAll { $0.sequence == sequence }
        }
    }

    /// Whether the animation of `sequence` is still attached.
    public func isAttached(_ sequence: Int) -> Bool {
        guard let a = animations[sequence] else { return false }
        return attachments[a.layer]?.contains { $0.sequence == sequence } ?? false
    }

    /// The serials from `serial` up to its root, itself first.
    public func ancestry(of serial: Int, in facts: (Int) -> LayerFacts? = { _ in nil }) -> [Int] {
        var out: [Int] = []
        var s: Int? = serial
        while let c = s, out.count <= layers.count {
            out.append(c)
            s = (facts(c) ?? layers[c])?.superSerial
        }
        return out
    }

    /// Whether the layer is in the window's tree; `facts` may stand in for some layers' own
    /// (a writer's view of an earlier moment).
    public func isInWindow(_ serial: Int, facts: (Int) -> LayerFacts? = { _ in nil }) -> Bool {
        window != nil && ancestry(of: serial, in: facts).last == window
    }

    /// The layer's local time at absolute time `t`, step by step down from its root, as
    /// `Layer.localTime(atAbsolute:)` computes it.
    public func localTime(of serial: Int, atAbsolute t: Double) -> Double {
        var local = t
        for s in ancestry(of: serial).reversed() {
            if let f = layers[s] { local = f.localTime(fromParent: local) }
        }
        return local
    }

    /// The affine map absolute → local time of the layer, as `Layer.timeMap` computes it.
    public func timeMap(of serial: Int) -> (rate: Double, offset: Double) {
        var map = (rate: 1.0, offset: 0.0)
        for s in ancestry(of: serial).reversed() {
            if let f = layers[s] { map = Layer.timeMap(map, then: f.beginTime, speed: f.speed, timeOffset: f.timeOffset) }
        }
        return map
    }
}
