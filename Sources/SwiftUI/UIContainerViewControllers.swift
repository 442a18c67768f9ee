import Foundation
import MockupUI

/// The status bar's text colour a view controller asks for (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }
/// How the status bar animates a change of visibility.
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

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

/// UIKit's tab bar controller: its tabs' controllers, the selection, and iPhone's More navigation
/// controller for the tabs past the fourth when there are more than five. A representable making
/// one draws it (`UITabBarControllerDrawing`); the controller under a SwiftUI `TabView` is never
/// drawn, SwiftUI's own bar is.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The tabs' root controllers, in bar order; setting them makes all of them customizable.
    open var viewControllers: [UIViewController]? {
        didSet {
            viewControllers?.forEach { addChild($0) }
            customizableViewControllers = viewControllers
        }
    }
    /// The controllers a person may rearrange from the More list's Edit button; nil or empty: none
    /// (and no Edit button).
    open var customizableViewControllers: [UIViewController]?
    /// The navigation controller of the More list (never in `viewControllers`).
    public private(set) lazy var moreNavigationController: UINavigationController = {
        let list = UIViewController()
        list.title = "More"
        return UINavigationController(rootViewController: list)
    }()
    private var selectedTab = 0
    private var selectsMoreList = false
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The controller's bar; its appearance and `isHidden` are those of every tab bar
    /// (`UITabBar.appearance()`), as SwiftUI's `TabView` bar is the one a render draws.
    public var tabBar: UITabBar { UITabBar.appearance() }

    /// The index of the selected tab in `viewControllers`; `NSNotFound` while the More list itself
    /// is selected.
    open var selectedIndex: Int {
        get { selectsMoreList ? NSNotFound : selectedTab }
        set { selectedTab = newValue; selectsMoreList = false }
    }

    /// The selected tab's controller (one behind More too), or `moreNavigationController`.
    open var selectedViewController: UIViewController? {
        get {
            if selectsMoreList { return moreNavigationController }
            return viewControllers.flatMap { selectedTab < $0.count ? $0[selectedTab] : nil }
        }
        set {
            if newValue === moreNavigationController {
                selectsMoreList = true
            } else if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) {
                selectedIndex = index
            }
        }
    }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}
