import Foundation
import MockupUI

/// UIKit's page view controller: one page (a view controller) at a time, its neighbours asked of
/// the data source as the user swipes. A representable making one draws the current page (the
/// first of `viewControllers`) as a container draws a child, with UIKit's page dots over its
/// bottom when the data source gives a presentation count; the representable shows its placeholder
/// when the page cannot be drawn or the class is a subclass. Swiping never happens in a render.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change: curling over (like a book) or scrolling.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// The axis pages move along.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Which way a page change goes.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Where a page-curl spine sits.
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }

    /// Options given at creation: the spine location and the space between scrolled pages.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// The spine of a page-curl controller: at the leading edge unless the options say otherwise.
    public let spineLocation: SpineLocation
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown: the ones last set.
    open private(set) var viewControllers: [UIViewController]?
    open var isDoubleSided = false
    /// The swipe and tap recognizers (none: a render takes no touches).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? SpineLocation)
            ?? (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : spine ?? .min
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    /// Shows `viewControllers` (one page, or two for a double-sided mid spine) and calls
    /// `completion` with true; a programmatic change tells the delegate nothing, as in UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers
        viewControllers?.forEach { addChild($0) }
        completion?(true)
    }
}

extension UIPageViewController: _UIKitDrawnAtRest {
    public var _drawingAtRest: AnyView? {
        guard type(of: self) == UIPageViewController.self, let page = viewControllers?.first,
              let drawing = page.drawingAsChild else { return nil }
        let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        guard count > 0 else { return AnyView(drawing.frame(maxWidth: .infinity, maxHeight: .infinity)) }
        let index = dataSource?.presentationIndex(for: self) ?? 0
        return AnyView(ZStack(alignment: .bottom) {
            drawing.frame(maxWidth: .infinity, maxHeight: .infinity)
            PageIndicatorDots(count: count, current: index, tints: ControlAppearanceStore.pageControl)
                .padding(.bottom, PageIndicatorDots.bottomPadding)
        })
    }
}

/// What a page view controller asks for the pages around the current one, and the page dots'
/// count and position (no dots unless both are given, as in UIKit).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page dots.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells about page changes the user makes (none in a render).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
