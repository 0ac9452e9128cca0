import Testing
import CartAnimation
@testable import CartOutput

/// The Lottie writer's keyframes, read back from the document: easing control points, degrees,
/// percentages, spatial tangents, holds, and what falls back to samples. Expected numbers come
/// from the scripts' own settings and Core Animation's named curves, not from the writer.
@Suite struct LottieWriterTests {
    /// A layer at (100, 100), 40×20, red, with `anim` added at t = 0.
    static func script(_ anim: String, extra: String = "") -> String {
        """
        local l = Layer{ name = "box", position = {x = 100, y = 100}, bounds = {x = 0, y = 0, width = 40, height = 20},
                         backgroundColor = "#ff0000" }
        window:addSublayer(l)
        \(extra)
        l:addAnimation(\(anim), "a")
        """
    }

    static func keys(_ run: LottieRun, _ layer: String, _ prop: String) -> [JSONValue] {
        run.layer(layer)?["ks"]?[prop]?["k"]?.array ?? []
    }

    @Test func aCubicTimingFunctionIsOneKeyframePairWithItsControlPoints() throws {
        let run = try LottieHarness.run(Self.script("""
            BasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0.5, duration = 1,
                            timingFunction = TimingFunction(0.25, 0.1, 0.25, 1), fillMode = "forwards",
                            removedOnCompletion = false }
            """))
        #expect(run.exact("box").contains("o"))
        let k = Self.keys(run, "box", "o")
        #expect(k.count == 2)
        #expect(k.first?["t"]?.number == 0 && k.first?["s"]?.numbers == [100])
        #expect(k.first?["o"]?["x"]?.numbers == [0.25] && k.first?["o"]?["y"]?.numbers == [0.1])
        #expect(k.first?["i"]?["x"]?.numbers == [0.25] && k.first?["i"]?["y"]?.numbers == [1])
        #expect(k.last?["t"]?.number == 60 && k.last?["s"]?.numbers == [50])
    }

    @Test func rotationInRadiansBecomesDegreesWithoutWrapping() throws {
        let run = try LottieHarness.run(Self.script("""
            BasicAnimation{ keyPath = "transform.rotation.z", fromValue = 0, toValue = 10 * math.pi, duration = 0.5,
                            fillMode = "forwards", removedOnCompletion = false }
            """))
        #expect(run.exact("box").contains("r"))
        let k = Self.keys(run, "box", "r")
        #expect(k.map { $0["s"]?.numbers?.first } == [0, 1800])
        #expect(k.map { $0["t"]?.number } == [0, 30])
    }

    @Test func scaleIsPercentOnBothAxesAndOpacityIsPercent() throws {
        let run = try LottieHarness.run(Self.script("""
            AnimationGroup{ animations = {
                BasicAnimation{ keyPath = "transform.scale", fromValue = 1, toValue = 0.2 },
                BasicAnimation{ keyPath = "opacity", fromValue = 0.8, toValue = 0.1 } },
              duration = 1, fillMode = "forwards", removedOnCompletion = false }
            """))
        #expect(run.exact("box").contains("s") && run.exact("box").contains("o"))
        #expect(Self.keys(run, "box", "s").map { $0["s"]?.numbers } == [[100, 100, 100], [20, 20, 100]])
        #expect(Self.keys(run, "box", "o").map { $0["s"]?.numbers } == [[80], [10]])
    }

    /// Two autoreversing cycles of an ease-in: four keyframe pairs, the backward halves with the
    /// curve mirrored through (½, ½): easeIn (0.42, 0, 1, 1) played back is (0, 0, 0.58, 1).
    @Test func repeatsAndAutoreverseAreUnrolledWithMirroredEasing() throws {
        let run = try LottieHarness.run(Self.script("""
            BasicAnimation{ keyPath = "transform.scale", fromValue = 1, toValue = 1.2, duration = 0.25,
                            autoreverses = true, repeatCount = 2, timingFunction = "easeIn" }
            """))
        #expect(run.exact("box").contains("s"))
        let k = Self.keys(run, "box", "s")
        #expect(k.map { $0["t"]?.number } == [0, 15, 30, 45, 60])
        #expect(k.map { $0["s"]?.numbers?.first } == [100, 120, 100, 120, 100])
        #expect(k[0]["o"]?["x"]?.numbers?.first == 0.42 && k[0]["i"]?["x"]?.numbers?.first == 1)
        #expect(k[1]["o"]?["x"]?.numbers?.first == 0 && k[1]["i"]?["x"]?.numbers?.first == 0.58)
        #expect(k[1]["i"]?["y"]?.numbers?.first == 1)
    }

