import CartAnimation
import Foundation
import Testing
@testable import cartlua
@testable import CartReport
import CartTestSupport

/// `cartlua explain`: the timeline of a run's animations.
@Suite struct ExplainCommandTests {
    /// The bar part of a row (between the frame's bars).
    static func bar(_ line: String) -> String? {
        guard let open = line.firstIndex(of: "|"), let close = line.lastIndex(of: "|"), open < close else { return nil }
        return String(line[line.index(after: open)..<close])
    }

    @Test func theCoinStreamIsAStaggeredRowPerCoin() throws {
        let r = try CLI.run(["explain", "Scripts/coins.lua"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.lines
        #expect(Array(lines.prefix(2)) == ["explain Scripts/coins.lua", "10 animations, 10 delayed calls, ends at 1.9 s (idle)"])
        // Plain ASCII, 80 columns, no colour: not a terminal.
        #expect(!r.stdout.contains("\u{1B}"))
        #expect(r.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        for l in lines { #expect(l.count <= 80, "too wide: \(l)") }
        var starts: [Int] = []
        for i in 1...10 {
            let row = try #require(lines.first { $0.hasPrefix("coin\(i) ") }, "no row for coin\(i)")
            let cells = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(cells[1] == "position")
            #expect(cells[2] == Substring(shortNumber(Double(i - 1) / 10)))  // begin
            #expect(cells[3] == Substring(shortNumber(1 + Double(i - 1) / 10)))  // end
            #expect(cells[4] == "once" && cells[5] == "removed")
            let bar = try #require(ExplainCommandTests.bar(row))
            let start = try #require(bar.firstIndex(of: "["))
            let end = try #require(bar.firstIndex(of: "]"))
            #expect(start < end)
            #expect(bar[start...end].dropFirst().dropLast().allSatisfy { $0 == "=" })
            starts.append(bar.distance(from: bar.startIndex, to: start))
        }
        // The stagger: each coin starts later than the one before, and they overlap.
        #expect(starts == starts.sorted() && Set(starts).count == 10)
        // The delayed calls: ten marks on their own row.
        let calls = try #require(lines.first { $0.hasPrefix("after() ran") }.flatMap(ExplainCommandTests.bar))
        #expect(calls.filter { $0 == "^" }.count + calls.compactMap { Int(String($0)) }.reduce(0, +) == 10)
        #expect(calls.first == "^")
        // The time axis, with the end time.
        #expect(lines.contains { $0.contains("+---") })
        #expect(lines.contains { $0.hasSuffix("1.9 s") })
    }

    @Test func aGroupShowsItsAnimationsUnderIt() throws {
        let r = try CLI.run(["explain", "Scripts/parabola.lua", "--width", "120"])
        #expect(r.status == 0, "\(r.stderr)")
        for l in r.lines { #expect(l.count <= 120, "too wide: \(l)") }
        let group = try #require(r.lines.first { $0.hasPrefix("flyingLabel") })
        #expect(group.contains("forwards*"))
        for child in ["- position", "- transform.rotation", "- transform.scale", "- opacity"] {
            #expect(r.lines.contains { $0.contains(child) }, "no row for \(child)")
        }
        #expect(r.stdout.contains("fill* kept when done"))
    }

    @Test func holdsRepeatsAndRemovalsAreDrawn() throws {
        let dir = try CLI.temporaryDirectory()
        let script = dir.appendingPathComponent("marks.lua")
        try """
        local a = Layer{ name = "held" }
        local b = Layer{ name = "cut" }
        local c = Layer{ name = "forever" }
        for _, l in ipairs{a, b, c} do window:addSublayer(l) end
        a:addAnimation(BasicAnimation{ keyPath = "opacity", toValue = 0, duration = 0.5, fillMode = "forwards",
                                       removedOnCompletion = false }, "fade")
        b:addAnimation(BasicAnimation{ keyPath = "opacity", toValue = 0, duration = 2 }, "fade")
        after(1, function() b:removeAnimation("fade") end)
        c:addAnimation(BasicAnimation{ keyPath = "transform.rotation", toValue = 6, duration = 0.25,
                                       repeatCount = math.huge, autoreverses = true }, "spin")
        """.write(to: script, atomically: true, encoding: .utf8)
        let r = try CLI.run(["explain", script.path, "--until", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        let held = try #require(r.lines.first { $0.hasPrefix("held") })
        #expect(try #require(ExplainCommandTests.bar(held)).contains("]-"))
        #expect(try #require(ExplainCommandTests.bar(held)).hasSuffix("-"))
        let cut = try #require(r.lines.first { $0.hasPrefix("cut") })
        #expect(cut.contains("x"))
        #expect(cut.split(separator: " ")[3] == "1")
        let forever = try #require(r.lines.first { $0.hasPrefix("forever") })
        #expect(forever.contains("forever rev"))
        #expect(try #require(ExplainCommandTests.bar(forever)).hasSuffix(">"))
        #expect(forever.split(separator: " ")[3] == "…")
    }

    @Test func aScriptErrorDrawsWhatRanAndExitsOne() throws {
        let dir = try CLI.temporaryDirectory()
        let script = dir.appendingPathComponent("late.lua")
        try """
        local l = Layer{ name = "box" }
        window:addSublayer(l)
        l:addAnimation(BasicAnimation{ keyPath = "opacity", toValue = 0, duration = 0.5 }, "fade")
        after(1, function() error("boom") end)
        """.write(to: script, atomically: true, encoding: .utf8)
        let r = try CLI.run(["explain", script.path])
        #expect(r.status == 1)
        #expect(r.lines.contains { $0.hasPrefix("box") && $0.contains("fade") })
        #expect(r.stderr.hasPrefix("cartlua: \(script.path):4: boom"))
    }

    @Test func usage() throws {
        let help = try CLI.run(["explain", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("NO_COLOR"))
        for args in [["explain"], ["explain", "Scripts/coins.lua", "-o", "x.jsonl"], ["explain", "Scripts/coins.lua", "--width", "5"]] {
            let r = try CLI.run(args)
            #expect(r.status == 2, "\(args)")
            #expect(r.stderr.contains("usage: cartlua explain"))
        }
    }

    /// On a terminal: colour and Unicode, unless NO_COLOR is set (run under script(1) for a pty).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func colourOnlyOnATerminalAndNotWithNoColor() throws {
        let command = "'\(CLI.binary.path)' explain Scripts/coins.lua"
        let tty = try CLI.runInTerminal(command, environment: ["NO_COLOR": ""])
        #expect(tty.contains("\u{1B}["))
        #expect(tty.contains("█"))
        let plain = try CLI.runInTerminal(command, environment: ["NO_COLOR": "1"])
        #expect(!plain.contains("\u{1B}["))
        #expect(plain.contains("█"))
    }

    @Test func colourRulesAndTimelineRendering() {
        #expect(Terminal.wantsColor(isTTY: true, noColor: nil))
        #expect(Terminal.wantsColor(isTTY: true, noColor: ""))
        #expect(!Terminal.wantsColor(isTTY: true, noColor: "1"))
        #expect(!Terminal.wantsColor(isTTY: false, noColor: nil))
        #expect(Timeline.shorten("transform.rotation", to: 11, unicode: false) == "trans~ation")
        #expect(Timeline.repeats(nil, unicode: false) == "?")
        var t = MediaTiming()
        t.repeatCount = 3
        t.autoreverses = true
        #expect(Timeline.repeats(t, unicode: true) == "×3 ↔")
        t.repeatCount = .infinity
        #expect(Timeline.repeats(t, unicode: false) == "forever rev")
    }
}

extension CLI {
    /// Runs a shell command under script(1), so its output is a terminal; what it printed.
    static func runInTerminal(_ command: String, environment: [String: String] = [:]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        p.arguments = ["-qec", command, "/dev/null"]
        p.currentDirectoryURL = packageRoot
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        env["COLUMNS"] = "100"
        p.environment = env
        let dir = try temporaryDirectory()
        let outURL = dir.appendingPathComponent("stdout")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try out.close()
        defer { try? FileManager.default.removeItem(at: dir) }
        return String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
    }
}
