import CartAnimation
import CartRun

/// Animations as Core Animation code: the attached copy's values (defaults left out), paths as
/// UIBezierPath calls, groups after their children, and the delegate.
extension SwiftFileEmitter {
    /// An animation the script added, then `layer.add(_:forKey:)`.
    func emitAdd(_ a: AnimationRecord, _ body: Body) {
        let v = emitAnimation(a.animation, layer: layer(a.layer, body), body, top: a, groupDuration: nil)
        let key = a.attachment.key.map(SwiftLiteral.string) ?? "nil"
        body.w.line("\(layer(a.layer, body)).add(\(v), forKey: \(key))")
    }

    /// Declares the animation (and its children or path) in `body`; returns its variable.
    func emitAnimation(_ anim: Animation, layer: String, _ body: Body, top: AnimationRecord?, groupDuration: Double?) -> String {
        typealias L = SwiftLiteral
        let w = { (s: String) in body.w.line(s) }
        var base = "animation"
        if let p = anim as? PropertyAnimation { base = SwiftNames.animationVariable(keyPath: p.keyPath.rawValue) }
        if anim is AnimationGroup { base = "group" }
        // A layer of an array (`particles[3]`) lends its name as `particles3`.
        var candidates = [base, SwiftNames.variable(layer) + capitalized(base)]
        if let key = top?.attachment.key { candidates.insert(SwiftNames.variable(key), at: 0) }

        let v: String
        switch anim {
        case let g as AnimationGroup:
            var children: [String] = []
            for child in g.animations {
                children.append(emitAnimation(child, layer: layer, body, top: nil, groupDuration: g.duration))
                body.w.blank()
            }
            v = body.scope.claim(candidates)
            w("let \(v) = CAAnimationGroup()")
            w("\(v).animations = [\(children.joined(separator: ", "))]")
        case let s as SpringAnimation:
            v = body.scope.claim(candidates)
            if let p = s.perceptualOrigin {
                // iOS 17's initialiser, as the script made it (PerceptualSpring.swift); it takes no key path.
                w("let \(v) = CASpringAnimation(perceptualDuration: \(L.double(p.duration)), bounce: \(L.double(p.bounce)))")
                w("\(v).keyPath = \(L.string(s.keyPath.rawValue))")
            } else {
                w("let \(v) = CASpringAnimation(keyPath: \(L.string(s.keyPath.rawValue)))")
            }
            basicValues(s, v, body)
            springValues(s, v, body)
        case let b as BasicAnimation:
            v = body.scope.claim(candidates)
            w("let \(v) = CABasicAnimation(keyPath: \(L.string(b.keyPath.rawValue)))")
            basicValues(b, v, body)
        case let k as KeyframeAnimation:
            let path = k.path.map { emitPath($0, layer: layer, body) }
            v = body.scope.claim(candidates)
            w("let \(v) = CAKeyframeAnimation(keyPath: \(L.string(k.keyPath.rawValue)))")
            if let path { w("\(v).path = \(path).cgPath") }
            keyframeValues(k, v, body)
        default:
            v = body.scope.claim(candidates)
            w("let \(v) = CAAnimation()")
        }
        if let p = anim as? PropertyAnimation {
            if p.additive { w("\(v).isAdditive = true") }
            if p.cumulative { w("\(v).isCumulative = true") }
        }
        timing(anim, v, body, top: top, groupDuration: groupDuration)
        if let top { delegate(top, v, body) }
        return v
    }

    /// A spring's own properties, those that differ from CASpringAnimation's defaults (mass,
    /// stiffness and damping are the initialiser's for a perceptual spring). allowsOverdamping is
    /// written even then: whether the initialiser sets it for a negative bounce is undocumented.
    private func springValues(_ s: SpringAnimation, _ v: String, _ body: Body) {
        typealias L = SwiftLiteral
        let w = { (line: String) in body.w.line(line) }
        if s.perceptualOrigin == nil {
            if s.mass != 1 { w("\(v).mass = \(L.double(s.mass))") }
            if s.stiffness != 100 { w("\(v).stiffness = \(L.double(s.stiffness))") }
            if s.damping != 10 { w("\(v).damping = \(L.double(s.damping))") }
        }
        if s.initialVelocity != 0 { w("\(v).initialVelocity = \(L.double(s.initialVelocity))") }
        if s.allowsOverdamping { w("\(v).allowsOverdamping = true") }
    }

