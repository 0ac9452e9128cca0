import CartAnimation
import Foundation
import Testing
@testable import cartlua
@testable import CartReport
import CartTestSupport

/// `watch` says how the motion itself changed, not only its outcome: a moved control point, new
/// keyframe values or keyTimes, another timing function, duration or repeat — each a line in
/// words, from two real runs of a script (the runs `watch` makes, in this process).
@Suite struct WatchMotionTests {
    /// The summary `watch` makes of `source` run as a script.
    static func summary(_ source: String) throws -> RunSummary {
        RunSummary(try RunRecorderTests.record(source, name: "card.lua"))
    }

    static func card(control: String = "300, 100", duration: String = "0.5", values: String = "1, 0.5, 1",
                     keyTimes: String = "0, 0.5, 1", grow: String = #"timingFunction = "easeIn""#) -> String {
        """
        local card = Layer{ name = "card", position = {x = 10, y = 10} }
        window:addSublayer(card)
        card:addAnimation(KeyframeAnimation{ keyPath = "position", duration = \(duration),
                                             path = Path():moveTo(10, 10):quadCurveTo(200, 400, \(control)) }, "fly")
        card:addAnimation(KeyframeAnimation{ keyPath = "opacity", values = {\(values)}, keyTimes = {\(keyTimes)},
                                             duration = 0.5 }, "fade")
        card:addAnimation(BasicAnimation{ keyPath = "transform.scale", fromValue = 1, toValue = 2, duration = 0.5,
                                          \(grow) }, "grow")
        """
    }

    @Test func aMovedControlPointIsALine() throws {
        let before = try Self.summary(Self.card())
        let after = try Self.summary(Self.card(control: "40, 100"))
        // The outcome is the same (the curve still ends at (200, 400) at 0.5 s): only the motion says it.
        #expect(after.changes(since: before) == ["card fly path: control (300, 100) → (40, 100)"])
        #expect(before.changes(since: try Self.summary(Self.card())).isEmpty, "the same script: no change")
    }

    @Test func valuesKeyTimesTimingFunctionDurationAndRepeatAreLines() throws {
        let before = try Self.summary(Self.card())
        #expect(try Self.summary(Self.card(values: "1, 0.2, 1")).changes(since: before)
                == ["card fade values: [1, 0.5, 1] → [1, 0.2, 1]"])
        #expect(try Self.summary(Self.card(keyTimes: "0, 0.3, 1")).changes(since: before)
                == ["card fade keyTimes: [0, 0.5, 1] → [0, 0.3, 1]"])
        #expect(try Self.summary(Self.card(grow: #"timingFunction = "easeOut""#)).changes(since: before)
                == ["card grow timing function: easeIn → easeOut"])
        #expect(try Self.summary(Self.card(grow: #"timingFunction = {0.3, 0, 0.2, 1}"#)).changes(since: before)
                == ["card grow timing function: easeIn → cubic (0.3, 0, 0.2, 1)"])
        // The motion first, then what it led to.
        #expect(try Self.summary(Self.card(duration: "0.8")).changes(since: before) == [
            "card fly duration: 0.5 s → 0.8 s",
            "card lands at 0.8 s (was 0.5 s)",
            "the run ends at 0.8 s (was 0.5 s)",
        ])
        let repeated = try Self.summary(Self.card(grow: #"timingFunction = "easeIn", repeatCount = 2, autoreverses = true"#))
        #expect(repeated.changes(since: before).first == "card grow repeat: once → ×2 ↔")
    }

    @Test func aGroupsChildrenAndAnotherKindOfAnimation() throws {
        func group(_ control: String, scale: String) -> String {
            """
            local image = Layer{ name = "productImage", position = {x = 70, y = 350} }
            window:addSublayer(image)
            image:addAnimation(AnimationGroup{ duration = 1, animations = {
              KeyframeAnimation{ keyPath = "position", path = Path():moveTo(70, 350):curveTo(234, 724, \(control), 187, 220) },
              BasicAnimation{ keyPath = "transform.scale", toValue = \(scale) },
            } }, "group")
            """
        }
        let before = try Self.summary(group("100, 200", scale: "0.25"))
        #expect(try Self.summary(group("100, 250", scale: "0.5")).changes(since: before) == [
            "productImage group position path: control 1 (100, 200) → (100, 250)",
            "productImage group transform.scale to: 0.25 → 0.5",
        ])
        let basic = """
            local card = Layer{ name = "card" }
            window:addSublayer(card)
            card:addAnimation(BasicAnimation{ keyPath = "position", toValue = {x = 40, y = 100}, duration = 0.5 }, "fly")
            """
        let keyframe = """
            local card = Layer{ name = "card" }
            window:addSublayer(card)
            card:addAnimation(KeyframeAnimation{ keyPath = "position", values = {{x = 0, y = 0}, {x = 40, y = 100}},
                                                 duration = 0.5 }, "fly")
            """
        #expect(try Self.summary(keyframe).changes(since: try Self.summary(basic))
                == ["card fly is a keyframe animation (was a basic animation)"])
        func spring(_ damping: String) -> String {
            """
            local card = Layer{ name = "card" }
            window:addSublayer(card)
            card:addAnimation(SpringAnimation{ keyPath = "transform.scale", fromValue = 0.5, toValue = 1,
                                               damping = \(damping), duration = 1 }, "bounce")
            """
        }
        #expect(try Self.summary(spring("5")).changes(since: try Self.summary(spring("10"))) == ["card bounce damping: 10 → 5"])
    }

    @Test func pathsInWords() {
        var p = BezierPath()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 10, y: 0))
        p.addQuadCurve(to: Point(x: 20, y: 20), control: Point(x: 20, y: 0))
        var q = p
        q.addLine(to: Point(x: 0, y: 0))
        #expect(Motion.path(p) == "from (0, 0), line to (10, 0), curve to (20, 20) via (20, 0)")
        #expect(Motion.points(p).map(\.part) == ["start", "segment 1 end", "segment 2 control", "segment 2 end"])
        // Another shape: no point-by-point comparison (the whole path is said).
        #expect(Motion.movedPoints(q, was: p) == nil)
        var moved = BezierPath()
        moved.move(to: Point(x: 0, y: 0))
        moved.addLine(to: Point(x: 10, y: 5))
        moved.addQuadCurve(to: Point(x: 20, y: 20), control: Point(x: 20, y: 0))
        #expect(Motion.movedPoints(moved, was: p)?.map { "\($0.part) \($0.was) → \($0.now)" } == ["segment 1 end (10, 0) → (10, 5)"])
    }
}
