import CartAnimation
import CartRun

/// `cartlua export SCRIPT --xctest`: the Swift export (SwiftEmitter, in its parity mode)
/// followed by one XCTest case that proves it against Core Animation itself. The case builds the
/// export on a layer tree whose root is paused (`speed = 0`: the tree's time is then the root's
/// `timeOffset`, CA-SEMANTICS §1.1), steps `timeOffset` through the sample times of cartlua's
/// trace, and compares each layer's `presentation()` with the trace embedded in the file, within
/// the trace's 4 decimals, naming the first difference as `cartlua run --check` does.
///
/// A paused tree runs none of the script's later code by itself (SwiftEmitter+Parity.swift says
/// why), so the case runs it: the file embeds cartlua's deliveries — each delayed call and each
/// didStart / didStop that matters, at its virtual time, in the run's order — and between samples
/// the case delivers those due, as the run loop does (CartRun's Runner: at one instant every
/// event in order, then the sample). The case thereby covers the whole run.
public enum XCTestEmitter {
    /// What the trace records of a layer, in the order each row holds it.
    static let names = ["position.x", "position.y", "bounds.origin.x", "bounds.origin.y", "bounds.size.width",
                        "bounds.size.height", "anchorPoint.x", "anchorPoint.y", "opacity", "scale.x", "scale.y",
                        "rotation", "translation.x", "translation.y", "zPosition", "cornerRadius"]

    /// The whole file: `swift` (the parity export of the same run, `SwiftExportOptions.parity`),
    /// then the test case over the run's `samples` and deliveries.
    public static func source(swift: String, record: ExportRecord, samples: [(time: Double, layers: [LayerSample])],
                              options: SwiftExportOptions) -> String {
        var w = SwiftWriter()
        w.line("// MARK: - Parity with Core Animation (`cartlua export \(options.scriptPath) --xctest`)")
        w.separator()
        // UIKit again: the case compiles on its own too, beside the export in another file.
        w.line("import UIKit")
        w.line("import XCTest")
        w.separator()
        classDoc(&w, options: options)
        w.block("final class \(options.typeName)ParityTests: XCTestCase {") { w in
            rowTypes(&w)
            w.blank()
            deliveryType(&w, options: options)
            w.blank()
            w.line("/// cartlua's trace of \(options.scriptPath), 60 samples a second: the values to 4 decimals, as it writes them.")
            w.line("/// One statement a sample: as one array literal, a long run's samples take the compiler gigabytes to type-check.")
            // One literal of them all is one expression for the type checker: coins.lua's 945
            // rows took 5.1 GB and 13 s to compile at -Onone, a statement a sample 0.4 GB and 9 s.
            w.block("static let samples: [Sample] = {", "}()") { w in
                w.line("var samples: [Sample] = []")
                for s in samples { sample(s, &w) }
                w.line("return samples")
            }
            w.blank()
            w.line("/// The script's callbacks in cartlua's run, in its order (those that do something here).")
            w.block("static let deliveries: [Delivery] = [", "]") { w in
                for line in deliveryLines(record) { w.line(line) }
            }
            w.blank()
            testMethod(&w, options: options)
            w.blank()
            helpers(&w, options: options)
        }
        return swift + "\n" + w.text
    }

    private static func classDoc(_ w: inout SwiftWriter, options: SwiftExportOptions) {
        w.line("/// Core Animation against cartlua: `\(options.typeName)` built on a paused layer tree (`speed = 0`), its")
        w.line("/// `timeOffset` stepped through the sample times of cartlua's trace, and every layer's `presentation()`")
        w.line("/// compared with the trace below within its 4 decimals, over the whole run. The script's later code")
        w.line("/// runs at cartlua's times: before each sample the case delivers the `deliveries` due by then, in")
        w.line("/// order — a delayed call from the export's `clock` (it must be due then), a Delegate's closure —")
        w.line("/// with the tree at that time, so that animations added then begin then, and it removes a finished")
        w.line("/// animation that is removed on completion itself. Core Animation's own delegate calls are not used.")
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
        w.block("samples.append(Sample(t: \(SwiftLiteral.double(s.time, .plain)), rows: [", "]))") { w in
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


    private static func deliveryType(_ w: inout SwiftWriter, options: SwiftExportOptions) {
        w.line("/// One of the script's callbacks in cartlua's run: when, which, and for an animation's, its layer (its")
        w.line("/// place in `allLayers`, and its name in the trace), its key, and its Delegate (its place in")
        w.line("/// `\(options.typeName).Delegate.made`; nil: it has none).")
        w.block("struct Delivery {") { w in
            w.line("enum Kind { case call, didStart, didStop(finished: Bool) }")
            w.line("let t: Double")
            w.line("let kind: Kind")
            w.line("let layer: Int")
            w.line("let layerName: String")
            w.line("let key: String?")
            w.line("let delegate: Int?")
            w.blank()
            w.line("/// A delayed call cartlua ran at `t`.")
            w.block("static func call(_ t: Double) -> Delivery {") { w in
                w.line("Delivery(t, .call, layer: 0, \"\", key: nil, delegate: nil)")
            }
            w.blank()
            w.block("init(_ t: Double, _ kind: Kind, layer: Int, _ layerName: String, key: String?, delegate: Int?) {") { w in
                w.line("(self.t, self.kind, self.layer, self.layerName, self.key, self.delegate) = (t, kind, layer, layerName, key, delegate)")
            }
        }
    }

    /// The deliveries the case makes, in the run's order: every delayed call that ran; a didStart
    /// whose Delegate has a closure for it; a didStop whose Delegate has one, or whose animation
    /// has a key (the case removes it when it finished and is removed on completion).
    static func deliveryLines(_ record: ExportRecord) -> [String] {
        var lines: [(order: Int, text: String)] = []
        for c in record.calls {
            if let r = c.ran { lines.append((r.order, ".call(\(seconds(r.tick))),")) }
        }
        var made = 0  // Delegates are made in the order their animations are added
        for a in record.animations {
            let delegate = record.hasDelegate(a) ? made : nil
            if delegate != nil { made += 1 }
            func line(_ d: Delivery, _ kind: String) -> (Int, String) {
                let key = a.attachment.key.map(SwiftLiteral.string) ?? "nil"
                return (d.order, "Delivery(\(seconds(d.tick)), \(kind), layer: \(a.layer.index), \(SwiftLiteral.string(a.layer.traceName)), "
                                 + "key: \(key), delegate: \(delegate.map(String.init) ?? "nil")),")
            }
            if let d = a.started, delegate != nil, record.wantsDidStart(a) { lines.append(line(d, ".didStart")) }
            if let d = a.stopped, a.attachment.key != nil || (delegate != nil && record.wantsDidStop(a)) {
                lines.append(line(d, ".didStop(finished: \(d.finished ?? true))"))
            }
        }
        return lines.sorted { $0.order < $1.order }.map(\.text)
    }

    private static func seconds(_ t: Tick) -> String { SwiftLiteral.double(VirtualClock.seconds(t), .plain) }
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
