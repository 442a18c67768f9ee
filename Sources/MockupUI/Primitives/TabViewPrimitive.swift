import MockupText

extension NodeKind { public static let tabView = NodeKind("tabView") }

/// A `TabView`: the selected tab's content above the system tab bar; with `scrollEdgeTab`, the bar
/// as `tab` shows it while content runs under it and as `scrollEdgeTab` otherwise (`TabViewLayout`).
struct TabViewNode: ViewPrimitive {
    let tab: TabBarContent
    let scrollEdgeTab: TabBarContent?

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let content = ViewNode.sizingContainer(
            child: .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity), child: tab.selectedContent))
        let bars = [tab] + (scrollEdgeTab.map { [$0] } ?? [])
        return LayoutBox(kind: .tabView, behavior: TabViewLayout(barHeight: TabBarComposer.barHeight),
                         children: [builder.build(content, stackAxis: nil)]
                            + bars.map { builder.build(TabBarComposer.bar($0), stackAxis: nil) },
                         spacing: SpacingPreferences())
    }
}

/// A `TabView` whose bar is hidden (`.toolbar(.hidden, for: .tabBar)`, `UITabBar.appearance().isHidden`,
/// as apps that draw their own tab bar do): still a tab view filling its space, its selected tab's
/// content in the safe area down to the home indicator.
struct BarlessTabViewNode: ViewPrimitive {
    let content: ViewNode

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let filling = ViewNode.sizingContainer(
            child: .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity), child: content))
        return LayoutBox(kind: .tabView, behavior: TabViewLayout(barHeight: 0),
                         children: [builder.build(filling, stackAxis: nil), builder.build(.empty, stackAxis: nil)],
                         spacing: SpacingPreferences())
    }
}

extension ViewNode {
    /// A `TabView` whose bar looks like `tab`, or, with `scrollEdge`, like `tab` only while
    /// scroll content runs under the bar and like `scrollEdge` otherwise.
    public static func tabView(_ tab: TabBarContent, scrollEdge: TabBarContent? = nil) -> ViewNode {
        ViewNode(TabViewNode(tab: tab, scrollEdgeTab: scrollEdge))
    }
}

/// Tabs with a system tab bar. A static render shows the selected tab (the first, or the one whose
/// `.tag` or `Tab` value equals the selection) and a bar with the item of every tab the bar shows:
/// views with `.tabItem` (iOS 13's form) or `Tab`s built by a `TabContentBuilder` (iOS 18's), the
/// tabs of a `TabSection` in order; on iPhone, four of them and More when there are more than five
/// (`TabBarResolution`).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }

    /// Tabs whose values are of the selection's type.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.selection = selection; self.content = TabContentBuilder.Content(content: content())
    }

    /// Tabs without values: the first is selected.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
        where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        selection = nil; self.content = TabContentBuilder.Content(content: content())
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let tabs = (content as? any TabContentView)?.tabChildren(in: environment)
            ?? flattenedViews(content, in: environment).map { TabChild($0) }
        let selected = selection.flatMap { binding in
            tabs.firstIndex { $0.tag.map { AnyHashable(binding.wrappedValue) == $0 } ?? false }
        } ?? 0
        if let paging = environment.controls.pageTabStyle {
            return MockupUI.resolveNodes(PagedTabDrawing(pages: tabs.map(\.view), selected: selected, style: paging),
                                         in: environment)
        }
        return TabBarResolution(tabs: tabs, selection: .tab(selected)).resolve(in: environment)
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension BarAppearanceStore.TabItemColors {
    /// These colours in `environment`'s scheme.
    func resolve(in environment: EnvironmentValues) -> TabBarContent.ItemColors {
        TabBarContent.ItemColors(icon: icon?.rgba(in: environment), title: title?.rgba(in: environment))
    }
}

/// One tab: its view, and its item's label, selection tag and badge — found on a view as
/// `.tabItem`, `.tag` and `.badge`, or given by a `Tab` and the tab content modifiers on it.
@MainActor
struct TabChild {
    let view: any View
    let label: (any View)?
    let tag: AnyHashable?
    var badge: Text?
    /// `hidden()` or `tabPlacement(.sidebarOnly)`: the tab bar leaves this tab out, whatever the
    /// customization; it can still be the selected tab.
    var isHidden = false
    /// The tab bar visibility `defaultVisibility(_:for:)` gives this tab before any customization.
    var defaultTabBarVisibility = Visibility.automatic
    /// The identifier a `TabViewCustomization` knows this tab by (`customizationID(_:)`).
    var customizationID: String?
    /// What a still cannot show about this tab (a presented popover, a disabled tab).
    var renderNotes: [String] = []
    /// The item as UIKit gives it (a view controller's `tabBarItem`), instead of a label's.
    var uiKitItem: TabBarContent.Item?

