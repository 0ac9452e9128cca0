import Glibc

/// The 2D part of a transform split into parts that can be read, replaced and interpolated one by
/// one, which is how `transform.scale`, `transform.rotation.z` and `transform.translation.*`
/// key paths act (CA-SEMANTICS §5.3).
///
/// [ASSUME XF-decompose] Apple does not publish its algorithm. On the affine part
/// `a=m11 b=m12 c=m21 d=m22 tx=m41 ty=m42`:
/// ```
/// sx = hypot(a,b); r1 = (a,b)/sx
/// shear = dot(r1,(c,d)); r2 = (c,d) − shear·r1; sy = |r2|; r2 /= sy; shear /= sy
/// if a·d − b·c < 0: sx = −sx; r1 = −r1
/// θ = atan2(r1.y, r1.x)
/// compose = Scale(sx,sy) · Shear(shear) · RotZ(θ) · Translate(tx,ty)      (row vectors)
/// ```
/// m13, m23, m3x, m43, m14, m24, m34 and m44 are kept unchanged on recomposition.
public struct TransformParts: Hashable, Sendable {
    public var scaleX: Double
    public var scaleY: Double
    public var shear: Double
    public var rotation: Double
    public var translationX: Double
    public var translationY: Double

    public init(scaleX: Double = 1, scaleY: Double = 1, shear: Double = 0, rotation: Double = 0,
                translationX: Double = 0, translationY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
        self.rotation = rotation
        self.translationX = translationX
        self.translationY = translationY
    }
}

extension Transform {
    /// The parts of the 2D affine part per [ASSUME XF-decompose].
    public var parts: TransformParts {
        var sx = (m11 * m11 + m12 * m12).squareRoot()
        var r1x = 1.0, r1y = 0.0
        if sx > 0 { r1x = m11 / sx; r1y = m12 / sx }
        var shear = r1x * m21 + r1y * m22
        var r2x = m21 - shear * r1x, r2y = m22 - shear * r1y
        let sy = (r2x * r2x + r2y * r2y).squareRoot()
        if sy > 0 { r2x /= sy; r2y /= sy; shear /= sy } else { shear = 0 }
        if m11 * m22 - m12 * m21 < 0 {
            sx = -sx
            r1x = -r1x
            r1y = -r1y
        }
        return TransformParts(scaleX: sx, scaleY: sy, shear: shear, rotation: atan2(r1y, r1x),
                              translationX: m41, translationY: m42)
    }

    /// This transform with its 2D affine part rebuilt from `p` (Scale · Shear · RotZ · Translate).
    public func recomposed(_ p: TransformParts) -> Transform {
        let c = cos(p.rotation), s = sin(p.rotation)
        // Shear · RotZ has rows (c, s) and (shear·c − s, shear·s + c); Scale multiplies the rows.
        return withAffine(a: p.scaleX * c, b: p.scaleX * s,
                          c: p.scaleY * (p.shear * c - s), d: p.scaleY * (p.shear * s + c),
                          tx: p.translationX, ty: p.translationY)
    }

    /// `transform.scale.x` as KVC reads it: the length of the first row.
    public var scaleX: Double { (m11 * m11 + m12 * m12 + m13 * m13).squareRoot() }
    /// `transform.scale.y`: the length of the second row.
    public var scaleY: Double { (m21 * m21 + m22 * m22 + m23 * m23).squareRoot() }
    /// `transform.scale.z`: the length of the third row.
    public var scaleZ: Double { (m31 * m31 + m32 * m32 + m33 * m33).squareRoot() }
    /// `transform.rotation.z` as KVC reads it: `atan2(m12, m11)`, in (−π, π].
    public var rotationZ: Double { atan2(m12, m11) }

    /// Interpolates two transforms part by part (CA-SEMANTICS §5.1): scale, shear and translation
    /// linearly, rotation along the shorter way round (so a whole-`transform` animation to a
    /// rotation of 2π does not spin), and the remaining z/perspective entries linearly.
    public static func interpolate(_ a: Transform, _ b: Transform, _ t: Double) -> Transform {
        let pa = a.parts, pb = b.parts
        var dr = pb.rotation - pa.rotation
        if dr > Double.pi { dr -= 2 * Double.pi } else if dr < -Double.pi { dr += 2 * Double.pi }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var r = Transform(rows: zip(a.rows, b.rows).map { mix($0, $1) })
        r = r.recomposed(TransformParts(
            scaleX: mix(pa.scaleX, pb.scaleX), scaleY: mix(pa.scaleY, pb.scaleY),
            shear: mix(pa.shear, pb.shear), rotation: pa.rotation + dr * t,
            translationX: mix(pa.translationX, pb.translationX),
            translationY: mix(pa.translationY, pb.translationY)))
        return r
    }
}
