import Testing
@testable import CartAnimation

/// gnustep-quartzcore-apple-checked.json (GNUstep QuartzCore tests run against Apple's
/// QuartzCore) against timing functions (§7), layer geometry (§9) and CATransform3D (§0, §5.3).
@Suite("GNUstep QuartzCore vectors (Apple-checked)")
struct GNUstepVectorTests {
    /// Why an entry cannot be checked, or nil. The core has no CATransaction: layers behave like
    /// UIView backing layers, with no implicit animations (§6), so `disableActions`, nested
    /// transactions and the kCATransaction* keys have nothing to act on. Only the default
    /// animationDuration exists, as `MediaTiming.defaultDuration`.
    static func notApplicable(_ e: VectorEntry) -> String? {
        switch e.title {
        case "transactionDefaults":
            return e.input["query"]?.string == "CATransaction.animationDuration with no transaction begun"
                ? nil : "no CATransaction.disableActions in the core (no implicit animations)"
        case "transactionNesting": return "no CATransaction nesting in the core"
        case "transactionKeys": return "no kCATransaction* keys in the core"
        case let t where handled.contains(t) || t.hasPrefix("convert/"): return nil
        default: return "no test handles this entry"  // fails the coverage counts
        }
    }

    static let handled: Set = [
        "namedTimingFunctionControlPoints", "customTimingFunctionControlPoints", "solveForInput_x0.67",
        "layerDefaults", "frameGetter", "frameSetter", "affineTransformGetter", "CATransform3D",
    ]

    static func entries(_ include: @escaping (String) -> Bool) throws -> [VectorEntry] {
        try VectorFixtures.applicable(VectorFixtures.gnustep, notApplicable) { include($0.title) }
    }

    // MARK: Timing functions

