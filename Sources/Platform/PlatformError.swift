import Glibc

/// A call into the system that failed: what cartlua was doing, to which file, and the C
/// library's `errno`. Its description is what cartlua tells the person, in the words it always
/// used: `cannot open Scripts/nope.lua: No such file or directory`.
public struct PlatformError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done, named by the verb of the message.
    public enum Operation: String, Sendable {
        /// Opening or reading a file's bytes (both say "open": a directory opens but will not read).
        case open
        /// Finding out what a path is or listing a directory.
        case read
        /// Creating, writing or replacing a file, or writing to a descriptor.
        case write
        /// Watching a file (inotify).
        case watch
    }

    public let operation: Operation
    /// The file, directory or descriptor concerned: its path, or a name such as `standard output`.
    public let path: String
    /// The `errno` the failed call left.
    public let code: Int32

    public init(_ operation: Operation, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The failure the last system call reported (its `errno`, read now).
    static func last(_ operation: Operation, _ path: String) -> PlatformError {
        PlatformError(operation, path: path, code: errno)
    }

    /// The C library's words for `code` (strerror): "No such file or directory".
    public var reason: String { String(cString: strerror(code)) }

    /// "cannot open PATH: REASON".
    public var description: String { "cannot \(operation.rawValue) \(path): \(reason)" }

    /// The reader at the other end of a pipe has gone (EPIPE): `cartlua run … | head`.
    public var isBrokenPipe: Bool { code == EPIPE }
}
