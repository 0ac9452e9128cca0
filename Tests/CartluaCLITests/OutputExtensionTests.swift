import Foundation
import Testing
import CartTestSupport

/// `-o FILE` picks what to write from FILE's extension; an extension cartlua does not write is a
/// usage mistake (nothing is written), unless `--format` says what to write.
@Suite struct OutputExtensionTests {
    static let script = "window:addSublayer(Layer{ name = \"dot\" })\n"

    @Test(arguments: ["x.jpg", "x.BMP", "movie.mp4"])
    func anExtensionCartluaDoesNotWriteIsAUsageError(_ name: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.script.write(to: dir.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["run", "s.lua", "-o", name], in: dir)
        #expect(r.status == 2)
        let ext = String(name[name.index(after: name.lastIndex(of: ".")!)...]).lowercased()
        let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("cartlua: -o \(name): cartlua does not write .\(ext) files; it writes .jsonl, .json, .ndjson, .txt, .text, .svg, .html, .htm, .png, .gif"), "\(r.stderr)")
        #expect(first.contains("--format"))
        #expect(r.stderr.contains("usage: cartlua run"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), "nothing written")
    }

    @Test func formatSaysWhatToWriteWhateverTheExtension() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.script.write(to: dir.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["run", "s.lua", "-o", "x.jpg", "--format", "png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = try Data(contentsOf: dir.appendingPathComponent("x.jpg"))
        #expect(bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "a PNG, as --format said")
        // Known extensions and names without one are as before.
        for (name, firstByte) in [("t.jsonl", UInt8(ascii: "{")), ("trace", UInt8(ascii: "{")), ("s.svg", UInt8(ascii: "<"))] {
            let ok = try CLI.run(["run", "s.lua", "-o", name], in: dir)
            #expect(ok.status == 0, "\(name): \(ok.stderr)")
            #expect(try Data(contentsOf: dir.appendingPathComponent(name)).first == firstByte, "\(name)")
        }
    }

    /// `-o -` is standard output (no file named "-"), for run and export alike; with `--check`
    /// the trace still goes there.
    @Test func aDashIsStandardOutput() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.script.write(to: dir.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let plain = try CLI.run(["run", "s.lua"], in: dir)
        let dash = try CLI.run(["run", "s.lua", "-o", "-"], in: dir)
        #expect(dash.status == 0, "\(dash.stderr)")
        #expect(!plain.stdout.isEmpty && dash.stdout == plain.stdout)
        #expect(try CLI.run(["run", "s.lua", "-o", "g.jsonl"], in: dir).status == 0)
        let checked = try CLI.run(["run", "s.lua", "--check", "g.jsonl", "-o", "-"], in: dir)
        #expect(checked.status == 0 && checked.stdout == plain.stdout, "\(checked.stderr)")
        let export = try CLI.run(["export", "s.lua", "--swift", "-o", "-"], in: dir)
        #expect(export.status == 0 && export.stdout.contains("import UIKit"), "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path), "no file named -")
    }
}
