import CartAnimation
import CartRun

/// `cartlua export SCRIPT --xctest`: the Swift export (SwiftEmitter) followed by one XCTest case
/// that proves it against Core Animation itself. The case builds the export on a layer tree whose
/// root is paused (`speed = 0`: the tree's time is then the root's `timeOffset`, CA-SEMANTICS §1.1),
/// steps `timeOffset` through the sample times of cartlua's trace, and compares each layer's
/// `presentation()` with the trace embedded in the file, within the trace's 4 decimals, naming
/// the first difference as `cartlua run --check` does.
///
/// A paused tree runs no delegate and no delayed call, so the samples stop before the script's
/// own code first runs again and changes something (`ExportRecord.firstCallbackTime`).
public enum XCTestEmitter {
    /// What the trace records of a layer, in the order each row holds it.
    static let names = ["position.x", "position.y", "bounds.origin.x", "bounds.origin.y", "bounds.size.width",
                        "bounds.size.height", "anchorPoint.x", "anchorPoint.y", "opacity", "scale.x", "scale.y",
                        "rotation", "translation.x", "translation.y", "zPosition", "cornerRadius"]

    /// The whole file: `swift` (the export of the same run), then the test case over the run's
    /// `samples` up to the first callback.
    public static func source(swift: String, record: ExportRecord, samples: [(time: Double, layers: [LayerSample])],
                              options: SwiftExportOptions) -> String {
        let end = record.firstCallbackTime
        let kept = samples.filter { s in end.map { s.time < $0 } ?? true }
        var w = SwiftWriter()
        w.line("// MARK: - Parity with Core Animation (`cartlua export \(options.scriptPath) --xctest`)")
        w.separator()
        // UIKit again: the case compiles on its own too, beside the export in another file.
        w.line("import UIKit")
        w.line("import XCTest")
        w.separator()
        classDoc(&w, options: options, end: end)
        w.block("final class \(options.typeName)ParityTests: XCTestCase {") { w in
            rowTypes(&w)
            w.blank()
            w.line("/// cartlua's trace of \(options.scriptPath), 60 samples a second: the values to 4 decimals, as it writes them.")
            w.block("static let samples: [Sample] = [", "]") { w in
                for s in kept { sample(s, &w) }
            }
            w.blank()
            testMethod(&w, options: options)
            w.blank()
            helpers(&w, options: options)
        }
        return swift + "\n" + w.text
    }

    private static func classDoc(_ w: inout SwiftWriter, options: SwiftExportOptions, end: Double?) {
        w.line("/// Core Animation against cartlua: `\(options.typeName)` built on a paused layer tree (`speed = 0`), its")
        w.line("/// `timeOffset` stepped through the sample times of cartlua's trace, and every layer's `presentation()`")
        if let end {
            w.line("/// compared with the trace below within its 4 decimals. Covers t < \(number(end)) s: then the script's own")
            w.line("/// code runs again (a delegate or a delayed call), which a paused tree does not deliver.")
        } else {
            w.line("/// compared with the trace below within its 4 decimals. Covers the whole run.")
        }
        w.line("/// Run it in an iOS unit test target with a host app (presentation() needs a committed tree).")
    }

    private static func rowTypes(_ w: inout SwiftWriter) {
        w.line("/// One layer of one sample, in the tree's order (a layer, then its sublayers): its name in the")
        w.line("/// trace, whether it is hidden, the values `names` lists, and its background colour (red, green,")
        w.line("/// blue, alpha: the trace's bytes / 255; nil for none).")
        w.block("struct Row {") { w in
            w.line("let layer: String")
            w.line("let hidden: Bool")
            w.line("let values: [Double]")
            w.line("let color: [Double]?")
            w.blank()
            w.block("init(_ layer: String, _ hidden: Bool, _ values: [Double], color: [Double]?) {") { w in
                w.line("(self.layer, self.hidden, self.values, self.color) = (layer, hidden, values, color)")
            }
        }
        w.blank()
        w.block("struct Sample {") { w in
            w.line("let t: Double")
            w.line("let rows: [Row]")
        }
        w.blank()
        w.block("static let names = [", "]") { w in
            for k in stride(from: 0, to: names.count, by: 6) {
                w.line(names[k..<min(k + 6, names.count)].map(SwiftLiteral.string).joined(separator: ", ") + ",")
            }
        }
    }

