import Glibc

/// A descriptor cartlua writes to: standard output, standard error, or a file it created.
public struct FileDescriptor: Sendable {
    /// The descriptor's number.
    public let raw: Int32
    /// What a failure calls it: the file's path, or `standard output`.
    public let name: String

    public init(raw: Int32, name: String) {
        self.raw = raw
        self.name = name
    }

    public static let standardOutput = FileDescriptor(raw: 1, name: "standard output")
    public static let standardError = FileDescriptor(raw: 2, name: "standard error")

    /// Opens `path` for writing, created or emptied (mode 0644 before the umask).
    public static func create(_ path: String) throws(PlatformError) -> FileDescriptor {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw .last(.write, path) }
        return FileDescriptor(raw: fd, name: path)
    }

    /// All of `bytes`, however many calls it takes; a call a signal interrupted is made again.
    /// A reader that has gone is a failure whose `isBrokenPipe` is true (SIGPIPE is ignored:
    /// `ProcessControl.ignoreBrokenPipeSignal`).
    public func write(all bytes: UnsafeBufferPointer<UInt8>) throws(PlatformError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(raw, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw .last(.write, name)
            }
            offset += n
        }
    }

    /// `write(all:)` of an array.
    public func write(all bytes: [UInt8]) throws(PlatformError) {
        do {
            try bytes.withUnsafeBufferPointer { buffer throws(PlatformError) in try write(all: buffer) }
        }
    }

    /// Closes the descriptor. What was written is the kernel's already; a failure to close
    /// (only EINTR or EIO here) has nothing left to report it to.
    public func close() {
        _ = Glibc.close(raw)
    }

    /// Whether it is a terminal (isatty).
    public var isTerminal: Bool { isatty(raw) != 0 }

    /// The terminal's width in columns (TIOCGWINSZ); nil when it is not a terminal.
    public var terminalColumns: Int? {
        var size = winsize()
        guard ioctl(raw, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Writes a line to standard error. A failure is dropped: standard error is where it would go.
public func printError(_ s: String) {
    printErrorInline(s + "\n")
}

/// Writes to standard error without a newline (a progress line that redraws itself).
public func printErrorInline(_ s: String) {
    try? FileDescriptor.standardError.write(all: Array(s.utf8))
}

/// Writes text to standard output (help, listings, exported code). A failure is dropped: the
/// reader has gone or the disk is full, and standard output is not the trace.
public func printOut(_ s: String) {
    try? FileDescriptor.standardOutput.write(all: Array(s.utf8))
}
