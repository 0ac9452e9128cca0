import Foundation
import Testing
@testable import CartLua

/// `cartlua types` against what scripts really see: every class, property, method, option and
/// global the environment has is annotated, nothing annotated is missing from it, the option
/// tables list exactly what the constructors accept, and the shipped `types/cartlua.d.lua` is the
/// generated text.
@Suite struct AnnotationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Lua's own globals a script has (the sandbox's libraries); `print` is not here: cartlua
    /// redefines it, so it is annotated.
    static let luaStandard: Set<String> = [
        "_G", "_VERSION", "assert", "error", "getmetatable", "ipairs", "load", "next", "pairs", "pcall", "rawequal",
        "rawget", "rawlen", "rawset", "select", "setmetatable", "tonumber", "tostring", "type", "xpcall", "require",
        "string", "table", "math", "utf8", "coroutine",
    ]

    /// One script expression making an object of each class.
    static let constructors: [String: String] = [
        "Layer": "Layer{}", "TextLayer": "TextLayer{}", "Path": "Path()", "TimingFunction": "TimingFunction('easeIn')",
        "BasicAnimation": "BasicAnimation{keyPath = 'opacity'}", "KeyframeAnimation": "KeyframeAnimation{keyPath = 'position'}",
        "AnimationGroup": "AnimationGroup{}", "Timer": "after(1, function() end)",
    ]

    @Test func theShippedFileIsTheGeneratedText() throws {
        let url = AnnotationTests.packageRoot.appendingPathComponent("types/cartlua.d.lua")
        let shipped = try String(contentsOf: url, encoding: .utf8)
        #expect(shipped == LuaHost.annotations(),
                "types/cartlua.d.lua is stale: regenerate it with `swift run cartlua types > types/cartlua.d.lua`")
    }

    @Test func theTextIsLuaThatLoads() {
        let text = LuaHost.annotations()
        #expect(!text.contains("]=====]"))
        #expect(printed("local f, e = load([=====[\(text)]=====], '=types'); print(f ~= nil, e)") == ["true\tnil"])
        #expect(text.hasPrefix("---@meta cartlua\n"))
    }

    @Test func everyClassPropertyMethodAndOptionIsAnnotatedAndNothingElse() throws {
        let (host, _) = makeHost()
        let doc = ParsedAnnotations(LuaHost.annotations())
        let classes = host.allClasses
        #expect(classes.count == LuaHost.classNames.count)
        for (name, c) in classes.sorted(by: { $0.key < $1.key }) {
            let cls = try #require(doc.classes[name], "no ---@class \(name)")
            #expect(cls.fields == c.propertyNames, "fields of \(name)")
            #expect(doc.methods[name, default: []] == c.methodNames, "methods of \(name)")
            if c.optionNames.isEmpty {
                #expect(doc.classes[name + "Options"] == nil, "\(name) takes no options")
            } else {
                #expect(doc.classes[name + "Options"]?.fields == c.optionNames, "options of \(name)")
            }
            // Every entry says something and has a real type.
            for p in c.propertyNames {
                let prop = try #require(c.properties[p])
                #expect(!prop.doc.isEmpty && prop.type != "any" && prop.input != "any", "\(name).\(p) lacks a type or doc")
            }
            for m in c.methodNames { #expect(c.methodDocs[m]?.doc.isEmpty == false, "\(name):\(m) lacks a doc") }
        }
        // Nothing annotated as a class of objects is missing from the bindings.
        let objectClasses = Set(doc.methods.keys).union(doc.classes.keys.filter { doc.classes[$0]?.isObjectClass == true })
        #expect(objectClasses == Set(classes.keys))
    }

    /// Each option of each `…Options` class, given to its constructor, is taken as an option (a
    /// value of the wrong type is an error about the value, not about the name); a name that is
    /// not there is refused — so the lists are what the constructors accept.
    @Test func theOptionTablesListWhatTheConstructorsAccept() throws {
        let doc = ParsedAnnotations(LuaHost.annotations())
        let made: [String: String] = [
            "Layer": "Layer{%@}", "TextLayer": "TextLayer{%@}", "BasicAnimation": "BasicAnimation{keyPath = 'opacity', %@}",
            "KeyframeAnimation": "KeyframeAnimation{keyPath = 'position', %@}", "AnimationGroup": "AnimationGroup{%@}",
            "SpringAnimation": "SpringAnimation{keyPath = 'opacity', %@}",
        ]
        let optionClasses = doc.classes.keys.filter { $0.hasSuffix("Options") && $0 != "WithinOptions" }
        #expect(Set(optionClasses.map { String($0.dropLast("Options".count)) }) == Set(made.keys))
        for (name, template) in made.sorted(by: { $0.key < $1.key }) {
            let options = try #require(doc.classes[name + "Options"]).fields
            for option in options where option != "keyPath" {
                let call = template.replacingOccurrences(of: "%@", with: "\(option) = coroutine.create(print)")
                let error = errorOf("local _ = \(call)")
                #expect(error.contains("option '\(option)': "), "\(name){\(option) = …}: \(error)")
            }
            let bogus = errorOf("local _ = " + template.replacingOccurrences(of: "%@", with: "notAnOption = 1"))
            #expect(bogus.contains("unknown option 'notAnOption'"), "\(bogus)")
        }
    }

    @Test func theNamesAreTheOnesTheBindingsTake() throws {
        let doc = ParsedAnnotations(LuaHost.annotations())
        let fill = try #require(doc.aliases["FillMode"])
        #expect(fill == #""removed"|"forwards"|"backwards"|"both""#)
        var script = ""
        for (alias, template) in [("FillMode", "BasicAnimation{keyPath = 'opacity', fillMode = %@}"),
                                  ("CalculationMode", "KeyframeAnimation{keyPath = 'opacity', calculationMode = %@}"),
                                  ("RotationMode", "KeyframeAnimation{keyPath = 'position', rotationMode = %@}"),
                                  ("KeyPath", "BasicAnimation{keyPath = %@}"),
                                  ("TimingFunctionName", "TimingFunction(%@)")] {
            let values = try #require(doc.aliases[alias], "no alias \(alias)").split(separator: "|")
            #expect(values.count >= 2)
            for v in values { script += "local _ = " + template.replacingOccurrences(of: "%@", with: String(v)) + "\n" }
        }
        #expect(errorOf(script) == "ok")
        #expect(errorOf("local _ = BasicAnimation{keyPath = 'opacity', fillMode = 'forward'}") != "ok")
    }

    @Test func everyGlobalIsAnnotatedAndNothingElse() throws {
        let doc = ParsedAnnotations(LuaHost.annotations())
        let listed = printed("local t = {} for k in pairs(_G) do t[#t + 1] = k end print(table.concat(t, ' '))")
        let globals = Set(try #require(listed.first).split(separator: " ").map(String.init))
        #expect(globals.isSuperset(of: AnnotationTests.luaStandard))
        #expect(globals.subtracting(AnnotationTests.luaStandard) == doc.globals)
        for name in ["screen", "window", "Layer", "Path", "TimingFunction", "BasicAnimation", "KeyframeAnimation",
                     "AnimationGroup", "after", "now", "param", "print", "log"] {
            #expect(doc.globals.contains(name), "\(name) is not annotated")
        }
    }

    /// The tables scripts get (`screen`, `layer:presentation()`, `expect`) have exactly the
    /// annotated fields.
    @Test func theTablesHaveTheAnnotatedFields() throws {
        let doc = ParsedAnnotations(LuaHost.annotations())
        func keys(_ expression: String) -> Set<String> {
            let out = printed("local t = {} for k in pairs(\(expression)) do t[#t + 1] = k end print(table.concat(t, ' '))")
            return Set((out.first ?? "").split(separator: " ").map(String.init))
        }
        #expect(keys("screen") == Set(try #require(doc.classes["Screen"]).fields))
        let fields = Set(try #require(doc.classes["Presentation"]).fields)
        let layer = "Layer{backgroundColor = '#ff0000', contents = 'x.png'}:presentation()"
        let text = "TextLayer{backgroundColor = '#ff0000', contents = 'x.png', string = '+1'}:presentation()"
        // A TextLayer's has every field; a plain layer's all but the text ones.
        #expect(keys(text) == fields)
        #expect(keys(layer) == fields.subtracting(["string", "fontSize", "foregroundColor"]))
        if errorOf("assert(expect)") == "ok" {
            #expect(keys("expect") == Set(doc.libraryFunctions["expect", default: []]))
        } else {
            #expect(doc.libraryFunctions["expect"] == nil)
        }
    }
}

/// The parts of the generated text the tests compare: classes with their fields, methods by
/// class, aliases, globals and the functions of global tables.
struct ParsedAnnotations {
    struct Class {
        var fields: [String] = []
        /// Declared with `local Name = {}` (a class of objects, whose methods follow).
        var isObjectClass = false
    }

    var classes: [String: Class] = [:]
    var methods: [String: [String]] = [:]
    var aliases: [String: String] = [:]
    var globals: Set<String> = []
    var libraryFunctions: [String: [String]] = [:]

    init(_ text: String) {
        var current: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indented = raw.hasPrefix(" ")
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("---@class ") {
                // `---@class Name` or `---@class Name: Parent`.
                let name = String(line.dropFirst("---@class ".count).split(separator: " ")[0].prefix { $0 != ":" })
                current = name
                classes[name] = Class()
            } else if line.hasPrefix("---@field "), let c = current {
                var name = String(line.dropFirst("---@field ".count).split(separator: " ")[0])
                if name.hasSuffix("?") { name.removeLast() }
                classes[c]?.fields.append(name)
            } else if line.hasPrefix("---@alias ") {
                let parts = line.dropFirst("---@alias ".count).split(separator: " ", maxSplits: 1)
                if parts.count == 2 { aliases[String(parts[0])] = String(parts[1]) }
            } else if line.hasPrefix("local "), line.hasSuffix(" = {}"), let c = current {
                classes[c]?.isObjectClass = true
            } else if line.hasPrefix("function ") {
                let signature = line.dropFirst("function ".count).prefix { $0 != "(" }
                if let colon = signature.firstIndex(of: ":") {
                    methods[String(signature[..<colon]), default: []].append(String(signature[signature.index(after: colon)...]))
                } else if let dot = signature.firstIndex(of: ".") {
                    libraryFunctions[String(signature[..<dot]), default: []].append(String(signature[signature.index(after: dot)...]))
                } else if !indented {
                    globals.insert(String(signature))
                }
            } else if !indented, !line.hasPrefix("-"), let eq = line.range(of: " = ") {
                globals.insert(String(line[..<eq.lowerBound]))
            }
            if !line.hasPrefix("---@") && !line.hasPrefix("local ") && !line.hasPrefix("---") { current = nil }
        }
    }
}
