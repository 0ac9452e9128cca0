import CartAnimation
import CartLua
import CartRun
import CartTestSupport
import Testing

/// The host end to end in one small script: layers, an animation, a delegate, a log line.
@Suite struct HostSmokeTests {
    @Test func aScriptAnimatesALayerAndItsDelegateRuns() throws {
        let scene = Scene()
        let sink = RecordingSink()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(4)), sink: sink)
        let host = LuaHost(scene: scene, runner: runner, options: HostOptions(scriptPath: "smoke.lua"))
        try host.runMain(source: Array("""
        local box = Layer{ name = "box", position = {x = 10, y = 20} }
        window:addSublayer(box)
        box:addAnimation(BasicAnimation{ keyPath = "position.x", fromValue = 0, toValue = 100, duration = 1,
          delegate = { animationDidStop = function(anim, finished) print("done", finished) end } }, "slide")
        """.utf8))
        try runner.run(host: host)
        #expect(sink.eventLines == ["0.0 start box slide", "1.0 stop box slide true", "1.0 log done\ttrue"])
        #expect(sink.state("box", at: 0.5)?.position == Point(x: 50, y: 20))
        #expect(sink.state("box", at: 1)?.position == Point(x: 10, y: 20))
        host.close()
    }
}
