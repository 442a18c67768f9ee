import Foundation
import MockupUI

/// UIKit's font, backed by a SwiftUI `Font` (so `Font(uiFont)` draws the same face).
public final class UIFont: Sendable {
    /// UIKit's font weights.
    public struct Weight: Hashable, Sendable {
        let font: Font.Weight
        public static let ultraLight = Weight(font: .ultraLight)
        public static let thin = Weight(font: .thin)
        public static let light = Weight(font: .light)
        public static let regular = Weight(font: .regular)
        public static let medium = Weight(font: .medium)
        public static let semibold = Weight(font: .semibold)
        public static let bold = Weight(font: .bold)
        public static let heavy = Weight(font: .heavy)
        public static let black = Weight(font: .black)
    }

    /// UIKit's Dynamic Type styles.
    public struct TextStyle: Hashable, Sendable {
        let style: Font.TextStyle
        public static let largeTitle = TextStyle(style: .largeTitle)
        public static let title1 = TextStyle(style: .title)
        public static let title2 = TextStyle(style: .title2)
        public static let title3 = TextStyle(style: .title3)
        public static let headline = TextStyle(style: .headline)
        public static let subheadline = TextStyle(style: .subheadline)
        public static let body = TextStyle(style: .body)
        public static let callout = TextStyle(style: .callout)
        public static let footnote = TextStyle(style: .footnote)
        public static let caption1 = TextStyle(style: .caption)
        public static let caption2 = TextStyle(style: .caption2)
    }

    /// The font as SwiftUI sees it.
    public let font: Font
    /// The size in points.
    public let pointSize: CGFloat
    /// The PostScript-style name, or nil for the system font.
    public let fontName: String?

    init(font: Font, pointSize: CGFloat, fontName: String?) {
        self.font = font; self.pointSize = pointSize; self.fontName = fontName
    }

    /// A registered or bundled face by name (docs/TEXT.md §9, Fonts/FONTS.md); always succeeds, unknown
    /// names fall back to the system font with a warning.
    public convenience init?(name: String, size: CGFloat) {
        self.init(font: .custom(name, size: size), pointSize: size, fontName: name)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.font), pointSize: size, fontName: nil)
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(font: .system(size: size).italic(), pointSize: size, fontName: nil)
    }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.font, design: .monospaced), pointSize: size, fontName: nil)
    }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.font).monospacedDigit(), pointSize: size, fontName: nil)
    }
    /// The Dynamic Type font at the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.style), pointSize: CGFloat(Font.system(style.style).descriptor.size), fontName: nil)
    }

    /// The style's font at the content size of `traitCollection` (the large size without one), as
    /// `UIFontMetrics` scales it.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: preferredFont(forTextStyle: style), compatibleWith: traitCollection)
    }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        if let fontName { return UIFont(font: .custom(fontName, size: size), pointSize: size, fontName: fontName) }
        var descriptor = font.descriptor
        descriptor.size = Double(size)
        return UIFont(font: Font(descriptor), pointSize: size, fontName: nil)
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font.
    public init(_ font: UIFont) { self = font.font }
}
