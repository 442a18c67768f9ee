import Foundation
import MockupUI

/// A tab's item in a tab bar (UIKit's `UITabBarItem`): a title, an image and a selected image, a
/// badge, or one of the system items (whose title and image cannot be changed).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    open override class func appearance() -> Self { appearanceProxy(UITabBarItem()) }
    /// UIKit's system tab bar items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    /// The system item this item is, if made by `init(tabBarSystemItem:tag:)`.
    let systemItem: SystemItem?
    private var ownTitle: String?
    private var ownImage: UIImage?

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var titlePositionAdjustment = UIOffset.zero
    /// The appearances of the bar while this item is selected (kept; the bar draws `UITabBar`'s).
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { systemItem = nil }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title; self.image = image; self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title; self.image = image; self.selectedImage = selectedImage
    }

    /// A system item: its title and image are the system's.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    /// The title; a system item's is the system's, whatever is set.
    open override var title: String? {
        get { systemItem?.title ?? ownTitle }
        set { ownTitle = newValue }
    }

    /// The image; a system item's is the system's symbol, whatever is set.
    open override var image: UIImage? {
        get { systemItem.map { UIImage(systemName: $0.symbolName) } ?? ownImage }
        set { ownImage = newValue }
    }

    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }

    /// The item as a tab view's bar draws it: images as given (UIKit does not fill them).
    var drawnItem: TabBarContent.Item {
        TabBarContent.Item(title: title ?? "", systemImage: image?.systemSymbolName,
                           selectedSystemImage: selectedImage?.systemSymbolName, badge: badgeValue)
    }
}

extension UITabBarItem.SystemItem {
    /// The item's title, as UIKit names it.
    var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

    /// The SF Symbol drawn for it: More's three dots; the others Mockup's choice
    /// (docs/CONTROLS.md, "Tabs").
    var symbolName: String {
        switch self {
        case .more: "ellipsis"
        case .favorites, .featured, .topRated: "star.fill"
        case .recents, .history, .mostRecent: "clock.fill"
        case .contacts: "person.crop.circle.fill"
        case .bookmarks: "book.fill"
        case .search: "magnifyingglass"
        case .downloads: "arrow.down.circle.fill"
        case .mostViewed: "list.number"
        }
    }
}

extension UIImage {
    /// The SF Symbol name of an image made by `init(systemName:)`.
    var systemSymbolName: String? {
        if case .systemName(let name) = source { return name }
        return nil
    }
}
