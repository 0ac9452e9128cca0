import CartAnimation
import CartRun
import Testing
@testable import CartExport

/// The export recorder reads the stream's records, not a scene: records alone, with no layer
/// behind them, make the Swift.
@Suite struct RecordsOnlyExportTests {
    @Test func recordsAloneMakeTheSwift() throws {
        var windowModel = LayerState()
        windowModel.bounds = Rect(x: 0, y: 0, width: 375, height: 812)
        windowModel.position = Point(x: 187.5, y: 406)
        let window = LayerFacts(serial: 1, traceName: "window", name: "window", isWindow: true, model: windowModel)
        let recorder = ExportRecorder(window: window)
        try recorder.recordTopLevel {}  // the top level ran elsewhere: its records follow
        var model = LayerState()
        model.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        model.position = Point(x: 5, y: 5)
        try recorder.writeScene(.layer(LayerFacts(serial: 2, superSerial: 1, traceName: "dot", name: "dot", model: model)))
        var withDot = window
        withDot.sublayers = [2]
        try recorder.writeScene(.layer(withDot))
        let fade = BasicAnimation(keyPath: .opacity)
        fade.fromValue = .number(0)
        fade.toValue = .number(1)
        fade.duration = 2
        try recorder.writeScene(.attached(AttachedAnimation(key: "fade", sequence: 1, layer: 2, animation: fade)))
        try recorder.writeEnd(time: 2, reason: .idle)
        let source = SwiftEmitter.source(for: recorder.record, options: SwiftExportOptions(scriptPath: "dot.lua"))
        let l = RecordedRunTests.lines(source)
        #expect(l.contains("dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)"))
        #expect(l.contains("window.addSublayer(dot)"))
        #expect(l.contains("fade.duration = 2"))
        #expect(l.contains("dot.add(fade, forKey: \"fade\")"))
    }
}
