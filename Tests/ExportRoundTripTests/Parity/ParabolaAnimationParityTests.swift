// MARK: - Parity with Core Animation (`cartlua export Scripts/parabola.lua --xctest`)

import UIKit
import XCTest

/// Core Animation against cartlua: `ParabolaAnimation` built on a paused layer tree (`speed = 0`), its
/// `timeOffset` stepped through the sample times of cartlua's trace, and every layer's `presentation()`
/// compared with the trace below within its 4 decimals, over the whole run. The script's later code
/// runs at cartlua's times: before each sample the case delivers the `deliveries` due by then, in
/// order — a delayed call from the export's `clock` (it must be due then), a Delegate's closure —
/// with the tree at that time, so that animations added then begin then, and it removes a finished
/// animation that is removed on completion itself. Core Animation's own delegate calls are not used.
/// Run it in an iOS unit test target with a host app (presentation() needs a committed tree).
final class ParabolaAnimationParityTests: XCTestCase {
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
    /// `ParabolaAnimation.Delegate.made`; nil: it has none).
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

    /// cartlua's trace of Scripts/parabola.lua, 60 samples a second: the values to 4 decimals, as it writes them.
    /// One statement a sample: as one array literal, a long run's samples take the compiler gigabytes to type-check.
    static let samples: [Sample] = {
        var samples: [Sample] = []
        samples.append(Sample(t: 0, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [319, 280, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.016666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [317.9327, 275.0855, 0, 0, 80, 40, 0.5, 0.5, 0.985, 0.9867, 0.9867, 0.0162, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.03333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [316.8316, 270.3509, 0, 0, 80, 40, 0.5, 0.5, 0.97, 0.9733, 0.9733, 0.0636, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [315.6978, 265.8094, 0, 0, 80, 40, 0.5, 0.5, 0.955, 0.96, 0.96, 0.1406, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.06666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [314.5324, 261.4741, 0, 0, 80, 40, 0.5, 0.5, 0.94, 0.9467, 0.9467, 0.2457, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.08333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [313.3368, 257.3582, 0, 0, 80, 40, 0.5, 0.5, 0.925, 0.9333, 0.9333, 0.3775, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [312.112, 253.475, 0, 0, 80, 40, 0.5, 0.5, 0.91, 0.92, 0.92, 0.5349, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.11666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [310.8592, 249.8376, 0, 0, 80, 40, 0.5, 0.5, 0.895, 0.9067, 0.9067, 0.7167, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.13333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [309.5796, 246.4593, 0, 0, 80, 40, 0.5, 0.5, 0.88, 0.8933, 0.8933, 0.9217, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [308.2742, 243.3531, 0, 0, 80, 40, 0.5, 0.5, 0.865, 0.88, 0.88, 1.1491, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.16666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [306.9444, 240.5324, 0, 0, 80, 40, 0.5, 0.5, 0.85, 0.8667, 0.8667, 1.398, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.18333333333333332, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [305.5913, 238.0103, 0, 0, 80, 40, 0.5, 0.5, 0.835, 0.8533, 0.8533, 1.6674, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [304.216, 235.8, 0, 0, 80, 40, 0.5, 0.5, 0.82, 0.84, 0.84, 1.9566, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.21666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [302.8197, 233.9147, 0, 0, 80, 40, 0.5, 0.5, 0.805, 0.8267, 0.8267, 2.265, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.23333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [301.4036, 232.3676, 0, 0, 80, 40, 0.5, 0.5, 0.79, 0.8133, 0.8133, 2.5917, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [299.9688, 231.1719, 0, 0, 80, 40, 0.5, 0.5, 0.775, 0.8, 0.8, 2.9363, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.26666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [298.5164, 230.3407, 0, 0, 80, 40, 0.5, 0.5, 0.76, 0.7867, 0.7867, -2.9852, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.2833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [297.0478, 229.8874, 0, 0, 80, 40, 0.5, 0.5, 0.745, 0.7733, 0.7733, -2.6069, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [295.564, 229.825, 0, 0, 80, 40, 0.5, 0.5, 0.73, 0.76, 0.76, -2.2124, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.31666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [294.0662, 230.1668, 0, 0, 80, 40, 0.5, 0.5, 0.715, 0.7467, 0.7467, -1.8024, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.3333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [292.5556, 230.9259, 0, 0, 80, 40, 0.5, 0.5, 0.7, 0.7333, 0.7333, -1.3772, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [291.0333, 232.1156, 0, 0, 80, 40, 0.5, 0.5, 0.685, 0.72, 0.72, -0.9372, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.36666666666666664, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [289.5004, 233.7491, 0, 0, 80, 40, 0.5, 0.5, 0.67, 0.7067, 0.7067, -0.483, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.38333333333333336, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [287.9583, 235.8395, 0, 0, 80, 40, 0.5, 0.5, 0.655, 0.6933, 0.6933, -0.0148, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [286.408, 238.4, 0, 0, 80, 40, 0.5, 0.5, 0.64, 0.68, 0.68, 0.4669, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.4166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [284.8507, 241.4439, 0, 0, 80, 40, 0.5, 0.5, 0.625, 0.6667, 0.6667, 0.9618, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.43333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [283.2876, 244.9843, 0, 0, 80, 40, 0.5, 0.5, 0.61, 0.6533, 0.6533, 1.4696, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [281.7198, 249.0344, 0, 0, 80, 40, 0.5, 0.5, 0.595, 0.64, 0.64, 1.99, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.4666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [280.1484, 253.6074, 0, 0, 80, 40, 0.5, 0.5, 0.58, 0.6267, 0.6267, 2.5228, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.48333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [278.5748, 258.7166, 0, 0, 80, 40, 0.5, 0.5, 0.565, 0.6133, 0.6133, 3.0675, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [277, 264.375, 0, 0, 80, 40, 0.5, 0.5, 0.55, 0.6, 0.6, -2.6591, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.5166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [275.4252, 270.5959, 0, 0, 80, 40, 0.5, 0.5, 0.535, 0.5867, 0.5867, -2.0911, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.5333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [273.8516, 277.3926, 0, 0, 80, 40, 0.5, 0.5, 0.52, 0.5733, 0.5733, -1.5117, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.55, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [272.2803, 284.7781, 0, 0, 80, 40, 0.5, 0.5, 0.505, 0.56, 0.56, -0.9212, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.5666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [270.7124, 292.7657, 0, 0, 80, 40, 0.5, 0.5, 0.49, 0.5467, 0.5467, -0.3199, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.5833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [269.1493, 301.3686, 0, 0, 80, 40, 0.5, 0.5, 0.475, 0.5333, 0.5333, 0.2922, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.6, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [267.592, 310.6, 0, 0, 80, 40, 0.5, 0.5, 0.46, 0.52, 0.52, 0.9148, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.6166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [266.0417, 320.473, 0, 0, 80, 40, 0.5, 0.5, 0.445, 0.5067, 0.5067, 1.5478, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.6333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [264.4996, 331.0009, 0, 0, 80, 40, 0.5, 0.5, 0.43, 0.4933, 0.4933, 2.191, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.65, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [262.9668, 342.1969, 0, 0, 80, 40, 0.5, 0.5, 0.415, 0.48, 0.48, 2.8443, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.6666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [261.4444, 354.0741, 0, 0, 80, 40, 0.5, 0.5, 0.4, 0.4667, 0.4667, -2.7756, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.6833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [259.9338, 366.6457, 0, 0, 80, 40, 0.5, 0.5, 0.385, 0.4533, 0.4533, -2.1024, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.7, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [258.436, 379.925, 0, 0, 80, 40, 0.5, 0.5, 0.37, 0.44, 0.44, -1.4196, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.7166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [256.9522, 393.9251, 0, 0, 80, 40, 0.5, 0.5, 0.355, 0.4267, 0.4267, -0.727, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.7333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [255.4836, 408.6593, 0, 0, 80, 40, 0.5, 0.5, 0.34, 0.4133, 0.4133, -0.0249, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.75, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [254.0313, 424.1406, 0, 0, 80, 40, 0.5, 0.5, 0.325, 0.4, 0.4, 0.6868, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.7666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [252.5964, 440.3824, 0, 0, 80, 40, 0.5, 0.5, 0.31, 0.3867, 0.3867, 1.408, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.7833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [251.1803, 457.3978, 0, 0, 80, 40, 0.5, 0.5, 0.295, 0.3733, 0.3733, 2.1386, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.8, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [249.784, 475.2, 0, 0, 80, 40, 0.5, 0.5, 0.28, 0.36, 0.36, 2.8788, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.8166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [248.4087, 493.8022, 0, 0, 80, 40, 0.5, 0.5, 0.265, 0.3467, 0.3467, -2.6548, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.8333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [247.0556, 513.2176, 0, 0, 80, 40, 0.5, 0.5, 0.25, 0.3333, 0.3333, -1.8956, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.85, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [245.7258, 533.4594, 0, 0, 80, 40, 0.5, 0.5, 0.235, 0.32, 0.32, -1.1269, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.8666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [244.4204, 554.5407, 0, 0, 80, 40, 0.5, 0.5, 0.22, 0.3067, 0.3067, -0.3484, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.8833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [243.1408, 576.4749, 0, 0, 80, 40, 0.5, 0.5, 0.205, 0.2933, 0.2933, 0.4401, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.9, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [241.888, 599.275, 0, 0, 80, 40, 0.5, 0.5, 0.19, 0.28, 0.28, 1.2387, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.9166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [240.6632, 622.9543, 0, 0, 80, 40, 0.5, 0.5, 0.175, 0.2667, 0.2667, 2.0477, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.9333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [239.4676, 647.5259, 0, 0, 80, 40, 0.5, 0.5, 0.16, 0.2533, 0.2533, 2.8678, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.95, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [238.3023, 673.0031, 0, 0, 80, 40, 0.5, 0.5, 0.145, 0.24, 0.24, -2.5837, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.9666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [237.1684, 699.3991, 0, 0, 80, 40, 0.5, 0.5, 0.13, 0.2267, 0.2267, -1.7392, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 0.9833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("flyingLabel", false, [236.0673, 726.727, 0, 0, 80, 40, 0.5, 0.5, 0.115, 0.2133, 0.2133, -0.88, 0, 0, 0, 0], color: [1, 0, 0, 1]),
        ]))
        samples.append(Sample(t: 1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [187.5, 280, 0, 0, 375, 120, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [1, 1, 1, 1]),
            Row("buyButton", false, [319, 60, 0, 0, 80, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 6], color: [1, 0.2314, 0.1882, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("cart", false, [235, 26, 0, 0, 40, 40, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        return samples
    }()

    /// The script's callbacks in cartlua's run, in its order (those that do something here).
    static let deliveries: [Delivery] = [
        Delivery(1, .didStop(finished: true), layer: 5, "flyingLabel", key: "group", delegate: 0),
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
    @MainActor static func deliver(_ d: Delivery, to motion: ParabolaAnimation, in window: CALayer) -> String? {
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
            guard abs(call.due - d.t) <= ParabolaAnimation.ParityClock.tolerance else {
                return "the export's next delayed call is due at t=\(call.due) s; cartlua ran one at t=\(d.t) s"
            }
            call.work()
            return nil
        }
        let layer = motion.allLayers[d.layer]
        let what = "cartlua's \(d.kind) of \(d.layerName) \(d.key.map { "\"\($0)\"" } ?? "(no key)") at t=\(d.t) s"
        let made = ParabolaAnimation.Delegate.made
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
    @MainActor static func pausedExport() -> (window: CALayer, motion: ParabolaAnimation) {
        let window = CALayer()
        window.frame = .init(x: 0, y: 0, width: 375, height: 812)
        window.speed = 0
        window.timeOffset = 0
        ParabolaAnimation.Delegate.made = []
        let motion = ParabolaAnimation(window: window)
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
