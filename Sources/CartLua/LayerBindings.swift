import CLua
import CartAnimation

/// `Layer{…}` and the Layer methods of CONTRACT.md.
extension LuaHost {
    static func layerClass() -> BoundClass<Layer> {
        let c = BoundClass<Layer>(name: "Layer")
        c.describe { "Layer(\($0.displayName))" }
        addLayerMembers(c)
        return c
    }

    /// Every member of a Layer, in a Layer's class or a subclass's (TextLayer).
    static func addLayerMembers(_ c: BoundClass<Layer>) {
        c.doc = "A CALayer. Setting a property changes the model value at once (no implicit animations); "
            + "`layer:presentation()` gives the values on screen now."
        c.constructorReads = ["name"]  // the layer is made with its name (traces number unnamed ones)
        c.property("name", type: "string?", doc: "The name in traces and messages (unnamed layers are layer1, layer2, …).",
                   get: { _, lua, o in
            if let n = o.name { lua.push(n) } else { lua.pushNil() }
        }, set: { host, lua, o, i throws in
            guard lua.isNoneOrNil(i) || lua.string(i) != nil else {
                throw Mismatch(message: "string expected, got \(lua.valueTypeName(i))")
            }
            o.name = lua.string(i)
            host.budget.chargeText(of: o)
        })
        addLayerValues(c)
        c.property("superlayer", type: "Layer?", doc: "The layer this one is a sublayer of.", get: { host, lua, o in
            if let s = o.superlayer { host.pushObject(s, lua) } else { lua.pushNil() }
        })
        c.property("sublayers", type: "Layer[]", doc: "The sublayers, back to front (a new table each time).",
                   get: { host, lua, o in
            let subs = o.sublayers
            host.budget.addWork(subs.count)
            lua.newTable(narr: Int32(subs.count))
            for (k, s) in subs.enumerated() { host.pushObject(s, lua); lua.setIndex(-2, k + 1) }
        })

        addTreeMethods(c)
        addAnimationMethods(c)
        addValueMethods(c)
    }

