/// How a tab view (SwiftUI's `TabView`, UIKit's `UITabBarController`) resolves: the selected
/// tab's content and the bar of the tabs it shows. In compact width, with more than five tabs in
/// the bar, the bar shows four and More (`TabBarOverflow`); a selected tab behind More is drawn
/// pushed from the More list, and the More list itself when UIKit selects it.
@MainActor
struct TabBarResolution {
    let tabs: [TabChild]
    let selection: TabViewSelection
    /// Whether the More list has an Edit button (UIKit's `customizableViewControllers` not empty).
    var moreListIsEditable = true

    func resolve(in environment: EnvironmentValues) -> [ViewNode] {
        let notes = tabs.flatMap(\.renderNotes)
        return resolveBar(in: environment).map { node in
            notes.reduce(node) { .unsupported(feature: $1, child: $0) }
        }
    }

    /// The selected tab's content and the bar of the tabs it shows.
    private func resolveBar(in environment: EnvironmentValues) -> [ViewNode] {
        let customization = environment.controls.tabViewCustomization
        let overflow = TabBarOverflow(barTabs: tabs.indices.filter { tabs[$0].showsInTabBar(customization: customization) },
                                      sizeClass: environment.horizontalSizeClass)
        let items = overflow.shown.map { tabs[$0].item(in: environment) }
            + (overflow.hasMoreItem ? [TabBarOverflow.moreItem] : [])
        let shownTab = shownSelection(overflow)
        // A hidden tab may be selected: then the bar tints no item.
        let selectedItem: Int = switch shownTab {
        case .tab(let index): overflow.shown.firstIndex(of: index) ?? (overflow.overflow.contains(index) ? items.count - 1 : -1)
        case .moreList: items.count - 1
        }
        // The selected tab is resolved first: its init and onAppear may set the bar's appearance,
        // and its views may ask for the bar's background, scheme and visibility (`TabBarPreferences`).
        let scrollViews = RenderContext.current?.verticalScrollViews ?? 0
        let (selectedContent, preferences) = TabBarPreferences.gather {
            tabs.isEmpty ? ViewNode.empty : resolveSingleNode(content(shownTab, overflow: overflow, in: environment),
                                                              in: environment.with { $0.isTabRoot = true })
        }
        if preferences.visibility == .hidden || BarAppearanceStore.isHidden(.tabBar) {
            return [ViewNode(BarlessTabViewNode(content: selectedContent))]
        }
        // A vertical scroll view may run on under the bar: then the layout chooses between the
        // standard and the scroll-edge look by where its content ends.
        let scrolls = (RenderContext.current?.verticalScrollViews ?? 0) > scrollViews
        let barEnvironment = {
            var barEnvironment = environment
            if let scheme = preferences.colorScheme { barEnvironment.colorScheme = scheme }
            return barEnvironment
        }()
        func bar(standard: Bool) -> TabBarContent {
            let appearance = preferences.backgroundVisibility == .hidden ? BarAppearanceStore.transparent
                : BarAppearanceStore.appearance(of: .tabBar, contentScrollsUnderBar: standard)
            var bar = TabBarContent(
                items: items, selectedIndex: tabs.isEmpty ? 0 : selectedItem,
                selectedContent: selectedContent,
                tint: barEnvironment.resolvedTint(),
                barBackground: appearance?.background?.rgba(in: barEnvironment),
                barShadow: BarAppearanceStore.clipsToBounds(.tabBar) ? .clear : appearance?.shadow?.rgba(in: barEnvironment),
                barBlursBackdrop: appearance?.blursBackdrop ?? true,
                barFill: standard ? preferences.background.map { resolveSingleNode(Rectangle().fill($0), in: barEnvironment) } : nil,
                colorSchemeIsDark: barEnvironment.colorScheme == .dark)
            bar.barUnderlay = BarAppearanceStore.viewBackground(of: .tabBar)?.rgba(in: barEnvironment)
            let itemColors = BarAppearanceStore.tabItemColors(standard: standard)
            bar.selectedItemColors = itemColors.selected.resolve(in: barEnvironment)
            bar.unselectedItemColors = itemColors.normal.resolve(in: barEnvironment)
            return bar
        }
        switch preferences.backgroundVisibility {
        case .visible: return [.tabView(bar(standard: true))]
        case .automatic where scrolls: return [.tabView(bar(standard: true), scrollEdge: bar(standard: false))]
        default: return [.tabView(bar(standard: false))]
        }
    }

    /// The selection as the bar can show it: the More list only while there is a More item (else,
    /// as UIKit ignores selecting it, the first tab).
    private func shownSelection(_ overflow: TabBarOverflow) -> TabViewSelection {
        selection == .moreList && !overflow.hasMoreItem ? .tab(0) : selection
    }

    /// What the tab view shows above the bar: a tab, a tab pushed from the More list, or the list.
    private func content(_ selection: TabViewSelection, overflow: TabBarOverflow, in environment: EnvironmentValues) -> any View {
        switch selection {
        case .tab(let index) where overflow.overflow.contains(index):
            return PushedRoot(backTitle: TabBarOverflow.moreItem.title, content: tabs[index].view)
        case .tab(let index):
            return tabs[index].view
        case .moreList:
            return MoreList(rows: overflow.overflow.map { tabs[$0].item(in: environment) }, isEditable: moreListIsEditable)
        }
    }
}
