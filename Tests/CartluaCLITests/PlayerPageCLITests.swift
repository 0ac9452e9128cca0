import Foundation
import Testing
import CartTestSupport

/// `cartlua run SCRIPT -o x.html` writes the page `cartlua preview` serves, without its
/// connection: the timeline tracks as `explain` lists them and the script's params.
@Suite struct PlayerPageCLITests {
    static func pageData(_ script: String) throws -> [String: Any] {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("x.html").path
        let r = try CLI.run(["run", script, "-o", path])
        #expect(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(page.range(of: #"<script type="application/json" id="trace">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = page[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func theWrittenPageHasTheTracksAndParams() throws {
        let data = try Self.pageData("Scripts/addcart.lua")
        let tracks = try #require(data["tracks"] as? [[String: Any]])
        let group = try #require(tracks.first { $0["layer"] as? String == "moveView" })
        #expect(group["end"] as? Double == 0.5 && group["fill"] as? String == "removed")
        let children = (group["children"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
        #expect(children == ["position", "transform.rotation.z", "transform.scale"])
        let params = (data["params"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(params == ["duration", "endScale", "turnTime"])
        #expect(data["live"] == nil)
    }
}