    /// A keyframe animation's values, times, timing functions and modes (its path is declared
    /// before it).
    private func keyframeValues(_ k: KeyframeAnimation, _ v: String, _ body: Body) {
        typealias L = SwiftLiteral
        let w = { (line: String) in body.w.line(line) }
        if let values = k.values { list("\(v).values", values.map(L.value), body) }
        if let times = k.keyTimes { list("\(v).keyTimes", times.map { L.double($0, .plain) }, body) }
        if let fs = k.timingFunctions { list("\(v).timingFunctions", fs.map(L.timingFunction), body) }
        if k.calculationMode != .linear { w("\(v).calculationMode = .\(k.calculationMode.rawValue)") }
        switch k.rotationMode {
        case .auto?: w("\(v).rotationMode = .rotateAuto")
        case .autoReverse?: w("\(v).rotationMode = .rotateAutoReverse")
        case nil: break
        }
        if let t = k.tensionValues { list("\(v).tensionValues", t.map { L.double($0, .plain) }, body) }
        if let c = k.continuityValues { list("\(v).continuityValues", c.map { L.double($0, .plain) }, body) }
        if let b = k.biasValues { list("\(v).biasValues", b.map { L.double($0, .plain) }, body) }
    }

    private func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// from/to/by; an animation added with none of them starts from the presentation value it
    /// captured then, which is written as its fromValue (the same motion).
    private func basicValues(_ b: BasicAnimation, _ v: String, _ body: Body) {
        let from = b.fromValue ?? (b.toValue == nil && b.byValue == nil ? b.capturedStartValue : nil)
        if let from { body.w.line("\(v).fromValue = \(SwiftLiteral.value(from))") }
        if let to = b.toValue { body.w.line("\(v).toValue = \(SwiftLiteral.value(to))") }
        if let by = b.byValue { body.w.line("\(v).byValue = \(SwiftLiteral.value(by))") }
    }

    /// `name = [a, b, c]` on one line when short, else one element per line.
    private func list(_ target: String, _ items: [String], _ body: Body) {
        let inline = "\(target) = [\(items.joined(separator: ", "))]"
        if inline.count + body.w.level * 4 <= 100 {
            body.w.line(inline)
            return
        }
        body.w.block("\(target) = [", "]") { w in for item in items { w.line(item + ",") } }
    }

    /// The media timing that differs from Core Animation's defaults. A top-level animation
    /// always states its duration; a child only when it is not the group's. A top-level
    /// beginTime is relative to the moment it was added (0 there means "now").
    private func timing(_ anim: Animation, _ v: String, _ body: Body, top: AnimationRecord?, groupDuration: Double?) {
        typealias L = SwiftLiteral
        let w = { (s: String) in body.w.line(s) }
        let t = anim.timing
        if top != nil || t.duration != groupDuration { w("\(v).duration = \(L.double(t.duration))") }
        if let top {
            if readsClock(top) { w("\(v).beginTime = \(beginTime(t.beginTime, top, body))") }
        } else if t.beginTime != 0 {
            w("\(v).beginTime = \(L.double(t.beginTime))")
        }
        if t.timeOffset != 0 { w("\(v).timeOffset = \(L.double(t.timeOffset))") }
        if t.speed != 1 { w("\(v).speed = \(L.float(t.speed))") }
        if t.repeatCount != 0 {
            let r = t.repeatCount == .greatestFiniteMagnitude ? ".greatestFiniteMagnitude" : L.float(t.repeatCount)
            w("\(v).repeatCount = \(r)")
        }
        if t.repeatDuration != 0 { w("\(v).repeatDuration = \(L.double(t.repeatDuration))") }
        if t.autoreverses { w("\(v).autoreverses = true") }
        if let f = anim.timingFunction { w("\(v).timingFunction = \(L.timingFunction(f))") }
        if t.fillMode != .removed { w("\(v).fillMode = .\(t.fillMode.rawValue)") }
        if !anim.removedOnCompletion { w("\(v).isRemovedOnCompletion = false") }
    }

    /// Whether the animation's beginTime is written from the clock (`CACurrentMediaTime() + d`).
    func readsClock(_ a: AnimationRecord) -> Bool {
        a.animation.timing.beginTime != a.layerTimeAtAdd
    }

    /// `let now = CACurrentMediaTime()` ahead of `timed` when more than one of its animations
    /// reads the clock: on a device the clock moves between two calls, so animations staggered
    /// by beginTime in one callback (one moment in the script: `now()` does not advance within
    /// it) would drift apart by however long the code between them took.
    func readClockOnce(_ timed: [StepOp], _ body: Body) {
        let reads = timed.filter { if case .addAnimation(let i) = $0 { return readsClock(record.animations[i]) } else { return false } }
        guard reads.count > 1 else { return }
        let v = body.scope.claim(["now", "startTime"])
        body.w.blank()
        body.w.line("let \(v) = CACurrentMediaTime()")
        body.now = v
    }

