import Foundation
import MockupRaster

extension DisplayEffect {
    /// The geometric part of a transform effect in absolute points (applied before the enclosing
    /// transform), nil for effects that do not move drawing.
    ///
    /// `rotation3DEffect` is drawn as the orthographic projection of the 3-D rotation about the
    /// axis through the anchor: a y-axis turn scales x by cos(angle), an x-axis turn scales y, a
    /// z-axis turn is a plain rotation, and whole turns are the identity. SwiftUI's perspective
    /// foreshortening is not modelled (see `rotation3DWarning`).
    var transform: Transform2D? {
        switch self {
        case let .scale(x, y, anchor): return Transform2D.scale(x, y).about(anchor)
        case let .rotation(radians, anchor): return Transform2D.rotation(radians).about(anchor)
        case let .rotation3D(radians, axis, anchor, _):
            guard let n = axis.normalized else { return .identity }
            let c = cos(radians), s = sin(radians), t = 1 - c
            // Upper-left 2×2 block of Rodrigues' rotation matrix (x right, y down, z towards the viewer).
            let linear = Transform2D(a: c + t * n.x * n.x, b: t * n.x * n.y + s * n.z,
                                     c: t * n.x * n.y - s * n.z, d: c + t * n.y * n.y, tx: 0, ty: 0)
            return linear.isNearlyIdentity ? .identity : linear.about(anchor)
        case let .affine(t): return t
        case .opacity, .composite, .shadow, .innerShadow, .blur, .backdropBlur, .clip, .mask, .blend, .colorMatrix:
            return nil
        }
    }

    /// A warning when a 3-D rotation tilts the view about an axis other than x, y or z: it is drawn
    /// without perspective, which differs visibly from iOS for such axes.
    var rotation3DWarning: String? {
        guard case let .rotation3D(radians, axis, _, _) = self, let n = axis.normalized,
              transform?.isNearlyIdentity == false else { return nil }
        let principal = [n.x, n.y, n.z].filter { abs($0) > 1e-9 }.count == 1
        guard !principal else { return nil }
        return "rotation3DEffect(\(radians) rad, axis (\(axis.x), \(axis.y), \(axis.z))) is drawn as an orthographic "
            + "projection without perspective; use a rotation about the x, y or z axis for a faithful render"
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
