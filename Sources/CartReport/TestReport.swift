import CartOutput

/// What `cartlua test` prints of a script: a script error's lines, and the script's line
/// (`ok` / `FAIL`, its checks, what went wrong).
public enum TestReport {
    /// A script error: its message (file:line first), the virtual time, Lua's traceback
    /// indented, without cartlua's own frames.
    public static func errorLines(message: String, virtualTime: Double?, traceback: String?) -> [String] {
        var first = message
        if let t = virtualTime { first += " (script error at t=\(NumberFormat.string(t)) s)" } else { first += " (script error)" }
        var out = [first]
        if let tb = traceback {
            // cartlua's own Lua frames (the expect.at wrapper) say nothing about the script.
            for l in tb.split(separator: "\n") where !l.drop(while: { $0 == "\t" || $0 == " " }).hasPrefix("cartlua expect:") {
                out.append("  " + l.split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "  "))
            }
        }
        return out
    }

    /// `ok` and `FAIL`, in colour on a terminal (green, red).
    public struct Style {
        let ok: String
        let fail: String

        public init(_ terminal: Terminal) {
            ok = terminal.paint("ok", "32") + "  "
            fail = terminal.paint("FAIL", "31")
        }

        /// "ok   coins_test.lua (3 checks)", "FAIL x_test.lua (2 checks, 1 failed, script error)".
        public func line(script: String, ok passed: Bool, checks: Int, failures: Int, problem: String?) -> String {
            var summary = checks == 1 ? "1 check" : "\(checks) checks"
            if failures > 0 { summary += ", \(failures) failed" }
            if let problem { summary += ", \(problem)" }
            return (passed ? ok : fail) + " \(script) (\(summary))"
        }
    }
}
