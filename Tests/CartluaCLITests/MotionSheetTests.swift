import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import CartTestSupport

/// `-o x.svg` end to end: where the trajectories of the scripts end and where they jump.
@Suite struct MotionSheetTests {
    final class Marks: NSObject, XMLParserDelegate {
        var polylines: [String: [[(Double, Double)]]] = [:]
        var ends: [String: (Double, Double)] = [:]
        var jumps: [String: [(t: String, from: (Double, Double), to: (Double, Double))]] = [:]
        func parser(_ p: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes a: [String: String]) {
            guard let layer = a["data-layer"] else { return }
            func d(_ k: String) -> Double { Double(a[k] ?? "") ?? .nan }
            switch (name, a["class"]) {
            case ("polyline", "trajectory"):
                let points = (a["points"] ?? "").split(separator: " ").map { pair -> (Double, Double) in
                    let xy = pair.split(separator: ",").map { Double($0) ?? .nan }
                    return (xy[0], xy[1])
                }
                polylines[layer, default: []].append(points)
            case ("rect", "end"):
                ends[layer] = (d("x") + 3.5, d("y") + 3.5)
            case ("line", "jump"):
                jumps[layer, default: []].append((a["data-t"] ?? "", (d("x1"), d("y1")), (d("x2"), d("y2"))))
            default: break
            }
        }
    }

    func sheet(_ script: String, to file: URL? = nil) throws -> Marks {
        let svg = try file ?? CLI.temporaryDirectory().appendingPathComponent("sheet.svg")
        let made = try CLI.run(["run", script, "-o", svg.path])
        #expect(made.status == 0, "\(made.stderr)")
        let parser = try #require(XMLParser(contentsOf: svg))
        let marks = Marks()
        parser.delegate = marks
        #expect(parser.parse())
        return marks
    }

    func near(_ a: (Double, Double), _ b: (Double, Double), _ within: Double = 0.5) -> Bool {
        abs(a.0 - b.0) <= within && abs(a.1 - b.1) <= within
    }

    /// parabola's delegate removes the label at the instant its group stops (1 s), with the
    /// group filled forwards at the end of the path: on the cart, whose centre is (235, 755)
    /// in the window — not at the last sample before 1 s.
    @Test func aLayerRemovedWhenItsGroupStopsEndsWhereItWas() throws {
        let m = try sheet("Scripts/parabola.lua")
        let end = try #require(m.ends["flyingLabel"])
        #expect(near(end, (235, 755)), "\(end)")
        let last = try #require(m.polylines["flyingLabel"]?.last?.last)
        #expect(near(last, (235, 755)), "\(last)")
        #expect(m.jumps["flyingLabel"] == nil)
    }

    /// addcart's group has no fill: when it ends (0.5 s) the view snaps back from the cart
    /// (318, 770) to its model position (90, 420). That is one jump, drawn as such, and no
    /// trajectory flies back along a straight line.
    @Test func aSnapBackIsAJumpNotAFlight() throws {
        let m = try sheet("Scripts/addcart.lua")
        let jumps = try #require(m.jumps["moveView"])
        #expect(jumps.count == 1)
        #expect(jumps.first?.t == "0.5")
        #expect(jumps.first.map { near($0.from, (318, 770)) && near($0.to, (90, 420)) } == true)
        let lines = try #require(m.polylines["moveView"])
        #expect(lines.contains { $0.last.map { near($0, (318, 770)) } == true }, "the flight ends on the cart")
        for line in lines {
            for (a, b) in zip(line, line.dropFirst()) {
                let step = ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)).squareRoot()
                #expect(step < 100, "a \(step) pt step from \(a) to \(b)")
            }
        }
        #expect(m.ends["moveView"].map { near($0, (90, 420)) } == true)
    }

    /// A script with two layers named "coin", at y = 100 and y = 500, each flying from x = 50 to
    /// x = 250 in 0.5 s, written into `dir`.
    static func twins(in dir: URL) throws -> URL {
        let script = dir.appendingPathComponent("twins.lua")
        try """
        for _, y in ipairs{100, 500} do
          local coin = Layer{ name = "coin", position = {x = 50, y = y}, bounds = {x = 0, y = 0, width = 20, height = 20},
                            backgroundColor = "#ffaa00" }
          window:addSublayer(coin)
          coin:addAnimation(BasicAnimation{ keyPath = "position.x", fromValue = 50, toValue = 250, duration = 0.5 }, "fly")
        end
        """.write(to: script, atomically: true, encoding: .utf8)
        return script
    }

    /// Two layers named "coin" are two layers (issue 13): each its own path, end mark and legend
    /// entry, the second not folded into the first.
    @Test func twoLayersOfOneNameEachHaveTheirPath() throws {
        let dir = try CLI.temporaryDirectory()
        let script = try Self.twins(in: dir)
        let m = try sheet(script.path, to: dir.appendingPathComponent("sheet.svg"))
        let lines = try #require(m.polylines["coin"])
        #expect(lines.count == 2, "\(lines)")
        for y in [100.0, 500] {
            #expect(lines.contains { $0.first.map { near($0, (50, y)) } == true && $0.count > 2 }, "the path at y = \(y)")
        }
        let svg = try String(contentsOf: dir.appendingPathComponent("sheet.svg"), encoding: .utf8)
        #expect(svg.components(separatedBy: ">coin</text>").count - 1 == 2, "two legend entries")
    }
}
