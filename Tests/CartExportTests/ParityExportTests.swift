import CartAnimation
import CartRun
import Testing
@testable import CartExport

/// The export in its parity mode (`--xctest`): the case's handles keep their names whatever the
/// script calls its layers, every delayed call goes through the clock, and clock reads go
/// through the layer's time (the case's tree is paused).
@Suite struct ParityExportTests {
    @Test func theCasesHandlesKeepTheirNames() throws {
        let source = try RecordedRunTests.export(parity: true) { scene, host in
            let clock = scene.makeLayer(name: "clock")
            let all = scene.makeLayer(name: "allLayers")
            try scene.window.addSublayer(clock)
            try scene.window.addSublayer(all)
            host.after(0.5) {
                clock.opacity = 0.5
                host.after(0.25) { all.opacity = 0.5 }
            }
        }
        let l = RecordedRunTests.lines(source)
        #expect(l.contains("let clock = ParityClock()"))
        #expect(l.contains("let clockLayer = CALayer()"))
        #expect(l.contains("let allLayersLayer = CALayer()"))
        #expect(l.contains("var allLayers: [CALayer] { [window, clockLayer, allLayersLayer] }"))
        #expect(l.contains("clock.after(0.5) { [self] in"))
        #expect(l.contains("clock.after(0.25) { [self] in"))
        #expect(!source.contains("DispatchQueue.main.asyncAfter"))
    }

    @Test func aDelayedBeginTimeReadsTheClockThroughTheLayer() throws {
        let export = { (parity: Bool) in
            try RecordedRunTests.export(parity: parity) { scene, _ in
                let dot = scene.makeLayer(name: "dot")
                try scene.window.addSublayer(dot)
                let fade = BasicAnimation(keyPath: .opacity)
                fade.toValue = .number(0)
                fade.beginTime = scene.currentTime + 0.5
                try dot.add(fade, forKey: "fade")
            }
        }
        #expect(RecordedRunTests.lines(try export(false)).contains("fade.beginTime = CACurrentMediaTime() + 0.5"))
        #expect(RecordedRunTests.lines(try export(true)).contains("fade.beginTime = dot.convertTime(CACurrentMediaTime(), from: nil) + 0.5"))
    }
}
