import Foundation

/// curl (Debian's), the HTTP client the server tests ask with.
public enum Curl {
    /// What `curl --silent --max-time 10 ARGS…` printed (a body, or what `-w` asks for).
    public static func run(_ arguments: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        p.arguments = ["--silent", "--show-error", "--max-time", "10"] + arguments
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
