import CartAnimation
import CartOutput
import Testing

/// Pictures place each layer under its own superlayer, found by serial: names need not be
/// unique (a box inside a box of the same name).
@Suite struct ScreenGeometryTests {
    func state(x: Double) -> LayerState {
        var s = LayerState()
        s.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        s.anchorPoint = Point(x: 0, y: 0)
        s.position = Point(x: x, y: 0)
        return s
    }

    @Test func aLayerIsPlacedUnderItsOwnSuperlayerWhateverTheNames() {
        // window > box (x 100) > [box (x 10), dot (x 0)]: the dot is in the outer box.
        let samples = [
            LayerSample(name: "window", superlayer: nil, state: state(x: 0), serial: 0),
            LayerSample(name: "box", superlayer: "window", state: state(x: 100), serial: 1, superSerial: 0),
            LayerSample(name: "box", superlayer: "box", state: state(x: 10), serial: 2, superSerial: 1),
            LayerSample(name: "dot", superlayer: "box", state: state(x: 0), serial: 3, superSerial: 1),
        ]
        let placed = ScreenGeometry.place(samples)
        #expect(placed.map { $0.screenPoint(.zero).x } == [0, 100, 110, 100])
        #expect(placed.map(\.depth) == [0, 1, 2, 2])
    }

    @Test func samplesWithoutSerialsArePlacedByName() {
        let samples = [
            LayerSample(name: "window", superlayer: nil, state: state(x: 0)),
            LayerSample(name: "box", superlayer: "window", state: state(x: 100)),
            LayerSample(name: "dot", superlayer: "box", state: state(x: 5)),
        ]
        #expect(ScreenGeometry.place(samples).map { $0.screenPoint(.zero).x } == [0, 100, 105])
    }
}
