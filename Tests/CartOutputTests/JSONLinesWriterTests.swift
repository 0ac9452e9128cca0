import CartAnimation
import CartOutput
import Testing

@Suite struct JSONLinesWriterTests {
    @Test func headerHasTheContractKeysInOrder() throws {
        let out = MemoryOutput()
        try JSONLinesWriter(output: out).writeHeader(TraceHeader(
            script: "Scripts/coins.lua", fps: 60, screen: Size(width: 375, height: 812),
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

    @Test func eventsLogsAndEnd() throws {
        let out = MemoryOutput()
        let w = JSONLinesWriter(output: out)
        try w.writeEvent(time: 1, event: .animationDidStop(layer: "coin3", key: "position", finished: true))
        try w.writeEvent(time: 0, event: .animationDidStart(layer: "l", key: nil))
        try w.writeEvent(time: 0.1, event: .after)
        try w.writeLog(time: 1, message: "coin \"3\" landed\n")
        try w.writeEnd(time: 2.1, reason: .idle)
        #expect(out.lines == [
            #"{"type":"event","t":1,"event":"animationDidStop","layer":"coin3","key":"position","finished":true}"#,
            #"{"type":"event","t":0,"event":"animationDidStart","layer":"l","key":null}"#,
            #"{"type":"event","t":0.1,"event":"after"}"#,
            #"{"type":"log","t":1,"message":"coin \"3\" landed\n"}"#,
            #"{"type":"end","t":2.1,"reason":"idle"}"#,
        ])
    }
}
