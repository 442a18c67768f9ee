import Foundation
import MockupUI

/// The content of a list cell, header or footer (UIKit's `UIListContentConfiguration`): an image, a
/// text and a secondary text with their properties. Its content view draws them as a list row draws
/// an image and two texts — the image and a column of the texts (or the texts side by side in a
/// value cell), inside the layout margins.
public struct UIListContentConfiguration: UIContentConfiguration {
    public var image: UIImage?
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var imageProperties = ImageProperties()
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    /// The margins around the content: 11 pt above and below, 20 pt at the sides (Mockup's choice,
    /// SwiftUI's list row insets).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// Whether the texts sit side by side (a value cell) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// How a text is drawn.
    public struct TextProperties {
        /// How lines align.
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        /// A change of case applied when drawn.
        public enum TextTransform: Int, Sendable { case none, uppercase, lowercase, capitalized }
        public var font: UIFont
        public var color: UIColor
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The line limit; 0 means no limit.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform = TextTransform.none
        init(_ style: UIFont.TextStyle, _ color: UIColor) {
            font = .preferredFont(forTextStyle: style)
            self.color = color
        }
    }

    /// How the image is drawn.
    public struct ImageProperties {
        /// Let the image take its own size along a dimension.
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude
        public var tintColor: UIColor?
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest size the image is drawn at; zero is no limit.
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false
        public init() {}
    }

    private init(text: TextProperties, secondary: TextProperties, sideBySide: Bool = false) {
        textProperties = text
        secondaryTextProperties = secondary
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    // The cell, header and footer styles: body text with a subheadline or body secondary text.
    public static func cell() -> Self { Self(text: .init(.body, .label), secondary: .init(.subheadline, .secondaryLabel)) }
    public static func subtitleCell() -> Self { Self(text: .init(.body, .label), secondary: .init(.subheadline, .secondaryLabel)) }
    public static func valueCell() -> Self {
        Self(text: .init(.body, .label), secondary: .init(.body, .secondaryLabel), sideBySide: true)
    }
    public static func sidebarCell() -> Self { cell() }
    public static func sidebarSubtitleCell() -> Self { subtitleCell() }
    public static func accompaniedSidebarCell() -> Self { cell() }
    public static func accompaniedSidebarSubtitleCell() -> Self { subtitleCell() }
    public static func groupedHeader() -> Self { Self(text: .init(.footnote, .secondaryLabel), secondary: .init(.footnote, .secondaryLabel)) }
    public static func groupedFooter() -> Self { groupedHeader() }
    public static func plainHeader() -> Self { Self(text: .init(.headline, .label), secondary: .init(.subheadline, .secondaryLabel)) }
    public static func plainFooter() -> Self { groupedFooter() }
    public static func prominentInsetGroupedHeader() -> Self { Self(text: .init(.title3, .label), secondary: .init(.subheadline, .secondaryLabel)) }
    public static func extraProminentInsetGroupedHeader() -> Self { Self(text: .init(.title2, .label), secondary: .init(.subheadline, .secondaryLabel)) }
    public static func sidebarHeader() -> Self { plainHeader() }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    /// The same content: a list cell at rest is in no other state.
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// The view of a list content configuration; a representable draws it at rest.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView, _UIKitDrawnAtRest {
    /// The configuration shown (UIKit types it as the list configuration; here it is the
    /// `UIContentView` requirement's, which a list configuration is).
    open var configuration: any UIContentConfiguration
    /// The list configuration shown, or the plain cell one when another kind was set.
    var listContentConfiguration: UIListContentConfiguration { configuration as? UIListContentConfiguration ?? .cell() }

    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { return nil }

    public var _drawingAtRest: AnyView? {
        guard type(of: self) == UIListContentView.self else { return nil }
        let content = listContentConfiguration
        let margins = content.directionalLayoutMargins
        let texts = Group {
            if let text = Self.text(content.text, content.attributedText, content.textProperties) { text }
            if let secondary = Self.text(content.secondaryText, content.secondaryAttributedText, content.secondaryTextProperties) {
                secondary
            }
        }
        return AnyView(HStack(spacing: content.imageToTextPadding) {
            if let image = content.image {
                Image(uiImage: image).foregroundStyle(content.imageProperties.tintColor.map(Color.init(uiColor:)) ?? Color.accentColor)
            }
            if content.prefersSideBySideTextAndSecondaryText {
                HStack(spacing: content.textToSecondaryTextHorizontalPadding) { texts }
            } else {
                VStack(alignment: .leading, spacing: content.textToSecondaryTextVerticalPadding) { texts }
                Spacer(minLength: 0)
            }
        }
        .padding(EdgeInsets(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading))
    }

    /// A text in its properties' font, colour, case, alignment and line limit; nil without one.
    private static func text(_ plain: String?, _ attributed: NSAttributedString?,
                             _ properties: UIListContentConfiguration.TextProperties) -> AnyView? {
        guard plain != nil || attributed != nil else { return nil }
        let string = plain ?? attributed?.string ?? ""
        let cased: String
        switch properties.transform {
        case .none: cased = string
        case .uppercase: cased = string.uppercased()
        case .lowercase: cased = string.lowercased()
        case .capitalized: cased = string.capitalized
        }
        let base = attributed.map { Text(AttributedString($0)) } ?? Text(verbatim: cased)
        return AnyView(base.font(Font(properties.font)).foregroundColor(Color(uiColor: properties.color))
            .multilineTextAlignment(properties.alignment == .center ? .center : .leading)
            .lineLimit(properties.numberOfLines == 0 ? nil : properties.numberOfLines))
    }
}
