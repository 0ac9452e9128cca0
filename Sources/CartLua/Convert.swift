import CLua
import Glibc
import CartAnimation

/// A Lua value that does not fit: the message says what was expected and what came.
struct Mismatch: Error {
    let message: String
}

/// Lua ↔ Swift values (CONTRACT.md "Values"): a point is `{x=, y=}` or `{x, y}`, a size
/// `{width=, height=}` or `{w, h}`, a rect `{x=, y=, width=, height=}` or `{x, y, w, h}`, a colour
/// `"#RRGGBB[AA]"` or `{r=, g=, b=, a=}` (0…1), a transform 16 numbers row by row.
extension Lua {
    /// The value at `i` as a value of `kind`.
    func value(_ i: Int32, kind: ValueKind) throws -> Value {
        switch kind {
        case .number: return .number(try finiteNumber(i, "number"))
        case .point: return .point(try point(i))
        case .size: return .size(try size(i))
        case .rect: return .rect(try rect(i))
        case .color: return .color(try color(i))
        case .bool:
            guard type(i) == LUA_TBOOLEAN else { throw Mismatch(message: "boolean expected, got \(valueTypeName(i))") }
            return .bool(bool(i))
        case .string:
            if isNoneOrNil(i) { return .string(nil) }
            guard let s = string(i) else { throw Mismatch(message: "string expected, got \(valueTypeName(i))") }
            return .string(s)
        case .transform:
            let m = try numbers(i, count: 16, what: "transform (16 numbers)")
            return .transform(Transform(rows: m))
        }
    }

    /// The value at `i` for key path `k`: of its kind, or of the other kind it takes, converted
    /// (`transform.translation`: a size, or a point; KeyPath.converting).
    func value(_ i: Int32, keyPath k: KeyPath) throws -> Value {
        do {
            return try value(i, kind: k.kind)
        } catch let e as Mismatch {
            guard let other = k.alternateKind else { throw e }
            do {
                if let c = k.converting(try value(i, kind: other)) { return c }
            } catch let f as Mismatch {
                throw Mismatch(message: "\(e.message); or \(f.message)")
            }
            throw e
        }
    }

    /// `value(_:keyPath:)`, nil for nil (an optional from/to/by value).
    func optionalValue(_ i: Int32, keyPath k: KeyPath) throws -> Value? {
        if isNoneOrNil(i) { return nil }
        // Numbers first: most animated key paths are numbers, read without the general path.
        if k.kind == .number, let x = number(i), x.isFinite { return .number(x) }
        return try value(i, keyPath: k)
    }

    func finiteNumber(_ i: Int32, _ what: String) throws -> Double {
        guard let x = number(i) else { throw Mismatch(message: "\(what) expected, got \(valueTypeName(i))") }
        guard x.isFinite else { throw Mismatch(message: "finite \(what) expected, got \(numberText(x))") }
        return x
    }

    func point(_ i: Int32) throws -> Point {
        let c = try fields(i, .point)
        return Point(x: c.0, y: c.1)
    }

    func size(_ i: Int32) throws -> Size {
        let c = try fields(i, .size)
        return Size(width: c.0, height: c.1)
    }

    func rect(_ i: Int32) throws -> Rect {
        let c = try fields(i, .rect)
        return Rect(x: c.0, y: c.1, width: c.2, height: c.3)
    }

    func color(_ i: Int32) throws -> Color {
        if type(i) == LUA_TSTRING {
            var len = 0
            // Parsed from Lua's bytes: a Swift string only for the message.
            if let p = lua_tolstring(L, i, &len), let c = Color(hexBytes: UnsafeRawBufferPointer(start: p, count: len)) {
                return c
            }
            throw Mismatch(message: "colour expected as \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(string(i) ?? "")\"")
        }
        guard type(i) == LUA_TTABLE else {
            throw Mismatch(message: "colour expected (\"#RRGGBB\" or {r=, g=, b=, a=}), got \(valueTypeName(i))")
        }
        let t = absIndex(i)
        var comps: [Double] = []
        for (k, def) in [("r", nil), ("g", nil), ("b", nil), ("a", 1.0)] as [(String, Double?)] {
            getField(t, k)
            defer { pop() }
            if isNoneOrNil(-1), let def { comps.append(def); continue }
            guard let x = number(-1) else {
                throw Mismatch(message: "colour field '\(k)' must be a number in 0…1, got \(valueTypeName(-1))")
            }
            guard x >= 0 && x <= 1 else {
                throw Mismatch(message: "colour field '\(k)' must be a number in 0…1, got \(numberText(x))")
            }
            comps.append(x)
        }
        return Color(red: comps[0], green: comps[1], blue: comps[2], alpha: comps[3])
    }

    /// The fields of a point, size or rect: by name (`{x=, y=}`), short name (`{w=, h=}`) or
    /// place (`{x, y}`). Static strings, no arrays: a coin's bounds read them at every `Layer{…}`.
    struct FieldNames {
        let what: StaticString
        let named: [StaticName]
        /// Nil where the short name is the name.
        let short: [StaticName?]
        /// The form errors show, when not the named one.
        var shown: String? = nil
        static let point = FieldNames(what: "point", named: [.x, .y], short: [nil, nil])
        static let size = FieldNames(what: "size", named: [.width, .height], short: [.w, .h])
        static let rect = FieldNames(what: "rect", named: [.x, .y, .width, .height], short: [nil, nil, .w, .h])