    /// An animation removed on completion without a fill: the value holds to the end frame, then
    /// jumps back to the model value at that same frame.
    @Test func theEndOfAnAnimationWithoutFillIsAJumpBackToTheModel() throws {
        let run = try LottieHarness.run(Self.script("""
            BasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0, duration = 0.5 }
            """, extra: "after(1, function() end)"))
        #expect(run.exact("box").contains("o"))
        let k = Self.keys(run, "box", "o")
        #expect(k.map { $0["t"]?.number } == [0, 30, 30])
        #expect(k.map { $0["s"]?.numbers?.first } == [100, 0, 100])
        #expect(k[1]["h"]?.number == 1)
    }

    /// coins.lua's quad curve as one spatial segment: the cubic's tangents are ⅔ of the way to
    /// the quad's control point (290, 340) from (40, 40) and from (290, −180); linear easing
    /// (Lottie paces a spatial segment by arc length, as calculationMode paced does).
    @Test func aPacedPathIsASpatialBezierWithTangents() throws {
        let run = try LottieHarness.run(file: "Scripts/coins.lua", maxCurveLength: .infinity)
        #expect(run.exact("coin1").contains("p"))
        let k = Self.keys(run, "coin1", "p")
        #expect(k.count == 2)
        #expect(k[0]["s"]?.numbers == [40, 40, 0] && k[1]["s"]?.numbers == [290, -180, 0])
        let to = k[0]["to"]?.numbers ?? [], ti = k[0]["ti"]?.numbers ?? []
        #expect(to.count == 3 && abs(to[0] - 500.0 / 3) < 1e-4 && abs(to[1] - 200) < 1e-4)
        #expect(ti.count == 3 && abs(ti[0]) < 1e-4 && abs(ti[1] - 1040.0 / 3) < 1e-4)
        #expect(k[0]["o"]?["x"]?.number == 0 && k[0]["i"]?["x"]?.number == 1)
        #expect(run.layer("coin1")?["parent"]?.number == run.layer("button")?["ind"]?.number)
    }

    /// Cut into pieces for players that measure arc length roughly, the pieces still lie on the
    /// quad curve and follow each other without a jump.
    @Test func cutCurvesStayOnTheCurve() throws {
        let run = try LottieHarness.run(file: "Scripts/coins.lua")
        let k = Self.keys(run, "coin1", "p")
        #expect(k.count > 2)
        let quad = BezierSegment.quad(Point(x: 40, y: 40), Point(x: 290, y: 340), Point(x: 290, y: -180))
        let curve = (0...2000).map { quad.point(at: Double($0) / 2000) }
        for key in k {
            guard let s = key["s"]?.numbers, s.count == 3 else { Issue.record("no value"); continue }
            let d = curve.map { (($0.x - s[0]) * ($0.x - s[0]) + ($0.y - s[1]) * ($0.y - s[1])).squareRoot() }.min() ?? 99
            #expect(d < 0.2, "keyframe at \(s) is \(d) pt off the curve")
        }
        let times = k.compactMap { $0["t"]?.number }
        #expect(times == times.sorted() && Set(times).count == times.count)
    }

    @Test func whatLottieCannotReplayIsSampledOncePerFrame() throws {
        // Additive, a spring, and a path timed by its Bézier parameter (linear mode).
        let cases = [
            "BasicAnimation{ keyPath = \"position\", fromValue = {x = 0, y = 0}, toValue = {x = 50, y = 0}, additive = true, duration = 0.5 }",
            "SpringAnimation{ keyPath = \"position\", fromValue = {x = 0, y = 0}, toValue = {x = 50, y = 80}, duration = 0.5 }",
            "KeyframeAnimation{ keyPath = \"position\", path = Path():moveTo(0, 0):curveTo(200, 200, 200, 0, 0, 200), duration = 0.5 }",
        ]
        for c in cases {
            let run = try LottieHarness.run(Self.script(c))
            #expect(run.sampled("box") == ["p"], "\(c)")
            #expect(Self.keys(run, "box", "p").count >= 30, "\(c)")
        }
    }

