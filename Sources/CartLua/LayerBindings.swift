import CLua
import CartAnimation

/// `Layer{…}` and the Layer methods of CONTRACT.md.
extension LuaHost {
    func layerClass() -> ClassBinding {
        let c = ClassBinding(name: "Layer")
        c.describe = { "Layer(\(($0 as! Layer).displayName))" }
        c.property("name", get: { _, lua, o in
            if let n = (o as! Layer).name { lua.push(n) } else { lua.pushNil() }
        }, set: { _, lua, o, i throws in
            guard lua.isNoneOrNil(i) || lua.string(i) != nil else {
                throw Mismatch(message: "string expected, got \(lua.valueTypeName(i))")
            }
            (o as! Layer).name = lua.string(i)
        })
        c.value("bounds", Layer.self, kind: .rect, get: { .rect($0.bounds) }, set: { if case .rect(let r)? = $1 { $0.bounds = r } })
        c.value("anchorPoint", Layer.self, kind: .point, get: { .point($0.anchorPoint) },
                set: { if case .point(let p)? = $1 { $0.anchorPoint = p } })
        c.value("transform", Layer.self, kind: .transform, get: { .transform($0.transform) },
                set: { if case .transform(let t)? = $1 { $0.transform = t } })
        c.value("position", Layer.self, kind: .point, get: { .point($0.position) },
                set: { if case .point(let p)? = $1 { $0.position = p } })
        c.value("frame", Layer.self, kind: .rect, get: { .rect($0.frame) }, set: { if case .rect(let r)? = $1 { $0.frame = r } })
        c.number("opacity", Layer.self, get: { Double($0.opacity) }, set: { $0.opacity = Float($1) })
        c.bool("hidden", Layer.self, get: { $0.isHidden }, set: { $0.isHidden = $1 })
        c.value("backgroundColor", Layer.self, kind: .color, optional: true, get: { $0.backgroundColor.map(Value.color) },
                set: { l, v in if case .color(let col)? = v { l.backgroundColor = col } else { l.backgroundColor = nil } })
        c.number("cornerRadius", Layer.self, get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })
        c.bool("masksToBounds", Layer.self, get: { $0.masksToBounds }, set: { $0.masksToBounds = $1 })
        c.value("contents", Layer.self, kind: .string, optional: true, get: { .string($0.contents) },
                set: { l, v in if case .string(let s)? = v { l.contents = s } else { l.contents = nil } })
        c.number("zPosition", Layer.self, get: { $0.zPosition }, set: { $0.zPosition = $1 })
        c.number("beginTime", Layer.self, get: { $0.beginTime }, set: { $0.beginTime = $1 })
        c.number("speed", Layer.self, get: { Double($0.speed) }, set: { $0.speed = Float($1) })
        c.number("timeOffset", Layer.self, get: { $0.timeOffset }, set: { $0.timeOffset = $1 })
        c.property("superlayer", get: { host, lua, o in
            if let s = (o as! Layer).superlayer { host.pushObject(s, lua) } else { lua.pushNil() }
        })
        c.property("sublayers", get: { host, lua, o in
            let subs = (o as! Layer).sublayers
            lua.newTable(narr: Int32(subs.count))
            for (k, s) in subs.enumerated() { host.pushObject(s, lua); lua.setIndex(-2, k + 1) }
        })

