/// What a fill, stroke or mask paints with. Geometry is in the user space of the draw call and is
/// mapped to device pixels by the draw call's transform.
public enum PaintSource: Hashable, Sendable {
    /// One colour everywhere.
    case solid(PremultipliedColor)
    /// Colour bands perpendicular to `start → end`; t = 0 at `start`, 1 at `end`, clamped beyond
    /// (Core Graphics axial shading). When `start == end` the last colour fills everything.
    case linearGradient(GradientLUT, start: Point, end: Point)
    /// Concentric circles around `center`: t = 0 at `startRadius`, 1 at `endRadius`, clamped.
    case radialGradient(GradientLUT, center: Point, startRadius: Double, endRadius: Double)
    /// Concentric ellipses filling `rect`: in the unit square mapped onto `rect`, a radial gradient
    /// around `center` with radii `startRadius`, `endRadius` (SwiftUI's `EllipticalGradient`).
    case ellipticalGradient(GradientLUT, rect: Rect, center: Point, startRadius: Double, endRadius: Double)
    /// Colours swept around `center`, angles in radians clockwise from the +x axis (y grows down):
    /// t = 0 at `startAngle`, 1 at `endAngle`. Equal angles sweep one full turn; a sweep of more
    /// than a turn draws its last turn; a shorter sweep fills the rest of the circle with the last
    /// colour, then the first, switching halfway (SwiftUI's `AngularGradient`).
    case conicGradient(GradientLUT, center: Point, startAngle: Double, endAngle: Double)
    /// A premultiplied image; `transform` maps its pixel space (0...width × 0...height) into user
    /// space. Sampled as `sampling` says (by default bilinearly, clamped at its edges; downscales of
    /// more than 2× area-average first).
    case image(PixelImage, transform: Transform2D = .identity, sampling: ImageSampling = .bilinear)

    /// A solid paint from a straight-alpha colour.
    public static func color(_ color: SRGBColor) -> PaintSource { .solid(PremultipliedColor(color)) }
}
