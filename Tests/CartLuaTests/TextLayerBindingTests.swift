import Testing

/// `TextLayer{…}` (TextLayerBindings.swift): CATextLayer's names as options and properties,
/// everything a Layer has, and its text in `presentation()`.
@Suite struct TextLayerBindingTests {
    @Test func optionsReadBackAndDefaultsAreApples() {
        #expect(printed("""
            local t = TextLayer{name = 'label', string = '+1', fontSize = 17, font = 'Courier', foregroundColor = '#ff0000',
                                alignmentMode = 'center', isWrapped = true, truncationMode = 'end', contentsScale = 3,
                                bounds = {0, 0, 80, 40}, backgroundColor = '#ff0000'}
            print(t, t.string, t.fontSize, t.font, t.foregroundColor, t.alignmentMode, t.isWrapped, t.truncationMode,
                  t.contentsScale, t.bounds.width)
            local d = TextLayer()
            print(d, d.string, d.fontSize, d.font, d.foregroundColor, d.alignmentMode, d.isWrapped, d.truncationMode,
                  d.contentsScale)
            d.foregroundColor = nil; d.string = 'x'; d.alignmentMode = 'justified'
            print(d.foregroundColor, d.string, d.alignmentMode)
            """) == [
                "TextLayer(label)\t+1\t17.0\tCourier\t#ff0000ff\tcenter\ttrue\tend\t3.0\t80.0",
                "TextLayer(layer1)\tnil\t36.0\tHelvetica\t#ffffffff\tnatural\tfalse\tnone\t1.0",
                "nil\tx\tjustified",
            ])
    }

    /// A TextLayer is a Layer wherever one is taken: a sublayer, a superlayer, `expect.layer`.
    @Test func aTextLayerIsALayer() {
        #expect(printed("""
            local t = TextLayer{name = 't'}
            local c = Layer{name = 'c'}
            window:addSublayer(t); t:addSublayer(c)
            print(c.superlayer == t, window.sublayers[1] == t, t:convertPoint({0, 0}, window).x)
            """) == ["true\ttrue\t0.0"])
    }

    @Test func badValuesAreErrors() {
        #expect(errorOf("TextLayer{alignmentMode = 'centre'}")
                == "test.lua:1: bad argument #1 to 'TextLayer' (option 'alignmentMode': invalid alignmentMode 'centre' "
                + "(expected one of 'natural', 'left', 'right', 'center', 'justified'; did you mean 'center'?))")
        #expect(errorOf("TextLayer{truncationMode = 'tail'}").contains("expected one of 'none', 'start', 'middle', 'end'"))
        #expect(errorOf("TextLayer{contentsScale = 0}")
                == "test.lua:1: bad argument #1 to 'TextLayer' (option 'contentsScale': positive number expected, got 0)")
        #expect(errorOf("TextLayer{font = 12}")
                == "test.lua:1: bad argument #1 to 'TextLayer' (option 'font': font family name (string) expected, got number)")
        #expect(errorOf("TextLayer{fontSize = -1}").contains("non-negative number expected, got -1"))
        #expect(errorOf("TextLayer{strin = 'x'}").contains("unknown option 'strin'; did you mean 'string'?"))
        // Text options are not Layer options.
        #expect(errorOf("Layer{string = 'x'}").contains("unknown option 'string'"))
    }

    /// `fontSize` and `foregroundColor` animate (Apple: "Animatable") and show in presentation();
    /// a plain layer has neither.
    @Test func textPropertiesAnimateAndPresent() {
        let run = runScript("""
            local t = TextLayer{name = 't', string = 'hi', fontSize = 10}
            local l = Layer{name = 'l'}
            window:addSublayer(t); window:addSublayer(l)
            t:addAnimation(BasicAnimation{keyPath = 'fontSize', fromValue = 10, toValue = 30, duration = 1,
                                          timingFunction = 'linear'}, 'grow')
            t:addAnimation(BasicAnimation{keyPath = 'foregroundColor', fromValue = '#000000', toValue = '#ff0000',
                                          duration = 1, timingFunction = 'linear'}, 'redden')
            after(0.5, function()
              local p = t:presentation()
              print(p.string, p.fontSize, p.foregroundColor, t.fontSize, t:value('fontSize'))
              local q = l:presentation()
              print(q.string, q.fontSize, q.foregroundColor)
            end)
            """)
        #expect(run.errorMessage == nil)
        #expect(run.messages == ["hi\t20.0\t#800000ff\t10.0\t10.0", "nil\tnil\tnil"])
    }

    @Test func textKeyPathsNeedATextLayer() {
        #expect(errorOf("Layer{name = 'p'}:setValue('fontSize', 3)")
                == "test.lua:1: bad argument #1 to 'setValue' ('fontSize' is a TextLayer key path; p is a Layer)")
        #expect(errorOf("Layer():value('foregroundColor')").contains("'foregroundColor' is a TextLayer key path"))
        #expect(printed("local t = TextLayer(); t:setValue('fontSize', 3); print(t.fontSize, t:value('fontSize'))") == ["3.0\t3.0"])
    }
}
