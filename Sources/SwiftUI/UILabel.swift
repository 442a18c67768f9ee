import Foundation

/// UIKit's text label; a representable draws it as SwiftUI `Text` with its font, colour, alignment
/// and line limit (`UIKitViewDrawing`).
@preconcurrency @MainActor
open class UILabel: UIView {
    open override class func appearance() -> Self { appearanceProxy(UILabel(frame: .zero)) }
    open var text: String?
    /// The system font at 17 pt unless set, as UIKit's default.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor! = UIColor.label
    open var textAlignment: NSTextAlignment = .natural
    /// The line limit; 0 means no limit.
    open var numberOfLines = 1
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
