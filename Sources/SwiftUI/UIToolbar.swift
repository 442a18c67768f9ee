import Foundation

/// UIKit's toolbar, for the toolbars of representables and its appearance proxy. Its settings are
/// held; SwiftUI's bottom bar (`ToolbarItem(placement: .bottomBar)`) draws in the system style.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    open override class func appearance() -> Self { appearanceProxy(UIToolbar(frame: .zero)) }

    open var items: [UIBarButtonItem]?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var barStyle = UIBarStyle.default
    open var standardAppearance = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

/// A toolbar's appearance (iOS 13): the bar's background and its buttons' styles.
@preconcurrency @MainActor
public final class UIToolbarAppearance: UIBarAppearance {
    public var buttonAppearance = UIBarButtonItemAppearance()
    public var doneButtonAppearance = UIBarButtonItemAppearance()
    public required init() { super.init() }
}

/// A bar's overall style, from before bar appearances.
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

/// The bar size an image is set for: iPhone portrait (`.default`), landscape (`.compact`), and each
/// with a prompt.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt = 101, compactPrompt }
