import Foundation
import Testing
import CartAnimation
import CartRun
import CartTestSupport
@testable import CartReport

/// Each of lint's rules on a plain scene made in Swift: the pitfall found at the line that
/// made it, and the same scene without the pitfall found clean.
@MainActor
@Suite struct LintRecorderTests {
    /// Lints a run of the scene `build` makes (places kept: `origin:` and `Layer.place` are the
    /// script's lines), relaying callbacks to `host`.
    static func lint(until: Double? = nil, host: FakeHost = FakeHost(),
                     _ build: (Scene, Runner) throws -> Void) throws -> [LintFinding] {
        let scene = Scene()
        scene.keepsPlaces = true
        let recorder = LintRecorder()
        recorder.host = host
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(10), until: until), sink: recorder)
        runner.onWarning = recorder.note
        try build(scene, runner)
        try runner.run(host: recorder)
        return recorder.findings
    }

    /// A layer named `name` made at line `line` of t.lua, 10 × 10, in the window unless `inWindow` is false.
    @discardableResult
    static func layer(_ scene: Scene, _ name: String, line: Int, inWindow: Bool = true,
                      size: Double = 10) throws -> Layer {
        let l = scene.makeLayer(name: name)
        l.place = "t.lua:\(line): "
        l.bounds = Rect(x: 0, y: 0, width: size, height: size)
        if inWindow { try scene.window.addSublayer(l) }
        return l
    }

    /// position from (0, 0) to `to` over 1 s.
    static func move(to: Point = Point(x: 100, y: 0), duration: Double = 1) -> BasicAnimation {
        let a = BasicAnimation(keyPath: .position)
        a.fromValue = .point(Point(x: 0, y: 0))
        a.toValue = .point(to)
        a.duration = duration
        return a
    }

    final class Delegate: AnimationDelegate {}

    static func codes(_ f: [LintFinding]) -> [String] { f.map { "\($0.rule.code) t.lua:\($0.line ?? 0)" } }

    // MARK: CA001

    @Test func anAnimationWithoutAFillSnapsBackToTheModel() throws {
        let found = try Self.lint { scene, _ in
            try Self.layer(scene, "label", line: 1).add(Self.move(), forKey: "fly", origin: "t.lua:4: ")
        }
        #expect(Self.codes(found) == ["CA001 t.lua:4"])
        #expect(found.first?.message == "'label' jumps back as its animation ends at 1 s: position (100, 0) → (0, 0)")
    }

    /// The delegate that removes the layer in animationDidStop is too late on a device: the stop
    /// is judged before it runs.
    @Test func aDelegateRemovingTheLayerStillSnapsBack() throws {
        let host = FakeHost()
        var label: Layer?
        host.onStop = { _, _ in label?.removeFromSuperlayer() }
        let found = try Self.lint(host: host) { scene, _ in
            label = try Self.layer(scene, "label", line: 1)
            try label?.add(Self.move(), forKey: "fly", origin: "t.lua:4: ")
        }
        #expect(Self.codes(found) == ["CA001 t.lua:4"])
    }

    @Test func aFillOrAModelAtTheEndDoesNotSnapBack() throws {
        let found = try Self.lint { scene, _ in
            let held = Self.move()
            held.fillMode = .forwards
            held.removedOnCompletion = false
            try Self.layer(scene, "held", line: 1).add(held, forKey: "fly", origin: "t.lua:2: ")
            let landed = try Self.layer(scene, "landed", line: 3)
            landed.position = Point(x: 100, y: 0)
            try landed.add(Self.move(), forKey: "fly", origin: "t.lua:4: ")
            // A forwards fill alone is removed on completion: it snaps back.
            let removed = Self.move()
            removed.fillMode = .forwards
            try Self.layer(scene, "removed", line: 5).add(removed, forKey: "fly", origin: "t.lua:6: ")
            // Kept without a fill: attached, and showing the model once it ends.
            let kept = Self.move()
            kept.removedOnCompletion = false
            try Self.layer(scene, "kept", line: 7).add(kept, forKey: "fly", origin: "t.lua:8: ")
        }
        #expect(Self.codes(found) == ["CA001 t.lua:6", "CA001 t.lua:8"])
    }

    // MARK: CA002

    @Test func aKeptAnimationWithADelegateIsARetainCycle() throws {
        let delegate = Delegate()
        let found = try Self.lint { scene, _ in
            let kept = Self.move()
            kept.fillMode = .forwards
            kept.removedOnCompletion = false
            kept.delegate = delegate
            try Self.layer(scene, "badge", line: 1).add(kept, forKey: "breath", origin: "t.lua:7: ")
        }
        #expect(Self.codes(found) == ["CA002 t.lua:7"])
        #expect(found.first?.message == "the animation 'breath' (position) has removedOnCompletion = false and a delegate, and is never removed")
    }

    @Test func aKeptAnimationRemovedOnceItReportedIsFine() throws {
        let host = FakeHost()
        var badge: Layer?
        host.onStop = { att, _ in badge?.removeAnimation(forKey: att.key ?? "") }
        let found = try Self.lint(host: host) { scene, _ in
            let kept = Self.move()
            kept.fillMode = .forwards
            kept.removedOnCompletion = false
            kept.delegate = Delegate()
            badge = try Self.layer(scene, "badge", line: 1)
            try badge?.add(kept, forKey: "breath", origin: "t.lua:7: ")
            // Kept without a delegate: nothing retained.
            let plain = Self.move()
            plain.fillMode = .forwards
            plain.removedOnCompletion = false
            try Self.layer(scene, "plain", line: 8).add(plain, forKey: "p", origin: "t.lua:9: ")
        }
        #expect(found.isEmpty)
    }

    // MARK: CA003 – CA005: the run's warnings, in their words

    @Test func warningsAreFindingsOfTheirRules() throws {
        let found = try Self.lint { scene, _ in
            let l = try Self.layer(scene, "coin", line: 1)
            var path = BezierPath()
            path.move(to: Point(x: 0, y: 0))
            path.addLine(to: Point(x: 100, y: 0))
            let both = KeyframeAnimation(keyPath: .position)
            both.path = path
            both.values = [.point(Point(x: 0, y: 0)), .point(Point(x: 5, y: 5))]
            try l.add(both, forKey: "a", origin: "t.lua:3: ")
            let paced = KeyframeAnimation(keyPath: .positionX)
            paced.values = [.number(0), .number(10), .number(30)]
            paced.calculationMode = .paced
            paced.keyTimes = [0, 0.2, 1]
            paced.timingFunctions = [TimingFunction(name: .easeIn), TimingFunction(name: .easeOut)]
            try l.add(paced, forKey: "b", origin: "t.lua:5: ")
        }
        let rules = found.filter { $0.rule != .snapBack }
        #expect(Self.codes(rules) == ["CA003 t.lua:3", "CA004 t.lua:5", "CA005 t.lua:5"])
        #expect(rules.first?.message == Warning.Cause.valuesOverriddenByPath.description)
        #expect(LintRule(.springTimingFunction) == .springTimingFunction)
    }

    /// `cartlua test` prints the run's warnings as they come, then lint's own findings.
    @Test func beyondWarningsLeavesTheRunsWarningsOut() {
        let recorder = LintRecorder()
        recorder.note(Warning(.springTimingFunction, place: "t.lua:3: "))
        recorder.report(.snapBack, at: "t.lua:5: ", "m")
        #expect(recorder.findings.map(\.rule) == [.springTimingFunction, .snapBack])
        #expect(recorder.findingsBeyondWarnings.map { $0.warningLine(script: "t.lua") } == ["t.lua:5: warning: CA001 snap-back: m"])
    }

    // MARK: CA006, CA007

    @Test func aChildThatOutlastsItsGroupIsClipped() throws {
        let found = try Self.lint { scene, _ in
            let spin = BasicAnimation(keyPath: .transformRotationZ)
            spin.toValue = .number(6.28)
            spin.duration = 0.15
            spin.repeatCount = .infinity
            let long = Self.move(duration: 0.8)
            let fits = BasicAnimation(keyPath: .opacity)  // duration 0: the group's
            fits.toValue = .number(0)
            let g = AnimationGroup(animations: [spin, long, fits])
            g.duration = 0.5
            try Self.layer(scene, "view", line: 1).add(g, forKey: "group", origin: "t.lua:2: ")
        }
        let clipped = found.filter { $0.rule == .childOutlastsGroup }
        #expect(clipped.map(\.message) == [
            "in the animation 'group' (transform.rotation.z, position, opacity) of 0.5 s, the child transform.rotation.z never ends: it is cut at 0.5 s",
            "in the animation 'group' (transform.rotation.z, position, opacity) of 0.5 s, the child position ends at 0.8 s: it is cut at 0.5 s",
        ])
    }

    @Test func aSpringCutBeforeItSettles() throws {
        func spring(_ duration: Double?) -> SpringAnimation {
            let s = SpringAnimation(keyPath: .transformScale)
            s.fromValue = .number(0)
            s.toValue = .number(1)
            s.damping = 5
            s.duration = duration ?? s.settlingDuration
            return s
        }
        let found = try Self.lint { scene, _ in
            let l = try Self.layer(scene, "badge", line: 1)
            try l.add(spring(0.5), forKey: "cut", origin: "t.lua:2: ")
            try l.add(spring(nil), forKey: "whole", origin: "t.lua:3: ")
        }
        // (Even a spring at its settlingDuration ends a hair from 1: a snap back of 0.0008.)
        #expect(Self.codes(found.filter { $0.rule != .snapBack }) == ["CA007 t.lua:2"])
        #expect(found.first?.message == "the spring on transform.scale settles in 2.851 s, but its duration of 0.5 s cuts it")
    }

    // MARK: CA008 – CA010

    @Test func anAnimationOnALayerOutsideTheWindow() throws {
        var lost: Layer?  // held, as the script's variable holds it
        let found = try Self.lint { scene, runner in
            lost = try Self.layer(scene, "lost", line: 1, inWindow: false)
            try lost?.add(Self.move(to: .zero), forKey: "fly", origin: "t.lua:2: ")
            // Joins later: fine.
            let late = try Self.layer(scene, "late", line: 3, inWindow: false)
            try late.add(Self.move(to: .zero), forKey: "fly", origin: "t.lua:4: ")
            try scene.window.addSublayer(late)
        }
        #expect(Self.codes(found) == ["CA008 t.lua:2"])
        #expect(found.first?.message == "'lost' never joins the window's tree, so the animation 'fly' (position) is never seen")
    }

    /// A layer nobody holds is gone before the run loop sees its animation (Lua's garbage
    /// collector frees such layers): still found, every one.
    @Test func aLayerGoneBeforeTheRunIsStillFound() throws {
        let found = try Self.lint { scene, _ in
            for i in 1...3 {
                try Self.layer(scene, "ghost\(i)", line: 1, inWindow: false)
                    .add(Self.move(to: .zero), forKey: "fade", origin: "t.lua:2: ")
            }
        }
        #expect(found.map { "\($0.rule.code) ×\($0.count)" } == ["CA008 ×3"])
        #expect(found.first?.message.hasPrefix("'ghost1' never joins") == true)
    }

    @Test func aZeroSizeLayerWithAnimations() throws {
        let found = try Self.lint { scene, _ in
            try Self.layer(scene, "dot", line: 1, size: 0).add(Self.move(to: .zero), forKey: "fly", origin: "t.lua:2: ")
            // A container with a sublayer, and a layer whose bounds grow, are seen.
            let box = try Self.layer(scene, "box", line: 3, size: 0)
            try box.addSublayer(Self.layer(scene, "child", line: 4, inWindow: false))
            try box.add(Self.move(to: .zero), forKey: "fly", origin: "t.lua:5: ")
            let grow = BasicAnimation(keyPath: .bounds)
            grow.toValue = .rect(Rect(x: 0, y: 0, width: 10, height: 10))
            try Self.layer(scene, "grows", line: 6, size: 0).add(grow, forKey: "grow", origin: "t.lua:7: ")
        }
        #expect(Self.codes(found.filter { $0.rule != .snapBack }) == ["CA009 t.lua:1"])
        #expect(found.first?.message == "'dot' has an empty bounds and no sublayers, yet the animation 'fly' (position) animates it")
    }

    @Test func twoLayersOfOneNameAtOnce() throws {
        let host = FakeHost()
        var first: Layer?, second: Layer?
        host.onCall = { _ in
            first?.removeFromSuperlayer()
            if let second { try first?.scene?.window.addSublayer(second) }
        }
        let found = try Self.lint(until: 1, host: host) { scene, runner in
            try Self.layer(scene, "coin", line: 1)
            try Self.layer(scene, "coin", line: 2)
            // One after the other: fine.
            first = try Self.layer(scene, "star", line: 3)
            second = try Self.layer(scene, "star", line: 4, inWindow: false)
            _ = runner.schedule(after: 0.5, token: 1)
        }
        #expect(Self.codes(found) == ["CA010 t.lua:2"])
        #expect(found.first?.message == "two layers are named 'coin' at once")
    }

    // MARK: Folding and forms

    /// Ten coins made by one line are one finding, counted; different lines and subjects stay
    /// apart, in the order of their lines.
    @Test func oneLineManyTimesIsOneFindingCounted() throws {
        let found = try Self.lint { scene, _ in
            for i in 1...3 {
                try Self.layer(scene, "coin\(i)", line: 9).add(Self.move(), forKey: "fly", origin: "t.lua:12: ")
            }
            try Self.layer(scene, "bag", line: 2).add(Self.move(), forKey: "fly", origin: "t.lua:3: ")
        }
        #expect(found.map { "\($0.rule.code) \($0.line ?? 0) ×\($0.count)" } == ["CA001 3 ×1", "CA001 12 ×3"])
        #expect(found.last?.message.hasPrefix("'coin1' jumps back") == true)
        #expect(found.last?.lines(script: "t.lua").first?.hasSuffix("(×3 from this line)") == true)
    }

    @Test func aFindingAsTextAndAsJSON() throws {
        var f = LintFinding(.duplicateName, place: "Scripts/a \"b\".lua:7: ", message: "two layers are named 'coin' at once")
        #expect(f.file == "Scripts/a \"b\".lua" && f.line == 7)
        #expect(f.lines(script: "x.lua") == [
            "Scripts/a \"b\".lua:7: CA010 duplicate-name: two layers are named 'coin' at once",
            "  on a device: " + LintRule.duplicateName.device,
            "  fix: " + LintRule.duplicateName.fix,
        ])
        f.count = 2
        let json = f.json(script: "x.lua")
        #expect(json.hasPrefix(#"{"file":"Scripts/a \"b\".lua","line":7,"code":"CA010","name":"duplicate-name","#))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["message"] as? String == f.message && object?["count"] as? Int == 2)
        #expect(object?["device"] as? String == LintRule.duplicateName.device && object?["fix"] as? String == LintRule.duplicateName.fix)
        // No place: the script's name, and no line.
        let bare = LintFinding(.snapBack, place: "", message: "m")
        #expect(bare.place(script: "x.lua") == "x.lua" && bare.json(script: "x.lua").contains(#""file":"x.lua","line":null"#))
    }
}
