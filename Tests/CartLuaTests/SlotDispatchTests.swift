import Foundation
import CLua
import CartAnimation
import Testing
@testable import CartLua

/// Issue 15, "Bindings without boxing": a property read or write from Lua goes by slot from C
/// (the class's `__index` and `__newindex` hold its slots table and a `cartlua_SlotClass`), and
/// option values are read as Lua's bytes; whatever that path does not serve still gets the
/// general binding's words.
@Suite struct SlotDispatchTests {
    /// `__index` (upvalue 5) and `__newindex` (upvalue 4) carry the class's slot bindings, for
    /// the class's own metatable and the class itself: no binding id, closure or look-up by name.
    @Test func propertiesAreServedBySlotFromC() throws {
        try withLayerMetatable(after: "l = Layer{name = 'probe'}") { lua, L, binding in
            let mt = lua_topointer(L, -1)
            for (field, upvalue) in [("__index", Int32(5)), ("__newindex", Int32(4))] {
                _ = lua.getField(-1, field)
                #expect(lua_getupvalue(L, -1, upvalue) != nil, "\(field) has no slot class")
                let sc = try #require(lua_touserdata(L, -1)).assumingMemoryBound(to: cartlua_SlotClass.self).pointee
                #expect(sc.metatable == mt)
                #expect(sc.cls == Unmanaged.passUnretained(binding).toOpaque())
                #expect(sc.get != nil && sc.set != nil)
                lua.pop(2)
            }
            lua.pop()
        }
    }

