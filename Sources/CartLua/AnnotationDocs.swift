/// What editors are told about a global of the script environment: a value, a function, or a
/// table of functions (`expect`). The classes' docs live on their `ClassBinding`s; the globals'
/// next to where they are installed (`constructorDocs`, `clockDocs`) or, for the globals
/// Environment.swift and the prelude make, in `environmentDocs`. AnnotationTests hold these
/// lists to the globals a script really sees.
struct GlobalDoc {
    enum Kind {
        /// A value of a type (`screen`, `window`).
        case value(type: String)
        /// A function.
        case function(FunctionDoc)
        /// A table of functions called with a dot (`expect.near(…)`), typed as class `type`.
        case library(type: String, functions: [FunctionDoc])
    }

    let name: String
    let doc: String
    let kind: Kind
    /// Annotated only when the environment defines the global (one another part of cartlua adds:
    /// the docs can be written before it lands, and never describe what is not there).
    var ifInstalled = false

    static func value(_ name: String, _ doc: String, type: String) -> GlobalDoc {
        GlobalDoc(name: name, doc: doc, kind: .value(type: type))
    }

    static func function(_ name: String, _ doc: String, params: [LuaParam] = [], returns: [LuaParam] = [],
                         overloads: [String] = [], generic: String? = nil) -> GlobalDoc {
        GlobalDoc(name: name, doc: doc, kind: .function(FunctionDoc(name: name, doc: doc, params: params, returns: returns,
                                                                     overloads: overloads, generic: generic)))
    }
}

/// A function's signature and doc. A parameter named `...` is the variable arguments.
struct FunctionDoc {
    var name: String
    var doc: String
    var params: [LuaParam] = []
    var returns: [LuaParam] = []
    /// Other ways to call it, as LuaLS `fun(…): …` types.
    var overloads: [String] = []
    /// A LuaLS generic (`T: number|string|boolean`).
    var generic: String?
}

/// A table shape for editors (a value type, the presentation table, the delegate).
struct ClassDoc {
    var name: String
    var doc: String
    var fields: [LuaParam]
}

extension LuaHost {
    /// The values Environment.swift defines.
    static var environmentValueDocs: [GlobalDoc] {
        [
            .value("screen", "The screen: 375 × 812 points at scale 3 unless `--screen WxH` says otherwise.", type: "Screen"),
            .value("window", "The root layer (the key window's layer): bounds = the screen, named \"window\".", type: "Layer"),
        ]
    }

    /// The functions the prelude defines (Prelude/prelude.lua, Prelude/expect.lua): `print`, `log`
    /// and `expect`, the regression checks (CONTRACT.md "Expectations").
    static var preludeDocs: [GlobalDoc] {
        var expect = GlobalDoc(name: "expect", doc: "Checks for regression scripts (`cartlua test`): a failed check is reported with its line and the run goes on.",
                               kind: .library(type: "Expect", functions: [
            FunctionDoc(name: "near", doc: "`actual` is within `tolerance` of `expected` (numbers, or points, sizes, rects component-wise).",
                        params: [LuaParam("actual", "any"), LuaParam("expected", "any"), LuaParam("tolerance", "number"),
                                 LuaParam("message", "string?")]),
            FunctionDoc(name: "equal", doc: "`actual` equals `expected` exactly (deep for tables).",
                        params: [LuaParam("actual", "any"), LuaParam("expected", "any"), LuaParam("message", "string?")]),
            FunctionDoc(name: "truthy", doc: "`value` is neither nil nor false.",
                        params: [LuaParam("value", "any"), LuaParam("message", "string?")]),
            FunctionDoc(name: "falsy", doc: "`value` is nil or false.",
                        params: [LuaParam("value", "any"), LuaParam("message", "string?")]),
            FunctionDoc(name: "at", doc: "Runs `fn` at virtual time `t`, after that instant's events, to make checks then.",
                        params: [LuaParam("t", "number"), LuaParam("fn", "fun()")]),
            FunctionDoc(name: "layer", doc: "The first layer of the window's tree with this trace name (\"coin3\", \"layer2\"), or nil.",
                        params: [LuaParam("name", "string")], returns: [LuaParam("layer", "Layer?")]),
            FunctionDoc(name: "event", doc: "An event like this happens by the end of the run (at `at` ± `within` when given; `count` times when given).",
                        params: [LuaParam("event", "ExpectedEvent")]),
            FunctionDoc(name: "order", doc: "Events like these happen in this order (entries without `count` and `message`).",
                        params: [LuaParam("events", "ExpectedEvent[]"), LuaParam("message", "string?")]),
            FunctionDoc(name: "within", doc: "A layer's position (or frame), or `subject()`, stays inside `rect` from `options.from` (now) to `options.to`.",
                        params: [LuaParam("subject", "Layer|string|fun(): any"), LuaParam("rect", "Rect"),
                                 LuaParam("options", "WithinOptions"), LuaParam("message", "string?")]),
        ]))
        expect.ifInstalled = true
        return [
            .function("print", "A log line in the trace at the current virtual time (the values joined by tabs).",
                      params: [LuaParam("...", "any")]),
            .function("log", "The same as `print`.", params: [LuaParam("...", "any")]),
            expect,
        ]
    }

