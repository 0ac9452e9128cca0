import Testing
import CartAnimation
import CartTestSupport
@testable import CartReport

/// `explain`'s timeline of runs made in Swift, line for line: bars on the shared axis, the fill
/// that holds, the animation cut short, the one still running, the marks of delayed calls, the
/// legend wrapped to the width — in ASCII and in Unicode.
@MainActor
@Suite struct TimelineTests {
    /// Three coins (one kept at its end by a forwards fill) and an after() call.
    static func staggered() throws -> RunRecorder {
        try RecordedRun.record { scene, runner in
            try RecordedRun.move(scene, "coin1", to: Point(x: 100, y: 0))
            try RecordedRun.move(scene, "coin2", to: Point(x: 100, y: 50), begin: 0.5, kept: true)
            try RecordedRun.move(scene, "coin3", to: Point(x: 10, y: 10), duration: 3)
            _ = runner.schedule(after: 0.25, token: 1)
        }
    }

    /// A coin whose animation an after() call removes at 0.5 s, and a spinner still going at
    /// the run's end (--until 2).
    static func cutShort() throws -> RunRecorder {
        let host = FakeHost()
        var coin: Layer?
        host.onCall = { _ in coin?.removeAnimation(forKey: "move") }
        return try RecordedRun.record(until: 2, host: host) { scene, runner in
            coin = try RecordedRun.move(scene, "coin", to: Point(x: 100, y: 0), duration: 2)
            try RecordedRun.move(scene, "spinner", to: Point(x: 5, y: 5), duration: 10)
            _ = runner.schedule(after: 0.5, token: 1)
        }
    }

    @Test func staggeredCoinsInASCII() throws {
        let lines = Timeline(try Self.staggered(), script: "t.lua", terminal: RecordedRun.plain(72)).lines
        #expect(lines == [
            "explain t.lua",
            "3 animations, 1 delayed call, ends at 3 s (idle)",
            "",
            "layer  key   begin  end  repeat  fill       0       1        2       3",
            "coin1  move      0    1  once    removed   |[=======]                 |",
            "coin3  move      0    3  once    removed   |[========================]|",
            "coin2  move    0.5  1.5  once    forwards* |    [========]------------|",
            "after() ran                                |  ^                       |",
            "                                            +-------+--------+-------+",
            "                                            0       1        2       3",
            "",
            "[=] active (start .. finished)   - held by its fill",
            "fill* kept when done   ^ after() ran",
        ])
    }

    @Test func cutAndRunningInUnicodeAndASCII() throws {
        let run = try Self.cutShort()
        let unicode = Timeline(run, script: "t.lua", terminal: Terminal(width: 60, color: false, unicode: true)).lines
        #expect(unicode.dropFirst(3) == [
            "layer    key   begin  end  repeat  fill     0       1      2",
            "coin     move      0  0.5  once    removed │▐███✕           │",
            "spinner  move      0    …  once    removed │▐██████████████▶│",
            "after() ran                                │    ▲           │",
            "                                            ┴───────┴──────┴",
            "                                            0       1      2",
            "",
            "▐█▌ active (start … finished)   ✕ removed before it finished",
            "▶ still running at the end   ▲ after() ran",
        ])
        let ascii = Timeline(run, script: "t.lua", terminal: RecordedRun.plain(60)).lines
        #expect(ascii[1] == "2 animations, 1 delayed call, ends at 2 s (until)")
        #expect(ascii[4] == "coin     move      0  0.5  once    removed |[===x           |")
        #expect(ascii[5] == "spinner  move      0    …  once    removed |[==============>|")
        #expect(ascii.suffix(3) == ["[=] active (start .. finished)", "x removed before it finished   > still running at the end",
                                    "^ after() ran"])
    }

    @Test func colourPaintsOnlyWhenTheTerminalTakesIt() throws {
        let run = try Self.staggered()
        let colour = Timeline(run, script: "t.lua", terminal: Terminal(width: 72, color: true, unicode: true)).lines
        let plain = Timeline(run, script: "t.lua", terminal: Terminal(width: 72, color: false, unicode: true)).lines
        #expect(colour[0] == "\u{1B}[1mexplain t.lua\u{1B}[0m")
        #expect(colour.count == plain.count)
        // Without the escapes, the same picture.
        let stripped = colour.map { $0.replacing(/\x1B\[[0-9;]*m/, with: "") }
        #expect(stripped == plain)
    }

    /// A bar as text: `.` empty, `[` start, `=` active, `]` finish, `-` held, `x` cut, `>` running.
    static func bar(_ cells: [Timeline.Cell]) -> String {
        String(cells.map { c -> Character in
            switch c {
            case .empty: "."
            case .start: "["
            case .active: "="
            case .finish: "]"
            case .hold: "-"
            case .cut: "x"
            case .running: ">"
            }
        })
    }

    @Test(arguments: [
        (1, 3, nil, true, false, ".[=]..."), (1, 3, 5, true, false, ".[=]--."), (1, 3, nil, true, true, ".[=x..."),
        (1, nil, nil, true, false, ".[====>"), (1, 3, nil, false, false, ".===..."), (2, 2, nil, true, false, "..[...."),
        (5, 5, 6, true, false, ".....[-"),
    ] as [(Int, Int?, Int?, Bool, Bool, String)])
    func barCells(_ begin: Int, _ end: Int?, _ heldTo: Int?, _ top: Bool, _ cut: Bool, _ drawn: String) {
        let cells = Timeline.cells(begin: begin, end: end, heldTo: heldTo, top: top, cut: cut, width: 7)
        #expect(Self.bar(cells) == drawn)
    }

    @Test(arguments: [
        (1.0, 0.0, false, "once"), (3, 0, false, "x3"), (3, 0, true, "x3 rev"), (.infinity, 0, false, "forever"),
        (1, 2.5, false, "for 2.5 s"), (0.5, 0, false, "x0.5"),
    ] as [(Float, Double, Bool, String)])
    func repeatsInWords(_ count: Float, _ duration: Double, _ reverses: Bool, _ ascii: String) {
        var t = MediaTiming()
        t.repeatCount = count
        t.repeatDuration = duration
        t.autoreverses = reverses
        #expect(Timeline.repeats(t, unicode: false) == ascii)
    }

    @Test(arguments: [
        ("position", 11, "position"), ("transform.rotation", 11, "trans~ation"), ("abcdef", 5, "ab~ef"), ("abcdef", 2, "ab"),
    ])
    func longNamesAreCutInTheMiddle(_ text: String, _ width: Int, _ shown: String) {
        #expect(Timeline.shorten(text, to: width, unicode: false) == shown)
    }
}
