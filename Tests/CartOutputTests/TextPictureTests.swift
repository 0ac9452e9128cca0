import CartAnimation
import Testing
@testable import CartOutput

/// Text layers in the SVG motion sheet and the HTML player: both draw `SVGText`'s element, the
/// lines of `TextLayout`, clipped to the bounds.
@Suite struct TextPictureTests {
    /// The seed's label: "+1", 20 pt, centred in 80 × 40, red on white.
    func label(opacity: Float = 1) -> [LayerSample] {
        var window = LayerState()
        window.bounds = Rect(origin: .zero, size: Scene.defaultScreen)
        window.position = Point(x: 187.5, y: 406)
        var s = LayerState()
        s.bounds = Rect(x: 0, y: 0, width: 80, height: 40)
        s.position = Point(x: 100, y: 200)
        s.opacity = opacity
        var t = TextLayerState()
        t.string = "+1 & <b>"
        t.fontSize = 20
        t.font = "Courier New"
        t.foregroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        t.alignmentMode = .center
        s.text = t
        return [LayerSample(name: "window", superlayer: nil, state: window), LayerSample(name: "label", superlayer: "window", state: s)]
    }

    /// "+1 & <b>" = (584+556+278+667+278+584+556+584)/1000 em = 4.087 em = 81.74 pt at 20 pt:
    /// centred in 80 pt it starts at −0.87.
    @Test func theElementHasTheLayoutsRunsEscaped() throws {
        let t = try #require(label()[1].state.text)
        #expect(SVGText.element(t, width: 80, height: 40, opacity: 0.5) ==
            ##"<text font-family="&apos;Courier New&apos;, sans-serif" font-size="20" fill="#ff0000" fill-opacity="0.25" xml:space="preserve"><tspan x="-0.87" y="15.4">+1 &amp; &lt;b&gt;</tspan></text>"##)
        var none = t
        none.foregroundColor = nil
        #expect(SVGText.element(none, width: 80, height: 40) == nil)
        none = t
        none.string = nil
        #expect(SVGText.element(none, width: 80, height: 40) == nil)
    }

    @Test func theMotionSheetDrawsTheTextClippedToTheBounds() throws {
        let out = MemoryOutput()
        let w = SVGMotionSheetWriter(output: out)
        try w.writeHeader(TraceHeader(script: "t.lua", fps: 10, screen: Scene.defaultScreen))
        try w.writeSample(time: 0, layers: label(opacity: 0.5))
        try w.writeEnd(time: 0, reason: .idle)
        #expect(out.text.contains(##"<svg class="text" x="0" y="0" width="80" height="40" overflow="hidden"><text font-family="&apos;Courier New&apos;, sans-serif" font-size="20" fill="#ff0000" fill-opacity="0.25""##))
    }

    @Test func thePlayerCarriesTheTextAsInlineSVG() throws {
        let out = MemoryOutput()
        let w = HTMLPlayerWriter(output: out)
        try w.writeHeader(TraceHeader(script: "t.lua", fps: 10, screen: Scene.defaultScreen))
        try w.writeSample(time: 0, layers: label())
        try w.writeEnd(time: 0, reason: .idle)
        // In the JSON data; the layer's div applies the opacity.
        #expect(out.text.contains(##","text":"<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"text\" width=\"80\" height=\"40\"><text font-family=\"&apos;Courier New&apos;, sans-serif\" font-size=\"20\" fill=\"#ff0000\" fill-opacity=\"0.5\""##))
        // Layers without text carry none.
        #expect(out.text.components(separatedBy: #","text":"#).count == 2)
    }
}

/// LayerLook: a text layer that draws its string is not an empty layer (no placeholder outline).
@Suite struct TextLookTests {
    @Test func aTextLayerDrawingTextHasNoEmptyOutline() {
        var s = LayerState()
        s.bounds = Rect(x: 0, y: 0, width: 80, height: 40)
        var t = TextLayerState()
        t.string = "+1"
        s.text = t
        #expect(LayerLook.of(s).outline == nil)
        // Nothing drawn: no colour, or no string, is an empty layer again.
        s.text?.foregroundColor = nil
        #expect(LayerLook.of(s).outline == LayerLook.emptyOutline)
        s.text = TextLayerState()
        #expect(LayerLook.of(s).outline == LayerLook.emptyOutline)
    }
}
