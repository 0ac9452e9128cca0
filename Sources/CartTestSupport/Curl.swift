/// curl (Debian's), the HTTP client the server tests ask with.
public enum Curl {
    /// What `curl --silent --max-time 10 ARGS…` printed (a body, or what `-w` asks for).
    public static func run(_ arguments: [String]) throws -> String {
        try Subprocess.run("/usr/bin/curl", ["--silent", "--max-time", "10"] + arguments, standardError: false).output
    }
}
