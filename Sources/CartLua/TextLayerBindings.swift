import CLua
import CartAnimation

/// `TextLayer{…}` (CATextLayer): every Layer option and method, plus CATextLayer's own text
/// properties under its Swift names.
extension LuaHost {
    static func textLayerClass() -> BoundClass<TextLayer> {
        let c = BoundClass<TextLayer>(name: "TextLayer")
        addLayerMembers(c.members(as: Layer.self))
        c.describe { "TextLayer(\($0.displayName))" }
        c.parent = "Layer"
        c.doc = "A CATextLayer: a Layer that draws `string` from the top of its bounds (Apple: \"The first line is "
            + "aligned to the top of the layer\"). `fontSize` and `foregroundColor` are animatable."
        c.value("string", kind: .string, optional: true, doc: "The text drawn (nil: none).",
                get: { .string($0.string) },
                set: { l, v in if case .string(let s)? = v { l.string = s } else { l.string = nil } })
        c.property("font", type: "string", doc: "The font's family name (default \"Helvetica\"; pictures fall back to the "
                   + "system's sans-serif when it is not installed).", get: { _, lua, o in
            lua.push(o.font)
        }, set: { host, lua, o, i throws in
            guard lua.type(i) == LUA_TSTRING, let s = lua.string(i) else {
                throw Mismatch(message: "font family name (string) expected, got \(lua.valueTypeName(i))")
            }
            guard !s.isEmpty else { throw Mismatch(message: "font family name expected, got an empty string") }
            o.font = s
            host.budget.chargeText(of: o)
        })
        c.number("fontSize", nonNegative: true, doc: "Points (default 36). Animatable.",
                 get: { $0.fontSize }, set: { $0.fontSize = $1 })
        c.value("foregroundColor", kind: .color, optional: true,
                doc: "The text's colour (default opaque white; nil: the text is not drawn). Animatable.",
                get: { $0.foregroundColor.map(Value.color) },
                set: { l, v in if case .color(let col)? = v { l.foregroundColor = col } else { l.foregroundColor = nil } })
        c.choice("alignmentMode", TextAlignmentMode.self,
                 doc: "How lines sit between the edges (default \"natural\": left for left-to-right text).",
                 get: { $0.alignmentMode }, set: { l, m in l.alignmentMode = m ?? .natural })
        c.bool("isWrapped", doc: "Whether lines break at the bounds' width (default false: one line).",
               get: { $0.isWrapped }, set: { $0.isWrapped = $1 })
        c.choice("truncationMode", TextTruncationMode.self,
                 doc: "Where an ellipsis replaces text that does not fit (default \"none\": it is cut at the bounds).",
                 get: { $0.truncationMode }, set: { l, m in l.truncationMode = m ?? .none })
        c.property("contentsScale", type: "number", doc: "Backing pixels per point (default 1; the seeds set screen.scale).",
                   get: { _, lua, o in lua.push(o.contentsScale) }, set: { _, lua, o, i throws in
            guard let x = lua.number(i) else { throw Mismatch(message: "number expected, got \(lua.valueTypeName(i))") }
            guard x.isFinite, x > 0 else { throw Mismatch(message: "positive number expected, got \(numberText(x))") }
            o.contentsScale = x
        })
        return c
    }

    /// A key path `setValue`/`value` may use on `layer`: CATextLayer's own paths need a text layer.
    func checkKeyPath(_ k: KeyPath, on layer: Layer, arg: Int32) throws {
        guard k.isTextProperty, !(layer is TextLayer) else { return }
        throw BindingError.argument(arg, "'\(k.rawValue)' is a TextLayer key path; \(layer.displayName) is a Layer")
    }
}
