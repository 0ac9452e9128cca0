import CartAnimation

/// A layer as a script callback left it, from the stream's records: model values, own time,
/// place in the tree (serials) and attached animations (sequences). Two snapshots, before and
/// after a callback, tell what the callback changed.
struct LayerSnapshot: Equatable {
    var name: String?
    var model: LayerState
    var beginTime: Double
    var speed: Float
    var timeOffset: Double
    var sublayerTransform: Transform
    var superlayer: Int?
    var sublayers: [Int]
    var attachments: [Int]
    var inWindow: Bool

    init(_ f: LayerFacts, attachments: [Int], inWindow: Bool) {
        name = f.name
        model = f.model
        beginTime = f.beginTime
        speed = f.speed
        timeOffset = f.timeOffset
        sublayerTransform = f.sublayerTransform
        superlayer = f.superSerial
        sublayers = f.sublayers
        self.attachments = attachments
        self.inWindow = inWindow
    }

    /// A layer fresh from `CALayer()`: what a new layer's properties are compared with.
    static let fresh = LayerSnapshot()
    /// A layer fresh from `CATextLayer()`: CATextLayer's defaults besides CALayer's.
    static let freshText: LayerSnapshot = {
        var s = LayerSnapshot()
        s.model.text = TextLayerState()
        return s
    }()

    /// The fresh snapshot of a layer's kind.
    static func fresh(text: Bool) -> LayerSnapshot { text ? freshText : fresh }

    private init() {
        name = nil
        model = LayerState()
        beginTime = 0
        speed = 1
        timeOffset = 0
        sublayerTransform = .identity
        superlayer = nil
        sublayers = []
        attachments = []
        inWindow = false
    }

    /// The properties of `self` that differ from `old`, in the order they are best set:
    /// anchor point and transform before the frame (the frame setter reads them), the frame
    /// (or bounds and position) next, the rest after.
    func changes(from old: LayerSnapshot) -> [LayerProperty] {
        var out: [LayerProperty] = []
        let m = model, o = old.model
        if name != old.name { out.append(.name(name)) }
        if m.anchorPoint != o.anchorPoint { out.append(.anchorPoint(m.anchorPoint)) }
        if m.transform != o.transform { out.append(.transform(m.transform)) }
        if sublayerTransform != old.sublayerTransform { out.append(.sublayerTransform(sublayerTransform)) }
        if m.bounds != o.bounds || m.position != o.position {
            // The frame only when both changed (a layer being set up); a move stays a position.
            if m.bounds != o.bounds, m.position != o.position, let f = LayerSnapshot.exactFrame(of: m, from: o) {
                out.append(.frame(f, bounds: m.bounds, position: m.position))
            } else {
                if m.bounds != o.bounds { out.append(.bounds(m.bounds)) }
                if m.position != o.position { out.append(.position(m.position)) }
            }
        }
        if m.zPosition != o.zPosition { out.append(.zPosition(m.zPosition)) }
        if m.opacity != o.opacity { out.append(.opacity(m.opacity)) }
        if m.hidden != o.hidden { out.append(.isHidden(m.hidden)) }
        if m.backgroundColor != o.backgroundColor { out.append(.backgroundColor(m.backgroundColor)) }
        if m.cornerRadius != o.cornerRadius { out.append(.cornerRadius(m.cornerRadius)) }
        if m.masksToBounds != o.masksToBounds { out.append(.masksToBounds(m.masksToBounds)) }
        if m.contents != o.contents { out.append(.contents(m.contents)) }
        if m.contentsGravity != o.contentsGravity { out.append(.contentsGravity(m.contentsGravity)) }
        if beginTime != old.beginTime { out.append(.beginTime(beginTime)) }
        if speed != old.speed { out.append(.speed(speed)) }
        if timeOffset != old.timeOffset { out.append(.timeOffset(timeOffset)) }
        if let t = m.text, let u = o.text { out += LayerSnapshot.changes(of: t, from: u) }
        return out
    }

    /// A text layer's CATextLayer properties that differ from `old`.
    static func changes(of t: TextLayerState, from old: TextLayerState) -> [LayerProperty] {
        var out: [LayerProperty] = []
        if t.string != old.string { out.append(.string(t.string)) }
        if t.font != old.font { out.append(.font(t.font)) }
        if t.fontSize != old.fontSize { out.append(.fontSize(t.fontSize)) }
        if t.foregroundColor != old.foregroundColor { out.append(.foregroundColor(t.foregroundColor)) }
        if t.alignmentMode != old.alignmentMode { out.append(.alignmentMode(t.alignmentMode)) }
        if t.isWrapped != old.isWrapped { out.append(.isWrapped(t.isWrapped)) }
        if t.truncationMode != old.truncationMode { out.append(.truncationMode(t.truncationMode)) }
        if t.contentsScale != old.contentsScale { out.append(.contentsScale(t.contentsScale)) }
        return out
    }

    /// The frame to set instead of bounds and position, when that is how a person would write
    /// it — the bounds start at the origin, the frame's numbers are whole — and setting it on a
    /// layer like `old` (with the new anchor point and transform) gives exactly `new`'s bounds
    /// and position. Checked on a scratch layer, so the frame setter's own arithmetic decides.
    static func exactFrame(of new: LayerState, from old: LayerState) -> Rect? {
        guard new.bounds.origin == .zero, new.bounds.size.width >= 0, new.bounds.size.height >= 0 else { return nil }
        let frame = Layer.frame(of: new)
        let parts = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard parts.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }) else { return nil }
        let scratch = Scene().makeLayer()
        scratch.model = old
        scratch.model.anchorPoint = new.anchorPoint
        scratch.model.transform = new.transform
        scratch.frame = frame
        guard scratch.model.bounds == new.bounds, scratch.model.position == new.position else { return nil }
        return frame
    }
}
