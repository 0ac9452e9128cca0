import Foundation
import Testing
import CartTestSupport

/// The header's frame rate is the one the run used: a Lottie document's `fr` is `--fps`, with
/// `--at` too (README: "`fr` is `--fps`"), and the frames of its layers are counted in it.
@Suite struct HeaderFrameRateTests {
    static let script = """
    local dot = Layer{ name = "dot", bounds = {x = 0, y = 0, width = 10, height = 10}, position = {x = 20, y = 20} }
    window:addSublayer(dot)
    local move = BasicAnimation{ keyPath = "position", toValue = {x = 120, y = 20}, duration = 1 }
    dot:addAnimation(move, "move")

    """

    func lottie(_ args: [String]) throws -> [String: Any] {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.script.write(to: dir.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["run", "s.lua", "-o", "a.json", "--format", "lottie"] + args, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: dir.appendingPathComponent("a.json"))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    @Test func aLottieDocumentAtExplicitTimesHasTheRunsFrameRate() throws {
        let doc = try lottie(["--fps", "30", "--at", "0,0.5,1"])
        #expect(doc["fr"] as? Double == 30)
        // The run ends at 1 s: frame 30 is its last, so the document's out point is 31.
        #expect(doc["op"] as? Double == 31)
    }

    @Test func aLottieDocumentAtExplicitTimesDefaultsTo60() throws {
        let doc = try lottie(["--at", "0,1"])
        #expect(doc["fr"] as? Double == 60)
        #expect(doc["op"] as? Double == 61)
    }

    @Test func aLottieDocumentSampledAtARateHasThatRate() throws {
        #expect(try lottie(["--fps", "24"])["fr"] as? Double == 24)
    }
}
