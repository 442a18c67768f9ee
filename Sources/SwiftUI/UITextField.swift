import Foundation
import MockupUI

/// UIKit's one-line text field, as representables wrap it (for focus control, custom keyboards or
/// formatting). A representable draws it as the SwiftUI text field iOS draws with the same UIKit
/// view: the text, or the placeholder in the placeholder colour, with the rounded border when
/// `borderStyle` is `.roundedRect` (`UIKitViewDrawing`). Nothing is edited in a render.
@preconcurrency @MainActor
open class UITextField: UIControl, _TextInputTraitsHolder {
    /// The field's border.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view (the clear button, `leftView`, `rightView`) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open override class func appearance() -> Self { appearanceProxy(UITextField(frame: .zero)) }

    /// Why editing ended (`textFieldDidEndEditing(_:reason:)`).
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// The text; setting it puts the caret at its end.
    open var text: String? { didSet { storedSelection = nil } }
    /// The selection code set since the text last changed.
    private var storedSelection: NSRange?
    /// The text and selection `UITextInput` and key input edit.
    public var _editableText: _EditableText {
        get { _EditableText(text: text ?? "", selection: storedSelection) }
        set { text = newValue.text; storedSelection = newValue.selection }
    }
    /// The text with attributes; setting it sets `text` (the attributes are not drawn).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var placeholder: String?
    /// The placeholder with attributes; setting it sets `placeholder` (the attributes are not drawn).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The body style of the system font unless set (UIKit's `font` documentation).
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
    open var textColor: UIColor? = UIColor.label
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
    open var isSecureTextEntry = false
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    public var _inputTraits = _TextInputTraitValues()
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var isEditing: Bool { false }
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open weak var delegate: UITextFieldDelegate?

    // Key input (`UIKeyInput`): what the keyboard calls, at the selection.
    open var hasText: Bool { !(text ?? "").isEmpty }
    open func insertText(_ text: String) { _editableText.insert(text) }
    open func deleteBackward() { _editableText.deleteBackward() }
}

/// What a text field tells its delegate; every method is optional and none is called in a render.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
