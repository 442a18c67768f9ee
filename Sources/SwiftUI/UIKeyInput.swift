import Foundation

/// A responder that takes typed text (UIKit's `UIKeyInput`): the keyboard inserts text and deletes
/// backwards through it. A render has no keyboard, so UIKit never calls these; code may call them
/// itself, and text fields and views edit their text at its end (a render has no insertion point
/// elsewhere).
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

extension UITextField: UIKeyInput {}
extension UITextView: UIKeyInput {}

/// What the keyboard's keys do to a responder's text, at its end (shared by text fields and views).
enum TypedText {
    static func inserting(_ typed: String, into text: String?) -> String { (text ?? "") + typed }

    /// The text less its last character; nil when there is nothing to delete.
    static func deletingBackward(from text: String?) -> String? {
        guard var text, !text.isEmpty else { return nil }
        text.removeLast()
        return text
    }
}
