/// A projective transform of the plane (a 3 × 3 matrix), in the row-vector convention of SwiftUI's
/// `ProjectionTransform` and Core Animation: a point `[x y 1]` maps to `[x y 1] · M = [X Y W]`, drawn
/// at `(X / W, Y / W)`. The third column (`m13`, `m23`, `m33`) is the perspective part; points with
/// `W ≤ 0` are behind the viewer and not drawn.
public struct Homography: Hashable, Sendable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The affine transform `t` as a homography.
    public init(_ t: Transform2D) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    public static let identity = Homography(.identity)

    /// `self` followed by `next`: `self · next`.
    public func concatenating(_ next: Homography) -> Homography {
        let a = self, b = next
        return Homography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31, m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31, m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31, m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The inverse (the adjugate over the determinant), nil when singular or not finite.
    public var inverted: Homography? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let k = 1 / determinant
        return Homography(m11: c11 * k, m12: c12 * k, m13: c13 * k,
                          m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k,
                          m23: (m13 * m21 - m11 * m23) * k,
                          m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k,
                          m33: (m11 * m22 - m12 * m21) * k)
    }

    /// The homogeneous image `[X Y W]` of `p`.
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// The image of `p`, nil when it is behind the viewer (`W ≤ 0`) or not finite.
    public func apply(_ p: Point) -> Point? {
        let (x, y, w) = homogeneous(p)
        guard w > 0 else { return nil }
        let image = Point(x / w, y / w)
        return image.x.isFinite && image.y.isFinite ? image : nil
    }

    /// The transform as an affine one when its perspective part is negligible (below 1e-12 per
    /// point of coordinate, e.g. the rounding left by `sin(π)` in a half turn), else nil.
    public var affine: Transform2D? {
        guard abs(m13) <= 1e-12 * abs(m33), abs(m23) <= 1e-12 * abs(m33), m33 != 0, m33.isFinite else { return nil }
        return Transform2D(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }
}

extension Homography {
    /// The smallest `W` drawn: the part of a shape nearer the viewer's plane is cut off, so no image
    /// point is more than 1000× magnified.
    static let minimumW = 1e-3

    /// The image of `rect` as a convex polygon (clockwise on screen for an orientation-keeping
    /// transform), cut where it crosses `W = minimumW`; empty when all of it is behind the viewer.
    public func imagePolygon(of rect: Rect) -> [Point] {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY),
                       Point(rect.minX, rect.maxY)].map(homogeneous)
        var polygon: [Point] = []
        for (index, a) in corners.enumerated() {
            let b = corners[(index + 1) % corners.count]
            if a.w >= Self.minimumW { polygon.append(Point(a.x / a.w, a.y / a.w)) }
            if (a.w >= Self.minimumW) != (b.w >= Self.minimumW) {
                // Sutherland–Hodgman against the plane W = minimumW, in homogeneous coordinates.
                let t = (Self.minimumW - a.w) / (b.w - a.w)
                polygon.append(Point((a.x + t * (b.x - a.x)) / Self.minimumW, (a.y + t * (b.y - a.y)) / Self.minimumW))
            }
        }
        return polygon.allSatisfy { $0.x.isFinite && $0.y.isFinite } ? polygon : []
    }

    /// The bounds of `imagePolygon(of: rect)`, nil when it is empty.
    public func imageBounds(of rect: Rect) -> Rect? {
        let polygon = imagePolygon(of: rect)
        guard let first = polygon.first else { return nil }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in polygon.dropFirst() { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
