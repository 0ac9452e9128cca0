import Foundation
import Testing
@testable import CartOutput

/// The HTML player's page is files of its own, Sources/CartOutput/Pictures/Player (markup,
/// style, scripts), that the binary carries byte for byte (Plugins/EmbedFiles) and puts
/// together around the trace data. (BrowserPlayerTests and PlayerPanelsBrowserTests play the
/// page in chromium.)
@Suite struct HTMLPlayerPageTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/CartOutput/Pictures/Player").standardized

    static func file(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static func text(_ s: StaticString) -> String { s.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }

    @Test func theFolderHoldsMarkupStyleAndScript() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        // Every script of the folder is in the page, player.js (which loads the data) last.
        #expect(files.sorted() == (["player.css", "player.html", HTMLPlayerTemplate.liveScript.file]
                                   + HTMLPlayerTemplate.scripts.map(\.file)).sorted())
        #expect(HTMLPlayerTemplate.scripts.last?.file == "player.js")
    }

    @Test func theBinaryCarriesEachFileAsItIs() throws {
        #expect(Self.text(Embedded.playerHtml) == (try Self.file("player.html")))
        #expect(Self.text(Embedded.playerCss) == (try Self.file("player.css")))
        #expect(Self.text(Embedded.playerJs) == (try Self.file("player.js")))
        for script in HTMLPlayerTemplate.scripts { #expect(Self.text(script.text) == (try Self.file(script.file)), "\(script.file)") }
    }

    /// The page is player.html with the title, the style, the data and the script in their
    /// places, and no placeholder left.
    /// The page `cartlua preview` serves is the same page with player-live.js after the player;
    /// a written page has none of it.
    @Test func aLivePageIsThePageWithItsConnection() throws {
        let page = HTMLPlayerTemplate.page(title: "coins.lua", data: #"{"frames":[]}"#)
        let live = HTMLPlayerTemplate.page(title: "coins.lua", data: #"{"frames":[]}"#, live: true)
        let connection = "<script>\n" + (try Self.file("player-live.js")) + "</script>\n</body>"
        #expect(live == page.replacingOccurrences(of: "</body>", with: connection))
        #expect(!page.contains("EventSource"))
    }

    @Test func thePageIsTheFilesPutTogether() throws {
        let page = HTMLPlayerTemplate.page(title: "coins.lua", data: #"{"frames":[]}"#)
        let scripts = try HTMLPlayerTemplate.scripts.map { try Self.file($0.file) }.joined()
        let expected = try Self.file("player.html")
            .replacingOccurrences(of: "{{TITLE}}", with: "coins.lua")
            .replacingOccurrences(of: "{{STYLE}}\n", with: try Self.file("player.css"))
            .replacingOccurrences(of: "{{SCRIPT}}\n", with: scripts)
            .replacingOccurrences(of: "{{DATA}}", with: #"{"frames":[]}"#)
        #expect(page == expected)
        #expect(!page.contains("{{"))
        #expect(page.contains("<style>\n" + (try Self.file("player.css")) + "</style>\n"))
        #expect(page.contains("<script>\n" + scripts + "</script>\n"))
        #expect(page.contains(#"<script type="application/json" id="trace">{"frames":[]}</script>"#))
        #expect(page.hasSuffix("})();\n</script>\n</body>\n</html>\n"))
    }
}
