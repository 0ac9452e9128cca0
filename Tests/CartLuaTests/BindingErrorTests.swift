import Testing
@testable import CartLua

/// Every user mistake a binding refuses, with the exact message a script author sees: Lua's own
/// wording ("bad argument #n to 'f' (…)", arguments of a method call counted from the first one
/// after the colon), the script's file:line, and what was expected (the valid choices, the
/// nearest valid name).
@Suite struct BindingErrorTests {
    @Test(arguments: [
        ("local l = Layer(); l:addAnimation(nil)",
         "test.lua:1: bad argument #1 to 'addAnimation' (animation expected, got nil)"),
        ("local l = Layer(); l:addAnimation()",
         "test.lua:1: bad argument #1 to 'addAnimation' (animation expected, got no value)"),
        ("local l = Layer(); l:addAnimation(Layer())",
         "test.lua:1: bad argument #1 to 'addAnimation' (animation expected, got Layer)"),
        ("local l = Layer(); l:addAnimation(BasicAnimation{keyPath='opacity'}, 5)",
         "test.lua:1: bad argument #2 to 'addAnimation' (string expected, got number)"),
        ("local l = Layer(); l:addSublayer(Path())",
         "test.lua:1: bad argument #1 to 'addSublayer' (Layer expected, got Path)"),
        ("local l = Layer(); l:insertSublayer(Layer(), 'x')",
         "test.lua:1: bad argument #2 to 'insertSublayer' (number expected, got string)"),
        ("local l = Layer(); l:insertSublayer(Layer(), 1.5)",
         "test.lua:1: bad argument #2 to 'insertSublayer' (number has no integer representation)"),
        ("local l = Layer(); l:insertSublayer(Layer())",
         "test.lua:1: bad argument #2 to 'insertSublayer' (number expected, got no value)"),
        ("local l = Layer(); l:removeAnimation(5)",
         "test.lua:1: bad argument #1 to 'removeAnimation' (string expected, got number)"),
        ("local l = Layer(); l:animation()",
         "test.lua:1: bad argument #1 to 'animation' (string expected, got no value)"),
        ("local l = Layer(); l:convertPoint(5, window)",
         "test.lua:1: bad argument #1 to 'convertPoint' (point expected {x=, y=}, got number)"),
        ("local l = Layer(); l:convertPoint({1}, window)",
         "test.lua:1: bad argument #1 to 'convertPoint' (point expected {x=, y=}, got a table without 'y')"),
        ("local l = Layer(); l:convertPoint({x=1, y=2}, 5)",
         "test.lua:1: bad argument #2 to 'convertPoint' (Layer expected, got number)"),
        ("local l = Layer(); l:setValue('position', 5)",
         "test.lua:1: bad argument #2 to 'setValue' (point expected {x=, y=}, got number)"),
        ("local l = Layer(); l:value(5)",
         "test.lua:1: bad argument #1 to 'value' (string expected, got number)"),
        ("Path():moveTo('a', 1)", "test.lua:1: bad argument #1 to 'moveTo' (number expected, got string)"),
        ("Path():moveTo(1)", "test.lua:1: bad argument #2 to 'moveTo' (number expected, got no value)"),
        ("Path():curveTo(1, 2, 3, 4, 5)", "test.lua:1: bad argument #6 to 'curveTo' (number expected, got no value)"),
        ("TimingFunction('linear'):evaluate()", "test.lua:1: bad argument #1 to 'evaluate' (number expected, got no value)"),
        ("after(1)", "test.lua:1: bad argument #2 to 'after' (function expected, got no value)"),
        ("after('a', function() end)", "test.lua:1: bad argument #1 to 'after' (number expected, got string)"),
        ("after(1, 5)", "test.lua:1: bad argument #2 to 'after' (function expected, got number)"),
        ("param()", "test.lua:1: bad argument #1 to 'param' (string expected, got no value)"),
        ("param('a', {})", "test.lua:1: bad argument #2 to 'param' (number, string or boolean default expected, got table)"),
        ("param('a', 1, 5)", "test.lua:1: bad argument #3 to 'param' (string expected, got number)"),
        ("require(5)", "test.lua:1: bad argument #1 to 'require' (string expected, got number)"),
        ("require(Layer())", "test.lua:1: bad argument #1 to 'require' (string expected, got Layer)"),
        ("BasicAnimation()", "test.lua:1: bad argument #1 to 'BasicAnimation' (table expected, got no value)"),
        ("AnimationGroup(5)", "test.lua:1: bad argument #1 to 'AnimationGroup' (table expected, got number)"),
        ("Layer(5)", "test.lua:1: bad argument #1 to 'Layer' (table expected, got number)"),
        ("Layer{1}", "test.lua:1: bad argument #1 to 'Layer' (options are name = value pairs; got a number key)"),
        // The line of the call, not of the chunk's start.
        ("local a = 1\n\nlocal l = Layer(); l:addSublayer(nil)",
         "test.lua:3: bad argument #1 to 'addSublayer' (Layer expected, got nil)"),
    ])
    func wrongTypesAndMissingArguments(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    /// A method called on the wrong object: with `.` the object is argument #1; through a
    /// method call on some other value Lua says "calling 'f' on bad self".
    @Test(arguments: [
        ("Layer().addSublayer(Path(), Layer())",
         "test.lua:1: bad argument #1 to 'addSublayer' (Layer expected, got Path)"),
        ("local l = Layer(); l.addSublayer(5, l)",
         "test.lua:1: bad argument #1 to 'addSublayer' (Layer expected, got number)"),
        ("Path().moveTo(Layer(), 1, 2)", "test.lua:1: bad argument #1 to 'moveTo' (Path expected, got Layer)"),
        ("local t = after(1, function() end); t.cancel()",
         "test.lua:1: bad argument #1 to 'cancel' (Timer expected, got no value)"),
        ("local t = {add = Layer().addSublayer}; t:add(Layer())",
         "test.lua:1: calling 'add' on bad self (Layer expected, got table)"),
        ("local p = {lineTo = Path().lineTo}; p:lineTo(1, 2)",
         "test.lua:1: calling 'lineTo' on bad self (Path expected, got table)"),
    ])
    func wrongSelf(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    /// Unknown option names name the nearest valid one (or list them all); wrong option types
    /// name the option.
    @Test(arguments: [
        ("BasicAnimation{keyPath='opacity', durtion=1}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (unknown option 'durtion'; did you mean 'duration'?)"),
        ("AnimationGroup{duraton=1}",
         "test.lua:1: bad argument #1 to 'AnimationGroup' (unknown option 'duraton'; did you mean 'duration'?)"),
        ("Layer{positon={x=1, y=1}}",
         "test.lua:1: bad argument #1 to 'Layer' (unknown option 'positon'; did you mean 'position'?)"),
        ("Layer{foo=1}",
         "test.lua:1: bad argument #1 to 'Layer' (unknown option 'foo'; the options are name, bounds, anchorPoint, "
            + "transform, position, frame, opacity, hidden, backgroundColor, cornerRadius, masksToBounds, contents, "
            + "contentsGravity, zPosition, beginTime, speed, timeOffset)"),
        ("Layer{sublayers={}}", "test.lua:1: bad argument #1 to 'Layer' (option 'sublayers' is read-only)"),
        // A misspelt name is reported before anything else that is wrong.
        ("Layer{name=5, opacty=1}", "test.lua:1: bad argument #1 to 'Layer' (unknown option 'opacty'; did you mean 'opacity'?)"),
        ("BasicAnimation{keyPath='positon', durtion=1}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (unknown option 'durtion'; did you mean 'duration'?)"),
        ("BasicAnimation{kepPath='position'}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (unknown option 'kepPath'; did you mean 'keyPath'?)"),
        ("BasicAnimation{}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (BasicAnimation needs a keyPath (e.g. keyPath = \"position\"))"),
        ("BasicAnimation{keyPath=5}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'keyPath': string expected, got number)"),
        ("BasicAnimation{keyPath='opacity', duration='1'}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'duration': number expected, got string)"),
        ("BasicAnimation{keyPath='opacity', autoreverses=1}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'autoreverses': boolean expected, got number)"),
        ("BasicAnimation{keyPath='opacity', repeatCount=-1}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'repeatCount': non-negative number expected, got -1)"),
        ("BasicAnimation{keyPath='opacity', toValue={x=1, y=2}}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'toValue': number expected, got table)"),
        ("BasicAnimation{keyPath='position', toValue={x=1}}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'toValue': point expected {x=, y=}, got a table without 'y')"),
        ("BasicAnimation{keyPath='opacity', delegate=5}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'delegate': delegate table expected "
            + "(with animationDidStart/animationDidStop), got number)"),
        ("BasicAnimation{keyPath='opacity', delegate={animationDidStop=5}}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'delegate': delegate.animationDidStop must be a function)"),
        ("BasicAnimation{keyPath='opacity', delegate={animationDidEnd=function() end}}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'delegate': delegate has 'animationDidEnd': "
            + "did you mean 'animationDidStart' or 'animationDidStop'?)"),
        // A bad callback before any misspelt key, whichever order the keys are met in.
        ("BasicAnimation{keyPath='opacity', delegate={animationA=1, animationB=1, animationC=1, animationD=1, "
            + "animationE=1, animationDidStop=5, animationF=1}}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'delegate': delegate.animationDidStop must be a function)"),
        ("AnimationGroup{delegate={animationA=1, animationB=1, animationDidStop=5, animationC=1, animationD=1, "
            + "animationDidStart=true}}",
         "test.lua:1: bad argument #1 to 'AnimationGroup' (option 'delegate': delegate.animationDidStart must be a function)"),
        ("KeyframeAnimation{keyPath='position', values={{x=1, y=1}, 5}}",
         "test.lua:1: bad argument #1 to 'KeyframeAnimation' (option 'values': values[2]: point expected {x=, y=}, got number)"),
        ("KeyframeAnimation{keyPath='position', keyTimes={0, 'a'}}",
         "test.lua:1: bad argument #1 to 'KeyframeAnimation' (option 'keyTimes': number expected at index 2, got string)"),
        ("KeyframeAnimation{keyPath='position', path=5}",
         "test.lua:1: bad argument #1 to 'KeyframeAnimation' (option 'path': Path expected, got number)"),
        ("KeyframeAnimation{keyPath='opacity', path=Path():moveTo(0, 0):lineTo(1, 1)}",
         "test.lua:1: bad argument #1 to 'KeyframeAnimation' (option 'path': a path animates a point key path "
            + "(position or anchorPoint), not 'opacity')"),
        ("AnimationGroup{animations={5}}",
         "test.lua:1: bad argument #1 to 'AnimationGroup' (option 'animations': animations[1]: animation expected, got number)"),
        ("Layer{name=5}", "test.lua:1: bad argument #1 to 'Layer' (option 'name': string expected, got number)"),
        ("Layer{frame={1, 2, 3}}",
         "test.lua:1: bad argument #1 to 'Layer' (option 'frame': rect expected {x=, y=, width=, height=}, got a table without 'height')"),
        ("Layer{backgroundColor='red'}",
         "test.lua:1: bad argument #1 to 'Layer' (option 'backgroundColor': colour expected as \"#RRGGBB\" or \"#RRGGBBAA\", got \"red\")"),
        ("Layer{backgroundColor={r=1}}",
         "test.lua:1: bad argument #1 to 'Layer' (option 'backgroundColor': colour field 'g' must be a number in 0…1, got nil)"),
        ("Layer{backgroundColor={r=2, g=0, b=0}}",
         "test.lua:1: bad argument #1 to 'Layer' (option 'backgroundColor': colour field 'r' must be a number in 0…1, got 2)"),
    ])
    func options(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    /// Enumerations name every valid choice, and the nearest one.
    @Test(arguments: [
        ("BasicAnimation{keyPath='opacity', fillMode='forward'}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'fillMode': invalid fillMode 'forward' "
            + "(expected one of 'removed', 'forwards', 'backwards', 'both'; did you mean 'forwards'?))"),
        ("BasicAnimation{keyPath='opacity', fillMode=3}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'fillMode': one of 'removed', 'forwards', "
            + "'backwards', 'both' expected, got number)"),
        ("local a = BasicAnimation{keyPath='opacity'}; a.fillMode = 'forward'",
         "test.lua:1: bad value for 'fillMode' of BasicAnimation: invalid fillMode 'forward' "
            + "(expected one of 'removed', 'forwards', 'backwards', 'both'; did you mean 'forwards'?)"),
        ("KeyframeAnimation{keyPath='position', calculationMode='pace'}",
         "test.lua:1: bad argument #1 to 'KeyframeAnimation' (option 'calculationMode': invalid calculationMode 'pace' "
            + "(expected one of 'linear', 'discrete', 'paced', 'cubic', 'cubicPaced'; did you mean 'paced'?))"),
        ("KeyframeAnimation{keyPath='position', rotationMode='automatic'}",
         "test.lua:1: bad argument #1 to 'KeyframeAnimation' (option 'rotationMode': invalid rotationMode 'automatic' "
            + "(expected one of 'auto', 'autoReverse'))"),
    ])
    func enums(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    /// NaN and infinities where they make no sense. (`after(math.huge, f)` and `repeatCount =
    /// math.huge` do make sense: never, and forever.)
    @Test(arguments: [
        ("Path():moveTo(0/0, 1)", "test.lua:1: bad argument #1 to 'moveTo' (finite number expected, got nan)"),
        ("Path():lineTo(1, -1/0)", "test.lua:1: bad argument #2 to 'lineTo' (finite number expected, got -inf)"),
        ("Path():pointAt(0/0)", "test.lua:1: bad argument #1 to 'pointAt' (finite number expected, got nan)"),
        ("after(0/0, function() end)", "test.lua:1: bad argument #1 to 'after' (number expected, got nan)"),
        ("TimingFunction('linear'):evaluate(1/0)", "test.lua:1: bad argument #1 to 'evaluate' (finite number expected, got inf)"),
        ("local l = Layer(); l.position = {x=1/0, y=0}",
         "test.lua:1: bad value for 'position' of Layer: point field 'x' must be finite, got inf"),
        ("local l = Layer(); l.position = {x=0, y=0/0}",
         "test.lua:1: bad value for 'position' of Layer: point field 'y' must be finite, got nan"),
        ("Layer{position={x=1/0, y=0}}",
         "test.lua:1: bad argument #1 to 'Layer' (option 'position': point field 'x' must be finite, got inf)"),
        ("local l = Layer(); l.opacity = 0/0", "test.lua:1: bad value for 'opacity' of Layer: finite number expected, got nan"),
        ("local l = Layer(); l.opacity = 1/0", "test.lua:1: bad value for 'opacity' of Layer: finite number expected, got inf"),
        ("local l = Layer(); l:setValue('opacity', 0/0)",
         "test.lua:1: bad argument #2 to 'setValue' (finite number expected, got nan)"),
        ("BasicAnimation{keyPath='opacity', duration=0/0}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'duration': finite number expected, got nan)"),
        ("BasicAnimation{keyPath='opacity', duration=math.huge}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'duration': finite number expected, got inf)"),
        ("BasicAnimation{keyPath='opacity', beginTime=-1/0}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'beginTime': finite number expected, got -inf)"),
        ("BasicAnimation{keyPath='opacity', repeatCount=0/0}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'repeatCount': number expected, got nan)"),
        ("BasicAnimation{keyPath='position', toValue={x=1, y=1/0}}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'toValue': point field 'y' must be finite, got inf)"),
        ("KeyframeAnimation{keyPath='position', keyTimes={0, 0/0}}",
         "test.lua:1: bad argument #1 to 'KeyframeAnimation' (option 'keyTimes': finite number expected at index 2, got nan)"),
        ("TimingFunction(0.5, 0, 1/0, 1)", "test.lua:1: bad argument #3 to 'TimingFunction' (finite number expected, got inf)"),
    ])
    func nonFiniteNumbers(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    @Test(arguments: [
        ("after(math.huge, function() end)", "ok"),
        ("BasicAnimation{keyPath='opacity', repeatCount=math.huge}", "ok"),
        ("BasicAnimation{keyPath='opacity', repeatDuration=math.huge}", "ok"),
        ("local l = Layer(); l:insertSublayer(Layer(), math.mininteger); l:insertSublayer(Layer(), math.maxinteger)", "ok"),
    ])
    func infinitiesThatMakeSense(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    /// Layer trees stay trees; groups do not contain themselves.
    @Test(arguments: [
        ("local l = Layer(); l:addSublayer(l)",
         "test.lua:1: bad argument #1 to 'addSublayer' (cannot add layer 'layer1' to 'layer1': it would contain itself)"),
        ("local a, b = Layer(), Layer(); a:addSublayer(b); b:addSublayer(a)",
         "test.lua:1: bad argument #1 to 'addSublayer' (cannot add layer 'layer1' to 'layer2': it would contain itself)"),
        ("local a, b, c = Layer{name='a'}, Layer(), Layer{name='c'}; a:addSublayer(b); b:addSublayer(c); c:insertSublayer(a, 1)",
         "test.lua:1: bad argument #1 to 'insertSublayer' (cannot add layer 'a' to 'c': it would contain itself)"),
        ("Layer():addSublayer(window)",
         "test.lua:1: bad argument #1 to 'addSublayer' (the window is the root layer: it cannot be a sublayer)"),
        ("local g = AnimationGroup{}; g.animations = {g}",
         "test.lua:1: bad value for 'animations' of AnimationGroup: animations[1]: a group cannot contain itself"),
        ("local g = AnimationGroup{}; local h = AnimationGroup{animations={g}}; g.animations = {h}",
         "test.lua:1: bad value for 'animations' of AnimationGroup: animations[1]: that group already contains this one"),
        ("local g = AnimationGroup{}; local h = AnimationGroup{animations={AnimationGroup{animations={g}}}}; g.animations = {h}",
         "test.lua:1: bad value for 'animations' of AnimationGroup: animations[1]: that group already contains this one"),
    ])
    func cycles(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    @Test(arguments: [
        ("TimingFunction('easeInOut')",
         "test.lua:1: bad argument #1 to 'TimingFunction' (unknown timing function 'easeInOut' (expected one of 'linear', "
            + "'easeIn', 'easeOut', 'easeInEaseOut', 'default'; did you mean 'easeOut'?))"),
        ("TimingFunction('bad')",
         "test.lua:1: bad argument #1 to 'TimingFunction' (unknown timing function 'bad' (expected one of 'linear', "
            + "'easeIn', 'easeOut', 'easeInEaseOut', 'default'))"),
        ("TimingFunction()",
         "test.lua:1: bad argument #1 to 'TimingFunction' (timing function expected (a name, {c1x, c1y, c2x, c2y}, "
            + "{c1x=, c1y=, c2x=, c2y=} or TimingFunction), got no value)"),
        ("TimingFunction(0.5, 0, 1)", "test.lua:1: bad argument #4 to 'TimingFunction' (number expected, got no value)"),
        ("TimingFunction(2, 0, 1, 1)",
         "test.lua:1: bad argument #1 to 'TimingFunction' (control point c1x must lie within 0…1, got 2)"),
        ("TimingFunction(0.5, 0, -0.5, 1)",
         "test.lua:1: bad argument #3 to 'TimingFunction' (control point c2x must lie within 0…1, got -0.5)"),
        ("TimingFunction{0.1, 0.2}",
         "test.lua:1: bad argument #1 to 'TimingFunction' (timing function control points {c1x, c1y, c2x, c2y} "
            + "or {c1x=, c1y=, c2x=, c2y=} expected, got a table of 2 values)"),
        ("BasicAnimation{keyPath='opacity', timingFunction={2, 0, 1, 1}}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'timingFunction': control point c1x must lie within 0…1, got 2)"),
        ("BasicAnimation{keyPath='opacity', timingFunction=5}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'timingFunction': timing function expected "
            + "(a name, {c1x, c1y, c2x, c2y}, {c1x=, c1y=, c2x=, c2y=} or TimingFunction), got number)"),
        ("KeyframeAnimation{keyPath='position', timingFunctions={'linear', 'bad'}}",
         "test.lua:1: bad argument #1 to 'KeyframeAnimation' (option 'timingFunctions': timingFunctions[2]: unknown "
            + "timing function 'bad' (expected one of 'linear', 'easeIn', 'easeOut', 'easeInEaseOut', 'default'))"),
    ])
    func timingFunctions(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    /// Key paths, properties and methods by name: unknown names name the nearest valid one;
    /// read-only properties say so.
    @Test(arguments: [
        ("local l = Layer(); l:setValue('positon', {x=1, y=1})",
         "test.lua:1: bad argument #1 to 'setValue' (unknown key path 'positon'; did you mean 'position'?)"),
        ("local l = Layer(); l:value('transform.scal')",
         "test.lua:1: bad argument #1 to 'value' (unknown key path 'transform.scal'; did you mean 'transform.scale'?)"),
        ("BasicAnimation{keyPath='positon'}",
         "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'keyPath': unknown key path 'positon'; did you mean 'position'?)"),
        ("local l = Layer(); print(l.positon)",
         "test.lua:1: Layer has no property or method 'positon'; did you mean 'position'?"),
        ("local l = Layer(); l.positon = {x=1, y=1}", "test.lua:1: Layer has no property 'positon'; did you mean 'position'?"),
        ("local l = Layer(); l:addSublayr(Layer())",
         "test.lua:1: Layer has no property or method 'addSublayr'; did you mean 'addSublayer'?"),
        ("local l = Layer(); print(l.foo)", "test.lua:1: Layer has no property or method 'foo'"),
        ("local a = BasicAnimation{keyPath='opacity'}; print(a.durtion)",
         "test.lua:1: BasicAnimation has no property or method 'durtion'; did you mean 'duration'?"),
        ("local l = Layer(); print(l[1])", "test.lua:1: Layer has no number keys (its properties and methods have names)"),
        ("local l = Layer(); l[1] = 5", "test.lua:1: Layer has no number keys (its properties have names)"),
        ("local l = Layer(); l.addSublayer = 5", "test.lua:1: cannot assign to 'addSublayer': it is a method of Layer"),
        ("local l = Layer(); l.superlayer = Layer()", "test.lua:1: property 'superlayer' of Layer is read-only"),
        ("local l = Layer(); l.sublayers = {}", "test.lua:1: property 'sublayers' of Layer is read-only"),
        ("local a = BasicAnimation{keyPath='opacity'}; a.keyPath = 'position'",
         "test.lua:1: property 'keyPath' of BasicAnimation is read-only"),
        ("local f = TimingFunction('linear'); f.name = 'x'", "test.lua:1: property 'name' of TimingFunction is read-only"),
        ("local l = Layer(); l.position = 5",
         "test.lua:1: bad value for 'position' of Layer: point expected {x=, y=}, got number"),
        ("local l = Layer(); l.name = 5", "test.lua:1: bad value for 'name' of Layer: string expected, got number"),
        ("local a = BasicAnimation{keyPath='opacity'}; a.fromValue = 'a'",
         "test.lua:1: bad value for 'fromValue' of BasicAnimation: number expected, got string"),
        ("local a = BasicAnimation{keyPath='opacity'}; a.duration = nil",
         "test.lua:1: bad value for 'duration' of BasicAnimation: number expected, got nil"),
        ("getmetatable(Layer()).__index = nil", "test.lua:1: attempt to index a string value"),
        ("setmetatable(Layer(), {})", "test.lua:1: bad argument #1 to 'setmetatable' (table expected, got Layer)"),
    ])
    func propertiesAndKeyPaths(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    /// `require` reports at the caller's line under its own name.
    @Test(arguments: [
        ("require('../x')",
         "test.lua:1: bad argument #1 to 'require' (invalid module name '../x': letters, digits, '_' and '.' only)"),
        ("require('a/b')",
         "test.lua:1: bad argument #1 to 'require' (invalid module name 'a/b': letters, digits, '_' and '.' only)"),
        ("require('nope')", "test.lua:1: module 'nope' not found (cartlua looks for it next to the script only)"),
    ])
    func requireErrors(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    /// string.format keeps its own wording at the caller's line, and refuses '%p'.
    @Test(arguments: [
        ("string.format('%d', {})", "test.lua:1: bad argument #2 to 'format' (number expected, got table)"),
        ("string.format('%y', 1)", "test.lua:1: invalid conversion '%y' to 'format'"),
        ("string.format('%p', {})",
         "test.lua:1: bad argument #2 to 'format' ('%p' is not available: addresses differ from run to run)"),
        ("('%s %p'):format(1, 2)",
         "test.lua:1: bad argument #3 to 'format' ('%p' is not available: addresses differ from run to run)"),
    ])
    func formatErrors(script: String, expected: String) {
        #expect(errorOf(script) == expected)
    }

    /// A Lua error that is not a string keeps Lua's wording, placed at the script's line.
    @Test func nonStringErrorObject() {
        #expect(errorOf("error({})") == "test.lua:1: (error object is a table value)")
        #expect(errorOf("error('boom')") == "test.lua:1: boom")
    }
}
