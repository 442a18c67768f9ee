import Foundation
import MockupUI

/// The status bar's text colour a view controller asks for (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }

/// UIKit's navigation controller: a stack of view controllers, as apps reach it from SwiftUI (the
/// controller under a `NavigationStack`, or one a representable makes). It keeps its stack; a
/// render draws SwiftUI's own navigation bar, never this controller.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet { viewControllers.forEach { addChild($0) } }
    }
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { viewControllers.last }
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false
    /// The controller's bar: its items are the controllers' navigation items.
    public private(set) lazy var navigationBar = UINavigationBar(navigationController: self)
    /// The back-swipe recognizer (never recognises in a render).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer()

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { return nil }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// UIKit's tab bar controller, as apps reach it from SwiftUI (the controller under a `TabView`). It
/// keeps its controllers and selection; a render draws SwiftUI's own tab bar.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet { viewControllers?.forEach { addChild($0) } }
    }
    open var selectedIndex = 0
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The controller's bar; its appearance and `isHidden` are those of every tab bar
    /// (`UITabBar.appearance()`), as SwiftUI's `TabView` bar is the one a render draws.
    public var tabBar: UITabBar { UITabBar.appearance() }
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { selectedIndex < $0.count ? $0[selectedIndex] : nil } }
        set { if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}
