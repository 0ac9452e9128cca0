import CartAnimation
import CartRun
import Testing
@testable import CartExport

/// Text layers in the Swift export: `CATextLayer()` with what differs from CATextLayer's
/// defaults, and loops that fold only layers of one class into an array.
@Suite struct TextLayerExportTests {
    @Test func aTextLayerIsACATextLayerWithWhatDiffersFromItsDefaults() throws {
        let l = RecordedRunTests.lines(try RecordedRunTests.export { scene, _ in
            let t = scene.makeTextLayer(name: "label")
            t.string = "+1"
            t.fontSize = 36  // CATextLayer's default: not written
            t.alignmentMode = .center
            t.foregroundColor = nil
            try scene.window.addSublayer(t)
        })
        #expect(l.contains("let label = CATextLayer()"))
        #expect(l.contains("label.string = \"+1\""))
        #expect(l.contains("label.alignmentMode = .center"))
        #expect(l.contains("label.foregroundColor = nil"))
        #expect(!l.contains { $0.contains("fontSize") || $0.contains("isWrapped") || $0.contains(".font =") })
    }

    /// Layers made by a run of `after` calls or in one go fold into one array of their class; a
    /// run mixing CALayer and CATextLayer does not fold.
    @Test(arguments: [true, false])
    func loopsFoldOneClass(_ delayed: Bool) throws {
        func make(_ mixed: Bool) throws -> [String] {
            RecordedRunTests.lines(try RecordedRunTests.export { scene, host in
                for k in 0..<4 {
                    let body = {
                        let tag = mixed && k % 2 == 1 ? scene.makeLayer(name: "tag\(k + 1)") : scene.makeTextLayer(name: "tag\(k + 1)")
                        tag.position = Point(x: 5, y: 6)
                        try scene.window.addSublayer(tag)
                    }
                    if delayed { host.after(Double(k) / 4, body) } else { try body() }
                }
            })
        }
        let text = try make(false)
        #expect(text.contains("let tags = (1...4).map { _ in CATextLayer() }"), "\(text)")
        let mixed = try make(true)
        #expect(!mixed.contains { $0.contains(".map { _ in") }, "\(mixed)")
        #expect(mixed.contains("let tag1 = CATextLayer()") && mixed.contains("let tag2 = CALayer()"))
    }
}
