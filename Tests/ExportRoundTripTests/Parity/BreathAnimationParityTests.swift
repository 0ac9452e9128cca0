// MARK: - Parity with Core Animation (`cartlua export Scripts/breath.lua --xctest`)

import UIKit
import XCTest

/// Core Animation against cartlua: `BreathAnimation` built on a paused layer tree (`speed = 0`), its
/// `timeOffset` stepped through the sample times of cartlua's trace, and every layer's `presentation()`
/// compared with the trace below within its 4 decimals, over the whole run. The script's later code
/// runs at cartlua's times: before each sample the case delivers the `deliveries` due by then, in
/// order — a delayed call from the export's `clock` (it must be due then), a Delegate's closure —
/// with the tree at that time, so that animations added then begin then, and it removes a finished
/// animation that is removed on completion itself. Core Animation's own delegate calls are not used.
/// Run it in an iOS unit test target with a host app (presentation() needs a committed tree).
final class BreathAnimationParityTests: XCTestCase {
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
    /// `BreathAnimation.Delegate.made`; nil: it has none).
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

    /// cartlua's trace of Scripts/breath.lua, 60 samples a second: the values to 4 decimals, as it writes them.
    /// One statement a sample: as one array literal, a long run's samples take the compiler gigabytes to type-check.
    static let samples: [Sample] = {
        var samples: [Sample] = []
        samples.append(Sample(t: 0, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [64, 360, 0, 0, 80, 80, 0.5, 0.5, 0, 1, 1, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.016666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.9415, 360.0794, 0, 0, 80, 80, 0.5, 0.5, 0.1, 0.999, 0.999, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.03333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.7872, 360.3353, 0, 0, 80, 80, 0.5, 0.5, 0.2, 0.9961, 0.9961, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.5688, 360.794, 0, 0, 80, 80, 0.5, 0.5, 0.3, 0.9912, 0.9912, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.06666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.318, 361.482, 0, 0, 80, 80, 0.5, 0.5, 0.4, 0.9842, 0.9842, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.08333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.0664, 362.4258, 0, 0, 80, 80, 0.5, 0.5, 0.5, 0.9751, 0.9751, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.8458, 363.6518, 0, 0, 80, 80, 0.5, 0.5, 0.6, 0.9638, 0.9638, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.11666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.6877, 365.1863, 0, 0, 80, 80, 0.5, 0.5, 0.7, 0.9504, 0.9504, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.13333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.624, 367.056, 0, 0, 80, 80, 0.5, 0.5, 0.8, 0.9347, 0.9347, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.6863, 369.2872, 0, 0, 80, 80, 0.5, 0.5, 0.9, 0.9168, 0.9168, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.16666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.9063, 371.9063, 0, 0, 80, 80, 0.5, 0.5, 1, 0.8967, 0.8967, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.18333333333333332, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.3156, 374.9397, 0, 0, 80, 80, 0.5, 0.5, 1, 0.8744, 0.8744, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.946, 378.414, 0, 0, 80, 80, 0.5, 0.5, 1, 0.8501, 0.8501, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.21666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [64.8292, 382.3555, 0, 0, 80, 80, 0.5, 0.5, 1, 0.8238, 0.8238, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.23333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [65.9967, 386.7907, 0, 0, 80, 80, 0.5, 0.5, 1, 0.7956, 0.7956, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [67.4805, 391.7461, 0, 0, 80, 80, 0.5, 0.5, 1, 0.7658, 0.7658, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.26666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [69.312, 397.248, 0, 0, 80, 80, 0.5, 0.5, 1, 0.7345, 0.7345, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.2833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [71.523, 403.3229, 0, 0, 80, 80, 0.5, 0.5, 1, 0.702, 0.702, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [74.1453, 409.9973, 0, 0, 80, 80, 0.5, 0.5, 1, 0.6685, 0.6685, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.31666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [77.2103, 417.2975, 0, 0, 80, 80, 0.5, 0.5, 1, 0.6344, 0.6344, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.3333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [80.75, 425.25, 0, 0, 80, 80, 0.5, 0.5, 1, 0.6, 0.6, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [84.7959, 433.8813, 0, 0, 80, 80, 0.5, 0.5, 1, 0.5656, 0.5656, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.36666666666666664, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [89.3798, 443.2178, 0, 0, 80, 80, 0.5, 0.5, 1, 0.5315, 0.5315, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.38333333333333336, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [94.5332, 453.2858, 0, 0, 80, 80, 0.5, 0.5, 1, 0.498, 0.498, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [100.288, 464.112, 0, 0, 80, 80, 0.5, 0.5, 1, 0.4655, 0.4655, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.4166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [106.6758, 475.7227, 0, 0, 80, 80, 0.5, 0.5, 1, 0.4342, 0.4342, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.43333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [113.7283, 488.1443, 0, 0, 80, 80, 0.5, 0.5, 1, 0.4044, 0.4044, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [121.4771, 501.4032, 0, 0, 80, 80, 0.5, 0.5, 1, 0.3762, 0.3762, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.4666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [129.954, 515.526, 0, 0, 80, 80, 0.5, 0.5, 1, 0.3499, 0.3499, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.48333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [139.1907, 530.539, 0, 0, 80, 80, 0.5, 0.5, 1, 0.3256, 0.3256, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [149.2188, 546.4688, 0, 0, 80, 80, 0.5, 0.5, 1, 0.3033, 0.3033, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.5166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [160.07, 563.3416, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2832, 0.2832, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.5333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [171.776, 581.184, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2653, 0.2653, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.55, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [184.3685, 600.0224, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2496, 0.2496, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.5666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [197.8792, 619.8833, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2362, 0.2362, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.5833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [212.3398, 640.793, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2249, 0.2249, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.6, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [227.782, 662.778, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2158, 0.2158, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.6166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [244.2374, 685.8648, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2088, 0.2088, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.6333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [261.7378, 710.0797, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2039, 0.2039, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.65, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [280.3147, 735.4493, 0, 0, 80, 80, 0.5, 0.5, 1, 0.201, 0.201, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]))
        samples.append(Sample(t: 0.6666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0, 0, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.6833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0.1, 0.1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.7, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0.2, 0.2, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.7166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0.3, 0.3, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.7333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0.4, 0.4, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.75, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0.5, 0.5, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.7666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0.6, 0.6, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.7833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0.7, 0.7, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.8, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0.8, 0.8, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.8166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 0.9, 0.9, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.8333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.85, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1.04, 1.04, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.8666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1.08, 1.08, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.8833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1.12, 1.12, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.9, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1.16, 1.16, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.9166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1.2, 1.2, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.9333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1.16, 1.16, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.95, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1.12, 1.12, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.9666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1.08, 1.08, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 0.9833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1.04, 1.04, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        samples.append(Sample(t: 1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", false, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
        ]))
        return samples
    }()

    /// The script's callbacks in cartlua's run, in its order (those that do something here).
    static let deliveries: [Delivery] = [
        Delivery(0.16666666666666666, .didStop(finished: true), layer: 2, "flyingImage", key: "alphaAnimation", delegate: nil),
        Delivery(0.6666666666666666, .didStop(finished: true), layer: 2, "flyingImage", key: "addCartGroup", delegate: 0),
        Delivery(0.8333333333333334, .didStop(finished: true), layer: 1, "badge", key: "countSalce", delegate: 1),
        Delivery(1, .didStop(finished: true), layer: 1, "badge", key: "countBreath", delegate: 2),
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
    @MainActor static func deliver(_ d: Delivery, to motion: BreathAnimation, in window: CALayer) -> String? {
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
            guard abs(call.due - d.t) <= BreathAnimation.ParityClock.tolerance else {
                return "the export's next delayed call is due at t=\(call.due) s; cartlua ran one at t=\(d.t) s"
            }
            call.work()
            return nil
        }
        let layer = motion.allLayers[d.layer]
        let what = "cartlua's \(d.kind) of \(d.layerName) \(d.key.map { "\"\($0)\"" } ?? "(no key)") at t=\(d.t) s"
        let made = BreathAnimation.Delegate.made
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
    @MainActor static func pausedExport() -> (window: CALayer, motion: BreathAnimation) {
        let window = CALayer()
        window.frame = .init(x: 0, y: 0, width: 375, height: 812)
        window.speed = 0
        window.timeOffset = 0
        BreathAnimation.Delegate.made = []
        let motion = BreathAnimation(window: window)
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
