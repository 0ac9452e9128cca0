import CartAnimation
import CartOutput
import CartRun

/// A trace writer that finds Core Animation pitfalls in a run instead of writing a trace
/// (`cartlua lint`): from the scene records (layers as samples first show them, animations as
/// they are attached), the samples, the run's warnings (`note`), and — as the session's relay
/// between the run loop and the Lua host — each animation's stop, seen before the script's
/// delegate runs. Places are the script's lines the scene kept (`Scene.keepsPlaces`).
/// The rules: LintRule.swift; the checks of one animation as it is attached: LintRecorder+Checks.swift.
public final class LintRecorder: TraceWriter, ScriptHost {
    /// The host the run loop's callbacks go on to (the Lua host; set before the script runs).
    public weak var host: ScriptHost?
    /// What was found, in the order found (`findings` folds and sorts them).
    public private(set) var found: [LintFinding] = []

    /// What the samples showed of one layer, by its serial.
    struct LayerFacts {
        var name: String
        var place: String
        /// Its presentation had a width and a height in some sample.
        var hasArea = false
        /// Some sample showed a sublayer of it.
        var hasSublayers = false
    }
    var layers: [Int: LayerFacts] = [:]
    /// A layer as its first animation was attached: what a finding about it says, without
    /// holding it or its animation (the run frees what the script let go of, as without lint).
    struct Animated {
        let serial: Int
        let place: String
        let name: String
        let what: String
        weak var layer: Layer?
    }
    /// Each animated layer once, in the order of their first animations.
    var animated: [Animated] = []
    var animatedSerials: Set<Int> = []
    /// Layers that were in the window's tree: shown by a sample, or in it when an animation
    /// was attached.
    var joined: Set<Int> = []
    /// Finished animations that stay on their layer (removedOnCompletion false) with a
    /// delegate; weak: one removed since is gone (nothing retains its delegate any more).
    struct Kept { weak var attachment: Attachment? }
    var kept: [Kept] = []
    /// Names already reported as shared by two layers.
    var sharedNames: Set<String> = []

    public init() {}

    /// The rules' findings, each rule at each place once (with its count), in the order of
    /// their places.
    public var findings: [LintFinding] { LintFinding.folded(found) }

    /// A warning of the run (a setting Core Animation ignores): a finding of its rule, in its words.
    public func note(_ warning: Warning) {
        let words = warning.cause.description
        var f = LintFinding(LintRule(warning.cause), place: warning.place, message: words, subject: words)
        f.isWarning = true
        found.append(f)
    }

    /// The findings of lint's own rules, not the run's warnings (`cartlua test` prints those as
    /// they come), folded and sorted as `findings`.
    public var findingsBeyondWarnings: [LintFinding] { LintFinding.folded(found.filter { !$0.isWarning }) }

    /// A finding of `rule` at `place`; `subject` tells apart what one place can make several of.
    func report(_ rule: LintRule, at place: String, _ message: String, subject: String = "") {
        found.append(LintFinding(rule, place: place, message: message, subject: subject))
    }

    // MARK: The stream

    public var wantsSceneRecords: Bool { true }

    public func writeScene(_ record: SceneRecord) throws {
        switch record {
        case .layer(let layer):
            layers[layer.serial] = LayerFacts(name: layer.displayName, place: layer.place)
        case .attached(let att, let serial):
            if animatedSerials.insert(serial).inserted {
                animated.append(Animated(serial: serial, place: att.place, name: att.currentLayerName,
                                         what: Self.describe(att), layer: att.layer))
            }
            if att.layer?.isInWindow == true { joined.insert(serial) }
            check(attached: att)
        case .detached:
            break
        }
    }

