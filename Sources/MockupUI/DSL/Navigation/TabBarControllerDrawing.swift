/// What the UIKit module draws for a `UITabBarController` (not Apple API, hence the underscore):
/// its tabs' content and `tabBarItem`s in the tab view's bar, with iPhone's More item and list.
public struct _TabBarControllerDrawing: View, PrimitiveView {
    public typealias Body = Never
    let tabs: [(content: AnyView, item: TabBarContent.Item)]
    let selectedIndex: Int?
    let moreListIsEditable: Bool

    /// `selectedIndex` nil: the More list is selected (`moreNavigationController`).
    public init(tabs: [(content: AnyView, item: TabBarContent.Item)], selectedIndex: Int?, moreListIsEditable: Bool) {
        self.tabs = tabs; self.selectedIndex = selectedIndex; self.moreListIsEditable = moreListIsEditable
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        TabBarResolution(tabs: tabs.map { TabChild(view: $0.content, uiKitItem: $0.item) },
                         selection: selectedIndex.map { .tab($0) } ?? .moreList,
                         moreListIsEditable: moreListIsEditable).resolve(in: environment)
    }
}
