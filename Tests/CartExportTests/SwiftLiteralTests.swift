import CartAnimation
import Foundation
import Testing
@testable import CartExport

/// Numbers, text and values as Swift source: exact, and as a person would write them.
@Suite struct SwiftLiteralTests {
    typealias Case = (x: Double, context: SwiftLiteral.Context, expected: String)
    static let doubleCases: [Case] = [
        (0.0, .typed, "0"), (-0.0, .typed, "-0.0"), (80, .typed, "80"), (-180, .typed, "-180"),
        (0.1, .typed, "0.1"), (0.25, .any, "0.25"), (1.0 / 6, .typed, "1 / 6"), (1.0 / 6, .any, "1.0 / 6"),
        (1.0 / 6, .plain, "0.16666666666666666"), (2.0 / 3, .typed, "2 / 3"), (10 * Double.pi, .typed, "10 * .pi"),
        (10 * Double.pi, .any, "10 * CGFloat.pi"), (Double.pi / 2, .typed, ".pi / 2"), (-2 * Double.pi, .typed, "-2 * .pi"),
        (Double.pi, .plain, "3.141592653589793"), (1e-5, .typed, "1e-05"), (Double.infinity, .typed, ".infinity"),
        (-Double.infinity, .any, "-Double.infinity"), (3.4028234663852886e38, .typed, "3.4028234663852886e+38"),
        (12.5, .typed, "12.5"),
    ]

    @Test func doubles() {
        for c in Self.doubleCases {
            #expect(SwiftLiteral.double(c.x, c.context) == c.expected, "\(c.x)")
        }
    }

    @Test(arguments: [(Float(0.1), "0.1"), (1, "1"), (0.2, "0.2"), (.greatestFiniteMagnitude, "3.4028235e+38"),
                      (.infinity, ".infinity"), (0.41999998688697815, "0.42")] as [(Float, String)])
    func floats(_ x: Float, _ expected: String) {
        #expect(SwiftLiteral.float(x) == expected)
    }

    /// Plain literals parse back to the same Double; fractions evaluate to it.
    @Test func literalsRoundTrip() {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(Int64(bitPattern: state >> 1)) / Double(1 << 40)
        }
        for _ in 0..<2000 {
            let x = next() / Double(1 + Int(state % 1000))
            let plain = SwiftLiteral.double(x, .plain)
            #expect(Double(plain) == x, "\(x) written \(plain)")
            let typed = SwiftLiteral.double(x, .typed)
            let parts = typed.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, let n = Double(parts[0]), let d = Double(parts[1]) {
                #expect(n / d == x, "\(x) written \(typed)")
            } else if !typed.contains("pi") {
                #expect(Double(typed) == x, "\(x) written \(typed)")
            }
        }
    }

    @Test func strings() {
        #expect(SwiftLiteral.string("coin 1 landed") == "\"coin 1 landed\"")
        #expect(SwiftLiteral.string("a \"b\" \\ c\nd\te") == "\"a \\\"b\\\" \\\\ c\\nd\\te\"")
        #expect(SwiftLiteral.string("\u{1}x") == "\"\\u{1}x\"")
        #expect(SwiftLiteral.string("金币") == "\"金币\"")
    }

    @Test func colors() throws {
        let c = try #require(Color(hex: "#ffd54f"))
        #expect(SwiftLiteral.color(c) == "UIColor(red: 1, green: 213 / 255, blue: 79 / 255, alpha: 1).cgColor")
        #expect(SwiftLiteral.color(Color(red: 0.3, green: 0, blue: 1, alpha: 0.5))
                == "UIColor(red: 0.3, green: 0, blue: 1, alpha: 0.5).cgColor")
    }

    @Test func timingFunctions() {
        #expect(SwiftLiteral.timingFunction(TimingFunction(name: .easeIn)) == "CAMediaTimingFunction(name: .easeIn)")
        #expect(SwiftLiteral.timingFunction(TimingFunction(name: .default)) == "CAMediaTimingFunction(name: .default)")
        #expect(SwiftLiteral.timingFunction(TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
                == "CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)")
        #expect(SwiftLiteral.timingFunction(TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55))
                == "CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)")
    }

    @Test func transforms() {
        #expect(SwiftLiteral.transform(.identity) == "CATransform3DIdentity")
        #expect(SwiftLiteral.transform(.translation(0, -5)) == "CATransform3DMakeTranslation(0, -5, 0)")
        #expect(SwiftLiteral.transform(.scale(0.2, 0.2)) == "CATransform3DMakeScale(0.2, 0.2, 1)")
        #expect(SwiftLiteral.transform(.rotation(Double.pi / 4)) == "CATransform3DMakeRotation(.pi / 4, 0, 0, 1)")
        let both = Transform.concat(.scale(2, 2), .translation(3, 4))
        #expect(SwiftLiteral.transform(both).hasPrefix("CATransform3D(m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 2,"))
        #expect(SwiftLiteral.transform(both).hasSuffix("m41: 3, m42: 4, m43: 0, m44: 1)"))
    }

    @Test func values() {
        #expect(SwiftLiteral.value(.point(Point(x: 1, y: 2))) == "NSValue(cgPoint: CGPoint(x: 1, y: 2))")
        #expect(SwiftLiteral.value(.size(Size(width: 0, height: 5))) == "NSValue(cgSize: CGSize(width: 0, height: 5))")
        #expect(SwiftLiteral.value(.number(2 * Double.pi)) == "2 * CGFloat.pi")
        #expect(SwiftLiteral.value(.bool(true)) == "true")
    }

    @Test func names() {
        #expect(SwiftNames.typeName(forScript: "Scripts/coins.lua") == "CoinsAnimation")
        #expect(SwiftNames.typeName(forScript: "add-to-cart.lua") == "AddToCartAnimation")
        #expect(SwiftNames.typeName(forScript: "3d.lua") == "Script3dAnimation")
        #expect(SwiftNames.variable("flyingLabel") == "flyingLabel")
        #expect(SwiftNames.variable("tab item 2") == "tabItem2")
        #expect(SwiftNames.variable("1st") == "layer1st")
        #expect(SwiftNames.animationVariable(keyPath: "transform.translation.y") == "translationY")
        #expect(SwiftNames.animationVariable(keyPath: "transform.rotation.z") == "rotationZ")
        let scope = NameScope(taken: ["position"])
        #expect(scope.claim(["position", "coinPosition"]) == "coinPosition")
        #expect(scope.claim(["position", "coinPosition"]) == "coinPosition2")
        #expect(scope.claim(["window"]) == "window2")
    }
}
