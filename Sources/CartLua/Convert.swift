import CLua
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

    func finiteNumber(_ i: Int32, _ what: String) throws -> Double {
        guard let x = number(i) else { throw Mismatch(message: "\(what) expected, got \(valueTypeName(i))") }
        guard x.isFinite else { throw Mismatch(message: "finite \(what) expected, got \(numberText(x))") }
        return x
    }

    func point(_ i: Int32) throws -> Point {
        let c = try fields(i, what: "point", named: ["x", "y"], short: ["x", "y"])
        return Point(x: c[0], y: c[1])
    }

    func size(_ i: Int32) throws -> Size {
        let c = try fields(i, what: "size", named: ["width", "height"], short: ["w", "h"])
        return Size(width: c[0], height: c[1])
    }

    func rect(_ i: Int32) throws -> Rect {
        let c = try fields(i, what: "rect", named: ["x", "y", "width", "height"], short: ["x", "y", "w", "h"])
        return Rect(x: c[0], y: c[1], width: c[2], height: c[3])
    }

    func color(_ i: Int32) throws -> Color {
        if let s = string(i) {
            guard let c = Color(hex: s) else {
                throw Mismatch(message: "colour expected as \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(s)\"")
            }
            return c
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

    /// Named fields (`{x=, y=}`) or the same count of array entries (`{x, y}`), all finite;
    /// `example` is the form errors show (default: the named one).
    func fields(_ i: Int32, what: String, named: [String], short: [String], example: String? = nil) throws -> [Double] {
        let example = example ?? "{" + named.map { "\($0)=" }.joined(separator: ", ") + "}"
        guard type(i) == LUA_TTABLE else { throw Mismatch(message: "\(what) expected \(example), got \(valueTypeName(i))") }
        let t = absIndex(i)
        var out: [Double] = []
        for (k, name) in named.enumerated() {
            var found = getField(t, name) != LUA_TNIL
            if !found && short[k] != name { pop(); found = getField(t, short[k]) != LUA_TNIL }
            if !found { pop(); found = getIndex(t, k + 1) != LUA_TNIL }
            defer { pop() }
            guard found else { throw Mismatch(message: "\(what) expected \(example), got a table without '\(name)'") }
            guard let x = number(-1) else {
                throw Mismatch(message: "\(what) field '\(name)' must be a number, got \(valueTypeName(-1))")
            }
            guard x.isFinite else { throw Mismatch(message: "\(what) field '\(name)' must be finite, got \(numberText(x))") }
            out.append(x)
        }
        return out
    }

    func numbers(_ i: Int32, count: Int, what: String) throws -> [Double] {
        guard type(i) == LUA_TTABLE else { throw Mismatch(message: "\(what) expected, got \(valueTypeName(i))") }
        let n = rawLength(i)
        guard n == count else { throw Mismatch(message: "\(what) expected, got a table of \(n) value\(n == 1 ? "" : "s")") }
        var out: [Double] = []
        for k in 1...count {
            getIndex(i, k)
            defer { pop() }
            guard let x = number(-1), x.isFinite else { throw Mismatch(message: "\(what) expected: entry \(k) is not a finite number") }
            out.append(x)
        }
        return out
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
