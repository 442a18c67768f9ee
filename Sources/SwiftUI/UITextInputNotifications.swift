import Foundation

// The notifications text fields and text views post as they are edited, with UIKit's names; a
// render edits nothing, so none is ever posted (observers compile and wait).

extension UITextField {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// The `userInfo` key of why editing ended.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}

extension UITextView {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}
