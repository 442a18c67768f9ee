/// iOS continuous ("squircle") corners, as UIKit and SwiftUI's `.continuous` style draw them.
///
/// Each corner is three cubics in a local frame where u runs from the corner point back along the
/// incoming edge and v along the outgoing edge, in units of the radius (docs/RENDERING.md §5).
/// The curve leaves the straight edge `k = 1.528665` radii from the corner.
public enum ContinuousCorners {
    /// How far (in radii) from the corner the curve starts on each edge.
    public static let extent = 1.528664984729582
    static let a1 = 1.088492957618529, a2 = 0.868406944063002
    static let a3 = 0.631493792830992, b3 = 0.074911387847016
    static let m1u = 0.372823826625747, m1v = 0.169059556044370

    /// The radius actually used for `cornerRadius` in `rect`: short sides shrink it to
    /// `min(w, h) / (2k)` so both corners of a side still fit.
    public static func effectiveRadius(_ cornerRadius: Double, in rect: Rect) -> Double {
        max(0, min(cornerRadius, min(rect.width, rect.height) / (2 * extent)))
    }

    /// A rounded rectangle with continuous corners, clockwise on screen from the top edge.
    public static func roundedRect(_ rect: Rect, cornerRadius: Double) -> Path {
        let r = effectiveRadius(cornerRadius, in: rect)
        guard r > 0 else { return Path(rect: rect) }
        let x = rect.minX, y = rect.minY, w = rect.width, h = rect.height
        // Corner frames, clockwise from the top-right: (u, v) in radii → user space.
        let frames: [(Double, Double) -> Point] = [
            { u, v in Point(x + w - u * r, y + v * r) },
            { u, v in Point(x + w - v * r, y + h - u * r) },
            { u, v in Point(x + u * r, y + h - v * r) },
            { u, v in Point(x + v * r, y + u * r) },
        ]
        var path = Path()
        path.move(to: frames[3](0, extent))
        for corner in frames {
            path.line(to: corner(extent, 0))
            path.cubic(to: corner(a3, b3), control1: corner(a1, 0), control2: corner(a2, 0))
            path.cubic(to: corner(b3, a3), control1: corner(m1u, m1v), control2: corner(m1v, m1u))
            path.cubic(to: corner(0, extent), control1: corner(0, a2), control2: corner(0, a1))
        }
        path.close()
        return path
    }
}
