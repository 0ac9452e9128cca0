import CLua
import CartAnimation

/// Argument checking for bindings, in Lua's own words. Each check throws a `BindingError`
/// instead of raising, so no Lua error ever unwinds a Swift frame.
extension Lua {
    func checkNumber(_ i: Int32) throws -> Double {
        guard let x = number(i) else { throw BindingError.type(self, i, expected: "number") }
        return x
    }

    /// A finite number (NaN and ±inf make no sense for coordinates and sizes).
    func checkFinite(_ i: Int32) throws -> Double {
        let x = try checkNumber(i)
        guard x.isFinite else { throw BindingError.argument(i, "finite number expected, got \(numberText(x))") }
        return x
    }

    func optNumber(_ i: Int32) throws -> Double? {
        isNoneOrNil(i) ? nil : try checkNumber(i)
    }

    func checkInteger(_ i: Int32) throws -> Int64 {
        if let n = integer(i) { return n }
        if let x = number(i) {
            guard x == x.rounded(), abs(x) < 9.2e18 else { throw BindingError.argument(i, "number has no integer representation") }
            return Int64(x)
        }
        throw BindingError.type(self, i, expected: "number")
    }

    func checkString(_ i: Int32) throws -> String {
        guard let s = string(i) else { throw BindingError.type(self, i, expected: "string") }
        return s
    }

    func optString(_ i: Int32) throws -> String? {
        isNoneOrNil(i) ? nil : try checkString(i)
    }

    func checkBool(_ i: Int32) throws -> Bool {
        guard type(i) == LUA_TBOOLEAN else { throw BindingError.type(self, i, expected: "boolean") }
        return bool(i)
    }

    func checkTable(_ i: Int32) throws -> Void {
        guard type(i) == LUA_TTABLE else { throw BindingError.type(self, i, expected: "table") }
    }

    func checkFunction(_ i: Int32) throws -> Void {
        guard type(i) == LUA_TFUNCTION else { throw BindingError.type(self, i, expected: "function") }
    }

    /// An enum by its Core Animation name; a wrong string names the valid choices.
    func checkEnum<E: RawRepresentable & CaseIterable>(_ i: Int32, _: E.Type, what: String) throws -> E
    where E.RawValue == String {
        let s = try checkString(i)
        guard let e = E(rawValue: s) else {
            let choices = E.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw BindingError.argument(i, "invalid \(what) '\(s)' (expected one of \(choices))")
        }
        return e
    }

    /// Numbers from the table at `i`, in array order.
    func checkNumberArray(_ i: Int32, finite: Bool = true) throws -> [Double] {
        try checkTable(i)
        let t = absIndex(i)
        var out: [Double] = []
        for k in 1...max(1, rawLength(t)) where k <= rawLength(t) {
            getIndex(t, k)
            defer { pop() }
            guard let x = number(-1) else {
                throw BindingError.argument(i, "number expected at index \(k), got \(valueTypeName(-1))")
            }
            if finite && !x.isFinite {
                throw BindingError.argument(i, "finite number expected at index \(k), got \(numberText(x))")
            }
            out.append(x)
        }
        return out
    }
}

/// The closest name to `word` among `choices` (for "did you mean …?"), if close enough.
func closest(to word: String, in choices: [String]) -> String? {
    // A suggestion is for a typo; a long word has none (and would cost its length times each
    // choice's).
    guard word.utf8.count <= 64 else { return nil }
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var prev = row[0]
            row[0] = i + 1
            for (j, cb) in b.enumerated() {
                let cur = row[j + 1]
                row[j + 1] = min(row[j] + 1, row[j + 1] + 1, prev + (ca == cb ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }
    let w = Array(word.lowercased())
    let best = choices.map { ($0, distance(w, Array($0.lowercased()))) }.min { $0.1 < $1.1 }
    guard let best, best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}

/// A number as Lua's `tostring` shows it in messages: "-1" rather than "-1.0" for whole
/// numbers, "nan", "inf" and "-inf" for the rest.
func numberText(_ x: Double) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x > 0 ? "inf" : "-inf" }
    if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return String(x)
}
