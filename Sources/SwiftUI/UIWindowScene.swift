import Foundation
import MockupUI

/// Insets from each edge, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A scene of the app, as UIKit's `UIScene`: a render has one, a foreground-active window scene.
@preconcurrency @MainActor
open class UIScene: Hashable {
    /// Where the scene is in its lifecycle.
    public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }
    public let activationState = ActivationState.foregroundActive
    public var title: String?

    init() {}

    public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The render's window scene: one key window the size of `UIScreen.main`.
@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
    public let screen = UIScreen.main
    public private(set) lazy var windows: [UIWindow] = [UIWindow(scene: self)]
    public var keyWindow: UIWindow? { windows.first }
    public var interfaceOrientation: UIDeviceOrientation { .portrait }
}

/// The render's window: `UIScreen.main`'s bounds with its safe area (status bar and home indicator
/// of the iPhone 16, docs/DEVICES.md).
@preconcurrency @MainActor
public final class UIWindow: UIView {
    public private(set) weak var windowScene: UIWindowScene?
    public let isKeyWindow = true
    public var rootViewController: AnyObject?

    init(scene: UIWindowScene) {
        windowScene = scene
        super.init(frame: UIScreen.main.bounds)
    }

    public required init?(coder: NSCoder) { super.init(frame: UIScreen.main.bounds) }

    /// The safe area: 59 pt at the top (status bar), 34 at the bottom (home indicator).
    public var safeAreaInsets: UIEdgeInsets {
        let insets = DeviceProfile.iPhone16.safeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
}

extension UIApplication {
    /// The app's scenes: the render's one window scene.
    public var connectedScenes: Set<UIScene> { [RenderWindowScene.shared] }
    /// The app's windows (deprecated in iOS 15 for the scene's).
    public var windows: [UIWindow] { RenderWindowScene.shared.windows }
    /// The key window (deprecated in iOS 13 for the scene's).
    public var keyWindow: UIWindow? { RenderWindowScene.shared.keyWindow }
}

/// The one window scene a render has.
@MainActor
private enum RenderWindowScene {
    static let shared = UIWindowScene()
}
