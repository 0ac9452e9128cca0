import Foundation
import CartAnimation
import CartLua
import CartOutput
import CartRun

/// One script run into the Lottie writer (with the scene, as `cartlua run --format lottie`) and,
/// beside it, the samples the trace holds.
struct LottieRun {
    let bytes: [UInt8]
    let document: JSONValue
    /// Sample time → the layers on screen then (ScreenGeometry: the trace's own placement).
    let frames: [(time: Double, layers: [ScreenLayer])]

    var layers: [JSONValue] {
        if case .array(let a)? = document["layers"] { return a }
        return []
    }

    func layer(_ name: String) -> JSONValue? { layers.first { $0["nm"]?.string == name } }

    /// The channels (`p`, `s`, `r`, `o`) the writer marked exact for a layer.
    func exact(_ name: String) -> [String] {
        guard case .array(let a)? = layer(name)?["cartlua"]?["exact"] else { return [] }
        return a.compactMap(\.string)
    }

    func sampled(_ name: String) -> [String] {
        guard case .array(let a)? = layer(name)?["cartlua"]?["sampled"] else { return [] }
        return a.compactMap(\.string)
    }
}

/// Collects the samples placed on the screen.
final class SampleCollector: TraceWriter {
    var frames: [(time: Double, layers: [ScreenLayer])] = []
    func writeHeader(_ h: TraceHeader) throws {}
    func writeSample(time: Double, layers: [LayerSample]) throws { frames.append((time, ScreenGeometry.place(layers))) }
    func writeEvent(time: Double, event: TraceEvent) throws {}
    func writeLog(time: Double, message: String) throws {}
    func writeEnd(time: Double, reason: EndReason) throws {}
}

enum LottieHarness {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs a script file of the package (`Scripts/coins.lua`).
    static func run(file: String, fps: Int = 60, maxCurveLength: Double? = nil) throws -> LottieRun {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        return try run(text, name: file, fps: fps, maxCurveLength: maxCurveLength)
    }

    /// Runs Lua source at `fps` into a Lottie document.
    static func run(_ source: String, name: String = "test.lua", fps: Int = 60,
                    maxCurveLength: Double? = nil) throws -> LottieRun {
        let output = MemoryOutput()
        let lottie = LottieWriter(output: output)
        if let maxCurveLength { lottie.maxCurveLength = maxCurveLength }
        let collector = SampleCollector()
        let writer = TeeWriter([lottie, collector])
        let scene = Scene()
        let runner = Runner(scene: scene, options: RunOptions(plan: .fps(fps), until: nil, timeCap: 30), sink: writer)
        var options = HostOptions(scriptPath: name)
        options.readModule = { _ in nil }
        let host = LuaHost(scene: scene, runner: runner, options: options)
        defer { host.close() }
        try runner.run(topLevel: { try host.runMain(source: Array(source.utf8)) },
                       header: { TraceHeader(script: name, fps: nil, screen: scene.screen) }, host: host)
        return LottieRun(bytes: output.bytes, document: try JSONValue.parse(output.bytes), frames: collector.frames)
    }
}

extension JSONValue {
    var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    var numbers: [Double]? { array?.compactMap(\.number) }
}
