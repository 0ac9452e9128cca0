import CartAnimation
import CartRun

/// Swift source that rebuilds what a script did (an `ExportRecord`): one `@MainActor` class
/// per script holding its layers, whose `start()` is the script's top level. Delayed calls
/// become `DispatchQueue.main.asyncAfter` blocks nested where they were scheduled, delegates
/// become `Delegate` objects whose closures do what the script's delegate did at that time; a
/// run of calls that differ only by their index becomes one loop (SwiftEmitter+Loops.swift).
public enum SwiftEmitter {
    /// The whole file.
    public static func source(for record: ExportRecord, options: SwiftExportOptions) -> String {
        SwiftFileEmitter(record: record, options: options).file()
    }
}

/// The statements of one Swift scope being written: its lines, its local names, and whether
/// they use the type's properties (a closure then captures `[self]`).
final class Body {
    var w = SwiftWriter()
    let scope: NameScope
    var usesSelf = false
    /// The local holding `CACurrentMediaTime()` when the scope's animations read the clock more
    /// than once (`let now = CACurrentMediaTime()`); nil: each reads it itself.
    var now: String?

    init(scope: NameScope) { self.scope = scope }
}

final class SwiftFileEmitter {
    let record: ExportRecord
    let options: SwiftExportOptions
    /// Variable names of the layers, by LayerRecord.index (the window is `window`).
    var layerNames: [String] = []
    let members = NameScope()
    var usesDelegate = false
    /// Loops (SwiftEmitter+Loops.swift): the layers a loop body calls by its element name, the
    /// arrays that replace folded layers' properties (by their first layer), and whether runs
    /// may be folded (not while a loop body is being tried out).
    var loopNames: [Int: String] = [:]
    var layerArrays: [Int: (name: String, count: Int)] = [:]
    var foldedLayers: Set<Int> = []
    /// Layers folded by a loop over layers (SwiftEmitter+LayerLoops.swift): the array's first
    /// layer and the place in it.
    var family: [Int: (first: Int, j: Int)] = [:]
    /// Layers of a run that did not fold, not tried again.
    var unfoldable: Set<Int> = []
    var folding = true

    init(record: ExportRecord, options: SwiftExportOptions) {
        self.record = record
        self.options = options
        // The parity case's handles keep their names whatever the layers are called.
        if options.parity { _ = members.claim([Self.clockName]); _ = members.claim([Self.allLayersName]) }
        for r in record.layers {
            if r.index == 0 {
                layerNames.append("window")
            } else {
                let v = SwiftNames.variable(r.traceName)
                layerNames.append(members.claim([v, v + "Layer"]))
            }
        }
    }

    func layer(_ r: LayerRecord, _ body: Body) -> String {
        if let local = loopNames[r.index] { return local }
        body.usesSelf = true
        return layerNames[r.index]
    }

    func time(_ tick: Tick) -> String { SwiftLiteral.seconds(VirtualClock.seconds(tick)) }

    /// Setup ops of a kind are written together; a layer's setup is a paragraph of its own.
    enum Paragraph { case create, other }

    // MARK: The file

    func file() -> String {
        let start = Body(scope: NameScope(parent: members))
        emitStep(0, start)
        var w = SwiftWriter()
        header(&w)
        w.line("import UIKit")
        w.blank()
        let script = options.scriptPath.split(separator: "/").last.map(String.init) ?? options.scriptPath
        w.line("/// The motion of \(script). `window` stands for the script's `window`: a layer as big as the")
        w.line("/// screen (\(SwiftLiteral.double(options.screen.width)) × \(SwiftLiteral.double(options.screen.height)) points) that the positions below are in, such as")
        w.line("/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.")
        w.line("@MainActor")
        w.block("final class \(options.typeName) {") { w in
            w.line("let window: CALayer")
            for r in record.layers.dropFirst() {
                let type = r.isText ? "CATextLayer" : "CALayer"
                if let a = layerArrays[r.index] {
                    w.line("let \(a.name) = (1...\(a.count)).map { _ in \(type)() }")
                } else if !foldedLayers.contains(r.index) {
                    w.line("let \(layerNames[r.index]) = \(type)()")
                }
            }
            if options.parity { parityMembers(&w) }
            w.blank()
            w.block("init(window: CALayer) {") { w in w.line("self.window = window") }
            w.blank()
            w.line("/// The script's top level (t = 0 s).")
            w.block("func start() {") { w in w.append(start.w) }
        }
        if options.parity {
            // Always: the parity case empties `Delegate.made` whether or not the script has any.
            w.blank()
            parityDelegateClass(&w)
            w.blank()
            parityClockClass(&w)
        } else if usesDelegate {
            w.blank()
            delegateClass(&w)
        }
        return w.text
    }

