import Foundation
import MockupRaster

/// The radius of each corner of a rectangle (iOS 17).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

extension Path {
    /// A rectangle with its own radius at each corner, clockwise on screen from the top-leading one.
    /// Radii are clamped to half the shorter side. Corners are circular arcs, also for the
    /// `.continuous` style (docs/API-SHIMS.md).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Appends a rectangle with its own radius at each corner (see `init(roundedRect:cornerRadii:style:)`).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let limit = max(min(rect.width, rect.height) / 2, 0)
        func clamp(_ r: CGFloat) -> Double { Double(min(max(r, 0), limit)) }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        let k = 1 - Path.kappa
        var path = MockupRaster.Path()
        path.move(to: Point(x0 + tl, y0))
        path.line(to: Point(x1 - tr, y0))
        if tr > 0 { path.cubic(to: Point(x1, y0 + tr), control1: Point(x1 - tr * k, y0), control2: Point(x1, y0 + tr * k)) }
        path.line(to: Point(x1, y1 - br))
        if br > 0 { path.cubic(to: Point(x1 - br, y1), control1: Point(x1, y1 - br * k), control2: Point(x1 - br * k, y1)) }
        path.line(to: Point(x0 + bl, y1))
        if bl > 0 { path.cubic(to: Point(x0, y1 - bl), control1: Point(x0 + bl * k, y1), control2: Point(x0, y1 - bl * k)) }
        path.line(to: Point(x0, y0 + tl))
        if tl > 0 { path.cubic(to: Point(x0 + tl, y0), control1: Point(x0, y0 + tl * k), control2: Point(x0 + tl * k, y0)) }
        path.close()
        append(transform.isIdentity ? path : path.transformed(by: transform.raster))
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii clockwise from the top-leading corner: (top leading, top trailing), (bottom
    /// trailing, bottom leading).
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomTrailing, bottomLeading)) }
        set {
            topLeading = newValue.first.first; topTrailing = newValue.first.second
            bottomTrailing = newValue.second.first; bottomLeading = newValue.second.second
        }
    }
}