    /// The table shapes scripts pass and get that are not classes of objects.
    static var valueDocs: [ClassDoc] {
        [
            ClassDoc(name: "Point", doc: "A point; `{x, y}` is accepted too.",
                     fields: [LuaParam("x", "number"), LuaParam("y", "number")]),
            ClassDoc(name: "Size", doc: "A size; `{w, h}` is accepted too.",
                     fields: [LuaParam("width", "number"), LuaParam("height", "number")]),
            ClassDoc(name: "Rect", doc: "A rectangle; `{x, y, w, h}` is accepted too.",
                     fields: [LuaParam("x", "number"), LuaParam("y", "number"), LuaParam("width", "number"),
                              LuaParam("height", "number")]),
            ClassDoc(name: "Rgba", doc: "A colour by components, 0…1 each.",
                     fields: [LuaParam("r", "number"), LuaParam("g", "number"), LuaParam("b", "number"),
                              LuaParam("a", "number?", "1 when left out")]),
            ClassDoc(name: "ControlPoints", doc: "A timing function's control points by name; `{c1x, c1y, c2x, c2y}` is accepted too.",
                     fields: [LuaParam("c1x", "number", "0…1"), LuaParam("c1y", "number"), LuaParam("c2x", "number", "0…1"),
                              LuaParam("c2y", "number")]),
            ClassDoc(name: "Screen", doc: "The `screen` global.",
                     fields: [LuaParam("width", "number", "in points"), LuaParam("height", "number", "in points"),
                              LuaParam("scale", "number", "pixels per point")]),
            ClassDoc(name: "Presentation", doc: "What `layer:presentation()` returns: the values on screen now.",
                     fields: presentationFields.map(\.field)),
            ClassDoc(name: "AnimationDelegate", doc: "An animation's delegate; `anim` is the attached animation (`layer:animation(key)`).",
                     fields: [LuaParam("animationDidStart", "fun(anim: Animation)?", "the animation began"),
                              LuaParam("animationDidStop", "fun(anim: Animation, finished: boolean)?",
                                       "it ended (finished) or was removed (not finished)")]),
            ClassDoc(name: "ExpectedEvent", doc: "What `expect.event` and `expect.order` look for; every field given must match.",
                     fields: [LuaParam("layer", "(Layer|string)?", "the layer, or its trace name"),
                              LuaParam("key", "string?", "the animation's key"),
                              LuaParam("event", "(\"animationDidStart\"|\"animationDidStop\"|\"after\")?"),
                              LuaParam("finished", "boolean?"), LuaParam("at", "number?", "the virtual time"),
                              LuaParam("within", "number?", "the tolerance on `at`"),
                              LuaParam("count", "integer?", "exactly this many such events (expect.event only)"),
                              LuaParam("message", "string?", "shown when the check fails (expect.event only)")]),
            ClassDoc(name: "WithinOptions", doc: "The span `expect.within` watches.",
                     fields: [LuaParam("from", "number?", "the start (default: now)"), LuaParam("to", "number", "the end"),
                              LuaParam("step", "number?", "how often to look (default 1/240 s)"),
                              LuaParam("value", "(\"position\"|\"frame\")?", "what of a layer must stay inside (default position)")]),
        ]
    }

    /// Aliases of the accepted forms of values.
    static let valueAliases: [(name: String, type: String, doc: String)] = [
        ("PointLike", "Point|number[]", "A point as `{x=, y=}` or `{x, y}`."),
        ("SizeLike", "Size|number[]", "A size as `{width=, height=}` or `{w, h}`."),
        ("RectLike", "Rect|number[]", "A rect as `{x=, y=, width=, height=}` or `{x, y, w, h}`."),
        ("ColorLike", "string|Rgba", "A colour: \"#RRGGBB\", \"#RRGGBBAA\" or `{r=, g=, b=, a=}` (0…1)."),
        (LuaTypes.keyPathValue, "number|boolean|string|PointLike|SizeLike|RectLike|ColorLike|number[]",
         "A value of a key path's kind: a number, point, size, rect, colour, boolean, string or transform (16 numbers)."),
        ("TimingFunctionLike", "TimingFunction|TimingFunctionName|number[]|ControlPoints",
         "A timing function, its name, or its control points {c1x, c1y, c2x, c2y} or {c1x=, c1y=, c2x=, c2y=}."),
        ("Animation", "BasicAnimation|KeyframeAnimation|SpringAnimation|AnimationGroup", "Any animation."),
    ]
}
