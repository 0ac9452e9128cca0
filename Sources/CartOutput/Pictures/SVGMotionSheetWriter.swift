import CartAnimation

/// A motion sheet as SVG (`-o coins.svg`): the window's frame, every layer's trajectory, ghosts
/// of the layers at evenly spaced times (drawn as the trace says: opacity, scale, rotation,
/// colour, corner radius, a text layer's string), start and end marks, a legend and a time axis with the events.
///
/// A picture needs the whole run, so samples are kept (placed on the screen) until the end.
public final class SVGMotionSheetWriter: TraceWriter {
    let output: ByteOutput
    var screen = Size(width: 375, height: 812)
    var title = ""
    var frames: [(time: Double, layers: [ScreenLayer])] = []
    var events: [(time: Double, event: TraceEvent)] = []
    /// How many ghosts across the run.
    public var ghostCount = 9

    public init(output: ByteOutput) {
        self.output = output
    }

    public func writeHeader(_ h: TraceHeader) throws {
        screen = h.screen
        title = h.script
    }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        frames.append((time, ScreenGeometry.place(layers)))
    }

    public func writeEvent(time: Double, event: TraceEvent) throws { events.append((time, event)) }
    public func writeLog(time: Double, message: String) throws {}

    public func writeEnd(time: Double, reason: EndReason) throws {
        try output.write(Array(render(endTime: time).utf8))
    }

    /// Layer names in order of first appearance (window excluded), with their colour index.
    var layerOrder: [String] {
        var seen: Set<String> = [], order: [String] = []
        for f in frames {
            for l in f.layers where l.depth > 0 && seen.insert(l.name).inserted { order.append(l.name) }
        }
        return order
    }

    func render(endTime: Double) -> String {
        let names = layerOrder
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let w = screen.width, h = screen.height
        let legendRows = (names.count + 2) / 3
        let axisTop = h + 24, legendTop = axisTop + 46
        let total = legendTop + Double(legendRows) * 18 + 12
        var s = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(w))" height="\(n(total))" viewBox="0 0 \(n(w)) \(n(total))" font-family="Helvetica, Arial, sans-serif" font-size="11">
        <title>\(XML.escape("cartlua motion sheet: " + title))</title>
        <rect x="0" y="0" width="\(n(w))" height="\(n(total))" fill="#ffffff"/>
        <rect id="window" x="0" y="0" width="\(n(w))" height="\(n(h))" fill="#fafafa" stroke="#888888"/>

        """
        // Ghosts first (under the trajectories), faint to strong with time.
        let times = ghostTimes()
        for (k, fi) in times.enumerated() {
            let strength = times.count > 1 ? 0.25 + 0.75 * Double(k) / Double(times.count - 1) : 1
            s += "<g class=\"ghosts\" data-t=\"\(n(frames[fi].time))\">\n"
            for l in frames[fi].layers where l.depth > 0 && !l.hidden {
                s += ghost(l, colourIndex: index[l.name] ?? 0, strength: strength)
            }
            s += "</g>\n"
        }
        // Trajectories with start and end marks.
        for name in names {
            let i = index[name] ?? 0
            let pts = frames.compactMap { f in f.layers.first { $0.name == name && !$0.hidden }?.centre }
            guard let first = pts.first, let last = pts.last else { continue }
            let colour = Palette.colour(i)
            let d = pts.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            s += "<polyline class=\"trajectory\" data-layer=\"\(XML.escape(name))\" points=\"\(d)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"/>\n"
            s += "<circle class=\"start\" cx=\"\(n(first.x))\" cy=\"\(n(first.y))\" r=\"3.5\" fill=\"\(colour)\"/>\n"
            s += "<rect class=\"end\" x=\"\(n(last.x - 3.5))\" y=\"\(n(last.y - 3.5))\" width=\"7\" height=\"7\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"/>\n"
        }
        s += axis(top: axisTop, width: w, endTime: endTime, index: index)
        for (k, name) in names.enumerated() {
            let x = 12 + Double(k % 3) * (w - 24) / 3, y = legendTop + Double(k / 3) * 18
            s += "<rect x=\"\(n(x))\" y=\"\(n(y - 9))\" width=\"10\" height=\"10\" fill=\"\(Palette.colour(k))\"/>"
            s += "<text x=\"\(n(x + 14))\" y=\"\(n(y))\">\(XML.escape(name))</text>\n"
        }
        return s + "</svg>\n"
    }

    /// Frame indices of the ghosts: evenly spaced in time, the first and last included.
    func ghostTimes() -> [Int] {
        guard let first = frames.first?.time, let last = frames.last?.time, frames.count > 1 else {
            return frames.isEmpty ? [] : [0]
        }
        var out: [Int] = []
        for k in 0..<ghostCount {
            let target = first + (last - first) * Double(k) / Double(ghostCount - 1)
            let i = frames.indices.min { abs(frames[$0].time - target) < abs(frames[$1].time - target) } ?? 0
            if out.last != i { out.append(i) }
        }
        return out
    }

    func ghost(_ l: ScreenLayer, colourIndex: Int, strength: Double) -> String {
        let rect = ghostRect(l, colourIndex: colourIndex, strength: strength)
        let b = l.state.bounds, w = abs(b.size.width), h = abs(b.size.height)
        guard let t = l.state.text, let element = SVGText.element(t, width: w, height: h, opacity: l.opacity * strength) else {
            return rect
        }
        // A nested viewport clips the text to the bounds, as CATextLayer's backing image does.
        let m = l.matrix.map(n).joined(separator: " ")
        return rect + "<g transform=\"matrix(\(m))\"><svg class=\"text\" data-layer=\"\(XML.escape(l.name))\" x=\"\(n(b.minX))\" y=\"\(n(b.minY))\" width=\"\(n(w))\" height=\"\(n(h))\" overflow=\"hidden\">\(element)</svg></g>\n"
    }

    private func ghostRect(_ l: ScreenLayer, colourIndex: Int, strength: Double) -> String {
        let b = l.state.bounds
        let m = l.matrix.map(n).joined(separator: " ")
        let fill = Palette.fill(l.state.backgroundColor, index: colourIndex)
        let opacity = l.opacity * strength * (l.state.backgroundColor?.alpha ?? 0.6)
        let r = min(l.state.cornerRadius, min(abs(b.size.width), abs(b.size.height)) / 2)
        return "<rect data-layer=\"\(XML.escape(l.name))\" x=\"\(n(b.minX))\" y=\"\(n(b.minY))\" width=\"\(n(abs(b.size.width)))\" height=\"\(n(abs(b.size.height)))\" rx=\"\(n(r))\" transform=\"matrix(\(m))\" fill=\"\(fill)\" fill-opacity=\"\(n(opacity))\" stroke=\"\(Palette.colour(colourIndex))\" stroke-opacity=\"\(n(l.opacity * strength))\" stroke-width=\"0.75\"/>\n"
    }

    /// The time axis: ticks, and a mark per event (starts up, stops down, delayed calls grey).
    func axis(top: Double, width: Double, endTime: Double, index: [String: Int]) -> String {
        let left = 12.0, right = width - 12
        let span = max(endTime, 1e-9)
        func x(_ t: Double) -> Double { left + (right - left) * t / span }
        var s = "<g class=\"axis\">\n<line x1=\"\(n(left))\" y1=\"\(n(top))\" x2=\"\(n(right))\" y2=\"\(n(top))\" stroke=\"#444444\"/>\n"
        let step = niceStep(span)
        var t = 0.0
        while t <= span + 1e-9 {
            s += "<line x1=\"\(n(x(t)))\" y1=\"\(n(top))\" x2=\"\(n(x(t)))\" y2=\"\(n(top + 4))\" stroke=\"#444444\"/>"
            s += "<text x=\"\(n(x(t)))\" y=\"\(n(top + 16))\" text-anchor=\"middle\">\(n(t)) s</text>\n"
            t += step
        }
        for (time, e) in events {
            switch e {
            case .animationDidStart(let layer, _):
                s += "<line class=\"event start\" x1=\"\(n(x(time)))\" y1=\"\(n(top - 10))\" x2=\"\(n(x(time)))\" y2=\"\(n(top))\" stroke=\"\(Palette.colour(index[layer] ?? 0))\"/>\n"
            case .animationDidStop(let layer, _, _):
                s += "<line class=\"event stop\" x1=\"\(n(x(time)))\" y1=\"\(n(top))\" x2=\"\(n(x(time)))\" y2=\"\(n(top + 10))\" stroke=\"\(Palette.colour(index[layer] ?? 0))\" stroke-width=\"2\"/>\n"
            case .after:
                s += "<circle class=\"event after\" cx=\"\(n(x(time)))\" cy=\"\(n(top - 14))\" r=\"1.5\" fill=\"#999999\"/>\n"
            }
        }
        return s + "</g>\n"
    }

    /// A round step giving about 5 to 10 ticks.
    func niceStep(_ span: Double) -> Double {
        for s in [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100] where span / s <= 10 { return s }
        return (span / 10).rounded(.up)
    }

    private func n(_ x: Double) -> String { NumberFormat.string(x) }
}
