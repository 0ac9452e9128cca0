import Testing
@testable import CartLua

/// `TimingFunction{c1x=, c1y=, c2x=, c2y=}` beside `TimingFunction(c1x, c1y, c2x, c2y)` and
/// `{c1x, c1y, c2x, c2y}`: the same four numbers as CAMediaTimingFunction(controlPoints:), by name,
/// wherever a timing function goes in; a bad table's error names both table forms.
@Suite struct TimingFunctionTableTests {
    @Test func namedControlPointsAreTheSameFunction() {
        #expect(printed("""
            local named = TimingFunction{c1x = 0.25, c1y = 0.1, c2x = 0.25, c2y = 1}
            print(named, named == TimingFunction(0.25, 0.1, 0.25, 1), named == TimingFunction{0.25, 0.1, 0.25, 1})
            print(named == TimingFunction('default'), table.concat(named.controlPoints, ' '), named:evaluate(0.5))
            local a = BasicAnimation{keyPath = 'opacity', timingFunction = {c1x = 0.42, c1y = 0, c2x = 0.58, c2y = 1}}
            print(a.timingFunction == TimingFunction('easeInEaseOut'))
            local k = KeyframeAnimation{keyPath = 'opacity', values = {0, 1, 0},
                                        timingFunctions = {{c1x = 0.42, c1y = 0, c2x = 1, c2y = 1}, 'linear'}}
            print(k.timingFunctions[1] == TimingFunction('easeIn'), k.timingFunctions[2].name)
            """) == [
                "TimingFunction(0.25, 0.1, 0.25, 1.0)\ttrue\ttrue",
                "true\t0.25 0.10000000149012 0.25 1.0\t0.80240338786712",
                "true",
                "true\tlinear",
            ])
    }

    @Test(arguments: [
        ("TimingFunction{c1x = 0.1, c1y = 0, c2x = 0.3}",
         "test.lua:1: bad argument #1 to 'TimingFunction' (timing function control points expected {c1x, c1y, c2x, c2y} "
            + "or {c1x=, c1y=, c2x=, c2y=}, got a table without 'c2y')"),
        ("TimingFunction{}",
         "test.lua:1: bad argument #1 to 'TimingFunction' (timing function control points expected {c1x, c1y, c2x, c2y} "
            + "or {c1x=, c1y=, c2x=, c2y=}, got a table without 'c1x')"),
        ("TimingFunction{c1x = 0.1, c1y = 'up', c2x = 0.3, c2y = 1}",
         "test.lua:1: bad argument #1 to 'TimingFunction' (timing function control points field 'c1y' must be a number, got string)"),
        ("TimingFunction{c1x = 0.1, c1y = 0, c2x = 0.3, c2y = 0/0}",
         "test.lua:1: bad argument #1 to 'TimingFunction' (timing function control points field 'c2y' must be finite, got nan)"),
        ("TimingFunction{c1x = 1.5, c1y = 0, c2x = 0.3, c2y = 1}",
         "test.lua:1: bad argument #1 to 'TimingFunction' (control point c1x must lie within 0…1, got 1.5)"),
        // Array entries make it the positional form, which wants exactly four.
        ("TimingFunction{0.1, 0, c2x = 0.3, c2y = 1}",
         "test.lua:1: bad argument #1 to 'TimingFunction' (timing function control points {c1x, c1y, c2x, c2y} "
            + "or {c1x=, c1y=, c2x=, c2y=} expected, got a table of 2 values)"),
        ("BasicAnimation{keyPath = 'opacity', timingFunction = {c1x = 0.1, c2x = 2, c1y = 0, c2y = 1}}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'timingFunction': control point c2x must lie within 0…1, got 2)"),
    ])
    func badTables(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }
}
