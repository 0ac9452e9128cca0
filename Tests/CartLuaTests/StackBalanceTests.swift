import Testing
@testable import CartLua

/// `LuaHost.invoke` checks after every binding call that the binding left exactly its results
/// on the stack. These tests run every getter, setter, method and global once with valid
/// arguments (any imbalance would fail the script), and show that an unbalanced binding is
/// caught.
@Suite struct StackBalanceTests {
    /// One object of each class, as a Lua expression.
    static let constructors: [String: String] = [
        "Layer": "Layer{name='subject', position={x=10, y=20}, bounds={x=0, y=0, width=4, height=4}}",
        "TextLayer": "TextLayer{name='text', string='+1', bounds={x=0, y=0, width=4, height=4}, alignmentMode='center'}",
        "Path": "Path():moveTo(0, 0):lineTo(10, 0)",
        "TimingFunction": "TimingFunction('easeIn')",
        "BasicAnimation": "BasicAnimation{keyPath='position', fromValue={x=0, y=0}, toValue={x=1, y=1}, duration=1, "
            + "timingFunction='easeOut', delegate={animationDidStop=function() end}}",
        "KeyframeAnimation": "KeyframeAnimation{keyPath='position', values={{x=0, y=0}, {x=1, y=1}}, keyTimes={0, 1}, "
            + "timingFunctions={'linear'}, tensionValues={0, 0}, continuityValues={0, 0}, biasValues={0, 0}, "
            + "path=Path():moveTo(0, 0):lineTo(1, 1), rotationMode='auto'}",
        "SpringAnimation": "SpringAnimation{keyPath='transform.scale', fromValue=0.5, toValue=1, mass=1, stiffness=100, "
            + "damping=10, initialVelocity=0, allowsOverdamping=false}",
        "AnimationGroup": "AnimationGroup{animations={BasicAnimation{keyPath='opacity', toValue=0}}, duration=2}",
        "Timer": "after(1, function() end)",
    ]

    /// Valid arguments for every method, by class.
    static let layerMethodArguments = [
        "addSublayer": "Layer()", "insertSublayer": "Layer(), 1", "removeFromSuperlayer": "",
        "addAnimation": "BasicAnimation{keyPath='opacity', toValue=0}, 'fade'", "animation": "'fade'",
        "animationKeys": "", "removeAnimation": "'fade'", "removeAllAnimations": "",
        "convertPoint": "{x=1, y=2}, window", "convertPointFrom": "{1, 2}, nil",
        "setValue": "'transform.scale', 2", "value": "'transform.scale'", "presentation": "",
    ]

    static let methodArguments: [String: [String: String]] = [
        "Layer": layerMethodArguments,
        "TextLayer": layerMethodArguments,
        "Path": [
            "moveTo": "0, 0", "lineTo": "1, 1", "quadCurveTo": "2, 2, 1, 2", "curveTo": "3, 3, 2, 3, 3, 2",
            "close": "", "length": "", "pointAt": "0.5",
        ],
        "TimingFunction": ["evaluate": "0.5"],
        "BasicAnimation": [:],
        "KeyframeAnimation": [:],
        "AnimationGroup": [:],
        "SpringAnimation": [:],
        "Timer": ["cancel": ""],
    ]

    @Test func theTablesCoverEveryClassAndMethod() {
        let (host, _) = makeHost()
        #expect(Set(host.allClasses.keys) == Set(StackBalanceTests.constructors.keys))
        for (name, c) in host.allClasses {
            #expect(Set(c.methodNames) == Set((StackBalanceTests.methodArguments[name] ?? [:]).keys), "methods of \(name)")
        }
    }

    @Test func everyGetterSetterAndMethodIsBalanced() {
        var settings = ScriptSettings()
        settings.modules = ["mod": "return 'module'"]
        let (host, sink) = makeHost(settings)
        var script = "window:addSublayer(Layer{name='parent'})\n"
        for (name, c) in host.allClasses.sorted(by: { $0.key < $1.key }) {
            guard let make = StackBalanceTests.constructors[name] else { continue }
            script += "do -- \(name)\n  local o = \(make)\n"
            if name == "Layer" || name == "TextLayer" { script += "  window.sublayers[1]:addSublayer(o)\n" }
            for p in c.propertyNames {
                script += "  local v_\(p) = o.\(p)\n"
                if c.properties[p]?.isSettable == true { script += "  o.\(p) = v_\(p)\n" }
            }
            for (m, args) in (StackBalanceTests.methodArguments[name] ?? [:]).sorted(by: { $0.key < $1.key }) {
                script += "  local r_\(m) = o:\(m)(\(args))\n"
            }
            script += "  print('\(name)', tostring(o) ~= nil, o == o)\nend\n"
        }
        script += """
            TimingFunction(0.1, 0.2, 0.3, 0.4); TimingFunction{0.1, 0.2, 0.3, 0.4}; TimingFunction(TimingFunction('linear'))
            print(now(), param('n', 3, 'help'), param('n', 4), param('s', 'x'), param('b', true), param('x', 1.5))
            log('log'); print(require('mod'))
            print(string.format('%s %d', {}, 1))
            local t = after(0.5, function() print('later', now()) end)
            """
        let run = runScript(script, on: host, sink: sink)
        #expect(run.errorMessage == nil, "\(run.errorMessage ?? "")")
        #expect(run.messages == [
            "AnimationGroup\ttrue\ttrue", "BasicAnimation\ttrue\ttrue", "KeyframeAnimation\ttrue\ttrue",
            "Layer\ttrue\ttrue", "Path\ttrue\ttrue", "SpringAnimation\ttrue\ttrue", "TextLayer\ttrue\ttrue",
            "Timer\ttrue\ttrue", "TimingFunction\ttrue\ttrue",
            "0.0\t3\t3\tx\ttrue\t1.5", "log", "module", "table: #1 1", "later\t0.5",
        ])
        // Nothing was left behind on the main thread's stack either.
        #expect(host.lua.top == 0)
    }

    /// A binding that leaves an extra value is refused with an internal error (not a crash or
    /// a silently wrong result), and the state stays usable.
    @Test func anUnbalancedBindingIsCaught() {
        let (host, sink) = makeHost()
        host.setGlobal("leaky") { _, lua in
            lua.push(1)
            lua.push(2)
            return 1
        }
        host.setGlobal("overclaiming") { _, _ in 3 }
        host.setGlobal("consuming") { _, lua in
            lua.setTop(0)
            lua.push(7)
            return 1
        }
        let run = runScript("""
            print(pcall(leaky))
            print(pcall(leaky, 'a', 'b'))
            print(pcall(overclaiming))
            print(consuming(1, 2, 3))
            """, on: host, sink: sink)
        #expect(run.messages == [
            "false\tcartlua internal error: stack imbalance in a binding (0 values on entry, 2 on return with 1 results)",
            "false\tcartlua internal error: stack imbalance in a binding (2 values on entry, 4 on return with 1 results)",
            "false\tcartlua internal error: stack imbalance in a binding (0 values on entry, 0 on return with 3 results)",
            "7",
        ])
        let (again, againSink) = makeHost()
        again.setGlobal("leaky") { _, lua in
            lua.push(1)
            lua.push(2)
            return 1
        }
        #expect(runScript("local x = 1\nleaky()", on: again, sink: againSink).errorMessage
            == "test.lua:2: cartlua internal error: stack imbalance in a binding (0 values on entry, 2 on return with 1 results)")
    }
}
