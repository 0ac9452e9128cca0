import Testing
@testable import CartLua

/// `param(name, default [, help])` and `--set NAME=VALUE` overrides (HostOptions.overrides).
@Suite struct ParamTests {
    static let script = """
        local count = param('count', 3, 'how many coins')
        local speed = param('speed', 1.5)
        local label = param('label', 'hi')
        local on = param('on', false)
        print(count, math.type(count), speed, math.type(speed), label, on)
        """

    func settings(_ overrides: [(String, String)]) -> ScriptSettings {
        var s = ScriptSettings()
        s.overrides = overrides.map { (name: $0.0, value: $0.1) }
        return s
    }

    @Test func defaultsWithoutOverrides() {
        let run = runScript(ParamTests.script)
        #expect(run.errorMessage == nil)
        #expect(run.messages == ["3\tinteger\t1.5\tfloat\thi\tfalse"])
        #expect(run.host.params.map(\.name) == ["count", "speed", "label", "on"])
        #expect(run.host.params.map(\.defaultValue) == [.integer(3), .number(1.5), .string("hi"), .bool(false)])
        #expect(run.host.params.map(\.value) == run.host.params.map(\.defaultValue))
        #expect(run.host.params.map(\.help) == ["how many coins", nil, nil, nil])
    }

    @Test func overridesFollowTheDefaultsType() {
        let run = runScript(ParamTests.script,
                            settings([("count", "7"), ("speed", "2"), ("label", "bye"), ("on", "true"), ("count", "8")]))
        #expect(run.errorMessage == nil)
        // The last --set of a name wins.
        #expect(run.messages == ["8\tinteger\t2.0\tfloat\tbye\ttrue"])
        #expect(run.host.params.map(\.value) == [.integer(8), .number(2), .string("bye"), .bool(true)])
        #expect(run.host.params.map(\.defaultValue) == [.integer(3), .number(1.5), .string("hi"), .bool(false)])
    }

    @Test(arguments: [
        ("on", "yes", true), ("on", "1", true), ("on", "no", false), ("on", "0", false), ("on", "false", false),
    ])
    func booleanSpellings(name: String, value: String, expected: Bool) {
        let run = runScript("print(param('on', \(!expected)))", settings([(name, value)]))
        #expect(run.messages == [String(expected)])
    }

    @Test(arguments: [
        ("count", "abc", "--set count=abc: 'count' is an integer param (default 3)"),
        ("count", "2.5", "--set count=2.5: 'count' is an integer param (default 3)"),
        ("speed", "fast", "--set speed=fast: 'speed' is a number param (default 1.5)"),
        ("speed", "nan", "--set speed=nan: 'speed' is a number param (default 1.5)"),
        ("on", "maybe", "--set on=maybe: 'on' is a boolean param (default false)"),
        ("nope", "1", "--set nope: the script has no param 'nope' (its params: count, speed, label, on)"),
    ])
    func badOverridesAreUsageErrors(name: String, value: String, expected: String) throws {
        let run = runScript(ParamTests.script, settings([(name, value)]))
        let e = try #require(run.usageError)
        #expect(e.message == expected)
        // Every param is still declared, for the CLI's list of params.
        #expect(run.host.params.count == 4)
    }

    @Test func everyBadOverrideIsReported() {
        let run = runScript(ParamTests.script, settings([("count", "x"), ("on", "y")]))
        #expect(run.usageError?.message == """
            --set count=x: 'count' is an integer param (default 3)
            --set on=y: 'on' is a boolean param (default false)
            """)
    }

    @Test func aScriptWithoutParams() {
        #expect(runScript("print(1)", settings([("n", "1")])).usageError?.message
            == "--set n: the script has no param 'n' (it declares none)")
    }

    /// A bad --set is the command line's fault even when the script then fails on the default.
    @Test func aBadOverrideWinsOverTheScriptErrorItCauses() {
        let run = runScript("local n = param('n', 1); if n == 1 then error('needs n') end", settings([("n", "x")]))
        #expect(run.usageError?.message == "--set n=x: 'n' is an integer param (default 1)")
    }

    @Test func aParamDeclaredTwiceKeepsItsFirstValue() {
        let run = runScript("print(param('n', 1), param('n', 'other'))", settings([("n", "5")]))
        #expect(run.messages == ["5\t5"])
        #expect(run.host.params.count == 1)
    }
}
