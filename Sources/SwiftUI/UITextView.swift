import Foundation

/// UIKit's scrollable, editable text view; a representable draws its text from the top-leading
/// corner inside `textContainerInset` (`UIKitViewDrawing`). Nothing is edited in a render.
@preconcurrency @MainActor
open class UITextView: UIView, _TextInputTraitsHolder {
    /// The appearance proxy; since iOS 16 SwiftUI's `TextEditor` no longer takes its background
    /// from it (`scrollContentBackground(_:)` does), so what is set draws nothing, as on a device.
    open override class func appearance() -> Self { appearanceProxy(UITextView(frame: .zero)) }

    open var text: String! = ""
    open var font: UIFont? = UIFont.systemFont(ofSize: 12)
    open var textColor: UIColor? = UIColor.label
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    /// UIKit's default inset: 8 pt above and below the text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    public var _inputTraits = _TextInputTraitValues()
    open var isSecureTextEntry = false
    open var showsVerticalScrollIndicator = true
    open weak var delegate: (any UITextViewDelegate)?

    // Key input (`UIKeyInput`): what the keyboard calls, at the end of the text.
    open var hasText: Bool { !(text ?? "").isEmpty }
    open func insertText(_ text: String) { self.text = TypedText.inserting(text, into: self.text) }
    open func deleteBackward() {
        if let shorter = TypedText.deletingBackward(from: text) { text = shorter }
    }
}

/// What a text view tells its delegate (never called in a render).
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
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
