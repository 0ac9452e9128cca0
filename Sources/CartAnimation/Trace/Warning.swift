/// A setting Core Animation silently ignores (§4, §5: CA logs nothing, the motion just differs
/// from what the script asked for), with the place in the script that made it. The run loop
/// passes each on once per cause and place (`Hashable` compares both).
public struct Warning: Hashable, Sendable, CustomStringConvertible {
    public var cause: Cause
    /// The script's line that caused it ("coins.lua:31: ", what `Layer.add`'s origin gave), or
    /// "" when the caller gave none.
    public var place: String

    public init(_ cause: Cause, place: String = "") {
        self.cause = cause
        self.place = place
    }

    /// "coins.lua:31: keyTimes are ignored …": the place, then the cause.
    public var description: String { place + cause.description }

    /// What is ignored, and why.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// A keyframe animation's `values` beside a `path` (the path wins).
        case valuesOverriddenByPath
        /// A `path` with only moveTo: no keyframes.
        case pathDrawsNothing
        /// `keyTimes` in a paced mode (paced spacing wins).
        case keyTimesInPacedMode(KeyframeAnimation.CalculationMode)
        /// `timingFunctions` in a paced mode.
        case timingFunctionsInPacedMode(KeyframeAnimation.CalculationMode)
        /// `keyTimes` that are not a valid array for the values (`problem` says how).
        case invalidKeyTimes(problem: String)
        /// cubic or cubicPaced on values without numeric components.
        case cubicNeedsNumbers(KeyframeAnimation.CalculationMode)
        /// cubicPaced on values of more than two components.
        case cubicPacedOnComponents(Int)
        /// A spring's timingFunction (the spring's own curve wins).
        case springTimingFunction
        /// A CATextLayer key path animated on a plain layer.
        case textKeyPathOnLayer(KeyPath)

        public var description: String {
            switch self {
            case .valuesOverriddenByPath: return "values are ignored: a path overrides them"
            case .pathDrawsNothing: return "the path draws nothing (only moveTo): the animation has no effect"
            case .keyTimesInPacedMode(let m): return "keyTimes are ignored in \(m.rawValue) mode"
            case .timingFunctionsInPacedMode(let m):
                return "timingFunctions are ignored in \(m.rawValue) mode (the animation's timingFunction still applies)"
            case .invalidKeyTimes(let problem): return "keyTimes are ignored (\(problem)); keyframes are evenly spaced"
            case .cubicNeedsNumbers(let m):
                return "\(m.rawValue) mode needs numeric values; using \(m == .cubic ? "linear" : "paced")"
            case .cubicPacedOnComponents(let n): return "cubicPaced on \(n)-component values is timed as cubic"
            case .springTimingFunction: return "a spring ignores its timingFunction"
            case .textKeyPathOnLayer(let k): return "'\(k.rawValue)' animates nothing on a Layer: only a TextLayer has text"
            }
        }
    }
}
