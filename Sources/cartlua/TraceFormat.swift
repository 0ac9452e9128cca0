import Glibc
import CartAnimation
import CartOutput
import CartRaster

/// The trace formats `run` writes: chosen by `--format`, else by `-o FILE`'s extension, else
/// text on a terminal and JSON Lines otherwise.
enum TraceFormat: String, CaseIterable {
    case text, jsonl, svg, html, png, gif
    /// A Lottie (Bodymovin) JSON document: `-o anim.json --format lottie` (`.json` alone is JSON Lines).
    case lottie
    /// No trace at all: the run for its events, errors and checks (and for benchmarks).
    case none

    /// The format a file name asks for (`coins.svg` → svg); nil for other extensions.
    init?(path: String?) {
        guard let path, let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "jsonl", "json", "ndjson": self = .jsonl
        case "txt", "text": self = .text
        case "svg": self = .svg
        case "html", "htm": self = .html
        case "png": self = .png
        case "gif": self = .gif
        default: return nil
        }
    }

    /// Pictures need the whole run (or a file), not a terminal.
    var isBinary: Bool { self == .png || self == .gif }
    var isPicture: Bool { self != .text && self != .jsonl && self != .none }

    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// A writer of this format; `scriptDirectory` is where the HTML player finds PNG contents.
    func writer(_ output: ByteOutput, scriptDirectory: String) -> TraceWriter {
        switch self {
        case .text: return TextTableWriter(output: output)
        case .jsonl: return JSONLinesWriter(output: output)
        case .svg: return SVGMotionSheetWriter(output: output)
        case .html:
            let w = HTMLPlayerWriter(output: output)
            w.imageLoader = { name in
                // Only PNG files next to the script: `contents` names an image, not a path.
                guard name.lowercased().hasSuffix(".png"), !name.contains("/"),
                      case .success(let bytes) = readFile(scriptDirectory + "/" + name) else { return nil }
                return bytes
            }
            return w
        case .png: return PNGWriter(output: output)
        case .gif: return GIFWriter(output: output)
        case .lottie: return LottieWriter(output: output)
        case .none: return NullWriter()
        }
    }
}

/// Shows how far a picture has rendered on stderr, when stderr is a terminal.
final class ProgressWriter: TraceWriter {
    let inner: TraceWriter
    private var samples = 0

    init(_ inner: TraceWriter) { self.inner = inner }

    static var wanted: Bool { isatty(2) != 0 }

    func writeHeader(_ h: TraceHeader) throws { try inner.writeHeader(h) }
    func writeSample(time: Double, layers: [LayerSample]) throws {
        try inner.writeSample(time: time, layers: layers)
        samples += 1
        if samples % 10 == 1 { printErrorInline("\rcartlua: rendering t = \(NumberFormat.string(time)) s (\(samples) frames)") }
    }
    func writeEvent(time: Double, event: TraceEvent) throws { try inner.writeEvent(time: time, event: event) }
    func writeLog(time: Double, message: String) throws { try inner.writeLog(time: time, message: message) }
    var wantsInstants: Bool { inner.wantsInstants }
    func writeInstant(time: Double, before: [LayerSample], after: [LayerSample]) throws {
        try inner.writeInstant(time: time, before: before, after: after)
    }
    func writeEnd(time: Double, reason: EndReason) throws {
        printErrorInline("\rcartlua: rendering done: \(samples) frames to \(NumberFormat.string(time)) s\u{1B}[K\n")
        try inner.writeEnd(time: time, reason: reason)
    }
}

/// Writes to standard error without a newline.
func printErrorInline(_ s: String) {
    let bytes = Array(s.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
}

/// Writes nothing.
final class NullWriter: TraceWriter {
    func writeHeader(_ h: TraceHeader) throws {}
    func writeSample(time: Double, layers: [LayerSample]) throws {}
    func writeEvent(time: Double, event: TraceEvent) throws {}
    func writeLog(time: Double, message: String) throws {}
    func writeEnd(time: Double, reason: EndReason) throws {}
}
