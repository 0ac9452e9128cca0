import CartOutput
import Testing

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-1.0, "-1"), (0.5, "0.5"), (1.23456, "1.2346"),
        (3.14159265, "3.1416"), (187.5, "187.5"), (-0.00004, "0"), (-0.00005, "-0.0001"),
        (0.1 + 0.2, "0.3"), (100.0, "100"), (1234567.00001, "1234567"), (0.0001, "0.0001"),
        (2.5e-5, "0"), (-12.34, "-12.34"), (10.05, "10.05"), (1e20, "1e+20"),
        (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ])
    func formats(_ x: Double, _ expected: String) {
        #expect(NumberFormat.string(x) == expected)
    }
}