    public func writeSample(time: Double, layers samples: [LayerSample]) throws {
        var byName: [String: Int] = [:]
        for s in samples {
            guard let serial = s.serial else { continue }
            joined.insert(serial)
            let size = s.state.bounds.size
            if size.width != 0 && size.height != 0 { layers[serial]?.hasArea = true }
            if let parent = s.superSerial { layers[parent]?.hasSublayers = true }
            if let other = byName.updateValue(serial, forKey: s.name), other != serial {
                sharedName(s.name, serial)
            }
        }
    }

    /// CA010: two layers shown under one name in one sample; reported at the second's line.
    private func sharedName(_ name: String, _ serial: Int) {
        guard sharedNames.insert(name).inserted else { return }
        report(.duplicateName, at: layers[serial]?.place ?? "", "two layers are named '\(name)' at once")
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {}
    public func writeLog(time: Double, message: String) throws {}

    /// The run's end: the rules that need all of it.
    public func writeEnd(time: Double, reason: EndReason) throws {
        for case let att? in kept.map(\.attachment) where att.isAttached && att.layer != nil {
            report(.retainedDelegate, at: att.place,
                   "\(Self.describe(att)) has removedOnCompletion = false and a delegate, and is never removed")
        }
        for a in animated {
            if !joined.contains(a.serial) && a.layer?.isInWindow != true {
                report(.layerNotInWindow, at: a.place, "'\(a.name)' never joins the window's tree, so \(a.what) is never seen")
            } else if let facts = layers[a.serial], !facts.hasArea, !facts.hasSublayers {
                report(.zeroSizeLayer, at: facts.place,
                       "'\(facts.name)' has an empty bounds and no sublayers, yet \(a.what) animates it")
            }
        }
    }

    // MARK: Relay

    /// Runs the script's top level (the session's relay does it in its own way; this one as is).
    public func runTopLevel(_ body: () throws -> Void) throws { try body() }

    public func animationDidStart(_ att: Attachment) throws { try host?.animationDidStart(att) }

    public func animationDidStop(_ att: Attachment, finished: Bool) throws {
        if finished {
            checkSnapBack(att)
            let a = att.animation
            if !a.removedOnCompletion && a.delegate != nil { kept.append(Kept(attachment: att)) }
        }
        try host?.animationDidStop(att, finished: finished)
    }

    public func performDelayedCall(token: Int) throws { try host?.performDelayedCall(token: token) }

    /// CA001: as `att` finishes (before its delegate runs), what it animated shows a value other
    /// than the one it ended on — the model, when it has no fill (fillMode forwards and
    /// removedOnCompletion false). Compared exactly, at the stop.
    private func checkSnapBack(_ att: Attachment) {
        guard let layer = att.layer, layer.isInWindow, let time = layer.scene?.currentTime else { return }
        let last = LandingProbe.held(layer, finishing: att, at: time)
        let now = layer.presentation(atAbsolute: time)
        let jumps = Self.keyPaths(of: att.animation).filter { $0.read(last) != $0.read(now) }
        guard !jumps.isEmpty else { return }
        let what = jumps.map { "\($0.rawValue) \(Motion.value($0.read(last))) → \(Motion.value($0.read(now)))" }
        report(.snapBack, at: att.place, "'\(att.currentLayerName)' jumps back as its animation ends at "
               + "\(shortNumber(time)) s: " + what.joined(separator: ", "))
    }

    /// The key paths an animation animates (a group's children's), each once.
    static func keyPaths(of a: Animation) -> [KeyPath] {
        var out: [KeyPath] = []
        func walk(_ a: Animation) {
            if let p = a as? PropertyAnimation, !out.contains(p.keyPath) { out.append(p.keyPath) }
            if let g = a as? AnimationGroup { g.animations.forEach(walk) }
        }
        walk(a)
        return out
    }

    /// "the animation 'group' (position, transform.scale)", "the animation (opacity)".
    static func describe(_ att: Attachment) -> String {
        let key = att.key.map { " '\($0)'" } ?? ""
        return "the animation\(key) (" + keyPaths(of: att.animation).map(\.rawValue).joined(separator: ", ") + ")"
    }
}