    private static func sample(_ s: (time: Double, layers: [LayerSample]), _ w: inout SwiftWriter) {
        // The exact time (its shortest decimal): the samples were taken there, not at its 4 decimals.
        w.block("Sample(t: \(SwiftLiteral.double(s.time, .plain)), rows: [", "]),") { w in
            for l in s.layers {
                let st = l.state, t = st.transform
                let values = [st.position.x, st.position.y, st.bounds.origin.x, st.bounds.origin.y, st.bounds.size.width,
                              st.bounds.size.height, st.anchorPoint.x, st.anchorPoint.y, Double(st.opacity), t.scaleX, t.scaleY,
                              t.rotationZ, t.m41, t.m42, st.zPosition, st.cornerRadius]
                // The trace writes a colour as #RRGGBBAA: its bytes, as fractions.
                let color = st.backgroundColor.map { c in
                    "[" + [c.red, c.green, c.blue, c.alpha].map { number((min(max($0, 0), 1) * 255).rounded() / 255) }
                        .joined(separator: ", ") + "]"
                } ?? "nil"
                w.line("Row(\(SwiftLiteral.string(l.name)), \(st.hidden), [\(values.map(number).joined(separator: ", "))], color: \(color)),")
            }
        }
    }

    /// A trace number: rounded to 4 decimals, as the trace writes it.
    static func number(_ x: Double) -> String {
        let r = (x * 10_000).rounded() / 10_000
        return SwiftLiteral.double(r == 0 ? 0 : r, .plain)
    }

