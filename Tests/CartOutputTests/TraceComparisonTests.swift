import CartAnimation
import CartOutput
import Testing

/// A small run with knobs to turn: a header, samples of the window and coin3, coin3's stop event
/// and a log line at t = 1, the end.
private struct Scenario {
    var script = "Scripts/coins.lua"
    var fps: Int? = 30
    var params: [(name: String, value: ParamValue)] = [("duration", .number(1)), ("type", .string("curve"))]
    var times = [0.0, 0.5, 1.0]
    /// Added to coin3's y at these times.
    var offsets: [Double: Double] = [:]
    var finished = true
    var log = true
    /// An `after` event at t = 0.5 before the samples.
    var extraEvent = false
    /// A log line just before the end.
    var extraLog = false

    func play(_ w: TraceWriter) throws {
        try w.writeHeader(TraceHeader(script: script, fps: fps, screen: Scene.defaultScreen, params: params))
        for t in times {
            if t == 0.5 && extraEvent { try w.writeEvent(time: t, event: .after) }
            if t == 1 { try w.writeEvent(time: t, event: .animationDidStop(layer: "coin3", key: "position", finished: finished)) }
            var window = LayerState()
            window.bounds = Rect(origin: .zero, size: Scene.defaultScreen)
            var coin = LayerState()
            coin.position = Point(x: 187.5, y: 402.1 + 10 * t + (offsets[t] ?? 0))
            coin.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
            try w.writeSample(time: t, layers: [LayerSample(name: "window", superlayer: nil, state: window),
                                                LayerSample(name: "coin3", superlayer: "window", state: coin)])
            if t == 1 && log { try w.writeLog(time: t, message: "coin 3 landed") }
        }
        if extraLog { try w.writeLog(time: times.last ?? 0, message: "one more") }
        try w.writeEnd(time: times.last ?? 0, reason: .idle)
    }

    /// The trace as `--record` writes it.
    var text: String {
        let out = MemoryOutput()
        try? play(JSONLinesWriter(output: out))
        return out.text
    }
}

/// Plays `run` into a comparison with `golden`'s trace (or the given text).
private func check(_ run: Scenario, against golden: Scenario = Scenario(), text: String? = nil,
                   tolerance: Double = TraceComparison.defaultTolerance) throws -> TraceComparisonResult {
    let c = try TraceComparison(golden: Array((text ?? golden.text).utf8), tolerance: tolerance)
    try run.play(c)
    return c.result
}

@Suite struct TraceComparisonTests {
    @Test func anIdenticalRunMatches() throws {
        let r = try check(Scenario())
        #expect(r.matches)
        #expect(r.runLines == 10 && r.goldenLines == 10)
        #expect(r.report(golden: "g.jsonl") == ["matches g.jsonl (10 lines)"])
    }

