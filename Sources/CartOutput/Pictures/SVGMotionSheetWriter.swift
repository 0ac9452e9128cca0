import CartAnimation

/// A motion sheet as SVG (`-o coins.svg`): the window's frame, every layer's trajectory, ghosts
/// of the layers at evenly spaced times (drawn as the trace says: opacity, scale, rotation,
/// colour, corner radius, a text layer's string), start and end marks, jumps (dashed, marked
/// with their time), a legend and a time axis with the events.
///
/// A picture needs the whole run, so samples are kept (placed on the screen) until the end.
public final class SVGMotionSheetWriter: TraceWriter, DrawsContentsImages {
    let output: ByteOutput
    var screen = Scene.defaultScreen
    var title = ""
    var frames: [(time: Double, layers: [ScreenLayer])] = []
    /// The samples and both sides of every instant, in order (for the trajectories).
    var moments: [Moment] = []
    /// The events, each with the layer it names as the tree had it then (events carry names
    /// only: the first layer of that name in the latest moment).
    var events: [(time: Double, event: TraceEvent, layer: (key: LayerKey, name: String)?)] = []
    /// How many ghosts across the run.
    public var ghostCount = 9
    /// The images `contents` names refer to, drawn in the ghosts by contentsGravity.
    public var images: ContentsImages?
    /// Definitions the ghosts refer to (each contents image once, each masksToBounds clip once),
    /// by what they define.
    var defIDs: [String: String] = [:]
    var defs = ""

    public init(output: ByteOutput) {
        self.output = output
    }

