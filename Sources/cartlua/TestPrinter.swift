import CartReport
import Platform

/// What `test` prints as the scripts finish, in the format asked for: warnings on standard
/// error, the report on standard output.
struct TestPrinter {
    let format: TestCommand.Format
    let count: Int
    let style = TestReport.Style(Terminal.current())

    init(_ format: TestCommand.Format, count: Int) {
        self.format = format
        self.count = count
    }

    func start() {
        if format == .tap { emit(TAPReport.header(count: count)) }
    }

    func print(_ r: ScriptResult, number: Int) {
        for w in r.warnings { printError(w) }
        emit(format == .tap ? TAPReport.lines(r, number: number) : TestReport.lines(r, style))
    }

    func finish(_ results: [ScriptResult], notRun: [String]) {
        let passed = results.filter(\.passed).count
        for (i, script) in notRun.enumerated() {
            emit([format == .tap ? TAPReport.notRun(script, number: results.count + i + 1) : style.notRunLine(script: script)])
        }
        let failed = results.count - passed
        emit([format == .tap ? TAPReport.summary(passed: passed, failed: failed, notRun: notRun.count)
                             : TestReport.summary(passed: passed, failed: failed, notRun: notRun.count)])
    }

    private func emit(_ lines: [String]) {
        printOut(lines.map { $0 + "\n" }.joined())
    }
}
