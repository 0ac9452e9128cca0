import Foundation

/// Runs another program (luacheck, Python with Playwright, curl) and collects what it prints.
public enum Subprocess {
    public struct Result {
        public let status: Int32
        /// Standard output, with standard error after it unless kept apart.
        public let output: String
    }

    /// Runs `executable arguments…` (in `directory`), standard error into the output unless
    /// `standardError` is false (then it is dropped).
    public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                           standardError: Bool = true) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        if let directory { p.currentDirectoryURL = directory }
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = standardError ? pipe : FileHandle.nullDevice
        try p.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return Result(status: p.terminationStatus, output: output)
    }
}
