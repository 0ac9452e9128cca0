import CartOutput

/// `cartlua test --junit FILE`: JUnit XML as CI systems read it (Jenkins, GitLab, GitHub's
/// reporters; the schema pytest and Maven Surefire write): one `<testsuite>` in `<testsuites>`,
/// one `<testcase>` per script in the order run, with a `<failure>` per failed check (file:line,
/// virtual time, expected, actual), an `<error>` for what failed the run itself (a script
/// error, the time cap), `<skipped>` for a script `--fail-fast` left out, and the run's
/// warnings as `<system-err>`.
///
/// `time` is wall-clock seconds, as CI expects it (it shows durations and balances shards by
/// them; a virtual time there would read as a real one): the one part of the file that differs
/// from run to run. Each script's virtual end time is a property beside it.
public enum JUnitReport {
    /// The document: `results` in order, then the scripts not run; `seconds` is the whole run's
    /// wall time. The suite's counts are of elements, as JUnit consumers count them.
    public static func document(_ results: [ScriptResult], notRun: [String], seconds: Double) -> String {
        let failures = results.reduce(0) { $0 + $1.failures.count }
        let errors = results.filter { $0.problem != nil }.count
        let counts = "tests=\"\(results.count + notRun.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
            + "skipped=\"\(notRun.count)\" time=\"\(decimal(seconds))\""
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites name=\"cartlua test\" \(counts)>",
                   "  <testsuite name=\"cartlua test\" \(counts)>"]
        for r in results { out.append(contentsOf: testCase(r)) }
        for script in notRun {
            out.append("    <testcase \(identity(script)) time=\"0.000\">")
            out.append("      <skipped message=\"\(XML.escape(TestReport.notRunReason))\"/>")
            out.append("    </testcase>")
        }
        out.append(contentsOf: ["  </testsuite>", "</testsuites>", ""])
        return out.joined(separator: "\n")
    }

    static func testCase(_ r: ScriptResult) -> [String] {
        var out = ["    <testcase \(identity(r.script)) time=\"\(decimal(r.seconds))\">", "      <properties>",
                   "        <property name=\"checks\" value=\"\(r.checks)\"/>"]
        if let end = r.virtualEnd {
            out.append("        <property name=\"virtual-end\" value=\"\(NumberFormat.string(end))\"/>")
        }
        out.append("      </properties>")
        for f in r.failures {
            var detail = ["file: \(f.file)", "line: \(f.line)", "virtual time: \(NumberFormat.string(f.time)) s",
                          "expected: \(f.expected)", "actual: \(f.actual)"]
            if let m = f.message { detail.append("message: \(m)") }
            out.append("      <failure message=\"\(XML.escape(f.description))\" type=\"expect\">"
                       + XML.escape(detail.joined(separator: "\n")) + "</failure>")
        }
        if let p = r.problem {
            out.append("      <error message=\"\(XML.escape(p.lines.first ?? p.kind))\" type=\"\(XML.escape(p.kind))\">"
                       + XML.escape(p.lines.joined(separator: "\n")) + "</error>")
        }
        if !r.warnings.isEmpty {
            out.append("      <system-err>" + XML.escape(r.warnings.joined(separator: "\n")) + "</system-err>")
        }
        out.append("    </testcase>")
        return out
    }

    /// A test case's name and file (the script's path) and class name, the path as pytest makes
    /// one of a module's: `Scripts/coins_test.lua` → `Scripts.coins_test`.
    static func identity(_ script: String) -> String {
        let module = script.hasSuffix(".lua") ? String(script.dropLast(4)) : script
        let classname = String(module.drop { $0 == "." || $0 == "/" }.map { $0 == "/" ? "." : $0 })
        return "name=\"\(XML.escape(script))\" classname=\"\(XML.escape(classname))\" file=\"\(XML.escape(script))\""
    }

    /// Seconds with three decimals ("0.042").
    static func decimal(_ seconds: Double) -> String {
        let ms = Int((max(0, seconds) * 1000).rounded())
        let frac = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }
}