    /// The layer's own values: geometry, looks, and its own time (every one a key path too).
    private static func addLayerValues(_ c: BoundClass<Layer>) {
        c.value("bounds", kind: .rect, doc: "The layer's own rectangle, in its own coordinates.",
                get: { .rect($0.bounds) }, set: { if case .rect(let r)? = $1 { $0.bounds = r } })
        c.value("anchorPoint", kind: .point, doc: "The point of the bounds (0…1 each way) that sits at `position`.",
                get: { .point($0.anchorPoint) }, set: { if case .point(let p)? = $1 { $0.anchorPoint = p } })
        c.value("transform", kind: .transform, doc: "The CATransform3D, 16 numbers row by row (m11, m12, … m44).",
                get: { .transform($0.transform) }, set: { if case .transform(let t)? = $1 { $0.transform = t } })
        c.value("position", kind: .point, doc: "Where the anchor point is, in the superlayer's coordinates.",
                get: { .point($0.position) }, set: { if case .point(let p)? = $1 { $0.position = p } })
        c.value("frame", kind: .rect, doc: "The bounds as seen in the superlayer (derived from position, bounds, anchorPoint, transform).",
                get: { .rect($0.frame) }, set: { if case .rect(let r)? = $1 { $0.frame = r } })
        c.number("opacity", doc: "0 (transparent) … 1 (opaque).",
                 get: { Double($0.opacity) }, set: { $0.opacity = Float($1) })
        c.bool("hidden", doc: "Whether the layer is hidden.", get: { $0.isHidden }, set: { $0.isHidden = $1 })
        c.value("backgroundColor", kind: .color, optional: true,
                doc: "The background colour; reads as \"#rrggbbaa\", nil for none.",
                get: { $0.backgroundColor.map(Value.color) },
                set: { l, v in if case .color(let col)? = v { l.backgroundColor = col } else { l.backgroundColor = nil } })
        c.number("cornerRadius", doc: "The radius of the rounded corners, in points.",
                 get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })
        c.bool("masksToBounds", doc: "Whether sublayers are clipped to the bounds.",
               get: { $0.masksToBounds }, set: { $0.masksToBounds = $1 })
        c.value("contents", kind: .string, optional: true, doc: "The name of the image the layer shows.",
                get: { .string($0.contents) },
                set: { l, v in if case .string(let s)? = v { l.contents = s } else { l.contents = nil } })
        c.choice("contentsGravity", ContentsGravity.self,
                 doc: "How the contents image is placed in the bounds (CALayerContentsGravity; default resize). "
                    + "`top` is the top edge on screen; the image may overflow the bounds unless masksToBounds.",
                 get: { $0.contentsGravity }, set: { l, g in if let g { l.contentsGravity = g } })
        c.number("zPosition", doc: "The position on the z axis (drawing order among siblings).",
                 get: { $0.zPosition }, set: { $0.zPosition = $1 })
        c.number("beginTime", doc: "The layer's own time: when its local time starts, in the superlayer's time.",
                 get: { $0.beginTime }, set: { $0.beginTime = $1 })
        c.number("speed", doc: "The layer's own time: its rate relative to the superlayer (0 pauses).",
                 get: { Double($0.speed) }, set: { $0.speed = Float($1) })
        c.number("timeOffset", doc: "The layer's own time: an offset added to its local time.",
                 get: { $0.timeOffset }, set: { $0.timeOffset = $1 })
        // The layer's animations start and stop at other times.
        c.changesScene(["beginTime", "speed", "timeOffset"])
    }

    /// Moving the layer in the tree.
    private static func addTreeMethods(_ c: BoundClass<Layer>) {
        c.method("addSublayer", doc: "Adds `layer` in front of the other sublayers (moving it from its old superlayer).",
                 params: [LuaParam("layer", "Layer")]) { host, lua, o throws in
            let child = try host.checkSublayer(lua, 2)
            try host.checkTreeDepth(adding: child, to: o, arg: 2)
            do { try o.addSublayer(child) } catch { throw BindingError.argument(2, error.message) }
            host.budget.noteSceneChanges()
            return 0
        }
        c.method("insertSublayer", doc: "Inserts `layer` at `index` among the sublayers (1 is the back).",
                 params: [LuaParam("layer", "Layer"), LuaParam("index", "integer")]) { host, lua, o throws in
            let child = try host.checkSublayer(lua, 2)
            let index = try lua.checkInteger(3)
            try host.checkTreeDepth(adding: child, to: o, arg: 2)
            // Lua style: 1 is the back (0 and below clamp to the back, as past the end to the front).
            let i = index <= 1 ? 0 : Int(clamping: index - 1)
            do { try o.insertSublayer(child, at: i) } catch { throw BindingError.argument(2, error.message) }
            host.budget.noteSceneChanges()
            return 0
        }
        c.method("removeFromSuperlayer", doc: "Takes the layer out of its superlayer (its animations stop, not finished).") { host, _, o throws in
            o.removeFromSuperlayer()
            host.budget.noteSceneChanges()
            return 0
        }
    }

    /// `addAnimation` of a spec kept as plain values (`plainCopy`), charged as a copy would be.
    /// Handed over, not shared: the layer fills in the beginTime and durations in place (a shared
    /// copy was copied whole to be written, five nodes retained).
    private func attach(_ plain: consuming PlainAnimation, to layer: Layer, key: String?, _ lua: Lua) throws {
        if plain.nodes[0].kind == .group { budget.addWork(plain.nodes[0].childCount) }  // as checkGroupSize
        // Adding evaluates the layer's presentation (start values): every animation on it.
        try budget.spend(HostBudget.evaluationCost * layer.attachments.count)
        let bytes = HostBudget.size(of: plain)
        let att = layer.attach(plain: consume plain, forKey: key, origin: state.callerPosition(lua) ?? "")
        budget.setCharge(for: att, bytes: bytes, collectable: false)
        budget.noteSceneChanges(2)
    }

    /// Attaching, finding and removing animations.
    private static func addAnimationMethods(_ c: BoundClass<Layer>) {
        c.method("addAnimation", doc: "Attaches a copy of `anim` under `key` (replacing the animation under that key).",
                 params: [LuaParam("anim", "Animation"), LuaParam("key", "string?")]) { host, lua, o throws in
            // A spec's copy is kept as plain values (PlainSpec), or built straight from it
            // (AnimationSpec); an object is copied.
            let spec: ClassBinding?
            if case .spec(let c)? = host.registry.find(lua, 2, kinds: LuaHost.animationKinds) { spec = c } else { spec = nil }
            if let spec, let plain = host.plainCopy(ofSpec: 2, lua, spec) {
                try host.attach(plain, to: o, key: try lua.optString(3), lua)
                return 0
            }
            let anim = try spec.map { host.attachableCopy(ofSpec: 2, lua, $0) } ?? host.checkAnimation(lua, 2)
            let key = try lua.optString(3)
            if let g = anim as? AnimationGroup { try host.checkGroupSize(g, arg: 2) }
            // Adding evaluates the layer's presentation (start values): every animation on it.
            try host.budget.spend(HostBudget.evaluationCost * o.attachments.count)
            let copy: Animation
            // A warning names the script's line that added the animation (once per line and cause).
            do {
                copy = spec != nil ? try o.attach(anim, forKey: key, origin: host.state.callerPosition(lua) ?? "")
                    : try o.add(anim, forKey: key, origin: host.state.callerPosition(lua) ?? "")
            } catch { throw BindingError.argument(2, error.message) }
            // The attached copy is the script's until it reports its stop; the layer holds it,
            // not Lua, so it is no debt of Lua's collector.
            host.budget.setCharge(for: copy, bytes: HostBudget.size(of: copy), collectable: false)
            host.budget.noteSceneChanges(2)
            return 0
        }
        c.method("removeAnimation", doc: "Removes the animation under `key` (it stops, not finished).",
                 params: [LuaParam("key", "string")]) { host, lua, o throws in
            o.removeAnimation(forKey: try lua.checkString(2))
            host.budget.noteSceneChanges()
            return 0
        }
        c.method("removeAllAnimations", doc: "Removes every animation of the layer.") { host, _, o throws in
            host.budget.noteSceneChanges(o.attachments.count)
            o.removeAllAnimations()
            return 0
        }
        c.method("animation", doc: "The attached animation under `key` (the object delegates receive), or nil.",
                 params: [LuaParam("key", "string")], returns: [LuaParam("anim", "Animation?")]) { host, lua, o throws in
            let key = try lua.checkString(2)
            if let att = o.attachments.first(where: { $0.key == key }) { host.pushAttached(att, lua) } else { lua.pushNil() }
            return 1
        }
        c.method("animationKeys", doc: "The keys of the attached animations, in the order they apply.",
                 returns: [LuaParam("keys", "string[]")]) { host, lua, o throws in
            let keys = o.animationKeys
            try host.budget.spend(keys.count)
            lua.newTable(narr: Int32(keys.count))
            for (k, key) in keys.enumerated() { lua.push(key); lua.setIndex(-2, k + 1) }
            return 1
        }
    }

    /// Converting points, and the model and presentation values.
    private static func addValueMethods(_ c: BoundClass<Layer>) {
        c.method("convertPoint", doc: "`p` (in this layer's coordinates) in `layer`'s coordinates; nil: the root's.",
                 params: [LuaParam("p", "PointLike"), LuaParam("layer", "Layer?")],
                 returns: [LuaParam("point", "Point")]) { host, lua, o throws in
            try host.convert(lua, o, toward: true)
        }
        c.method("convertPointFrom", doc: "`p` (in `layer`'s coordinates; nil: the root's) in this layer's coordinates.",
                 params: [LuaParam("p", "PointLike"), LuaParam("layer", "Layer?")],
                 returns: [LuaParam("point", "Point")]) { host, lua, o throws in
            try host.convert(lua, o, toward: false)
        }
        c.method("setValue", doc: "Sets the model value at a key path (`\"transform.scale\"`, `\"position.x\"`, …).",
                 params: [LuaParam("keyPath", "KeyPath"), LuaParam("value", LuaTypes.keyPathValue)]) { host, lua, o throws in
            let k = try host.checkKeyPath(lua, 2)
            try host.checkKeyPath(k, on: o, arg: 2)
            do { o.setValue(try lua.value(3, keyPath: k), forKeyPath: k) } catch {
                throw BindingError.argument(3, error.message)
            }
            return 0
        }
        c.method("value", doc: "The model value at a key path.", params: [LuaParam("keyPath", "KeyPath")],
                 returns: [LuaParam("value", LuaTypes.keyPathValue)]) { host, lua, o throws in
            let k = try host.checkKeyPath(lua, 2)
            try host.checkKeyPath(k, on: o, arg: 2)
            lua.push(o.value(forKeyPath: k))
            return 1
        }
        c.method("presentation", doc: "The values on screen now (the model with the animations applied), as a new table.",
                 returns: [LuaParam("state", "Presentation")]) { host, lua, l throws in
            try host.budget.spend(HostBudget.evaluationCost * l.attachments.count)
            host.pushPresentation(l.presentation(atAbsolute: host.runner.currentTime), lua)
            return 1
        }
    }

    /// `convertPoint(p, toLayer)` / `convertPointFrom(p, fromLayer)`; nil layer: the root space.
    func convert(_ lua: Lua, _ layer: Layer, toward: Bool) throws -> Int32 {
        let p: Point
        do { p = try lua.point(2) } catch { throw BindingError.argument(2, error.message) }
        let other: Layer? = lua.isNoneOrNil(3) ? nil : try checkLayer(lua, 3)
        guard let q = toward ? layer.convert(p, to: other) : layer.convert(p, from: other) else {
            throw BindingError.message("cannot convert the point: a transform on the way is not invertible")
        }
        lua.push(q)
        return 1
    }

    /// A layer argument that may become a sublayer: any layer but the window (the root).
    /// Refuses a tree deeper than the limit (`ScriptLimits.treeDepth`): the levels above
    /// `parent` plus the levels of `child`'s own subtree. Iterative, and stops early: the walks of
    /// the tree elsewhere are recursive, and a chain of thousands of layers would overflow the stack.
    func checkTreeDepth(adding child: Layer, to parent: Layer, arg: Int32) throws {
        let limit = options.limits.treeDepth
        var above = 1, visited = 0
        defer { budget.addWork(visited) }
        func tooDeep() -> BindingError {
            .argument(arg, "layer tree too deep: over \(limit) levels (a sandbox limit)")
        }
        var p = parent
        while let s = p.superlayer {
            if s === child { return }  // a cycle: Layer.insertSublayer refuses it with its own message
            above += 1
            p = s
            if above >= limit { break }
        }
        // A layer with no sublayers (a coin, just made) is one level: no levels to gather.
        if child.sublayers.isEmpty {
            if above + 1 > limit { throw tooDeep() }
            return
        }
        var height = 1
        var level: [Layer] = [child]
        while !level.isEmpty {
            if above + height > limit { throw tooDeep() }
            level = level.flatMap(\.sublayers)
            visited += level.count
            if !level.isEmpty { height += 1 }
        }
    }

    func checkSublayer(_ lua: Lua, _ i: Int32) throws -> Layer {
        let layer = try checkLayer(lua, i)
        guard layer !== scene.window else { throw BindingError.argument(i, "the window is the root layer: it cannot be a sublayer") }
        return layer
    }

    func checkKeyPath(_ lua: Lua, _ i: Int32) throws -> KeyPath {
        if let k = keyPathNames.index(lua, i) { return LuaHost.keyPaths[k] }
        let s = try lua.checkString(i)
        guard let k = KeyPath(rawValue: s) else {
            var msg = "unknown key path '\(s)'"
            if let near = closest(to: s, in: KeyPath.allCases.map(\.rawValue)) { msg += "; did you mean '\(near)'?" }
            throw BindingError.argument(i, msg)
        }
        return k
    }

    /// Every key path, in the order of `keyPathNames`.
    static let keyPaths = KeyPath.allCases

    /// The table `layer:presentation()` returns: the trace's values by name (nil fields are
    /// left out).
    func pushPresentation(_ s: LayerState, _ lua: Lua) {
        let fields = LuaHost.presentationFields
        lua.newTable(nrec: Int32(fields.count))
        for f in fields where f.push(s, lua) { lua.setField(-2, f.field.name) }
    }

    /// One field of `layer:presentation()`: its name, type and doc, and how it is pushed (false:
    /// nothing pushed, the field is nil).
    struct PresentationField: Sendable {
        let field: LuaParam
        let push: @Sendable (LayerState, Lua) -> Bool
    }

    /// The fields of `layer:presentation()`, the one list its table and its annotations come from
    /// (made once, not at every call).
    static let presentationFields: [PresentationField] = {
        func f(_ name: String, _ type: String, _ doc: String, _ push: @escaping @Sendable (LayerState, Lua) -> Bool) -> PresentationField {
            PresentationField(field: LuaParam(name, type, doc), push: push)
        }
        return [
            f("position", "Point", "Where the anchor point is, in the superlayer's coordinates.") { $1.push($0.position); return true },
            f("bounds", "Rect", "The layer's own rectangle.") { $1.push($0.bounds); return true },
            f("anchorPoint", "Point", "The anchor point (0…1 each way).") { $1.push($0.anchorPoint); return true },
            f("frame", "Rect", "The bounds as seen in the superlayer.") { $1.push(Layer.frame(of: $0)); return true },
            f("opacity", "number", "0 … 1.") { $1.push(Double($0.opacity)); return true },
            f("hidden", "boolean", "Whether the layer is hidden.") { $1.push($0.hidden); return true },
            f("zPosition", "number", "The position on the z axis.") { $1.push($0.zPosition); return true },
            f("cornerRadius", "number", "The corner radius.") { $1.push($0.cornerRadius); return true },
            f("backgroundColor", "string?", "\"#rrggbbaa\", nil for none.") { s, lua in
                guard let c = s.backgroundColor else { return false }
                lua.push(c.hexString)
                return true
            },
            f("contents", "string?", "The image name, nil for none.") { s, lua in
                guard let c = s.contents else { return false }
                lua.push(c)
                return true
            },
            f("scale", "number", "The transform's scale as `value(\"transform.scale\")` reads it.") {
                $1.push(KeyPath.transformScale.read($0)); return true
            },
            f("scaleX", "number", "The transform's x scale.") { $1.push($0.transform.scaleX); return true },
            f("scaleY", "number", "The transform's y scale.") { $1.push($0.transform.scaleY); return true },
            f("rotation", "number", "The rotation about z, in radians.") { $1.push($0.transform.rotationZ); return true },
            f("translation", "Point", "The transform's x and y translation.") {
                $1.push(Point(x: $0.transform.m41, y: $0.transform.m42)); return true
            },
            f("transform", "number[]", "The whole transform, 16 numbers row by row.") { $1.push(Value.transform($0.transform)); return true },
            // A TextLayer's animatable text properties and its string (nil on other layers).
            f("string", "string?", "A TextLayer's text, nil for none or another layer.") { s, lua in
                guard let t = s.text?.string else { return false }
                lua.push(t)
                return true
            },
            f("fontSize", "number?", "A TextLayer's font size, nil for another layer.") { s, lua in
                guard let t = s.text else { return false }
                lua.push(t.fontSize)
                return true
            },
            f("foregroundColor", "string?", "A TextLayer's text colour \"#rrggbbaa\", nil for none or another layer.") { s, lua in
                guard let c = s.text?.foregroundColor else { return false }
                lua.push(c.hexString)
                return true
            },
        ]
    }()
}
