import CartAnimation
import CartRun
import Testing
@testable import CartExport

/// Runs of `after` calls that differ only by their index become one loop (SwiftEmitter+Loops),
/// and only when the loop is exactly the calls.
@Suite struct LoopFoldingTests {
    /// `count` calls scheduled at the top level, call k at `delays[k]`, each making a layer
    /// `dot<k + 1>` at `x(k)` and logging `label(k)`.
    static func dots(_ count: Int, delays: (Int) -> Double = { Double($0) / 4 }, x: @escaping (Int) -> Double = { _ in 5 },
                     label: @escaping (Int) -> String = { "dot \($0 + 1) made" }) throws -> [String] {
        let source = try RecordedRunTests.export { scene, host in
            for k in 0..<count {
                host.after(delays(k)) {
                    let dot = scene.makeLayer(name: "dot\(k + 1)")
                    dot.position = Point(x: x(k), y: 6)
                    try scene.window.addSublayer(dot)
                    try host.runner.log(label(k))
                }
            }
        }
        return RecordedRunTests.lines(source)
    }

    @Test func aRunThatStepsByItsIndexFolds() throws {
        let l = try Self.dots(4)
        #expect(l.contains("let dots = (1...4).map { _ in CALayer() }"))
        #expect(!l.contains { $0.hasPrefix("let dot1") })
        #expect(l.contains("for (i, dot) in dots.enumerated() {"))
        // i / 4 is exactly each call's literal (0, 0.25, 0.5, 0.75).
        #expect(l.contains("DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) / 4) { [self] in"))
        #expect(l.contains("// t = 0…0.75 s"))
        #expect(l.contains("dot.name = \"dot\\(i + 1)\""))
        #expect(l.contains("dot.position = CGPoint(x: 5, y: 6)"))
        #expect(l.contains("window.addSublayer(dot)"))
        #expect(l.contains("print(\"dot \\(i + 1) made\")"))
        #expect(l.filter { $0.hasPrefix("DispatchQueue.main.asyncAfter") }.count == 1)
    }

    /// One code value off the pattern (the third dot's x): nothing folds, every call is written.
    @Test func aValueOffThePatternKeepsTheCallsUnrolled() throws {
        let l = try Self.dots(4, x: { $0 == 2 ? 7 : 5 })
        #expect(!l.contains { $0.hasPrefix("for ") })
        #expect(l.filter { $0.hasPrefix("DispatchQueue.main.asyncAfter") }.count == 4)
        #expect(l.contains("let dot1 = CALayer()"))
        #expect(l.contains("dot3.position = CGPoint(x: 7, y: 6)"))
    }

    /// A number in a string that does not step by a constant (1, 2, 4) breaks the run.
    @Test func aStringNumberOffTheProgressionKeepsTheCallsUnrolled() throws {
        let l = try Self.dots(3, label: { "dot \([1, 2, 4][$0])" })
        #expect(!l.contains { $0.hasPrefix("for ") })
        #expect(l.contains("print(\"dot 4\")"))
    }

    /// The run folds as far as it follows the progression; the rest is written call by call.
    @Test func aRunFoldsUpToWhereItBreaks() throws {
        let l = try Self.dots(5, delays: { $0 < 4 ? Double($0) / 10 : 2 })
        #expect(l.contains("let dots = (1...4).map { _ in CALayer() }"))
        #expect(l.contains("DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) / 10) { [self] in"))
        #expect(l.contains("let dot5 = CALayer()"))
        #expect(l.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [self] in"))
        #expect(l.contains("dot5.name = \"dot5\""))
    }

    /// Two calls are written as they are.
    @Test func twoCallsDoNotFold() throws {
        let l = try Self.dots(2)
        #expect(!l.contains { $0.hasPrefix("for ") })
    }

    /// A layer a later callback touches stays a property of its own: no fold.
    @Test func aLayerUsedOutsideItsCallDoesNotFold() throws {
        let source = try RecordedRunTests.export { scene, host in
            var first: Layer?
            for k in 0..<3 {
                host.after(Double(k)) {
                    let dot = scene.makeLayer(name: "dot\(k + 1)")
                    try scene.window.addSublayer(dot)
                    if k == 0 { first = dot }
                }
            }
            host.after(5) { first?.removeFromSuperlayer() }
        }
        let l = RecordedRunTests.lines(source)
        #expect(!l.contains { $0.hasPrefix("for ") })
        #expect(l.contains("dot1.removeFromSuperlayer()"))
    }

    @Test func delaysFoldOnlyAsExactFractions() throws {
        let tenths = try #require(DelayProgression([0, 0.1, 0.2, 0.3, 0.4]))
        #expect(tenths.count == 5)
        #expect(tenths.expression(index: "i") == "Double(i) / 10")
        // Double(k) / 10 is the literal's Double; 0.1 * Double(k) is not always (k = 3).
        #expect(Double(3) / 10 == 0.3)
        #expect(0.1 * Double(3) != 0.3)
        let thirds = try #require(DelayProgression([1.0 / 3, 2.0 / 3, 1, 4.0 / 3]))
        #expect(thirds.count == 4)
        #expect(thirds.expression(index: "i") == "Double(i + 1) / 3")
        let broken = try #require(DelayProgression([0.5, 1, 1.5, 2.1]))
        #expect(broken.count == 3)
        #expect(DelayProgression([0.5, 0.5, 0.5])?.expression(index: "i") == "0.5")
        #expect(DelayProgression([0.5]) == nil)
    }

    @Test func linearExpressionsReadAsWritten() {
        #expect(LoopTemplate.linear(0, 1, "i") == "i")
        #expect(LoopTemplate.linear(1, 1, "i") == "i + 1")
        #expect(LoopTemplate.linear(-2, 3, "i") == "3 * i - 2")
        #expect(LoopTemplate.linear(10, -1, "i") == "10 - i")
        #expect(LoopTemplate.linear(0, -2, "i") == "-2 * i")
    }

    /// Numbers vary only inside strings (whole, plain decimal form) and comments; escapes and
    /// code stay text.
    @Test func linesAreCutWhereValuesMayVary() {
        #expect(LoopPiece.split("x.name = \"coin12 \\u{1F600}\" // t = 0.25 s") == [
            .text("x.name = \"coin"), .wholeInString(12), .text(" \\u{1F600}\" // t = "), .numberInComment("0.25"), .text(" s"),
        ])
        #expect(LoopPiece.split("f(x: 12, s: \"007\")") == [.text("f(x: 12, s: \"007\")")])
    }
}
