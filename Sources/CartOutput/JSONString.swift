/// Where JSON text can be appended: `[UInt8]`, a writer's record buffer, or room in it.
protocol JSONBytes: ~Copyable {
    mutating func append(_ b: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONBytes where Element == UInt8 {}
extension RecordBuffer: JSONBytes {}

/// JSON string quoting: `"`, `\` and control characters escaped; everything else as UTF-8.
public enum JSONString {
    public static func append(_ s: String, to out: inout [UInt8]) {
        quote(s, into: &out)
    }

    /// The most bytes `quote` writes for `s`: its two quotes, and six per byte (`\u001f`).
    @inline(__always)
    static func maxQuotedLength(_ s: String) -> Int { 2 &+ 6 &* s.utf8.count }

    static func quote(_ s: String, into out: inout some JSONBytes & ~Copyable) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            // Runs of plain bytes in one append; escapes one at a time.
            var start = 0
            for (i, b) in bytes.enumerated() where b == 34 || b == 92 || b < 32 {
                if start < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i])) }
                escape(b, into: &out)
                start = i + 1
            }
            if start < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    static func escape(_ b: UInt8, into out: inout some JSONBytes & ~Copyable) {
        out.append(92)  // \
        switch b {
        case UInt8(ascii: "\""): out.append(34)
        case UInt8(ascii: "\\"): out.append(92)
        case 10: out.append(UInt8(ascii: "n"))
        case 13: out.append(UInt8(ascii: "r"))
        case 9: out.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            out.append(UInt8(ascii: "u"))
            out.append(48)
            out.append(48)
            hex.withUTF8Buffer { h in
                out.append(h[Int(b >> 4)])
                out.append(h[Int(b & 15)])
            }
        }
    }
}