    func header(_ w: inout SwiftWriter) {
        w.line("// \(options.typeName).swift — Core Animation code for \(options.scriptPath), written by `cartlua export`.")
        if options.params.isEmpty {
            w.line("// Params: none.")
        } else {
            let parts = options.params.map { p -> String in
                let v = param(p.value)
                return p.value == p.defaultValue ? "\(p.name) = \(v)" : "\(p.name) = \(v) (default \(param(p.defaultValue)))"
            }
            w.line("// Params: " + parts.joined(separator: ", ") + ".")
        }
        var run = "// Screen: \(SwiftLiteral.double(options.screen.width)) × \(SwiftLiteral.double(options.screen.height)) points"
        if let u = options.until { run += "; the run was cut at t \(SwiftLiteral.seconds(u)) (--until)" }
        if let s = options.seed { run += "; math.random seed \(s)" }
        w.line(run + ".")
        w.line("//")
        w.line("// What the script did in one run, with every value resolved: the layers it made, each animation")
        if options.parity {
            w.line("// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates")
            w.line("// as Delegate objects doing what the script's delegates did at that time; the parity case below")
            w.line("// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).")
        } else {
            w.line("// it added (under its key, at its moment), its after() calls as DispatchQueue.main.asyncAfter,")
            w.line("// and its delegates as Delegate objects doing what the script's delegates did at that time.")
        }
        w.separator()
    }

    func param(_ v: ParamValue) -> String {
        switch v {
        case .integer(let i): return String(i)
        case .number(let x): return SwiftLiteral.double(x)
        case .string(let s): return SwiftLiteral.string(s)
        case .bool(let b): return b ? "true" : "false"
        }
    }

    func delegateClass(_ w: inout SwiftWriter) {
        w.block("extension \(options.typeName) {") { w in
            w.line("/// Stands for the script's delegates: an animation that had one gets its own Delegate,")
            w.line("/// whose closures do what the script's delegate did when that animation started or stopped.")
            w.block("final class Delegate: NSObject, CAAnimationDelegate {") { w in
                w.line("private let didStart: (() -> Void)?")
                w.line("private let didStop: ((Bool) -> Void)?")
                w.blank()
                w.block("init(didStart: (() -> Void)? = nil, didStop: ((Bool) -> Void)? = nil) {") { w in
                    w.line("self.didStart = didStart")
                    w.line("self.didStop = didStop")
                    w.line("super.init()")
                }
                w.blank()
                w.block("func animationDidStart(_ anim: CAAnimation) {") { w in w.line("didStart?()") }
                w.blank()
                w.block("func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {") { w in w.line("didStop?(flag)") }
            }
        }
    }

    // MARK: Steps

    /// The statements of step `s` into `body`: layers made, tree and model changes, animations
    /// removed; then animations added and calls scheduled, in the run's order; then log lines.
    func emitStep(_ s: Int, _ body: Body) {
        let step = record.steps[s]
        var last: Paragraph?
        var absorbed: Set<Int> = []  // inserts a loop over layers wrote
        var covered = 0  // the creates a loop wrote end here
        for (k, op) in step.setup.enumerated() where k >= covered && !absorbed.contains(k) {
            var paragraph = Paragraph.other
            if case .create = op { paragraph = .create }
            if paragraph == .create || last == .create { body.w.blank() }
            last = paragraph
            if folding, paragraph == .create {
                let n = emitLayerLoop(step.setup, from: k, body, absorbed: &absorbed)
                if n > 0 {
                    covered = k + n
                    continue
                }
            }
            emitSetup(op, body)
        }
        var skipped = 0
        let timed = StepOrder.arrange(step.timed, in: record)
        readClockOnce(timed, body)
        var k = 0
        while k < timed.count {
            let op = timed[k]
            k += 1
            if folding, case .schedule = op {
                let folded = emitLoop(timed[(k - 1)...], body)
                if folded > 0 {
                    k += folded - 1
                    continue
                }
            }
            if folding, case .addAnimation = op {
                let folded = emitAnimationLoop(timed[(k - 1)...], body)
                if folded > 0 {
                    k += folded - 1
                    continue
                }
            }
            switch op {
            case .addAnimation(let i):
                body.w.blank()
                emitAdd(record.animations[i], body)
            case .schedule(let i):
                guard record.calls[i].ran != nil else { skipped += 1; continue }
                body.w.blank()
                emitCall(record.calls[i], body)
            default:
                emitSetup(op, body)
            }
        }
        if skipped > 0 {
            body.w.blank()
            body.w.line("// \(skipped == 1 ? "An after() call" : "\(skipped) after() calls") had not run when the run ended: left out.")
        }
        for message in step.logs { body.w.line("print(\(SwiftLiteral.string(message)))") }
    }

