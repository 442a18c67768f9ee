import Foundation

/// The keyboard and text-editing behaviour a text input asks for, as UIKit's `UITextInputTraits`.
/// No keyboard shows in a still, so none of these change what is drawn; `UITextField` and
/// `UITextView` hold them for the code that sets and reads them.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var inlinePredictionType: UITextInlinePredictionType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

/// The traits `UITextField` and `UITextView` hold beyond their own keyboard type, return key,
/// capitalization and secure entry, kept together (not Apple API, hence the underscore).
public struct _TextInputTraitValues: Sendable {
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var smartQuotesType = UITextSmartQuotesType.default
    var smartDashesType = UITextSmartDashesType.default
    var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    var inlinePredictionType = UITextInlinePredictionType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    var enablesReturnKeyAutomatically = false
    var textContentType: UITextContentType?
    public init() {}
}

/// A text input that holds its traits in one `_TextInputTraitValues` (not Apple API).
@preconcurrency @MainActor
public protocol _TextInputTraitsHolder: UITextInputTraits {
    var _inputTraits: _TextInputTraitValues { get set }
}

extension _TextInputTraitsHolder {
    public var autocorrectionType: UITextAutocorrectionType {
        get { _inputTraits.autocorrectionType } set { _inputTraits.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { _inputTraits.spellCheckingType } set { _inputTraits.spellCheckingType = newValue }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { _inputTraits.smartQuotesType } set { _inputTraits.smartQuotesType = newValue }
    }
    public var smartDashesType: UITextSmartDashesType {
        get { _inputTraits.smartDashesType } set { _inputTraits.smartDashesType = newValue }
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { _inputTraits.smartInsertDeleteType } set { _inputTraits.smartInsertDeleteType = newValue }
    }
    public var inlinePredictionType: UITextInlinePredictionType {
        get { _inputTraits.inlinePredictionType } set { _inputTraits.inlinePredictionType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { _inputTraits.keyboardAppearance } set { _inputTraits.keyboardAppearance = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { _inputTraits.enablesReturnKeyAutomatically } set { _inputTraits.enablesReturnKeyAutomatically = newValue }
    }
    public var textContentType: UITextContentType! {
        get { _inputTraits.textContentType } set { _inputTraits.textContentType = newValue }
    }
}

public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }
public enum UITextInlinePredictionType: Int, Sendable { case `default`, no, yes }

/// The keyboard's look: light or dark (`.alert` is the dark one's old name).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}
