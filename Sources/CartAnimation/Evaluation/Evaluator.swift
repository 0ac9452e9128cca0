/// Presentation values (CA-SEMANTICS §5.4, §10 step 4): the model with every attached
/// animation applied in `animationKeys()` order, at a layer's local time, then the path tangent
/// of any `rotationMode` animation. Never mutates the model
/// and never calls out, so nothing can re-enter it while it evaluates.
extension Layer {
    /// The presentation state at the layer's local time `local`.
    public func presentation(atLocalTime local: Double) -> LayerState {
        let model = self.model  // read once: every animation gets the same model, by reference
        var state = model
        var turn: Double?
        for att in attachments {
            att.animation.apply(parentTime: local, model: model, to: &state, turn: &turn, holdAtEnd: false)
        }
        state.turn(by: turn)
        return state
    }

    /// `presentation()` at absolute time `t`.
    public func presentation(atAbsolute t: Double) -> LayerState {
        presentation(atLocalTime: localTime(atAbsolute: t))
    }
}

/// Walks a layer tree and computes each layer's presentation at one absolute time.
public enum Evaluator {
    /// Calls `body` for `root` and each descendant, depth first, sublayers back to front, with
    /// its superlayer (handed down the walk, cheaper than reading the layer's weak `superlayer`)
    /// and its presentation state at absolute time `t`. Local times are passed down the tree.
    public static func forEachPresentation(in root: Layer, at t: Double,
                                           _ body: (Layer, Layer?, LayerState) throws -> Void) rethrows {
        let parent = root.superlayer
        try visit(root, parent: parent, parentTime: parent.map { $0.localTime(atAbsolute: t) } ?? t, body)
    }

    private static func visit(_ layer: Layer, parent: Layer?, parentTime: Double,
                              _ body: (Layer, Layer?, LayerState) throws -> Void) rethrows {
        let local = layer.localTime(fromParent: parentTime)
        try body(layer, parent, layer.presentation(atLocalTime: local))
        for s in layer.sublayerList { try visit(s, parent: layer, parentTime: local, body) }
    }
}

extension LayerState {
    /// Puts the path tangent of rotationMode animations on top of every transform animation,
    /// whatever their order ([ASSUME ROT-auto]): transform = R_z(θ) · transform (the rotation
    /// applies first, in the layer's own space about its anchor point). nil: none contributed.
    @inline(__always)
    mutating func turn(by turn: Double?) {
        if let turn { transform = .concat(.rotation(turn), transform) }
    }
}
