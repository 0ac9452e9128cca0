// MARK: - Parity with Core Animation (`cartlua export Scripts/quadcurve.lua --xctest`)

import UIKit
import XCTest

/// Core Animation against cartlua: `QuadcurveAnimation` built on a paused layer tree (`speed = 0`), its
/// `timeOffset` stepped through the sample times of cartlua's trace, and every layer's `presentation()`
/// compared with the trace below within its 4 decimals, over the whole run. The script's later code
/// runs at cartlua's times: before each sample the case delivers the `deliveries` due by then, in
/// order — a delayed call from the export's `clock` (it must be due then), a Delegate's closure —
/// with the tree at that time, so that animations added then begin then, and it removes a finished
/// animation that is removed on completion itself. Core Animation's own delegate calls are not used.
/// Run it in an iOS unit test target with a host app (presentation() needs a committed tree).
final class QuadcurveAnimationParityTests: XCTestCase {
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
    /// `QuadcurveAnimation.Delegate.made`; nil: it has none).
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

    /// cartlua's trace of Scripts/quadcurve.lua, 60 samples a second: the values to 4 decimals, as it writes them.
    /// One statement a sample: as one array literal, a long run's samples take the compiler gigabytes to type-check.
    static let samples: [Sample] = {
        var samples: [Sample] = []
        samples.append(Sample(t: 0, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [70, 350, 20, 300, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.016666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [73.897, 345.8428, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9996, 0.9996, 0.0062, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.03333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [77.7549, 342.0378, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9985, 0.9985, 0.0243, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [81.5734, 338.585, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9966, 0.9966, 0.0537, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.06666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [85.3528, 335.4844, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9941, 0.9941, 0.0938, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.08333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [89.0929, 332.7361, 20, 300, 100, 100, 0.5, 0.5, 1, 0.991, 0.991, 0.1442, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [92.7938, 330.34, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9872, 0.9872, 0.2043, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.11666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [96.4554, 328.2961, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9829, 0.9829, 0.2737, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.13333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [100.0778, 326.6044, 20, 300, 100, 100, 0.5, 0.5, 1, 0.978, 0.978, 0.3521, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [103.6609, 325.265, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9726, 0.9726, 0.4389, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.16666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [107.2049, 324.2778, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9666, 0.9666, 0.534, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.18333333333333332, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [110.7095, 323.6428, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9602, 0.9602, 0.6369, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [114.175, 323.36, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9533, 0.9533, 0.7474, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.21666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [117.6012, 323.4294, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9459, 0.9459, 0.8652, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.23333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [120.9882, 323.8511, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9381, 0.9381, 0.99, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [124.3359, 324.625, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9299, 0.9299, 1.1216, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.26666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [127.6444, 325.7511, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9213, 0.9213, 1.2597, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.2833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [130.9137, 327.2294, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9122, 0.9122, 1.4043, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [134.1438, 329.06, 20, 300, 100, 100, 0.5, 0.5, 1, 0.9028, 0.9028, 1.5549, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.31666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [137.3345, 331.2428, 20, 300, 100, 100, 0.5, 0.5, 1, 0.893, 0.893, 1.7116, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.3333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [140.4861, 333.7778, 20, 300, 100, 100, 0.5, 0.5, 1, 0.8829, 0.8829, 1.874, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [143.5984, 336.665, 20, 300, 100, 100, 0.5, 0.5, 1, 0.8724, 0.8724, 2.042, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.36666666666666664, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [146.6715, 339.9044, 20, 300, 100, 100, 0.5, 0.5, 1, 0.8615, 0.8615, 2.2155, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.38333333333333336, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [149.7054, 343.4961, 20, 300, 100, 100, 0.5, 0.5, 1, 0.8504, 0.8504, 2.3943, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [152.7, 347.44, 20, 300, 100, 100, 0.5, 0.5, 1, 0.8389, 0.8389, 2.5783, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.4166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [155.6554, 351.7361, 20, 300, 100, 100, 0.5, 0.5, 1, 0.827, 0.827, 2.7674, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.43333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [158.5715, 356.3844, 20, 300, 100, 100, 0.5, 0.5, 1, 0.8149, 0.8149, 2.9614, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [161.4484, 361.385, 20, 300, 100, 100, 0.5, 0.5, 1, 0.8025, 0.8025, -3.123, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.4666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [164.2861, 366.7378, 20, 300, 100, 100, 0.5, 0.5, 1, 0.7898, 0.7898, -2.9196, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.48333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [167.0845, 372.4428, 20, 300, 100, 100, 0.5, 0.5, 1, 0.7768, 0.7768, -2.7115, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [169.8438, 378.5, 20, 300, 100, 100, 0.5, 0.5, 1, 0.7635, 0.7635, -2.4989, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.5166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [172.5637, 384.9094, 20, 300, 100, 100, 0.5, 0.5, 1, 0.7499, 0.7499, -2.2819, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.5333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [175.2444, 391.6711, 20, 300, 100, 100, 0.5, 0.5, 1, 0.7361, 0.7361, -2.0606, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.55, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [177.8859, 398.785, 20, 300, 100, 100, 0.5, 0.5, 1, 0.722, 0.722, -1.8351, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.5666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [180.4882, 406.2511, 20, 300, 100, 100, 0.5, 0.5, 1, 0.7076, 0.7076, -1.6054, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.5833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [183.0512, 414.0694, 20, 300, 100, 100, 0.5, 0.5, 1, 0.693, 0.693, -1.3716, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.6, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [185.575, 422.24, 20, 300, 100, 100, 0.5, 0.5, 1, 0.6782, 0.6782, -1.1337, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.6166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [188.0595, 430.7628, 20, 300, 100, 100, 0.5, 0.5, 1, 0.663, 0.663, -0.892, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.6333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [190.5049, 439.6378, 20, 300, 100, 100, 0.5, 0.5, 1, 0.6477, 0.6477, -0.6463, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.65, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [192.9109, 448.865, 20, 300, 100, 100, 0.5, 0.5, 1, 0.6321, 0.6321, -0.3967, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.6666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [195.2778, 458.4444, 20, 300, 100, 100, 0.5, 0.5, 1, 0.6163, 0.6163, -0.1434, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.6833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [197.6054, 468.3761, 20, 300, 100, 100, 0.5, 0.5, 1, 0.6002, 0.6002, 0.1137, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.7, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [199.8938, 478.66, 20, 300, 100, 100, 0.5, 0.5, 1, 0.5839, 0.5839, 0.3746, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.7166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [202.1429, 489.2961, 20, 300, 100, 100, 0.5, 0.5, 1, 0.5674, 0.5674, 0.6391, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.7333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [204.3528, 500.2844, 20, 300, 100, 100, 0.5, 0.5, 1, 0.5506, 0.5506, 0.9073, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.75, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [206.5234, 511.625, 20, 300, 100, 100, 0.5, 0.5, 1, 0.5336, 0.5336, 1.1792, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.7666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [208.6549, 523.3178, 20, 300, 100, 100, 0.5, 0.5, 1, 0.5164, 0.5164, 1.4546, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.7833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [210.747, 535.3628, 20, 300, 100, 100, 0.5, 0.5, 1, 0.4989, 0.4989, 1.7337, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.8, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [212.8, 547.76, 20, 300, 100, 100, 0.5, 0.5, 1, 0.4813, 0.4813, 2.0164, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.8166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [214.8137, 560.5094, 20, 300, 100, 100, 0.5, 0.5, 1, 0.4634, 0.4634, 2.3028, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.8333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [216.7882, 573.6111, 20, 300, 100, 100, 0.5, 0.5, 1, 0.4453, 0.4453, 2.5927, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.85, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [218.7234, 587.065, 20, 300, 100, 100, 0.5, 0.5, 1, 0.4269, 0.4269, 2.8864, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.8666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [220.6194, 600.8711, 20, 300, 100, 100, 0.5, 0.5, 1, 0.4083, 0.4083, -3.0994, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.8833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [222.4762, 615.0294, 20, 300, 100, 100, 0.5, 0.5, 1, 0.3895, 0.3895, -2.7983, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.9, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [224.2938, 629.54, 20, 300, 100, 100, 0.5, 0.5, 1, 0.3704, 0.3704, -2.4932, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.9166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [226.072, 644.4028, 20, 300, 100, 100, 0.5, 0.5, 1, 0.3511, 0.3511, -2.1842, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.9333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [227.8111, 659.6178, 20, 300, 100, 100, 0.5, 0.5, 1, 0.3315, 0.3315, -1.871, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.95, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [229.5109, 675.185, 20, 300, 100, 100, 0.5, 0.5, 1, 0.3117, 0.3117, -1.5533, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.9666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [231.1715, 691.1044, 20, 300, 100, 100, 0.5, 0.5, 1, 0.2915, 0.2915, -1.2307, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 0.9833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("productImage", false, [232.7929, 707.3761, 20, 300, 100, 100, 0.5, 0.5, 1, 0.271, 0.271, -0.9025, 0, 0, 0, 0], color: [0.2902, 0.5647, 0.8863, 1]),
        ]))
        samples.append(Sample(t: 1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -5, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -4.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -3.6667, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -3, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -2.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -1.6667, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -1, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -0.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 1, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 1.6667, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 2.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 3, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 3.6667, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 4.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 5, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 4.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 3.6667, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 3, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 2.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 1.6667, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 1, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -0.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -1, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -1.6667, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -2.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -3, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -3.6667, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.4833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, -4.3333, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cell", false, [70, 365, 0, 0, 100, 150, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.949, 0.949, 0.949, 1]),
            Row("imageView", false, [50, 60, 0, 0, 100, 100, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("cartItem", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        return samples
    }()

    /// The script's callbacks in cartlua's run, in its order (those that do something here).
    static let deliveries: [Delivery] = [
        Delivery(1, .didStop(finished: true), layer: 8, "productImage", key: "group", delegate: 0),
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
    @MainActor static func deliver(_ d: Delivery, to motion: QuadcurveAnimation, in window: CALayer) -> String? {
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
            guard abs(call.due - d.t) <= QuadcurveAnimation.ParityClock.tolerance else {
                return "the export's next delayed call is due at t=\(call.due) s; cartlua ran one at t=\(d.t) s"
            }
            call.work()
            return nil
        }
        let layer = motion.allLayers[d.layer]
        let what = "cartlua's \(d.kind) of \(d.layerName) \(d.key.map { "\"\($0)\"" } ?? "(no key)") at t=\(d.t) s"
        let made = QuadcurveAnimation.Delegate.made
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
    @MainActor static func pausedExport() -> (window: CALayer, motion: QuadcurveAnimation) {
        let window = CALayer()
        window.frame = .init(x: 0, y: 0, width: 375, height: 812)
        window.speed = 0
        window.timeOffset = 0
        QuadcurveAnimation.Delegate.made = []
        let motion = QuadcurveAnimation(window: window)
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
