import CartAnimation

/// The checks of one animation as it is attached (its copy, with its durations resolved):
/// a group's children that outlast it, springs cut before they settle.
extension LintRecorder {
    func check(attached att: AttachedAnimation) {
        checkSprings(att.animation, att: att, at: "")
        if let g = att.animation as? AnimationGroup { checkChildren(of: g, att: att, at: "") }
    }

    /// CA006: a child (of the group, or of a group in it) whose active window ends after the
    /// group's duration: the group clips it (CA-SEMANTICS §2, "a 10 second animation grouped
    /// within an animation group with a duration of 5 seconds displays only the first 5 seconds").
    /// `path` is where `g` is in the attached animation ("", "2." for its second child): the
    /// subject of a finding, so that ten coins' groups fold child by child.
    private func checkChildren(of g: AnimationGroup, att: AttachedAnimation, at path: String) {
        let length = g.timing.duration
        for (i, child) in g.animations.enumerated() {
            let end = Self.activeEnd(of: child.timing)
            // Not float noise: 0.1 + 0.2 against 0.3 is no clipping.
            if end > length + 1e-9 * max(1, length) {
                let what = (child as? PropertyAnimation)?.keyPath.rawValue ?? "group"
                let lasts = end.isFinite ? "ends at \(shortNumber(end)) s" : "never ends"
                report(.childOutlastsGroup, at: att.place,
                       "in \(Self.describe(att.animation, key: att.key)) of \(shortNumber(length)) s, the child \(what) \(lasts): it is cut at \(shortNumber(length)) s",
                       subject: path + "\(i)")
            }
            if let inner = child as? AnimationGroup { checkChildren(of: inner, att: att, at: path + "\(i).") }
        }
    }

    /// Where a timed object's active window ends in its parent's time: its beginTime plus its
    /// active duration at its speed (§1.1); infinite when it repeats forever or does not advance.
    static func activeEnd(of t: MediaTiming) -> Double {
        let speed = Double(t.speed)
        guard speed > 0 else { return speed == 0 ? .infinity : t.beginTime }
        return t.beginTime + t.activeDuration / speed
    }

    /// CA007: a spring whose duration ends before its settlingDuration ([ASSUME SPRING-cut]:
    /// the spring is cut off at `duration`, CA-SEMANTICS §8).
    private func checkSprings(_ a: Animation, att: AttachedAnimation, at path: String) {
        if let s = a as? SpringAnimation {
            let settling = s.settlingDuration
            if s.duration < settling - 1e-9 * max(1, settling) {
                report(.springCutShort, at: att.place,
                       "the spring on \(s.keyPath.rawValue) settles in \(shortNumber(settling)) s, "
                        + "but its duration of \(shortNumber(s.duration)) s cuts it", subject: path)
            }
        }
        for (i, child) in ((a as? AnimationGroup)?.animations ?? []).enumerated() {
            checkSprings(child, att: att, at: path + "\(i).")
        }
    }
}
