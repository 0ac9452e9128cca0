import Foundation
import Testing
import CartTestSupport

/// Each script's trace against the motion its seed describes, with values derived by hand
/// (the arithmetic is in the comments), sampled with `--at`.
@Suite struct ScriptMotionTests {
    struct Trace {
        func fmt(_ x: Double) -> String { ScriptMotionTests.fmt(x) }

        var samples: [String: [Double: [String: Any]]] = [:]  // layer → t → fields
        var events: [[String: Any]] = []
        var logs: [(Double, String)] = []

        init(_ lines: [String]) throws {
            for line in lines {
                let o = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
                switch o["type"] as? String {
                case "sample": samples[o["layer"] as! String, default: [:]][o["t"] as! Double] = o
                case "event": events.append(o)
                case "log": logs.append((o["t"] as! Double, o["message"] as! String))
                default: break
                }
            }
        }

        func pair(_ layer: String, _ t: Double, _ key: String) -> (Double, Double)? {
            guard let a = samples[layer]?[t]?[key] as? [Double] else { return nil }
            return (a[0], a[1])
        }

        func number(_ layer: String, _ t: Double, _ key: String) -> Double? {
            samples[layer]?[t]?[key] as? Double
        }

        func eventLines(_ name: String) -> [String] {
            events.filter { $0["event"] as? String == name }.map { e in
                "\(fmt(e["t"] as! Double)) \(e["layer"] ?? "") \((e["key"] as? String) ?? "nil")"
            }
        }
    }

    /// A time as the trace writes it (0.5, 1, 1.1).
    static func fmt(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }

    func trace(_ args: [String]) throws -> Trace {
        let r = try CLI.run(["run"] + args)
        #expect(r.status == 0, "\(r.stderr)")
        return try Trace(r.lines)
    }

    /// ease-in y(x) by bisection on the Bézier (0.42, 0) (1, 1), independent of the engine.
    func easeIn(_ x: Double) -> Double {
        let x1 = Double(Float(0.42))
        func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 { let m = (lo + hi) / 2; if bx(m) < x { lo = m } else { hi = m } }
        let t = (lo + hi) / 2
        return 3 * (1 - t) * t * t + t * t * t
    }

    func close(_ a: Double?, _ b: Double, _ tol: Double = 1e-3) -> Bool { a.map { abs($0 - b) <= tol } ?? false }

    @Test func coinsFlyOneAfterAnotherAndAreRemovedOnLanding() throws {
        // Coin i leaves at (i−1)·0.1 and lands 1 s later (paced, 1 s each).
        let full = try trace(["Scripts/coins.lua", "--fps", "10"])
        #expect(full.eventLines("animationDidStart") == (1...10).map { "\(Self.fmt(Double($0 - 1) / 10)) coin\($0) position" })
        #expect(full.eventLines("animationDidStop") == (1...10).map { "\(Self.fmt(1 + Double($0 - 1) / 10)) coin\($0) position" })
        #expect(full.logs.map(\.1) == (1...10).map { "coin \($0) landed" })
        let t = try trace(["Scripts/coins.lua", "--set", "animationType=line", "--at", "0.7,0.75,1.85"])
        // Along a line, paced is uniform: from (40, 40) (the button's centre in its own space) to
        // the bag (300, 120) − the button's origin (10, 300) = (290, −180). Coin 3 left at 0.2;
        // at 0.7 it is halfway: (165, −70). Coin 8 left at 0.7: at the start.
        #expect(t.pair("coin3", 0.7, "position").map { close($0.0, 165) && close($0.1, -70) } == true)
        #expect(t.pair("coin8", 0.7, "position").map { close($0.0, 40) && close($0.1, 40) } == true)
        // At 0.75 coin 1 has covered 0.75 of it: 40 + 0.75·250 = 227.5, 40 − 0.75·220 = −125.
        #expect(t.pair("coin1", 0.75, "position").map { close($0.0, 227.5) && close($0.1, -125) } == true)
        // At 1.85 coins 1…9 have landed and are gone; coin 10 is still flying.
        #expect(Set(t.samples.keys.filter { $0.hasPrefix("coin") && t.samples[$0]?[1.85] != nil }) == ["coin10"])
    }

    @Test func coinsCurveUsesTheSeedControlPoint() throws {
        // Default curve: quad from (40, 40) to (290, −180) with control (290, 340) (the button's
        // centre y in the window, mixed into the button's space as in the seed). Paced: the
        // coin's distance along the curve grows linearly; at the start it leaves toward the
        // control point, i.e. down and right (y grows).
        let t = try trace(["Scripts/coins.lua", "--at", "0.002"])
        let p = try #require(t.pair("coin1", 0.002, "position"))
        #expect(p.0 > 40 && p.1 > 40)
        let dir = (p.0 - 40, p.1 - 40)
        // The tangent at the start points at the control: (250, 300) normalised.
        #expect(abs(dir.0 / dir.1 - 250.0 / 300.0) < 0.02)
    }

