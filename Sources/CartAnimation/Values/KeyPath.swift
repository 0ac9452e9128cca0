/// The key paths animations and `setValue(_:forKeyPath:)` address (CA-SEMANTICS §5.2).
///
/// Struct-field paths (`position.x`, `bounds.size.width`) read and replace one field.
/// Transform pseudo-fields act like KVC on `transform` (§5.3): `transform.rotation.z` replaces
/// the rotation and keeps scale, shear and translation; `transform.scale` reads the mean of the
/// three scale factors and sets all three; `transform.translation` is a size of x and y (a
/// point is taken for it too: `converting(_:)`).
public enum KeyPath: String, CaseIterable, Sendable {
    case position
    case positionX = "position.x"
    case positionY = "position.y"
    case anchorPoint
    case anchorPointX = "anchorPoint.x"
    case anchorPointY = "anchorPoint.y"
    case bounds
    case boundsOrigin = "bounds.origin"
    case boundsOriginX = "bounds.origin.x"
    case boundsOriginY = "bounds.origin.y"
    case boundsSize = "bounds.size"
    case boundsSizeWidth = "bounds.size.width"
    case boundsSizeHeight = "bounds.size.height"
    case opacity
    case hidden
    case backgroundColor
    case cornerRadius
    case masksToBounds
    case contents
    case zPosition
    case transform
    case transformScale = "transform.scale"
    case transformScaleX = "transform.scale.x"
    case transformScaleY = "transform.scale.y"
    case transformScaleZ = "transform.scale.z"
    case transformRotation = "transform.rotation"
    case transformRotationZ = "transform.rotation.z"
    case transformTranslation = "transform.translation"
    case transformTranslationX = "transform.translation.x"
    case transformTranslationY = "transform.translation.y"
    case transformTranslationZ = "transform.translation.z"
    /// CATextLayer's two animatable properties (TextLayer.swift). On a layer without text they
    /// read as 0 and clear and writing them changes nothing.
    case fontSize
    case foregroundColor

