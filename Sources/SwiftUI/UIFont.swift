import Foundation
import MockupText
import MockupUI

/// UIKit's font, backed by a SwiftUI `Font` (so `Font(uiFont)` draws the same face). An `NSObject`
/// that archives (`NSSecureCoding`), as apps keep a chosen font in their settings.
public final class UIFont: NSObject, NSSecureCoding, @unchecked Sendable {
    /// UIKit's font weights: `UIFontWeightTrait` values from -1 (thinnest) to 1 (heaviest), as UIKit
    /// numbers them; a raw value between two named weights draws the nearer one.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        private static let named: [(Weight, Font.Weight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        /// UIKit's value of a SwiftUI weight.
        init(_ weight: Font.Weight) { self = Self.named.first { $0.1 == weight }?.0 ?? .regular }

        /// The SwiftUI weight nearest to this one.
        var font: Font.Weight {
            Self.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// UIKit's font widths (iOS 16): `UIFontWidthTrait` values, as SwiftUI's `Font.Width` takes them.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
        /// The SwiftUI width of the same value.
        var font: Font.Width { Font.Width(rawValue) }
    }

    /// UIKit's Dynamic Type styles, named as UIKit names them (`UICTFontTextStyleBody`), so apps
    /// that key tables by `rawValue` find them; a name UIKit does not have reads as body text.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        /// iOS 17's extra large titles.
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        private static let styles: [String: Font.TextStyle] = [
            largeTitle.rawValue: .largeTitle, title1.rawValue: .title, title2.rawValue: .title2, title3.rawValue: .title3,
            headline.rawValue: .headline, subheadline.rawValue: .subheadline, body.rawValue: .body, callout.rawValue: .callout,
            footnote.rawValue: .footnote, caption1.rawValue: .caption, caption2.rawValue: .caption2,
            extraLargeTitle.rawValue: .extraLargeTitle, extraLargeTitle2.rawValue: .extraLargeTitle2,
        ]
        /// The SwiftUI text style of the same name.
        var style: Font.TextStyle { Self.styles[rawValue] ?? .body }
    }

    /// The font as SwiftUI sees it.
    public let font: Font
    /// The size in points.
    public let pointSize: CGFloat
    /// The PostScript name of a named font; nil for the system font.
    let postScriptName: String?

    init(font: Font, pointSize: CGFloat, fontName: String?) {
        self.font = font; self.pointSize = pointSize; self.postScriptName = fontName
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }

    /// Archives the face's name and size.
    public func encode(with coder: NSCoder) {
        coder.encode(fontName as NSString, forKey: "UIFontName")
        coder.encode(Double(pointSize), forKey: "UIFontPointSize")
    }

    /// The font an archive names: a system face by its `.SFUI-` name, else the named face.
    public convenience init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "UIFontName") as String? else { return nil }
        let size = CGFloat(coder.decodeDouble(forKey: "UIFontPointSize"))
        if let weight = FontWeight.allCases.first(where: { ".SFUI-" + Self.systemFaceWeightName($0) == name }) {
            var descriptor = Font.system(size: size).descriptor
            descriptor.weight = weight
            self.init(font: Font(descriptor), pointSize: size, fontName: nil)
        } else {
            self.init(font: .custom(name, size: size), pointSize: size, fontName: name)
        }
    }

    /// The face's name: a named font's own; the system font's as UIKit reports it since iOS 13,
    /// `.SFUI-` and its weight (`.SFUI-Regular`, `.SFUI-Bold`; docs/API-SHIMS.md).
    public var fontName: String {
        postScriptName ?? ".SFUI-" + Self.systemFaceWeightName(font.descriptor.weight ?? .regular)
    }

    /// The weight part of the system face's name.
    private static func systemFaceWeightName(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: return "Ultralight"
        case .thin: return "Thin"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "Semibold"
        case .bold: return "Bold"
        case .heavy: return "Heavy"
        case .black: return "Black"
        }
    }

    /// NSObject's initializer, which `UIFont()` calls (a fallback where a named face is missing): the
    /// system font at 12 pt, the size Core Text gives a font made without one.
    public override convenience init() {
        self.init(font: .system(size: 12), pointSize: 12, fontName: nil)
    }

    /// A registered or bundled face by name (docs/TEXT.md §9, Fonts/FONTS.md); always succeeds, unknown
    /// names fall back to the system font with a warning.
    public convenience init?(name: String, size: CGFloat) {
        self.init(font: .custom(name, size: size), pointSize: size, fontName: name)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.font), pointSize: size, fontName: nil)
    }
    /// The system font at a width (iOS 16), drawn as `Font.width` draws it (docs/TEXT.md §9.6).
    public static func systemFont(ofSize size: CGFloat, weight: Weight, width: Width) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.font).width(width.font), pointSize: size, fontName: nil)
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
        if let postScriptName {
            return UIFont(font: .custom(postScriptName, size: size), pointSize: size, fontName: postScriptName)
        }
        var descriptor = font.descriptor
        descriptor.size = Double(size)
        return UIFont(font: Font(descriptor), pointSize: size, fontName: nil)
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font.
    public init(_ font: UIFont) { self = font.font }
}
