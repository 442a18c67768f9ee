import Foundation
import MockupUI

/// A scene's saved session (UIKit's `UISceneSession`): the render's one window scene's, whose
/// configuration is the default one (`UISceneConfiguration`).
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Content mirrored to an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    /// The scene of the session: the render's window scene.
    public weak var scene: UIScene?
    public let configuration: UISceneConfiguration
    /// The session's identifier, the same in every render (deterministic output).
    public let persistentIdentifier: String
    public var userInfo: [String: Any]?
    public var stateRestorationActivity: NSUserActivity?

    init(scene: UIScene, role: Role = .windowApplication) {
        self.scene = scene
        self.role = role
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        persistentIdentifier = "RenderSceneSession"
    }

    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a scene is made (UIKit's `UISceneConfiguration`): its name, role, and the classes of the
/// scene and its delegate. A render makes no scenes from it (its one window scene exists already).
@preconcurrency @MainActor
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    public var sceneClass: AnyClass?
    public var delegateClass: AnyClass?
    /// The storyboard the scene's first view controller comes from.
    public var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension UIScene {
    /// What a scene is connected with (UIKit's `UIScene.ConnectionOptions`): a render's scene is
    /// launched plainly, with no URL, activity, shortcut or notification.
    @preconcurrency @MainActor
    public final class ConnectionOptions {
        public var urlContexts: Set<UIOpenURLContext> { [] }
        public var sourceApplication: String? { nil }
        public var handoffUserActivityType: String? { nil }
        public var userActivities: Set<NSUserActivity> { [] }
        /// The Home Screen quick action that launched the scene: none.
        public var shortcutItem: UIApplicationShortcutItem? { nil }
        /// The notification the user answered to launch the scene: none.
        public var notificationResponse: UNNotificationResponse? { nil }
        init() {}
    }
}

/// A URL the app was asked to open, with how (UIKit's `UIOpenURLContext`).
@preconcurrency @MainActor
public final class UIOpenURLContext: Hashable {
    public let url: URL
    init(url: URL) { self.url = url }

    public nonisolated static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene's delegate (UIKit's `UISceneDelegate`); every method is optional and none is called in
/// a render, which connects no scene.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`), which may keep the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
