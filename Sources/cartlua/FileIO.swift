import Glibc
import CartOutput

/// The whole of a file, or the reason it could not be read (strerror).
func readFile(_ path: String) -> Result<[UInt8], IOFailure> {
    guard let f = fopen(path, "rb") else { return .failure(IOFailure(path: path, reason: lastError())) }
    defer { fclose(f) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65_536, f) }
        if n > 0 { out.append(contentsOf: chunk[0..<n]) }
        if n < 65_536 {
            if ferror(f) != 0 { return .failure(IOFailure(path: path, reason: lastError())) }
            break
        }
    }
    return .success(out)
}

struct IOFailure: Error {
    let path: String
    let reason: String
}

func lastError() -> String { String(cString: strerror(errno)) }

/// The reader stopped reading (`cartlua run … | head`): end quietly.
struct ClosedPipe: Error {}

/// The trace grew past `--max-output`.
struct OutputLimitExceeded: Error, CustomStringConvertible {
    let limit: Int
    var time: Double?

    var description: String {
        var s = "output limit exceeded: the trace passed \(limit >> 20) MiB"
        if let time { s += " at virtual time \(NumberFormat.string(time)) s" }
        return s + " (see --max-output)"
    }
}

/// Bytes to a file descriptor, buffered; a closed pipe becomes `ClosedPipe`.
final class FileOutput: ByteOutput {
    let fd: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    /// Flush at this size (streaming: memory stays bounded however long the run).
    private let flushSize: Int

    init(fd: Int32, owns: Bool = false, interactive: Bool = false) {
        self.fd = fd
        ownsDescriptor = owns
        flushSize = interactive ? 1 : 1 << 16
        buffer.reserveCapacity(flushSize)
    }

    /// Opens (creates or truncates) `path` for writing.
    static func create(_ path: String) -> Result<FileOutput, IOFailure> {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return .failure(IOFailure(path: path, reason: lastError())) }
        return .success(FileOutput(fd: fd, owns: true))
    }

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

    /// All of `bytes` to the descriptor, however many calls it takes.
    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { throw ClosedPipe() }
                throw IOFailure(path: "output", reason: lastError())
            }
            offset += n
        }
    }

    func close() throws {
        try flush()
        if ownsDescriptor { _ = Glibc.close(fd) }
    }
}

/// Writes a line to standard error.
func printError(_ s: String) {
    var line = Array(s.utf8)
    line.append(10)
    _ = line.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
}

/// Writes text to standard output (help and version).
func printOut(_ s: String) {
    let bytes = Array(s.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
}