    /// A class's slot index finds each of its property names by the string object Lua holds
    /// for it, and nothing else: another string, a number, a table.
    @Test func theSlotIndexFindsEachNameAndNothingElse() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array("l = Layer{}".utf8))
        let lua = host.lua, L = lua.L
        let binding = try #require(host.classes["Layer"])
        let sc = try #require(binding.slotClass)
        #expect(binding.propertyNames.count > 10)
        for (k, name) in binding.propertyNames.enumerated() {
            lua.push(name)
            #expect(cartlua_slot_of(sc, L, -1) == lua_Integer(k + 1), "\(name)")
            lua.pop()
        }
        for other in ["opacty", "addSublayer", "", "bounds2"] {
            lua.push(other)
            #expect(cartlua_slot_of(sc, L, -1) == 0, "\(other)")
            lua.pop()
        }
        lua.push(1.5)
        lua.newTable()
        #expect(cartlua_slot_of(sc, L, -1) == 0 && cartlua_slot_of(sc, L, -2) == 0)
        lua.pop(2)
    }

    /// Set and read by slot, the values are the model's; a scene-changing property is still
    /// charged as a scene change.
    @Test func setsAndReadsBySlotReachTheModel() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array("""
            l = Layer{name = 'probe'}
            l.opacity = 0.25
            l.position = {x = 3, y = 4}
            seen = l.opacity + l.position.x
            """.utf8))
        lua_getglobal(host.lua.L, "l")
        let layer = try #require(host.object(host.lua, -1, kinds: LuaHost.layerKinds) as? Layer)
        host.lua.pop()
        #expect(layer.opacity == 0.25)
        #expect(layer.position == Point(x: 3, y: 4))
        lua_getglobal(host.lua.L, "seen")
        #expect(host.lua.number(-1) == 3.25)
        host.lua.pop()
        let pending = host.budget.pendingChangeBytes
        try host.runMain(source: Array("l.speed = 2".utf8))
        #expect(host.budget.pendingChangeBytes > pending)
    }

    /// What the slot path leaves to the general binding keeps its words: read-only, unknown,
    /// a method, a bad value, another class's object.
    @Test func whatTheSlotPathLeavesKeepsItsWords() {
        #expect(errorOf("Layer{}.superlayer = nil").hasSuffix("property 'superlayer' of Layer is read-only"))
        #expect(errorOf("Layer{}.opacty = 1").hasSuffix("Layer has no property 'opacty'; did you mean 'opacity'?"))
        #expect(errorOf("Layer{}.addSublayer = 1").hasSuffix("cannot assign to 'addSublayer': it is a method of Layer"))
        #expect(errorOf("Layer{}.opacity = 'x'").hasSuffix("bad value for 'opacity' of Layer: number expected, got string"))
        #expect(errorOf("local x = Layer{}.opacty").hasSuffix("Layer has no property or method 'opacty'; did you mean 'opacity'?"))
    }

    /// Key paths are found by Lua's interned string in a table made once per state; a misspelt
    /// one still names the nearest.
    @Test func namesAreFoundInTheirTables() throws {
        let (host, _) = makeHost()
        let lua = host.lua
        for (k, p) in KeyPath.allCases.enumerated() {
            lua.push(p.rawValue)
            #expect(host.keyPathNames.index(lua, -1) == k)
            lua.pop()
        }
        for probe: Any in ["opacty", 1.5] {
            if let s = probe as? String { lua.push(s) } else { lua.push(1.5) }
            #expect(host.keyPathNames.index(lua, -1) == nil)
            lua.pop()
        }
        // A table made in another state is not used in this one.
        let (other, _) = makeHost()
        other.lua.push("opacity")
        #expect(host.keyPathNames.index(other.lua, -1) == KeyPath.allCases.firstIndex(of: .opacity))
        other.lua.pop()
        let script = """
            b = BasicAnimation{keyPath = 'opacity', fillMode = 'both', timingFunction = 'easeIn'}
            mode, tf = b.fillMode, b.timingFunction.name
            """
        #expect(printed(script + "\nprint(mode, tf)") == ["both\teaseIn"])
        #expect(errorOf("BasicAnimation{keyPath = 'opacty'}").hasSuffix("option 'keyPath': unknown key path 'opacty'; did you mean 'opacity'?)"))
        #expect(errorOf("BasicAnimation{keyPath = 'opacity', fillMode = 'forward'}").contains("invalid fillMode 'forward'"))
        #expect(errorOf("BasicAnimation{keyPath = 'opacity', timingFunction = 'easeln'}").contains("unknown timing function 'easeln'"))
    }

    /// Colours parse from Lua's bytes as `Color(hex:)` parses a string.
    @Test func coloursParseFromBytesAsFromStrings() {
        for text in ["#FFC107", "#ffc10780", "#000000", "#12345", "FFC107", "#GG0000", "#FFC1070", ""] {
            var s = text
            let fromBytes = s.withUTF8 { Color(hexBytes: UnsafeRawBufferPointer($0)) }
            #expect(fromBytes == Color(hex: text), "\(text)")
        }
        #expect(Color(hex: "#FFC107") != nil)
        #expect(errorOf("Layer{backgroundColor = '#FFC1'}").hasSuffix("option 'backgroundColor': colour expected as \"#RRGGBB\" or \"#RRGGBBAA\", got \"#FFC1\")"))
    }

    /// Every choice (fillMode, calculationMode) and every named timing function is found by its
    /// interned string, given as an option or set later, also when the script builds the string
    /// at run time (Lua interns every short string); a value that is no name still gets the
    /// general path's words.
    @Test func choicesAndTimingNamesAreFoundByTheirInternedStrings() {
        for mode in FillMode.allCases.map(\.rawValue) {
            let half = String(mode.prefix(2)), rest = String(mode.dropFirst(2))
            let lines = printed("""
                local a = BasicAnimation{keyPath = 'opacity', fillMode = '\(mode)'}
                print(a.fillMode)
                a.fillMode = 'removed'; a.fillMode = '\(half)' .. '\(rest)'
                print(a.fillMode)
                """)
            #expect(lines == [mode, mode])
        }
        for mode in KeyframeAnimation.CalculationMode.allCases.map(\.rawValue) {
            #expect(printed("print(KeyframeAnimation{keyPath = 'opacity', calculationMode = '\(mode)'}.calculationMode)") == [mode])
        }
        for name in TimingFunction.Name.allCases {
            let f = TimingFunction(name: name)
            let lines = printed("""
                local a = BasicAnimation{keyPath = 'opacity', timingFunction = '\(name.rawValue)'}
                local f = a.timingFunction
                local c = f.controlPoints
                print(f.name, string.format('%.17g %.17g %.17g %.17g', c[1], c[2], c[3], c[4]))
                """)
            let points = [f.c1x, f.c1y, f.c2x, f.c2y].map { String(format: "%.17g", Double($0)) }.joined(separator: " ")
            #expect(lines == ["\(name.rawValue)\t\(points)"], "\(name)")
        }
        #expect(errorOf("BasicAnimation{keyPath = 'opacity', fillMode = 3}").contains("one of 'removed', 'forwards', 'backwards', 'both' expected, got number"))
        #expect(errorOf("BasicAnimation{keyPath = 'opacity', timingFunction = 'forwards'}").contains("unknown timing function 'forwards'"))
    }

    /// A number property's write with a number its rule takes goes straight to its setter
    /// (`setNumber`, the rule checked in C); every other write, to the general setter. Every
    /// number property of a layer, a TextLayer and the animation classes given every kind of
    /// value, with that path and without it: the same model values, the same errors.
    @Test func numberWritesFromCAreTheSettersWrites() throws {
        let values = ["0", "1", "-1", "2.5", "-0.0", "1e308", "math.huge", "-math.huge", "0/0", "'2'", "true", "nil", "{}"]
        var outputs: [[String]] = []
        // Quiet writes as built; every write through the binding's bookkeeping; none from C.
        for path in ["quiet", "checked", "general"] {
            let (host, sink) = makeHost()
            let classes = host.allClasses
            for c in classes.values {
                guard let sc = c.slotClass else { continue }
                if path == "general" { sc.pointee.setNumber = nil }
                if path == "checked" {
                    withUnsafeMutableBytes(of: &sc.pointee.numberSet) { rules in
                        for k in rules.indices where rules[k] != 0 { rules[k] = 1 + ((rules[k] - 1) & ~UInt8(CARTLUA_NUMBER_QUIET)) }
                    }
                }
            }
            var lines = ["local objects = {Layer{}, TextLayer{}, BasicAnimation{keyPath = 'opacity'}, KeyframeAnimation{keyPath = 'position'},",
                         "  SpringAnimation{keyPath = 'opacity'}, AnimationGroup{}}"]
            lines.append("for _, o in ipairs(objects) do tostring(o) end")  // the specs made into objects
            for (name, index) in [("Layer", 1), ("TextLayer", 2), ("BasicAnimation", 3), ("KeyframeAnimation", 4),
                                  ("SpringAnimation", 5), ("AnimationGroup", 6)] {
                let c = try #require(classes[name])
                for (k, option) in c.fastOptions.enumerated() {
                    guard case .number? = option else { continue }
                    let property = c.propertyNames[k]
                    for v in values {
                        lines.append("print([[\(name).\(property) = \(v)]], pcall(function() objects[\(index)].\(property) = \(v) "
                                     + "return objects[\(index)].\(property) end))")
                    }
                }
            }
            let run = runScript(lines.joined(separator: "\n"), on: host, sink: sink)
            outputs.append(run.messages + [run.errorMessage ?? "ok"])
            #expect(run.messages.count > 100, "\(run.errorMessage ?? "")")
        }
        for other in outputs.dropFirst() {
            #expect(outputs[0] == other, "\(zip(outputs[0], other).first { $0 != $1 }.map { "\($0) ≠ \($1)" } ?? "")")
        }
    }

    /// A method runs from C on an object of its class (`cartlua_method_trampoline`: upvalue 3
    /// the class's `cartlua_SlotClass`, upvalue 4 the method's index), with its general binding
    /// (upvalues 1 and 2) for the rest.
    @Test func methodsRunFromCOnTheirClassObjects() throws {
        try withLayerMetatable(after: "l = Layer{name = 'probe'}; l:animationKeys()") { lua, L, binding in
            _ = lua.getField(-1, "__index")
            #expect(lua_getupvalue(L, -1, 3) != nil)  // the methods table
            let slotClass = UnsafeMutableRawPointer(try #require(binding.slotClass))
            for (k, (name, _)) in binding.methods.enumerated() {
                _ = lua.getField(-1, name)
                #expect(lua_getupvalue(L, -1, 3) != nil)
                #expect(lua_touserdata(L, -1) == slotClass, "\(name)")
                lua.pop()
                #expect(lua_getupvalue(L, -1, 4) != nil)
                #expect(lua_tointegerx(L, -1, nil) == lua_Integer(k), "\(name)")
                lua.pop(2)
            }
            lua.pop(3)
        }
    }

    /// Every method, called on an object of its class, of another, on a spec (a Timer handle,
    /// an animation) or on no object at all: the same results and the same words with methods
    /// run from C as with the general binding alone.
    @Test func methodsFromCAreTheGeneralBindingsMethods() throws {
        let script = """
            local function show(ok, ...)
              local out = {tostring(ok)}
              for i = 1, select('#', ...) do
                local v = select(i, ...)
                out[#out + 1] = type(v) == 'table' and 'table' or tostring(v)
              end
              return table.concat(out, ' ')
            end
            local window = Layer{name = 'w'}
            local function selves()
              local l = Layer{name = 'l'}
              window:addSublayer(l)
              return {l, TextLayer{name = 't'}, Path():moveTo(0, 0):lineTo(3, 4), TimingFunction("easeIn"),
                      after(1, function() end), BasicAnimation{keyPath = 'opacity', toValue = 0}, 1, 'x'}
            end
            local calls = {
              {Layer{}, 'addSublayer', function() return Layer{} end},
              {Layer{}, 'insertSublayer', function() return Layer{}, 1 end},
              {Layer{}, 'removeFromSuperlayer', function() end},
              {Layer{}, 'addAnimation', function() return BasicAnimation{keyPath = 'opacity', toValue = 0}, 'k' end},
              {Layer{}, 'removeAnimation', function() return 'k' end},
              {Layer{}, 'removeAllAnimations', function() end},
              {Layer{}, 'animation', function() return 'k' end},
              {Layer{}, 'animationKeys', function() end},
              {Layer{}, 'convertPoint', function() return {x = 1, y = 2} end},
              {Layer{}, 'convertPointFrom', function() return {x = 1, y = 2} end},
              {Layer{}, 'setValue', function() return 'opacity', 0.5 end},
              {Layer{}, 'value', function() return 'opacity' end},
              {Layer{}, 'presentation', function() end},
              {Path(), 'lineTo', function() return 1, 2 end},
              {Path(), 'length', function() end},
              {Path(), 'pointAt', function() return 0.5 end},
              {TimingFunction("easeOut"), 'evaluate', function() return 0.25 end},
              {after(2, function() end), 'cancel', function() end},
            }
            for _, c in ipairs(calls) do
              local f = c[1][c[2]]
              for i, self in ipairs(selves()) do print(c[2], i, show(pcall(f, self, c[3]()))) end
              print(c[2], 'nil', show(pcall(f, nil, c[3]())))
            end
            """
        var outputs: [[String]] = []
        for fromC in [true, false] {
            let (host, sink) = makeHost()
            if !fromC { for c in host.allClasses.values { c.slotClass?.pointee.method = nil } }
            let run = runScript(script, on: host, sink: sink)
            #expect(run.errorMessage == nil, "\(run.errorMessage ?? "")")
            #expect(run.messages.count == 18 * 9)
            outputs.append(run.messages)
        }
        #expect(outputs[0] == outputs[1], "\(zip(outputs[0], outputs[1]).first { $0 != $1 }.map { "\($0) ≠ \($1)" } ?? "")")
        // Both ways, a wrong object is refused in Lua's words.
        #expect(outputs[0].contains { $0.hasPrefix("addSublayer\t3\t") && $0.hasSuffix("(Layer expected, got Path)") },
                "\(outputs[0].filter { $0.hasPrefix("addSublayer") })")
    }

    /// A number write skips the binding's bookkeeping (`CARTLUA_NUMBER_QUIET`) exactly when it
    /// charges the sandbox nothing: a model value (`opacity`) does; a layer's timing
    /// (`speed`), which the run loop has to take as a scene change, still charges it.
    @Test func quietNumberWritesAreTheOnesThatChargeNothing() throws {
        let (host, sink) = makeHost()
        let run = runScript("""
            local l = Layer{}
            for i = 1, 100 do l.opacity = i / 100 end
            """, on: host, sink: sink)
        #expect(run.errorMessage == nil, "\(run.errorMessage ?? "")")
        #expect(host.budget.pendingChangeBytes == 0)
        var quietSlots: [String] = []
        for (name, c) in host.allClasses {
            let sc = try #require(c.slotClass)
            withUnsafeBytes(of: sc.pointee.numberSet) { rules in
                for (k, property) in c.propertyNames.enumerated() where k < rules.count && rules[k] != 0 {
                    let quiet = Int32(rules[k] - 1) & CARTLUA_NUMBER_QUIET != 0
                    #expect(quiet == !c.slotChangesScene[k], "\(name).\(property)")
                    if quiet { quietSlots.append("\(name).\(property)") }
                }
            }
        }
        #expect(quietSlots.contains("Layer.opacity") && !quietSlots.contains("Layer.speed"))
        let timing = runScript("local l = Layer{}; for i = 1, 10 do l.speed = i end", on: host, sink: sink)
        #expect(timing.errorMessage == nil)
        #expect(host.budget.pendingChangeBytes >= 10 * 48)
    }

    /// `body` on a host that ran `script`, with the Layer metatable pushed and the Layer class
    /// binding (the host alive until `body` returns).
    private func withLayerMetatable(after script: String,
                                    _ body: (Lua, OpaquePointer, ClassBinding) throws -> Void) throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array(script.utf8))
        let lua = host.lua
        _ = cartlua_getmetatable_named(lua.L, "Layer")
        try body(lua, lua.L, try #require(host.classes["Layer"]))
    }
}
