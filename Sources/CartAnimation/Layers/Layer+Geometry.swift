/// Frames and coordinate conversion (CA-SEMANTICS §9), on model values.
///
/// With bounds (ox, oy, w, h), anchor (ax, ay), position p and transform M (row vectors):
/// ```
/// A = (ox + ax·w, oy + ay·h)                          anchor in the layer's own bounds space
/// toSuper(q) = (q − A)·M + p                          into the superlayer's bounds space
/// then the superlayer's sublayerTransform, about its own anchor A_s:
/// toSuperWithSLT(q) = (toSuper(q) − A_s)·SLT + A_s
/// ```
/// [ASSUME GEOM-3D] Only the affine part is used; z and perspective are out of scope.
extension Layer {
    /// The anchor point in the layer's own bounds space.
    static func anchorInBounds(_ s: LayerState) -> Point {
        Point(x: s.bounds.origin.x + s.anchorPoint.x * s.bounds.size.width,
              y: s.bounds.origin.y + s.anchorPoint.y * s.bounds.size.height)
    }

    /// A point in this layer's space mapped into its superlayer's bounds space, without the
    /// superlayer's sublayerTransform.
    static func toSuper(_ q: Point, _ s: LayerState) -> Point {
        s.transform.apply(to: q - anchorInBounds(s)) + s.position
    }

    /// `frame`: the bounding box of the bounds' corners mapped into the superlayer (§9.2).
    /// Setting it sets bounds.size (mapped back through the transform's linear part; the
    /// bounds origin is kept) and position, as CALayer does.
    public var frame: Rect {
        get { Layer.frame(of: model) }
        set {
            let f = newValue.standardized
            let m = model.transform
            // |a|w + |c|h = W, |b|w + |d|h = H: the bounding box of the transformed bounds.
            let a = abs(m.m11), b = abs(m.m12), c = abs(m.m21), d = abs(m.m22)
            let det = a * d - b * c
            var size = f.size
            if abs(det) > 1e-12 {
                size = Size(width: (d * f.size.width - c * f.size.height) / det,
                            height: (a * f.size.height - b * f.size.width) / det)
            }
            model.bounds.size = size
            model.position = Point(x: f.origin.x + model.anchorPoint.x * f.size.width - m.m41,
                                   y: f.origin.y + model.anchorPoint.y * f.size.height - m.m42)
        }
    }

    /// The frame of a layer state (as `frame` reads it).
    public static func frame(of s: LayerState) -> Rect {
        let b = s.bounds
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                       Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
        return Rect.boundingBox(of: corners.map { toSuper($0, s) })
    }

    /// One step up: this layer's space into the superlayer's, with its sublayerTransform.
    /// A root maps into the space its position is expressed in, shared by all roots (§9.3).
    func up(_ q: Point) -> Point {
        let p = Layer.toSuper(q, model)
        guard let s = superlayer else { return p }
        let a = Layer.anchorInBounds(s.model)
        return s.sublayerTransform.apply(to: p - a) + a
    }

    /// The inverse of `up`; nil when a transform is singular.
    func down(_ p: Point) -> Point? {
        var q = p
        if let s = superlayer {
            let a = Layer.anchorInBounds(s.model)
            guard let inv = s.sublayerTransform.inverted else { return nil }
            q = inv.apply(to: q - a) + a
        }
        guard let inv = model.transform.inverted else { return nil }
        return inv.apply(to: q - model.position) + Layer.anchorInBounds(model)
    }

    /// `convert(_:to:)`: a point in this layer's space into `other`'s (nil: the root space,
    /// where root positions live). Up to the common ancestor, then down; layers of different
    /// trees meet in the shared root space (§9.3). nil result when a transform is singular.
    public func convert(_ point: Point, to other: Layer?) -> Point? {
        let mine = ancestry, theirs = other?.ancestry ?? []
        let common = mine.first { m in theirs.contains { $0 === m } }
        var p = point
        for l in mine {
            if l === common { break }
            p = l.up(p)
        }
        for l in theirs.prefix(while: { $0 !== common }).reversed() {
            guard let q = l.down(p) else { return nil }
            p = q
        }
        return p
    }

    /// `convert(_:from:)`.
    public func convert(_ point: Point, from other: Layer?) -> Point? {
        if let other { return other.convert(point, to: self) }
        var p = point
        for l in ancestry.reversed() {
            guard let q = l.down(p) else { return nil }
            p = q
        }
        return p
    }

    /// `convert(_:to:)` for a rect: the bounding box of its mapped corners.
    public func convert(_ rect: Rect, to other: Layer?) -> Rect? {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
        var mapped: [Point] = []
        for c in corners {
            guard let m = convert(c, to: other) else { return nil }
            mapped.append(m)
        }
        return Rect.boundingBox(of: mapped)
    }

    /// Self, superlayer, …, root.
    var ancestry: [Layer] {
        var out: [Layer] = [self]
        while let s = out[out.count - 1].superlayer { out.append(s) }
        return out
    }
}
