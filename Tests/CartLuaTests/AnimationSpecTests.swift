import CLua
import CartAnimation
import CartTestSupport
import Testing
@testable import CartLua

/// Animation constructors that return specs (`AnimationSpec`, specs.h): no Swift object until
/// one is needed, the attached copy built straight from the spec, and nothing a script can see
/// that tells a spec from an animation made at once.
@Suite struct AnimationSpecTests {
    /// The coin's five animations are specs: plain userdata of their classes' spec metatables,
    /// with no object and no entry in the object cache; the attached copy is built from them.
    @Test func aCoinsAnimationsAreSpecsWithNoObjects() throws {
        let (host, _) = makeHost()
        try host.runMain(source: Array(Self.warmUp.utf8))
        let ids = host.objectIDs.next
        try host.runMain(source: Array("""
            path = Path():moveTo(60, 700):quadCurveTo(320, 90, 320, 700)
            kids = {
              KeyframeAnimation{keyPath = "position", path = path, calculationMode = "paced", duration = 1},
              BasicAnimation{keyPath = "transform.rotation", fromValue = 0, toValue = 4 * math.pi, duration = 1},
              BasicAnimation{keyPath = "transform.scale", fromValue = 1, toValue = 0.5, duration = 1, timingFunction = "easeIn"},
              BasicAnimation{keyPath = "opacity", fromValue = 1, toValue = 0.3, duration = 1},
            }
            group = AnimationGroup{animations = kids, duration = 1, fillMode = "forwards", removedOnCompletion = false,
                                   delegate = {animationDidStop = function(anim, finished) end}}
            coin = Layer{name = "coin"}
            window:addSublayer(coin)
            coin:addAnimation(group, "coin")
            """.utf8))
        let lua = host.lua
        for name in ["group"] {
            lua_getglobal(lua.L, name)
            guard case .spec(let c)? = host.registry.find(lua, -1, kinds: LuaHost.animationKinds) else {
                Issue.record("\(name) is no spec")
                lua.pop()
                continue
            }
            #expect(c.name == "AnimationGroup")
            lua.pop()
        }
        lua_getglobal(lua.L, "kids")
        for k in 1...4 {
            lua_rawgeti(lua.L, -1, lua_Integer(k))
            if case .spec? = host.registry.find(lua, -1, kinds: LuaHost.animationKinds) {} else { Issue.record("kids[\(k)] is no spec") }
            lua.pop()
        }
        lua.pop()
        // The layer and the path's frozen copy took cache entries; no animation did.
        #expect(host.objectIDs.next <= ids + 3)
        let attached = try #require(host.scene.window.sublayers.last?.attachments.first?.animation as? AnimationGroup)
        #expect(attached.animations.count == 4)
        #expect((attached.animations[0] as? KeyframeAnimation)?.path?.elements.count == 2)
        #expect((attached.animations[2] as? BasicAnimation)?.timingFunction == TimingFunction(name: .easeIn))
        #expect(attached.timing.fillMode == .forwards && !attached.removedOnCompletion)
        #expect(attached.delegate is LuaDelegate)
    }

    /// Whatever a script does with a spec other than adding it makes its object first, with
    /// the options set: reads, writes, `tostring`, identity through a group, and the object
    /// behaves as one made at once from then on.
    @Test func usingASpecMakesItsObject() {
        let lines = printed(Self.warmUp + """
            local a = BasicAnimation{keyPath = "opacity", duration = 2, toValue = 0.5}
            print(tostring(a), a.duration, a.toValue, a.fromValue)
            a.duration = 3
            local b = BasicAnimation{keyPath = "opacity", duration = 4}
            b.speed = 2
            print(b.duration, b.speed)
            local kid = BasicAnimation{keyPath = "opacity", toValue = 0}
            local g = AnimationGroup{animations = {kid, a}, duration = 5}
            print(g.animations[1] == kid, g.animations[2] == a, #g.animations, g.duration)
            kid.duration = 7
            local l = Layer{}
            window:addSublayer(l)
            l:addAnimation(g, "g")
            print(l:animation("g").animations[1].duration, l:animation("g").animations[2].duration)
            """)
        #expect(lines == ["BasicAnimation(opacity)\t2.0\t0.5\tnil", "4.0\t2.0", "true\ttrue\t2\t5.0", "7.0\t3.0"])
    }