        c.method("addSublayer") { host, lua, o throws in
            let child = try host.checkSublayer(lua, 2)
            do { try (o as! Layer).addSublayer(child) } catch { throw BindingError.argument(2, error.message) }
            return 0
        }
        c.method("insertSublayer") { host, lua, o throws in
            let child = try host.checkSublayer(lua, 2)
            let index = try lua.checkInteger(3)
            // Lua style: 1 is the back (0 and below clamp to the back, as past the end to the front).
            let i = index <= 1 ? 0 : Int(clamping: index - 1)
            do { try (o as! Layer).insertSublayer(child, at: i) } catch { throw BindingError.argument(2, error.message) }
            return 0
        }
        c.method("removeFromSuperlayer") { _, _, o throws in
            (o as! Layer).removeFromSuperlayer()
            return 0
        }
        c.method("addAnimation") { host, lua, o throws in
            let anim = try host.checkAnimation(lua, 2)
            let key = try lua.optString(3)
            do { try (o as! Layer).add(anim, forKey: key) } catch { throw BindingError.argument(2, error.message) }
            return 0
        }
        c.method("removeAnimation") { _, lua, o throws in
            (o as! Layer).removeAnimation(forKey: try lua.checkString(2))
            return 0
        }
        c.method("removeAllAnimations") { _, _, o throws in
            (o as! Layer).removeAllAnimations()
            return 0
        }
        c.method("animation") { host, lua, o throws in
            if let a = (o as! Layer).animation(forKey: try lua.checkString(2)) { host.pushObject(a, lua) } else { lua.pushNil() }
            return 1
        }
        c.method("animationKeys") { _, lua, o throws in
            let keys = (o as! Layer).animationKeys
            lua.newTable(narr: Int32(keys.count))
            for (k, key) in keys.enumerated() { lua.push(key); lua.setIndex(-2, k + 1) }
            return 1
        }
        c.method("convertPoint") { host, lua, o throws in
            try host.convert(lua, o as! Layer, toward: true)
        }
        c.method("convertPointFrom") { host, lua, o throws in
            try host.convert(lua, o as! Layer, toward: false)
        }
        c.method("setValue") { host, lua, o throws in
            let k = try host.checkKeyPath(lua, 2)
            do { (o as! Layer).setValue(try lua.value(3, kind: k.kind), forKeyPath: k) } catch {
                throw BindingError.argument(3, error.message)
            }
            return 0
        }
        c.method("value") { host, lua, o throws in
            lua.push((o as! Layer).value(forKeyPath: try host.checkKeyPath(lua, 2)))
            return 1
        }
        c.method("presentation") { host, lua, o throws in
            let l = o as! Layer
            host.pushPresentation(l.presentation(atAbsolute: host.runner.currentTime), lua)
            return 1
        }
        return c
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
    func checkSublayer(_ lua: Lua, _ i: Int32) throws -> Layer {
        let layer = try checkLayer(lua, i)
        guard layer !== scene.window else { throw BindingError.argument(i, "the window is the root layer: it cannot be a sublayer") }
        return layer
    }

    func checkKeyPath(_ lua: Lua, _ i: Int32) throws -> KeyPath {
        let s = try lua.checkString(i)
        guard let k = KeyPath(rawValue: s) else {
            var msg = "unknown key path '\(s)'"
            if let near = closest(to: s, in: KeyPath.allCases.map(\.rawValue)) { msg += "; did you mean '\(near)'?" }
            throw BindingError.argument(i, msg)
        }
        return k
    }

    /// The table `layer:presentation()` returns: the trace's values by name.
    func pushPresentation(_ s: LayerState, _ lua: Lua) {
        lua.newTable(nrec: 16)
        lua.push(s.position); lua.setField(-2, "position")
        lua.push(s.bounds); lua.setField(-2, "bounds")
        lua.push(s.anchorPoint); lua.setField(-2, "anchorPoint")
        lua.push(Layer.frame(of: s)); lua.setField(-2, "frame")
        lua.push(Double(s.opacity)); lua.setField(-2, "opacity")
        lua.push(s.hidden); lua.setField(-2, "hidden")
        lua.push(s.zPosition); lua.setField(-2, "zPosition")
        lua.push(s.cornerRadius); lua.setField(-2, "cornerRadius")
        if let c = s.backgroundColor { lua.push(c.hexString); lua.setField(-2, "backgroundColor") }
        if let c = s.contents { lua.push(c); lua.setField(-2, "contents") }
        lua.push(KeyPath.transformScale.read(s)); lua.setField(-2, "scale")
        lua.push(s.transform.scaleX); lua.setField(-2, "scaleX")
        lua.push(s.transform.scaleY); lua.setField(-2, "scaleY")
        lua.push(s.transform.rotationZ); lua.setField(-2, "rotation")
        lua.push(Point(x: s.transform.m41, y: s.transform.m42)); lua.setField(-2, "translation")
        lua.push(Value.transform(s.transform)); lua.setField(-2, "transform")
    }
}
