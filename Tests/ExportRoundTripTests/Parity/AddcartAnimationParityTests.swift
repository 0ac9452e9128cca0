// MARK: - Parity with Core Animation (`cartlua export Scripts/addcart.lua --xctest`)

import UIKit
import XCTest

/// Core Animation against cartlua: `AddcartAnimation` built on a paused layer tree (`speed = 0`), its
/// `timeOffset` stepped through the sample times of cartlua's trace, and every layer's `presentation()`
/// compared with the trace below within its 4 decimals, over the whole run. The script's later code
/// runs at cartlua's times: before each sample the case delivers the `deliveries` due by then, in
/// order — a delayed call from the export's `clock` (it must be due then), a Delegate's closure —
/// with the tree at that time, so that animations added then begin then, and it removes a finished
/// animation that is removed on completion itself. Core Animation's own delegate calls are not used.
/// Run it in an iOS unit test target with a host app (presentation() needs a committed tree).
final class AddcartAnimationParityTests: XCTestCase {
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
    /// `AddcartAnimation.Delegate.made`; nil: it has none).
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

    /// cartlua's trace of Scripts/addcart.lua, 60 samples a second: the values to 4 decimals, as it writes them.
    /// One statement a sample: as one array literal, a long run's samples take the compiler gigabytes to type-check.
    static let samples: [Sample] = {
        var samples: [Sample] = []
        samples.append(Sample(t: 0, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [90, 420, 0, 0, 60, 60, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.016666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [89.9994, 419.9976, 0, 0, 60, 60, 0.5, 0.5, 1, 0.98, 0.98, 0.6981, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.03333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [89.991, 419.9638, 0, 0, 60, 60, 0.5, 0.5, 1, 0.96, 0.96, 1.3963, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [89.9584, 419.8307, 0, 0, 60, 60, 0.5, 0.5, 1, 0.94, 0.94, 2.0944, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.06666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [89.8804, 419.5075, 0, 0, 60, 60, 0.5, 0.5, 1, 0.92, 0.92, 2.7925, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.08333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [89.7363, 418.8956, 0, 0, 60, 60, 0.5, 0.5, 1, 0.9, 0.9, -2.7925, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [89.5095, 417.9021, 0, 0, 60, 60, 0.5, 0.5, 1, 0.88, 0.88, -2.0944, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.11666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [89.1914, 416.4499, 0, 0, 60, 60, 0.5, 0.5, 1, 0.86, 0.86, -1.3963, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.13333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [88.7842, 414.4868, 0, 0, 60, 60, 0.5, 0.5, 1, 0.84, 0.84, -0.6981, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [88.3039, 411.9927, 0, 0, 60, 60, 0.5, 0.5, 1, 0.82, 0.82, 0, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.16666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [87.7815, 408.9857, 0, 0, 60, 60, 0.5, 0.5, 1, 0.8, 0.8, 0.6981, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.18333333333333332, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [87.2659, 405.5266, 0, 0, 60, 60, 0.5, 0.5, 1, 0.78, 0.78, 1.3963, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [86.8246, 401.724, 0, 0, 60, 60, 0.5, 0.5, 1, 0.76, 0.76, 2.0944, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.21666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [86.5459, 397.7374, 0, 0, 60, 60, 0.5, 0.5, 1, 0.74, 0.74, 2.7925, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.23333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [86.5394, 393.7804, 0, 0, 60, 60, 0.5, 0.5, 1, 0.72, 0.72, -2.7925, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [86.9374, 390.1241, 0, 0, 60, 60, 0.5, 0.5, 1, 0.7, 0.7, -2.0944, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.26666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [87.8964, 387.0994, 0, 0, 60, 60, 0.5, 0.5, 1, 0.68, 0.68, -1.3963, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.2833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [89.5975, 385.0993, 0, 0, 60, 60, 0.5, 0.5, 1, 0.66, 0.66, -0.6981, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [92.2479, 384.5825, 0, 0, 60, 60, 0.5, 0.5, 1, 0.64, 0.64, 0, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.31666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [96.082, 386.075, 0, 0, 60, 60, 0.5, 0.5, 1, 0.62, 0.62, 0.6981, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.3333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [101.3626, 390.1742, 0, 0, 60, 60, 0.5, 0.5, 1, 0.6, 0.6, 1.3963, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [108.3828, 397.5518, 0, 0, 60, 60, 0.5, 0.5, 1, 0.58, 0.58, 2.0944, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.36666666666666664, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [117.4677, 408.9585, 0, 0, 60, 60, 0.5, 0.5, 1, 0.56, 0.56, 2.7925, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.38333333333333336, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [128.9766, 425.2293, 0, 0, 60, 60, 0.5, 0.5, 1, 0.54, 0.54, -2.7925, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [143.307, 447.2914, 0, 0, 60, 60, 0.5, 0.5, 1, 0.52, 0.52, -2.0944, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.4166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [160.899, 476.1741, 0, 0, 60, 60, 0.5, 0.5, 1, 0.5, 0.5, -1.3963, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.43333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [182.2423, 513.0249, 0, 0, 60, 60, 0.5, 0.5, 1, 0.48, 0.48, -0.6981, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [207.8887, 559.1355, 0, 0, 60, 60, 0.5, 0.5, 1, 0.46, 0.46, 0, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.4666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [238.4752, 615.991, 0, 0, 60, 60, 0.5, 0.5, 1, 0.44, 0.44, 0.6981, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.48333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [274.7799, 685.3877, 0, 0, 60, 60, 0.5, 0.5, 1, 0.42, 0.42, 1.3963, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        samples.append(Sample(t: 0.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cart", false, [318, 770, 0, 0, 44, 44, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("moveView", false, [90, 420, 0, 0, 60, 60, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 8], color: [0.2039, 0.7804, 0.349, 1]),
        ]))
        return samples
    }()

    /// The script's callbacks in cartlua's run, in its order (those that do something here).
    static let deliveries: [Delivery] = [
        Delivery(0.5, .didStop(finished: true), layer: 2, "moveView", key: nil, delegate: 0),
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
    @MainActor static func deliver(_ d: Delivery, to motion: AddcartAnimation, in window: CALayer) -> String? {
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
            guard abs(call.due - d.t) <= AddcartAnimation.ParityClock.tolerance else {
                return "the export's next delayed call is due at t=\(call.due) s; cartlua ran one at t=\(d.t) s"
            }
            call.work()
            return nil
        }
        let layer = motion.allLayers[d.layer]
        let what = "cartlua's \(d.kind) of \(d.layerName) \(d.key.map { "\"\($0)\"" } ?? "(no key)") at t=\(d.t) s"
        let made = AddcartAnimation.Delegate.made
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
    @MainActor static func pausedExport() -> (window: CALayer, motion: AddcartAnimation) {
        let window = CALayer()
        window.frame = .init(x: 0, y: 0, width: 375, height: 812)
        window.speed = 0
        window.timeOffset = 0
        AddcartAnimation.Delegate.made = []
        let motion = AddcartAnimation(window: window)
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
