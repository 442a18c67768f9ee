import Foundation

/// A keyboard the person has enabled (`UITextInputMode`): a render's device has the one English
/// keyboard and the emoji keyboard an iPhone starts with, the English one current.
@preconcurrency @MainActor
open class UITextInputMode: NSObjectProtocol {
    /// The keyboard's language as a BCP 47 tag (`en-US`), or `emoji` for the emoji keyboard.
    public let primaryLanguage: String?

    init(primaryLanguage: String?) { self.primaryLanguage = primaryLanguage }

    /// The enabled keyboards, the current one first.
    public static let activeInputModes = [UITextInputMode(primaryLanguage: "en-US"), UITextInputMode(primaryLanguage: "emoji")]

    /// Posted when the current keyboard changes: never in a render.
    public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")

    public nonisolated func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    public nonisolated var hash: Int { ObjectIdentifier(self).hashValue }
    public nonisolated func `self`() -> Self { self }
    public nonisolated func isProxy() -> Bool { false }
    public nonisolated var description: String { "<UITextInputMode: \(primaryLanguage ?? "none")>" }
}
