import CartAnimation
import CartTestSupport
import Testing
@testable import CartLua

/// Lua ↔ Swift values (CONTRACT.md "Values") and the layer API that reads and writes them.
@Suite struct ValueTests {
    @Test func pointsSizesAndRects() {
        #expect(printed("""
            local l = Layer{position = {1, 2}, anchorPoint = {x = 0.25, y = 0.75}}
            print(l.position.x, l.position.y, l.anchorPoint.x, l.anchorPoint.y)
            l.position = {x = 3, y = 4}
            print(l.position.x, l.position.y)
            l.bounds = {0, 0, 40, 20}
            print(l.bounds.x, l.bounds.y, l.bounds.width, l.bounds.height)
            l:setValue('bounds.size', {width = 8, height = 6})
            local s = l:value('bounds.size')
            print(s.width, s.height, l.bounds.width)
            l:setValue('transform.translation', {width = 5, height = 7})
            print(l:value('transform.translation.x'), l:value('transform.translation.y'))
            """) == ["1.0\t2.0\t0.25\t0.75", "3.0\t4.0", "0.0\t0.0\t40.0\t20.0", "8.0\t6.0\t8.0", "5.0\t7.0"])
    }

    /// transform.translation is a CGSize in Core Animation, but scripts write the point it moves
    /// by: a point is taken wherever its value goes in (setValue, from/to/by, keyframe values)
    /// and kept as the size. Other size key paths still want a size.
    @Test func translationTakesAPoint() {
        #expect(printed("""
            local l = Layer()
            l:setValue('transform.translation', {x = 5, y = 7})
            print(l:value('transform.translation.x'), l:value('transform.translation.y'))
            local a = BasicAnimation{keyPath = 'transform.translation', fromValue = {x = 1, y = 2}, toValue = {3, 4},
                                     byValue = {width = 5, height = 6}}
            print(a.fromValue.width, a.fromValue.height, a.toValue.width, a.toValue.height, a.byValue.width)
            local k = KeyframeAnimation{keyPath = 'transform.translation', values = {{x = 0, y = 0}, {x = 10, y = -10}}}
            print(k.values[2].width, k.values[2].height)
            """) == ["5.0\t7.0", "1.0\t2.0\t3.0\t4.0\t5.0", "10.0\t-10.0"])
        #expect(errorOf("Layer():setValue('bounds.size', {x = 1, y = 2})")
            == "test.lua:1: bad argument #2 to 'setValue' (size expected {width=, height=}, got a table without 'width')")
        #expect(errorOf("BasicAnimation{keyPath = 'transform.translation', toValue = 'far'}")
            == "test.lua:1: bad argument #1 to 'BasicAnimation' (option 'toValue': size expected {width=, height=}, got string; or point expected {x=, y=}, got string)")
    }

    @Test func colours() {
        #expect(printed("""
            local l = Layer{backgroundColor = '#FF8000'}
            print(l.backgroundColor)
            l.backgroundColor = '#00ff0080'; print(l.backgroundColor)
            l.backgroundColor = {r = 0, g = 0, b = 1}; print(l.backgroundColor)
            l.backgroundColor = {r = 1, g = 1, b = 1, a = 0.5}; print(l.backgroundColor)
            l.backgroundColor = nil; print(l.backgroundColor)
            """) == ["#ff8000ff", "#00ff0080", "#0000ffff", "#ffffff80", "nil"])
    }

    @Test func transformsAreSixteenNumbers() {
        #expect(printed("""
            local l = Layer()
            l:setValue('transform.scale', 2)
            local m = l.transform
            print(#m, m[1], m[6], m[11], m[16])
            m[13] = 10
            l.transform = m
            print(l:value('transform.translation.x'), l:value('transform.scale.x'))
            """) == ["16\t2.0\t2.0\t2.0\t1.0", "10.0\t2.0"])
        #expect(errorOf("Layer().transform = {1, 2, 3}")
            == "test.lua:1: bad value for 'transform' of Layer: transform (16 numbers) expected, got a table of 3 values")
    }

    /// Options apply in property order, not table order: `frame` comes after `anchorPoint`.
    @Test func layerFrameOption() {
        #expect(printed("""
            local l = Layer{frame = {x = 10, y = 20, width = 100, height = 50}}
            print(l.position.x, l.position.y, l.bounds.x, l.bounds.width, l.bounds.height, l.frame.x, l.frame.y)
            local m = Layer{frame = {10, 20, 100, 50}, anchorPoint = {0, 0}}
            print(m.position.x, m.position.y, m.frame.width)
            """) == ["60.0\t45.0\t0.0\t100.0\t50.0\t10.0\t20.0", "10.0\t20.0\t100.0"])
    }

    @Test func layerPropertiesReadBack() {
        #expect(printed("""
            local l = Layer{name = 'n', opacity = 0.5, hidden = true, cornerRadius = 4, masksToBounds = true,
                            contents = 'coin.png', zPosition = 2}
            print(l.name, l.opacity, l.hidden, l.cornerRadius, l.masksToBounds, l.contents, l.zPosition)
            local u = Layer()
            print(u.name, u.opacity, u.hidden, u.superlayer, #u.sublayers, tostring(u))
            """) == ["n\t0.5\ttrue\t4.0\ttrue\tcoin.png\t2.0", "nil\t1.0\tfalse\tnil\t0\tLayer(layer1)"])
    }

    /// contentsGravity takes CA's names (default resize, as CALayer's) and rejects others (and
    /// nil) with the list and the nearest name.
    @Test func contentsGravity() {
        #expect(printed("""
            local l = Layer{contents = 'product.png', contentsGravity = 'resizeAspectFill'}
            print(Layer().contentsGravity, l.contentsGravity)
            l.contentsGravity = 'topLeft'; print(l.contentsGravity)
            """) == ["resize\tresizeAspectFill", "topLeft"])
        let names = "'center', 'top', 'bottom', 'left', 'right', 'topLeft', 'topRight', 'bottomLeft', "
            + "'bottomRight', 'resize', 'resizeAspect', 'resizeAspectFill'"
        #expect(errorOf("local l = Layer{contentsGravity = 'resizeAspectFil'}") ==
            "test.lua:1: bad argument #1 to 'Layer' (option 'contentsGravity': invalid contentsGravity 'resizeAspectFil' "
            + "(expected one of \(names); did you mean 'resizeAspectFill'?))")
        // Never nil in CA (a CALayerContentsGravity, not an optional).
        #expect(errorOf("Layer().contentsGravity = nil") ==
            "test.lua:1: bad value for 'contentsGravity' of Layer: one of \(names) expected, got nil")
    }

    /// `insertSublayer(l, i)` is 1-based: 1 is the back; past the end is the front.
    @Test func insertSublayerIsOneBased() {
        #expect(printed("""
            local function names(l) local t = {} for i, s in ipairs(l.sublayers) do t[i] = s.name end return table.concat(t, ' ') end
            local a, b, c, d, e = Layer{name='a'}, Layer{name='b'}, Layer{name='c'}, Layer{name='d'}, Layer{name='e'}
            window:addSublayer(a)
            window:insertSublayer(b, 1); print(names(window))
            window:insertSublayer(c, 2); print(names(window))
            window:insertSublayer(d, 4); print(names(window))
            window:insertSublayer(e, 99); print(names(window))
            window:insertSublayer(e, 0); print(names(window))
            window:insertSublayer(a, 3); print(names(window))
            print(a.superlayer == window, window.sublayers[1].superlayer.name)
            a:removeFromSuperlayer(); print(names(window), a.superlayer)
            """) == ["b a", "b c a", "b c a d", "b c a d e", "e b c a d", "e b a c d", "true\twindow", "e b c d\tnil"])
    }

    @Test func convertPointBetweenLayers() {
        #expect(printed("""
            local p = Layer{name = 'p', position = {x = 100, y = 100}, bounds = {0, 0, 50, 50}}
            local c = Layer{position = {x = 10, y = 10}, bounds = {0, 0, 20, 20}}
            window:addSublayer(p); p:addSublayer(c)
            local function show(q) return q.x .. ',' .. q.y end
            print(show(c:convertPoint({x = 0, y = 0}, window)), show(c:convertPoint({0, 0}, nil)))
            print(show(c:convertPointFrom({x = 75, y = 75}, window)), show(window:convertPoint({x = 75, y = 75}, c)))
            print(show(c:convertPoint({x = 5, y = 5}, p)), show(p:convertPointFrom({x = 5, y = 5}, c)))
            p:setValue('transform.scale', 2)
            print(show(c:convertPoint({0, 0}, window)), show(c:convertPointFrom({50, 50}, window)))
            """) == ["75.0,75.0\t75.0,75.0", "0.0,0.0\t0.0,0.0", "5.0,5.0\t5.0,5.0", "50.0,50.0\t0.0,0.0"])
        #expect(errorOf("""
            local p = Layer(); local c = Layer(); window:addSublayer(p); p:addSublayer(c)
            p:setValue('transform.scale', 0)
            c:convertPointFrom({0, 0}, window)
            """) == "test.lua:3: cannot convert the point: a transform on the way is not invertible")
    }

    /// `layer.x` is the model value; `layer:presentation()` the value on screen now.
    @Test func presentationMidAnimation() {
        let run = runScript("""
            local l = Layer{name = 'm', position = {x = 0, y = 0}}
            window:addSublayer(l)
            l:addAnimation(BasicAnimation{keyPath = 'position', fromValue = {x = 0, y = 0}, toValue = {x = 100, y = 50},
                                          duration = 1, timingFunction = 'linear'}, 'move')
            l:addAnimation(BasicAnimation{keyPath = 'opacity', fromValue = 1, toValue = 0, duration = 2,
                                          timingFunction = 'linear'}, 'fade')
            l:addAnimation(BasicAnimation{keyPath = 'transform.scale', fromValue = 1, toValue = 3, duration = 1,
                                          timingFunction = 'linear'})
            after(0.25, function()
              local p = l:presentation()
              print(p.position.x, p.position.y, p.opacity, p.scale, p.scaleX, p.frame.x)
              print(l.position.x, l.opacity, l:value('transform.scale'))
            end)
            after(1.5, function() local p = l:presentation(); print(p.position.x, p.opacity, p.scale) end)
            """)
        #expect(run.errorMessage == nil)
        #expect(run.logs == [
            "0.25 25.0\t12.5\t0.875\t1.5\t1.5\t25.0",
            "0.25 0.0\t1.0\t1.0",
            "1.5 0.0\t0.25\t1.0",
        ])
    }

    @Test func presentationFields() {
        #expect(printed("""
            local keys = {}
            for k in pairs(Layer{backgroundColor = '#000000', contents = 'x'}:presentation()) do keys[#keys + 1] = k end
            print(table.concat(keys, ' '))
            """) == ["anchorPoint backgroundColor bounds contents cornerRadius frame hidden opacity position rotation "
                        + "scale scaleX scaleY transform translation zPosition"])
    }

    @Test func animationPropertiesReadBack() {
        #expect(printed("""
            local a = BasicAnimation{keyPath = 'position', fromValue = {1, 2}, toValue = {x = 3, y = 4}, duration = 2,
                                     repeatCount = math.huge, fillMode = 'both', timingFunction = {0.1, 0.2, 0.3, 0.4}}
            print(a.keyPath, a.fromValue.x, a.toValue.y, a.byValue, a.duration, a.repeatCount, a.fillMode)
            print(a.timingFunction, a.timingFunction == TimingFunction(0.1, 0.2, 0.3, 0.4), a.removedOnCompletion)
            local k = KeyframeAnimation{keyPath = 'opacity', values = {0, 1, 0}, keyTimes = {0, 0.2, 1}, calculationMode = 'cubic'}
            print(#k.values, k.keyTimes[2], k.calculationMode, k.rotationMode, k.path)
            local g = AnimationGroup{animations = {a, k}}
            print(#g.animations, g.animations[1] == a, g.animations[2] == k, tostring(g))
            """) == [
                "position\t1.0\t4.0\tnil\t2.0\tinf\tboth",
                "TimingFunction(0.1, 0.2, 0.3, 0.4)\ttrue\ttrue",
                "3\t0.2\tcubic\tnil\tnil",
                "2\ttrue\ttrue\tAnimationGroup(2 animations)",
            ])
    }

    @Test func timingFunctionsAndPaths() {
        #expect(printed("""
            local f = TimingFunction('easeInEaseOut')
            print(f.name, f:evaluate(0), ('%.6f'):format(f:evaluate(0.5)), f:evaluate(1), #f.controlPoints)
            print(TimingFunction{0, 0, 1, 1}:evaluate(0.3), TimingFunction('linear') == TimingFunction('linear'))
            local p = Path():moveTo(0, 0):lineTo(30, 40):lineTo(30, 0)
            -- 50 + 40 long; half way (45) is 0.9 of the first segment.
            print(p:length(), p:pointAt(0).x, p:pointAt(0.5).x, p:pointAt(0.5).y, p:pointAt(1).y, tostring(p))
            """) == [
                "easeInEaseOut\t0.0\t0.500000\t1.0\t4",
                "0.3\ttrue",
                "90.0\t0.0\t27.0\t36.0\t0.0\tPath(3 elements)",
            ])
    }
}
