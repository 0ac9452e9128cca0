import Glibc

/// `SampleMotion`'s values as a program's steps write them when they write nothing else
/// (`LayerProgram.motion(atLocalTime:)`), with the transform kept as its parts
/// ([ASSUME XF-decompose]) rather than a matrix built after every write and taken apart before
/// the next: `transform.rotation` sets the angle, `transform.scale(.x/.y)` the scales,
/// `transform.translation.x/y` the translation, as `KeyPath.writeNumber` does on the matrix.
///
/// Why the values are the general evaluator's (issue 15). The general path writes a rotation θ
/// by recomposing Scale·Shear·RotZ(θ)·Translate and reads it back as `atan2(m12, m11)`, which
/// is θ taken into (−π, π] (`angle(_:)`), scaled by sx > 0; a scale x it writes into the parts of
/// the matrix, whose rotation is that angle, and reads back as the first row's length, x. The
/// parts model holds when the scales stay positive and the model's transform has no shear and
/// no z in its first two rows (`LayerProgram` compiles this path only then): the two agree to a
/// few units in the last place, which the trace's 4 decimals do not show. Position, opacity and
/// translation are written by the same arithmetic as on a `LayerState`, so to the bit.
struct MotionState: StepTarget {
    var position: Point
    var opacity: Float
    var translationX, translationY: Double
    /// The model's parts at first, then as written.
    var scaleX, scaleY, rotation: Double
    /// A part was written: the transform is not the model's.
    var partsWritten = false

    init(base: SampleMotion, parts: TransformParts) {
        (position, opacity, translationX, translationY) = (base.position, base.opacity, base.translationX, base.translationY)
        (scaleX, scaleY, rotation) = (parts.scaleX, parts.scaleY, parts.rotation)
    }

    @inline(__always)
    mutating func write(_ x: Double, at keyPath: KeyPath, additive: Bool) {
        switch keyPath {
        case .positionX: position.x = additive ? Double.add(position.x, x) : x
        case .positionY: position.y = additive ? Double.add(position.y, x) : x
        case .opacity: opacity = Float(additive ? Double.add(Double(opacity), x) : x)
        case .transformTranslationX: translationX = additive ? Double.add(translationX, x) : x
        case .transformTranslationY: translationY = additive ? Double.add(translationY, x) : x
        // Not additive (`takesParts`).
        case .transformRotation, .transformRotationZ: (rotation, partsWritten) = (x, true)
        case .transformScale: (scaleX, scaleY, partsWritten) = (x, x, true)
        case .transformScaleX: (scaleX, partsWritten) = (x, true)
        case .transformScaleY: (scaleY, partsWritten) = (x, true)
        default: break  // transform.scale.z and translation.z: not in the line
        }
    }

    @inline(__always)
    mutating func write(_ p: Point, at keyPath: KeyPath) {
        if keyPath == .position { position = p }
    }

    /// The line's values: the model's scale and rotation (`base`, read from its matrix) until a
    /// part is written.
    @inline(__always)
    func motion(base: SampleMotion) -> SampleMotion {
        var m = base
        (m.position, m.opacity, m.translationX, m.translationY) = (position, opacity, translationX, translationY)
        if partsWritten { (m.scaleX, m.scaleY, m.rotation) = (scaleX, scaleY, MotionState.angle(rotation)) }
        return m
    }

    /// Whether a number step on `keyPath` keeps the parts model: position, opacity, translation
    /// and z always; rotation not additive; a scale not additive whose values stay positive
    /// (`positive`: from a step that interpolates between positive ends with a timing function
    /// that stays in [0, 1]).
    static func takes(_ keyPath: KeyPath, additive: Bool, positive: Bool) -> Bool {
        switch keyPath {
        case .position, .positionX, .positionY, .opacity, .transformTranslationX, .transformTranslationY,
             .transformTranslationZ, .transformScaleZ:
            return true
        case .transformRotation, .transformRotationZ: return !additive
        case .transformScale, .transformScaleX, .transformScaleY: return !additive && positive
        default: return false
        }
    }

    /// Whether `keyPath` writes a part the line reads from the matrix (rotation, x or y scale).
    static func isPart(_ keyPath: KeyPath) -> Bool {
        switch keyPath {
        case .transformRotation, .transformRotationZ, .transformScale, .transformScaleX, .transformScaleY: return true
        default: return false
        }
    }

    /// Whether a model transform is one the parts model starts from: no shear, positive scales,
    /// nothing of z in the first two rows (which `transform.scale.x/.y` would read).
    static func startsFrom(_ t: Transform) -> Bool {
        let p = t.parts
        return t.m13 == 0 && t.m23 == 0 && p.shear == 0 && p.scaleX > 0 && p.scaleY > 0
    }

    /// `atan2(sin θ, cos θ)`: θ taken into (−π, π], as the matrix reads it back. Within a few
    /// turns by subtracting whole turns (2π in two parts, Cody–Waite, so the turns are exact to
    /// far below the last place of θ); near ±π, where which end θ lands on decides the sign, and
    /// for large θ, by the library, as the matrix does.
    @inline(__always)
    static func angle(_ theta: Double) -> Double {
        let a = abs(theta)
        if a <= .pi { return theta }
        if a < 64 {
            // Whole turns, rounded half away from zero (x is below 11 in size).
            let k = Double(roundedHalfAwayFromZero(theta * (0.5 / .pi)))
            let r = (theta - k * twoPiHigh) - k * twoPiLow
            if abs(r) < .pi - 1e-9 { return r }
        }
        return atan2(sin(theta), cos(theta))
    }

    /// 2π as a double whose low 16 bits are zero (k·twoPiHigh is exact for |k| < 2¹⁶), and the rest.
    static let twoPiHigh = Double(bitPattern: (2 * Double.pi).bitPattern & ~0xFFFF)
    static let twoPiLow = 2 * Double.pi - twoPiHigh + 2.4492935982947064e-16
}
