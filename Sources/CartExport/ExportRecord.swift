import CartAnimation
import CartRun

/// What a script did over one run, as the export recorder saw it: the layers it made, and one
/// `Step` per script callback (the top level, each delayed call, each delegate callback) with
/// what that callback changed. The Swift emitter turns it into source code.
public final class ExportRecord {
    /// Every layer the record knows, in the order first seen; index 0 is the window.
    public internal(set) var layers: [LayerRecord] = []
    /// Every animation the script attached, in the order they were added.
    public internal(set) var animations: [AnimationRecord] = []
    /// Every delayed call that ran, in the order they ran.
    public internal(set) var calls: [CallRecord] = []
    /// The steps; index 0 is the script's top level.
    public internal(set) var steps: [Step] = [Step()]

    init() {}
}

/// A layer of the script's, by index into `ExportRecord.layers`: what the stream said of it
/// (`LayerFacts`), not the layer.
public final class LayerRecord {
    public let index: Int
    /// The layer's serial in the stream.
    public let serial: Int
    /// A CATextLayer.
    public let isText: Bool
    /// The name in traces (its name, or layerN), as it was first seen.
    public let traceName: String
    /// Its own beginTime and its map absolute → local time at the end of the run.
    public internal(set) var beginTime = 0.0
    public internal(set) var timeMap = (rate: 1.0, offset: 0.0)

    init(index: Int, facts: LayerFacts) {
        self.index = index
        serial = facts.serial
        isText = facts.isText
        traceName = facts.traceName
    }
}

/// One animation the script attached: the attached copy as the stream recorded it (with its
/// resolved values), where and when, and what became of it.
public final class AnimationRecord {
    public let attachment: AttachedAnimation
    public let layer: LayerRecord
    /// The layer's own time when it was added (a top-level beginTime of 0 was replaced by it).
    public let layerTimeAtAdd: Double
    /// The script's delegate, if it had one: which of its callbacks it defines.
    public let delegate: DelegateMethods?
    /// Its didStart / didStop as delivered: when, in which order, and the step the delegate's
    /// callback made (nil when it made none).
    public internal(set) var started: Delivery?
    public internal(set) var stopped: Delivery?

    init(attachment: AttachedAnimation, layer: LayerRecord, layerTimeAtAdd: Double, delegate: DelegateMethods?) {
        self.attachment = attachment
        self.layer = layer
        self.layerTimeAtAdd = layerTimeAtAdd
        self.delegate = delegate
    }

    /// The attached copy.
    public var animation: Animation { attachment.animation }
}

/// Which callbacks a script's delegate defines.
public struct DelegateMethods: Sendable, Equatable {
    public var didStart: Bool
    public var didStop: Bool

    public init(didStart: Bool, didStop: Bool) {
        self.didStart = didStart
        self.didStop = didStop
    }
}

/// A callback delivered by the run loop: its virtual time, its place in the order of all
/// callbacks, `finished` for a didStop, and the step it made.
public struct Delivery: Sendable {
    public var tick: Tick
    public var order: Int
    public var finished: Bool?
    public var step: Int
}

/// A delayed call (`after`) that ran: scheduled by a step, at a delay, running its own step.
public final class CallRecord {
    public let scheduledAt: Tick
    public internal(set) var ran: Delivery?

    init(scheduledAt: Tick) {
        self.scheduledAt = scheduledAt
    }

    /// The delay it was scheduled with, in ticks (exact: both ends are ticks).
    public var delay: Tick { (ran?.tick ?? scheduledAt) - scheduledAt }
}

/// What one script callback changed, in the order the emitter writes it.
public struct Step {
    /// Layers made, tree changes, model changes, removed animations: in that order.
    public internal(set) var setup: [StepOp] = []
    /// Animations added and delayed calls scheduled, in the order that reproduces the run's
    /// event order (StepOrder.swift).
    public internal(set) var timed: [StepOp] = []
    /// Lines printed, in order.
    public internal(set) var logs: [String] = []

    /// Whether the callback changed nothing the emitter writes.
    public var isEmpty: Bool { setup.isEmpty && timed.isEmpty && logs.isEmpty }
}

/// One change a step made.
public enum StepOp {
    /// A layer the script made, with its model values then (those that differ from CALayer's
    /// defaults).
    case create(LayerRecord, [LayerProperty])
    /// Model values of an existing layer that changed.
    case set(LayerRecord, [LayerProperty])
    /// `parent.insertSublayer(layer, at: index)`, or `addSublayer` when `append`.
    case insert(LayerRecord, into: LayerRecord, at: Int, append: Bool)
    case removeFromSuperlayer(LayerRecord)
    case removeAnimation(LayerRecord, key: String)
    case removeAllAnimations(LayerRecord)
    /// An animation added (AnimationRecord index).
    case addAnimation(Int)
    /// A delayed call scheduled (CallRecord index).
    case schedule(Int)
}

/// A layer property with its value, under CALayer's (and CATextLayer's) names.
public enum LayerProperty: Equatable {
    case name(String?)
    case anchorPoint(Point)
    case transform(Transform)
    case sublayerTransform(Transform)
    /// The frame, with the bounds and position it sets: a loop whose other layers cannot take a
    /// frame writes those instead, so that every layer of the loop reads the same.
    case frame(Rect, bounds: Rect, position: Point)
    case bounds(Rect)
    case position(Point)
    case zPosition(Double)
    case opacity(Float)
    case isHidden(Bool)
    case backgroundColor(Color?)
    case cornerRadius(Double)
    case masksToBounds(Bool)
    case contents(String?)
    case contentsGravity(ContentsGravity)
    case beginTime(Double)
    case speed(Float)
    case timeOffset(Double)
    // CATextLayer's (a text layer only).
    case string(String?)
    case font(String)
    case fontSize(Double)
    case foregroundColor(Color?)
    case alignmentMode(TextAlignmentMode)
    case isWrapped(Bool)
    case truncationMode(TextTruncationMode)
    case contentsScale(Double)
}

extension ExportRecord {
    /// Whether the export gives `a` a Delegate: the script gave it one, or a callback of its
    /// changed something.
    func hasDelegate(_ a: AnimationRecord) -> Bool { a.delegate != nil || wantsDidStart(a) || wantsDidStop(a) }

    /// Whether `a`'s Delegate has a didStart closure: the script's delegate defines it, or its
    /// call changed something.
    func wantsDidStart(_ a: AnimationRecord) -> Bool {
        a.delegate?.didStart == true || a.started.map { !steps[$0.step].isEmpty } == true
    }

    /// The same for didStop.
    func wantsDidStop(_ a: AnimationRecord) -> Bool {
        a.delegate?.didStop == true || a.stopped.map { !steps[$0.step].isEmpty } == true
    }
}
