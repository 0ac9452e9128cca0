import CLua
import CartAnimation
import Testing
@testable import CartLua

/// A class bound to a Swift type takes its object through one checked cast (`BoundClass.instance`):
/// a userdata of another class, or one whose object is not of the bound type, is refused with
/// Lua's own words instead of reaching a closure over the wrong type.
@Suite struct BoundClassTests {
    /// A method of one class called on an object of another: luaL_checkudata's wording (the
    /// same before the classes were bound to their types).
    @Test func aMethodOfAnotherClassIsRefusedInLuasWords() {
        let run = runScript("""
            print(pcall(function() return window.addSublayer(Path(), Layer()) end))
            local moveTo = Path().moveTo
            print(pcall(function() return moveTo(window, 0, 0) end))
            local tf = TimingFunction('linear')
            print(pcall(function() return tf.evaluate('x', 0.5) end))
            print(pcall(function() return Path():addSublayer(Layer()) end))
            """)
        #expect(run.errorMessage == nil)
        #expect(run.messages == [
            "false\ttest.lua:1: bad argument #1 to 'addSublayer' (Layer expected, got Path)",
            "false\ttest.lua:3: bad argument #1 to 'moveTo' (Path expected, got Layer)",
            "false\ttest.lua:5: bad argument #1 to 'evaluate' (TimingFunction expected, got string)",
            "false\ttest.lua:6: Path has no property or method 'addSublayer'",
        ])
    }

    /// A userdata with the Layer metatable whose object is a Path (which cartlua itself never
    /// makes) fails the cast: each property, method and `tostring` refuses it instead of
    /// treating a Path as a Layer (before, `o as! Layer` trapped).
    @Test func anObjectOfTheWrongTypeUnderAClassMetatableIsRefused() {
        let (host, sink) = makeHost()
        host.setGlobal("impostor") { _, lua in
            cartlua_newhandle(lua.L, Unmanaged.passRetained(PathBox() as AnyObject).toOpaque(), 0, 0)
            luaL_setmetatable(lua.L, "Layer")
            return 1
        }
        let run = runScript("""
            local l = impostor()
            print(pcall(function() return l.position end))
            print(pcall(function() l.opacity = 0.5 end))
            print(pcall(function() return l:presentation() end))
            print(tostring(l))
            """, on: host, sink: sink)
        #expect(run.errorMessage == nil)
        #expect(run.messages == [
            "false\ttest.lua:2: bad argument #1 to 'index' (Layer expected, got Layer)",
            "false\ttest.lua:3: bad argument #1 to 'newindex' (Layer expected, got Layer)",
            "false\ttest.lua:4: calling 'presentation' on bad self (Layer expected, got Layer)",
            "Layer (released)",
        ])
    }

    /// `instance` finds the object under its own class's metatable only; `cast` lets only the
    /// bound type (and its subclasses) through.
    @Test func instanceAndCastLetOnlyTheirOwnThrough() throws {
        let (host, _) = makeHost()
        let lua = host.lua
        host.pushObject(host.scene.window, lua)
        host.pushObject(PathBox(), lua)
        let classes = host.allClasses
        let layerMetatable = try #require(metatable(of: -2, lua))
        let pathMetatable = try #require(metatable(of: -1, lua))
        #expect(ClassBinding.instance(lua, -2, metatable: layerMetatable) === host.scene.window)
        #expect(ClassBinding.instance(lua, -1, metatable: layerMetatable) == nil)
        #expect(ClassBinding.instance(lua, -1, metatable: pathMetatable) is PathBox)
        #expect(BoundClass<Layer>.cast(host.scene.window) === host.scene.window)
        #expect(BoundClass<Layer>.cast(host.scene.makeTextLayer(name: "t")) != nil)
        #expect(BoundClass<TextLayer>.cast(host.scene.window) == nil)
        #expect(BoundClass<Layer>.cast(PathBox()) == nil)
        #expect(classes["TextLayer"]?.propertyNames.starts(with: classes["Layer"]?.propertyNames ?? []) == true)
        lua.pop(2)
    }

    /// Declaring a property records what editors and option checks see, from the closures given.
    @Test func declaredPropertiesAndMethodsAreWhatTheAnnotationsSee() {
        let c = BoundClass<PathBox>(name: "Probe")
        c.property("count", type: "integer", doc: "How many.", get: { _, lua, box in lua.push(box.path.elements.count) })
        c.number("width", doc: "A width.", get: { _ in 1 }, set: { _, _ in })
        c.property("kind", type: "string", doc: "Given once.", initOnly: true, get: { _, lua, _ in lua.push("k") })
        c.method("reset", doc: "Empties it.") { _, _, box in
            box.path = BezierPath()
            return 0
        }
        #expect(c.propertyNames == ["count", "width", "kind"])
        #expect(c.properties["count"]?.isSettable == false)
        #expect(c.properties["width"]?.isSettable == true)
        #expect(c.properties["width"]?.type == "number")
        #expect(c.optionNames == ["width", "kind"])
        #expect(c.methodNames == ["reset"])
        #expect(c.describeObject(PathBox()) == "Probe")
        #expect(c.describeObject(BasicAnimation(keyPath: .opacity)) == nil)
        c.describe { "Probe(\($0.path.elements.count))" }
        #expect(c.describeObject(PathBox()) == "Probe(0)")
        // A supertype's members go to the same class, behind a cast to the supertype.
        let layer = BoundClass<TextLayer>(name: "Text")
        layer.members(as: Layer.self).bool("hidden", doc: "", get: { $0.isHidden })
        #expect(layer.propertyNames == ["hidden"])
    }

    private func metatable(of i: Int32, _ lua: Lua) -> UnsafeRawPointer? {
        guard lua_getmetatable(lua.L, i) != 0 else { return nil }
        defer { lua.pop() }
        return lua_topointer(lua.L, -1)
    }
}
