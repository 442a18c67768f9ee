import Foundation

/// The writing direction of a paragraph or a run of text.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// A tab stop of a paragraph style: where a tab moves the text to and how the text aligns there.
public final class NSTextTab: @unchecked Sendable {
    /// Options of a tab stop (the character set that ends a decimal column).
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    public let alignment: NSTextAlignment
    public let location: CGFloat
    public let options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment; self.location = loc; self.options = options
    }

    /// The characters that end a column aligned as `alignment` in `locale`.
    public static func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".")
    }
}

/// The paragraph attributes of text (`NSAttributedString.Key.paragraphStyle`): alignment, line and
/// paragraph spacing, indents, line breaking. UIKit's string drawing follows the alignment and line
/// spacing; the rest is held for code that reads it.
open class NSParagraphStyle: @unchecked Sendable {
    /// How lines are broken beyond the line break mode (iOS 14).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    /// The style of text with no paragraph attribute.
    public static let `default` = NSParagraphStyle()

    public internal(set) var alignment = NSTextAlignment.natural
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    public internal(set) var lineBreakStrategy = LineBreakStrategy()
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var baseWritingDirection = NSWritingDirection.natural
    public internal(set) var hyphenationFactor: Float = 0
    public internal(set) var usesDefaultHyphenation = false
    public internal(set) var allowsDefaultTighteningForTruncation = false
    public internal(set) var tabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    public internal(set) var defaultTabInterval: CGFloat = 0

    public init() {}

    /// The writing direction of a language; a render's languages are written left to right unless
    /// the language is one of the right-to-left scripts'.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let languageName else { return .leftToRight }
        return Locale.Language(identifier: languageName).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// A mutable copy of the style.
    public func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }

    /// An immutable copy of the style.
    public func copy() -> Any { (mutableCopy() as! NSMutableParagraphStyle) as NSParagraphStyle }
}

/// A paragraph style whose attributes can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
    }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineBreakStrategy: LineBreakStrategy {
        get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue }
    }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection } set { super.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    open override var usesDefaultHyphenation: Bool {
        get { super.usesDefaultHyphenation } set { super.usesDefaultHyphenation = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue }
    }
    open override var tabStops: [NSTextTab] { get { super.tabStops } set { super.tabStops = newValue } }
    open override var defaultTabInterval: CGFloat { get { super.defaultTabInterval } set { super.defaultTabInterval = newValue } }

    public override init() { super.init() }

    /// Takes every attribute of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        alignment = style.alignment; lineSpacing = style.lineSpacing; paragraphSpacing = style.paragraphSpacing
        paragraphSpacingBefore = style.paragraphSpacingBefore; firstLineHeadIndent = style.firstLineHeadIndent
        headIndent = style.headIndent; tailIndent = style.tailIndent; lineBreakMode = style.lineBreakMode
        lineBreakStrategy = style.lineBreakStrategy; minimumLineHeight = style.minimumLineHeight
        maximumLineHeight = style.maximumLineHeight; lineHeightMultiple = style.lineHeightMultiple
        baseWritingDirection = style.baseWritingDirection; hyphenationFactor = style.hyphenationFactor
        usesDefaultHyphenation = style.usesDefaultHyphenation
        allowsDefaultTighteningForTruncation = style.allowsDefaultTighteningForTruncation
        tabStops = style.tabStops; defaultTabInterval = style.defaultTabInterval
    }

    open func addTabStop(_ tab: NSTextTab) { tabStops.append(tab) }
    open func removeTabStop(_ tab: NSTextTab) { tabStops.removeAll { $0 === tab } }
}

/// A shadow under text (`NSAttributedString.Key.shadow`); held, not drawn by string drawing.
open class NSShadow: @unchecked Sendable {
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowBlurRadius: CGFloat = 0
    /// Black at a third of full opacity when nil, as UIKit draws it.
    open var shadowColor: Any?
    public init() {}
}

/// An image inside attributed text (`NSAttributedString.Key.attachment`), as UIKit's `NSTextAttachment`.
open class NSTextAttachment: @unchecked Sendable {
    open var image: UIImage?
    /// The attachment's rectangle on the line, its origin on the baseline; zero means the image's size.
    open var bounds = CGRect.zero
    open var contents: Data?
    open var fileType: String?

    public init(data contentData: Data?, ofType uti: String?) { contents = contentData; fileType = uti }
    public convenience init() { self.init(data: nil, ofType: nil) }
    /// An attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSAttributedString {
    /// The one-character string (U+FFFC) that stands for an attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
