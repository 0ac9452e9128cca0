import CartAnimation

/// An animation as `watch` compares it: what it moves and how, in words — its key path, values,
/// path, spring, timing — read from the attached copy the run recorded (`AnimationSpan`), so
/// the values are those it resolved to. Two runs' motions on the same layer under the same key
/// differ in these words or not at all (numbers as shown, 3 decimals), and each difference is a
/// line: `card fly path: control (300, 100) → (40, 100)`.
struct Motion: Equatable {
    /// One thing said about the animation: its name ("duration", "position path" for a group's
    /// child) and its value in words; a path keeps its elements, to say which point moved.
    struct Fact: Equatable {
        var name: String
        var text: String
        var path: BezierPath?
    }

    var layer: String
    /// The animation's key, "(no key)" when it had none.
    var key: String
    /// "basic animation", "keyframe animation", "spring animation", "group".
    var kind: String
    var facts: [Fact]

    init(layer: String, key: String, kind: String, facts: [Fact]) {
        self.layer = layer
        self.key = key
        self.kind = kind
        self.facts = facts
    }

    /// The motion of a recorded span; nil when its animation is not at hand (removed before it
    /// began).
    init?(_ span: AnimationSpan) {
        guard let a = span.animation else { return nil }
        layer = span.layer
        key = span.key ?? "(no key)"
        kind = Motion.kind(of: a)
        // The top level's beginTime was resolved against the layer's time when it was added;
        // when it began on the run's clock says the same in the run's terms.
        facts = [Fact(name: "begin", text: RunSummary.seconds(span.begin))]
        facts += Motion.facts(of: a, prefix: "", top: true)
    }

    static func kind(of a: Animation) -> String {
        switch a {
        case is AnimationGroup: return "group"
        case is SpringAnimation: return "spring animation"
        case is BasicAnimation: return "basic animation"
        case is KeyframeAnimation: return "keyframe animation"
        default: return "animation"
        }
    }

    /// What is said about `a`, each name after `prefix` (a group's child: its key path).
    static func facts(of a: Animation, prefix: String, top: Bool) -> [Fact] {
        var out: [Fact] = []
        func say(_ name: String, _ text: String) { out.append(Fact(name: prefix + name, text: text)) }
        if let p = a as? PropertyAnimation { say("key path", p.keyPath.rawValue) }
        if let b = a as? BasicAnimation {
            say("from", optional(b.fromValue, value))
            say("to", optional(b.toValue, value))
            say("by", optional(b.byValue, value))
        }
        if let s = a as? SpringAnimation {
            say("mass", shortNumber(s.mass))
            say("stiffness", shortNumber(s.stiffness))
            say("damping", shortNumber(s.damping))
            say("initial velocity", shortNumber(s.initialVelocity))
            say("allows overdamping", s.allowsOverdamping ? "yes" : "no")
        }
        if let k = a as? KeyframeAnimation {
            say("values", optional(k.values) { list($0.map(value)) })
            say("keyTimes", optional(k.keyTimes) { list($0.map { shortNumber($0) }) })
            say("timing functions", optional(k.timingFunctions) { list($0.map(function)) })
            out.append(Fact(name: prefix + "path", text: optional(k.path, path), path: k.path))
            say("calculation mode", k.calculationMode.rawValue)
            say("rotation mode", k.rotationMode?.rawValue ?? "none")
            say("tension", optional(k.tensionValues) { list($0.map { shortNumber($0) }) })
            say("continuity", optional(k.continuityValues) { list($0.map { shortNumber($0) }) })
            say("bias", optional(k.biasValues) { list($0.map { shortNumber($0) }) })
        }
        if let p = a as? PropertyAnimation {
            say("additive", p.additive ? "yes" : "no")
            say("cumulative", p.cumulative ? "yes" : "no")
        }
        let t = a.timing
        if !top { say("beginTime", RunSummary.seconds(t.beginTime)) }
        say("duration", RunSummary.seconds(t.duration))
        say("repeat", Timeline.repeats(t, unicode: true))
        say("speed", shortNumber(Double(t.speed)))
        say("time offset", RunSummary.seconds(t.timeOffset))
        say("timing function", optional(a.timingFunction, function))
        say("fill", t.fillMode.rawValue)
        say("removed on completion", a.removedOnCompletion ? "yes" : "no")
        if let g = a as? AnimationGroup {
            let names = g.animations.map(AnimationSpan.describe)
            say("animations", list(names))
            // Each child by its key path (numbered when two share one).
            for (i, child) in g.animations.enumerated() {
                let same = names[..<i].filter { $0 == names[i] }.count
                let label = names[i] + (same == 0 ? "" : " #\(same + 1)")
                out += facts(of: child, prefix: prefix + label + " ", top: false)
            }
        }
        return out
    }