    /// `CACurrentMediaTime() + d` (through the layer's own time when it has one), with d chosen
    /// so that the sum is exactly the recorded beginTime: the offset with the fewest decimals
    /// that gives it (`now() + 0.05` at 0.6 s is 0.05, not the 0.05000000000000005 that b − now
    /// is), so that the script's own number reads back; else the nearest to b − now that does.
    private func beginTime(_ b: Double, _ a: AnimationRecord, _ body: Body) -> String {
        let now = a.layerTimeAtAdd
        var d = b - now
        var scale = 1.0
        var found = false
        for _ in 0...17 {
            let c = (d * scale).rounded() / scale
            if now + c == b {
                d = c
                found = true
                break
            }
            scale *= 10
        }
        if !found {
            for candidate in [d, d.nextUp, d.nextDown, d.nextUp.nextUp, d.nextDown.nextDown] where now + candidate == b {
                d = candidate
                break
            }
        }
        let l = a.layer
        let media = body.now ?? "CACurrentMediaTime()"
        // The parity case pauses the tree: its layers' time is then the window's timeOffset, not
        // the media time, so it reads the clock through the layer whatever the layer's own timing.
        let clock = l.timeMap == (1, 0) && l.beginTime == 0 && !options.parity ? media
            : "\(layer(a.layer, body)).convertTime(\(media), from: nil)"
        return d < 0 ? "\(clock) - \(SwiftLiteral.double(-d))" : "\(clock) + \(SwiftLiteral.double(d))"
    }

    /// `let path = UIBezierPath()` and its calls; returns the variable.
    private func emitPath(_ path: BezierPath, layer: String, _ body: Body) -> String {
        typealias L = SwiftLiteral
        let v = body.scope.claim(["path", SwiftNames.variable(layer) + "Path"])
        body.w.line("let \(v) = UIBezierPath()")
        for e in path.elements {
            switch e {
            case .moveTo(let p): body.w.line("\(v).move(to: \(L.point(p)))")
            case .lineTo(let p): body.w.line("\(v).addLine(to: \(L.point(p)))")
            case .quadCurveTo(let p, let c): body.w.line("\(v).addQuadCurve(to: \(L.point(p)), controlPoint: \(L.point(c)))")
            case .curveTo(let p, let c1, let c2):
                body.w.line("\(v).addCurve(to: \(L.point(p)), controlPoint1: \(L.point(c1)), controlPoint2: \(L.point(c2)))")
            case .close: body.w.line("\(v).close()")
            }
        }
        return v
    }

    /// `v.delegate = Delegate(didStart: { … }, didStop: { … })` with what the script's delegate
    /// did in each callback; a callback it defines that changed nothing stays as a stub.
    private func delegate(_ a: AnimationRecord, _ v: String, _ body: Body) {
        let (wantsStart, wantsStop) = (record.wantsDidStart(a), record.wantsDidStop(a))
        guard record.hasDelegate(a) else { return }
        usesDelegate = true
        guard wantsStart || wantsStop else {
            body.w.line("\(v).delegate = Delegate()  // the script's delegate has neither callback")
            return
        }
        func closure(_ delivery: Delivery?, parameter: String) -> (Body, String) {
            let inner = Body(scope: NameScope(parent: body.scope))
            if let d = delivery {
                var when = "// t \(time(d.tick))"
                if let f = d.finished { when += ", finished = \(f)" }
                inner.w.line(when)
                emitStep(d.step, inner)
                if record.steps[d.step].isEmpty { inner.w.line("// The script's delegate changed nothing here.") }
            } else {
                inner.w.line("// Not called in the run (it ended first).")
            }
            if inner.usesSelf { body.usesSelf = true }
            // An animation that stays attached (isRemovedOnCompletion = false) keeps its delegate
            // as long as the layer keeps it, and CAAnimation's delegate is strong: a closure
            // holding self strongly would make self → layer → animation → Delegate → self a
            // retain cycle on a device. Such closures hold self weakly.
            let weak = inner.usesSelf && !a.animation.removedOnCompletion
            let capture = weak ? "[weak self] " : inner.usesSelf ? "[self] " : ""
            if weak {
                let lines = inner.w
                inner.w = SwiftWriter()
                inner.w.line("guard let self else { return }")
                inner.w.append(lines)
            }
            let head = parameter.isEmpty ? (capture.isEmpty ? "" : " \(capture)in") : " \(capture)\(parameter) in"
            return (inner, head)
        }
        var parts: [(label: String, body: Body, head: String)] = []
        if wantsStart {
            let (b, h) = closure(a.started, parameter: "")
            parts.append(("didStart", b, h))
        }
        if wantsStop {
            let (b, h) = closure(a.stopped, parameter: "_")
            parts.append(("didStop", b, h))
        }
        if parts.count == 1, let p = parts.first {
            body.w.block("\(v).delegate = Delegate(\(p.label): {\(p.head)", "})") { $0.append(p.body.w) }
            return
        }
        body.w.block("\(v).delegate = Delegate(", ")") { w in
            for (i, p) in parts.enumerated() {
                w.block("\(p.label): {\(p.head)", i == parts.count - 1 ? "}" : "},") { $0.append(p.body.w) }
            }
        }
    }
}
