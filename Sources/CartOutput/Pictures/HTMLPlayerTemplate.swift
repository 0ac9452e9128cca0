/// The HTML player's page: markup (Player/player.html), style (player.css) and scripts (the
/// player-*.js parts, then player.js), files of their own embedded at build time
/// (Plugins/EmbedFiles), with the trace data spliced in.
enum HTMLPlayerTemplate {
    static func page(title: String, data: String, live: Bool = false) -> String {
        let page = parts.head.replacingOccurrences(of: "{{TITLE}}", with: title) + data + parts.tail
        guard live else { return page }
        return page.replacingOccurrences(of: "</body>", with: "<script>\n" + text(liveScript.text) + "</script>\n</body>")
    }

    /// A page `cartlua preview` serves also runs this, after the player: it listens for new runs
    /// and sends the controls' values. A written page has no network code at all.
    static let liveScript: (file: String, text: StaticString) = ("player-live.js", Embedded.playerLiveJs)

    /// The page's scripts in the order they run, one `<script>` in all: the shared axis and
    /// helpers first, player.js (which loads the data) last. With `liveScript`, every .js file of
    /// Player/ is here.
    static let scripts: [(file: String, text: StaticString)] = [
        ("player-axis.js", Embedded.playerAxisJs),
        ("player-stage.js", Embedded.playerStageJs),
        ("player-tracks.js", Embedded.playerTracksJs),
        ("player-curves.js", Embedded.playerCurvesJs),
        ("player-params.js", Embedded.playerParamsJs),
        ("player.js", Embedded.playerJs),
    ]

    /// The page before and after the trace data: player.html cut at "{{DATA}}", the style in
    /// place of the line "{{STYLE}}" and the scripts in place of the line "{{SCRIPT}}". Made
    /// once, the first time a page is written.
    static let parts: (head: String, tail: String) = {
        let html = text(Embedded.playerHtml).utf8, data = "{{DATA}}".utf8
        // By UTF-8 bytes: `firstRange(of:)` would pull in _StringProcessing (Package.swift, `lean`).
        guard let cut = html.indices.first(where: { html[$0...].starts(with: data) }) else {
            preconditionFailure("player.html has no {{DATA}}")
        }
        let head = String(Substring(html[..<cut])), tail = String(Substring(html[html.index(cut, offsetBy: data.count)...]))
        return (head.replacingOccurrences(of: "{{STYLE}}\n", with: text(Embedded.playerCss)),
                tail.replacingOccurrences(of: "{{SCRIPT}}\n", with: scripts.map { text($0.text) }.joined()))
    }()

    private static func text(_ file: StaticString) -> String {
        file.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}
