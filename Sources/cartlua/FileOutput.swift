import CartOutput
import Platform

/// The reader stopped reading (`cartlua run … | head`): end quietly.
struct ClosedPipe: Error {}

/// The trace grew past `--max-output`.
struct OutputLimitExceeded: TimedOutputError, CustomStringConvertible {
    let limit: Int
    var time: Double?

    var description: String {
        var s = "output limit exceeded: the trace passed \(limit >> 20) MiB"
        if let time { s += " at virtual time \(NumberFormat.string(time)) s" }
        return s + " (see --max-output)"
    }
}

/// A trace's bytes to a file descriptor, buffered; a closed pipe becomes `ClosedPipe`, any
/// other failure the descriptor's `PlatformError`.
final class FileOutput: ByteOutput {
    let descriptor: FileDescriptor
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    /// Flush at this size (streaming: memory stays bounded however long the run).
    private let flushSize: Int

    init(_ descriptor: FileDescriptor, owns: Bool = false, interactive: Bool = false) {
        self.descriptor = descriptor
        ownsDescriptor = owns
        flushSize = interactive ? 1 : 1 << 16
        buffer.reserveCapacity(flushSize)
    }

    /// Opens (creates or truncates) `path` for writing; `-` is standard output, as the shell's
    /// tools read it (`-o -` pipes what would have been a file).
    static func create(_ path: String) -> Result<FileOutput, PlatformError> {
        if path == standardOutputName { return .success(FileOutput(.standardOutput)) }
        return Result { () throws(PlatformError) in FileOutput(try FileDescriptor.create(path), owns: true) }
    }

    /// The `-o` name that means standard output.
    static let standardOutputName = "-"

    /// Bytes this output may take in all (`--max-output`).
    var limit = Int.max
    private var written = 0

    func write(_ bytes: [UInt8]) throws {
        written += bytes.count
        if written > limit { throw OutputLimitExceeded(limit: limit) }
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushSize { try flush() }
    }

    /// The same from the writer's own buffer, appended straight to ours (the protocol's default
    /// would copy it into an array first, once per sample). A large chunk (a sample of dozens of
    /// layers) goes to the descriptor as it is, after what is buffered: one write call costs less
    /// than copying that much.
    func write(contentsOf bytes: UnsafeBufferPointer<UInt8>) throws {
        written += bytes.count
        if written > limit { throw OutputLimitExceeded(limit: limit) }
        if bytes.count >= flushSize / 4 {
            try flush()
            try writeAll(bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushSize { try flush() }
    }

    func flush() throws {
        defer { buffer.removeAll(keepingCapacity: true) }
        try buffer.withUnsafeBufferPointer { try writeAll($0) }
    }

    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        do {
            try descriptor.write(all: bytes)
        } catch where error.isBrokenPipe {
            throw ClosedPipe()
        }
    }

    func close() throws {
        try flush()
        if ownsDescriptor { descriptor.close() }
    }
}
