import Foundation
import MockupRaster

/// A 3 × 3 projective transform of 2-D points, as SwiftUI's `ProjectionTransform`: a point
/// `[x y 1]` (row vector) maps to `[x y 1] · M`, divided by its third component. The third column
/// (`m13`, `m23`, `m33`) is the perspective part; it is `[0 0 1]` for an affine transform.
/// (CATransform3D, which SwiftUI also converts from, is not part of this engine.)
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projection of the affine transform `m`.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective part.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = rows, b = rhs.rows
        var product = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { product[i][j] = (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        return ProjectionTransform(rows: product)
    }

    /// Inverts the transform in place; returns false (and leaves it unchanged) when it is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        let m = rows
        let cofactors: [[CGFloat]] = (0..<3).map { i in
            (0..<3).map { j in
                let r = [0, 1, 2].filter { $0 != j }, c = [0, 1, 2].filter { $0 != i }
                let minor = m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
                return (i + j) % 2 == 0 ? minor : -minor
            }
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactors[$1][0] }
        guard determinant != 0, determinant.isFinite else { return false }
        self = ProjectionTransform(rows: cofactors.map { $0.map { $0 / determinant } })
        return true
    }

    /// The inverse, or `self` when it is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        return copy.invert() ? copy : self
    }

    private var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    private init(rows m: [[CGFloat]]) {
        m11 = m[0][0]; m12 = m[0][1]; m13 = m[0][2]
        m21 = m[1][0]; m22 = m[1][1]; m23 = m[1][2]
        m31 = m[2][0]; m32 = m[2][1]; m33 = m[2][2]
    }

    /// The transform in the renderer's terms.
    var homography: Homography {
        Homography(m11: Double(m11), m12: Double(m12), m13: Double(m13), m21: Double(m21), m22: Double(m22),
                   m23: Double(m23), m31: Double(m31), m32: Double(m32), m33: Double(m33))
    }

    /// The affine part (perspective dropped, scaled by `m33`), in the renderer's terms.
    var affinePart: Transform2D {
        let w = m33 == 0 ? 1 : Double(m33)
        return Transform2D(a: Double(m11) / w, b: Double(m12) / w, c: Double(m21) / w, d: Double(m22) / w,
                           tx: Double(m31) / w, ty: Double(m32) / w)
    }
}

extension CGPoint {
    /// The point mapped by the projection `m` (divided by its projective component).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}

extension View {
    /// Draws the view through `transform` in its own coordinates (origin at its top-left corner);
    /// layout is unchanged. A perspective projection resamples the view's drawing (RENDERING.md §6.5).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        wrapNodes { node, _ in
            .effect(transform.isAffine ? .affine(transform.affinePart) : .projection(transform.homography), child: node)
        }
    }

    /// Draws the view through the affine `transform` in its own coordinates; layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        projectionEffect(ProjectionTransform(transform))
    }
}
