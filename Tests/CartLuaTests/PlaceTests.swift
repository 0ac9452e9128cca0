import Testing
import CartAnimation
@testable import CartLua

/// The script's line of each layer and each added animation, kept when the scene asks for it
/// (`Scene.keepsPlaces`, what `cartlua lint` reports at) and not looked up when it does not.
@Suite struct PlaceTests {
    static let source = """
    local a = Layer{ name = "a" }
    window:addSublayer(a)
    local function fly(l)
      l:addAnimation(BasicAnimation{ keyPath = "opacity", toValue = 0 }, "fade")
    end
    fly(a)
    window:addSublayer(TextLayer{ name = "t" })
    """

    /// The places of the layers in the window and of the animations added, after the top level.
    static func places(keeping: Bool) throws -> (layers: [String], animations: [String]) {
        let (host, _) = makeHost()
        host.scene.keepsPlaces = keeping
        try host.runMain(source: Array(source.utf8))
        var animations: [String] = []
        for change in host.scene.takeChanges() {
            if case .added(let att) = change { animations.append(att.place) }
        }
        return (host.scene.window.sublayers.map(\.place), animations)
    }

    @Test func keptWhenTheSceneAsks() throws {
        let kept = try Self.places(keeping: true)
        // The line of the call that made it, even through a function of the script's.
        #expect(kept.layers == ["test.lua:1: ", "test.lua:7: "] && kept.animations == ["test.lua:4: "])
    }

    @Test func notLookedUpOtherwise() throws {
        let plain = try Self.places(keeping: false)
        #expect(plain.layers == ["", ""] && plain.animations == [""])
    }
}
