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

    /// The scene as the stream's records tell it: the layers' facts (names, places, trees) and
    /// the animations as they were attached.
    private(set) var replica = SceneReplica()
    /// Layers a sample showed; with a width and a height; with a sublayer.
    var shown: Set<Int> = []
    var withArea: Set<Int> = []
    var withSublayers: Set<Int> = []
    /// A layer as its first animation was attached: where, and what it animates.
    struct Animated {
        let serial: Int
        let place: String
        let what: String
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
    /// The time of the animation event just written: its callback comes next.
    private var eventTime = 0.0

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
        replica.apply(record)
        guard case .attached(let a) = record else { return }
        if animatedSerials.insert(a.layer).inserted {
            animated.append(Animated(serial: a.layer, place: a.place, what: Self.describe(a.animation, key: a.key)))
        }
        if replica.isInWindow(a.layer) { joined.insert(a.layer) }
        check(attached: a)
    }

    public func writeSample(time: Double, layers samples: [LayerSample]) throws {
        var byName: [String: Int] = [:]
        for s in samples {
            guard let serial = s.serial else { continue }
            joined.insert(serial)
            shown.insert(serial)
            let size = s.state.bounds.size
            if size.width != 0 && size.height != 0 { withArea.insert(serial) }
            if let parent = s.superSerial { withSublayers.insert(parent) }
            if let other = byName.updateValue(serial, forKey: s.name), other != serial {
                sharedName(s.name, serial)
            }
        }
    }

    /// CA010: two layers shown under one name in one sample; reported at the second's line.
    private func sharedName(_ name: String, _ serial: Int) {
        guard sharedNames.insert(name).inserted else { return }
        report(.duplicateName, at: replica.layers[serial]?.place ?? "", "two layers are named '\(name)' at once")
    }

    public func writeEvent(time: Double, event: TraceEvent) throws { eventTime = time }
    public func writeLog(time: Double, message: String) throws {}

    /// The run's end: the rules that need all of it.
    public func writeEnd(time: Double, reason: EndReason) throws {
        for case let att? in kept.map(\.attachment) where att.isAttached && att.layer != nil {
            report(.retainedDelegate, at: att.place, "\(Self.describe(att.animation, key: att.key)) has "
                   + "removedOnCompletion = false and a delegate, and is never removed")
        }
        for a in animated {
            let facts = replica.layers[a.serial]
            let name = facts?.traceName ?? "layer#\(a.serial)"
            if !joined.contains(a.serial) && !replica.isInWindow(a.serial) {
                report(.layerNotInWindow, at: a.place, "'\(name)' never joins the window's tree, so \(a.what) is never seen")
            } else if shown.contains(a.serial), !withArea.contains(a.serial), !withSublayers.contains(a.serial) {
                report(.zeroSizeLayer, at: facts?.place ?? "",
                       "'\(name)' has an empty bounds and no sublayers, yet \(a.what) animates it")
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
        guard let serial = replica.animations[att.sequence]?.layer, replica.isInWindow(serial),
              let last = LandingProbe.state(in: replica, finishing: att.sequence, at: eventTime, held: true),
              let now = LandingProbe.presentation(in: replica, of: serial, at: eventTime) else { return }
        let jumps = Self.keyPaths(of: att.animation).filter { $0.read(last) != $0.read(now) }
        guard !jumps.isEmpty else { return }
        let what = jumps.map { "\($0.rawValue) \(Motion.value($0.read(last))) → \(Motion.value($0.read(now)))" }
        report(.snapBack, at: att.place, "'\(att.currentLayerName)' jumps back as its animation ends at "
               + "\(shortNumber(eventTime)) s: " + what.joined(separator: ", "))
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
    static func describe(_ animation: Animation, key: String?) -> String {
        let key = key.map { " '\($0)'" } ?? ""
        return "the animation\(key) (" + keyPaths(of: animation).map(\.rawValue).joined(separator: ", ") + ")"
    }
}
