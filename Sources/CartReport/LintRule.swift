import CartAnimation

/// A Core Animation pitfall `cartlua lint` reports: its code (`CA001`), its short name
/// (`snap-back`), what it does on a device and the one-line fix. The settings Core Animation
/// silently ignores are the run's warnings (`Warning.Cause`, one source of truth: their words are
/// the warning's); the others are found by `LintRecorder` from the run's records.
public enum LintRule: String, CaseIterable, Sendable {
    case snapBack = "CA001"
    case retainedDelegate = "CA002"
    case valuesBesidePath = "CA003"
    case keyTimesInPacedMode = "CA004"
    case timingFunctionsInPacedMode = "CA005"
    case childOutlastsGroup = "CA006"
    case springCutShort = "CA007"
    case layerNotInWindow = "CA008"
    case zeroSizeLayer = "CA009"
    case duplicateName = "CA010"
    case pathDrawsNothing = "CA011"
    case invalidKeyTimes = "CA012"
    case cubicNeedsNumbers = "CA013"
    case cubicPacedOnComponents = "CA014"
    case springTimingFunction = "CA015"
    case textKeyPathOnLayer = "CA016"

    /// "CA001".
    public var code: String { rawValue }

    /// The rule of a warning: each cause of `Warning` is one rule.
    public init(_ cause: Warning.Cause) {
        switch cause {
        case .valuesOverriddenByPath: self = .valuesBesidePath
        case .pathDrawsNothing: self = .pathDrawsNothing
        case .keyTimesInPacedMode: self = .keyTimesInPacedMode
        case .timingFunctionsInPacedMode: self = .timingFunctionsInPacedMode
        case .invalidKeyTimes: self = .invalidKeyTimes
        case .cubicNeedsNumbers: self = .cubicNeedsNumbers
        case .cubicPacedOnComponents: self = .cubicPacedOnComponents
        case .springTimingFunction: self = .springTimingFunction
        case .textKeyPathOnLayer: self = .textKeyPathOnLayer
        }
    }

    /// The short name, after the code.
    public var name: String {
        switch self {
        case .snapBack: return "snap-back"
        case .retainedDelegate: return "retained-delegate"
        case .valuesBesidePath: return "values-beside-path"
        case .keyTimesInPacedMode: return "keytimes-paced"
        case .timingFunctionsInPacedMode: return "timingfunctions-paced"
        case .childOutlastsGroup: return "child-outlasts-group"
        case .springCutShort: return "spring-cut"
        case .layerNotInWindow: return "not-in-window"
        case .zeroSizeLayer: return "zero-size"
        case .duplicateName: return "duplicate-name"
        case .pathDrawsNothing: return "empty-path"
        case .invalidKeyTimes: return "invalid-keytimes"
        case .cubicNeedsNumbers: return "cubic-not-numbers"
        case .cubicPacedOnComponents: return "cubicpaced-components"
        case .springTimingFunction: return "spring-timing-function"
        case .textKeyPathOnLayer: return "text-keypath"
        }
    }

    /// What happens on a device.
    public var device: String {
        switch self {
        case .snapBack:
            // CA-SEMANTICS §6: callbacks come after the frame, so a delegate that moves or
            // removes the layer in animationDidStop is too late for the frame that shows the model.
            return "the layer jumps back to its model value for at least a frame when the animation ends "
                + "(animationDidStop runs after that frame, too late to hide it)"
        case .retainedDelegate:
            // Apple's documentation of CAAnimation.delegate
            // (developer.apple.com/documentation/quartzcore/caanimation/delegate): "The `delegate`
            // object is retained by the receiver. This is a rare exception to the memory
            // management rules" (CA-SEMANTICS §6). A kept animation keeps it for as long as it stays.
            return "the finished animation stays on the layer and CAAnimation retains its delegate "
                + "(Apple's documentation of `delegate`): a view controller as delegate is never freed"
        case .valuesBesidePath: return "the path wins: the values are never shown"
        case .keyTimesInPacedMode: return "paced spacing wins: the keyTimes change nothing"
        case .timingFunctionsInPacedMode: return "paced spacing wins: the timingFunctions change nothing"
        case .childOutlastsGroup: return "the group clips its children: the rest of this one is never shown"
        case .springCutShort:
            return "the spring is cut before it comes to rest: the layer jumps the rest of the way (or back) at the end"
        case .layerNotInWindow: return "the animation runs on a layer nobody sees"
        case .zeroSizeLayer: return "a layer with an empty bounds draws nothing: the animation moves something invisible"
        case .duplicateName:
            return "a lookup by name (sublayers.first { $0.name == … }) finds only one of them; "
                + "traces, expect and --check cannot tell them apart"
        case .pathDrawsNothing: return "the animation has no effect"
        case .invalidKeyTimes: return "the keyTimes are ignored: keyframes are evenly spaced"
        case .cubicNeedsNumbers: return "Core Animation falls back to linear (or paced) timing"
        case .cubicPacedOnComponents: return "the animation is timed as cubic, not paced"
        case .springTimingFunction: return "the spring's own curve wins: the timingFunction changes nothing"
        case .textKeyPathOnLayer: return "CALayer accepts the key and nothing on screen changes"
        }
    }

    /// The one-line fix.
    public var fix: String {
        switch self {
        case .snapBack:
            return "set the model to the end value before adding the animation (layer.position = end), "
                + "or fillMode = \"forwards\" with removedOnCompletion = false and remove it when done"
        case .retainedDelegate:
            return "remove the animation once it has reported (layer:removeAnimation(key) in animationDidStop), "
                + "or keep removedOnCompletion = true"
        case .valuesBesidePath: return "drop `values` (or the `path`)"
        case .keyTimesInPacedMode: return "drop `keyTimes`, or use calculationMode \"linear\""
        case .timingFunctionsInPacedMode:
            return "drop `timingFunctions` (the animation's own timingFunction still applies), or use calculationMode \"linear\""
        case .childOutlastsGroup: return "make the group last as long as its longest child, or shorten the child"
        case .springCutShort: return "duration = spring.settlingDuration (read it once mass, stiffness and damping are set)"
        case .layerNotInWindow: return "add the layer to the window's tree (window:addSublayer(layer))"
        case .zeroSizeLayer: return "give the layer a size (bounds = {x = 0, y = 0, width = …, height = …} or frame)"
        case .duplicateName: return "give each layer its own name (\"coin\" .. i)"
        case .pathDrawsNothing: return "draw the path (lineTo, curveTo …) after its moveTo"
        case .invalidKeyTimes: return "give one keyTime per keyframe, from 0 to 1, never decreasing"
        case .cubicNeedsNumbers: return "use calculationMode \"linear\" (or \"paced\")"
        case .cubicPacedOnComponents: return "use calculationMode \"paced\", or animate one or two components"
        case .springTimingFunction: return "drop the spring's timingFunction"
        case .textKeyPathOnLayer: return "animate a TextLayer, or another key path"
        }
    }
}
