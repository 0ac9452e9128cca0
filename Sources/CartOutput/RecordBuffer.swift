/// Bytes of trace records under construction, reused from record to record. Unlike `[UInt8]`,
/// an append is a capacity compare, a store and an add: the array's per-call uniqueness and
/// capacity checks (not inlined across the writer's helpers) cost more than formatting the
/// numbers did. Each append makes its own room, so no caller has to estimate a record's size.
///
/// It owns its memory and frees it once, when it goes: it cannot be copied (two copies would
/// free it twice).
struct RecordBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    /// Fetched once per buffer, not once per record (a `swift_once` check each, the helper's
    /// sample lines), and handed to the room each record is written into.
    private let digits = DigitTables.shared

    init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

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
        count += NumberFormat.write(x, to: base + count, digits: digits)
    }

    /// Appends the record `format` makes of `fields` with one check for room, not one per
    /// piece (a sample line is some forty pieces, and checking each cost as much as formatting
    /// a number): the record is measured first, by the very code that then writes it, so the
    /// room always holds what is written.
    @inline(__always)
    mutating func append<Format: MeasuredRecord>(_ fields: borrowing Format.Fields, as format: Format) {
        var measure = RecordMeasure()
        format.write(fields, to: &measure)
        reserve(measure.bound)
        var cursor = RoomCursor(at: base + count, end: base + count + measure.bound, digits: digits)
        format.write(fields, to: &cursor)
        count = cursor.position - base
    }
}

/// A kind of record, written twice by the same code: once to a `RecordMeasure`, which adds up
/// the most bytes each piece can take, then into that much room (`RecordBuffer.append(_:as:)`).
protocol MeasuredRecord {
    /// What one record is made of (for a sample line, where the sample is: it is large to copy).
    associatedtype Fields
    func write(_ fields: borrowing Fields, to line: inout some RecordLine)
}

/// The pieces a measured record is made of.
protocol RecordLine {
    mutating func append(_ s: StaticString)
    /// A number in the trace's format: at most `NumberFormat.maxLength` bytes. Not evaluated to
    /// measure (a rotation is an atan2).
    mutating func append(number x: @autoclosure () -> Double)
    /// `x,y` in the trace's format: at most 2 · `NumberFormat.maxLength` + 1 bytes.
    mutating func append(pair x: Double, _ y: Double)
    /// A quoted JSON string: at most `JSONString.maxQuotedLength(s)` bytes.
    mutating func append(string s: String)
    /// Bytes rendered earlier (a piece of a line kept from the sample before).
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

/// Adds up the most bytes a record's pieces can take.
struct RecordMeasure: RecordLine {
    private(set) var bound = 0

    @inline(__always)
    mutating func append(_ s: StaticString) { bound &+= s.utf8CodeUnitCount }

    @inline(__always)
    mutating func append(number x: @autoclosure () -> Double) { bound &+= NumberFormat.maxLength }

    @inline(__always)
    mutating func append(pair x: Double, _ y: Double) { bound &+= 2 * NumberFormat.maxLength + 1 }

    @inline(__always)
    mutating func append(string s: String) { bound &+= JSONString.maxQuotedLength(s) }

    @inline(__always)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) { bound &+= bytes.count }
}

/// Appends into room a `RecordMeasure` sized: a store and an add. Only `RecordBuffer.append(_:)`
/// makes one.
struct RoomCursor: RecordLine, JSONBytes {
    private(set) var position: UnsafeMutablePointer<UInt8>
    private let end: UnsafeMutablePointer<UInt8>
    /// The buffer's, not fetched once per number.
    private let digits: DigitTables

    fileprivate init(at position: UnsafeMutablePointer<UInt8>, end: UnsafeMutablePointer<UInt8>, digits: DigitTables) {
        self.position = position
        self.end = end
        self.digits = digits
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
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }

    /// A number in the trace's format (`NumberFormat`).
    @inline(__always)
    mutating func append(number x: @autoclosure () -> Double) {
        assert(end - position >= NumberFormat.maxLength)
        position += NumberFormat.write(x(), to: position, digits: digits)
    }

    /// `x,y`; when y is x to the bit (a uniform scale, on nearly every line) its bytes are x's,
    /// copied rather than formatted again.
    @inline(__always)
    mutating func append(pair x: Double, _ y: Double) {
        assert(end - position >= 2 * NumberFormat.maxLength + 1)
        let first = position
        position += NumberFormat.write(x, to: position, digits: digits)
        let n = position - first
        position.pointee = UInt8(ascii: ",")
        position += 1
        if x.bitPattern == y.bitPattern && n <= 24 {
            // Three words loaded, then stored: a number in range is at most 18 bytes, the room
            // holds 32 for y, and the two may overlap (a memmove call cost what formatting did).
            let raw = UnsafeRawPointer(first)
            let (a, b, c) = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                             raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            let to = UnsafeMutableRawPointer(position)
            to.storeBytes(of: a, as: UInt64.self)
            to.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            to.storeBytes(of: c, toByteOffset: 16, as: UInt64.self)
            position += n
        } else {
            position += NumberFormat.write(y, to: position, digits: digits)
        }
    }

    mutating func append(string s: String) { JSONString.quote(s, into: &self) }
}