    public func writeHeader(_ h: TraceHeader) throws {
        screen = h.screen
        title = h.script
    }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        let placed = ScreenGeometry.place(layers)
        frames.append((time, placed))
        moments.append(Moment(time: time, kind: .sample, layers: placed))
    }

    /// Instants show where a layer was when it jumped or was removed, between samples.
    public var wantsInstants: Bool { true }

    public func writeInstant(time: Double, before: [LayerSample], after: [LayerSample]) throws {
        moments.append(Moment(time: time, kind: .before, layers: ScreenGeometry.place(before)))
        moments.append(Moment(time: time, kind: .after, layers: ScreenGeometry.place(after)))
    }

    public func writeEvent(time: Double, event: TraceEvent) throws {
        var layer: (key: LayerKey, name: String)?
        switch event {
        case .animationDidStart(let name, _), .animationDidStop(let name, _, _):
            layer = (moments.last?.layers.first { $0.name == name }?.key ?? .name(name), name)
        case .after: break
        }
        events.append((time, event, layer))
    }
    public func writeLog(time: Double, message: String) throws {}

    public func writeEnd(time: Double, reason: EndReason) throws {
        try output.write(Array(render(endTime: time).utf8))
    }

    /// The layers in order of first appearance (window excluded), by serial: two layers of one
    /// name are two entries, each with its colour (its index here) and its own path.
    var layerOrder: [(key: LayerKey, name: String)] {
        var seen: Set<LayerKey> = [], order: [(key: LayerKey, name: String)] = []
        for f in frames {
            for l in f.layers where l.depth > 0 && seen.insert(l.key).inserted { order.append((l.key, l.name)) }
        }
        return order
    }

    func render(endTime: Double) -> String {
        let names = layerOrder
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1.key, $0) })
        let w = screen.width, h = screen.height
        let legendRows = (names.count + 2) / 3
        let axisTop = h + 24, legendTop = axisTop + 46
        let total = legendTop + Double(legendRows) * 18 + 12
        var s = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(w))" height="\(n(total))" viewBox="0 0 \(n(w)) \(n(total))" font-family="Helvetica, Arial, sans-serif" font-size="11">
        <title>\(XML.escape("cartlua motion sheet: " + title))</title>
        <rect x="0" y="0" width="\(n(w))" height="\(n(total))" fill="#ffffff"/>
        <defs><marker id="jump" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#444444"/></marker></defs>
        <rect id="window" x="0" y="0" width="\(n(w))" height="\(n(h))" fill="#fafafa" stroke="#888888"/>

        """
        defIDs = [:]
        defs = ""
        s += ghosts(index: index)
        // Trajectories with start and end marks, and their jumps.
        for (k, layer) in names.enumerated() {
            s += trajectory(layer.key, name: layer.name, colour: Palette.colour(k))
        }
        s += axis(top: axisTop, width: w, endTime: endTime, colours: eventColours(names))
        for (k, (_, name)) in names.enumerated() {
            let x = 12 + Double(k % 3) * (w - 24) / 3, y = legendTop + Double(k / 3) * 18
            s += "<rect x=\"\(n(x))\" y=\"\(n(y - 9))\" width=\"10\" height=\"10\" fill=\"\(Palette.colour(k))\"/>"
            s += "<text x=\"\(n(x + 14))\" y=\"\(n(y))\">\(XML.escape(name))</text>\n"
        }
        if !defs.isEmpty { s += "<defs>\n" + defs + "</defs>\n" }
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

    /// A layer's motion (one polyline per stretch without a jump), its jumps as dashed arrows
    /// marked "↯ t s", a start mark (●) where it first shows and an end mark (□) where it last
    /// was — just before its removal when it was removed.
    func trajectory(_ key: LayerKey, name: String, colour: String) -> String {
        let path = Trajectory(key, in: moments)
        guard let first = path.start, let last = path.end else { return "" }
        let layer = XML.escape(name)
        var s = ""
        for segment in path.segments where segment.count > 1 {
            let d = segment.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            s += "<polyline class=\"trajectory\" data-layer=\"\(layer)\" points=\"\(d)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"/>\n"
        }
        var labels: [Point] = []
        for j in path.jumps {
            // Jumps back and forth share a midpoint: their labels go one under the other.
            var at = Point(x: (j.from.x + j.to.x) / 2 + 4, y: (j.from.y + j.to.y) / 2 - 4)
            while labels.contains(where: { abs($0.x - at.x) < 30 && abs($0.y - at.y) < 11 }) { at.y += 12 }
            labels.append(at)
            s += "<line class=\"jump\" data-layer=\"\(layer)\" data-t=\"\(n(j.time))\" x1=\"\(n(j.from.x))\" y1=\"\(n(j.from.y))\" x2=\"\(n(j.to.x))\" y2=\"\(n(j.to.y))\" stroke=\"\(colour)\" stroke-width=\"1\" stroke-dasharray=\"4 3\" marker-end=\"url(#jump)\"/>\n"
            s += "<text class=\"jump\" x=\"\(n(at.x))\" y=\"\(n(at.y))\" fill=\"\(colour)\">↯ \(n(j.time)) s</text>\n"
        }
        s += "<circle class=\"start\" data-layer=\"\(layer)\" cx=\"\(n(first.x))\" cy=\"\(n(first.y))\" r=\"3.5\" fill=\"\(colour)\"/>\n"
        s += "<rect class=\"end\" data-layer=\"\(layer)\" x=\"\(n(last.x - 3.5))\" y=\"\(n(last.y - 3.5))\" width=\"7\" height=\"7\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"/>\n"
        return s
    }

    /// Ghosts first (under the trajectories), faint to strong with time. A layer that looks the
    /// same in every ghost frame (the cell, the tab bar, a button that is not pressed) is drawn
    /// once, at full strength, beneath all of them: drawn again in each group it would cover the
    /// earlier ghosts of what moves over it.
    func ghosts(index: [LayerKey: Int]) -> String {
        let times = ghostTimes()
        let drawn = times.map { fi in
            frames[fi].layers.filter { $0.depth > 0 && !$0.hidden }.map { l in
                (key: l.key, shape: ghost(l, colourIndex: index[l.key] ?? 0, strength: 1))
            }
        }
        let still = times.count > 1 ? stillLayers(drawn) : []
        var s = "<g class=\"still\">\n"
        for l in drawn.first ?? [] where still.contains(l.key) { s += l.shape }
        s += "</g>\n"
        for (k, fi) in times.enumerated() where k < drawn.count {
            let strength = times.count > 1 ? 0.25 + 0.75 * Double(k) / Double(times.count - 1) : 1
            s += "<g class=\"ghosts\" data-t=\"\(n(frames[fi].time))\">\n"
            for l in frames[fi].layers where l.depth > 0 && !l.hidden && !still.contains(l.key) {
                s += ghost(l, colourIndex: index[l.key] ?? 0, strength: strength)
            }
            s += "</g>\n"
        }
        return s
    }

    /// The layers drawn exactly alike in every ghost frame.
    func stillLayers(_ drawn: [[(key: LayerKey, shape: String)]]) -> Set<LayerKey> {
        guard let first = drawn.first else { return [] }
        var still = Set(first.map(\.key))
        for frame in drawn {
            let shapes = Dictionary(frame.map { ($0.key, $0.shape) }, uniquingKeysWith: { a, _ in a })
            still = still.filter { key in shapes[key] == first.first { $0.key == key }?.shape }
        }
        return still
    }

    /// One layer as the pictures draw it (`LayerLook`), its opacity times `strength`. A layer
    /// with a fill keeps a thin stroke in its legend colour, so overlapping ghosts stay apart.
    func ghost(_ l: ScreenLayer, colourIndex: Int, strength: Double) -> String {
        let placed = images?.placement(of: l.state)
        let b = l.state.bounds, look = LayerLook.of(l.state, image: placed != nil), alpha = l.opacity * strength
        let w = abs(b.size.width), h = abs(b.size.height)
        let r = max(0, min(l.state.cornerRadius, min(w, h) / 2))
        var s = "<g data-layer=\"\(XML.escape(l.name))\" transform=\"matrix(\(l.matrix.map(n).joined(separator: " ")))\">"
        s += "<rect x=\"\(n(b.minX))\" y=\"\(n(b.minY))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(r))\""
        if let c = look.fill {
            s += " fill=\"\(c.rgbHex)\" fill-opacity=\"\(n(alpha * c.alpha))\""
        } else {
            s += " fill=\"none\""
        }
        if let c = look.outline {
            s += " stroke=\"\(c.rgbHex)\" stroke-opacity=\"\(n(alpha * c.alpha))\" stroke-width=\"\(n(LayerLook.outlineWidth))\"/>"
        } else {
            s += " stroke=\"\(Palette.colour(colourIndex))\" stroke-opacity=\"\(n(alpha))\" stroke-width=\"0.75\"/>"
        }
        if let placed { s += contentsImage(l, placed, opacity: alpha, radius: r) }
        if let fit = look.label {
            let c = LayerLook.text
            s += "<text x=\"\(n(b.midX - fit.width / 2))\" y=\"\(n(b.midY + fit.fontSize / 3))\" font-family=\"\(LabelFit.family), monospace\" font-size=\"\(n(fit.fontSize))\" fill=\"\(c.rgbHex)\" fill-opacity=\"\(n(alpha * c.alpha))\">\(XML.escape(fit.text))</text>"
        }
        if let t = l.state.text, let element = SVGText.element(t, width: w, height: h, opacity: alpha) {
            // A nested viewport clips the text to the bounds, as CATextLayer's backing image does.
            s += "<svg class=\"text\" x=\"\(n(b.minX))\" y=\"\(n(b.minY))\" width=\"\(n(w))\" height=\"\(n(h))\" overflow=\"hidden\">\(element)</svg>"
        }
        return s + "</g>\n"
    }

    /// The layer's contents image over its fill, in the ghost's (the layer's) space, placed by
    /// contentsGravity and clipped to the (rounded) bounds only with masksToBounds.
    func contentsImage(_ l: ScreenLayer, _ placed: (image: ContentsImage, rect: Rect), opacity: Double, radius: Double) -> String {
        let (image, r) = placed
        guard let name = l.state.contents, r.size.width > 0, r.size.height > 0,
              image.size.width > 0, image.size.height > 0 else { return "" }
        let imageID = def("image " + name) { id in
            "<image id=\"\(id)\" width=\"\(n(image.size.width))\" height=\"\(n(image.size.height))\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(Base64.encode(image.png))\"/>\n"
        }
        var clip = ""
        if l.state.masksToBounds {
            let b = l.state.bounds
            let box = "x=\"\(n(b.minX))\" y=\"\(n(b.minY))\" width=\"\(n(abs(b.size.width)))\" height=\"\(n(abs(b.size.height)))\" rx=\"\(n(radius))\""
            let clipID = def("clip " + box) { id in "<clipPath id=\"\(id)\"><rect \(box)/></clipPath>\n" }
            clip = " clip-path=\"url(#\(clipID))\""
        }
        let place = "translate(\(n(r.origin.x)) \(n(r.origin.y))) scale(\(n(r.size.width / image.size.width)) \(n(r.size.height / image.size.height)))"
        return "<g class=\"contents\"\(clip) opacity=\"\(n(opacity))\"><use href=\"#\(imageID)\" transform=\"\(place)\"/></g>"
    }

    /// The id of the definition of `key`, made by `make` the first time.
    private func def(_ key: String, _ make: (String) -> String) -> String {
        if let id = defIDs[key] { return id }
        let id = "def\(defIDs.count)"
        defIDs[key] = id
        defs += make(id)
        return id
    }

    /// The time axis: ticks, and a mark per event (starts up, stops down, delayed calls grey).
    func axis(top: Double, width: Double, endTime: Double, colours: [String]) -> String {
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
        for (k, (time, e, _)) in events.enumerated() {
            switch e {
            case .animationDidStart:
                s += "<line class=\"event start\" x1=\"\(n(x(time)))\" y1=\"\(n(top - 10))\" x2=\"\(n(x(time)))\" y2=\"\(n(top))\" stroke=\"\(colours[k])\"/>\n"
            case .animationDidStop:
                s += "<line class=\"event stop\" x1=\"\(n(x(time)))\" y1=\"\(n(top))\" x2=\"\(n(x(time)))\" y2=\"\(n(top + 10))\" stroke=\"\(colours[k])\" stroke-width=\"2\"/>\n"
            case .after:
                s += "<circle class=\"event after\" cx=\"\(n(x(time)))\" cy=\"\(n(top - 14))\" r=\"1.5\" fill=\"#999999\"/>\n"
            }
        }
        return s + "</g>\n"
    }

    /// Each event's colour: its layer's legend colour; for a layer the frames never showed, the
    /// first of its name (and the first colour when none has it).
    func eventColours(_ order: [(key: LayerKey, name: String)]) -> [String] {
        var index: [LayerKey: Int] = [:], byName: [String: Int] = [:]
        for (k, l) in order.enumerated() {
            index[l.key] = k
            if byName[l.name] == nil { byName[l.name] = k }
        }
        return events.map { e in
            Palette.colour(e.layer.flatMap { index[$0.key] ?? byName[$0.name] } ?? 0)
        }
    }

    /// A round step giving about 5 to 10 ticks.
    func niceStep(_ span: Double) -> Double {
        for s in [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100] where span / s <= 10 { return s }
        return (span / 10).rounded(.up)
    }

    private func n(_ x: Double) -> String { NumberFormat.string(x) }
}
