/// Where a writer's bytes go: a file or stdout (provided by the command-line tool, which alone
/// touches files), or memory in tests.
public protocol ByteOutput: AnyObject {
    func write(_ bytes: [UInt8]) throws
    /// The same from borrowed memory. Writers that build records in their own buffer call this;
    /// an output that can take the bytes without an array in between should implement it.
    func write(contentsOf bytes: UnsafeBufferPointer<UInt8>) throws
}

/// An output's failure that tells the virtual time of the record it could not write (the time
/// the run had reached, unless a writer that writes a record late says which it was).
public protocol TimedOutputError: Error {
    var time: Double? { get set }
}

extension ByteOutput {
    public func write(contentsOf bytes: UnsafeBufferPointer<UInt8>) throws {
        try write(Array(bytes))
    }
}

/// Collects output in memory.
public final class MemoryOutput: ByteOutput {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public func write(_ bytes: [UInt8]) throws { self.bytes.append(contentsOf: bytes) }

    public func write(contentsOf bytes: UnsafeBufferPointer<UInt8>) throws { self.bytes.append(contentsOf: bytes) }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var lines: [String] { text.split(separator: "\n").map(String.init) }
}
