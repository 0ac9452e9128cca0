import Testing
@testable import CartAnimation

/// CATextLayer (TextLayer.swift): Apple's defaults, and the two properties Apple documents as
/// animatable (`fontSize`, `foregroundColor`) animating through the presentation state.
struct TextLayerTests {
    /// developer.apple.com/documentation/quartzcore/catextlayer: fontSize 36, foregroundColor
    /// opaque white, alignmentMode natural, isWrapped false, truncationMode none, font Helvetica;
    /// CALayer's contentsScale 1.
    @Test func applesDefaults() {
        let t = Scene().makeTextLayer(name: "t")
        #expect(t.string == nil)
        #expect(t.fontSize == 36)
        #expect(t.foregroundColor == .white)
        #expect(t.alignmentMode == .natural)
        #expect(t.isWrapped == false)
        #expect(t.truncationMode == TextTruncationMode.none)
        #expect(t.font == "Helvetica")
        #expect(t.contentsScale == 1)
        // A plain layer has no text at all.
        #expect(Scene().makeLayer().model.text == nil)
    }

    /// Text layers are numbered with the others (layer1, layer2, … in creation order).
    @Test func unnamedTextLayersShareTheNumbering() {
        let s = Scene()
        let a = s.makeLayer(), b = s.makeTextLayer(), c = s.makeLayer()
        #expect([a, b, c].map(\.displayName) == ["layer1", "layer2", "layer3"])
        #expect(b.serial == 3)
    }

    @Test func fontSizeAndForegroundColorAnimate() throws {
        let scene = Hand.scene()
        let t = scene.makeTextLayer(name: "t")
        try scene.window.addSublayer(t)
        t.string = "+1"
        let size = BasicAnimation(keyPath: .fontSize)
        (size.fromValue, size.toValue, size.duration, size.timingFunction) = (.number(12), .number(36), 1, .linear)
        let colour = BasicAnimation(keyPath: .foregroundColor)
        (colour.fromValue, colour.toValue, colour.duration, colour.timingFunction) =
            (.color(.black), .color(Color(red: 1, green: 0, blue: 0)), 1, .linear)
        try t.add(size, forKey: "size")
        try t.add(colour, forKey: "colour")
        let half = t.presentation(atAbsolute: Hand.t0 + 0.5)
        #expect(half.text?.fontSize == 24)
        #expect(half.text?.foregroundColor == Color(red: 0.5, green: 0, blue: 0))
        #expect(half.text?.string == "+1")
        // The model is untouched.
        #expect(t.fontSize == 36 && t.foregroundColor == .white)
        #expect(t.value(forKeyPath: .fontSize) == .number(36))
    }

    /// CALayer takes any key (KVC), so a text property animated on a plain layer is added and
    /// changes nothing; cartlua says so once.
    @Test func textKeyPathsOnAPlainLayerChangeNothingAndWarn() throws {
        let scene = Hand.scene()
        let l = scene.makeLayer(name: "l")
        try scene.window.addSublayer(l)
        let size = BasicAnimation(keyPath: .fontSize)
        (size.fromValue, size.toValue, size.duration) = (.number(12), .number(36), 1)
        _ = scene.takeChanges()
        try l.add(size, forKey: "size")
        let warnings = scene.takeChanges().compactMap { if case .warning(let w) = $0 { return w.description } else { return nil } }
        #expect(warnings == ["'fontSize' animates nothing on a Layer: only a TextLayer has text"])
        #expect(l.presentation(atAbsolute: Hand.t0 + 0.5) == l.model)
        l.setValue(.number(3), forKeyPath: .fontSize)
        #expect(l.model.text == nil)
        // Inside a group, the first one, depth first, is named.
        let fade = BasicAnimation(keyPath: .opacity), color = BasicAnimation(keyPath: .foregroundColor)
        let inner = AnimationGroup(animations: [BasicAnimation(keyPath: .position), color])
        try l.add(AnimationGroup(animations: [fade, inner, size]), forKey: "group")
        let grouped = scene.takeChanges().compactMap { if case .warning(let w) = $0 { return w.description } else { return nil } }
        #expect(grouped == ["'foregroundColor' animates nothing on a Layer: only a TextLayer has text"])
    }
}
