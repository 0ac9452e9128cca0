/// A failed `expect` check, as the Lua host records it (`Expectations`) and `cartlua test`'s
/// reports read it (text, TAP, JUnit). It lives here, below both, so the two share one type and
/// one wording.
public struct CheckFailure: Equatable, Sendable, CustomStringConvertible {
    /// The file of the `expect` call as its chunk names it (the script's path as given).
    public let file: String
    /// The line of the `expect` call.
    public let line: Int
    /// The virtual time of the check in seconds.
    public let time: Double
    /// What the check wanted, as text ("165 ± 0.001", "event {layer=\"coin3\", at=1.2}").
    public let expected: String
    /// What it found, as text, with details such as "(x off by 0.8)".
    public let actual: String
    /// The check's optional message argument.
    public let message: String?

    public init(file: String, line: Int, time: Double, expected: String, actual: String, message: String?) {
        (self.file, self.line, self.time) = (file, line, time)
        (self.expected, self.actual, self.message) = (expected, actual, message)
    }

    /// `FILE:LINE: at t=0.5 s: expected …, got …` and ` — message` when there is one.
    public var description: String {
        var s = "\(file):\(line): at t=\(CheckFailure.seconds(time)) s: expected \(expected), got \(actual)"
        if let message { s += " — " + message }
        return s
    }

    /// A time in seconds as checks word it: to 4 decimals, whole numbers without a point.
    public static func seconds(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        var r = (x * 10_000).rounded() / 10_000
        if r == 0 { r = 0 }
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }
}
