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

    /// Digit by digit, no division: a few instructions an entry, so the tables cost start-up
    /// next to nothing (made at the first number a run writes, even an empty script's).
    private init() {
        wholes = .allocate(capacity: 10_000)
        fractions = .allocate(capacity: 10_000)
        let zero = UInt64(UInt8(ascii: "0")), point = UInt64(UInt8(ascii: "."))
        var n = 0
        for a: UInt64 in 0..<10 {
            for b: UInt64 in 0..<10 {
                for c: UInt64 in 0..<10 {
                    let three = (zero + a) | (zero + b) << 8 | (zero + c) << 16
                    // How many digits n has, and how many bytes of ".abcd" count without d.
                    let digits: UInt64 = a != 0 ? 4 : b != 0 ? 3 : c != 0 ? 2 : 1
                    let kept: UInt64 = c != 0 ? 4 : b != 0 ? 3 : a != 0 ? 2 : 0
                    for d: UInt64 in 0..<10 {
                        let four = three | (zero + d) << 24
                        wholes[n] = four >> (8 * (4 - digits)) | digits << 56  // leading zeros shifted out
                        fractions[n] = point | four << 8 | (d != 0 ? 5 : kept) << 56
                        n += 1
                    }
                }
            }
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
