import CartAnimation

/// A self-contained HTML player (`-o coins.html`): the trace embedded, layers drawn as divs with
/// the trace's geometry, opacity, colour, corner radius, contents and a text layer's string (as
/// inline SVG, the motion sheet's `SVGText`); play/pause, a scrubber,
/// speed 0.1×…2×, one-sample steps, loop, the selected layer's values at the playhead, and
/// `#t=0.45` in the URL to open at a time; the events and log lines, the current ones in bold;
/// under them the timeline tracks and the selected layer's property curves on one time axis,
/// and the script's params. No network, no external files. Layers look as `LayerLook` says,
/// like in every picture. The live preview loads the same page with each run's `pageData`.
public final class HTMLPlayerWriter: TraceWriter, DrawsContentsImages {
    let output: ByteOutput
    /// The images `contents` names refer to, drawn by contentsGravity instead of a label.
    public var images: ContentsImages?
    /// The run's animations as `cartlua explain` lists them, for the timeline tracks; set before
    /// the run ends. Empty: the page makes one bar per layer and key from the animation events.
    public var tracks: [PlayerTrack] = []
    /// The script's params, for the params panel; set before the run ends.
    public var params: [PlayerParam] = []
    /// When the run ended (its end record); nil before.
    var endTime: Double?
    /// A page served by `cartlua preview`: its data says `"live":true`, so the page shows the
    /// params as controls and listens for new runs (player-live.js).
    public var live = false
    var header: TraceHeader?
    var data: [UInt8] = []
    var frameCount = 0

    public init(output: ByteOutput) {
        self.output = output
        data.reserveCapacity(1 << 16)
    }

    public func writeHeader(_ h: TraceHeader) throws { header = h }

    public func writeSample(time: Double, layers: [LayerSample]) throws {
        if frameCount > 0 { data.append(UInt8(ascii: ",")) }
        frameCount += 1
        append("{\"t\":"); number(time); append(",\"layers\":[")
        for (i, l) in ScreenGeometry.place(layers).enumerated() {
            if i > 0 { append(",") }
            let s = l.state, t = s.transform
            append("{\"name\":"); string(l.name)
            // Names need not be unique: the page tells layers apart by serial (issue 13).
            if let serial = l.serial { append(",\"serial\":"); number(Double(serial)) }
            append(",\"depth\":"); number(Double(l.depth))
            append(",\"m\":"); numbers(l.matrix)
            append(",\"bounds\":"); numbers([s.bounds.origin.x, s.bounds.origin.y, s.bounds.size.width, s.bounds.size.height])
            append(",\"opacity\":"); number(l.opacity)
            append(",\"hidden\":"); append(l.hidden ? "true" : "false")
            let placed = images?.placement(of: s)
            let look = LayerLook.of(s, image: placed != nil)
            append(",\"fill\":"); if let c = look.fill { string(c.hexString) } else { append("null") }
            append(",\"outline\":"); if let c = look.outline { string(c.hexString) } else { append("null") }
            append(",\"label\":"); if let f = look.label { string(f.text) } else { append("null") }
            append(",\"size\":"); number(look.label?.fontSize ?? 0)
            append(",\"radius\":"); number(s.cornerRadius)
            append(",\"contents\":"); if let c = s.contents { string(c) } else { append("null") }
            if let (_, r) = placed {
                // Where the image goes, from the div's corner (the bounds origin); clipped only
                // by masksToBounds, as CA draws it.
                append(",\"img\":"); numbers([r.origin.x - s.bounds.origin.x, r.origin.y - s.bounds.origin.y, r.size.width, r.size.height])
                append(",\"clip\":"); append(s.masksToBounds ? "true" : "false")
            }
            append(",\"centre\":"); numbers([l.centre.x, l.centre.y])
            if let t = s.text {
                // The layer's div clips it (overflow: hidden) and applies the opacity.
                let w = abs(s.bounds.size.width), h = abs(s.bounds.size.height)
                append(",\"text\":")
                string("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"text\" width=\"\(NumberFormat.string(w))\" height=\"\(NumberFormat.string(h))\">"
                       + (SVGText.element(t, width: w, height: h) ?? "") + "</svg>")
            }
            // The trace's own values, for the values panel.
            append(",\"values\":{\"position\":"); numbers([s.position.x, s.position.y])
            append(",\"bounds\":"); numbers([s.bounds.origin.x, s.bounds.origin.y, s.bounds.size.width, s.bounds.size.height])
            append(",\"anchorPoint\":"); numbers([s.anchorPoint.x, s.anchorPoint.y])
            append(",\"opacity\":"); number(Double(s.opacity))
            append(",\"scale\":"); numbers([t.scaleX, t.scaleY])
            append(",\"rotation\":"); number(t.rotationZ)
            append(",\"translation\":"); numbers([t.m41, t.m42])
            append(",\"zPosition\":"); number(s.zPosition)
            append(",\"hidden\":"); append(s.hidden ? "true" : "false")
            if let t = s.text {
                append(",\"string\":"); if let x = t.string { string(x) } else { append("null") }
                append(",\"fontSize\":"); number(t.fontSize)
                append(",\"foregroundColor\":"); if let c = t.foregroundColor { string(c.hexString) } else { append("null") }
            }
            append("}}")
        }
        append("]}")
    }

