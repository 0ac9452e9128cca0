/// The digits `NumberFormat` writes for each of 0…9999, made once per process (160 KiB): the
/// trace is mostly numbers, and a lookup and one 8-byte store per four digits cost a fraction
/// of dividing out two digits at a time. Each entry is a word whose bytes, stored little-endian,
/// are the digits in order; its last byte is how many of them count. A store writes all eight
/// bytes, so the room after a number's end (`NumberFormat.maxLength` is far more than the 18 it
/// can take in range) is written over, and the next piece writes over that again.
struct DigitTables: @unchecked Sendable {
    /// n unpadded ("17"), count 1…4.
    private let wholes: UnsafeMutablePointer<UInt64>
    /// n as a fraction: ".0017" in bytes 0–4; count 0 for n = 0, else the point and the digits
    /// up to the last that is not zero (".5" of 5000).
    private let fractions: UnsafeMutablePointer<UInt64>

    /// Never freed: the process's one copy.
    static let shared = DigitTables()

    /// Some 20 instructions an entry, bytes as numbers (made at the first number a run writes).
    private init() {
        wholes = .allocate(capacity: 10_000)
        fractions = .allocate(capacity: 10_000)
        let zero = UInt64(UInt8(ascii: "0"))
        for n in 0..<10_000 {
            let d = (UInt64(n / 1000), UInt64(n / 100 % 10), UInt64(n / 10 % 10), UInt64(n % 10))
            let four = (zero + d.0) | (zero + d.1) << 8 | (zero + d.2) << 16 | (zero + d.3) << 24
            let digits: UInt64 = n >= 1000 ? 4 : n >= 100 ? 3 : n >= 10 ? 2 : 1
            wholes[n] = four >> (8 * (4 - digits)) | digits << 56  // leading zeros shifted out
            let kept: UInt64 = d.3 != 0 ? 5 : d.2 != 0 ? 4 : d.1 != 0 ? 3 : d.0 != 0 ? 2 : 0
            fractions[n] = UInt64(UInt8(ascii: ".")) | four << 8 | kept << 56
        }
    }

    @inline(__always)
    private func store(_ w: UInt64, at p: UnsafeMutablePointer<UInt8>) -> Int {
        UnsafeMutableRawPointer(p).storeBytes(of: w.littleEndian, as: UInt64.self)
        return Int(truncatingIfNeeded: w >> 56)
    }

    /// The digits of `n` < 10⁴ without leading zeros; returns how many.
    @inline(__always)
    func put(whole n: UInt64, at p: UnsafeMutablePointer<UInt8>) -> Int { store(wholes[Int(truncatingIfNeeded: n)], at: p) }

    /// The four digits of `n` < 10⁴, leading zeros kept: 4.
    @inline(__always)
    func put(four n: UInt64, at p: UnsafeMutablePointer<UInt8>) -> Int {
        _ = store(fractions[Int(truncatingIfNeeded: n)] >> 8, at: p)
        return 4
    }

    /// `.dddd` of `n` < 10⁴ ten-thousandths, trailing zeros dropped; returns how many bytes count.
    @inline(__always)
    func put(fraction n: UInt64, at p: UnsafeMutablePointer<UInt8>) -> Int { store(fractions[Int(truncatingIfNeeded: n)], at: p) }
}
