import Foundation

/// Runs the built `cartlua` (next to the test bundle in the build folder) from the package root:
/// the one harness of the end-to-end test targets.
public enum CLI {
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    public static var binary: URL {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [here, here.deletingLastPathComponent()] {
            let candidate = dir.appendingPathComponent("cartlua")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/cartlua")
    }

    public struct Result {
        public let status: Int32
        /// Standard output byte for byte (traces and generated code are compared as bytes).
        public let stdoutData: Data
        public let stderr: String
        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
        public var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// Runs `cartlua args…` with `stdin` closed; stdout and stderr are collected.
    public static func run(_ args: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> Result {
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        p.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        p.environment = env
        // Files, not pipes: a large trace can never block the child, and no reader threads.
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outURL = dir.appendingPathComponent("stdout"), errURL = dir.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try out.close()
        try err.close()
        return Result(status: p.terminationStatus,
                      stdoutData: try Data(contentsOf: outURL),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A fresh temporary directory.
    public static func temporaryDirectory() throws -> URL {
        // Short: Lua shortens chunk names past 60 characters ("…/x.lua:4:") in its messages.
        let dir = URL(fileURLWithPath: "/tmp/cl" + UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}