    /// The kind of value the path holds.
    public var kind: ValueKind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: return .point
        case .boundsSize, .transformTranslation: return .size
        case .bounds: return .rect
        case .backgroundColor, .foregroundColor: return .color
        case .transform: return .transform
        case .hidden, .masksToBounds: return .bool
        case .contents: return .string
        default: return .number
        }
    }

    /// Whether the path names a CATextLayer property (a plain layer has none).
    public var isTextProperty: Bool { self == .fontSize || self == .foregroundColor }

    /// The other kind of value this path takes, converted by `converting(_:)`: a point for
    /// `transform.translation`, whose Core Animation value is a CGSize (an NSValue of a size,
    /// Apple's "Key-Value Coding Extensions") but which people write as the point it moves by.
    public var alternateKind: ValueKind? {
        self == .transformTranslation ? .point : nil
    }

    /// `v` as a value of this path's own kind: itself when it is one; a point (x, y) for
    /// `transform.translation` as the size (width x, height y); nil for any other kind.
    public func converting(_ v: Value) -> Value? {
        switch (self, v) {
        case (_, _) where v.kind == kind: return v
        case (.transformTranslation, .point(let p)): return .size(Size(width: p.x, height: p.y))
        default: return nil
        }
    }

    /// The whole property this path is part of (`position.x` → `position`).
    public var property: KeyPath {
        switch self {
        case .positionX, .positionY: return .position
        case .anchorPointX, .anchorPointY: return .anchorPoint
        case .boundsOrigin, .boundsOriginX, .boundsOriginY, .boundsSize, .boundsSizeWidth, .boundsSizeHeight: return .bounds
        case .transformScale, .transformScaleX, .transformScaleY, .transformScaleZ, .transformRotation,
             .transformRotationZ, .transformTranslation, .transformTranslationX, .transformTranslationY,
             .transformTranslationZ: return .transform
        default: return self
        }
    }

    /// Reads the value at this path.
    public func read(_ s: LayerState) -> Value {
        if let x = readNumber(s) { return .number(x) }
        switch self {
        case .position: return .point(s.position)
        case .anchorPoint: return .point(s.anchorPoint)
        case .bounds: return .rect(s.bounds)
        case .boundsOrigin: return .point(s.bounds.origin)
        case .boundsSize: return .size(s.bounds.size)
        case .hidden: return .bool(s.hidden)
        case .backgroundColor: return .color(s.backgroundColor ?? .clear)
        case .masksToBounds: return .bool(s.masksToBounds)
        case .contents: return .string(s.contents)
        case .foregroundColor: return .color(s.text?.foregroundColor ?? .clear)
        case .transform: return .transform(s.transform)
        case .transformTranslation: return .size(Size(width: s.transform.m41, height: s.transform.m42))
        default: preconditionFailure("\(rawValue) is read by readNumber")
        }
    }

    /// Reads a number key path (`kind == .number`); nil for the others. `read` goes through
    /// here, and so do number animations, which never box the value.
    @inline(__always)
    public func readNumber(_ s: LayerState) -> Double? {
        switch self {
        case .positionX: return s.position.x
        case .positionY: return s.position.y
        case .anchorPointX: return s.anchorPoint.x
        case .anchorPointY: return s.anchorPoint.y
        case .boundsOriginX: return s.bounds.origin.x
        case .boundsOriginY: return s.bounds.origin.y
        case .boundsSizeWidth: return s.bounds.size.width
        case .boundsSizeHeight: return s.bounds.size.height
        case .opacity: return Double(s.opacity)
        case .cornerRadius: return s.cornerRadius
        case .zPosition: return s.zPosition
        case .fontSize: return s.text?.fontSize ?? 0
        case .transformScale: return (s.transform.scaleX + s.transform.scaleY + s.transform.scaleZ) / 3
        case .transformScaleX: return s.transform.scaleX
        case .transformScaleY: return s.transform.scaleY
        case .transformScaleZ: return s.transform.scaleZ
        case .transformRotation, .transformRotationZ: return s.transform.rotationZ
        case .transformTranslationX: return s.transform.m41
        case .transformTranslationY: return s.transform.m42
        case .transformTranslationZ: return s.transform.m43
        case .position, .anchorPoint, .bounds, .boundsOrigin, .boundsSize, .hidden, .backgroundColor, .masksToBounds,
             .contents, .transform, .transformTranslation, .foregroundColor:
            return nil
        }
    }

    /// Writes `v` at this path; a value of the wrong kind leaves the state as it is (kinds are
    /// checked where values enter: animation set-up and the script bindings).
    public func write(_ v: Value, into s: inout LayerState) {
        switch (self, v) {
        case (_, .number(let x)): writeNumber(x, into: &s)
        case (_, .point(let p)): writePoint(p, into: &s)
        case (.bounds, .rect(let r)): s.bounds = r
        case (.boundsSize, .size(let z)): s.bounds.size = z
        case (.hidden, .bool(let b)): s.hidden = b
        case (.backgroundColor, .color(let c)): s.backgroundColor = c
        case (.masksToBounds, .bool(let b)): s.masksToBounds = b
        case (.contents, .string(let c)): s.contents = c
        case (.foregroundColor, .color(let c)): s.text?.foregroundColor = c
        case (.transform, .transform(let t)): s.transform = t
        case (.transformTranslation, .size(let z)):
            s.transform.m41 = z.width
            s.transform.m42 = z.height
        default: break
        }
    }

    /// Writes a point at a point key path (position, anchorPoint, bounds.origin); other key
    /// paths leave the state as it is.
    @inline(__always)
    public func writePoint(_ p: Point, into s: inout LayerState) {
        switch self {
        case .position: s.position = p
        case .anchorPoint: s.anchorPoint = p
        case .boundsOrigin: s.bounds.origin = p
        default: break
        }
    }

    /// Writes a number animation's value: non-additive overwrites (a later animation on the same
    /// key path wins), additive adds it to the running value (§5.4).
    @inline(__always)
    public func writeNumber(_ x: Double, additive: Bool, into s: inout LayerState) {
        if additive, let current = readNumber(s) {
            writeNumber(Double.add(current, x), into: &s)
        } else {
            writeNumber(x, into: &s)
        }
    }

    /// Writes a number at a number key path; other key paths leave the state as it is.
    /// Transform pseudo-fields decompose the transform, replace one part and recompose (§5.3).
    @inline(__always)
    public func writeNumber(_ x: Double, into s: inout LayerState) {
        switch self {
        case .positionX: s.position.x = x
        case .positionY: s.position.y = x
        case .anchorPointX: s.anchorPoint.x = x
        case .anchorPointY: s.anchorPoint.y = x
        case .boundsOriginX: s.bounds.origin.x = x
        case .boundsOriginY: s.bounds.origin.y = x
        case .boundsSizeWidth: s.bounds.size.width = x
        case .boundsSizeHeight: s.bounds.size.height = x
        case .opacity: s.opacity = Float(x)
        case .cornerRadius: s.cornerRadius = x
        case .zPosition: s.zPosition = x
        case .fontSize: s.text?.fontSize = x
        case .transformScale:
            var p = s.transform.parts
            p.scaleX = p.scaleX < 0 ? -x : x
            p.scaleY = x
            s.transform = s.transform.recomposed(p).withScaleZ(x)
        case .transformScaleX:
            var p = s.transform.parts
            p.scaleX = p.scaleX < 0 ? -x : x
            s.transform = s.transform.recomposed(p)
        case .transformScaleY:
            var p = s.transform.parts
            p.scaleY = x
            s.transform = s.transform.recomposed(p)
        case .transformScaleZ:
            s.transform = s.transform.withScaleZ(x)
        case .transformRotation, .transformRotationZ:
            var p = s.transform.parts
            p.rotation = x
            s.transform = s.transform.recomposed(p)
        case .transformTranslationX: s.transform.m41 = x
        case .transformTranslationY: s.transform.m42 = x
        case .transformTranslationZ: s.transform.m43 = x
        case .position, .anchorPoint, .bounds, .boundsOrigin, .boundsSize, .hidden, .backgroundColor, .masksToBounds,
             .contents, .transform, .transformTranslation, .foregroundColor:
            break
        }
    }
}

extension Transform {
    /// The third row scaled to length `k` (the z scale factor), or (0, 0, k) when it is zero.
    func withScaleZ(_ k: Double) -> Transform {
        var t = self
        let len = scaleZ
        if len > 0 {
            t.m31 *= k / len; t.m32 *= k / len; t.m33 *= k / len
        } else {
            (t.m31, t.m32, t.m33) = (0, 0, k)
        }
        return t
    }
}
