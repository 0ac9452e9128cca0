import Foundation
import Testing
import CartTestSupport

/// `cartlua lint`: the built binary on scripts, each finding at the script's line that made the
/// thing, in text and in JSON Lines; its exit statuses.
@Suite struct LintCommandTests {
    /// A script in a fresh directory.
    static func script(_ name: String, _ source: String) throws -> URL {
        let url = try CLI.temporaryDirectory().appendingPathComponent(name)
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// A pitfall of every kind the run itself finds, each on its own line.
    static let pitfalls = """
    local label = Layer{ name = "label", bounds = {x = 0, y = 0, width = 10, height = 10} }
    window:addSublayer(label)
    label:addAnimation(BasicAnimation{ keyPath = "position.x", fromValue = 0, toValue = 100 }, "fly")
    local badge = Layer{ name = "badge", bounds = {x = 0, y = 0, width = 10, height = 10} }
    window:addSublayer(badge)
    badge:addAnimation(BasicAnimation{ keyPath = "opacity", toValue = 1, removedOnCompletion = false,
                                       delegate = { animationDidStop = function() end } }, "breath")
    local lost = Layer{ name = "lost" }
    lost:addAnimation(BasicAnimation{ keyPath = "opacity", toValue = 0 }, "fade")
    local dot = Layer{ name = "dot" }
    window:addSublayer(dot)
    dot:addAnimation(BasicAnimation{ keyPath = "position.y", toValue = 0 }, "nudge")
    window:addSublayer(Layer{ name = "label", bounds = {x = 0, y = 0, width = 4, height = 4} })
    badge:addAnimation(SpringAnimation{ keyPath = "transform.scale", fromValue = 0, toValue = 1, damping = 5,
                                        duration = 0.5, fillMode = "forwards", removedOnCompletion = false }, "pop")
    badge:addAnimation(AnimationGroup{ animations = { BasicAnimation{ keyPath = "cornerRadius", toValue = 0, duration = 2 } },
                                       duration = 1 }, "group")
    badge:addAnimation(KeyframeAnimation{ keyPath = "position", values = {{x = 0, y = 0}, {x = 1, y = 1}},
                                          path = Path():moveTo(0, 0):lineTo(5, 5), fillMode = "forwards",
                                          removedOnCompletion = false }, "both")
    """

    @Test func eachPitfallAtTheLineThatMadeIt() throws {
        let url = try Self.script("pitfalls.lua", Self.pitfalls)
        let r = try CLI.run(["lint", url.path])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let heads = r.lines.filter { !$0.hasPrefix("  ") }.map { line in
            // "FILE:LINE: CODE name" of each finding.
            line.split(separator: ":").prefix(3).joined(separator: ":").replacingOccurrences(of: url.path, with: "p.lua")
        }
        #expect(heads == [
            "p.lua:3: CA001 snap-back",
            "p.lua:6: CA002 retained-delegate",
            "p.lua:9: CA008 not-in-window",
            "p.lua:10: CA009 zero-size",
            "p.lua:13: CA010 duplicate-name",
            "p.lua:14: CA007 spring-cut",
            "p.lua:16: CA006 child-outlasts-group",
            "p.lua:18: CA003 values-beside-path",
            "8 findings",
        ])
        #expect(r.stdout.contains("\(url.path):3: CA001 snap-back: 'label' jumps back as its animation ends at 0.25 s: position.x 100 → 0\n"
                                  + "  on a device: the layer jumps back to its model value"))
        #expect(r.stdout.contains("  fix: remove the animation once it has reported"))
    }

    /// JSON Lines: one object per finding, read back with a real JSON parser.
    @Test func jsonLinesForEditors() throws {
        let url = try Self.script("pitfalls.lua", Self.pitfalls)
        let r = try CLI.run(["lint", "--format", "json", url.path])
        #expect(r.status == 1, "\(r.stderr)")
        let objects = try r.lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects.count == 8)
        let first = try #require(objects.first)
        #expect(first["file"] as? String == url.path && first["line"] as? Int == 3)
        #expect(first["code"] as? String == "CA001" && first["name"] as? String == "snap-back")
        #expect(first["count"] as? Int == 1)
        for key in ["message", "device", "fix"] { #expect((first[key] as? String)?.isEmpty == false) }
    }

    @Test func aCleanScriptExitsZero() throws {
        let url = try Self.script("clean.lua", """
        local l = Layer{ name = "box", position = {x = 100, y = 0}, bounds = {x = 0, y = 0, width = 10, height = 10} }
        window:addSublayer(l)
        l:addAnimation(BasicAnimation{ keyPath = "position.x", fromValue = 0, toValue = 100 }, "fly")
        """)
        let r = try CLI.run(["lint", url.path, "Scripts/parabola.lua"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == "no findings in 2 scripts\n")
        let json = try CLI.run(["lint", "--format=json", url.path])
        #expect(json.status == 0 && json.stdout.isEmpty)
    }

    /// The ten coins of one line are one finding, counted; with --set the run is the one asked for.
    @Test func oneLineManyLayersIsOneFinding() throws {
        let r = try CLI.run(["lint", "Scripts/coins.lua", "--set", "totalCount=3"])
        #expect(r.status == 1)
        #expect(r.lines.first?.hasPrefix("Scripts/coins.lua:40: CA001 snap-back: 'coin1' jumps back") == true, "\(r.stdout)")
        #expect(r.lines.first?.hasSuffix("(×3 from this line)") == true)
    }

    @Test func aScriptErrorIsSaidOnceAndExitsOne() throws {
        let url = try Self.script("broken.lua", """
        local l = Layer{ name = "box" }
        after(0.5, function() error("boom") end)
        """)
        let r = try CLI.run(["lint", url.path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("cartlua: \(url.path):2: boom"))
        #expect(r.stderr.components(separatedBy: "boom").count == 2)
        #expect(r.stdout == "no findings in 1 script\n")
    }

    @Test func usageMistakesExitTwo() throws {
        for args in [["lint"], ["lint", "Scripts/coins.lua", "--format", "xml"], ["lint", "Scripts/coins.lua", "--fps", "30"],
                     ["lint", "Scripts/coins.lua", "--set", "nope=1"]] {
            let r = try CLI.run(args)
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("cartlua: "))
        }
        let help = try CLI.run(["lint", "--help"])
        #expect(help.status == 0 && help.stdout.contains("CA001 snap-back"))
        #expect(try CLI.run(["--help"]).stdout.contains("cartlua lint SCRIPT…"))
    }
}
