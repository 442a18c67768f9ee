import Foundation
import MockupUI

/// Scales fonts and lengths for Dynamic Type, as a text style grows. UIKit in a render is at the
/// default content size (large), so values scale only for a trait collection given with another
/// size: by the style's point size there over its size at large (the HIG's Dynamic Type tables,
/// as `@ScaledMetric`).
public final class UIFontMetrics: Sendable {
    let textStyle: UIFont.TextStyle

    /// Metrics for the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(for: traitCollection)
    }

    public func scaledFont(for font: UIFont) -> UIFont { font }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * scale(for: traitCollection))
    }

    /// The font scaled, but never above `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    /// The style's size at the collection's content size over its size at large; 1 without one.
    private func scale(for traitCollection: UITraitCollection?) -> CGFloat {
        guard let category = traitCollection?.preferredContentSizeCategory, let size = DynamicTypeSize(category) else { return 1 }
        return CGFloat(textStyle.style.scale(at: size))
    }
}
