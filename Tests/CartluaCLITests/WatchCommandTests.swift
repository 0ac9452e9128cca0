import CartAnimation
import Foundation
import Testing
@testable import cartlua
@testable import CartReport
import CartTestSupport
import Platform

/// `cartlua watch`: the summary of a run, the changes between runs in words, and the watch loop
/// itself (a real process re-running on saves, ended by Ctrl-C).
@Suite struct WatchCommandTests {
    static func layer(_ name: String, at p: Point = Point(x: 10, y: 20), opacity: Double = 1, scale: Double = 1,
                      inWindow: Bool = true, stops: [(String, Double)] = []) -> RunSummary.LayerEnd {
        RunSummary.LayerEnd(name: name, position: p, opacity: opacity, scaleX: scale, scaleY: scale, inWindow: inWindow,
                            stops: stops.map { RunSummary.Stop(key: $0.0, time: $0.1, finished: true) }, running: [])
    }

    @Test func changesAreSaidInWords() {
        let before = RunSummary(layers: [
            Self.layer("coin3", stops: [("position", 1.3)]),
            Self.layer("badge", scale: 1, stops: [("countSalce", 0.8), ("countBreath", 1)]),
            Self.layer("label", opacity: 1),
            Self.layer("gone"),
        ], params: [.init(name: "duration", value: "1.0")], endTime: 1.9)
        let after = RunSummary(layers: [
            Self.layer("coin3", stops: [("position", 1.25)]),
            Self.layer("badge", scale: 1.2, stops: [("countSalce", 0.75), ("countBreath", 1)]),
            Self.layer("label", at: Point(x: 256, y: 180), opacity: 0.1, inWindow: false),
            Self.layer("new", stops: [("k", 0.5)]),
        ], params: [.init(name: "duration", value: "0.8")], endTime: 1.9)
        #expect(after.changes(since: before) == [
            "param duration = 0.8 (was 1.0)",
            "coin3 lands at 1.25 s (was 1.3 s)",
            "badge's countSalce stops at 0.75 s (was 0.8 s)",
            "badge ends at scale 1.2 (was 1)",
            "label ends at (256, 180) (was (10, 20))",
            "label ends at opacity 0.1 (was 1)",
            "label is removed by the end (it stayed)",
            "new is new: ends at (10, 20), opacity 1, scale 1, lands at 0.5 s",
            "gone is gone",
        ])
        #expect(before.changes(since: before).isEmpty)
        // Differences too small to show are no change.
        let nudged = RunSummary(layers: [Self.layer("coin3", stops: [("position", 1.30001)])], endTime: 1.9)
        let same = RunSummary(layers: [Self.layer("coin3", stops: [("position", 1.3)])], endTime: 1.9)
        #expect(nudged.changes(since: same).isEmpty)
        let longer = RunSummary(layers: same.layers, endTime: 2.5, endReason: "cap")
        #expect(longer.changes(since: same) == ["the run ends at 2.5 s, cap (was 1.9 s, idle)"])
    }

    @Test func theSummaryIsATableOfLayers() {
        let s = RunSummary(layers: [Self.layer("coin1", at: Point(x: 290, y: -180), inWindow: false, stops: [("position", 1)]),
                                    Self.layer("button")], endTime: 1.9)
        #expect(s.headline() == "ends at 1.9 s (idle)")
        let withParams = RunSummary(layers: [], params: [.init(name: "n", value: "3")], endTime: 1, endReason: "cap")
        #expect(withParams.headline() == "ends at 1 s (cap); params n=3")
        #expect(withParams.headline(withParams: false) == "ends at 1 s (cap)")
        #expect(withParams.table == ["(no layers in the window)"])
        #expect(s.table == [
            "layer   lands at  ends at      opacity  scale           animations stop",
            "coin1   1 s       (290, -180)  1        1      removed  position 1 s",
            "button  -         (10, 20)     1        1               -",
        ])
    }

    @Test func requiresAreFoundInTheText() {
        let text = Array("""
        local a = require("lib.timing")
        local b = require 'colors'
        local c = require"x_y"
        local notRequire = myrequire("no")
        local d = require(name)
        """.utf8)
        #expect(RequireScan.names(in: text) == ["lib.timing", "colors", "x_y"])
        let files = ["dir/main.lua": "require('a')", "dir/a.lua": "require 'sub.b'; require('a')", "dir/sub/b.lua": ""]
        #expect(RequireScan.modules(of: "dir/main.lua") { files[$0].map { Array($0.utf8) } } == ["dir/a.lua", "dir/sub/b.lua"])
        #expect(FileWatcher.split("coins.lua") == (".", "coins.lua"))
        #expect(FileWatcher.split("Scripts/coins.lua") == ("Scripts", "coins.lua"))
    }

    /// The watch loop end to end: the first summary, a save with a different timing (replaced by
    /// rename, as editors do), a failing save, a save of a required module, then Ctrl-C.
    @Test func reRunsOnSavesAndStopsCleanlyOnCtrlC() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("drop.lua")
        func source(duration: String, fail: Bool = false) -> String {
            """
            local settings = require("settings")
            local coin = Layer{ name = "coin3", position = {x = 10, y = 10} }
            window:addSublayer(coin)
            coin:addAnimation(BasicAnimation{ keyPath = "position.y", toValue = 300, duration = \(duration),
                                              fillMode = "forwards", removedOnCompletion = false }, "drop")
            local badge = Layer{ name = "badge" }
            window:addSublayer(badge)
            badge:addAnimation(BasicAnimation{ keyPath = "transform.scale", fromValue = 1, toValue = settings.scale,
                                               duration = 0.5, fillMode = "forwards", removedOnCompletion = false }, "pop")
            \(fail ? "error('broken on purpose')" : "")
            """
        }
        func save(_ text: String, to url: URL) throws {
            // Write a new file and rename it over the old one, as many editors do.
            let temporary = dir.appendingPathComponent(".save.tmp")
            try text.write(to: temporary, atomically: false, encoding: .utf8)
            #expect(rename(temporary.path, url.path) == 0)
        }
        try source(duration: "1.3").write(to: script, atomically: false, encoding: .utf8)
        let settings = dir.appendingPathComponent("settings.lua")
        try "return { scale = 1 }".write(to: settings, atomically: false, encoding: .utf8)

        let watch = try WatchedProcess(["watch", "drop.lua"], in: dir)
        defer { watch.stop() }
        try watch.waitFor("animations stop")
        try watch.waitFor("drop 1.3 s")
        #expect(watch.output.hasPrefix("watching drop.lua — Ctrl-C to stop\nrun 1: ends at 1.3 s (idle)\n"))

        try save(source(duration: "1.25"), to: script)
        try watch.waitFor("coin3 lands at 1.25 s (was 1.3 s)")
        #expect(watch.output.contains("run 2 (drop.lua changed): ends at 1.25 s (idle)"))

        try save(source(duration: "1", fail: true), to: script)
        try watch.waitFor("run 3 (drop.lua changed): the script failed: drop.lua:10: broken on purpose")

        try "return { scale = 1.2 }".write(to: settings, atomically: false, encoding: .utf8)
        try save(source(duration: "1.25"), to: script)
        try watch.waitFor("badge ends at scale 1.2 (was 1)")
        #expect(!watch.output.contains("coin3 lands at 1.25 s (was 1.25 s)"))

        let status = try watch.interrupt()
        #expect(status == 0)
        // The script error is said once, in the watch's report with its traceback, not again
        // on stderr.
        #expect(!watch.errors.contains("broken on purpose"), "\(watch.errors)")
        #expect(watch.output.components(separatedBy: "broken on purpose").count == 2, "\(watch.output)")
        #expect(watch.output.contains("stack traceback:"))
    }

    @Test func usage() throws {
        let help = try CLI.run(["watch", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("coin3 lands at 1.25 s (was 1.3 s)"))
        let none = try CLI.run(["watch"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("usage: cartlua watch"))
        let output = try CLI.run(["watch", "Scripts/coins.lua", "-o", "x.jsonl"])
        #expect(output.status == 2)
    }
}

/// `cartlua` running in the background with its output going to files, read as it grows.
final class WatchedProcess {
    let process = Process()
    let directory: URL
    private let outURL: URL, errURL: URL
    private let out: FileHandle, err: FileHandle

    init(_ args: [String], in directory: URL) throws {
        self.directory = directory
        outURL = directory.appendingPathComponent(".stdout")
        errURL = directory.appendingPathComponent(".stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        out = try FileHandle(forWritingTo: outURL)
        err = try FileHandle(forWritingTo: errURL)
        process.executableURL = CLI.binary
        process.arguments = args
        process.currentDirectoryURL = directory
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    var output: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: errURL, encoding: .utf8)) ?? "" }

    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let output: String
        var description: String { "timed out waiting for \"\(waitingFor)\"; output so far:\n\(output)" }
    }

    /// Waits (up to `seconds`) until the output contains `text`.
    func waitFor(_ text: String, seconds: Double = 20) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.contains(text) { return }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        if output.contains(text) { return }
        throw Timeout(waitingFor: text, output: output + "\n[stderr]\n" + errors)
    }

    /// Sends SIGINT (Ctrl-C) and waits (up to `seconds`) for the exit; the exit status.
    func interrupt(seconds: Double = 10) throws -> Int32 {
        process.interrupt()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { throw Timeout(waitingFor: "the exit after SIGINT", output: output) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        return process.terminationStatus
    }

    /// Ends the process if a failed test left it running (SIGKILL when SIGTERM is not enough).
    func stop() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? out.close()
        try? err.close()
    }
}
