import Foundation

/// A bar button: a system item, a title or image, a menu or a custom view, as UIKit's
/// `UIBarButtonItem`. Held by navigation items; a render draws SwiftUI's own bars.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    open override class func appearance() -> Self { appearanceProxy(UIBarButtonItem()) }
    /// A bar button's look.
    public enum Style: Int, Sendable { case plain, bordered, done }
    /// The system's bar buttons.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var style = Style.plain
    open var tintColor: UIColor?
    open var width: CGFloat = 0
    open var customView: UIView?
    open var menu: UIMenu?
    open var primaryAction: UIAction?
    open var isSelected = false
    open var isHidden = false
    public let systemItem: SystemItem?

    public override init() { systemItem = nil }
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
    }
    public init(customView: UIView) {
        systemItem = nil
        self.customView = customView
    }
    public convenience init(image: UIImage?, menu: UIMenu?) { self.init(title: nil, image: image, primaryAction: nil, menu: menu) }
    /// Target-action items: the action is never sent in a render.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, image: nil)
        self.style = style
    }
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image)
        self.style = style
    }
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
    }

    /// A flexible space between items.
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
    /// A fixed space `width` points wide.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
}

/// What a view controller shows in a navigation bar, as UIKit's `UINavigationItem`. Held by the
/// controller (`UIViewController.navigationItem`); a render draws SwiftUI's own navigation bar.
@preconcurrency @MainActor
open class UINavigationItem {
    /// When the item's title is large.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// Where the search bar sits (iOS 16).
    public enum SearchBarPlacement: Int, Sendable { case automatic, inline, stacked }
    /// The navigation style of the item (iOS 16).
    public enum ItemStyle: Int, Sendable { case navigator, browser, editor }

    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic
    open var style = ItemStyle.navigator
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?

    public init(title: String) { self.title = title }
    init() {}

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
