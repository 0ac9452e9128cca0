/// The numbers of a sample line that move from sample to sample: position, opacity and the
/// transform as the trace reads it (scale and rotation as KVC reads `transform.scale.x`,
/// `.scale.y` and `.rotation.z`; translation m41, m42). The one statement of which values
/// those are: the line writers write them, `KeyPath.isMotion` says which key paths reach them.
public struct SampleMotion: Sendable, Equatable {
    public var position: Point
    public var opacity: Float
    public var scaleX, scaleY, rotation, translationX, translationY: Double

    @inline(__always)
    public init(_ s: borrowing LayerState) {
        position = s.position
        opacity = s.opacity
        scaleX = s.transform.scaleX
        scaleY = s.transform.scaleY
        rotation = s.transform.rotationZ
        translationX = s.transform.m41
        translationY = s.transform.m42
    }
}

extension KeyPath {
    /// Whether an animation on this key path changes only `SampleMotion`'s values (position,
    /// opacity, transform), so that the rest of the line stays the model's.
    var isMotion: Bool {
        switch self {
        case .position, .positionX, .positionY, .opacity, .transform, .transformScale, .transformScaleX,
             .transformScaleY, .transformScaleZ, .transformRotation, .transformRotationZ, .transformTranslation,
             .transformTranslationX, .transformTranslationY, .transformTranslationZ:
            return true
        default:
            return false
        }
    }
}

/// One layer's part of a sample as `ScenePlan.lines(at:)` makes it, for writers that write lines
/// by difference: plain values, no reference. When `kept` is not 0 everything else in the line
/// (name, bounds, colour, superlayer's name, …) is what it was at every other sample of the
/// same scene with the same `kept` and `keptSuper`; when it is 0 the writer takes the whole sample
/// (`ScenePlan.sample(_:)`). Its motion is evaluated where it is needed
/// (`ScenePlan.motion(ofLine:)`): the line is four words, written and read at every sample.
public struct PlanLine: Sendable {
    public var serial: Int
    /// The layer's program (`LayerProgram.id`), 0 when its animations change more than the motion.
    public var kept: Int
    /// The superlayer's program (`LayerProgram.number`), whose name the line shows; 0 for the window.
    public var keptSuper: Int
    /// The plan's entry the line is of (entries taken out stay in place, making no line, until
    /// the plan compacts them: `ScenePlan+Refresh.swift`).
    var entry: Int
}
