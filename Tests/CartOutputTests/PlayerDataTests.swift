import CartAnimation
@testable import CartOutput
import Testing

/// The HTML player's data carries the run's tracks and params as the writer's caller gave them,
/// escaped as everything else, and the same data is there for the live preview (`pageData`).
@Suite struct PlayerDataTests {
    func page(tracks: [PlayerTrack], params: [PlayerParam]) throws -> (page: String, data: String?) {
        let out = MemoryOutput()
        let w = HTMLPlayerWriter(output: out)
        w.tracks = tracks
        w.params = params
        try w.writeHeader(TraceHeader(script: "t.lua", fps: 10, screen: Scene.defaultScreen))
        try w.writeEnd(time: 0.5, reason: .idle)
        return (out.text, w.pageData)
    }

    @Test func tracksAndParamsAreInThePagesData() throws {
        let group = PlayerTrack(layer: "</script><b>", key: "pop", begin: 0.1 + 0.2, end: nil, repeats: "×3", autoreverses: true,
                                fill: "forwards", children: [PlayerTrack(layer: "</script><b>", key: nil, begin: 0, end: 1, repeats: "once", fill: "removed")])
        let params = [PlayerParam(name: "count", value: .integer(12), defaultValue: .integer(10), help: "how \"many\""),
                      PlayerParam(name: "speed", value: .number(0.30000000000000004), defaultValue: .number(0.1), help: nil),
                      PlayerParam(name: "mode", value: .string("line"), defaultValue: .string("curve"), help: "</script>"),
                      PlayerParam(name: "debug", value: .bool(true), defaultValue: .bool(false), help: nil)]
        let (page, data) = try page(tracks: [group], params: params)
        let tracks = #""tracks":[{"layer":"<\/script><b>","key":"pop","begin":0.3,"end":null,"repeats":"×3","autoreverses":true,"#
            + #""fill":"forwards","children":[{"layer":"<\/script><b>","key":null,"begin":0,"end":1,"repeats":"once","#
            + #""autoreverses":false,"fill":"removed","children":[]}]}]"#
        // A param's value keeps every digit `--set` would need; an integer param says so.
        let paramsJSON = #""params":[{"name":"count","kind":"number","integer":true,"value":12,"default":10,"help":"how \"many\""},"#
            + #"{"name":"speed","kind":"number","value":0.30000000000000004,"default":0.1,"help":null},"#
            + #"{"name":"mode","kind":"string","value":"line","default":"curve","help":"<\/script>"},"#
            + #"{"name":"debug","kind":"boolean","value":true,"default":false,"help":null}]}"#
        #expect(page.contains("," + tracks + "," + paramsJSON + "</script>"))
        #expect(!page.contains("</script><b>"))
        #expect(data.map { page.contains(#"<script type="application/json" id="trace">"# + $0 + "</script>") } == true)
        #expect(data?.hasSuffix(tracks + "," + paramsJSON) == true)
    }

    /// Without them the page's data still has both, empty (the page then draws bars from the events).
    @Test func noTracksNoParamsAreEmptyLists() throws {
        #expect(try page(tracks: [], params: []).page.contains(#","tracks":[],"params":[]}</script>"#))
    }

    /// The page asks the network for nothing: no address, font, stylesheet, request or socket.
    @Test func thePageMakesNoRequest() throws {
        let page = try page(tracks: [], params: []).page
        for word in ["http:", "https:", "//cdn", "@import", "@font-face", "url(", "src=", "fetch(", "XMLHttpRequest", "EventSource", "WebSocket", "sendBeacon"] {
            #expect(!page.contains(word), "\(word)")
        }
    }

    @Test func aParamsKindIsItsDefaultsType() {
        let kinds = [ParamValue.integer(1), .number(1), .bool(true), .string("x")].map {
            PlayerParam(name: "p", value: $0, defaultValue: $0, help: nil).kind
        }
        #expect(kinds == ["number", "number", "boolean", "string"])
    }
}