    var events: [String] = []

    public func writeEvent(time: Double, event: TraceEvent) throws {
        var line: [UInt8] = []
        line.append(contentsOf: "{\"t\":".utf8)
        NumberFormat.append(time, to: &line)
        line.append(contentsOf: ",\"event\":".utf8)
        JSONString.append(event.name, to: &line)
        switch event {
        case let .animationDidStart(layer, key), let .animationDidStop(layer, key, _):
            line.append(contentsOf: ",\"layer\":".utf8)
            JSONString.append(layer, to: &line)
            line.append(contentsOf: ",\"key\":".utf8)
            if let key { JSONString.append(key, to: &line) } else { line.append(contentsOf: "null".utf8) }
        case .after: break
        }
        line.append(UInt8(ascii: "}"))
        events.append(String(decoding: line, as: UTF8.self))
    }

    /// Log lines go into the event list, in the run's order.
    public func writeLog(time: Double, message: String) throws {
        var line: [UInt8] = []
        line.append(contentsOf: "{\"t\":".utf8)
        NumberFormat.append(time, to: &line)
        line.append(contentsOf: ",\"log\":".utf8)
        JSONString.append(message, to: &line)
        line.append(UInt8(ascii: "}"))
        events.append(String(decoding: line, as: UTF8.self))
    }

    public func writeEnd(time: Double, reason: EndReason) throws {
        endTime = time
        try output.write(Array(HTMLPlayerWriter.page(script: (header?.script ?? ""), data: pageData ?? "", live: live).utf8))
    }

    /// The page's data (the JSON its `window.cartlua.load` takes) once the run ended, with the
    /// tracks, params and `live` as they are now (the preview sets them after the run).
    public var pageData: String? {
        guard let time = endTime else { return nil }
        let h = header ?? TraceHeader(script: "", fps: nil, screen: Scene.defaultScreen)
        var imageTable = "{"
        for (k, (name, image)) in (images?.found ?? []).enumerated() {
            if k > 0 { imageTable += "," }
            var key: [UInt8] = []
            JSONString.append(name, to: &key)
            imageTable += String(decoding: key, as: UTF8.self) + ":\"data:image/png;base64," + Base64.encode(image.png) + "\""
        }
        imageTable += "}"
        var title: [UInt8] = []
        JSONString.append(h.script, to: &title)
        let json = "{\"script\":" + String(decoding: title, as: UTF8.self)
            + ",\"screen\":[" + NumberFormat.string(h.screen.width) + "," + NumberFormat.string(h.screen.height) + "]"
            + ",\"end\":" + NumberFormat.string(time)
            + ",\"frames\":[" + String(decoding: data, as: UTF8.self) + "]"
            + ",\"events\":[" + events.joined(separator: ",") + "]"
            + ",\"images\":" + imageTable
            + ",\"tracks\":" + JSONValue.array(tracks.map(\.json)).text(lossless: false)
            + ",\"params\":" + JSONValue.array(params.map(\.json)).text
            + (live ? ",\"live\":true}" : "}")
        // A script element ends at "</": keep the data from ever closing it.
        return json.replacingOccurrences(of: "</", with: "<\\/")
    }

    /// The player's page for `script` with `data` (a `pageData`) in it.
    public static func page(script: String, data: String, live: Bool = false) -> String {
        HTMLPlayerTemplate.page(title: XML.escape(script), data: data, live: live)
    }

    private func append(_ s: String) { data.append(contentsOf: s.utf8) }
    private func number(_ x: Double) { NumberFormat.append(x, to: &data) }
    private func string(_ s: String) { JSONString.append(s, to: &data) }
    private func numbers(_ xs: [Double]) {
        append("[")
        for (i, x) in xs.enumerated() {
            if i > 0 { append(",") }
            number(x)
        }
        append("]")
    }
}

/// Standard Base64 (RFC 4648) for embedding images.
enum Base64 {
    static func encode(_ bytes: [UInt8]) -> String {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = Int(bytes[i]), b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0, b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
            out.append(table[b0 >> 2])
            out.append(table[((b0 & 3) << 4) | (b1 >> 4)])
            out.append(i + 1 < bytes.count ? table[((b1 & 15) << 2) | (b2 >> 6)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? table[b2 & 63] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        // By UTF-8 bytes: `firstRange(of:)` would pull in _StringProcessing, which the program
        // does not load (Package.swift, `lean`).
        let text = Array(utf8), pattern = Array(target.utf8)
        var out: [UInt8] = [], i = 0
        out.reserveCapacity(text.count)
        while i < text.count {
            if text[i] == pattern[0], i + pattern.count <= text.count, text[i..<(i + pattern.count)].elementsEqual(pattern) {
                out.append(contentsOf: replacement.utf8)
                i += pattern.count
            } else {
                out.append(text[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
