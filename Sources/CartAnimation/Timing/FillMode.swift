/// What an animation shows outside its active window (CAMediaTimingFillMode, CA-SEMANTICS §1.7).
///
/// | phase            | removed | backwards     | forwards       | both |
/// |------------------|---------|---------------|----------------|------|
/// | before (T < 0)   | model   | value at T=0  | model          | value at T=0 |
/// | after (T ≥ AD)   | model   | model         | value at T=AD  | value at T=AD |
///
/// Apple's private `frozen` is undocumented and not supported.
public enum FillMode: String, CaseIterable, Sendable {
    case removed, forwards, backwards, both

    /// Whether the animation applies in the before phase.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the animation applies in the after phase.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
