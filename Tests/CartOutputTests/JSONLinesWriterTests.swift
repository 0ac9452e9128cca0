import CartAnimation
import CartOutput
import Testing

@Suite struct JSONLinesWriterTests {
    @Test func headerHasTheContractKeysInOrder() throws {
        let out = MemoryOutput()
        try JSONLinesWriter(output: out).writeHeader(TraceHeader(
            script: "Scripts/coins.lua", fps: 60, screen: Scene.defaultScreen,
            params: [("totalCount", .integer(10)), ("timeSpace", .number(0.1)), ("type", .string("curve"))]))
        #expect(out.text == """
        {"type":"header","version":1,"script":"Scripts/coins.lua","fps":60,"screen":[375,812],"params":{"totalCount":10,"timeSpace":0.1,"type":"curve"}}

        """)
    }

    @Test func sampleLineMatchesTheContract() throws {
        var s = LayerState()
        s.position = Point(x: 187.5, y: 402.1)
        s.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        s.transform = Transform.rotation(Double.pi).scaled(0.62, 0.62, 0.62)
        let out = MemoryOutput()
        try JSONLinesWriter(output: out).writeSample(time: 0.5, layers: [LayerSample(name: "coin3", superlayer: "window", state: s)])
        #expect(out.text == """
        {"type":"sample","t":0.5,"layer":"coin3","position":[187.5,402.1],"bounds":[0,0,40,40],"anchorPoint":[0.5,0.5],"opacity":1,"scale":[0.62,0.62],"rotation":3.1416,"translation":[0,0],"hidden":false,"zPosition":0,"superlayer":"window","cornerRadius":0,"backgroundColor":null,"contents":null}

        """)
    }

    /// The writer keeps the last colour and superlayer it spelled out; lines that change them, and
    /// strings that are all escapes (the most room a line can take), are still written in full.
    @Test func samplesWithChangingColoursSuperlayersAndEscapedNames() throws {
        var red = LayerState()
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        var blue = red
        blue.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        var huge = LayerState()
        huge.position = Point(x: -123456789.1234, y: 1e300)
        huge.contents = String(repeating: "\u{1}", count: 300)
        let escapes = String(repeating: "\"\\\n", count: 100)
        let out = MemoryOutput()
        try JSONLinesWriter(output: out).writeSample(time: 1, layers: [
            LayerSample(name: "a", superlayer: nil, state: red),
            LayerSample(name: "b", superlayer: "a", state: blue),
            LayerSample(name: "c", superlayer: "a", state: red),
            LayerSample(name: escapes, superlayer: escapes, state: huge),
            LayerSample(name: "d", superlayer: "b", state: blue),
        ])
        func line(_ name: String, _ superlayer: String, _ colour: String, position: String = "0,0", contents: String = "null") -> String {
            #"{"type":"sample","t":1,"layer":\#(name),"position":[\#(position)],"bounds":[0,0,0,0],"anchorPoint":[0.5,0.5],"opacity":1,"scale":[1,1],"rotation":0,"translation":[0,0],"hidden":false,"zPosition":0,"superlayer":\#(superlayer),"cornerRadius":0,"backgroundColor":\#(colour),"contents":\#(contents)}"#
        }
        let quotedEscapes = "\"" + String(repeating: #"\"\\\n"#, count: 100) + "\""
        #expect(out.lines == [
            line(#""a""#, "null", "\"#ff0000ff\""),
            line(#""b""#, #""a""#, "\"#0000ff80\""),
            line(#""c""#, #""a""#, "\"#ff0000ff\""),
            line(quotedEscapes, quotedEscapes, "null", position: "-123456789.1234,1e+300",
                 contents: "\"" + String(repeating: #"\u0001"#, count: 300) + "\""),
            line(#""d""#, #""b""#, "\"#0000ff80\""),
        ])
    }

    @Test func eventsLogsAndEnd() throws {
        let out = MemoryOutput()
        let w = JSONLinesWriter(output: out)
        let events: [TraceEvent] = [
            .animationDidStop(layer: "coin3", key: "position", finished: true),
            .animationDidStart(layer: "l", key: nil), .after,
            .animationDidStop(layer: "\"q\"", key: nil, finished: false),
        ]
        for (e, t) in zip(events, [1, 0, 0.1, 0.25]) { try w.writeEvent(time: t, event: e) }
        try w.writeLog(time: 1, message: "coin \"3\" landed\n")
        try w.writeEnd(time: 2.1, reason: .idle)
        // Each line names its event as TraceEvent does (the writer's literals hold the names).
        for (line, e) in zip(out.lines, events) { #expect(try JSONValue.parse(Array(line.utf8))["event"]?.string == e.name) }
        #expect(out.lines == [
            #"{"type":"event","t":1,"event":"animationDidStop","layer":"coin3","key":"position","finished":true}"#,
            #"{"type":"event","t":0,"event":"animationDidStart","layer":"l","key":null}"#,
            #"{"type":"event","t":0.1,"event":"after"}"#,
            #"{"type":"event","t":0.25,"event":"animationDidStop","layer":"\"q\"","key":null,"finished":false}"#,
            #"{"type":"log","t":1,"message":"coin \"3\" landed\n"}"#,
            #"{"type":"end","t":2.1,"reason":"idle"}"#,
        ])
    }
}

/// A text layer's sample line ends with its `text` (CATextLayer's attributes, presentation
/// fontSize and colour); the keys before it are every layer's, so other lines are unchanged.
@Suite struct TextSampleLineTests {
    @Test func aTextLayerLineEndsWithItsText() throws {
        var s = LayerState()
        s.bounds = Rect(x: 0, y: 0, width: 80, height: 40)
        var text = TextLayerState()
        text.string = "+1 \"quoted\""
        text.fontSize = 17.25
        text.alignmentMode = .center
        text.isWrapped = true
        text.contentsScale = 3
        s.text = text
        let out = MemoryOutput()
        try JSONLinesWriter(output: out).writeSample(time: 0.5, layers: [LayerSample(name: "label", superlayer: "window", state: s)])
        #expect(out.text == """
        {"type":"sample","t":0.5,"layer":"label","position":[0,0],"bounds":[0,0,80,40],"anchorPoint":[0.5,0.5],"opacity":1,"scale":[1,1],"rotation":0,"translation":[0,0],"hidden":false,"zPosition":0,"superlayer":"window","cornerRadius":0,"backgroundColor":null,"contents":null,"text":{"string":"+1 \\"quoted\\"","font":"Helvetica","fontSize":17.25,"foregroundColor":"#ffffffff","alignmentMode":"center","isWrapped":true,"truncationMode":"none","contentsScale":3}}

        """)
    }

    @Test func noStringNoColour() throws {
        var s = LayerState()
        var text = TextLayerState()
        text.foregroundColor = nil
        s.text = text
        let out = MemoryOutput()
        try JSONLinesWriter(output: out).writeSample(time: 0, layers: [LayerSample(name: "t", superlayer: nil, state: s)])
        #expect(out.text.hasSuffix(#""contents":null,"text":{"string":null,"font":"Helvetica","fontSize":36,"foregroundColor":null,"alignmentMode":"natural","isWrapped":false,"truncationMode":"none","contentsScale":1}}"# + "\n"))
    }
}
