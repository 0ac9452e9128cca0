import Foundation
import Testing
import CRLottie
import CartAnimation
@testable import CartOutput

/// The documents played by a real Lottie player, rlottie (Debian's librlottie-dev): each layer
/// alone (its ancestors kept as null layers for their transforms) rendered at several frames,
/// its rendered centre — the centroid of its pixels' alpha — against the trace's centre of the
/// layer on the screen, and its alpha sum against bounds × scale × opacity.
@Suite struct RLottiePlayerTests {
    /// Frames rendered: alpha-weighted centroid, alpha sum (pixels), and the principal axis angle
    /// (degrees mod 180) of the alpha distribution.
    struct Picture {
        var centre: Point
        var area: Double
        var axis: Double
    }

    static func render(_ json: [UInt8], frames: [Int], width: Int, height: Int) -> [Picture] {
        var text = json
        text.append(0)
        guard let anim = text.withUnsafeBufferPointer({ buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                lottie_animation_from_data($0, "cartlua-test", "")
            }
        }) else { return [] }
        defer { lottie_animation_destroy(anim) }
        var buffer = [UInt32](repeating: 0, count: width * height)
        return frames.map { f in
            for i in buffer.indices { buffer[i] = 0 }
            buffer.withUnsafeMutableBufferPointer {
                lottie_animation_render(anim, f, $0.baseAddress, width, height, width * 4)
            }
            var sw = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, sxy = 0.0
            for y in 0..<height {
                for x in 0..<width {
                    let a = Double(buffer[y * width + x] >> 24) / 255
                    guard a > 0 else { continue }
                    let px = Double(x) + 0.5, py = Double(y) + 0.5
                    sw += a; sx += a * px; sy += a * py
                    sxx += a * px * px; syy += a * py * py; sxy += a * px * py
                }
            }
            guard sw > 0 else { return Picture(centre: Point(x: .nan, y: .nan), area: 0, axis: .nan) }
            let cx = sx / sw, cy = sy / sw
            let mxx = sxx / sw - cx * cx, myy = syy / sw - cy * cy, mxy = sxy / sw - cx * cy
            var axis = 0.5 * atan2(2 * mxy, mxx - myy) * 180 / Double.pi
            if axis < 0 { axis += 180 }
            return Picture(centre: Point(x: cx, y: cy), area: sw, axis: axis)
        }
    }

    /// The document with only `name`'s layer drawn: its ancestors stay, as null layers.
    static func alone(_ doc: JSONValue, _ name: String) -> (JSONValue, JSONValue)? {
        guard case .object(var top) = doc, let layers = doc["layers"]?.array,
              let target = layers.first(where: { $0["nm"]?.string == name }) else { return nil }
        var chain = [target]
        while let p = chain.last?["parent"]?.number, let parent = layers.first(where: { $0["ind"]?.number == p }) {
            chain.append(parent)
        }
        let kept: [JSONValue] = chain.enumerated().map { i, l in
            guard i > 0, case .object(let m) = l else { return l }
            return .object(m.filter { $0.key != "shapes" }.map { $0.key == "ty" ? JSONMember("ty", .number(3)) : $0 })
        }
        if let i = top.firstIndex(where: { $0.key == "layers" }) { top[i] = JSONMember("layers", .array(kept)) }
        return (.object(top), target)
    }

    struct Check {
        var worstCentre = 0.0
        var worstArea = 0.0
        var worstAxis = 0.0
        var frames = 0
    }

    /// Plays every filled layer of a run and compares with the trace at `perLayer` frames each.
    static func play(_ run: LottieRun, perLayer: Int = 8, checkAxis: Set<String> = []) -> Check {
        var check = Check()
        let w = Int(run.document["w"]?.number ?? 0), h = Int(run.document["h"]?.number ?? 0)
        for layer in run.layers where layer["ty"]?.number == 4 {
            guard let name = layer["nm"]?.string, name != "window",
                  let (doc, target) = alone(run.document, name),
                  let ip = target["ip"]?.number, let op = target["op"]?.number else { continue }
            let first = Int(ip.rounded(.up)), last = Int(op.rounded(.up)) - 1
            guard last >= first else { continue }
            let step = max(1, (last - first) / perLayer)
            let frames = Array(stride(from: first, through: last, by: step))
            let pictures = render(LottieJSON.text(doc), frames: frames, width: w, height: h)
            for (f, pic) in zip(frames, pictures) {
                let t = Double(f) / (run.document["fr"]?.number ?? 60)
                guard let sample = run.frames.first(where: { abs($0.time - t) < 1e-9 }),
                      let l = sample.layers.first(where: { $0.name == name }) else {
                    Issue.record("\(name): no sample at frame \(f)")
                    continue
                }
                // Area: the bounds (less the rounded corners) × |det| × opacity × colour alpha.
                let m = l.matrix, b = l.state.bounds
                let r = min(l.state.cornerRadius, b.size.width / 2, b.size.height / 2)
                let alpha = (l.state.backgroundColor?.alpha ?? 0) * (l.hidden ? 0 : l.opacity)
                let area = (b.size.width * b.size.height - (4 - Double.pi) * r * r) * abs(m[0] * m[3] - m[1] * m[2]) * alpha
                guard area > 1 else {
                    // Invisible in the trace (hidden, transparent): nothing drawn.
                    #expect(pic.area < 1, "\(name) at frame \(f): drawn while the trace has it invisible")
                    continue
                }
                let centre = l.centre
                let err = ((centre.x - pic.centre.x) * (centre.x - pic.centre.x)
                    + (centre.y - pic.centre.y) * (centre.y - pic.centre.y)).squareRoot()
                #expect(err < 1, "\(name) at frame \(f): rendered \(pic.centre), trace \(centre)")
                check.worstCentre = max(check.worstCentre, err)
                if area > 50 {
                    let rel = abs(pic.area - area) / area
                    #expect(rel < 0.04, "\(name) at frame \(f): alpha sum \(pic.area), expected \(area)")
                    check.worstArea = max(check.worstArea, rel)
                }
                if checkAxis.contains(name) {
                    // The long side's direction on screen, from the trace's matrix.
                    var want = atan2(m[1], m[0]) * 180 / Double.pi
                    if b.size.height > b.size.width { want += 90 }
                    var d = abs(remainder(want - pic.axis, 180))
                    if d > 90 { d = 180 - d }
                    #expect(d < 2, "\(name) at frame \(f): axis \(pic.axis)°, trace \(want)°")
                    check.worstAxis = max(check.worstAxis, d)
                }
                check.frames += 1
            }
        }
        return check
    }

    /// The coin stream: every coin's rendered centre within a pixel of the trace at every
    /// checked frame (the paced quad curve exported as spatial Béziers).
    @Test func coinsPlayWhereTheTraceSays() throws {
        let run = try LottieHarness.run(file: "Scripts/coins.lua")
        for i in 1...10 { #expect(run.exact("coin\(i)") == ["p"]) }
        let check = Self.play(run)
        #expect(check.frames >= 80)
        print("coins.lua in rlottie: \(check.frames) frames, worst centre error \(check.worstCentre) px, "
              + "worst area error \(check.worstArea * 100) %")
    }

    /// The flying label of parabola.lua: exact rotation (10π with ease-in), scale and opacity,
    /// sampled position (its path is timed by the Bézier parameter); orientation checked too.
    @Test func parabolaPlaysWhereTheTraceSays() throws {
        let run = try LottieHarness.run(file: "Scripts/parabola.lua")
        #expect(Set(run.exact("flyingLabel")) == ["s", "r", "o"])
        #expect(run.sampled("flyingLabel") == ["p"])
        let check = Self.play(run, perLayer: 12, checkAxis: ["flyingLabel"])
        print("parabola.lua in rlottie: \(check.frames) frames, worst centre error \(check.worstCentre) px, "
              + "worst area error \(check.worstArea * 100) %, worst axis error \(check.worstAxis)°")
    }

    /// The other seed scripts, every layer.
    @Test(arguments: ["Scripts/addcart.lua", "Scripts/breath.lua", "Scripts/quadcurve.lua"])
    func seedScriptsPlayWhereTheTraceSays(_ file: String) throws {
        let check = Self.play(try LottieHarness.run(file: file))
        #expect(check.frames > 0)
        print("\(file) in rlottie: \(check.frames) frames, worst centre error \(check.worstCentre) px")
    }
}
