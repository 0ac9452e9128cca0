/// `x.rounded()` (half away from zero) as an integer, for |x| < 2⁵³, without libm's call and
/// without a branch: `x` minus its truncation is exact there, and which way a value rounds is as
/// good as random, so a branch on it is mispredicted about half the time. The trace's numbers
/// (`NumberFormat`) and a rotation's whole turns (`MotionState.angle`) round this way.
@inlinable @inline(__always)
public func roundedHalfAwayFromZero(_ x: Double) -> Int64 {
    let n = Int64(x)
    let rest = x - Double(n)
    return n &+ bitOf(rest >= 0.5) &- bitOf(rest <= -0.5)
}

/// 1 or 0, by a flag rather than a branch.
@inlinable @inline(__always)
public func bitOf(_ b: Bool) -> Int64 { Int64(unsafeBitCast(b, to: UInt8.self)) }
