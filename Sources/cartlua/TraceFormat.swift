import CartAnimation
import CartOutput
import CartRaster
import Platform

/// The trace formats `run` writes: chosen by `--format`, else by `-o FILE`'s extension, else
/// text on a terminal and JSON Lines otherwise.
enum TraceFormat: String, CaseIterable {
    case text, jsonl, svg, html, png, gif
    /// A Lottie (Bodymovin) JSON document: `-o anim.json --format lottie` (`.json` alone is JSON Lines).
    case lottie
    /// No trace at all: the run for its events, errors and checks (and for benchmarks).
    case none

    /// The file extensions `-o` recognises, and the format each writes (`.json` is JSON Lines:
    /// a Lottie document needs `--format lottie`).
    static let extensions: [(ext: String, format: TraceFormat)] = [
        ("jsonl", .jsonl), ("json", .jsonl), ("ndjson", .jsonl), ("txt", .text), ("text", .text),
        ("svg", .svg), ("html", .html), ("htm", .html), ("png", .png), ("gif", .gif),
    ]

    /// A file name's extension ("svg" of `coins.svg`, lowercased); nil when it has none.
    static func fileExtension(_ path: String) -> String? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let ext = path[path.index(after: dot)...]
        // A leading dot names a hidden file (`.trace`), not an extension.
        guard !ext.isEmpty, dot != path.startIndex, path[path.index(before: dot)] != "/" else { return nil }
        return ext.lowercased()
    }

    /// The format a file name asks for (`coins.svg` → svg); nil for other extensions.
    init?(path: String?) {
        guard let path, let ext = TraceFormat.fileExtension(path),
              let found = TraceFormat.extensions.first(where: { $0.ext == ext }) else { return nil }
        self = found.format
    }

    /// What `run` writes: `--format`, else what `-o FILE`'s extension asks for, else text on a
    /// terminal and JSON Lines otherwise. An extension cartlua does not write (`x.jpg`) is a
    /// mistake rather than JSON Lines under a misleading name, unless `--format` says what to
    /// write; so is a binary picture to a terminal.
    static func chosen(by format: String?, outputPath: String?, terminal: Bool) throws(CommandLineError) -> TraceFormat {
        if let format, let f = TraceFormat(rawValue: format) { return f }
        if let path = outputPath {
            if let f = TraceFormat(path: path) { return f }
            if let ext = fileExtension(path) {
                let known = extensions.map { "." + $0.ext }.joined(separator: ", ")
                throw CommandLineError(message: "-o \(path): cartlua does not write .\(ext) files; it writes \(known) "
                                       + "(or say what to write with --format F: \(names))")
            }
            return .jsonl
        }
        guard terminal else { return .jsonl }
        return .text
    }

    /// Pictures need the whole run (or a file), not a terminal.
    var isBinary: Bool { self == .png || self == .gif }
    var isPicture: Bool { self != .text && self != .jsonl && self != .none }

    /// The images `contents` names, read from PNG files next to the script (pictures draw them).
    static func contentsImages(scriptDirectory: String) -> ContentsImages {
        ContentsImages { name in
            // Only PNG files next to the script: `contents` names an image, not a path.
            guard name.lowercased().hasSuffix(".png"), !name.contains("/"),
                  case .success(let bytes) = readFile(scriptDirectory + "/" + name) else { return nil }
            return bytes
        }
    }

    /// Who writes a sample's kept lines: the crew's helper thread, behind the script's work up
    /// to the next sample, when the machine has two cores (the same bytes either way; README,
    /// Performance). `CARTLUA_THREADS=1` keeps it all on one thread.
    static func sampleCrew() -> SampleCrew {
        let asked = ProcessControl.environment("CARTLUA_THREADS").flatMap { Int($0) }
        return SampleCrew(threads: asked ?? min(2, OrderedJobs.processorCount))
    }

    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// A writer of this format; `scriptDirectory` is where pictures find PNG contents.
    func writer(_ output: ByteOutput, scriptDirectory: String) -> TraceWriter {
        let images = TraceFormat.contentsImages(scriptDirectory: scriptDirectory)
        let writer: TraceWriter = switch self {
        case .text: TextTableWriter(output: output)
        case .jsonl: JSONLinesWriter(output: output, crew: TraceFormat.sampleCrew())
        case .svg: SVGMotionSheetWriter(output: output)
        case .html: HTMLPlayerWriter(output: output)
        case .png: PNGWriter(output: output)
        case .gif: GIFWriter(output: output)
        case .lottie: LottieWriter(output: output)
        case .none: NullWriter(crew: TraceFormat.sampleCrew())
        }
        (writer as? DrawsContentsImages)?.images = images
        return writer
    }
}

/// Shows how far a picture has rendered on stderr, when stderr is a terminal.
final class ProgressWriter: TraceWriter {
    let inner: TraceWriter
    private var samples = 0

    init(_ inner: TraceWriter) { self.inner = inner }

    static var wanted: Bool { FileDescriptor.standardError.isTerminal }

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
    var wantsSceneRecords: Bool { inner.wantsSceneRecords }
    func writeScene(_ record: SceneRecord) throws { try inner.writeScene(record) }
    func writeEnd(time: Double, reason: EndReason) throws {
        printErrorInline("\rcartlua: rendering done: \(samples) frames to \(NumberFormat.string(time)) s\u{1B}[K\n")
        try inner.writeEnd(time: time, reason: reason)
    }
}

/// Writes nothing, but evaluates every sample as the JSON Lines writer does (`--format none`
/// measures evaluation): the plan's lines, and the whole sample of a line with more than motion,
/// on the crew's threads as that writer's.
final class NullWriter: TraceWriter {
    let evaluation: EvaluationBehind

    init(crew: SampleCrew = SampleCrew()) { evaluation = EvaluationBehind(crew: crew) }

    func writeHeader(_ h: TraceHeader) throws {}
    func writeSample(time: Double, layers: [LayerSample]) throws {}
    func writeSample(time: Double, plan: ScenePlan) throws { evaluation.evaluate(plan, at: time) }
    func writeEvent(time: Double, event: TraceEvent) throws {}
    func writeLog(time: Double, message: String) throws {}
    func writeEnd(time: Double, reason: EndReason) throws { evaluation.finish() }
}
