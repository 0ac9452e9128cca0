/// The window tree compiled for sampling (issue 15): per layer a `LayerProgram` of plain
/// values, in sample order (window first, depth first, sublayers back to front), with each
/// layer's superlayer as an index. Brought up to date at each sample from what changed
/// (`PlanMark`): a layer whose model, timing, name or animations changed is compiled again,
/// the others are kept; a clean scene is not walked at all.
///
/// It gives what `Evaluator.forEachPresentation` gives, value for value (a paced path within
/// `PathMeasure.tolerance`, its solver seeded from a table); the general evaluator stays the
/// one statement of the rules, and stands in for the layers the plan does not specialise.
public final class ScenePlan {
    public let scene: Scene
    private var programs: [LayerProgram] = []
    /// Per entry: the index of its superlayer's entry, −1 for the window.
    private var parents: [Int] = []
    private var superNames: [String?] = []
    /// Local times of the entries at the sample being made.
    private var locals: [Double] = []
    /// How many layer programs have been compiled (a count for tests: a clean scene adds none).
    public private(set) var compiledCount = 0

    public init(scene: Scene) {
        self.scene = scene
    }

    /// The samples of the window tree at absolute time `t`, appended to `out` in sample order.
    public func samples(at t: Double, into out: inout [LayerSample]) {
        let root: Layer = scene.window
        if root.superlayer != nil {
            // The window moved under another layer: its time and name come from outside the tree.
            Evaluator.forEachPresentation(in: root, at: t) { layer, parent, state in
                out.append(LayerSample(name: layer.displayName, superlayer: parent?.displayName, state: state,
                                       serial: layer.serial, superSerial: parent?.serial))
            }
            return
        }
        refresh()
        out.reserveCapacity(out.count + programs.count)
        for k in programs.indices {
            let p = programs[k], up = parents[k]
            let local = p.clock.local(fromParent: up < 0 ? t : locals[up])
            locals[k] = local
            out.append(LayerSample(name: p.name, superlayer: superNames[k], state: p.presentation(atLocalTime: local),
                                   serial: p.serial, superSerial: up < 0 ? nil : programs[up].serial))
        }
    }

    /// Compiles what changed since the last call; walks the tree only when something did.
    private func refresh() {
        let board = scene.planBoard
        guard board.changed else { return }
        programs.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        superNames.removeAll(keepingCapacity: true)
        visit(scene.window, parent: -1)
        locals = [Double](repeating: 0, count: programs.count)
        board.changed = false
    }

    private func visit(_ layer: Layer, parent: Int) {
        let program: LayerProgram
        if let p = layer.program, !layer.planMark.stale {
            program = p
        } else {
            program = LayerProgram(layer)
            layer.program = program
            layer.planMark.stale = false
            compiledCount += 1
        }
        let k = programs.count
        programs.append(program)
        parents.append(parent)
        superNames.append(parent < 0 ? nil : programs[parent].name)
        for s in layer.sublayers { visit(s, parent: k) }
    }
}
