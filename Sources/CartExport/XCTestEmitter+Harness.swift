/// The case's code (XCTestEmitter): the replay of cartlua's run on the paused tree and the
/// comparison of each sample. It is the same for every script but for the type's name.
extension XCTestEmitter {
    static func testMethod(_ w: inout SwiftWriter, options: SwiftExportOptions) {
        w.line("/// XCTest runs a case on the main thread; the export is the main actor's.")
        w.block("func testPresentationMatchesCartlua() throws {") { w in
            w.line("try MainActor.assumeIsolated {")
            w.line("    if let difference = try Self.replay() { XCTFail(difference) }")
            w.line("}")
        }
        w.blank()
        w.line("/// The export replayed on a paused tree: before each sample, the `deliveries` due by then (at one")
        w.line("/// instant cartlua runs every callback, then samples); then every layer's `presentation()` compared")
        w.line("/// with the sample. The first difference, or the first delivery the export does not match, as a")
        w.line("/// message; nil when Core Animation shows cartlua's whole run.")
        w.block("@MainActor static func replay(samples: [Sample] = samples, deliveries: [Delivery] = deliveries) throws -> String? {") { w in
            w.line("let (window, motion) = pausedExport()")
            w.line("defer { withExtendedLifetime(motion) {} }")
            w.line("var due = deliveries[...]")
            w.block("for sample in samples {") { w in
                w.block("while let d = due.first, d.t <= sample.t {") { w in
                    w.line("if let problem = deliver(d, to: motion, in: window) { return problem }")
                    w.line("due = due.dropFirst()")
                }
                w.line("window.timeOffset = sample.t")
                w.line("CATransaction.flush()")
                w.line("if let difference = try compare(tree(window), with: sample) { return difference }")
            }
            w.block("for d in due {") { w in
                w.line("if let problem = deliver(d, to: motion, in: window) { return problem }")
            }
            w.block("if let left = motion.clock.pending.first {") { w in
                w.line(#"return "the export's delayed call due at t=\(left.due) s never ran in cartlua's run""#)
            }
            w.line("return nil")
        }
        w.blank()
        deliver(&w, options: options)
        w.blank()
        compare(&w)
    }

    /// The code of one delivery: the tree and the clock at its time, then the call or the closure.
    private static func deliver(_ w: inout SwiftWriter, options: SwiftExportOptions) {
        let type = options.typeName
        w.line("/// One of cartlua's callbacks, with the tree at its time first: an animation the code adds then")
        w.line("/// begins then in the layers' time, as Core Animation begins one added with beginTime 0 at the")
        w.line("/// current layer time (CA-SEMANTICS §1.8). A delayed call is the clock's next one, which must be")
        w.line("/// due then; a didStart needs its animation on the layer under its key, and that and a finishing")
        w.line("/// didStop's, when there, this Delegate. A finishing didStop of an animation removed on")
        w.line("/// completion removes it first, as Core Animation does at its end (whether a paused tree does")
        w.line("/// is not documented) and cartlua before its didStop (§6). An animation without a key cannot be")
        w.line("/// looked up, nor removed: it stays.")
        w.block("@MainActor static func deliver(_ d: Delivery, to motion: \(type), in window: CALayer) -> String? {") { w in
            w.line("window.timeOffset = d.t")
            w.line("motion.clock.now = d.t")
            w.line("CATransaction.flush()")
            w.line("// cartlua has no implicit animations: a property the code sets changes at once.")
            w.line("CATransaction.begin()")
            w.line("CATransaction.setDisableActions(true)")
            w.line("defer { CATransaction.commit() }")
            w.block("if case .call = d.kind {") { w in
                w.block("guard let call = motion.clock.next() else {") { w in
                    w.line(#"return "cartlua ran a delayed call at t=\(d.t) s; the export has none pending""#)
                }
                w.block("guard abs(call.due - d.t) <= \(type).ParityClock.tolerance else {") { w in
                    w.line(#"return "the export's next delayed call is due at t=\(call.due) s; cartlua ran one at t=\(d.t) s""#)
                }
                w.line("call.work()")
                w.line("return nil")
            }
            w.line("let layer = motion.allLayers[d.layer]")
            w.line(#"let what = "cartlua's \(d.kind) of \(d.layerName) \(d.key.map { "\"\($0)\"" } ?? "(no key)") at t=\(d.t) s""#)
            w.line("let made = \(type).Delegate.made")
            w.block("if let i = d.delegate, i >= made.count {") { w in
                w.line(#"return "\(what): the export has not made its Delegate yet""#)
            }
            w.line("let delegate = d.delegate.map { made[$0] }")
            w.line("var (stops, finished) = (false, false)")
            w.line("if case .didStop(let f) = d.kind { (stops, finished) = (true, f) }")
            w.line("let attached = d.key.flatMap { layer.animation(forKey: $0) }")
            w.block("if d.key != nil, !stops, attached == nil {") { w in
                w.line(#"return "\(what): the layer has no animation under that key""#)
            }
            w.line("// At a finishing stop Core Animation may have removed it already, once the tree's time reached its end.")
            w.block("if finished || !stops, let attached, let key = d.key {") { w in
                w.block("if let delegate, attached.delegate !== delegate {") { w in
                    w.line(#"return "\(what): the animation under that key has another delegate""#)
                }
                w.line("if finished && attached.isRemovedOnCompletion { layer.removeAnimation(forKey: key) }")
            }
            w.line("switch d.kind {")
            w.line("case .didStart: delegate?.didStart?()")
            w.line("case .didStop(let f): delegate?.didStop?(f)")
            w.line("case .call: break")
            w.line("}")
            w.line("return nil")
        }
    }

    /// The comparison of one sample, as `cartlua run --check` names a difference.
    private static func compare(_ w: inout SwiftWriter) {
        w.line("/// The first value of `layers` (the tree now) that is not the sample's, as a message.")
        w.block("static func compare(_ layers: [CALayer], with sample: Sample) throws -> String? {") { w in
            w.block("guard layers.count == sample.rows.count else {") { w in
                w.line(#"return "differs from cartlua's trace at t=\(sample.t) s: \(layers.count) layers, not \(sample.rows.count)""#)
            }
            w.block("for (layer, row) in zip(layers, sample.rows) {") { w in
                w.line(#"let shown = try XCTUnwrap(layer.presentation(), "\(row.layer) has no presentation layer: run in a test target with a host app")"#)
                w.line("let at = \"differs from cartlua's trace at t=\\(sample.t) s, layer \\(row.layer)\"")
                w.block("if let i = firstDifference(values(of: shown), row.values) {") { w in
                    w.line(#"return "\(at), \(names[i]): expected \(row.values[i]), got \(values(of: shown)[i])""#)
                }
                w.line("let color = components(of: shown)")
                w.block("if colorsDiffer(color, row.color) {") { w in
                    w.line(#"return "\(at), backgroundColor: expected \(row.color.map(\.description) ?? "none"), "#
                           + #"got \(color.map(\.description) ?? "none")""#)
                }
                w.block("if shown.isHidden != row.hidden {") { w in
                    w.line(#"return "\(at), hidden: expected \(row.hidden), got \(shown.isHidden)""#)
                }
            }
            w.line("return nil")
        }
    }

    static func helpers(_ w: inout SwiftWriter, options: SwiftExportOptions) {
        w.line("/// The export started on a tree paused at time 0: its time is `window.timeOffset` from then on,")
        w.line("/// whatever the clock does. The Delegates of an earlier replay are let go.")
        w.block("@MainActor static func pausedExport() -> (window: CALayer, motion: \(options.typeName)) {") { w in
            w.line("let window = CALayer()")
            w.line("window.frame = .init(x: 0, y: 0, width: \(SwiftLiteral.double(options.screen.width)), "
                   + "height: \(SwiftLiteral.double(options.screen.height)))")
            w.line("window.speed = 0")
            w.line("window.timeOffset = 0")
            w.line("\(options.typeName).Delegate.made = []")
            w.line("let motion = \(options.typeName)(window: window)")
            w.line("motion.clock.now = 0")
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

