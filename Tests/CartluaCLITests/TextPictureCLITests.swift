import Foundation
import Testing
import CartTestSupport

/// A TextLayer in the pictures a real run writes: the HTML player opened in chromium shows the
/// string at the playhead's font size, the motion sheet and PNG are made.
@Suite(.serialized) struct TextPictureCLITests {
    static let script = """
        local t = TextLayer{ name = "label", bounds = {0, 0, 200, 60}, position = {187, 300}, string = "Grow",
                             fontSize = 12, alignmentMode = "center", foregroundColor = "#000000" }
        window:addSublayer(t)
        t:addAnimation(BasicAnimation{ keyPath = "fontSize", fromValue = 12, toValue = 48, duration = 1,
                                       timingFunction = "linear" }, "grow")
        """

    @Test func thePlayerShowsTheTextAtThePlayhead() throws {
        let dir = try CLI.temporaryDirectory()
        let lua = dir.appendingPathComponent("grow.lua"), html = dir.appendingPathComponent("grow.html")
        try Self.script.write(to: lua, atomically: true, encoding: .utf8)
        let made = try CLI.run(["run", lua.path, "--fps", "10", "-o", html.path])
        #expect(made.status == 0, "\(made.stderr)")
        let page = try BrowserPlayerTests().dom(html.absoluteString + "#t=0.5")
        #expect(page.contains("data-t=\"0.5\""))
        // 12 → 48 pt, linear: 30 pt at 0.5 s; "Grow" is (778 + 333 + 556 + 722)/1000 em = 71.67 pt,
        // centred in 200 pt: from 64.165.
        let div = try #require(page.components(separatedBy: "data-layer=\"label\"").dropFirst().first)
        #expect(div.contains(##"<svg xmlns="http://www.w3.org/2000/svg" class="text" width="200" height="60"><text font-family="'Helvetica', sans-serif" font-size="30" fill="#000000""##), "\(div.prefix(600))")
        #expect(div.contains(#"<tspan x="64.165" y="23.1">Grow</tspan>"#))
        // The values panel (the only layer is selected) shows the text's values at the playhead.
        #expect(page.contains("<td>string</td><td>Grow</td>"))
        #expect(page.contains("<td>fontSize</td><td>30</td>"))
        #expect(page.contains("<td>foregroundColor</td><td>#000000ff</td>"))
    }

    @Test func theSheetAndThePNGAreMade() throws {
        let dir = try CLI.temporaryDirectory()
        let lua = dir.appendingPathComponent("grow.lua")
        try Self.script.write(to: lua, atomically: true, encoding: .utf8)
        let svg = dir.appendingPathComponent("grow.svg"), png = dir.appendingPathComponent("grow.png")
        #expect(try CLI.run(["run", lua.path, "-o", svg.path]).status == 0)
        #expect(try String(contentsOf: svg, encoding: .utf8).contains(">Grow</tspan>"))
        #expect(try CLI.run(["run", lua.path, "--at", "0.5", "-o", png.path]).status == 0)
        #expect(try Data(contentsOf: png).prefix(4) == Data([0x89, 0x50, 0x4e, 0x47]))
    }

    /// Hostile text — a 100 k-character string, font sizes from 0 to 1e308, wrapped into
    /// one-character lines — is drawn in every format without failing the run.
    @Test func hostileTextDrawsInEveryFormat() throws {
        let dir = try CLI.temporaryDirectory()
        let lua = dir.appendingPathComponent("hostile.lua")
        try """
            local t = TextLayer{ name = "t", string = string.rep("x\\n", 50000), fontSize = 1e300, isWrapped = true,
                                 bounds = {0, 0, 80, 40}, position = {100, 100}, truncationMode = "middle" }
            window:addSublayer(t)
            t:addAnimation(BasicAnimation{ keyPath = "fontSize", fromValue = 0, toValue = 1e308, duration = 1 }, "a")
            """.write(to: lua, atomically: true, encoding: .utf8)
        for ext in ["jsonl", "svg", "html", "png", "gif"] {
            let r = try CLI.run(["run", lua.path, "--fps", "4", "-o", dir.appendingPathComponent("h." + ext).path])
            #expect(r.status == 0, "\(ext): \(r.stderr)")
        }
        let lottie = try CLI.run(["run", lua.path, "--fps", "4", "--format", "lottie", "-o", dir.appendingPathComponent("h.json").path])
        #expect(lottie.status == 0, "\(lottie.stderr)")
    }
}
