// MARK: - Parity with Core Animation (`cartlua export Scripts/breath.lua --xctest`)

import UIKit
import XCTest

/// Core Animation against cartlua: `BreathAnimation` built on a paused layer tree (`speed = 0`), its
/// `timeOffset` stepped through the sample times of cartlua's trace, and every layer's `presentation()`
/// compared with the trace below within its 4 decimals. Covers t < 0.6667 s: then the script's own
/// code runs again (a delegate or a delayed call), which a paused tree does not deliver.
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

    /// cartlua's trace of Scripts/breath.lua, 60 samples a second: the values to 4 decimals, as it writes them.
    static let samples: [Sample] = [
        Sample(t: 0, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [64, 360, 0, 0, 80, 80, 0.5, 0.5, 0, 1, 1, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.016666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.9415, 360.0794, 0, 0, 80, 80, 0.5, 0.5, 0.1, 0.999, 0.999, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.03333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.7872, 360.3353, 0, 0, 80, 80, 0.5, 0.5, 0.2, 0.9961, 0.9961, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.5688, 360.794, 0, 0, 80, 80, 0.5, 0.5, 0.3, 0.9912, 0.9912, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.06666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.318, 361.482, 0, 0, 80, 80, 0.5, 0.5, 0.4, 0.9842, 0.9842, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.08333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.0664, 362.4258, 0, 0, 80, 80, 0.5, 0.5, 0.5, 0.9751, 0.9751, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.8458, 363.6518, 0, 0, 80, 80, 0.5, 0.5, 0.6, 0.9638, 0.9638, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.11666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.6877, 365.1863, 0, 0, 80, 80, 0.5, 0.5, 0.7, 0.9504, 0.9504, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.13333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.624, 367.056, 0, 0, 80, 80, 0.5, 0.5, 0.8, 0.9347, 0.9347, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.6863, 369.2872, 0, 0, 80, 80, 0.5, 0.5, 0.9, 0.9168, 0.9168, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.16666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [62.9063, 371.9063, 0, 0, 80, 80, 0.5, 0.5, 1, 0.8967, 0.8967, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.18333333333333332, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.3156, 374.9397, 0, 0, 80, 80, 0.5, 0.5, 1, 0.8744, 0.8744, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [63.946, 378.414, 0, 0, 80, 80, 0.5, 0.5, 1, 0.8501, 0.8501, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.21666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [64.8292, 382.3555, 0, 0, 80, 80, 0.5, 0.5, 1, 0.8238, 0.8238, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.23333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [65.9967, 386.7907, 0, 0, 80, 80, 0.5, 0.5, 1, 0.7956, 0.7956, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [67.4805, 391.7461, 0, 0, 80, 80, 0.5, 0.5, 1, 0.7658, 0.7658, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.26666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [69.312, 397.248, 0, 0, 80, 80, 0.5, 0.5, 1, 0.7345, 0.7345, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.2833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [71.523, 403.3229, 0, 0, 80, 80, 0.5, 0.5, 1, 0.702, 0.702, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [74.1453, 409.9973, 0, 0, 80, 80, 0.5, 0.5, 1, 0.6685, 0.6685, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.31666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [77.2103, 417.2975, 0, 0, 80, 80, 0.5, 0.5, 1, 0.6344, 0.6344, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.3333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [80.75, 425.25, 0, 0, 80, 80, 0.5, 0.5, 1, 0.6, 0.6, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [84.7959, 433.8813, 0, 0, 80, 80, 0.5, 0.5, 1, 0.5656, 0.5656, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.36666666666666664, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [89.3798, 443.2178, 0, 0, 80, 80, 0.5, 0.5, 1, 0.5315, 0.5315, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.38333333333333336, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [94.5332, 453.2858, 0, 0, 80, 80, 0.5, 0.5, 1, 0.498, 0.498, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [100.288, 464.112, 0, 0, 80, 80, 0.5, 0.5, 1, 0.4655, 0.4655, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.4166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [106.6758, 475.7227, 0, 0, 80, 80, 0.5, 0.5, 1, 0.4342, 0.4342, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.43333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [113.7283, 488.1443, 0, 0, 80, 80, 0.5, 0.5, 1, 0.4044, 0.4044, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [121.4771, 501.4032, 0, 0, 80, 80, 0.5, 0.5, 1, 0.3762, 0.3762, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.4666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [129.954, 515.526, 0, 0, 80, 80, 0.5, 0.5, 1, 0.3499, 0.3499, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.48333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [139.1907, 530.539, 0, 0, 80, 80, 0.5, 0.5, 1, 0.3256, 0.3256, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [149.2188, 546.4688, 0, 0, 80, 80, 0.5, 0.5, 1, 0.3033, 0.3033, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.5166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [160.07, 563.3416, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2832, 0.2832, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.5333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [171.776, 581.184, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2653, 0.2653, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.55, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [184.3685, 600.0224, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2496, 0.2496, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.5666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [197.8792, 619.8833, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2362, 0.2362, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.5833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [212.3398, 640.793, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2249, 0.2249, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.6, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [227.782, 662.778, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2158, 0.2158, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.6166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [244.2374, 685.8648, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2088, 0.2088, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.6333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [261.7378, 710.0797, 0, 0, 80, 80, 0.5, 0.5, 1, 0.2039, 0.2039, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
        Sample(t: 0.65, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("badge", true, [300, 752, 0, 0, 20, 20, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 10], color: [1, 0.2314, 0.1882, 1]),
            Row("flyingImage", false, [280.3147, 735.4493, 0, 0, 80, 80, 0.5, 0.5, 1, 0.201, 0.201, 0, 0, 0, 0, 40], color: [0, 0, 1, 1]),
        ]),
    ]

    /// XCTest runs a case on the main thread; the export is the main actor's.
    func testPresentationMatchesCartlua() throws {
        try MainActor.assumeIsolated { try Self.compareWithCartlua() }
    }

    @MainActor static func compareWithCartlua() throws {
        XCTAssertFalse(Self.samples.isEmpty, "no sample of cartlua's trace comes before the script's code runs again")
        let (window, motion) = pausedExport()
        for sample in Self.samples {
            window.timeOffset = sample.t
            CATransaction.flush()
            let layers = Self.tree(window)
            guard layers.count == sample.rows.count else {
                return XCTFail("differs from cartlua's trace at t=\(sample.t) s: \(layers.count) layers, not \(sample.rows.count)")
            }
            for (layer, row) in zip(layers, sample.rows) {
                let shown = try XCTUnwrap(layer.presentation(), "\(row.layer) has no presentation layer: run in a test target with a host app")
                if let i = Self.firstDifference(Self.values(of: shown), row.values) {
                    return XCTFail("differs from cartlua's trace at t=\(sample.t) s, layer \(row.layer), \(Self.names[i]): expected \(row.values[i]), got \(Self.values(of: shown)[i])")
                }
                let color = Self.components(of: shown)
                if Self.colorsDiffer(color, row.color) {
                    return XCTFail("differs from cartlua's trace at t=\(sample.t) s, layer \(row.layer), backgroundColor: expected \(row.color.map(\.description) ?? "none"), got \(color.map(\.description) ?? "none")")
                }
                if shown.isHidden != row.hidden {
                    return XCTFail("differs from cartlua's trace at t=\(sample.t) s, layer \(row.layer), hidden: expected \(row.hidden), got \(shown.isHidden)")
                }
            }
        }
        withExtendedLifetime(motion) {}
    }

    /// The export started on a tree paused at time 0: its time is `window.timeOffset` from then on,
    /// whatever the clock does.
    @MainActor static func pausedExport() -> (window: CALayer, motion: BreathAnimation) {
        let window = CALayer()
        window.frame = .init(x: 0, y: 0, width: 375, height: 812)
        window.speed = 0
        window.timeOffset = 0
        let motion = BreathAnimation(window: window)
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