    @Test func parabolaSpinsShrinksAndFadesIntoTheCart() throws {
        let t = try trace(["Scripts/parabola.lua", "--at", "0,0.5,0.999"])
        // From the button's centre (0 + 279 + 40, 220 + 40 + 20) = (319, 280) to the cart's
        // (0 + 215 + 20, 729 + 6 + 20) = (235, 755). EX = (235 − 319)/4 = −21, midpoint x 277,
        // controls at y = min(280, 755) − 100 = 180: C1 (298, 180), C2 (256, 180).
        // B(0.5) = (P0 + 3C1 + 3C2 + P3)/8 = (2216/8, 2115/8) = (277, 264.375).
        #expect(t.pair("flyingLabel", 0, "position").map { close($0.0, 319) && close($0.1, 280) } == true)
        #expect(t.pair("flyingLabel", 0.5, "position").map { close($0.0, 277) && close($0.1, 264.375) } == true)
        // scale 1 → 0.2 and opacity 1 → 0.1, linear: 0.6 and 0.55 at the half.
        #expect(t.pair("flyingLabel", 0.5, "scale").map { close($0.0, 0.6) && close($0.1, 0.6) } == true)
        #expect(close(t.number("flyingLabel", 0.5, "opacity"), 0.55))
        // rotation 10π·easeIn(0.5), read back as an angle in (−π, π].
        let angle = 10 * Double.pi * easeIn(0.5)
        let r = try #require(t.number("flyingLabel", 0.5, "rotation"))
        #expect(abs(sin(r) - sin(angle)) < 1e-3 && abs(cos(r) - cos(angle)) < 1e-3)
        // Just before the end it is at the cart, 0.2 scale, 0.1 opacity (fill forwards).
        #expect(t.pair("flyingLabel", 0.999, "position").map { close($0.0, 235, 0.5) && close($0.1, 755, 2) } == true)
        // The delegate removes it at 1 s.
        let full = try trace(["Scripts/parabola.lua", "--fps", "10"])
        #expect(full.eventLines("animationDidStop") == ["1 flyingLabel group"])
        #expect(full.samples["flyingLabel"]?[1] == nil)
    }

    @Test func quadcurveLandsThenTheCartShakes() throws {
        let t = try trace(["Scripts/quadcurve.lua", "--at", "0.5,1,1.125,1.25,1.375,1.5"])
        // Quad from (20 + 50, 300 + 50) = (70, 350) via (187.5, 300 − 80 = 220) to
        // (375/4·2.5, 812 − 88) = (234.375, 724). B(0.5) = P0/4 + C/2 + P1/4 = (169.84375, 378.5).
        #expect(t.pair("productImage", 0.5, "position").map { close($0.0, 169.84375) && close($0.1, 378.5) } == true)
        // scale 1 → 0.25 ease-in: 1 − 0.75·easeIn(0.5).
        #expect(t.pair("productImage", 0.5, "scale").map { close($0.0, 1 - 0.75 * easeIn(0.5)) } == true)
        // The image is removed at 1 s and the cart shakes: −5 → 5 in 0.25 s and back.
        #expect(t.samples["productImage"]?[1] == nil)
        for (time, y) in [(1.0, -5.0), (1.125, 0.0), (1.25, 5.0), (1.375, 0.0), (1.5, 0.0)] {
            #expect(t.pair("cartItem", time, "translation").map { close($0.1, y) } == true, "at \(time)")
        }
        let full = try trace(["Scripts/quadcurve.lua", "--fps", "10"])
        #expect(full.eventLines("animationDidStart") == ["0 productImage group", "1 cartItem nil"])
    }

    @Test func breathFadesFliesThenTheBadgeAppearsAndBreathes() throws {
        let t = try trace(["Scripts/breath.lua", "--at", "0.0833333333,0.6,0.75,0.9166666667,1"])
        // Fade 0 → 1 over 10/60 s: 0.5 at 5/60.
        #expect(close(t.number("flyingImage", 0.0833, "opacity"), 0.5))
        // The badge is hidden until the image lands at 40/60, then scales 0 → 1 over 10/60 s
        // (0.5 at 45/60 = 0.75), then breathes 1 → 1.2 → 1 in 2 × 5/60 s (1.2 at 55/60).
        #expect(t.samples["badge"]?[0.6]?["hidden"] as? Bool == true)
        #expect(t.samples["badge"]?[0.75]?["hidden"] as? Bool == false)
        #expect(t.pair("badge", 0.75, "scale").map { close($0.0, 0.5) } == true)
        #expect(t.pair("badge", 0.9167, "scale").map { close($0.0, 1.2) } == true)
        #expect(t.pair("badge", 1, "scale").map { close($0.0, 1) } == true)
        let full = try trace(["Scripts/breath.lua", "--fps", "60"])
        #expect(full.logs.map(\.1) == ["animationDidCompete: the badge has breathed"])
        #expect(full.logs.first?.0 == 1)
        // A visible badge just breathes.
        let visible = try trace(["Scripts/breath.lua", "--set", "badgeHidden=false", "--fps", "60"])
        #expect(visible.eventLines("animationDidStart").last == "0.6667 badge countBreath")
    }

    @Test func addcartSpinsAFullTurnEvery015SecondsInsideTheGroup() throws {
        let t = try trace(["Scripts/addcart.lua", "--at", "0.0375,0.075,0.25,0.5"])
        // rotation.z 0 → 2π per 0.15 s, cumulative: a quarter turn at 0.0375, half at 0.075.
        #expect(close(t.number("moveView", 0.0375, "rotation"), Double.pi / 2))
        #expect(close(abs(t.number("moveView", 0.075, "rotation") ?? 0), Double.pi))
        // scale 1 → 0.4 linear over 0.5 s: 0.7 at 0.25.
        #expect(t.pair("moveView", 0.25, "scale").map { close($0.0, 0.7) } == true)
        // The group (key nil) ends at 0.5 and is removed: the view shows its model again.
        #expect(t.eventLines("animationDidStop") == ["0.5 moveView nil"])
        #expect(t.pair("moveView", 0.5, "position").map { close($0.0, 90) && close($0.1, 420) } == true)
        #expect(t.logs.map(\.1) == ["addCartFinished"])
    }
}
