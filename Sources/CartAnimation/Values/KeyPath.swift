/// The key paths animations and `setValue(_:forKeyPath:)` address (CA-SEMANTICS §5.2).
///
/// Struct-field paths (`position.x`, `bounds.size.width`) read and replace one field.
/// Transform pseudo-fields act like KVC on `transform` (§5.3): `transform.rotation.z` replaces
/// the rotation and keeps scale, shear and translation; `transform.scale` reads the mean of the
/// three scale factors and sets all three; `transform.translation` is a size of x and y.
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

    /// The kind of value the path holds.
    public var kind: ValueKind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: return .point
        case .boundsSize, .transformTranslation: return .size
        case .bounds: return .rect
        case .backgroundColor: return .color
        case .transform: return .transform
        case .hidden, .masksToBounds: return .bool
        case .contents: return .string
        default: return .number
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
        switch self {
        case .position: return .point(s.position)
        case .positionX: return .number(s.position.x)
        case .positionY: return .number(s.position.y)
        case .anchorPoint: return .point(s.anchorPoint)
        case .anchorPointX: return .number(s.anchorPoint.x)
        case .anchorPointY: return .number(s.anchorPoint.y)
        case .bounds: return .rect(s.bounds)
        case .boundsOrigin: return .point(s.bounds.origin)
        case .boundsOriginX: return .number(s.bounds.origin.x)
        case .boundsOriginY: return .number(s.bounds.origin.y)
        case .boundsSize: return .size(s.bounds.size)
        case .boundsSizeWidth: return .number(s.bounds.size.width)
        case .boundsSizeHeight: return .number(s.bounds.size.height)
        case .opacity: return .number(Double(s.opacity))
        case .hidden: return .bool(s.hidden)
        case .backgroundColor: return .color(s.backgroundColor ?? .clear)
        case .cornerRadius: return .number(s.cornerRadius)
        case .masksToBounds: return .bool(s.masksToBounds)
        case .contents: return .string(s.contents)
        case .zPosition: return .number(s.zPosition)
        case .transform: return .transform(s.transform)
        case .transformScale: return .number((s.transform.scaleX + s.transform.scaleY + s.transform.scaleZ) / 3)
        case .transformScaleX: return .number(s.transform.scaleX)
        case .transformScaleY: return .number(s.transform.scaleY)
        case .transformScaleZ: return .number(s.transform.scaleZ)
        case .transformRotation, .transformRotationZ: return .number(s.transform.rotationZ)
        case .transformTranslation: return .size(Size(width: s.transform.m41, height: s.transform.m42))
        case .transformTranslationX: return .number(s.transform.m41)
        case .transformTranslationY: return .number(s.transform.m42)
        case .transformTranslationZ: return .number(s.transform.m43)
        }
    }

    /// Writes `v` at this path; a value of the wrong kind leaves the state as it is (kinds are
    /// checked where values enter: animation set-up and the script bindings).
    public func write(_ v: Value, into s: inout LayerState) {
        switch (self, v) {
        case (.position, .point(let p)): s.position = p
        case (.positionX, .number(let x)): s.position.x = x
        case (.positionY, .number(let y)): s.position.y = y
        case (.anchorPoint, .point(let p)): s.anchorPoint = p
        case (.anchorPointX, .number(let x)): s.anchorPoint.x = x
        case (.anchorPointY, .number(let y)): s.anchorPoint.y = y
        case (.bounds, .rect(let r)): s.bounds = r
        case (.boundsOrigin, .point(let p)): s.bounds.origin = p
        case (.boundsOriginX, .number(let x)): s.bounds.origin.x = x
        case (.boundsOriginY, .number(let y)): s.bounds.origin.y = y
        case (.boundsSize, .size(let z)): s.bounds.size = z
        case (.boundsSizeWidth, .number(let w)): s.bounds.size.width = w
        case (.boundsSizeHeight, .number(let h)): s.bounds.size.height = h
        case (.opacity, .number(let o)): s.opacity = Float(o)
        case (.hidden, .bool(let b)): s.hidden = b
        case (.backgroundColor, .color(let c)): s.backgroundColor = c
        case (.cornerRadius, .number(let r)): s.cornerRadius = r
        case (.masksToBounds, .bool(let b)): s.masksToBounds = b
        case (.contents, .string(let c)): s.contents = c
        case (.zPosition, .number(let z)): s.zPosition = z
        case (.transform, .transform(let t)): s.transform = t
        case (.transformScale, .number(let k)):
            var p = s.transform.parts
            p.scaleX = p.scaleX < 0 ? -k : k
            p.scaleY = k
            s.transform = s.transform.recomposed(p).withScaleZ(k)
        case (.transformScaleX, .number(let k)):
            var p = s.transform.parts
            p.scaleX = p.scaleX < 0 ? -k : k
            s.transform = s.transform.recomposed(p)
        case (.transformScaleY, .number(let k)):
            var p = s.transform.parts
            p.scaleY = k
            s.transform = s.transform.recomposed(p)
        case (.transformScaleZ, .number(let k)):
            s.transform = s.transform.withScaleZ(k)
        case (.transformRotation, .number(let r)), (.transformRotationZ, .number(let r)):
            var p = s.transform.parts
            p.rotation = r
            s.transform = s.transform.recomposed(p)
        case (.transformTranslation, .size(let z)):
            s.transform.m41 = z.width
            s.transform.m42 = z.height
        case (.transformTranslationX, .number(let x)): s.transform.m41 = x
        case (.transformTranslationY, .number(let y)): s.transform.m42 = y
        case (.transformTranslationZ, .number(let z)): s.transform.m43 = z
        default: break
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