    /// A spec keeps its options as they were given: changing the options table, the path or a
    /// made child afterwards changes what is attached only as it would for an animation made
    /// at once (the path was copied; the table was read; the child is shared by reference).
    @Test func aSpecKeepsWhatItWasGiven() {
        let script = Self.warmUp + """
            local p = Path():moveTo(0, 0):lineTo(10, 0)
            local opts = {keyPath = "position", path = p, duration = 1}
            local a = KeyframeAnimation(opts)
            opts.duration = 9
            p:lineTo(20, 20)
            local l = Layer{}
            window:addSublayer(l)
            l:addAnimation(a, "a")
            local copy = l:animation("a")
            print(copy.duration, copy.path:length(), string.format("%.4f", p:length()))
            """
        for specs in [true, false] {
            let (host, sink) = makeHost()
            host.makesSpecs = specs
            let run = runScript(script, on: host, sink: sink)
            #expect(run.errorMessage == nil)
            #expect(run.messages == ["1.0\t10.0\t32.3607"], "specs: \(specs)")
        }
    }

    /// A path given to many specs is frozen once per change: the path's userdata keeps its
    /// frozen copy's (so a thousand coins' specs make no userdata each, even after a collection
    /// took the specs), and a change makes the next spec freeze the path anew, the earlier
    /// specs keeping what they were given.
    @Test func aPathIsFrozenOncePerChange() throws {
        let (host, sink) = makeHost()
        let run = runScript(Self.warmUp + """
            p = Path():moveTo(0, 0):lineTo(10, 0)
            local function spec() return KeyframeAnimation{keyPath = "position", path = p, duration = 1} end
            for _ = 1, 20 do
              local a = spec()
              a = nil
              for j = 1, 10000 do local garbage = {j} end  -- collections meanwhile (no collectgarbage here)
            end
            local before = spec()
            p:lineTo(20, 20)
            local after = spec()
            local l = Layer{}
            window:addSublayer(l)
            l:addAnimation(before, "before")
            l:addAnimation(after, "after")
            print(l:animation("before").path:length(), string.format("%.4f", l:animation("after").path:length()))
            """, on: host, sink: sink)
        #expect(run.errorMessage == nil)
        #expect(run.messages == ["10.0\t32.3607"])
        let lua = host.lua
        lua_getglobal(lua.L, "p")
        defer { lua.pop(2) }
        guard case .object(let box as PathBox)? = host.registry.find(lua, -1, kinds: LuaHost.pathKinds) else {
            Issue.record("p is no Path")
            return
        }
        #expect(lua_getiuservalue(lua.L, -1, 1) == LUA_TUSERDATA)
        #expect(cartlua_handle_object(lua.L, -1) == Unmanaged.passUnretained(box.frozenCopy()).toOpaque())
    }

    /// A bad option is reported in the setter's own words, whichever way the constructor went.
    @Test func badOptionsAreTheSettersErrors() {
        let cases: [(String, String)] = [
            ("BasicAnimation{keyPath = 'opacity', duration = 'x'}", "option 'duration': number expected, got string"),
            ("BasicAnimation{keyPath = 'opacity', repeatCount = -1}", "option 'repeatCount': non-negative number expected, got -1"),
            ("BasicAnimation{keyPath = 'opacity', fillMode = 'forward'}", "did you mean 'forwards'?"),
            ("BasicAnimation{keyPath = 'opacity', fromValue = {x = 1, y = 2}}", "option 'fromValue'"),
            ("KeyframeAnimation{keyPath = 'opacity', path = Path():moveTo(0, 0)}", "option 'path'"),
            ("AnimationGroup{delegate = {animationDidStrat = function() end}}", "did you mean 'animationDidStart'"),
            ("AnimationGroup{animations = {1}}", "animations[1]: animation expected, got number"),
            ("BasicAnimation{keyPath = 'opacity', durration = 1}", "unknown option 'durration'"),
        ]
        for (source, words) in cases {
            let message = errorOf(Self.warmUp + source)
            #expect(message.contains(words), "\(source): \(message)")
            #expect(message.contains("bad argument #1"), "\(source): \(message)")
        }
    }

