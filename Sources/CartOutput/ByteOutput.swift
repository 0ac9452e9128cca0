/// Where a writer's bytes go: a file or stdout (provided by the command-line tool, which alone
/// touches files), or memory in tests.
public protocol ByteOutput: AnyObject {
    func write(_ bytes: [UInt8]) throws
    /// The same from borrowed memory. Writers that build records in their own buffer call this;
    /// an output that can take the bytes without an array in between should implement it.
    func write(contentsOf bytes: UnsafeBufferPointer<UInt8>) throws
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

/// Bytes of trace records under construction, reused from record to record. Unlike `[UInt8]`,
/// an append is a capacity compare, a store and an add: the array's per-call uniqueness and
/// capacity checks (not inlined across the writer's helpers) cost more than formatting the
/// numbers did. Each append makes its own room, so no caller has to estimate a record's size.
///
/// The owner deallocates it (`deallocate()`), once.
struct RecordBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    /// The bytes written since the last `removeAll`.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    mutating func removeAll() { count = 0 }

    /// Room for `n` more bytes.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if capacity - count < n { grow(to: count + n) }
    }

    private mutating func grow(to needed: Int) {
        var c = capacity
        while c < needed { c *= 2 }
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: c)
        fresh.update(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = c
    }

    @inline(__always)
    mutating func append(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let from = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).update(from: from, count: bytes.count)
        count += bytes.count
    }

    /// A literal; one byte is stored, not copied (a separator between two numbers).
    @inline(__always)
    mutating func append(_ s: StaticString) {
        if s.utf8CodeUnitCount == 1 { append(s.utf8Start.pointee) } else { s.withUTF8Buffer { append(contentsOf: $0) } }
    }

    /// Appends a copy of bytes already written (`range` within `0..<count`).
    mutating func append(copyOf range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        reserve(range.count)
        (base + count).update(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// A number in the trace's format (`NumberFormat`).
    @inline(__always)
    mutating func append(number x: Double) {
        reserve(NumberFormat.maxLength)
        count += NumberFormat.write(x, to: base + count)
    }
}

extension RecordBuffer {
    /// Makes room for `n` bytes once, to be appended through the cursor returned without a check
    /// per append (a sample line is some forty appends, and checking each cost as much as
    /// formatting a number); `commit` takes the cursor back. `n` must bound what is appended
    /// (asserted in debug builds).
    @inline(__always)
    mutating func room(_ n: Int) -> RoomCursor {
        reserve(n)
        return RoomCursor(at: base + count, end: base + count + n)
    }

    /// Counts what was appended through `cursor`, the last `room` made.
    @inline(__always)
    mutating func commit(_ cursor: RoomCursor) {
        count = cursor.position - base
    }
}

/// Appends into room made beforehand (`RecordBuffer.room`): a store and an add.
struct RoomCursor: JSONBytes {
    private(set) var position: UnsafeMutablePointer<UInt8>
    private let end: UnsafeMutablePointer<UInt8>

    fileprivate init(at position: UnsafeMutablePointer<UInt8>, end: UnsafeMutablePointer<UInt8>) {
        self.position = position
        self.end = end
    }

    @inline(__always)
    mutating func append(_ b: UInt8) {
        assert(position < end)
        position.pointee = b
        position += 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let from = bytes.baseAddress else { return }
        assert(bytes.count <= end - position)
        position.update(from: from, count: bytes.count)
        position += bytes.count
    }

    @inline(__always)
    mutating func append(_ s: StaticString) {
        if s.utf8CodeUnitCount == 1 { append(s.utf8Start.pointee) } else { s.withUTF8Buffer { append(contentsOf: $0) } }
    }

    @inline(__always)
    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// A number in the trace's format (`NumberFormat`).
    @inline(__always)
    mutating func append(number x: Double) {
        assert(end - position >= NumberFormat.maxLength)
        position += NumberFormat.write(x, to: position)
    }

    mutating func append(string s: String) { JSONString.quote(s, into: &self) }
}
