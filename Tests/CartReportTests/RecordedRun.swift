import CartAnimation
import CartOutput
import CartRun
import CartTestSupport
@testable import CartReport

/// A run made in Swift (no script): `build` adds layers and animations to a fresh scene, and a
/// `RunRecorder` keeps what explain and watch show — the run's sink, and its host, relaying the
/// callbacks to a fake host (as it relays them to the Lua host in a session).
@MainActor
enum RecordedRun {
    static func record(fps: Int = 10, until: Double? = nil, params: [(name: String, value: ParamValue)] = [],
                       host: FakeHost = FakeHost(), _ build: (Scene, Runner) throws -> Void) throws -> RunRecorder {
        let scene = Scene()
        let recorder = RunRecorder()
        recorder.host = host
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(fps), until: until), sink: recorder)
        try build(scene, runner)
        try recorder.writeHeader(TraceHeader(script: "t.lua", fps: fps, screen: scene.screen, params: params))
        try runner.run(host: recorder)
        return recorder
    }

    /// A layer in the window at `at`, moving to `to` along `position` in `duration` from `begin`.
    @discardableResult
    static func move(_ scene: Scene, _ name: String, from: Point = Point(x: 0, y: 0), to: Point, duration: Double = 1,
                     begin: Double = 0, key: String = "move", kept: Bool = false) throws -> Layer {
        let l = scene.makeLayer(name: name)
        try scene.window.addSublayer(l)
        l.position = to
        let a = BasicAnimation(keyPath: .position)
        a.fromValue = .point(from)
        a.toValue = .point(to)
        a.duration = duration
        a.beginTime = begin
        if kept {
            a.removedOnCompletion = false
            a.fillMode = .forwards
        }
        try l.add(a, forKey: key)
        return l
    }

    /// Plain text at `width` columns: no colour, ASCII drawing.
    static func plain(_ width: Int = 80) -> Terminal { Terminal(width: width, color: false, unicode: false) }
}
