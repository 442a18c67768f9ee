import Foundation
import MockupUI

/// The app object: a render has no other apps, so opening URLs does nothing.
@preconcurrency @MainActor
public final class UIApplication {
    public static let shared = UIApplication()
    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    private init() {}

    /// Opening a URL is ignored; `completion` is told it did not open.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// Sends `action` to `target`, or to the first responder when `target` is nil (the
    /// `resignFirstResponder` idiom that dismisses the keyboard). A render has no first responder
    /// and runs no actions, so nothing handles it: false.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false
}
