/// Virtual time in integer ticks. A second is derived (`seconds(tick)`), never summed, so a run
/// is exact and repeatable whatever the sample rate.
///
/// One tick is a flick, 1/705,600,000 s: every common frame rate (24, 25, 30, 48, 50, 60, 90,
/// 100, 120, 144, 240 fps) is a whole number of ticks, and Int64 holds about 400 years of them.
public typealias Tick = Int64

public enum VirtualClock {
    public static let ticksPerSecond: Tick = 705_600_000

    /// The time in seconds of a tick (the correctly rounded quotient).
    @inline(__always)
    public static func seconds(_ t: Tick) -> Double {
        Double(t) / Double(ticksPerSecond)
    }

    /// The nearest tick to a time in seconds; nil when the time is not finite or beyond the
    /// clock's range.
    public static func tick(nearest seconds: Double) -> Tick? {
        let x = (seconds * Double(ticksPerSecond)).rounded()
        guard x.isFinite, abs(x) < 9e18 else { return nil }
        return Tick(x)
    }

    /// The tick of sample k at `fps` samples per second: round(k / fps) in ticks, computed from k
    /// (never accumulated).
    public static func tick(sample k: Int, fps: Int) -> Tick {
        let num = Tick(k) * ticksPerSecond
        return (num + Tick(fps) / 2) / Tick(fps)
    }
}
