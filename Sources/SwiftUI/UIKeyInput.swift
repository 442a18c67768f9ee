import Foundation

/// A responder that takes typed text (UIKit's `UIKeyInput`): the keyboard inserts text and deletes
/// backwards through it. A render has no keyboard, so UIKit never calls these; code may call them
/// itself, and text fields and views edit their text at the selection (`UITextInput`).
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

extension UITextField: _EditableTextInput {}
extension UITextView: _EditableTextInput {}
