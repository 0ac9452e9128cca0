import CLua
import CartAnimation
import CartTestSupport
import Testing
@testable import CartLua

/// `addAnimation` of a spec kept as plain values (`PlainSpec`): each option sets the copy as
/// its setter would, the copy is made only when something reads it, and it is one Lua value
/// whichever way the script reaches it first.
@Suite struct PlainSpecTests {
    /// Every option a plain node takes, given a value other than its default, to a spec added
    /// at once (kept plain) and to the same spec made an object first (copied): the two copies
    /// read back the same in every property, theirs and their animations'.
    @Test func everyOptionSetsTheCopyAsItsSetterWould() throws {
        let (host, _) = makeHost()
        // Each class's first constructor call installs it and makes an object (`warmUp`).
        let setup = AnimationSpecTests.warmUp + """
            local path = Path():moveTo(0, 0):quadCurveTo(50, 80, 100, 0)
            local d = {animationDidStop = function() end}
            local function options()
              return {
                animations = {
                  KeyframeAnimation{keyPath = "position", path = path, calculationMode = "cubicPaced",
                                    rotationMode = "autoReverse", duration = 0.4, timingFunction = {0.1, 0.2, 0.3, 0.9}},
                  BasicAnimation{keyPath = "opacity", fromValue = 0.2, toValue = 0.9, byValue = 0.5, additive = true,
                                 cumulative = true, repeatCount = 2.5, autoreverses = true, timeOffset = 0.1,
                                 speed = 2, timingFunction = "easeOut", delegate = d},
                  BasicAnimation{keyPath = "transform.rotation", byValue = 3, repeatDuration = 3, beginTime = 0.2,
                                 removedOnCompletion = false, fillMode = "backwards"},
                },
                duration = 0.7, beginTime = 0.25, fillMode = "both", removedOnCompletion = false, delegate = d,
                speed = 0.5, timeOffset = 0.05, repeatCount = 1.5, autoreverses = true, timingFunction = "easeIn",
              }
            end
            plainLayer, objectLayer = Layer{name = "plain"}, Layer{name = "object"}
            window:addSublayer(plainLayer)
            window:addSublayer(objectLayer)
            -- One line: a delegate keeps the line it was given at.
            local fresh, made = AnimationGroup(options()), AnimationGroup(options())
            plainLayer:addAnimation(fresh, "g")
            local _ = made.duration  -- the spec's object, made now: added as an object, copied
            objectLayer:addAnimation(made, "g")
            """
        try host.runMain(source: Array(setup.utf8))
        let layers = host.scene.window.sublayers
        #expect(layers[0].attachments[0].madeAnimation == nil, "the spec is kept plain")
        #expect(layers[1].attachments[0].madeAnimation != nil)
        try host.runMain(source: Array("""
            local function dump(a)
              local s = {}
              for _, k in ipairs({"duration", "beginTime", "timeOffset", "speed", "repeatCount", "repeatDuration",
                                  "autoreverses", "fillMode", "removedOnCompletion", "keyPath", "additive", "cumulative",
                                  "fromValue", "toValue", "byValue", "calculationMode", "rotationMode"}) do
                local ok, v = pcall(function() return a[k] end)
                if ok then s[#s + 1] = k .. "=" .. tostring(v) end
              end
              local tf = a.timingFunction
              s[#s + 1] = "tf=" .. (tf and table.concat(tf.controlPoints, ",") or "nil")
              s[#s + 1] = "delegate=" .. tostring(a.delegate ~= nil)
              local ok, p = pcall(function() return a.path end)
              if ok and p then s[#s + 1] = "path=" .. tostring(p) end
              local ok2, kids = pcall(function() return a.animations end)
              if ok2 and kids then for _, kid in ipairs(kids) do s[#s + 1] = "[" .. dump(kid) .. "]" end end
              return table.concat(s, " ")
            end
            plainDump, objectDump = dump(plainLayer:animation("g")), dump(objectLayer:animation("g"))
            sameDelegate = plainLayer:animation("g").delegate == objectLayer:animation("g").delegate
            """.utf8))
        let lua = host.lua
        func global(_ name: String) -> String? {
            lua_getglobal(lua.L, name)
            defer { lua.pop() }
            return lua.type(-1) == LUA_TBOOLEAN ? "\(lua_toboolean(lua.L, -1) != 0)" : lua.string(-1)
        }
        let plainDump = try #require(global("plainDump"))
        #expect(plainDump == global("objectDump"))
        #expect(plainDump.contains("cubicPaced") && plainDump.contains("tf=0.1"), "\(plainDump)")
        #expect(global("sameDelegate") == "true")
        let made = AnimationSpecTests.describe(try #require(layers[0].attachments[0].madeAnimation))
        let kept = AnimationSpecTests.describe(layers[1].attachments[0].animation)
        #expect(made == kept, "\(made)\n\(kept)")
    }

    /// The options a spec of a class kept plain may hold are all kept plain: none sends a spec
    /// back to the object path unnoticed.
    @Test func everySpecOptionOfThePlainClassesIsKeptPlain() {
        let (host, _) = makeHost()
        for name in LuaHost.plainKinds.keys.sorted() {
            let c = host.binding(name, host.lua)
            let skip = c.optionMasks?.skip ?? 0
            for (k, fast) in c.fastOptions.enumerated() where fast != nil && skip & (1 << k) == 0 {
                #expect(LuaHost.plainOptions[c.propertyNames[k]] != nil, "\(name).\(c.propertyNames[k])")
            }
        }
    }

    /// A delegate handed its copy that never reads it makes no copy; one that reads it does,
    /// and gets the copy `layer:animation` returns, in either order, before and after the stop.
    @Test func theCopyIsMadeOnlyWhenReadAndIsOneValue() throws {
        let run = runScript(AnimationSpecTests.warmUp + """
            local silent, reading = Layer{name = "silent"}, Layer{name = "reading"}
            window:addSublayer(silent)
            window:addSublayer(reading)
            silent:addAnimation(BasicAnimation{keyPath = "opacity", toValue = 0, duration = 0.2, removedOnCompletion = false,
                                               delegate = {animationDidStop = function(anim, finished) end}}, "s")
            local handed
            reading:addAnimation(BasicAnimation{keyPath = "opacity", toValue = 0.5, duration = 0.2, removedOnCompletion = false,
              delegate = {
                animationDidStart = function(anim) handed = anim end,
                animationDidStop = function(anim, finished)
                  print(anim == handed, anim == reading:animation("r"), anim.toValue, tostring(anim), finished)
                end,
              }}, "r")
            local first = silent:animation("s")
            after(0.5, function()
              print(first == silent:animation("s"), handed == reading:animation("r"), handed.duration)
            end)
            """)
        #expect(run.errorMessage == nil)
        #expect(run.messages == ["true\ttrue\t0.5\tBasicAnimation(opacity)\ttrue", "true\ttrue\t0.2"])
        let reading = try #require(run.host.scene.window.sublayers.last?.attachments.first)
        #expect(reading.madeAnimation != nil)

        // Nothing reads the copy: no copy is made, start and stop reported all the same.
        let quiet = runScript(AnimationSpecTests.warmUp + """
            local coin = Layer{name = "coin"}
            window:addSublayer(coin)
            coin:addAnimation(AnimationGroup{animations = {BasicAnimation{keyPath = "opacity", fromValue = 1, toValue = 0}},
              duration = 0.3, fillMode = "forwards", removedOnCompletion = false,
              delegate = {animationDidStart = function(anim) end, animationDidStop = function(anim, finished) end}}, "c")
            """)
        let att = try #require(quiet.host.scene.window.sublayers.last?.attachments.first)
        #expect(att.madeAnimation == nil)
        let events = quiet.records.compactMap { r -> String? in if case .event(_, let e) = r { return e.name } else { return nil } }
        #expect(events == ["animationDidStart", "animationDidStop"])
    }

    /// A handle used after its layer and attachment are gone still makes the copy; added to
    /// another layer it is copied as any animation object is.
    @Test func aHandleOutlivesItsLayer() {
        let lines = printed(AnimationSpecTests.warmUp + """
            local kept
            do
              local l = Layer{name = "gone"}
              window:addSublayer(l)
              l:addAnimation(BasicAnimation{keyPath = "opacity", toValue = 0, duration = 0.1,
                delegate = {animationDidStop = function(anim) kept = anim end}}, "k")
              after(0.2, function() l:removeFromSuperlayer() end)
            end
            after(0.3, function()
              local other = Layer{name = "other"}
              window:addSublayer(other)
              other:addAnimation(kept, "again")
              print(kept.toValue, other:animation("again") ~= kept, other:animation("again").toValue)
            end)
            """)
        #expect(lines == ["0.0\ttrue\t0.0"])
    }
}