    private static func testMethod(_ w: inout SwiftWriter, options: SwiftExportOptions) {
        w.line("/// XCTest runs a case on the main thread; the export is the main actor's.")
        w.block("func testPresentationMatchesCartlua() throws {") { w in
            w.line("try MainActor.assumeIsolated { try Self.compareWithCartlua() }")
        }
        w.blank()
        w.block("@MainActor static func compareWithCartlua() throws {") { w in
            w.line(#"XCTAssertFalse(Self.samples.isEmpty, "no sample of cartlua's trace comes before the script's code runs again")"#)
            w.line("let (window, motion) = pausedExport()")
            w.block("for sample in Self.samples {") { w in
                w.line("window.timeOffset = sample.t")
                w.line("CATransaction.flush()")
                w.line("let layers = Self.tree(window)")
                w.block("guard layers.count == sample.rows.count else {") { w in
                    w.line(#"return XCTFail("differs from cartlua's trace at t=\(sample.t) s: \(layers.count) layers, not \(sample.rows.count)")"#)
                }
                w.block("for (layer, row) in zip(layers, sample.rows) {") { w in
                    w.line(#"let shown = try XCTUnwrap(layer.presentation(), "\(row.layer) has no presentation layer: run in a test target with a host app")"#)
                    w.block("if let i = Self.firstDifference(Self.values(of: shown), row.values) {") { w in
                        w.line(#"return XCTFail("differs from cartlua's trace at t=\(sample.t) s, layer \(row.layer), \(Self.names[i]): "#
                               + #"expected \(row.values[i]), got \(Self.values(of: shown)[i])")"#)
                    }
                    w.line("let color = Self.components(of: shown)")
                    w.block("if Self.colorsDiffer(color, row.color) {") { w in
                        w.line(#"return XCTFail("differs from cartlua's trace at t=\(sample.t) s, layer \(row.layer), backgroundColor: "#
                               + #"expected \(row.color.map(\.description) ?? "none"), got \(color.map(\.description) ?? "none")")"#)
                    }
                    w.block("if shown.isHidden != row.hidden {") { w in
                        w.line(#"return XCTFail("differs from cartlua's trace at t=\(sample.t) s, layer \(row.layer), hidden: "#
                               + #"expected \(row.hidden), got \(shown.isHidden)")"#)
                    }
                }
            }
            w.line("withExtendedLifetime(motion) {}")
        }
    }

    private static func helpers(_ w: inout SwiftWriter, options: SwiftExportOptions) {
        w.line("/// The export started on a tree paused at time 0: its time is `window.timeOffset` from then on,")
        w.line("/// whatever the clock does.")
        w.block("@MainActor static func pausedExport() -> (window: CALayer, motion: \(options.typeName)) {") { w in
            w.line("let window = CALayer()")
            w.line("window.frame = .init(x: 0, y: 0, width: \(SwiftLiteral.double(options.screen.width)), "
                   + "height: \(SwiftLiteral.double(options.screen.height)))")
            w.line("window.speed = 0")
            w.line("window.timeOffset = 0")
            w.line("let motion = \(options.typeName)(window: window)")
            w.line("motion.start()")
            w.line("CATransaction.flush()")
            w.line("return (window, motion)")
        }
        w.blank()
        w.line("/// The layer and every layer under it, each before its sublayers (the trace's order).")
        w.block("static func tree(_ layer: CALayer) -> [CALayer] {") { w in
            w.line("[layer] + (layer.sublayers ?? []).flatMap(tree)")
        }
        w.blank()
        w.line("/// What the trace records of a layer, in `names` order; scale, rotation and translation are")
        w.line("/// `transform.scale.x`/`.y`, `transform.rotation.z` and `transform.translation.x`/`.y` of its transform.")
        w.line("/// (Doubles, and no CoreGraphics type named: the file also compiles against a stand-in UIKit beside")
        w.line("/// swift-corelibs-foundation, whose own CGFloat and CGRect would be ambiguous.)")
        w.block("static func values(of l: CALayer) -> [Double] {") { w in
            w.line("let t = l.transform")
            w.line("let scaleX = (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()")
            w.line("let scaleY = (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()")
            w.line("let (p, b, a) = (l.position, l.bounds, l.anchorPoint)")
            w.line("var v: [Double] = [Double(p.x), Double(p.y), Double(b.origin.x), Double(b.origin.y)]")
            w.line("v += [Double(b.size.width), Double(b.size.height), Double(a.x), Double(a.y)]")
            w.line("v += [Double(l.opacity), Double(scaleX), Double(scaleY), Double(atan2(t.m12, t.m11))]")
            w.line("v += [Double(t.m41), Double(t.m42), Double(l.zPosition), Double(l.cornerRadius)]")
            w.line("return v")
        }
        w.blank()
        w.line("/// A layer's background colour as red, green, blue, alpha (a grey's white stands for all three).")
        w.block("static func components(of l: CALayer) -> [Double]? {") { w in
            w.line("guard let c = l.backgroundColor?.components?.map({ Double($0) }) else { return nil }")
            w.line("return c.count == 2 ? [c[0], c[0], c[0], c[1]] : c")
        }
        w.blank()
        w.line("/// One colour and not the other, or a component off by more than the trace's byte (1/255) rounds.")
        w.block("static func colorsDiffer(_ got: [Double]?, _ expected: [Double]?) -> Bool {") { w in
            w.line("guard let got, let expected else { return (got == nil) != (expected == nil) }")
            w.line("return got.count != expected.count || zip(got, expected).contains { abs($0 - $1) > 0.5 / 255 + 0.0001 }")
        }
        w.blank()
        w.line("/// The first value that is not within the trace's 4 decimals (0.0001, and rounding) of cartlua's.")
        w.block("static func firstDifference(_ got: [Double], _ expected: [Double]) -> Int? {") { w in
            w.line("zip(got, expected).enumerated().first { abs($0.element.0 - $0.element.1) > 0.0001 + 1e-9 * max(1, abs($0.element.1)) }?.offset")
        }
    }
}

extension ExportRecord {
    /// When the script's code first runs after its top level and changes what the export writes
    /// (a delegate or a delayed call whose step is not only log lines), in seconds; nil if never.
    public var firstCallbackTime: Double? {
        var deliveries = calls.compactMap(\.ran)
        for a in animations { deliveries += [a.started, a.stopped].compactMap { $0 } }
        let ticks = deliveries.filter { d in !(steps[d.step].setup.isEmpty && steps[d.step].timed.isEmpty) }.map(\.tick)
        return ticks.min().map(VirtualClock.seconds)
    }
}

/// A run's trace samples kept for the parity test (`XCTestEmitter`); every record (each of
/// TraceSink's calls, those with default bodies too) goes on to `next`.
public final class SampleKeeper: TraceSink {
    let next: TraceSink
    public private(set) var samples: [(time: Double, layers: [LayerSample])] = []

    public init(next: TraceSink) { self.next = next }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        samples.append((time, layers))
        try next.writeSample(time: time, layers: layers)
    }
    public var wantsInstants: Bool { next.wantsInstants }
    public var wantsSceneRecords: Bool { next.wantsSceneRecords }
    public func writeHeader(_ header: TraceHeader) throws { try next.writeHeader(header) }
    public func writeInstant(time: Double, before: [LayerSample], after: [LayerSample]) throws {
        try next.writeInstant(time: time, before: before, after: after)
    }
    public func writeScene(_ record: SceneRecord) throws { try next.writeScene(record) }
    public func writeEvent(time: Double, event: TraceEvent) throws { try next.writeEvent(time: time, event: event) }
    public func writeLog(time: Double, message: String) throws { try next.writeLog(time: time, message: message) }
    public func writeEnd(time: Double, reason: EndReason) throws { try next.writeEnd(time: time, reason: reason) }
}
