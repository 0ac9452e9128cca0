// MARK: - Parity with Core Animation (`cartlua export Tests/ExportRoundTripTests/Fixtures/features.lua --xctest`)

import UIKit
import XCTest

/// Core Animation against cartlua: `FeaturesAnimation` built on a paused layer tree (`speed = 0`), its
/// `timeOffset` stepped through the sample times of cartlua's trace, and every layer's `presentation()`
/// compared with the trace below within its 4 decimals, over the whole run. The script's later code
/// runs at cartlua's times: before each sample the case delivers the `deliveries` due by then, in
/// order — a delayed call from the export's `clock` (it must be due then), a Delegate's closure —
/// with the tree at that time, so that animations added then begin then, and it removes a finished
/// animation that is removed on completion itself. Core Animation's own delegate calls are not used.
/// Run it in an iOS unit test target with a host app (presentation() needs a committed tree).
final class FeaturesAnimationParityTests: XCTestCase {
    /// One layer of one sample, in the tree's order (a layer, then its sublayers): its name in the
    /// trace, whether it is hidden, the values `names` lists, and its background colour (red, green,
    /// blue, alpha: the trace's bytes / 255; nil for none).
    struct Row {
        let layer: String
        let hidden: Bool
        let values: [Double]
        let color: [Double]?

        init(_ layer: String, _ hidden: Bool, _ values: [Double], color: [Double]?) {
            (self.layer, self.hidden, self.values, self.color) = (layer, hidden, values, color)
        }
    }

    struct Sample {
        let t: Double
        let rows: [Row]
    }

    static let names = [
        "position.x", "position.y", "bounds.origin.x", "bounds.origin.y", "bounds.size.width", "bounds.size.height",
        "anchorPoint.x", "anchorPoint.y", "opacity", "scale.x", "scale.y", "rotation",
        "translation.x", "translation.y", "zPosition", "cornerRadius",
    ]

    /// One of the script's callbacks in cartlua's run: when, which, and for an animation's, its layer (its
    /// place in `allLayers`, and its name in the trace), its key, and its Delegate (its place in
    /// `FeaturesAnimation.Delegate.made`; nil: it has none).
    struct Delivery {
        enum Kind { case call, didStart, didStop(finished: Bool) }
        let t: Double
        let kind: Kind
        let layer: Int
        let layerName: String
        let key: String?
        let delegate: Int?

        /// A delayed call cartlua ran at `t`.
        static func call(_ t: Double) -> Delivery {
            Delivery(t, .call, layer: 0, "", key: nil, delegate: nil)
        }

        init(_ t: Double, _ kind: Kind, layer: Int, _ layerName: String, key: String?, delegate: Int?) {
            (self.t, self.kind, self.layer, self.layerName, self.key, self.delegate) = (t, kind, layer, layerName, key, delegate)
        }
    }

