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

    /// `count` layers `item<k + 1>` made at the top level at `x(k)`, frame or not, each added to
    /// the window and given an opacity animation to `to(k)`.
    static func items(_ count: Int, frame: @escaping (Int) -> Bool = { _ in true }, x: @escaping (Int) -> Double,
                      to: @escaping (Int) -> Double = { _ in 0 }) throws -> [String] {
        let source = try RecordedRunTests.export { scene, _ in
            for k in 0..<count {
                let item = scene.makeLayer(name: "item\(k + 1)")
                if frame(k) {
                    item.frame = Rect(x: x(k), y: 6, width: 46, height: 46)
                } else {
                    item.bounds = Rect(x: 0, y: 0, width: 46, height: 46)
                    item.position = Point(x: x(k) + 23, y: 29)
                }
                try scene.window.addSublayer(item)
                let fade = BasicAnimation(keyPath: .opacity)
                (fade.toValue, fade.duration) = (.number(to(k)), 1)
                try item.add(fade, forKey: "fade")
            }
        }
        return RecordedRunTests.lines(source)
    }

    /// Four tab items at x = 93.75·k + 24: only the first frame is whole, so every item is set
    /// by bounds and position, and the position steps exactly by 93.75 as a CGFloat. Their
    /// addSublayer joins the loop; the animations are a second loop over the same array.
    @Test func layersMadeInARowFoldWithOneForm() throws {
        let l = try Self.items(4, x: { 93.75 * Double($0) + 24 })
        #expect(l.contains("let items = (1...4).map { _ in CALayer() }"))
        #expect(!l.contains { $0.hasPrefix("let item1") || $0.hasPrefix("item1.") })
        #expect(l.filter { $0 == "for (i, item) in items.enumerated() {" }.count == 1)
        #expect(l.contains("item.name = \"item\\(i + 1)\""))
        #expect(!l.contains { $0.hasPrefix("item.frame") })
        #expect(l.contains("item.bounds = CGRect(x: 0, y: 0, width: 46, height: 46)"))
        #expect(l.contains("item.position = CGPoint(x: CGFloat(i) * 93.75 + 47, y: 29)"))
        let create = try #require(l.firstIndex(of: "item.position = CGPoint(x: CGFloat(i) * 93.75 + 47, y: 29)"))
        #expect(l[create + 1] == "window.addSublayer(item)")
        #expect(l.contains("for item in items {"))
        #expect(l.contains("item.add(fade, forKey: \"fade\")"))
        #expect(!l.contains { $0.hasPrefix("window.addSublayer(items[") })
    }

    /// Values no progression gives come from a table, one exact literal per layer.
    @Test func valuesOffAProgressionComeFromATable() throws {
        let xs = [3.0, 10, 0.5, 40]
        let l = try Self.items(4, frame: { _ in false }, x: { xs[$0] - 23 })
        let table = try #require(l.firstIndex { $0.hasPrefix("let positionX: [CGFloat] = [") })
        #expect(l[table] == "let positionX: [CGFloat] = [3, 10, 0.5, 40]")
        #expect(l.contains("item.position = CGPoint(x: positionX[i], y: 29)"))
    }

    /// A value that is not a geometry argument (the opacity animation's toValue) must be the
    /// same: the animations stay one by one, the layers still fold.
    @Test func otherValuesMustBeTheSame() throws {
        let l = try Self.items(3, x: { 50 * Double($0) }, to: { Double($0) / 4 })
        #expect(l.contains("for (i, item) in items.enumerated() {"))
        #expect(!l.contains("for item in items {"))
        #expect(l.contains("items[2].add(items2Opacity, forKey: \"fade\")") || l.contains("items[2].add(fade3, forKey: \"fade\")"))
    }

    /// Numbers in geometry initializers are pieces with their values, as SwiftLiteral writes them.
    @Test func geometryArgumentsAreNumbers() {
        #expect(LoopPiece.split("a.position = CGPoint(x: -10 * .pi, y: 204 / 255)") == [
            .text("a.position = CGPoint(x: "), .numberInCode("-10 * .pi", -10 * Double.pi), .text(", y: "),
            .numberInCode("204 / 255", 204.0 / 255), .text(")"),
        ])
        #expect(LoopPiece.split("a.cornerRadius = 5") == [.text("a.cornerRadius = 5")])
        #expect(SwiftFileEmitter.progression([47, 140.75, 234.5], index: "i", type: "CGFloat") == "CGFloat(i) * 93.75 + 47")
        #expect(SwiftFileEmitter.progression([10, 5, 0], index: "i", type: "CGFloat") == "10 - CGFloat(i) * 5")
        // Lua's 0.05 * i for i = 1…6 (6 · 0.05 is 0.30000000000000004, not 0.3 = 0.25 + 0.05).
        let lua = (1...6).map { 0.05 * Double($0) }
        #expect(SwiftFileEmitter.progression(lua, index: "i", type: "Double") == "Double(i + 1) * 0.05")
        // Thirds: only a division gives each.
        #expect(SwiftFileEmitter.progression([1.0 / 3, 2.0 / 3, 1, 4.0 / 3], index: "i", type: "Double") == "Double(i + 1) / 3")
        #expect(SwiftFileEmitter.progression([3, 10, 0.5], index: "i", type: "CGFloat") == nil)
    }

    /// The layers fold as far as they read the same; a fifth with its own corner radius is
    /// written by itself, and not tried again as the head of a run.
    @Test func layersFoldUpToWhereTheyDiffer() throws {
        let source = try RecordedRunTests.export { scene, _ in
            for k in 0..<5 {
                let item = scene.makeLayer(name: "item\(k + 1)")
                item.position = Point(x: 10 * Double(k), y: 5)
                if k == 4 { item.cornerRadius = 3 }
                try scene.window.addSublayer(item)
            }
        }
        let l = RecordedRunTests.lines(source)
        #expect(l.contains("let items = (1...4).map { _ in CALayer() }"))
        #expect(l.contains("let item5 = CALayer()"))
        #expect(l.contains("item.position = CGPoint(x: CGFloat(i) * 10, y: 5)"))
        #expect(l.contains("item5.cornerRadius = 3"))
        #expect(l.contains("window.addSublayer(item5)"))
        #expect(!l.contains { $0.hasPrefix("window.addSublayer(items[") })
    }
}
