/// iPhone's More tab (docs/CONTROLS.md, "Tabs"): in compact width a tab bar shows at most five
/// items; with more tabs it shows the first four and the system More item, and the rest are rows
/// of the More list. In regular width (iPad) every tab keeps its item.
struct TabBarOverflow: Equatable {
    /// The most items a compact-width tab bar shows.
    static let maximumItems = 5

    /// The tabs with an item in the bar, in order (indices into the tab list).
    let shown: [Int]
    /// The tabs listed by the More screen instead, in order; empty when there is no More item.
    let overflow: [Int]

    /// Splits `barTabs` (the tabs the bar would show, in order) for a bar in `sizeClass`.
    init(barTabs: [Int], sizeClass: UserInterfaceSizeClass?) {
        guard sizeClass != .regular, barTabs.count > Self.maximumItems else {
            shown = barTabs; overflow = []
            return
        }
        shown = Array(barTabs.prefix(Self.maximumItems - 1))
        overflow = Array(barTabs.dropFirst(Self.maximumItems - 1))
    }

    var hasMoreItem: Bool { !overflow.isEmpty }

    /// UIKit's `UITabBarItem.SystemItem.more`: "More" over three dots (SF Symbols' `ellipsis`),
    /// drawn as given (it has no filled form).
    static let moreItem = TabBarContent.Item(title: "More", systemImage: "ellipsis")
}

/// What a tab view shows: one of its tabs, or (UIKit's `moreNavigationController` selected) the
/// More list.
enum TabViewSelection: Equatable {
    case tab(Int)
    case moreList
}
