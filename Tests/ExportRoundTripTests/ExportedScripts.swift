import CartAnimation
import CartOutput
import UIKit

// No `import Testing` here: with UIKit beside it, Swift Testing looks for its UIKit overlay.

/// The committed export of each script in Scripts/ (Generated/<Type>.swift, compiled into this
/// target) and how to start it. A script without an entry fails `everyScriptIsExported`.
struct ExportedScript: Sendable, CustomStringConvertible {
    let script: String
    let typeName: String
    var directory = "Scripts"
    let start: @MainActor (CALayer) -> AnyObject

    init(script: String, typeName: String, directory: String = "Scripts", start: @escaping @MainActor (CALayer) -> AnyObject) {
        self.script = script
        self.typeName = typeName
        self.directory = directory
        self.start = start
    }

    var path: String { "\(directory)/\(script).lua" }

    var description: String { script }

    /// The trace of the compiled export on the virtual clock at 60 fps, as JSON Lines after
    /// `header` (the Lua run's first line), and why the run ended.
    @MainActor
    func replay(header: String) throws -> (String, String) {
        let out = MemoryOutput()
        try out.write(Array(header.utf8))
        var motion: AnyObject?
        let reason = try ShimWorld.run(screen: Scene.defaultScreen, fps: 60, sink: JSONLinesWriter(output: out)) {
            motion = start($0)
        }
        withExtendedLifetime(motion) {}
        return (out.text, reason.rawValue)
    }

    static let all: [ExportedScript] = [
        ExportedScript(script: "addcart", typeName: "AddcartAnimation") { w in
            let a = AddcartAnimation(window: w); a.start(); return a
        },
        ExportedScript(script: "breath", typeName: "BreathAnimation") { w in
            let a = BreathAnimation(window: w); a.start(); return a
        },
        ExportedScript(script: "coins", typeName: "CoinsAnimation") { w in
            let a = CoinsAnimation(window: w); a.start(); return a
        },
        ExportedScript(script: "parabola", typeName: "ParabolaAnimation") { w in
            let a = ParabolaAnimation(window: w); a.start(); return a
        },
        ExportedScript(script: "quadcurve", typeName: "QuadcurveAnimation") { w in
            let a = QuadcurveAnimation(window: w); a.start(); return a
        },
    ]

    /// The scripts whose `--xctest` parity case is committed (Parity/<Type>.swift and
    /// Parity/<Type>ParityTests.swift, run by XCTest in the ParityTests target against the shim):
    /// every one.
    static var parity: [ExportedScript] { all + fixtures }

    /// Scripts of this target's Fixtures/ (what the seed scripts do not use).
    static let fixtures: [ExportedScript] = [
        ExportedScript(script: "features", typeName: "FeaturesAnimation", directory: "Tests/ExportRoundTripTests/Fixtures") { w in
            let a = FeaturesAnimation(window: w); a.start(); return a
        },
        ExportedScript(script: "loops", typeName: "LoopsAnimation", directory: "Tests/ExportRoundTripTests/Fixtures") { w in
            let a = LoopsAnimation(window: w); a.start(); return a
        },
        ExportedScript(script: "text", typeName: "TextAnimation", directory: "Tests/ExportRoundTripTests/Fixtures") { w in
            let a = TextAnimation(window: w); a.start(); return a
        },
        ExportedScript(script: "springs", typeName: "SpringsAnimation", directory: "Tests/ExportRoundTripTests/Fixtures") { w in
            let a = SpringsAnimation(window: w); a.start(); return a
        },
    ]
}

extension ExportedScript {
    /// quadcurve's image view and flying copy's contentsGravity once its export has started, read
    /// back through the shim from the core layers (the trace does not carry it).
    @MainActor static func quadcurveGravities() throws -> [String] {
        var out: [String] = []
        _ = try ShimWorld.run(screen: Scene.defaultScreen, fps: 60, until: 0,
                              sink: JSONLinesWriter(output: MemoryOutput())) { w in
            let a = QuadcurveAnimation(window: w)
            a.start()
            out = [a.imageView.contentsGravity.rawValue, a.productImage.contentsGravity.rawValue]
        }
        return out
    }
}