    func emitSetup(_ op: StepOp, _ body: Body) {
        switch op {
        case .create(let r, let props):
            var all = props
            if !props.contains(where: { if case .name = $0 { return true } else { return false } }) {
                all.insert(.name(r.traceName), at: 0)  // the trace's name, whatever order layers are made in
            }
            for p in all { body.w.line(property(p, of: layer(r, body))) }
        case .set(let r, let props):
            for p in props { body.w.line(property(p, of: layer(r, body))) }
        case .insert(let child, let parent, let index, let append):
            let c = layer(child, body), p = layer(parent, body)
            body.w.line(append ? "\(p).addSublayer(\(c))" : "\(p).insertSublayer(\(c), at: \(index))")
        case .removeFromSuperlayer(let r):
            body.w.line("\(layer(r, body)).removeFromSuperlayer()")
        case .removeAnimation(let r, let key):
            body.w.line("\(layer(r, body)).removeAnimation(forKey: \(SwiftLiteral.string(key)))")
        case .removeAllAnimations(let r):
            body.w.line("\(layer(r, body)).removeAllAnimations()")
        case .addAnimation, .schedule:
            break
        }
    }

    func property(_ p: LayerProperty, of v: String) -> String {
        typealias L = SwiftLiteral
        switch p {
        case .name(let s): return "\(v).name = \(s.map(L.string) ?? "nil")"
        case .anchorPoint(let x): return "\(v).anchorPoint = \(L.point(x))"
        case .transform(let t): return "\(v).transform = \(L.transform(t))"
        case .sublayerTransform(let t): return "\(v).sublayerTransform = \(L.transform(t))"
        case .frame(let r, _, _): return "\(v).frame = \(L.rect(r))"
        case .bounds(let r): return "\(v).bounds = \(L.rect(r))"
        case .position(let x): return "\(v).position = \(L.point(x))"
        case .zPosition(let x): return "\(v).zPosition = \(L.double(x))"
        case .opacity(let x): return "\(v).opacity = \(L.float(x))"
        case .isHidden(let b): return "\(v).isHidden = \(b)"
        case .backgroundColor(let c): return "\(v).backgroundColor = \(c.map(L.color) ?? "nil")"
        case .cornerRadius(let x): return "\(v).cornerRadius = \(L.double(x))"
        case .masksToBounds(let b): return "\(v).masksToBounds = \(b)"
        case .contents(let s): return "\(v).contents = \(s.map { "UIImage(named: \(L.string($0)))?.cgImage" } ?? "nil")"
        // CALayerContentsGravity's static members have the same names (`.resizeAspectFill`).
        case .contentsGravity(let g): return "\(v).contentsGravity = .\(g.rawValue)"
        case .beginTime(let x): return "\(v).beginTime = \(L.double(x))"
        case .speed(let x): return "\(v).speed = \(L.float(x))"
        case .timeOffset(let x): return "\(v).timeOffset = \(L.double(x))"
        case .string(let s): return "\(v).string = \(s.map(L.string) ?? "nil")"
        // CATextLayer takes a font by name as a CFString (or a CTFont / CGFont).
        case .font(let s): return "\(v).font = \(L.string(s)) as CFString"
        case .fontSize(let x): return "\(v).fontSize = \(L.double(x))"
        case .foregroundColor(let c): return "\(v).foregroundColor = \(c.map(L.color) ?? "nil")"
        case .alignmentMode(let m): return "\(v).alignmentMode = .\(m.rawValue)"
        case .isWrapped(let b): return "\(v).isWrapped = \(b)"
        case .truncationMode(let m): return "\(v).truncationMode = .\(m.rawValue)"
        case .contentsScale(let x): return "\(v).contentsScale = \(L.double(x))"
        }
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }` with the call's step
    /// (`clock.after(delay) { … }` for the parity case); `delay` is the call's own unless a loop
    /// gives its expression.
    func emitCall(_ call: CallRecord, _ body: Body, delay: String? = nil) {
        guard let ran = call.ran else { return }
        let inner = Body(scope: NameScope(parent: body.scope))
        inner.w.line("// t \(time(ran.tick))")
        emitStep(ran.step, inner)
        if record.steps[ran.step].isEmpty { inner.w.line("// The script's call changed nothing.") }
        if inner.usesSelf { body.usesSelf = true }
        let delay = delay ?? SwiftLiteral.double(VirtualClock.seconds(call.delay), .plain)
        let capture = inner.usesSelf ? " [self] in" : ""
        if options.parity {
            body.usesSelf = true  // `clock` is the type's
            body.w.block("\(Self.clockName).after(\(delay)) {\(capture)") { $0.append(inner.w) }
            return
        }
        body.w.block("DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) {\(capture)") {
            $0.append(inner.w)
        }
    }
}
