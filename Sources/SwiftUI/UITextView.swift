import Foundation

/// UIKit's scrollable, editable text view; a representable draws its text (with its attributes when
/// attributed text is set) from the top-leading corner inside `textContainerInset` and the text
/// container's line fragment padding (`UIKitViewDrawing`). Its content size is the text's size at
/// its width, as UIKit lays it out. Nothing is edited in a render.
@preconcurrency @MainActor
open class UITextView: UIScrollView, _TextInputTraitsHolder {
    /// The appearance proxy; since iOS 16 SwiftUI's `TextEditor` no longer takes its background
    /// from it (`scrollContentBackground(_:)` does), so what is set draws nothing, as on a device.
    open override class func appearance() -> Self { appearanceProxy(UITextView(frame: .zero)) }

    /// The text; setting it drops the attributed text's attributes, as in UIKit.
    open var text: String! = "" {
        didSet { storedAttributedText = nil; storedSelection = nil }
    }
    /// The text with attributes, drawn with them; the view's font and colour where a run sets none.
    open var attributedText: NSAttributedString! {
        get {
            storedAttributedText ?? NSAttributedString(string: text ?? "", attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            text = newValue?.string ?? ""
            storedAttributedText = newValue
        }
    }
    /// The attributed text as last set; nil once `text` is set.
    private(set) var storedAttributedText: NSAttributedString?
    /// The attributes of typed text (held: nothing is typed in a render).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of links (held).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var font: UIFont? = UIFont.systemFont(ofSize: 12)
    open var textColor: UIColor? = UIColor.label
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var allowsEditingTextAttributes = false
    /// The selection: an empty range at the end of the text (where the caret is) until code sets it;
    /// setting the text puts the caret at its end again.
    open var selectedRange: NSRange {
        get { _editableText.validSelection }
        set { storedSelection = newValue }
    }
    /// The selection code set since the text last changed.
    private var storedSelection: NSRange?
    /// The text and selection `UITextInput` and key input edit.
    public var _editableText: _EditableText {
        get { _EditableText(text: text ?? "", selection: storedSelection) }
        set { text = newValue.text; storedSelection = newValue.selection }
    }
    /// UIKit's default inset: 8 pt above and below the text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The region the text is laid out in: UIKit's 5-pt line fragment padding on each side.
    public private(set) var textContainer = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    public var _inputTraits = _TextInputTraitValues()
    open var isSecureTextEntry = false

    /// A text view laying its text out in `textContainer` (a new one when nil): UIKit's designated
    /// initializer, which subclasses call and override.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        if let textContainer { self.textContainer = textContainer }
    }
    /// A text view with a text container of its own (designated too, so subclasses written either
    /// way compile).
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Text views are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }

    /// The text's size laid out at the view's width, inside the container inset, as UIKit sets it
    /// after layout; setting it is overridden by the text, as in UIKit.
    open override var contentSize: CGSize {
        get { CGSize(width: bounds.width, height: fittingHeight(width: bounds.width)) }
        set {}
    }

    /// `size`'s width and the height the text needs at it (UIKit's way to size a text view to its
    /// text, `sizeThatFits(CGSize(width: w, height: .infinity))`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(width: size.width))
    }

    /// The height of the text laid out at `width`, with the container inset and padding.
    private func fittingHeight(width: CGFloat) -> CGFloat {
        let padding = textContainer.lineFragmentPadding * 2 + textContainerInset.left + textContainerInset.right
        let attributes: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: 12)]
        let lines = (text ?? "").isEmpty ? "X" : text ?? ""
        let text = (lines as NSString).boundingRect(with: CGSize(width: max(width - padding, 1), height: .greatestFiniteMagnitude),
                                                    options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        return (text.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
    }

    // Key input (`UIKeyInput`): what the keyboard calls, at the selection.
    open var hasText: Bool { !(text ?? "").isEmpty }
    open func insertText(_ text: String) { _editableText.insert(text) }
    open func deleteBackward() { _editableText.deleteBackward() }
}

/// What a text view tells its delegate (never called in a render); set as the view's scroll-view
/// `delegate`, as in UIKit.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}
