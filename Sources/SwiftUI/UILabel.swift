import Foundation

/// UIKit's text label; a representable draws it as SwiftUI `Text` with its font, colour, attributes,
/// shadow, alignment and line limit (`UIKitViewDrawing`).
@preconcurrency @MainActor
open class UILabel: UIView {
    open override class func appearance() -> Self { appearanceProxy(UILabel(frame: .zero)) }
    /// The label's text; setting it drops the attributed text's attributes, as in UIKit.
    open var text: String? {
        didSet { storedAttributedText = nil }
    }
    /// The text with attributes, drawn with them (`AttributedString(_:)` lists the ones drawn); the
    /// label's font and colour where a run sets none. Without one set, the text in the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            storedAttributedText ?? text.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) }
        }
        set {
            text = newValue?.string
            storedAttributedText = newValue
        }
    }
    /// The attributed text as last set; nil once `text` is set.
    private(set) var storedAttributedText: NSAttributedString?
    /// The text's shadow colour: none unless set.
    open var shadowColor: UIColor?
    /// The text's shadow offset: 1 pt up, UIKit's default.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// The system font at 17 pt unless set, as UIKit's default.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor! = UIColor.label
    open var textAlignment: NSTextAlignment = .natural
    /// The line limit; 0 means no limit.
    open var numberOfLines = 1
    /// The width Auto Layout wraps a multi-line label at when it has no width of its own (0: its
    /// bounds' width); held for the code that sets it, as a label drawn here wraps at the width it is given.
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var allowsDefaultTighteningForTruncation = false
}

/// How lines of text align.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// Where a line that does not fit is cut.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
