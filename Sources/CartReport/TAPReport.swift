import CartOutput

/// `cartlua test --format tap`: the Test Anything Protocol as TAP consumers in CI read it
/// (testanything.org): version 13, which TAP 14's consumers read too and Perl's `prove` (TAP 13
/// only) still reads, nothing of 14 needed: the version line, the plan (`1..N`, every script selected),
/// a test point per script in order, a YAML diagnostic block under each `not ok` (its failed
/// checks with file, line, virtual time, expected and actual; what failed the run), `# SKIP`
/// for a script `--fail-fast` left out, and the count as a closing comment.
public enum TAPReport {
    /// The version line and the plan.
    public static func header(count: Int) -> [String] {
        ["TAP version 13", "1..\(count)"]
    }

    /// Script `number` (from 1): its test point, and its diagnostic block when it failed.
    public static func lines(_ r: ScriptResult, number: Int) -> [String] {
        let counts = TestReport.counts(checks: r.checks, failures: r.failures.count, problem: r.problem?.kind)
        let point = "\(r.passed ? "ok" : "not ok") \(number) - \(description(r.script)) (\(counts))"
        guard !r.passed else { return [point] }
        var out = [point, "  ---"]
        if !r.failures.isEmpty {
            out.append("  failures:")
            for f in r.failures {
                out.append("    - file: " + quoted(f.file))
                out.append("      line: \(f.line)")
                out.append("      time: " + NumberFormat.string(f.time))
                out.append("      expected: " + quoted(f.expected))
                out.append("      actual: " + quoted(f.actual))
                if let m = f.message { out.append("      message: " + quoted(m)) }
            }
        }
        if let p = r.problem {
            // One string: YAMLish reads `- "a: b"` as a mapping, not a list item.
            out.append("  problem: " + quoted(p.kind))
            out.append("  output: " + quoted(p.lines.joined(separator: "\n")))
        }
        out.append("  ...")
        return out
    }

    /// Script `number`, not run.
    public static func notRun(_ script: String, number: Int) -> String {
        "ok \(number) - \(description(script)) # SKIP \(TestReport.notRunReason)"
    }

    /// The count, as a comment after the last test point.
    public static func summary(passed: Int, failed: Int, notRun: Int) -> String {
        "# " + TestReport.summary(passed: passed, failed: failed, notRun: notRun)
    }

    /// A test point's description: `#` would start a directive and `\` escapes (TAP 14,
    /// "Escaping", as Perl's parser has long read it), so both are escaped.
    static func description(_ s: String) -> String {
        var out = ""
        for ch in s {
            if ch == "\\" || ch == "#" { out.append("\\") }
            out.append(ch)
        }
        return out
    }

    /// A YAML double-quoted scalar, with only the escapes both YAML 1.2 and TAP's YAMLish
    /// (Perl's TAP::Parser) read: `\\`, `\"`, `\n`, `\t`, `\r`, and `\xHH` for any other
    /// control character (YAMLish has no `\u`).
    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let hex = Array("0123456789abcdef".unicodeScalars)
                    out += "\\x" + String(hex[Int(u.value >> 4)]) + String(hex[Int(u.value & 15)])
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
