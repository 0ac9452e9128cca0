import CartAnimation
import CartRun
import Testing
@testable import CartExport

/// A script host made of Swift closures, standing in for the Lua host: `after` keeps its
/// pending tokens, as the Lua host does, so the recorder can see which call a step scheduled.
final class ClosureHost: ScriptHost {
    var pending: [Int: () throws -> Void] = [:]
    var nextToken = 100
    let runner: Runner

    init(runner: Runner) { self.runner = runner }

    func after(_ seconds: Double, _ body: @escaping () throws -> Void) {
        nextToken += 1
        pending[nextToken] = body
        runner.schedule(after: seconds, token: nextToken)
    }

    func performDelayedCall(token: Int) throws { try pending.removeValue(forKey: token)?() }
}

/// A delegate that runs closures (a script's delegate table).
final class ClosureDelegate: AnimationDelegate {
    let onStop: (Bool) -> Void
    init(onStop: @escaping (Bool) -> Void) { self.onStop = onStop }
    func animationDidStop(_ animation: Animation, finished: Bool) throws { onStop(finished) }
}

/// Records a run made in Swift and checks the emitted source line by line.
@Suite struct RecordedRunTests {
    /// Runs `top` as the top level of a recorded run; the emitted Swift.
    static func export(parity: Bool = false, _ top: (Scene, ClosureHost) throws -> Void) throws -> String {
        let scene = Scene()
        let recorder = ExportRecorder()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(10)), sink: recorder)
        let host = ClosureHost(runner: runner)
        recorder.host = host
        recorder.runner = runner
        recorder.pendingCallTokens = { Set(host.pending.keys) }
        recorder.delegateMethods = { $0.delegate == nil ? nil : DelegateMethods(didStart: false, didStop: true) }
        try runner.run(topLevel: { try recorder.recordTopLevel { try top(scene, host) } }, header: { nil }, host: recorder)
        return SwiftEmitter.source(for: recorder.record, options: SwiftExportOptions(scriptPath: "Scripts/dots.lua", parity: parity))
    }

    static func lines(_ s: String) -> [String] {
        s.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func pathsKeyframesAndTimingFunctions() throws {
        let source = try Self.export { scene, _ in
            let dot = scene.makeLayer(name: "dot")
            dot.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
            dot.position = Point(x: 0.5, y: 0.5)
            try scene.window.addSublayer(dot)
            var path = BezierPath()
            path.move(to: Point(x: 0.5, y: 0.5))
            path.addLine(to: Point(x: 10, y: 0))
            path.addQuadCurve(to: Point(x: 3, y: 4), control: Point(x: 1, y: 2))
            path.addCurve(to: Point(x: 7, y: 8), control1: Point(x: 5, y: 6), control2: Point(x: 6, y: 7))
            path.close()
            let k = KeyframeAnimation(keyPath: .position)
            k.path = path
            k.keyTimes = [0, 0.25, 0.5, 0.75, 1]
            k.timingFunctions = [TimingFunction(name: .easeIn), TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)]
            k.calculationMode = .paced
            k.rotationMode = .auto
            k.duration = 2
            k.repeatCount = .infinity
            k.fillMode = .both
            try dot.add(k, forKey: "fly")
            try dot.add(k, forKey: "fly")  // replaces the first: only the second is exported
        }
        let l = Self.lines(source)
        #expect(l.contains("dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)"))
        #expect(l.contains("dot.position = CGPoint(x: 0.5, y: 0.5)"))
        #expect(l.contains("window.addSublayer(dot)"))
        #expect(l.contains("path.move(to: CGPoint(x: 0.5, y: 0.5))"))
        #expect(l.contains("path.addLine(to: CGPoint(x: 10, y: 0))"))
        #expect(l.contains("path.addQuadCurve(to: CGPoint(x: 3, y: 4), controlPoint: CGPoint(x: 1, y: 2))"))
        #expect(l.contains("path.addCurve(to: CGPoint(x: 7, y: 8), controlPoint1: CGPoint(x: 5, y: 6), controlPoint2: CGPoint(x: 6, y: 7))"))
        #expect(l.contains("path.close()"))
        #expect(l.contains("let fly = CAKeyframeAnimation(keyPath: \"position\")"))
        #expect(l.contains("fly.path = path.cgPath"))
        #expect(l.contains("fly.keyTimes = [0, 0.25, 0.5, 0.75, 1]"))
        // Too long for one line: one element per line.
        let list = try #require(l.firstIndex(of: "fly.timingFunctions = ["))
        #expect(Array(l[(list + 1)...(list + 3)]) == ["CAMediaTimingFunction(name: .easeIn),",
                                                    "CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4),", "]"])
        #expect(l.contains("fly.calculationMode = .paced"))
        #expect(l.contains("fly.rotationMode = .rotateAuto"))
        #expect(l.contains("fly.repeatCount = .infinity"))
        #expect(l.contains("fly.fillMode = .both"))
        #expect(l.contains("dot.add(fly, forKey: \"fly\")"))
        #expect(l.filter { $0.hasPrefix("dot.add(") }.count == 1)
        #expect(!source.contains("beginTime"))
    }

    /// contentsGravity is written under CALayerContentsGravity's member names, only when it
    /// differs from CALayer's default (resize), and again when a later call changes it.
    @Test func contentsGravity() throws {
        let source = try Self.export { scene, host in
            let image = scene.makeLayer(name: "image")
            image.contents = "product.png"
            image.contentsGravity = .resizeAspectFill
            try scene.window.addSublayer(image)
            let plain = scene.makeLayer(name: "plain")
            plain.contents = "tab.png"
            try scene.window.addSublayer(plain)
            host.after(0.5) { image.contentsGravity = .bottomRight }
        }
        let l = Self.lines(source)
        #expect(l.contains("image.contents = UIImage(named: \"product.png\")?.cgImage"))
        #expect(l.contains("image.contentsGravity = .resizeAspectFill"))
        #expect(l.contains("image.contentsGravity = .bottomRight"))
        #expect(!l.contains { $0.hasPrefix("plain.contentsGravity") })
    }

    @Test func callsChangesRemovalsAndDelegates() throws {
        let source = try Self.export { scene, host in
            let dot = scene.makeLayer()
            try scene.window.addSublayer(dot)
            let spin = BasicAnimation(keyPath: .transformRotation)
            spin.byValue = .number(Double.pi)
            spin.duration = 1
            spin.beginTime = 0.25  // already later than "now" (0): written relative to it
            try dot.add(spin, forKey: "spin")
            host.after(0.5) {
                dot.position = Point(x: 5, y: 6)
                dot.removeAnimation(forKey: "spin")
                let fade = BasicAnimation(keyPath: .opacity)  // no values: from the presentation
                fade.duration = 0.3
                fade.delegate = ClosureDelegate { _ in dot.removeFromSuperlayer() }
                try dot.add(fade, forKey: nil)
            }
        }
        let l = Self.lines(source)
        #expect(l.contains("layer1.name = \"layer1\""))
        #expect(l.contains("spin.byValue = CGFloat.pi"))
        #expect(l.contains("spin.beginTime = CACurrentMediaTime() + 0.25"))
        #expect(l.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [self] in"))
        #expect(l.contains("layer1.position = CGPoint(x: 5, y: 6)"))
        #expect(l.contains("layer1.removeAnimation(forKey: \"spin\")"))
        #expect(l.contains("opacity.fromValue = 1"))
        #expect(l.contains("opacity.delegate = Delegate(didStop: { [self] _ in"))
        #expect(l.contains("// t = 0.8 s, finished = true"))
        #expect(l.contains("layer1.add(opacity, forKey: nil)"))
        #expect(l.contains("final class Delegate: NSObject, CAAnimationDelegate {"))
        // The removal inside the delegate comes after the delegate's heading.
        let heading = try #require(l.firstIndex(of: "// t = 0.8 s, finished = true"))
        #expect(l[heading + 1] == "layer1.removeFromSuperlayer()")
    }

    /// An `after(0)` scheduled before an animation that starts at once runs first at t = 0; the
    /// export keeps that order (its default would put the animation first).
    @Test(arguments: [true, false])
    func sameInstantOrderFollowsTheRun(callFirst: Bool) throws {
        let source = try Self.export { scene, host in
            let dot = scene.makeLayer(name: "dot")
            try scene.window.addSublayer(dot)
            let a = BasicAnimation(keyPath: .opacity)
            a.fromValue = .number(0)
            a.duration = 1
            if callFirst { host.after(0) { dot.opacity = 0.5 } }
            try dot.add(a, forKey: "fade")
            if !callFirst { host.after(0) { dot.opacity = 0.5 } }
        }
        let l = Self.lines(source)
        let call = try #require(l.firstIndex { $0.hasPrefix("DispatchQueue.main.asyncAfter") })
        let add = try #require(l.firstIndex { $0.hasPrefix("dot.add(") })
        #expect((call < add) == callFirst)
    }

    /// A callback staggering three groups by beginTime is one moment of the script, so the export
    /// reads the clock once (`let now`); each call of CACurrentMediaTime() on a device is a bit
    /// later than the last. A single clock reading stays inline.
    @Test func staggeredGroupsReadTheClockOnce() throws {
        let source = try Self.export { scene, host in
            let dots = (1...3).map { scene.makeLayer(name: "dot\($0)") }
            for d in dots { try scene.window.addSublayer(d) }
            host.after(0.5) {
                for (k, d) in dots.enumerated() {
                    let fade = BasicAnimation(keyPath: .opacity)
                    (fade.fromValue, fade.toValue) = (.number(1), .number(0))
                    let g = AnimationGroup(animations: [fade])
                    g.duration = 0.2
                    g.beginTime = d.localTime(atAbsolute: 0.5) + 0.25 * Double(k + 1)
                    try d.add(g, forKey: "fade")
                }
            }
            let once = BasicAnimation(keyPath: .opacity)
            once.duration = 1
            once.beginTime = 0.25
            try dots[0].add(once, forKey: "later")
        }
        let l = Self.lines(source)
        #expect(l.filter { $0.contains("CACurrentMediaTime()") }.count == 2)
        #expect(l.contains("later.beginTime = CACurrentMediaTime() + 0.25"))
        let now = try #require(l.firstIndex(of: "let now = CACurrentMediaTime()"))
        // The three fades on the dots (made in a loop) are a loop too, their offsets computed.
        let first = try #require(l.firstIndex(of: "fade.beginTime = now + Double(i + 1) / 4"))
        #expect(now < first)
        #expect(l.contains("dot.add(fade, forKey: \"fade\")"))
    }

    /// The delegate of an animation that stays attached (isRemovedOnCompletion = false) lives as
    /// long as the layer: its closure holds self weakly, or self → layer → animation → Delegate
    /// → self never goes away. One that is removed on completion may hold self.
    @Test(arguments: [false, true])
    func aKeptAnimationsDelegateHoldsSelfWeakly(kept: Bool) throws {
        let source = try Self.export { scene, _ in
            let dot = scene.makeLayer(name: "dot")
            try scene.window.addSublayer(dot)
            let fade = BasicAnimation(keyPath: .opacity)
            (fade.toValue, fade.duration) = (.number(0), 0.3)
            fade.removedOnCompletion = !kept
            fade.delegate = ClosureDelegate { _ in dot.removeFromSuperlayer() }
            try dot.add(fade, forKey: "fade")
        }
        let l = Self.lines(source)
        let head = try #require(l.firstIndex { $0.hasPrefix("fade.delegate = Delegate(didStop: {") })
        if kept {
            #expect(l[head] == "fade.delegate = Delegate(didStop: { [weak self] _ in")
            #expect(l[head + 1] == "guard let self else { return }")
            #expect(l.contains("fade.isRemovedOnCompletion = false"))
        } else {
            #expect(l[head] == "fade.delegate = Delegate(didStop: { [self] _ in")
        }
        #expect(l.contains("dot.removeFromSuperlayer()"))
    }

    /// `now() + 0.1` at 0.5 s: b − now rounds to 0.09999999999999998, but 0.1 gives the same
    /// beginTime and is the script's own number.
    @Test func aBeginTimeOffsetReadsAsTheScriptWroteIt() throws {
        let source = try Self.export { scene, host in
            let dot = scene.makeLayer(name: "dot")
            try scene.window.addSublayer(dot)
            host.after(0.5) {
                let fade = BasicAnimation(keyPath: .opacity)
                (fade.toValue, fade.duration) = (.number(0), 0.2)
                fade.beginTime = dot.localTime(atAbsolute: 0.5) + 0.1
                try dot.add(fade, forKey: "fade")
            }
        }
        #expect(0.5 + 0.09999999999999998 == 0.5 + 0.1)
        #expect(Self.lines(source).contains("fade.beginTime = CACurrentMediaTime() + 0.1"))
    }
}
