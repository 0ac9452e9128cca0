import CLua
import CartAnimation

/// `KeyframeAnimation{…}`: values, keyTimes, timingFunctions, path, calculationMode,
/// rotationMode and the cubic spline parameters.
extension LuaHost {
    static func keyframeAnimationClass() -> BoundClass<KeyframeAnimation> {
        let c = BoundClass<KeyframeAnimation>(name: "KeyframeAnimation")
        // How its constructor makes the object, at once or later from a spec (AnimationSpec).
        c.makeAnimation = { KeyframeAnimation(keyPath: $0!) }
        addPropertyAnimationMembers(c.members(as: PropertyAnimation.self))
        c.describe { "KeyframeAnimation(\($0.keyPath.rawValue))" }
        c.doc = "A CAKeyframeAnimation: a key path through a list of values, or a point along a path."
        c.property("values", type: LuaTypes.keyPathValue + "[]?", doc: "The keyframe values, of the key path's kind (ignored beside a path).",
                   get: { host, lua, o in
            guard let vs = o.values else { lua.pushNil(); return }
            host.budget.addWork(vs.count)
            lua.newTable(narr: Int32(vs.count))
            for (k, v) in vs.enumerated() { lua.push(v); lua.setIndex(-2, k + 1) }
        }, set: { host, lua, a, i throws in
            defer { host.budget.chargeValues(of: a) }
            if lua.isNoneOrNil(i) { a.values = nil; return }
            guard lua.type(i) == LUA_TTABLE else { throw Mismatch(message: "table of values expected, got \(lua.valueTypeName(i))") }
            var vs: [Value] = []
            let t = lua.absIndex(i)
            try host.budget.spend(lua.rawLength(t))
            for k in 0..<lua.rawLength(t) {
                lua.getIndex(t, k + 1)
                defer { lua.pop() }
                do { vs.append(try lua.value(lua.top, keyPath: a.keyPath)) } catch {
                    throw Mismatch(message: "values[\(k + 1)]: \(error.message)")
                }
            }
            a.values = vs
        })
        addSplineArrays(c)
        addTimingAndPath(c)
        return c
    }

    /// keyTimes and the cubic spline parameters: arrays of numbers, one per keyframe.
    private static func addSplineArrays(_ c: BoundClass<KeyframeAnimation>) {
        for (name, path, doc) in [
            ("keyTimes", \KeyframeAnimation.keyTimes, "When each value is reached, fractions 0…1 of the duration, one per value."),
            ("tensionValues", \.tensionValues, "Cubic modes: the tension at each keyframe (Kochanek–Bartels)."),
            ("continuityValues", \.continuityValues, "Cubic modes: the continuity at each keyframe."),
            ("biasValues", \.biasValues, "Cubic modes: the bias at each keyframe."),
        ] {
            c.property(name, type: "number[]?", doc: doc, get: { _, lua, o in
                guard let xs = o[keyPath: path] else { lua.pushNil(); return }
                lua.newTable(narr: Int32(xs.count))
                for (k, x) in xs.enumerated() { lua.push(x); lua.setIndex(-2, k + 1) }
            }, set: { host, lua, a, i throws in
                defer { host.budget.chargeValues(of: a) }
                if lua.isNoneOrNil(i) { a[keyPath: path] = nil; return }
                if lua.type(i) == LUA_TTABLE { try host.budget.spend(lua.rawLength(i)) }
                do { a[keyPath: path] = try lua.checkNumberArray(i) } catch let e as BindingError { throw Mismatch(e) } catch { throw Mismatch(message: error.message) }
            })
        }
    }

    /// timingFunctions, path, calculationMode and rotationMode: how the keyframes are joined.
    private static func addTimingAndPath(_ c: BoundClass<KeyframeAnimation>) {
        c.property("timingFunctions", type: "TimingFunction[]?", input: "TimingFunctionLike[]?",
                   doc: "One timing function per segment between two keyframes.", get: { host, lua, o in
            guard let fs = o.timingFunctions else { lua.pushNil(); return }
            lua.newTable(narr: Int32(fs.count))
            for (k, f) in fs.enumerated() { host.pushObject(TimingFunctionBox(f), lua); lua.setIndex(-2, k + 1) }
        }, set: { host, lua, a, i throws in
            defer { host.budget.chargeValues(of: a) }
            if lua.isNoneOrNil(i) { a.timingFunctions = nil; return }
            guard lua.type(i) == LUA_TTABLE else { throw Mismatch(message: "table of timing functions expected, got \(lua.valueTypeName(i))") }
            let t = lua.absIndex(i)
            try host.budget.spend(lua.rawLength(t))
            var fs: [TimingFunction] = []
            for k in 0..<lua.rawLength(t) {
                lua.getIndex(t, k + 1)
                defer { lua.pop() }
                do { fs.append(try host.timingFunction(lua, lua.top)) } catch {
                    throw Mismatch(message: "timingFunctions[\(k + 1)]: \(error.message)")
                }
            }
            a.timingFunctions = fs
        })
        c.property("path", type: "Path?", doc: "A path for a point key path (`position`) to follow; wins over values.", get: { host, lua, o in
            guard let p = o.path else { lua.pushNil(); return }
            let box = PathBox()
            box.path = p
            host.pushObject(box, lua)
        }, set: { host, lua, a, i throws in
            defer { host.budget.chargeValues(of: a) }
            if lua.isNoneOrNil(i) { a.path = nil; return }
            guard let box = host.object(lua, i, kinds: LuaHost.pathKinds) as? PathBox else {
                throw Mismatch(message: "Path expected, got \(lua.valueTypeName(i))")
            }
            guard a.keyPath.kind == .point else { throw Mismatch(message: AnimationError.pathNeedsPoint(a.keyPath).description) }
            a.path = box.path
        }, fast: .path { o, p in (o as? KeyframeAnimation)?.path = p })
        c.choice("calculationMode", KeyframeAnimation.CalculationMode.self,
                 doc: "How the keyframes are joined: linear, discrete, paced (even speed), cubic, cubicPaced.",
                 get: { $0.calculationMode }, set: { $0.calculationMode = $1 ?? .linear })
        c.choice("rotationMode", KeyframeAnimation.RotationMode.self, optional: true,
                 doc: "Along a path: turn the layer to the path's direction (auto), or opposite to it (autoReverse).",
                 get: { $0.rotationMode }, set: { $0.rotationMode = $1 })
    }
}