    @Test func firstDivergenceInASampleValue() throws {
        var run = Scenario()
        run.offsets = [0.5: -3.4]
        let r = try check(run)
        #expect(!r.matches)
        #expect(r.differingLines == 1)
        #expect(r.report(golden: "g.jsonl") == [
            "differs from g.jsonl at t=0.5 s, layer coin3, position[1]: expected 407.1, got 403.7 (line 5)",
        ])
    }

    @Test func firstDivergenceInAnEvent() throws {
        var run = Scenario()
        run.finished = false
        let r = try check(run)
        #expect(r.report(golden: "g.jsonl") == [
            "differs from g.jsonl at t=1 s, layer coin3, event animationDidStop, finished: expected true, got false (line 6)",
        ])
    }

    @Test func linesOfDifferentKinds() throws {
        var run = Scenario()
        run.extraEvent = true
        let r = try check(run)
        #expect(r.firstDivergence == "at line 4: expected a sample of window at t=0.5 s, got an event after at t=0.5 s")
        // Every later line is shifted by one: 7 lines differ by position, and the run has one more.
        #expect(r.differingLines == 8)
        #expect(r.report(golden: "g.jsonl").last == "… and 7 more lines differ")
    }

    @Test func aRunThatEndsEarly() throws {
        var run = Scenario()
        run.times = [0, 0.5]
        let r = try check(run)
        #expect(r.runLines == 6)
        #expect(r.firstDivergence == "at t=0.5 s: the run ended (idle), but the golden goes on to t=1 s with 4 more lines (line 6)")
        #expect(r.differingLines == 5)
        #expect(r.report(golden: "g.jsonl").last == "… and 4 more lines differ")
    }

    @Test func aMissingLine() throws {
        var run = Scenario()
        run.log = false
        let r = try check(run)
        #expect(r.firstDivergence == "at t=1 s: the run ended (idle), but the golden goes on to t=1 s with 1 more line (line 9)")
        #expect(r.differingLines == 2)
        #expect(r.report(golden: "g.jsonl").last == "… and 1 more line differs")
    }

    @Test func anExtraLine() throws {
        var run = Scenario()
        run.extraLog = true
        let r = try check(run)
        #expect(r.firstDivergence == "at t=1 s: the golden ends (idle), but the run goes on to t=1 s with 1 more line (line 10)")
        #expect(r.differingLines == 2)
    }

    @Test func aTruncatedGolden() throws {
        let lines = Scenario().text.split(separator: "\n")
        let truncated = lines.prefix(5).joined(separator: "\n") + "\n"
        let r = try check(Scenario(), text: truncated)
        #expect(r.firstDivergence == "at t=0.5 s: the golden ends, but the run goes on to t=1 s with 5 more lines (line 5)")
        #expect(r.differingLines == 5)
    }

    @Test func headerDifferencesAreReportedAndFail() throws {
        var run = Scenario()
        run.fps = 60
        run.params = [("duration", .number(0.6)), ("type", .string("curve")), ("speed", .integer(2))]
        let r = try check(run)
        #expect(!r.matches)
        #expect(r.differingLines == 1)
        #expect(r.headerDifferences == ["fps: expected 30, got 60", "params.duration: expected 1, got 0.6",
                                        "params.speed: expected none, got 2"])
        #expect(r.report(golden: "g.jsonl") == [
            "differs from g.jsonl in the header: fps: expected 30, got 60; params.duration: expected 1, got 0.6; params.speed: expected none, got 2",
        ])
        // A param the run lacks, and explicit times instead of an fps.
        var other = Scenario()
        other.fps = nil
        other.params = [("duration", .number(1))]
        let missing = try check(other)
        #expect(missing.headerDifferences == ["fps: expected 30, got null", "params.type: expected \"curve\", got none"])
    }

    @Test func aHeaderDifferenceAndABodyDifferenceAreBothShown() throws {
        var run = Scenario()
        run.params = [("duration", .number(2)), ("type", .string("curve"))]
        run.offsets = [0: 1, 1: 1]
        let report = try check(run).report(golden: "g.jsonl")
        #expect(report == [
            "differs from g.jsonl in the header: params.duration: expected 1, got 2",
            "differs from g.jsonl at t=0 s, layer coin3, position[1]: expected 402.1, got 403.1 (line 3)",
            "… and 1 more line differs",
        ])
    }

    @Test func anotherScriptPathIsOnlyANote() throws {
        var run = Scenario()
        run.script = "./Scripts/coins.lua"
        let r = try check(run)
        #expect(r.matches)
        #expect(r.report(golden: "g.jsonl") == [
            #"note: the golden was recorded from "Scripts/coins.lua", this run is of "./Scripts/coins.lua""#,
            "matches g.jsonl (10 lines)",
        ])
    }

    @Test func numbersAgreeWithinTheTolerance() throws {
        var close = Scenario()
        close.offsets = [0.5: 0.0001]  // 407.1 → 407.1001: one unit in the last decimal
        #expect(try check(close).matches)
        let strict = try check(close, tolerance: 0)
        #expect(strict.firstDivergence == "at t=0.5 s, layer coin3, position[1]: expected 407.1, got 407.1001 (line 5)")
        var far = Scenario()
        far.offsets = [0.5: 0.0002]
        #expect(try !check(far).matches)
        #expect(try check(far, tolerance: 0.001).matches)
    }

    @Test func minusZeroEqualsZero() throws {
        let golden = Scenario().text.replacing(#""translation":[0,0]"#, with: #""translation":[-0,0]"#, maxReplacements: 1)
        #expect(golden != Scenario().text)
        #expect(try check(Scenario(), text: golden, tolerance: 0).matches)
    }

    @Test func stringsCompareExactly() throws {
        let golden = Scenario().text.replacing(#""message":"coin 3 landed""#, with: #""message":"coin 3 Landed""#, maxReplacements: 1)
        let r = try check(Scenario(), text: golden, tolerance: 1000)
        #expect(r.firstDivergence == #"at t=1 s, log, message: expected "coin 3 Landed", got "coin 3 landed" (line 9)"#)
    }

    @Test func countsEveryDifferingLine() throws {
        var run = Scenario()
        run.offsets = [0.5: 1, 1: 1]
        run.finished = false
        let r = try check(run)
        #expect(r.differingLines == 3)  // coin3 at 0.5, the stop event, coin3 at 1
        #expect(r.report(golden: "g.jsonl") == [
            "differs from g.jsonl at t=0.5 s, layer coin3, position[1]: expected 407.1, got 408.1 (line 5)",
            "… and 2 more lines differ",
        ])
    }

    @Test func aGoldenThatIsNotATrace() {
        #expect(throws: TraceComparison.GoldenError.self) { _ = try TraceComparison(golden: Array("".utf8)) }
        do {
            _ = try TraceComparison(golden: Array("{\"type\":\"header\"}\n\n{\"type\":\n".utf8))
            Issue.record("a broken line was accepted")
        } catch {
            #expect(error.line == 3)
            #expect("\(error)".hasPrefix("line 3: not JSON"))
        }
        do {
            _ = try TraceComparison(golden: Array("[1,2]\n".utf8))
            Issue.record("an array line was accepted")
        } catch {
            #expect("\(error)" == "line 1: not a JSON object")
        }
    }
}

