import Glibc

/// A 4×4 matrix in Core Animation's row-vector convention (CATransform3D): a point maps as
/// `p' = p · M`, so translation sits in m41/m42/m43 and `concat(a, b)` applies `a` first
/// (CA-SEMANTICS §0, checked against Apple by GNUstep's catransform3d.m).
public struct Transform: Hashable, Sendable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    /// The sixteen entries, row by row.
    public init(rows m: [Double]) {
        precondition(m.count == 16, "a transform has 16 entries")
        (m11, m12, m13, m14) = (m[0], m[1], m[2], m[3])
        (m21, m22, m23, m24) = (m[4], m[5], m[6], m[7])
        (m31, m32, m33, m34) = (m[8], m[9], m[10], m[11])
        (m41, m42, m43, m44) = (m[12], m[13], m[14], m[15])
    }

    /// The entries row by row (m11, m12, …, m44).
    public var rows: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public static let identity = Transform(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// CATransform3DMakeTranslation.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform {
        var t = identity
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }

    /// CATransform3DMakeScale.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform {
        var t = identity
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// CATransform3DMakeRotation: `angle` radians about the axis (x, y, z). A zero axis gives the
    /// identity, as CA does. In UIKit's y-down space a positive angle about z turns clockwise.
    public static func rotation(_ angle: Double, _ x: Double = 0, _ y: Double = 0, _ z: Double = 1) -> Transform {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else { return identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle), s = sin(angle), k = 1 - c
        return Transform(rows: [
            c + k * ux * ux, k * ux * uy + s * uz, k * ux * uz - s * uy, 0,
            k * ux * uy - s * uz, c + k * uy * uy, k * uy * uz + s * ux, 0,
            k * ux * uz + s * uy, k * uy * uz - s * ux, c + k * uz * uz, 0,
            0, 0, 0, 1,
        ])
    }

    /// CATransform3DConcat(a, b) = a · b: `a` applies first.
    public static func concat(_ a: Transform, _ b: Transform) -> Transform {
        let x = a.rows, y = b.rows
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i * 4 + j] = x[i * 4] * y[j] + x[i * 4 + 1] * y[4 + j] + x[i * 4 + 2] * y[8 + j] + x[i * 4 + 3] * y[12 + j]
            }
        }
        return Transform(rows: r)
    }

    /// CATransform3DTranslate: the translation applies first (pre-multiplies).
    public func translated(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform {
        .concat(.translation(tx, ty, tz), self)
    }

    /// CATransform3DScale: the scale applies first (pre-multiplies).
    public func scaled(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform {
        .concat(.scale(sx, sy, sz), self)
    }

    /// CATransform3DRotate: the rotation applies first (pre-multiplies).
    public func rotated(_ angle: Double, _ x: Double = 0, _ y: Double = 0, _ z: Double = 1) -> Transform {
        .concat(.rotation(angle, x, y, z), self)
    }

    /// CATransform3DInvert; nil when the matrix is singular (CA then returns it unchanged).
    public var inverted: Transform? {
        let m = rows
        var inv = [Double](repeating: 0, count: 16)
        inv[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return nil }
        return Transform(rows: inv.map { $0 / det })
    }

    /// Whether the matrix is a 2D affine transform (CATransform3DIsAffine): no z, no perspective.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
            && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// CATransform3DGetAffineTransform as a layer's `affineTransform()` reports it:
    /// (a, b, c, d, tx, ty), or the identity for a non-affine matrix (GNUstep/Apple-checked).
    public var affineComponents: [Double] {
        isAffine ? [m11, m12, m21, m22, m41, m42] : [1, 0, 0, 1, 0, 0]
    }

    /// Maps a point through the 2D affine part, `(x, y, 0, 1) · M` without the perspective
    /// divide ([ASSUME GEOM-3D]: perspective and z are out of scope for conversions).
    public func apply(to p: Point) -> Point {
        Point(x: p.x * m11 + p.y * m21 + m41, y: p.x * m12 + p.y * m22 + m42)
    }

    /// The transform with its 2D-affine linear part replaced by `(a, b, c, d)` and translation by
    /// `(tx, ty)`; z and perspective entries are kept.
    func withAffine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> Transform {
        var t = self
        (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (a, b, c, d, tx, ty)
        return t
    }
}
