import Foundation
import MockupRaster

extension DisplayEffect {
    /// The geometric part of a transform effect in absolute points (applied before the enclosing
    /// transform) when it is affine; nil for effects that do not move drawing and for perspective
    /// projections (`perspectiveProjection`). A 3-D rotation is affine when it turns about the z
    /// axis only, makes whole turns, or is seen from infinitely far (`perspective: 0`); rounding
    /// noise is dropped, so such turns draw exactly as their plane equivalents.
    var transform: Transform2D? {
        switch self {
        case let .scale(x, y, anchor): return Transform2D.scale(x, y).about(anchor)
        case let .rotation(radians, anchor): return Transform2D.rotation(radians).about(anchor)
        case let .rotation3D(rotation):
            guard let affine = rotation.projection.affine else { return nil }
            return affine.isNearlyIdentity ? .identity : affine
        case let .affine(t): return t
        case let .projection(m): return m.affine
        case .opacity, .composite, .shadow, .innerShadow, .blur, .backdropBlur, .clip, .mask, .blend, .colorMatrix:
            return nil
        }
    }

    /// The projection of a transform effect in absolute points when it has perspective (SwiftUI
    /// draws `rotation3DEffect` about the x or y axis, and `projectionEffect` with a non-zero third
    /// column, so), else nil.
    var perspectiveProjection: Homography? {
        switch self {
        case let .rotation3D(rotation):
            let projection = rotation.projection
            return projection.affine == nil ? projection : nil
        case let .projection(m): return m.affine == nil ? m : nil
        case .scale, .rotation, .affine, .opacity, .composite, .shadow, .innerShadow, .blur, .backdropBlur, .clip,
             .mask, .blend, .colorMatrix:
            return nil
        }
    }
}

extension Homography {
    /// The projection of absolute points `self` as it maps device pixels, for drawing with
    /// `transform` (points → device pixels); nil when the transform is singular.
    func inDevicePixels(of transform: Transform2D) -> Homography? {
        guard let inverse = transform.inverted else { return nil }
        return Homography(inverse).concatenating(self).concatenating(Homography(transform))
    }
}

extension Vector3 {
    /// The unit vector along `self`, nil for a zero or non-finite vector.
    var normalized: Vector3? {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return Vector3(x: x / length, y: y / length, z: z / length)
    }
}

extension Transform2D {
    /// `self` applied about `anchor` instead of the origin.
    func about(_ anchor: Point) -> Transform2D {
        Transform2D.translation(-anchor.x, -anchor.y).concatenating(self).concatenating(.translation(anchor.x, anchor.y))
    }

    /// True when every coefficient is within 1e-9 of the identity's (whole turns, rounding noise).
    var isNearlyIdentity: Bool {
        [a - 1, b, c, d - 1, tx, ty].allSatisfy { abs($0) <= 1e-9 }
    }

    /// The bounding box of `rect` mapped by the transform.
    func mapBounds(_ rect: Rect) -> Rect {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.minX, rect.maxY),
                       Point(rect.maxX, rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// The scale when the transform only scales uniformly (positive) and translates, else nil:
    /// glyphs can then be rasterized directly at that scale.
    var axisAlignedUniformScale: Double? {
        b == 0 && c == 0 && a == d && a > 0 && a.isFinite ? a : nil
    }
}