    init(_ view: any View) {
        self.view = view
        label = (view as? any TabMetadataCarrier)?.tabItemLabel
        tag = (view as? any TabMetadataCarrier)?.tabTag
        badge = (view as? any TabMetadataCarrier)?.tabBadge
    }

    init(view: any View, label: any View, tag: AnyHashable?) {
        self.view = view; self.label = label; self.tag = tag
    }

    init(view: any View, uiKitItem: TabBarContent.Item) {
        self.view = view; label = nil; tag = nil; self.uiKitItem = uiKitItem
    }

    /// Whether the tab bar shows this tab: not hidden, and visible by `customization` (what a
    /// person chose) or else by default.
    func showsInTabBar(customization: TabViewCustomization?) -> Bool {
        guard !isHidden else { return false }
        let chosen = customizationID.flatMap { customization?.tabs[$0]?.tabBarVisibility } ?? .automatic
        return (chosen == .automatic ? defaultTabBarVisibility : chosen) != .hidden
    }

    /// The bar item: the first text and the first image (a symbol, else a bitmap) of the `.tabItem`
    /// label, resolved in the tab bar's symbol variants, and the badge.
    func item(in environment: EnvironmentValues) -> TabBarContent.Item {
        if let uiKitItem { return uiKitItem }
        let badge = self.badge.flatMap { resolveSingleNode($0, in: environment).firstText }
        guard let label else { return TabBarContent.Item(title: "", systemImage: nil, badge: badge) }
        var labelEnvironment = environment
        labelEnvironment.controls.isTabItemLabel = true
        labelEnvironment.symbolVariants = environment.tabItemSymbolVariants
        let node = resolveSingleNode(label, in: labelEnvironment)
        var item = TabBarContent.Item(title: node.firstText ?? "", systemImage: nil, badge: badge)
        switch node.firstImage {
        case let .symbol(name, _, _, _, _, _, _)?: item.systemImage = name
        case let .bitmap(asset, _, style)?: item.bitmap = TabBarContent.BitmapIcon(asset: asset, style: style)
        case nil: break
        }
        return item
    }
}

extension ViewNode {
    /// The string of the first Text in this tree (depth first).
    var firstText: String? {
        if let text = primitive as? TextNode { return text.text.string }
        return children.lazy.compactMap(\.firstText).first
    }

    /// The first image in this tree (depth first).
    var firstImage: ResolvedImage? {
        if let image = primitive as? ImageNode { return image.image }
        return children.lazy.compactMap(\.firstImage).first
    }
}

/// A view that may carry `.tabItem` / `.tag` / `.badge` (a modified view, looked through outer
/// modifiers).
@MainActor
protocol TabMetadataCarrier {
    var tabItemLabel: (any View)? { get }
    var tabTag: AnyHashable? { get }
    var tabBadge: Text? { get }
}

extension ModifiedContent: TabMetadataCarrier where Content: View, Modifier: ViewModifier {
    var tabItemLabel: (any View)? {
        (modifier as? TabItemModifier)?.label ?? (content as? any TabMetadataCarrier)?.tabItemLabel
    }
    var tabTag: AnyHashable? {
        (modifier as? TagModifier)?.tag ?? (content as? any TabMetadataCarrier)?.tabTag
    }
    var tabBadge: Text? {
        (modifier as? BadgeModifier)?.label ?? (content as? any TabMetadataCarrier)?.tabBadge
    }
}

/// `.tabItem { }`: the label of the tab this view is; no effect outside a TabView.
struct TabItemModifier: NodeModifier {
    let label: any View
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        content(environment)
    }
}

/// `.tag(_:)`: the selection value of the tab this view is; no visual effect. While a container
/// reads its subviews, also a container value (`ContainerValues.tag(for:)`).
struct TagModifier: NodeModifier, ContainerValueWriting {
    let tag: AnyHashable

    var containerValues: ContainerValues { ContainerValues(tag: tag) }

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        let nodes = content(environment)
        guard environment.controls.recordsTagsAsContainerValues else { return nodes }
        return nodes.map { $0.carrying(containerValues) }
    }
}

extension View {
    /// The tab bar item of this view inside a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }

    /// The value that identifies this view in a selection (e.g. `TabView(selection:)`). Here a tag
    /// matches an optional selection of its type either way; on an iPhone `includeOptional: false`
    /// (iOS 18) stops that.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}
