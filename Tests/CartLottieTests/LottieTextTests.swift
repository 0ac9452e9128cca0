import Testing
import CartAnimation
@testable import CartOutput

/// Text layers in the Lottie document (LottieWriter+Text.swift): a Lottie text layer (ty 5) over
/// the layer's own, its documents held and stepped per sample where the text changes. (rlottie
/// does not draw text layers, so these read the document back.)
@Suite struct LottieTextTests {
    static let script = """
        local t = TextLayer{ name = "label", position = {x = 100, y = 100}, bounds = {x = 0, y = 0, width = 80, height = 40},
                             string = "+1", alignmentMode = "center", font = "Courier", backgroundColor = "#ff0000" }
        window:addSublayer(t)
        t:addAnimation(BasicAnimation{ keyPath = "fontSize", fromValue = 20, toValue = 30, duration = 0.1 }, "grow")
        after(0.2, function() t.string = "+2"; t.opacity = 0.5 end)
        """

    @Test func theStringIsATextLayerOverTheLayersOwn() throws {
        let run = try LottieHarness.run(Self.script, fps: 20)
        let own = try #require(run.layer("label"))
        let text = try #require(run.layer("label text"))
        #expect(text["ty"]?.number == 5)
        #expect(own["ty"]?.number == 4)
        // Parented to the layer's own, drawn just above it, on screen as long.
        #expect(text["parent"]?.number == own["ind"]?.number)
        let names = run.layers.compactMap { $0["nm"]?.string }
        #expect(names.firstIndex(of: "label text").map { $0 + 1 } == names.firstIndex(of: "label"))
        #expect(text["ip"] == own["ip"] && text["op"] == own["op"])
        // Lottie does not pass opacity down: the text layer has its layer's.
        #expect(text["ks"]?["o"] == own["ks"]?["o"])
        #expect(text["ks"]?["p"]?["k"]?.numbers == [0, 0, 0])
        #expect(run.document["fonts"]?["list"]?.array?.first?["fName"]?.string == "Courier")
    }

    /// fontSize 20 → 30 over 0.1 s at 20 fps: documents at frames 0 (20 pt), 1 (25 pt), 2 (the
    /// model's 36 pt again), and 4 for the new string; samples that change nothing add none.
    @Test func documentsAreHeldAndSteppedPerSampleWhereTheTextChanges() throws {
        let run = try LottieHarness.run(Self.script, fps: 20)
        let keys = try #require(run.layer("label text")?["t"]?["d"]?["k"]?.array)
        #expect(keys.map { $0["t"]?.number } == [0, 1, 2, 4])
        #expect(keys.map { $0["s"]?["s"]?.number } == [20, 25, 36, 36])
        #expect(keys.map { $0["s"]?["t"]?.string } == ["+1", "+1", "+1", "+2"])
        let doc = try #require(keys.first?["s"])
        #expect(doc["j"]?.number == 2)           // centre
        #expect(doc["sz"]?.numbers == [80, 40])   // the bounds as the text box
        #expect(doc["fc"]?.numbers == [1, 1, 1])  // CATextLayer's white
        #expect(doc["lh"]?.number == 23)          // 1.15 em
    }

    @Test func aPlainLayerHasNoTextLayerAndNoFonts() throws {
        let run = try LottieHarness.run(LottieWriterTests.script("BasicAnimation{ keyPath = \"opacity\", toValue = 0 }"))
        #expect(run.layers.allSatisfy { $0["ty"]?.number != 5 })
        #expect(run.document["fonts"] == nil)
    }
}
