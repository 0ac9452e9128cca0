// MARK: - Parity with Core Animation (`cartlua export Tests/ExportRoundTripTests/Fixtures/loops.lua --xctest`)

import UIKit
import XCTest

/// Core Animation against cartlua: `LoopsAnimation` built on a paused layer tree (`speed = 0`), its
/// `timeOffset` stepped through the sample times of cartlua's trace, and every layer's `presentation()`
/// compared with the trace below within its 4 decimals, over the whole run. The script's later code
/// runs at cartlua's times: before each sample the case delivers the `deliveries` due by then, in
/// order — a delayed call from the export's `clock` (it must be due then), a Delegate's closure —
/// with the tree at that time, so that animations added then begin then, and it removes a finished
/// animation that is removed on completion itself. Core Animation's own delegate calls are not used.
/// Run it in an iOS unit test target with a host app (presentation() needs a committed tree).
final class LoopsAnimationParityTests: XCTestCase {
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
    /// `LoopsAnimation.Delegate.made`; nil: it has none).
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

    /// cartlua's trace of Tests/ExportRoundTripTests/Fixtures/loops.lua, 60 samples a second: the values to 4 decimals, as it writes them.
    /// One statement a sample: as one array literal, a long run's samples take the compiler gigabytes to type-check.
    static let samples: [Sample] = {
        var samples: [Sample] = []
        samples.append(Sample(t: 0, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [187.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [187.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [187.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [187.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [187.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [187.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.016666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [193.0562, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [191.4289, 303.9289, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 305.5562, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [183.5711, 303.9289, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [181.9438, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [183.5711, 296.0711, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 294.4438, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [191.4289, 296.0711, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.03333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [198.4332, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [195.2309, 307.7309, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 310.9332, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [179.7691, 307.7309, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [176.5668, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [179.7691, 292.2691, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 289.0668, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [195.2309, 292.2691, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [203.6782, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [198.9397, 311.4397, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 316.1782, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [176.0603, 311.4397, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [171.3218, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [176.0603, 288.5603, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 283.8218, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [198.9397, 288.5603, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.06666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [208.8066, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [202.566, 315.066, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 321.3066, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [172.434, 315.066, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [166.1934, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [172.434, 284.934, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 278.6934, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [202.566, 284.934, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.08333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [213.826, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [206.1153, 318.6153, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 326.326, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [168.8847, 318.6153, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [161.174, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [168.8847, 281.3847, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 273.674, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [206.1153, 281.3847, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [218.7408, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [209.5906, 322.0906, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 331.2408, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [165.4094, 322.0906, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [156.2592, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [165.4094, 277.9094, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 268.7592, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [209.5906, 277.9094, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.11666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [223.5535, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [212.9937, 325.4937, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 336.0535, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [162.0063, 325.4937, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [151.4465, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [162.0063, 274.5063, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 263.9465, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [212.9937, 274.5063, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.13333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [228.2653, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [216.3254, 328.8254, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 340.7653, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [158.6746, 328.8254, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [146.7347, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [158.6746, 271.1746, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 259.2347, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [216.3254, 271.1746, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [232.8766, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [219.5861, 332.0861, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 345.3766, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [155.4139, 332.0861, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [142.1234, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [155.4139, 267.9139, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 254.6234, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [219.5861, 267.9139, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.16666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [237.387, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [222.7755, 335.2755, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 349.887, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [152.2245, 335.2755, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [137.613, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [152.2245, 264.7245, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 250.113, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [222.7755, 264.7245, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.18333333333333332, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [241.7959, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [225.893, 338.393, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 354.2959, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [149.107, 338.393, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [133.2041, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [149.107, 261.607, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 245.7041, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [225.893, 261.607, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [246.1019, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [228.9378, 341.4378, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 358.6019, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [146.0622, 341.4378, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [128.8981, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [146.0622, 258.5622, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 241.3981, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [228.9378, 258.5622, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.21666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [250.3033, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [231.9086, 344.4086, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 362.8033, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [143.0914, 344.4086, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [124.6967, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [143.0914, 255.5914, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 237.1967, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [231.9086, 255.5914, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.23333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [254.3981, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [234.8041, 347.3041, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 366.8981, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [140.1959, 347.3041, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [120.6019, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [140.1959, 252.6959, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 233.1019, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [234.8041, 252.6959, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [258.3838, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [237.6225, 350.1225, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 370.8838, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [137.3775, 350.1225, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [116.6162, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [137.3775, 249.8775, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 229.1162, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [237.6225, 249.8775, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.26666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [262.2578, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [240.3617, 352.8617, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 374.7578, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [134.6383, 352.8617, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [112.7422, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [134.6383, 247.1383, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 225.2422, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [240.3617, 247.1383, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.2833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [266.0167, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [243.0197, 355.5197, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 378.5167, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [131.9803, 355.5197, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [108.9833, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [131.9803, 244.4803, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 221.4833, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [243.0197, 244.4803, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [269.6572, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [245.5939, 358.0939, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 382.1572, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [129.4061, 358.0939, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [105.3428, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [129.4061, 241.9061, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 217.8428, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [245.5939, 241.9061, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.31666666666666665, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [273.1752, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [248.0815, 360.5815, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 385.6752, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [126.9185, 360.5815, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [101.8248, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [126.9185, 239.4185, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 214.3248, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [248.0815, 239.4185, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.3333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [276.5665, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [250.4795, 362.9795, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 389.0665, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [124.5205, 362.9795, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [98.4335, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [124.5205, 237.0205, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 210.9335, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [250.4795, 237.0205, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.35, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [279.8262, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [252.7845, 365.2845, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 392.3262, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [122.2155, 365.2845, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [95.1738, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [122.2155, 234.7155, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 207.6738, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [252.7845, 234.7155, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.36666666666666664, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [282.9491, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [254.9927, 367.4927, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 395.4491, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [120.0073, 367.4927, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [92.0509, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [120.0073, 232.5073, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 204.5509, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [254.9927, 232.5073, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.38333333333333336, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [285.9292, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [257.1, 369.6, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 398.4292, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [117.9, 369.6, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [89.0708, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [117.9, 230.4, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 201.5708, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [257.1, 230.4, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.4, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [288.7603, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [259.1019, 371.6019, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 401.2603, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [115.8981, 371.6019, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [86.2397, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [115.8981, 228.3981, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 198.7397, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [259.1019, 228.3981, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.4166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [291.4352, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [260.9933, 373.4933, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 403.9352, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [114.0067, 373.4933, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [83.5648, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [114.0067, 226.5067, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 196.0648, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [260.9933, 226.5067, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.43333333333333335, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [293.9461, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [262.7688, 375.2688, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 406.4461, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [112.2312, 375.2688, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [81.0539, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [112.2312, 224.7312, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 193.5539, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [262.7688, 224.7312, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.45, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [296.2842, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [264.4221, 376.9221, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 408.7842, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [110.5779, 376.9221, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [78.7158, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [110.5779, 223.0779, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 191.2158, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [264.4221, 223.0779, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.4666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [298.44, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [265.9464, 378.4464, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 410.94, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [109.0536, 378.4464, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [76.56, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [109.0536, 221.5536, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 189.06, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [265.9464, 221.5536, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.48333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [300.4027, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [267.3343, 379.8343, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 412.9027, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [107.6657, 379.8343, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [74.5973, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [107.6657, 220.1657, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 187.0973, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [267.3343, 220.1657, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [302.1602, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [268.577, 381.077, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 414.6602, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [106.423, 381.077, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [72.8398, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [106.423, 218.923, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 185.3398, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [268.577, 218.923, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [303.6991, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [269.6652, 382.1652, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 416.1991, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [105.3348, 382.1652, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [71.3009, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [105.3348, 217.8348, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 183.8009, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [269.6652, 217.8348, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [305.0041, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [270.5879, 383.0879, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 417.5041, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [104.4121, 383.0879, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [69.9959, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [104.4121, 216.9121, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 182.4959, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [270.5879, 216.9121, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.55, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [306.0579, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [271.3331, 383.8331, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 418.5579, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [103.6669, 383.8331, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [68.9421, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [103.6669, 216.1669, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 181.4421, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [271.3331, 216.1669, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [306.8409, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [271.8868, 384.3868, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 419.3409, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [103.1132, 384.3868, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [68.1591, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [103.1132, 215.6132, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180.6591, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [271.8868, 215.6132, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.5833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.3303, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.2328, 384.7328, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 419.8303, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.7672, 384.7328, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.6697, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.7672, 215.2672, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180.1697, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.2328, 215.2672, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.65, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.9444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.6833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.8889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.8333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.7778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.9444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.7222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.8889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.75, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.6667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.8333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.6111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.7778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.9444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.7833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.5556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.7222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.8889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.5, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.6667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.8333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.4444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.6111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.7778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.9444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.3889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.5556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.7222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.8889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.85, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.3333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.5, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.6667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.8333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.2778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.4444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.6111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.7778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.9444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.8833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.2222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.3889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.5556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.7222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.8889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.1667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.3333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.5, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.6667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.8333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.1111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.2778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.4444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.6111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.7778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.9444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.0556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.2222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.3889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.5556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.7222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.8889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.95, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.1667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.3333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.5, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.6667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.8333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.1111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.2778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.4444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.6111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.7778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.9444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 0.9833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.0556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.2222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.3889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.5556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.7222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.8889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.1667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.3333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.5, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.6667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.8333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.1111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.2778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.4444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.6111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.7778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.9444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 0.0556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.2222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.3889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.5556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.7222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.8889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.05, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.1667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.3333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.5, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.6667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.8333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.1111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.2778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.4444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.6111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.7778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.0833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 0.0556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.2222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.3889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.5556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.7222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.1667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.3333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.5, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.6667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1166666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.1111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.2778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.4444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.6111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1333333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 0.0556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.2222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.3889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.5556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.15, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.1667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.3333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.5, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1666666666666667, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.1111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.2778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.4444, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.1833333333333333, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.0556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.2222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.3889, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.1667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.3333, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2166666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.1111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.2778, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2333333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 0.0556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.2222, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.25, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.1667, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2666666666666666, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.1111, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.2833333333333334, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 0.0556, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        samples.append(Sample(t: 1.3, rows: [
            Row("window", false, [187.5, 406, 0, 0, 375, 812, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("particle1", false, [307.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle2", false, [272.3528, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle3", false, [187.5, 420, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle4", false, [102.6472, 384.8528, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle5", false, [67.5, 300, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle6", false, [102.6472, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle7", false, [187.5, 180, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("particle8", false, [272.3528, 215.1472, 0, 0, 10, 10, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 5], color: [1, 0.8, 0, 1]),
            Row("tabBar", false, [187.5, 770.5, 0, 0, 375, 83, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: [0.9725, 0.9725, 0.9725, 1]),
            Row("tabItem1", false, [47, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem2", false, [140.75, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem3", false, [234.5, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
            Row("tabItem4", false, [328.25, 29, 0, 0, 46, 46, 0.5, 0.5, 1, 1, 1, 0, 0, 0, 0, 0], color: nil),
        ]))
        return samples
    }()

    /// The script's callbacks in cartlua's run, in its order (those that do something here).
    static let deliveries: [Delivery] = [
        Delivery(0.6, .didStop(finished: true), layer: 1, "particle1", key: "burst", delegate: nil),
        Delivery(0.6, .didStop(finished: true), layer: 2, "particle2", key: "burst", delegate: nil),
        Delivery(0.6, .didStop(finished: true), layer: 3, "particle3", key: "burst", delegate: nil),
        Delivery(0.6, .didStop(finished: true), layer: 4, "particle4", key: "burst", delegate: nil),
        Delivery(0.6, .didStop(finished: true), layer: 5, "particle5", key: "burst", delegate: nil),
        Delivery(0.6, .didStop(finished: true), layer: 6, "particle6", key: "burst", delegate: nil),
        Delivery(0.6, .didStop(finished: true), layer: 7, "particle7", key: "burst", delegate: nil),
        Delivery(0.6, .didStop(finished: true), layer: 8, "particle8", key: "burst", delegate: nil),
        .call(0.6),
        Delivery(0.95, .didStop(finished: true), layer: 1, "particle1", key: "fade", delegate: nil),
        Delivery(1, .didStop(finished: true), layer: 2, "particle2", key: "fade", delegate: nil),
        Delivery(1.05, .didStop(finished: true), layer: 3, "particle3", key: "fade", delegate: nil),
        Delivery(1.1, .didStop(finished: true), layer: 4, "particle4", key: "fade", delegate: nil),
        Delivery(1.15, .didStop(finished: true), layer: 5, "particle5", key: "fade", delegate: nil),
        Delivery(1.2, .didStop(finished: true), layer: 6, "particle6", key: "fade", delegate: nil),
        Delivery(1.25, .didStop(finished: true), layer: 7, "particle7", key: "fade", delegate: nil),
        Delivery(1.3, .didStop(finished: true), layer: 8, "particle8", key: "fade", delegate: nil),
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
    @MainActor static func deliver(_ d: Delivery, to motion: LoopsAnimation, in window: CALayer) -> String? {
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
            guard abs(call.due - d.t) <= LoopsAnimation.ParityClock.tolerance else {
                return "the export's next delayed call is due at t=\(call.due) s; cartlua ran one at t=\(d.t) s"
            }
            call.work()
            return nil
        }
        let layer = motion.allLayers[d.layer]
        let what = "cartlua's \(d.kind) of \(d.layerName) \(d.key.map { "\"\($0)\"" } ?? "(no key)") at t=\(d.t) s"
        let made = LoopsAnimation.Delegate.made
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
    @MainActor static func pausedExport() -> (window: CALayer, motion: LoopsAnimation) {
        let window = CALayer()
        window.frame = .init(x: 0, y: 0, width: 375, height: 812)
        window.speed = 0
        window.timeOffset = 0
        LoopsAnimation.Delegate.made = []
        let motion = LoopsAnimation(window: window)
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