    /// cartlua's trace of Tests/ExportRoundTripTests/Fixtures/features.lua, 60 samples a second: the values to 4 decimals, as it writes them.
    /// One statement a sample: as one array literal, a long run's samples take the compiler gigabytes to type-check.
    static let samples: [Sample] = {
        var samples: [Sample] = []
        samples.append(Sample(t: 0, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0.3927, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.016666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 151.062, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0.5236, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.03333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 166.4665, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0.6545, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 185.5173, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0.7854, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.06666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 207.5, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0.9163, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.08333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 231.6985, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 1.0472, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 257.4109, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 1.1781, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.11666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 283.9627, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 1.309, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.13333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 310.719, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 1.4399, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 337.0944, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.16666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 362.5616, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0.1309, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.18333333333333332, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 386.6574, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3202, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0.2618, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 408.9869, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4615, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [210, 320, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.21666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 429.2265, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5907, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [210, 320, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.23333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 447.1244, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7067, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [210, 320, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 462.4998, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.808, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [210, 320, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.26666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 475.2411, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8921, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [210, 320, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.2833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 485.3017, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [0.2, 0.4, 0.6, 0.8]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9555, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [210, 320, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 30, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 492.6962, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9931, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.31666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 32, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 497.4945, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9954, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.3333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 34, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 499.8154, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.977, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 36, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 499.8205, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9465, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.36666666666666664, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 38, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 497.7065, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9013, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.38333333333333336, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 40, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 493.6987, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8407, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 42, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 488.043, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7695, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.4166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 44, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 480.9998, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6967, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.43333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 46, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 472.8365, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.63, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 48, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 463.8217, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5721, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.4666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 50, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 454.219, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5231, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.48333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 52, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 444.2824, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.482, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 54, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 434.251, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4475, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 56, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 424.3459, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4185, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 58, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 414.7665, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3941, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.55, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 60, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 405.6885, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3737, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 62, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 397.2619, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3566, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 64, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 389.6101, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3424, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 66, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 382.8296, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3308, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 68, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 376.9902, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3213, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 70, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 372.1358, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.65, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 72, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 368.2857, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3082, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 74, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 365.4362, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3042, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 76, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 363.5626, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3015, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 78, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 362.6217, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3002, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 80, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 362.5541, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3194, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 82, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 363.2871, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3681, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.75, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 84, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 364.7369, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 86, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 366.8117, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4653, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [15, 15, 0, 0, 88, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 369.4145, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [45, 45, 0, 0, 30, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 372.4451, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5625, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [45, 45, 0, 0, 30, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 375.8027, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6111, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [45, 45, 0, 0, 30, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 379.3883, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6597, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.85, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [45, 45, 0, 0, 30, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 383.1065, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7083, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [45, 45, 0, 0, 30, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 386.8669, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7569, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("ghost", false, [45, 45, 0, 0, 30, 30, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 390.5862, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8056, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 394.189, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8542, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 397.6086, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9028, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 400.7882, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9514, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.95, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 403.6806, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 406.2489, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9514, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 408.4662, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9028, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 410.3151, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8542, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 411.7879, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8056, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 412.8852, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7569, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 413.6158, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7083, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 413.9952, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6597, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 414.0453, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6111, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 413.793, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5625, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 413.2695, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 412.5089, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4653, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 411.5474, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 410.4227, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3681, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 409.1724, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3194, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3002, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3015, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3042, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3082, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3213, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3308, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3424, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3566, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3737, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3941, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4185, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4475, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.482, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5231, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5721, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.63, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6967, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7695, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.5166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8407, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.5333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9013, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.55, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9465, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.5666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.977, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.5833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9954, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.6, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9931, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.6166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9555, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.6333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8921, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.65, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.808, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.6666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7067, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.6833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5907, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.7, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4615, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.7166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3202, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.7333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.75, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.7666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.7833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3202, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.8, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4615, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.8166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5907, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.8333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7067, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.85, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.808, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.8666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8921, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.8833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9555, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.9, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9931, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.9166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9954, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.9333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.977, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.95, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9465, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.9666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9013, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.9833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8407, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7695, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.0166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6967, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.033333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.63, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5721, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.066666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5231, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.0833333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.482, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4475, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.1166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4185, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.1333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3941, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3737, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.1666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3566, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.183333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3424, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3308, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.216666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3213, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.2333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3082, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.2666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3042, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.283333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3015, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3002, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.316666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3194, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.3333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3681, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.3666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4653, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.3833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5625, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.4166666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6111, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.433333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6597, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7083, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.466666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7569, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.4833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8056, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8542, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.5166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9028, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.533333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9514, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.55, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.566666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9514, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.5833333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9028, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.6, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8542, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.6166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8056, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.6333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7569, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.65, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7083, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.6666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6597, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.683333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6111, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.7, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5625, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.716666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.7333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4653, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.75, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.7666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3681, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.783333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3194, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.8, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3002, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.816666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3015, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.8333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3042, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.85, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3082, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.8666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.8833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3213, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.9, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3308, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.9166666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3424, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.933333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3566, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.95, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3737, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.966666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3941, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 2.9833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4185, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4475, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.0166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.482, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.033333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5231, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5721, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.066666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.63, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.0833333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6967, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7695, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.1166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8407, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.1333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9013, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9465, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.1666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.977, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.183333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9954, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9931, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.216666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9555, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.2333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8921, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.808, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.2666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7067, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.283333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5907, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4615, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.316666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3202, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.3333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.3666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.3833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3202, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4615, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.4166666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5907, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.433333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7067, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.808, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.466666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8921, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.4833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9555, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9931, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.5166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9954, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.533333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.977, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.55, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9465, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.566666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9013, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.5833333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8407, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.6, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7695, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.6166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6967, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.6333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.63, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.65, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5721, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.6666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5231, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.683333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.482, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.7, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4475, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.716666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4185, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.7333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3941, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.75, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3737, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.7666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3566, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.783333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3424, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.8, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3308, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.816666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3213, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.8333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.85, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3082, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.8666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3042, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.8833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3015, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.9, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3002, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.9166666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3194, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.933333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.3681, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.95, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4167, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.966666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.4653, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 3.9833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5139, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.5625, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4.016666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6111, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4.033333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.6597, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7083, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4.066666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.7569, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4.083333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8056, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.8542, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4.116666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9028, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4.133333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 0.9514, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 4.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("card", false, [80, 140, 0, 0, 120, 80, 0.5, 0.5, 0.9, 1, 1, 0, 0, 0, 2, 10], color: [1, 0.5333, 0, 1]),
            Row("layer1", false, [50, 50, 0, 0, 8, 8, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [200, 300, 0, 0, 24, 24, 0.5, 0.5, 1, 2, 2, 0, 0, 0, 0, 0], color: nil),
        ]))
        return samples
    }()

    /// The script's callbacks in cartlua's run, in its order (those that do something here).
    static let deliveries: [Delivery] = [
        Delivery(0.2, .didStop(finished: true), layer: 3, "badge", key: "turn", delegate: nil),
        .call(0.3),
        Delivery(0.3, .didStop(finished: false), layer: 3, "badge", key: "hop", delegate: nil),
        Delivery(0.3, .didStart, layer: 4, "ghost", key: "grow", delegate: 0),
        .call(0.55),
        Delivery(0.8, .didStop(finished: true), layer: 4, "ghost", key: "grow", delegate: 0),
        .call(0.9),
        Delivery(1.2, .didStop(finished: true), layer: 1, "card", key: "drop", delegate: nil),
        Delivery(4.15, .didStop(finished: true), layer: 2, "layer1", key: "blink", delegate: nil),
    ]

    /// XCTest runs a case on the main thread; the export is the main actor's.
    func testPresentationMatchesCartlua() throws {
        try MainActor.assumeIsolated {
            if let difference = try Self.replay() { XCTFail(difference) }
        }
    }

    /// The export replayed on a paused tree: before each sample, the `deliveries` due by then (at one
    /// instant cartlua runs every callback, then samples); then every layer's `presentation()` compared
    /// with the sample. The first difference, or the first delivery the export does not match, as a
    /// message; nil when Core Animation shows cartlua's whole run.
    @MainActor static func replay(samples: [Sample] = samples, deliveries: [Delivery] = deliveries) throws -> String? {
        let (window, motion) = pausedExport()
        defer { withExtendedLifetime(motion) {} }
        var due = deliveries[...]
        for sample in samples {
            while let d = due.first, d.t <= sample.t {
                if let problem = deliver(d, to: motion, in: window) { return problem }
                due = due.dropFirst()
            }
            window.timeOffset = sample.t
            CATransaction.flush()
            if let difference = try compare(tree(window), with: sample) { return difference }
        }
        for d in due {
            if let problem = deliver(d, to: motion, in: window) { return problem }
        }
        if let left = motion.clock.pending.first {
            return "the export's delayed call due at t=\(left.due) s never ran in cartlua's run"
        }
        return nil
    }

    /// One of cartlua's callbacks, with the tree at its time first: an animation the code adds then
    /// begins then in the layers' time, as Core Animation begins one added with beginTime 0 at the
    /// current layer time (CA-SEMANTICS §1.8). A delayed call is the clock's next one, which must be
    /// due then; a didStart needs its animation on the layer under its key, and that and a finishing
    /// didStop's, when there, this Delegate. A finishing didStop of an animation removed on
    /// completion removes it first, as Core Animation does at its end (whether a paused tree does
    /// is not documented) and cartlua before its didStop (§6). An animation without a key cannot be
    /// looked up, nor removed: it stays.
    @MainActor static func deliver(_ d: Delivery, to motion: FeaturesAnimation, in window: CALayer) -> String? {
        window.timeOffset = d.t
        motion.clock.now = d.t
        CATransaction.flush()
        // cartlua has no implicit animations: a property the code sets changes at once.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        if case .call = d.kind {
            guard let call = motion.clock.next() else {
                return "cartlua ran a delayed call at t=\(d.t) s; the export has none pending"
            }
            guard abs(call.due - d.t) <= FeaturesAnimation.ParityClock.tolerance else {
                return "the export's next delayed call is due at t=\(call.due) s; cartlua ran one at t=\(d.t) s"
            }
            call.work()
            return nil
        }
        let layer = motion.allLayers[d.layer]
        let what = "cartlua's \(d.kind) of \(d.layerName) \(d.key.map { "\"\($0)\"" } ?? "(no key)") at t=\(d.t) s"
        let made = FeaturesAnimation.Delegate.made
        if let i = d.delegate, i >= made.count {
            return "\(what): the export has not made its Delegate yet"
        }
        let delegate = d.delegate.map { made[$0] }
        var (stops, finished) = (false, false)
        if case .didStop(let f) = d.kind { (stops, finished) = (true, f) }
        let attached = d.key.flatMap { layer.animation(forKey: $0) }
        if d.key != nil, !stops, attached == nil {
            return "\(what): the layer has no animation under that key"
        }
        // At a finishing stop Core Animation may have removed it already, once the tree's time reached its end.
        if finished || !stops, let attached, let key = d.key {
            if let delegate, attached.delegate !== delegate {
                return "\(what): the animation under that key has another delegate"
            }
            if finished && attached.isRemovedOnCompletion { layer.removeAnimation(forKey: key) }
        }
        switch d.kind {
        case .didStart: delegate?.didStart?()
        case .didStop(let f): delegate?.didStop?(f)
        case .call: break
        }
        return nil
    }

    /// The first value of `layers` (the tree now) that is not the sample's, as a message.
    static func compare(_ layers: [CALayer], with sample: Sample) throws -> String? {
        guard layers.count == sample.rows.count else {
            return "differs from cartlua's trace at t=\(sample.t) s: \(layers.count) layers, not \(sample.rows.count)"
        }
        for (layer, row) in zip(layers, sample.rows) {
            let shown = try XCTUnwrap(layer.presentation(), "\(row.layer) has no presentation layer: run in a test target with a host app")
            let at = "differs from cartlua's trace at t=\(sample.t) s, layer \(row.layer)"
            if let i = firstDifference(values(of: shown), row.values) {
                return "\(at), \(names[i]): expected \(row.values[i]), got \(values(of: shown)[i])"
            }
            let color = components(of: shown)
            if colorsDiffer(color, row.color) {
                return "\(at), backgroundColor: expected \(row.color.map(\.description) ?? "none"), got \(color.map(\.description) ?? "none")"
            }
            if shown.isHidden != row.hidden {
                return "\(at), hidden: expected \(row.hidden), got \(shown.isHidden)"
            }
        }
        return nil
    }

    /// The export started on a tree paused at time 0: its time is `window.timeOffset` from then on,
    /// whatever the clock does. The Delegates of an earlier replay are let go.
    @MainActor static func pausedExport() -> (window: CALayer, motion: FeaturesAnimation) {
        let window = CALayer()
        window.frame = .init(x: 0, y: 0, width: 375, height: 812)
        window.speed = 0
        window.timeOffset = 0
        FeaturesAnimation.Delegate.made = []
        let motion = FeaturesAnimation(window: window)
        motion.clock.now = 0
        motion.start()
        CATransaction.flush()
        return (window, motion)
    }

    /// The layer and every layer under it, each before its sublayers (the trace's order).
    static func tree(_ layer: CALayer) -> [CALayer] {
        [layer] + (layer.sublayers ?? []).flatMap(tree)
    }

    /// What the trace records of a layer, in `names` order; scale, rotation and translation are
    /// `transform.scale.x`/`.y`, `transform.rotation.z` and `transform.translation.x`/`.y` of its transform.
    /// (Doubles, and no CoreGraphics type named: the file also compiles against a stand-in UIKit beside
    /// swift-corelibs-foundation, whose own CGFloat and CGRect would be ambiguous.)
    static func values(of l: CALayer) -> [Double] {
        let t = l.transform
        let scaleX = (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
        let scaleY = (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()
        let (p, b, a) = (l.position, l.bounds, l.anchorPoint)
        var v: [Double] = [Double(p.x), Double(p.y), Double(b.origin.x), Double(b.origin.y)]
        v += [Double(b.size.width), Double(b.size.height), Double(a.x), Double(a.y)]
        v += [Double(l.opacity), Double(scaleX), Double(scaleY), Double(atan2(t.m12, t.m11))]
        v += [Double(t.m41), Double(t.m42), Double(l.zPosition), Double(l.cornerRadius)]
        return v
    }

    /// A layer's background colour as red, green, blue, alpha (a grey's white stands for all three).
    static func components(of l: CALayer) -> [Double]? {
        guard let c = l.backgroundColor?.components?.map({ Double($0) }) else { return nil }
        return c.count == 2 ? [c[0], c[0], c[0], c[1]] : c
    }

    /// One colour and not the other, or a component off by more than the trace's byte (1/255) rounds.
    static func colorsDiffer(_ got: [Double]?, _ expected: [Double]?) -> Bool {
        guard let got, let expected else { return (got == nil) != (expected == nil) }
        return got.count != expected.count || zip(got, expected).contains { abs($0 - $1) > 0.5 / 255 + 0.0001 }
    }

    /// The first value that is not within the trace's 4 decimals (0.0001, and rounding) of cartlua's.
    static func firstDifference(_ got: [Double], _ expected: [Double]) -> Int? {
        zip(got, expected).enumerated().first { abs($0.element.0 - $0.element.1) > 0.0001 + 1e-9 * max(1, abs($0.element.1)) }?.offset
    }
}
