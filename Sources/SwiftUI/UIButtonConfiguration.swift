import Foundation
import MockupUI

/// A colour transformer of a configuration (`imageColorTransformer`, `indicatorColorTransformer`).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    public let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    /// The colour unchanged in a render (no grayscale conversion of dynamic colours).
    public static let grayscale = UIConfigurationColorTransformer { $0 }
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}

/// A transformer of a configuration's title attributes.
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
    public let transform: (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// The background of a content configuration: colour, corner radius and stroke.
public struct UIBackgroundConfiguration: @unchecked Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var image: UIImage?
    public var customView: UIView?

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

extension UIButton {
    /// How a button looks, as UIKit's `UIButton.Configuration` (iOS 15). A representable draws a
    /// configured button as the SwiftUI button of the same style (`plain` → `.borderless`, `gray` →
    /// `.bordered`, `tinted` → `.bordered` tinted by `baseBackgroundColor`, `filled` →
    /// `.borderedProminent`), its size as a control size and a capsule corner style as a capsule.
    public struct Configuration: @unchecked Sendable {
        /// The system look the configuration was made from.
        enum Style: Sendable { case plain, gray, tinted, filled, borderless }

        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// The button's size class.
        public enum Size: Int, Sendable { case medium, small, mini, large }
        /// How the title and subtitle align.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        /// The pop-up or pull-down indicator.
        public enum Indicator: Int, Sendable { case automatic, none, popup }
        /// How the button looks on the Mac idiom.
        public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }

        let style: Style
        public var background = UIBackgroundConfiguration.clear()
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var macIdiomStyle = MacIdiomStyle.automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var title: String?
        public var attributedTitle: AttributedString?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var contentInsets = NSDirectionalEdgeInsets.zero
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        public var automaticallyUpdateForSelection = true
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
        public var subtitleLineBreakMode = NSLineBreakMode.byTruncatingTail
        public var indicator = Indicator.automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The configuration for `button`'s state: unchanged (a render's buttons are at rest).
        public func updated(for button: UIButton) -> Configuration { self }
    }
}