    @Test("getControlPointAtIndex", arguments: try entries { $0.hasSuffix("TimingFunctionControlPoints") })
    func controlPoints(_ e: VectorEntry) throws {
        let f: TimingFunction
        if let name = e.input["name"]?.string {
            f = TimingFunction(name: try #require(TimingFunction.Name(rawValue: name)))
        } else {
            let p = try #require(e.input["functionWithControlPoints"]?.numbers)
            f = TimingFunction(controlPoints: Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
        }
        var expected = try #require(e.expected.object)
        if e.input["name"] != nil {  // per the entry's note: index 0 = (0,0), 3 = (1,1)
            expected["c0"] = .array([.number(0), .number(0)])
            expected["c3"] = .array([.number(1), .number(1)])
        }
        for (key, value) in expected {
            let i = try #require(Int(key.dropFirst()))
            let xy = try #require(value.numbers)
            let p = try #require(f.controlPoint(at: i))
            expectClose(p.x, xy[0], e.tolerance, "\(key).x")
            expectClose(p.y, xy[1], e.tolerance, "\(key).y")
        }
    }

    @Test("-_solveForInput: at 0.67", arguments: try entries { $0 == "solveForInput_x0.67" })
    func solveForInput(_ e: VectorEntry) throws {
        let p = try #require(e.input["controlPoints"]?.numbers)
        let name = try #require(e.input["function"]?.string)
        // Named functions through functionWithName:, the custom one through its control points.
        let f = TimingFunction.Name(rawValue: name).map { TimingFunction(name: $0) }
            ?? TimingFunction(controlPoints: Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
        let x = try #require(e.input["x"]?.number)
        expectClose(f.evaluate(x), try #require(e.expected.number), e.tolerance, "\(name)(\(x))")
    }

    @Test("CATransaction.animationDuration default", arguments: try entries { $0 == "transactionDefaults" })
    func transactionDefaults(_ e: VectorEntry) throws {
        expectClose(MediaTiming.defaultDuration, try #require(e.expected.number), e.tolerance, "animationDuration")
    }

    // MARK: Layer geometry

    @Test("layer defaults", arguments: try entries { $0 == "layerDefaults" })
    func layerDefaults(_ e: VectorEntry) throws {
        let layer = Scene().makeLayer()
        let tol = e.tolerance
        for (key, value) in try #require(e.expected.object) {
            switch key {
            case "bounds": try Self.expectRect(layer.bounds, value, tol, key)
            case "position": try Self.expectPoint(layer.position, value, tol, key)
            case "anchorPoint": try Self.expectPoint(layer.anchorPoint, value, tol, key)
            case "zPosition": expectClose(layer.zPosition, try #require(value.number), tol, key)
            case "hidden": #expect(JSONValue.bool(layer.isHidden) == value, "hidden")
            case "transform": try Self.expectRows(layer.transform, Self.identityRows, tol, key, value)
            case "sublayerTransform": try Self.expectRows(layer.sublayerTransform, Self.identityRows, tol, key, value)
            // The core has no anchorPointZ ([ASSUME GEOM-3D]: z is out of scope); 0 is implied.
            case "anchorPointZ": #expect(value.number == 0)
            default: Issue.record("unhandled field \(key)")
            }
        }
    }

    @Test("frame getter", arguments: try entries { $0 == "frameGetter" })
    func frameGetter(_ e: VectorEntry) throws {
        let layer = try Self.layer(Scene(), e.input)
        try Self.expectRect(layer.frame, e.expected, e.tolerance, "frame")
    }

    @Test("frame setter", arguments: try entries { $0 == "frameSetter" })
    func frameSetter(_ e: VectorEntry) throws {
        let layer = try Self.layer(Scene(), e.input)
        layer.frame = try Self.rect(try #require(e.input["setFrame"]))
        for (key, value) in try #require(e.expected.object) {
            switch key {
            case "bounds": try Self.expectRect(layer.bounds, value, e.tolerance, key)
            case "position": try Self.expectPoint(layer.position, value, e.tolerance, key)
            case "frame": try Self.expectRect(layer.frame, value, e.tolerance, key)
            default: Issue.record("unhandled field \(key)")
            }
        }
    }

    /// `input.setup` names the layers: "child", "s1", "s2", "d" go into "parent"; "g2 (in g1)"
    /// into g1; the others are roots. `input.call` is `a.convertPoint((x,y), to: b)`,
    /// `… from: b` or `a.convertRect((x,y,w,h), to: b)`.
    @Test("convertPoint / convertRect", arguments: try entries { $0.hasPrefix("convert/") })
    func convert(_ e: VectorEntry) throws {
        let setup = try #require(e.input["setup"]?.object)
        let scene = Scene()
        var layers: [String: Layer] = [:], parentOf: [String: String] = [:]
        for (key, spec) in setup where spec.object != nil {
            var name = key
            if let r = key.range(of: " (in ") {
                name = String(key[..<r.lowerBound])
                parentOf[name] = String(key[r.upperBound...].dropLast())
            } else if key != "parent" && setup["parent"] != nil {
                parentOf[name] = "parent"
            }
            layers[name] = try Self.layer(scene, spec)
        }
        for (child, parent) in parentOf.sorted(by: { $0.key < $1.key }) {
            try #require(layers[parent]).addSublayer(try #require(layers[child]))
        }
        switch setup["action"]?.string {
        case nil: break
        case "d added then removeFromSuperlayer": try #require(layers["d"]).removeFromSuperlayer()
        case let other?: Issue.record("unknown action \(other)")
        }

        let call = try #require(e.input["call"]?.string)
        let c = try #require(ConvertCall(call), "cannot parse \(call)")
        let a = try #require(layers[c.receiver]), b = try #require(layers[c.other])
        let n = c.numbers
        if c.isRect {
            try #require(c.toward && n.count == 4)
            let r = a.convert(Rect(x: n[0], y: n[1], width: n[2], height: n[3]), to: b)
            try Self.expectRect(try #require(r), e.expected, e.tolerance, call)
        } else {
            try #require(n.count == 2)
            let p = Point(x: n[0], y: n[1])
            let q = c.toward ? a.convert(p, to: b) : a.convert(p, from: b)
            try Self.expectPoint(try #require(q), e.expected, e.tolerance, call)
        }
    }

    @Test("affineTransform getter", arguments: try entries { $0 == "affineTransformGetter" })
    func affineTransformGetter(_ e: VectorEntry) throws {
        let layer = Scene().makeLayer()
        layer.transform = try Self.transform(try #require(e.input["layer.transform"]?.string))
        let expected = try #require(e.expected["a_b_c_d_tx_ty"]?.numbers)
        let got = layer.transform.affineComponents
        try #require(got.count == 6 && expected.count == 6)
        for (i, label) in ["a", "b", "c", "d", "tx", "ty"].enumerated() {
            expectClose(got[i], expected[i], e.tolerance, label)
        }
    }

    @Test("CATransform3D functions", arguments: try entries { $0 == "CATransform3D" })
    func transform3D(_ e: VectorEntry) throws {
        let expr = try #require(e.input["expr"]?.string)
        let expected = try #require(e.expected["m11..m44_row_major"]?.numbers)
        let t = try Self.transform3D(expr)
        try Self.expectRows(try #require(t, "\(expr) is nil"), expected, e.tolerance, expr, nil)
    }

    // MARK: Building inputs

    static let identityRows: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// The exact transform strings used as layer inputs in the file.
    static func transform(_ s: String) throws -> Transform {
        switch s {
        case "identity": return .identity
        case "scale(2,4,1)": return .scale(2, 4, 1)
        case "scale(2,2,1)": return .scale(2, 2, 1)
        case "scale(2,3,1)": return .scale(2, 3, 1)
        case "scale(2,3,4)": return .scale(2, 3, 4)
        case "translate(10,20,0)": return .translation(10, 20, 0)
        case "translate(5,6,0)": return .translation(5, 6, 0)
        case "translate(3,4,0)": return .translation(3, 4, 0)
        case "translate(0,0,5)": return .translation(0, 0, 5)
        case "rotate(pi/4, z)": return .rotation(.pi / 4, 0, 0, 1)
        case "rotate(pi/2, x)": return .rotation(.pi / 2, 1, 0, 0)
        case "perspective m34=-1/500":
            var t = Transform.identity
            t.m34 = -1.0 / 500
            return t
        default: throw VectorFixtures.LoadError(description: "unknown transform \(s)")
        }
    }

    /// The exact CATransform3D expressions in the file.
    static func transform3D(_ s: String) throws -> Transform? {
        switch s {
        case "MakeTranslation(2,3,4)": return .translation(2, 3, 4)
        case "MakeScale(2,3,4)": return .scale(2, 3, 4)
        case "MakeRotation(pi/2,0,0,1)": return .rotation(.pi / 2, 0, 0, 1)
        case "MakeRotation(pi/2,1,0,0)": return .rotation(.pi / 2, 1, 0, 0)
        case "Concat(MakeTranslation(10,0,0), MakeScale(2,2,2))": return .concat(.translation(10, 0, 0), .scale(2, 2, 2))
        case "Concat(MakeScale(2,2,2), MakeTranslation(10,0,0))": return .concat(.scale(2, 2, 2), .translation(10, 0, 0))
        case "Translate(MakeScale(2,2,2),10,0,0)": return Transform.scale(2, 2, 2).translated(10, 0, 0)
        case "Scale(MakeTranslation(10,0,0),2,2,2)": return Transform.translation(10, 0, 0).scaled(2, 2, 2)
        case "Invert(MakeScale(2,2,2))": return Transform.scale(2, 2, 2).inverted
        default: throw VectorFixtures.LoadError(description: "unknown expression \(s)")
        }
    }

    /// A layer with the given bounds, position, anchorPoint, transform and sublayerTransform.
    static func layer(_ scene: Scene, _ spec: JSONValue) throws -> Layer {
        let l = scene.makeLayer()
        if let v = spec["bounds"] { l.bounds = try rect(v) }
        if let v = spec["position"] { l.position = try point(v) }
        if let v = spec["anchorPoint"] { l.anchorPoint = try point(v) }
        if let v = spec["transform"]?.string { l.transform = try transform(v) }
        if let v = spec["sublayerTransform"]?.string { l.sublayerTransform = try transform(v) }
        return l
    }

    static func point(_ v: JSONValue) throws -> Point {
        let n = try #require(v.numbers)
        try #require(n.count == 2)
        return Point(x: n[0], y: n[1])
    }

    static func rect(_ v: JSONValue) throws -> Rect {
        Rect(x: try #require(v["x"]?.number), y: try #require(v["y"]?.number),
             width: try #require(v["w"]?.number), height: try #require(v["h"]?.number))
    }

    // MARK: Comparing

    static func expectPoint(_ p: Point, _ v: JSONValue, _ tol: Double, _ what: String) throws {
        let e = try point(v)
        expectClose(p.x, e.x, tol, "\(what).x")
        expectClose(p.y, e.y, tol, "\(what).y")
    }

    static func expectRect(_ r: Rect, _ v: JSONValue, _ tol: Double, _ what: String) throws {
        let e = try rect(v)
        expectClose(r.origin.x, e.origin.x, tol, "\(what).x")
        expectClose(r.origin.y, e.origin.y, tol, "\(what).y")
        expectClose(r.size.width, e.size.width, tol, "\(what).w")
        expectClose(r.size.height, e.size.height, tol, "\(what).h")
    }

    /// Compares the sixteen entries; `named` (if given) must be the string "identity".
    static func expectRows(_ t: Transform, _ rows: [Double], _ tol: Double, _ what: String, _ named: JSONValue?) throws {
        if let named { try #require(named == .string("identity")) }
        try #require(rows.count == 16)
        for (i, (got, want)) in zip(t.rows, rows).enumerated() {
            expectClose(got, want, tol, "\(what) m\(i / 4 + 1)\(i % 4 + 1)")
        }
    }
}

/// `a.convertPoint((x,y), to: b)`, `a.convertPoint((x,y), from: b)`, `a.convertRect((x,y,w,h), to: b)`.
struct ConvertCall {
    let receiver: String, other: String
    let isRect: Bool, toward: Bool
    let numbers: [Double]

    init?(_ s: String) {
        guard let dot = s.firstIndex(of: "."), let open = s.range(of: "(("),
              let close = s.range(of: "), "), s.hasSuffix(")") else { return nil }
        receiver = String(s[..<dot])
        switch s[s.index(after: dot)..<open.lowerBound] {
        case "convertPoint": isRect = false
        case "convertRect": isRect = true
        default: return nil
        }
        let nums = s[open.upperBound..<close.lowerBound].split(separator: ",").map { Double($0) }
        guard !nums.contains(nil) else { return nil }
        numbers = nums.compactMap { $0 }
        let rest = s[close.upperBound...].dropLast()  // "to: b" or "from: b"
        if rest.hasPrefix("to: ") { toward = true; other = String(rest.dropFirst(4)) }
        else if rest.hasPrefix("from: ") { toward = false; other = String(rest.dropFirst(6)) }
        else { return nil }
    }
}