    /// Random constructors, options and uses, run with specs and with every animation made at
    /// once: the same output, the same errors, the same attached copies to the last field.
    @Test func specsAndObjectsAreIndistinguishable() throws {
        var rng = SplitMix64(seed: 15)
        var attachedInAll = 0, specsMade = 0
        for round in 0..<40 {
            let script = Self.warmUp + Self.randomScript(&rng, cases: 25)
            var results: [(messages: [String], error: String?, attached: [String])] = []
            for specs in [true, false] {
                let (host, sink) = makeHost()
                host.makesSpecs = specs
                // What is attached once the script's top level ran; then the run itself.
                var attached: [String] = []
                var failure: String?
                do {
                    try host.runMain(source: Array(script.utf8))
                    attached = host.scene.window.sublayers.flatMap { $0.attachments.map { "\($0.key ?? "-"): \(Self.describe($0.animation))" } }
                    try host.runner.run(host: host)
                } catch { failure = "\(error)" }
                if specs { specsMade += Int(host.specShared.pointee.made) }
                results.append((sink.records.compactMap { if case .log(_, let m) = $0 { return m } else { return nil } }, failure, attached))
            }
            #expect(results[0].messages == results[1].messages, "round \(round)\n\(script)")
            #expect(results[0].error == results[1].error, "round \(round)")
            #expect(results[0].attached == results[1].attached, "round \(round)\n\(script)")
            attachedInAll += results[0].attached.count
        }
        // Most options are good ones: plenty of animations are attached, most of them specs'.
        #expect(attachedInAll > 300, "\(attachedInAll) attached")
        #expect(specsMade > 500, "\(specsMade) specs made")
    }