    /// An animation the script removes early makes its own layer's span inexact, not that of
    /// another layer of the same name.
    @Test func anEarlyStopIsTheLayersOwnNotItsNamesakes() throws {
        let run = try LottieHarness.run("""
            local coins = {}
            for i = 1, 2 do
              coins[i] = Layer{ name = "coin", position = {x = 50 * i, y = 100}, bounds = {x = 0, y = 0, width = 20, height = 20} }
              window:addSublayer(coins[i])
              coins[i]:addAnimation(BasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 1 }, "fade")
            end
            after(0.505, function() coins[1]:removeAnimation("fade") end)
            """)
        let coins = run.layers.filter { $0["nm"]?.string == "coin" }
        let exact = coins.map { c -> Bool in
            guard case .array(let a)? = c["cartlua"]?["exact"] else { return false }
            return a.contains { $0.string == "o" }
        }
        #expect(exact.sorted { !$0 && $1 } == [false, true])
    }

    /// Lottie's parenting carries no opacity: a child's opacity includes its parent's.
    @Test func opacityMultipliesDownTheTree() throws {
        let run = try LottieHarness.run("""
            local p = Layer{ name = "parent", position = {x = 100, y = 100}, bounds = {x = 0, y = 0, width = 50, height = 50},
                             backgroundColor = "#00ff00", opacity = 0.5 }
            local c = Layer{ name = "child", position = {x = 10, y = 10}, bounds = {x = 0, y = 0, width = 10, height = 10},
                             backgroundColor = "#0000ff" }
            window:addSublayer(p)
            p:addSublayer(c)
            c:addAnimation(BasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0.2, duration = 0.5,
                                           fillMode = "forwards", removedOnCompletion = false }, "fade")
            """)
        #expect(run.exact("child").contains("o"))
        #expect(Self.keys(run, "child", "o").map { $0["s"]?.numbers?.first } == [50, 10])
        #expect(run.layer("parent")?["ks"]?["o"]?["k"]?.number == 50)
    }

    @Test func theDocumentIsByteIdenticalRunToRun() throws {
        let a = try LottieHarness.run(file: "Scripts/coins.lua"), b = try LottieHarness.run(file: "Scripts/coins.lua")
        #expect(a.bytes == b.bytes)
        #expect(a.document["fr"]?.number == 60 && a.document["w"]?.number == 375 && a.document["h"]?.number == 812)
        // Every cartlua layer of the run has a Lottie layer (coins join and leave by in/out points).
        #expect(Set(a.layers.compactMap { $0["nm"]?.string }).count == 13)
    }

    // MARK: The easing arithmetic

    /// A piece of a curve, stretched back to the unit square, traces the same motion.
    @Test(arguments: [(0.0, 0.3), (0.2, 0.7), (0.5, 1.0), (0.9, 1.0)])
    func aPieceOfAnEasingCurveIsTheSameMotion(_ xa: Double, _ xb: Double) {
        let e = LottieEasing(TimingFunction(name: .easeInEaseOut))
        let (piece, ya, yb) = e.piece(from: xa, to: xb)
        for i in 0...20 {
            let x = xa + (xb - xa) * Double(i) / 20
            let whole = e.value(x)
            let part = ya + (yb - ya) * piece.value((x - xa) / (xb - xa))
            #expect(abs(whole - part) < 1e-9, "x = \(x)")
        }
        #expect(abs(ya - TimingFunction(name: .easeInEaseOut).evaluate(xa)) < 1e-6)
    }

    @Test func aReversedEasingPlaysTheCurveBackwards() {
        let e = LottieEasing.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        guard case let .bezier(x1, y1, x2, y2) = e.reversed else {
            Issue.record("not a bezier")
            return
        }
        #expect(abs(x1) < 1e-12 && abs(y1) < 1e-12 && abs(x2 - 0.58) < 1e-12 && abs(y2 - 1) < 1e-12)
        for x in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(abs(e.reversed.value(x) - (1 - e.value(1 - x))) < 1e-9)
        }
    }
}