        static let controlPoints = FieldNames(what: "timing function control points", named: [.c1x, .c1y, .c2x, .c2y],
                                              short: [nil, nil, nil, nil], shown: LuaHost.controlPointForms)

        var example: String { shown ?? "{" + named.map { "\($0.text)=" }.joined(separator: ", ") + "}" }
    }

    /// Pushes t[k] (raw, as `getField`) for a fixed name, made into a Lua string once per state.
    func rawField(_ t: Int32, _ k: StaticName) -> Int32 {
        let t = absIndex(t)
        cartlua_pushname(L, k.rawValue)
        return lua_rawget(L, t)
    }

    /// Named fields (`{x=, y=}`) or the same count of array entries (`{x, y}`), all finite; the
    /// fields past `f`'s count are 0.
    func fields(_ i: Int32, _ f: FieldNames) throws -> (Double, Double, Double, Double) {
        guard type(i) == LUA_TTABLE else { throw Mismatch(message: "\(f.what) expected \(f.example), got \(valueTypeName(i))") }
        let t = absIndex(i)
        var out = (0.0, 0.0, 0.0, 0.0)
        for k in 0..<f.named.count {
            let name = f.named[k]
            var found = rawField(t, name) != LUA_TNIL
            if !found, let short = f.short[k] { pop(); found = rawField(t, short) != LUA_TNIL }
            if !found { pop(); found = getIndex(t, k + 1) != LUA_TNIL }
            defer { pop() }
            guard found else { throw Mismatch(message: "\(f.what) expected \(f.example), got a table without '\(name.text)'") }
            guard let x = number(-1) else {
                throw Mismatch(message: "\(f.what) field '\(name.text)' must be a number, got \(valueTypeName(-1))")
            }
            guard x.isFinite else { throw Mismatch(message: "\(f.what) field '\(name.text)' must be finite, got \(numberText(x))") }
            switch k {
            case 0: out.0 = x
            case 1: out.1 = x
            case 2: out.2 = x
            default: out.3 = x
            }
        }
        return out
    }

    /// `count` finite numbers, the table's entries. `what` names them in an error, and is made
    /// only then (a varied coin's control points built its words at every `timingFunction = {…}`).
    func numbers(_ i: Int32, count: Int, what: @autoclosure () -> String) throws -> [Double] {
        try checkEntries(i, count: count, what: what())
        var out: [Double] = []
        out.reserveCapacity(count)
        for k in 1...count { out.append(try finiteEntry(i, k, what: what())) }
        return out
    }

    /// `numbers(i, count: 4, …)` as a tuple: no array for a timing function's control points.
    func fourNumbers(_ i: Int32, what: @autoclosure () -> String) throws -> (Double, Double, Double, Double) {
        try checkEntries(i, count: 4, what: what())
        return (try finiteEntry(i, 1, what: what()), try finiteEntry(i, 2, what: what()),
                try finiteEntry(i, 3, what: what()), try finiteEntry(i, 4, what: what()))
    }

    /// That the value at `i` is a table of `count` entries.
    private func checkEntries(_ i: Int32, count: Int, what: @autoclosure () -> String) throws {
        guard type(i) == LUA_TTABLE else { throw Mismatch(message: "\(what()) expected, got \(valueTypeName(i))") }
        let n = rawLength(i)
        guard n == count else { throw Mismatch(message: "\(what()) expected, got a table of \(n) value\(n == 1 ? "" : "s")") }
    }

    /// Entry `k` of the table at `i`, a finite number.
    private func finiteEntry(_ i: Int32, _ k: Int, what: @autoclosure () -> String) throws -> Double {
        getIndex(i, k)
        defer { pop() }
        guard let x = number(-1), x.isFinite else { throw Mismatch(message: "\(what()) expected: entry \(k) is not a finite number") }
        return x
    }

    // MARK: Swift → Lua

    func push(_ v: Value) {
        switch v {
        case .number(let x): push(x)
        case .point(let p): push(p)
        case .size(let s):
            newTable(nrec: 2)
            push(s.width); setField(-2, "width")
            push(s.height); setField(-2, "height")
        case .rect(let r): push(r)
        case .color(let c): push(c.hexString)
        case .transform(let t):
            newTable(narr: 16)
            for (k, x) in t.rows.enumerated() { push(x); setIndex(-2, k + 1) }
        case .bool(let b): push(b)
        case .string(let s): if let s { push(s) } else { pushNil() }
        }
    }

    /// The value, or nil.
    func push(optional v: Value?) {
        if let v { push(v) } else { pushNil() }
    }

    func push(_ p: Point) {
        newTable(nrec: 2)
        push(p.x); setField(-2, "x")
        push(p.y); setField(-2, "y")
    }

    func push(_ r: Rect) {
        newTable(nrec: 4)
        push(r.origin.x); setField(-2, "x")
        push(r.origin.y); setField(-2, "y")
        push(r.size.width); setField(-2, "width")
        push(r.size.height); setField(-2, "height")
    }
}