    /// Every option of every animation class given every kind of value, one at a time: a spec
    /// takes exactly what the setter takes (else the setter's error), and sets the same.
    @Test func everyOptionTakesWhatItsSetterTakes() throws {
        let values = ["0", "1", "-1", "2.5", "-0.0", "math.huge", "-math.huge", "0/0", "'2'", "true", "false", "'forwards'",
                      "'removed'", "'easeIn'", "'auto'", "'paced'", "'opacity'", "{}", "{1, 2}", "{x = 1, y = 2}", "p", "kid",
                      "{kid, kid}", "{animationDidStop = stop}", "{animationDidStart = 1}", "{animation = 1}",
                      "{[1] = stop, animationDidStop = stop}", "TimingFunction('easeOut')", "{0, 0.1, 1, 1}",
                      "{2, 0, 1, 1}", "{0, 0/0, 1, 1}", "{c1x = 0.25, c1y = 0.1, c2x = 0.25, c2y = 1}"]
        let (probe, _) = makeHost()
        let classes = probe.allClasses
        for (name, keyPaths) in [("BasicAnimation", ["'opacity'", "'position'"]), ("KeyframeAnimation", ["'position'", "'opacity'"]),
                                 ("SpringAnimation", ["'opacity'"]), ("AnimationGroup", [""])] {
            let options = try #require(classes[name]).optionNames.filter { $0 != "keyPath" }
            for keyPath in keyPaths {
                var lines = ["local p = Path():moveTo(0, 0):lineTo(5, 5)", "local kid = BasicAnimation{keyPath = 'opacity'}",
                             "local l = Layer{}", "window:addSublayer(l)", "local function stop() end"]
                var n = 0
                for option in options {
                    for value in values {
                        let given = (keyPath.isEmpty ? [] : ["keyPath = \(keyPath)"]) + ["\(option) = \(value)"]
                        lines.append("print(\(n), pcall(function() l:addAnimation(\(name){\(given.joined(separator: ", "))}, 'k\(n)') end))")
                        n += 1
                    }
                }
                let script = Self.warmUp + lines.joined(separator: "\n")
                var seen: [[String]] = []
                for specs in [true, false] {
                    let (host, sink) = makeHost()
                    host.makesSpecs = specs
                    try host.runMain(source: Array(script.utf8))
                    let attached = host.scene.window.sublayers.flatMap { $0.attachments.map { "\($0.key ?? "-"): \(Self.describe($0.animation))" } }
                    seen.append(sink.records.compactMap { if case .log(_, let m) = $0 { return m } else { return nil } } + attached)
                    if specs { #expect(host.specShared.pointee.made > n / 16, "\(name): \(host.specShared.pointee.made) specs of \(n)") }
                }
                #expect(seen[0] == seen[1], "\(name) \(keyPath): \(zip(seen[0], seen[1]).first { $0 != $1 }.map { "\($0)\n≠ \($1)" } ?? "lengths")")
            }
        }
    }

    /// A delegate's site is its own line's, also when the site asked for last was at the same
    /// line of another chunk (a cached site is known by its frame's function and line).
    @Test func aDelegatesSiteIsItsOwnChunksLine() throws {
        let script = Self.warmUp + """
            local function mk(g) return AnimationGroup{delegate = {animationDidStop = g}} end
            local other = load("\\n\\nreturn function(g) return AnimationGroup{delegate = {animationDidStop = g}} end", "@other.lua")()
            local l = Layer{} window:addSublayer(l)
            for k, make in ipairs({mk, other, mk, mk, other}) do l:addAnimation(make(function() end), "k" .. k) end
            """
        let (host, _) = makeHost()
        try host.runMain(source: Array(script.utf8))
        let sites = host.scene.window.sublayers[0].attachments.map { ($0.animation.delegate as? LuaDelegate)?.site ?? "none" }
        let main = "test.lua:3: "  // after the warm-up's two lines: the same line as other's
        #expect(sites == [main, "other.lua:3: ", main, main, "other.lua:3: "])
    }

    // MARK: Helpers

    /// Each class's first call installs it (and makes its object at once): warm them up so
    /// that what follows takes the spec path.
    static let warmUp = """
        BasicAnimation{keyPath = "opacity"} KeyframeAnimation{keyPath = "position"}
        SpringAnimation{keyPath = "opacity"} AnimationGroup{} Path()

        """

    static func describe(_ a: Animation) -> String {
        var s = "\(type(of: a)) \(a.timing) tf=\(String(describing: a.timingFunction)) removed=\(a.removedOnCompletion)"
        s += " delegate=\((a.delegate as? LuaDelegate)?.site ?? "none")"
        if let p = a as? PropertyAnimation { s += " \(p.keyPath) additive=\(p.additive) cumulative=\(p.cumulative)" }
        if let b = a as? BasicAnimation {
            s += " from=\(String(describing: b.fromValue)) to=\(String(describing: b.toValue)) by=\(String(describing: b.byValue))"
        }
        if let sp = a as? SpringAnimation { s += " spring=\(sp.mass),\(sp.stiffness),\(sp.damping),\(sp.initialVelocity),\(sp.allowsOverdamping)" }
        if let k = a as? KeyframeAnimation {
            s += " path=\(String(describing: k.path?.elements)) mode=\(k.calculationMode) rotation=\(String(describing: k.rotationMode))"
            s += " values=\(String(describing: k.values)) times=\(String(describing: k.keyTimes))"
        }
        if let g = a as? AnimationGroup { s += " [" + g.animations.map(describe).joined(separator: "; ") + "]" }
        return s
    }

    /// A script of `cases` constructions, each in a pcall: random options (good and bad values,
    /// typos), sometimes a read or write before adding, sometimes the options table changed
    /// after, then added to a layer under its own key.
    static func randomScript(_ rng: inout SplitMix64, cases: Int) -> String {
        var lines = ["local p = Path():moveTo(0, 0):quadCurveTo(10, 20, 30, 0)", "local empty = Path()",
                     "local l = Layer{}", "window:addSublayer(l)",
                     "local function stop() end"]
        for i in 0..<cases {
            let anim = randomAnimation(&rng, depth: 0)
            var body = ["local a = \(anim)"]
            if rng.chance(0.2) { body.append("print(\(i), tostring(a), a.duration, a.beginTime)") }
            if rng.chance(0.1) { body.append("a.duration = \(rng.pick(["2", "0.5", "'x'"]))") }
            body.append("l:addAnimation(a, 'k\(i)')")
            if rng.chance(0.2) { body.append("print(\(i), l:animation('k\(i)').duration)") }
            lines.append("print(\(i), pcall(function() \(body.joined(separator: " ")) end))")
        }
        return lines.joined(separator: "\n")
    }

    static func randomAnimation(_ rng: inout SplitMix64, depth: Int) -> String {
        var options: [String] = []
        /// Option `name` with probability `p`: a good value, or one time in twelve a bad one.
        func maybe(_ name: String, _ good: [String], _ bad: [String], _ p: Double = 0.4) {
            guard rng.chance(p) else { return }
            let values = good.isEmpty || (!bad.isEmpty && rng.chance(1.0 / 12)) ? bad : good
            options.append("\(name) = \(rng.pick(values))")
        }
        let number = ["0", "1", "2.5", "0.25"], badNumber = ["-1", "math.huge", "-math.huge", "0/0", "'2'", "true"]
        let bool = ["true", "false"], badBool = ["1"]
        maybe("duration", number, badNumber, 0.7)
        maybe("beginTime", number, badNumber, 0.2)
        maybe("speed", number + ["-1"], ["math.huge", "0/0"], 0.2)
        maybe("timeOffset", number, badNumber, 0.1)
        maybe("repeatCount", number + ["math.huge"], ["-1", "0/0"], 0.2)
        maybe("repeatDuration", number, ["-1", "0/0"], 0.1)
        maybe("autoreverses", bool, badBool, 0.2)
        maybe("removedOnCompletion", bool, badBool, 0.3)
        maybe("fillMode", ["'forwards'", "'backwards'", "'both'", "'removed'"], ["'forward'", "3"], 0.4)
        maybe("timingFunction", ["'easeIn'", "'easeOut'", "'linear'", "'default'", "'easeInEaseOut'", "{0.1, 0.2, 0.3, 0.4}",
                                 "TimingFunction('easeIn')"], ["'bogus'"], 0.3)
        maybe("delegate", ["{animationDidStop = stop}", "{animationDidStart = stop, animationDidStop = stop}", "{}", "{other = 1}"],
              ["{animationDidStrat = stop}", "{animationDidStart = 3}", "5"], 0.3)
        if rng.chance(0.02) { options.append("durration = 1") }
        let kind = depth > 1 ? rng.pick(["Basic", "Keyframe", "Spring"]) : rng.pick(["Basic", "Keyframe", "Spring", "Group", "Group"])
        if kind == "Group" {
            if rng.chance(0.9) {
                var children = (0..<rng.below(5)).map { _ in randomAnimation(&rng, depth: depth + 1) }
                if rng.chance(0.03) { children.append("42") }
                options.append("animations = {\(children.joined(separator: ", "))}")
            }
            return "AnimationGroup{\(options.joined(separator: ", "))}"
        }
        let keyPath = kind == "Keyframe" && rng.chance(0.6) ? "'position'"
            : rng.pick(["'opacity'", "'position'", "'transform.scale'", "'transform.rotation'", "'bounds'", "'backgroundColor'"])
        if rng.chance(0.98) { options.append("keyPath = \(rng.chance(0.98) ? keyPath : "'nonsense'")") }
        maybe("additive", bool, badBool, 0.1)
        maybe("cumulative", bool, badBool, 0.1)
        if kind == "Keyframe" {
            maybe("path", keyPath == "'position'" ? ["p", "empty"] : [], ["42", "p"], 0.5)
            maybe("calculationMode", ["'linear'", "'paced'", "'discrete'", "'cubic'", "'cubicPaced'"], ["'x'"], 0.4)
            maybe("rotationMode", ["'auto'", "'autoReverse'"], ["'x'"], 0.2)
            maybe("values", keyPath == "'position'" ? ["{{x = 0, y = 0}, {x = 5, y = 5}}"] : ["{0, 1}"], [], 0.2)
            maybe("keyTimes", ["{0, 1}"], [], 0.1)
        } else {
            let good = keyPath == "'position'" ? ["{x = 1, y = 2}"] : keyPath == "'bounds'" ? ["{0, 0, 10, 10}"]
                : keyPath == "'backgroundColor'" ? ["'#ff0000'"] : ["0", "1.5", "-2"]
            let bad = ["0/0", "math.huge", "'x'"]
            maybe("fromValue", good, bad, 0.5)
            maybe("toValue", good, bad, 0.5)
            maybe("byValue", good, bad, 0.2)
            if kind == "Spring" {
                maybe("mass", ["1", "2.5"], badNumber, 0.3)
                maybe("damping", number, badNumber, 0.3)
                maybe("allowsOverdamping", bool, badBool, 0.2)
                if rng.chance(0.1) { options.append("perceptualDuration = 0.5") }
            }
        }
        return "\(kind)Animation{\(options.joined(separator: ", "))}"
    }
}
