import Foundation
import MockupText

/// A font, as SwiftUI's `Font`: a named face or the system font at a size, mapped to a
/// `FontDescriptor` that MockupText resolves to a bundled face.
public struct Font: Hashable, Sendable {
    public typealias Weight = FontWeight
    public typealias Design = FontDesign

    /// Dynamic-type text styles at the default ("large") content size: size, weight and leading from
    /// the HIG's iOS Dynamic Type table, and iOS 17's two extra large titles as UIKit reports them
    /// (docs/TEXT.md §2); at other sizes, `pointSize(at:)`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        /// iOS 17's largest titles: 36 pt and 28 pt bold.
        case extraLargeTitle, extraLargeTitle2

        var size: Double {
            switch self {
            case .extraLargeTitle: return 36
            case .largeTitle: return 34
            case .extraLargeTitle2: return 28
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        var weight: Weight {
            switch self {
            case .headline: .semibold
            case .extraLargeTitle, .extraLargeTitle2: .bold
            default: .regular
            }
        }

        /// Line height in points (the HIG's leading at the Large size; docs/TEXT.md §2).
        var leading: Double {
            switch self {
            case .extraLargeTitle: return 43
            case .largeTitle: return 41
            case .title, .extraLargeTitle2: return 34
            case .title2: return 28
            case .title3: return 25
            case .headline, .body: return 22
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption: return 16
            case .caption2: return 13
            }
        }
    }

    public var descriptor: FontDescriptor
    /// `.monospacedDigit()`: tabular figures.
    var monospacedDigits = false
    /// `.smallCaps()`, `.lowercaseSmallCaps()`, `.uppercaseSmallCaps()`: the letters drawn as small capitals.
    var smallCapitals: SmallCaps = []
    /// The text style whose growth the size follows under Dynamic Type (`EnvironmentValues.dynamicTypeSize`):
    /// the style itself, `.body` for a named face, the style given with `relativeTo:`; nil for a fixed size.
    var scalingStyle: TextStyle?
    /// Marks `Font.default` apart from `.body`, whose face it has.
    private var isEnvironmentDefault = false

    public init(_ descriptor: FontDescriptor) { self.descriptor = descriptor }

    /// A face by its PostScript-style name, e.g. `Font.custom("Inter-ExtraBold", size: 30)`, scaled
    /// with Dynamic Type like `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A named face at a size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(FontDescriptor(source: .named(name), size: Double(fixedSize)))
    }

    /// A named face scaled with Dynamic Type like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = custom(name, fixedSize: size)
        font.scalingStyle = textStyle
        return font
    }

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(FontDescriptor(source: .system(design), size: Double(size), weight: weight))
    }

    /// The system font for a text style, at its size and leading for the Dynamic Type size it is drawn at.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = Font(FontDescriptor(source: .system(design), size: style.size, weight: weight ?? style.weight,
                                       lineHeight: style.leading))
        font.scalingStyle = style
        return font
    }

    /// The effective font of the environment (iOS 26): `.font(.default)` keeps the font an ancestor
    /// or the framework set, else Body. Read as a value (modified, passed on) it is Body.
    public static let `default`: Font = {
        var font = system(.body)
        font.isEnvironmentDefault = true
        return font
    }()

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)
    public static let extraLargeTitle = system(.extraLargeTitle)
    public static let extraLargeTitle2 = system(.extraLargeTitle2)

    /// The font with an explicit weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.descriptor.weight = weight
        return font
    }

    public func bold() -> Font { weight(.bold) }

    /// The font at `factor` times its size (iOS 26): scales multiply, so `.body.scaled(by: 2)
    /// .scaled(by: 3)` is 102 pt; a text style's line height scales with it.
    public func scaled(by factor: CGFloat) -> Font {
        var font = self
        font.descriptor = descriptor.scaled(by: Double(factor))
        return font
    }

    public func italic() -> Font {
        var font = self
        font.descriptor.italic = true
        return font
    }
}
