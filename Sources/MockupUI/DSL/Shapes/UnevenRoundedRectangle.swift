import Foundation

/// A rectangle with a different radius at each corner (iOS 17).
public struct UnevenRoundedRectangle: Sendable {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    public func path(in rect: CGRect) -> Path {
        let inset = insetAmount
        let radii = RectangleCornerRadii(topLeading: max(cornerRadii.topLeading - inset, 0),
                                         bottomLeading: max(cornerRadii.bottomLeading - inset, 0),
                                         bottomTrailing: max(cornerRadii.bottomTrailing - inset, 0),
                                         topTrailing: max(cornerRadii.topTrailing - inset, 0))
        return Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadii: radii, style: style)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner, e.g. `.clipShape(.rect(topLeadingRadius: 16, topTrailingRadius: 16))`.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }

    /// A rectangle with the given corner radii.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