    /// What changed from `old` (the same layer and key in the last run) to `self`, a line each.
    func changes(since old: Motion) -> [String] {
        let head = "\(layer) \(key)"
        guard kind == old.kind else { return ["\(head) is a \(kind) (was a \(old.kind))"] }
        var out: [String] = []
        let before = Dictionary(old.facts.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for f in facts {
            // A fact the other run does not have (a group's child that is new) is said by the
            // group's "animations".
            guard let o = before[f.name], o.text != f.text else { continue }
            if let p = f.path, let q = o.path, let moved = Motion.movedPoints(p, was: q) {
                out += moved.map { "\(head) \(f.name): \($0.part) \($0.was) → \($0.now)" }
            } else {
                out.append("\(head) \(f.name): \(o.text) → \(f.text)")
            }
        }
        return out
    }

    // MARK: Words

    static func optional<T>(_ x: T?, _ text: (T) -> String) -> String { x.map(text) ?? "none" }

    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    static func value(_ v: Value) -> String {
        switch v {
        case .number(let x): return shortNumber(x)
        case .point(let p): return RunSummary.point(p)
        case .size(let s): return "(\(shortNumber(s.width)), \(shortNumber(s.height)))"
        case .rect(let r):
            return "(\(shortNumber(r.origin.x)), \(shortNumber(r.origin.y)), \(shortNumber(r.size.width)), \(shortNumber(r.size.height)))"
        case .color(let c): return c.hexString
        case .transform(let t):
            let p = t.parts
            return "scale (\(shortNumber(p.scaleX)), \(shortNumber(p.scaleY))) rotation \(shortNumber(p.rotation)) "
                + "translation (\(shortNumber(p.translationX)), \(shortNumber(p.translationY)))"
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s.map { "\"\($0)\"" } ?? "nil"
        }
    }

    /// A named timing function by its name ("easeIn"), another by its control points.
    static func function(_ f: TimingFunction) -> String {
        if let name = f.name { return name.rawValue }
        return "cubic (\([f.c1x, f.c1y, f.c2x, f.c2y].map { shortNumber(Double($0)) }.joined(separator: ", ")))"
    }

    /// "from (70, 350), curve to (234, 724) via (187, 220)".
    static func path(_ p: BezierPath) -> String {
        p.elements.map { e in
            switch e {
            case .moveTo(let a): return "from \(RunSummary.point(a))"
            case .lineTo(let a): return "line to \(RunSummary.point(a))"
            case .quadCurveTo(let a, let c): return "curve to \(RunSummary.point(a)) via \(RunSummary.point(c))"
            case .curveTo(let a, let c1, let c2):
                return "curve to \(RunSummary.point(a)) via \(RunSummary.point(c1)) and \(RunSummary.point(c2))"
            case .close: return "close"
            }
        }.joined(separator: ", ")
    }

    /// The points of a path, each with what it is: "start", "control", "end" ("control 1" and
    /// "control 2" of a cubic curve), after "segment N" when the path has several segments.
    static func points(_ p: BezierPath) -> [(part: String, point: Point)] {
        let segments = p.elements.filter { if case .moveTo = $0 { return false }; return true }.count
        var out: [(String, Point)] = []
        var n = 0
        for (i, e) in p.elements.enumerated() {
            if case .moveTo = e {} else { n += 1 }
            let segment = segments > 1 ? "segment \(n) " : ""
            switch e {
            case .moveTo(let a): out.append((i == 0 ? "start" : "segment \(n + 1) start", a))
            case .lineTo(let a): out.append((segment + "end", a))
            case .quadCurveTo(let a, let c): out += [(segment + "control", c), (segment + "end", a)]
            case .curveTo(let a, let c1, let c2):
                out += [(segment + "control 1", c1), (segment + "control 2", c2), (segment + "end", a)]
            case .close: break
            }
        }
        return out
    }

    /// The points that moved from `old` to `new` when both paths have the same elements; nil
    /// when they do not (the whole path is said then).
    static func movedPoints(_ new: BezierPath, was old: BezierPath) -> [(part: String, was: String, now: String)]? {
        guard new.elements.count == old.elements.count,
              zip(new.elements, old.elements).allSatisfy({ sameKind($0, $1) }) else { return nil }
        var out: [(String, String, String)] = []
        for (n, o) in zip(points(new), points(old)) {
            let now = RunSummary.point(n.point), was = RunSummary.point(o.point)
            if now != was { out.append((n.part, was, now)) }
        }
        return out
    }

    private static func sameKind(_ a: BezierPath.Element, _ b: BezierPath.Element) -> Bool {
        switch (a, b) {
        case (.moveTo, .moveTo), (.lineTo, .lineTo), (.quadCurveTo, .quadCurveTo), (.curveTo, .curveTo), (.close, .close):
            return true
        default:
            return false
        }
    }
}
