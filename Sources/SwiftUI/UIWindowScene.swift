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
    /// The scene's delegate (a render connects no scene, so it is never called).
    public var delegate: (any UISceneDelegate)?
    /// The scene's session: the application role, the default configuration.
    public private(set) lazy var session = UISceneSession(scene: self)

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
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The traits the scene sets for its windows (iOS 17): an app's theme trait, a forced style.
    public var traitOverrides: any UITraitOverrides = TraitValues()
}

/// The render's window: `UIScreen.main`'s bounds with its safe area (status bar and home indicator
/// of the iPhone 16, docs/DEVICES.md). Apps may make more (an overlay window for toasts, often a
/// subclass that overrides `hitTest`); a render draws only its SwiftUI content.
@preconcurrency @MainActor
open class UIWindow: UIView {
    open override class func appearance() -> Self { appearanceProxy(UIWindow(frame: .zero)) }
    /// A window's stacking level.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)
        public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
        public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
    }

    open weak var windowScene: UIWindowScene?
    public private(set) var isKeyWindow: Bool
    open var rootViewController: UIViewController?
    open var windowLevel = Level.normal
    /// The screen the window shows on: the render's.
    open var screen: UIScreen { windowScene?.screen ?? UIScreen.main }

    init(scene: UIWindowScene) {
        windowScene = scene
        isKeyWindow = true
        super.init(frame: UIScreen.main.bounds)
    }

    /// A window in `windowScene`, the size of its screen.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        isKeyWindow = false
        super.init(frame: UIScreen.main.bounds)
    }

    public override init(frame: CGRect) {
        isKeyWindow = false
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Makes the window key and shows it; a render shows only its first window.
    open func makeKeyAndVisible() { isHidden = false }
    open func makeKey() {}

    /// The safe area: 59 pt at the top (status bar), 34 at the bottom (home indicator).
    open override var safeAreaInsets: UIEdgeInsets {
        let insets = DeviceProfile.iPhone16.safeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
}

extension UIView {
    /// The window the view is in: the `UIWindow` at the top of its superviews (or the view itself),
    /// nil while it is in none — as a representable's view is when SwiftUI makes and updates it.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
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