@Suite struct JSONValueTests {
    @Test func readsTheTracesObjectsInKeyOrder() throws {
        let v = try JSONValue.parse(#" {"type":"sample","t":0.5,"position":[187.5,-402.1e0],"hidden":false,"key":null} "#)
        guard case .object(let members) = v else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["type", "t", "position", "hidden", "key"])
        #expect(v["position"] == .array([.number(187.5), .number(-402.1)]))
        #expect(v["hidden"] == .bool(false))
        #expect(v["key"] == .null)
        #expect(v["missing"] == nil)
        #expect(v.text == #"{"type":"sample","t":0.5,"position":[187.5,-402.1],"hidden":false,"key":null}"#)
    }

    @Test func readsEscapes() throws {
        let v = try JSONValue.parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00\u0001""#)
        #expect(v == .string("a\"b\\c/d\n\té😀\u{1}"))
        #expect(v.text == #""a\"b\\c/d\n\té😀\u0001""#)
        #expect(try JSONValue.parse(#""\ud83d""#) == .string("\u{FFFD}"))
    }

    @Test func keepsDigitsTheTraceFormatWouldDrop() throws {
        #expect(try JSONValue.parse("402.12345").text == "402.12345")
        #expect(try JSONValue.parse("1e+20").text == "1e+20")
        #expect(try JSONValue.parse("-0").text == "0")
    }

    @Test(arguments: [
        ("", "column 1: expected a value, found the end"),
        ("[1,]", "column 4: expected a value"),
        ("{\"a\" 1}", "column 6: expected ':' after a key"),
        ("\"abc", "column 5: unterminated string"),
        ("01x", "column 3: unexpected text after the value"),
        ("-", "column 2: expected digits"),
        ("1.", "column 3: expected digits after '.'"),
        ("tru", "column 1: expected true"),
        ("1e999", "column 1: number out of range"),
        (String(repeating: "[", count: 100), "column 65: nested too deeply"),
    ])
    func rejectsWhatIsNotJSON(_ text: String, _ message: String) {
        do {
            _ = try JSONValue.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
