import Foundation
import MockupUI

/// The app object, a responder as in UIKit (`UIApplication.keyboardWillShowNotification` names
/// `UIResponder`'s): a render has no other apps, so opening URLs does nothing.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    public static let shared = UIApplication()
    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    private override init() {}

    /// The app delegate: none, as a render creates no delegate (see `UIApplicationDelegateAdaptor`).
    public weak var delegate: (any UIApplicationDelegate)?

    /// Opening a URL is ignored; `completion` is told it did not open.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// UIKit's pre-iOS 10 form of `open(_:options:completionHandler:)`: not opened.
    @available(*, deprecated, renamed: "open(_:options:completionHandler:)")
    public func openURL(_ url: URL) -> Bool { false }
    /// Sends `action` to `target`, or to the first responder when `target` is nil (the
    /// `resignFirstResponder` idiom that dismisses the keyboard). A render has no first responder
    /// and runs no actions, so nothing handles it: false.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false
    /// The Home Screen quick actions the app set (shown by nothing in a render).
    public var shortcutItems: [UIApplicationShortcutItem]?
    public var applicationSupportsShakeToEdit = true

    /// Whether the app is in the foreground: a render's app is always active.
    public enum State: Int, Sendable { case active, inactive, background }
    public var applicationState: State { .active }
    /// The interface orientation (deprecated in iOS 13 for the window scene's): portrait, as renders are.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// The app-wide status bar style (deprecated in iOS 9 for view controllers'): held; the status bar
    /// is drawn from the content under it (docs/DEVICES.md).
    public var statusBarStyle = UIStatusBarStyle.default
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) { self.statusBarStyle = statusBarStyle }
    public var isStatusBarHidden = false
    /// The app's layout direction: left to right, as a render's locale is en_US.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    public var supportsMultipleScenes: Bool { false }
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
    public var isProtectedDataAvailable: Bool { true }

    /// Remote notifications: a render registers with no push service, so it never becomes registered.
    public func registerForRemoteNotifications() {}
    public func unregisterForRemoteNotifications() {}
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// Background time: a render is never backgrounded, so a task ends with the render; the
    /// expiration handler never runs.
    public func beginBackgroundTask(withName taskName: String? = nil,
                                    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        nextBackgroundTask += 1
        return UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
    }
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    private var nextBackgroundTask = 0
}

/// A task the app asked background time for.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The horizontal direction of an app's or a view's layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// How a view's content behaves in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
