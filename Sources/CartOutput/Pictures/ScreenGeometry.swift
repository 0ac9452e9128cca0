import CartAnimation

/// Where each layer of a sample is on the screen: the affine map from its own bounds space to
/// the window, composed down the tree from each layer's superlayer (by serial; by name for
/// samples that carry none, which a run's never are), with opacity and
/// hiddenness inherited as the render tree would (CA-SEMANTICS §9.1; sublayerTransform and 3D
/// are not drawn).
public struct ScreenLayer: Sendable {
    public var name: String
    /// The layer's serial (`LayerSample.serial`); nil for samples that carry none.
    public var serial: Int?
    public var state: LayerState
    /// (a, b, c, d, tx, ty): a point (x, y) of the layer's bounds space is at
    /// (a·x + c·y + tx, b·x + d·y + ty) on the screen.
    public var matrix: [Double]
    /// The layer's opacity times its ancestors'.
    public var opacity: Double
    /// Hidden itself or through an ancestor.
    public var hidden: Bool
    /// Depth in the tree (the window is 0).
    public var depth: Int

    /// Which layer this is across samples: its serial, or its name for samples without serials.
    /// Names need not be unique (two "coin" layers), serials are.
    public var key: LayerKey { serial.map(LayerKey.serial) ?? .name(name) }

    /// A point of the layer's bounds space on the screen.
    public func screenPoint(_ p: Point) -> Point {
        Point(x: matrix[0] * p.x + matrix[2] * p.y + matrix[4], y: matrix[1] * p.x + matrix[3] * p.y + matrix[5])
    }

    /// The centre of the layer's bounds on the screen.
    public var centre: Point {
        screenPoint(Point(x: state.bounds.midX, y: state.bounds.midY))
    }

    /// The four corners of the bounds on the screen, clockwise from the origin.
    public var corners: [Point] {
        let b = state.bounds
        return [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
                Point(x: b.minX, y: b.maxY)].map(screenPoint)
    }
}

/// One layer of a run, told apart from others of its name (`ScreenLayer.key`).
public enum LayerKey: Hashable, Sendable {
    case serial(Int)
    case name(String)
}

public enum ScreenGeometry {
    /// The layers of one sample with their screen placement, in the sample's (tree) order.
    public static func place(_ layers: [LayerSample]) -> [ScreenLayer] {
        var bySerial: [Int: ScreenLayer] = [:]
        var byName: [String: ScreenLayer] = [:]
        var out: [ScreenLayer] = []
        out.reserveCapacity(layers.count)
        for l in layers {
            let s = l.state
            // Local: q ↦ (q − A)·M + p, as an affine matrix in the same (a, b, c, d, tx, ty) form.
            let ax = s.bounds.origin.x + s.anchorPoint.x * s.bounds.size.width
            let ay = s.bounds.origin.y + s.anchorPoint.y * s.bounds.size.height
            let m = s.transform
            let local = [m.m11, m.m12, m.m21, m.m22,
                         -(ax * m.m11 + ay * m.m21) + m.m41 + s.position.x,
                         -(ax * m.m12 + ay * m.m22) + m.m42 + s.position.y]
            var placed = ScreenLayer(name: l.name, serial: l.serial, state: s, matrix: local, opacity: Double(s.opacity), hidden: s.hidden, depth: 0)
            // Names need not be unique: the superlayer is the one of that serial.
            let parent = l.serial == nil ? l.superlayer.flatMap { byName[$0] } : l.superSerial.flatMap { bySerial[$0] }
            if let parent {
                placed.matrix = multiply(local, parent.matrix)
                placed.opacity *= parent.opacity
                placed.hidden = placed.hidden || parent.hidden
                placed.depth = parent.depth + 1
            }
            if let serial = l.serial { bySerial[serial] = placed } else { byName[l.name] = placed }
            out.append(placed)
        }
        return out
    }

    /// `first` then `second`, both (a, b, c, d, tx, ty) in row-vector form.
    static func multiply(_ x: [Double], _ y: [Double]) -> [Double] {
        [x[0] * y[0] + x[1] * y[2], x[0] * y[1] + x[1] * y[3],
         x[2] * y[0] + x[3] * y[2], x[2] * y[1] + x[3] * y[3],
         x[4] * y[0] + x[5] * y[2] + y[4], x[4] * y[1] + x[5] * y[3] + y[5]]
    }
}
