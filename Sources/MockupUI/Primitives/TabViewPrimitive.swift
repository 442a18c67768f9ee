import MockupText

/// Builds a `TabView` for a static render (LAYOUT-SPEC §10.3) as ordinary views: the selected
/// tab's content above a UIKit-like tab bar of 49 pt plus the 34 pt home-indicator inset.
enum TabBarComposer {
    static let barHeight = 49.0
    static let homeIndicatorInset = 34.0
    static let iconBox = 25.0
    static let iconPointSize = 20.0
    static let titleFont = FontDescriptor(source: .system(.default), size: 10, weight: .medium)
    /// iOS unselected tab item gray (#999999).
    static let unselectedColor = RGBA(red: 0.6, green: 0.6, blue: 0.6)
    static let lightBarBackground = RGBA(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    static let darkBarBackground = RGBA(red: 0.07, green: 0.07, blue: 0.07, alpha: 0.94)
    static let defaultHairline = RGBA.black.opacity(0.3)
    static let hairlineThickness = 0.33

    static func compose(_ tab: TabBarContent) -> ViewNode {
        let content = ViewNode.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity), child: tab.selectedContent)
        return .stack(axis: .vertical, alignment: .center, spacing: 0, children: [content, bar(tab)])
    }

    private static func bar(_ tab: TabBarContent) -> ViewNode {
        let items = tab.items.enumerated().map { index, item in
            self.item(item, paint: .color(index == tab.selectedIndex ? tab.tint : unselectedColor))
        }
        let row = ViewNode.frame(width: nil, height: barHeight, alignment: .center,
                                 child: .stack(axis: .horizontal, alignment: .top, spacing: 0, children: items))
        let background = tab.barBackground ?? (tab.colorSchemeIsDark ? darkBarBackground : lightBarBackground)
        let hairline = ViewNode.frame(width: nil, height: hairlineThickness, alignment: .center,
                                      child: .shape(ResolvedShape(kind: .rectangle,
                                                                  drawing: .fill(.color(tab.barShadow ?? defaultHairline), evenOdd: false))))
        let padded = ViewNode.padding(EdgeInsets(bottom: homeIndicatorInset), child: row)
        let filled = ViewNode.secondary(SecondaryLayer(placement: .background, alignment: .center,
                                                       content: .shape(ResolvedShape(kind: .rectangle, drawing: .fill(.color(background), evenOdd: false)))),
                                        primary: padded)
        return .secondary(SecondaryLayer(placement: .overlay, alignment: .top, content: hairline), primary: filled)
    }

    /// One item: the symbol in a 25×25 box above a 10 pt medium title, sharing the width equally.
    /// iOS draws tab items in their `.fill` variant (the TabView default `symbolVariant`).
    private static func item(_ item: TabBarContent.Item, paint: ResolvedPaint) -> ViewNode {
        let icon: ViewNode = item.systemImage.map {
            .image(.symbol(name: $0.hasSuffix(".fill") ? $0 : $0 + ".fill", font: FontDescriptor(source: .system(.default), size: iconPointSize, weight: .medium), paint: paint))
        } ?? .empty
        let title = ViewNode.text(ResolvedText(string: item.title, font: titleFont, paint: paint, lineLimit: 1))
        let column = ViewNode.stack(axis: .vertical, alignment: .center, spacing: 2, children: [
            .frame(width: iconBox, height: iconBox, alignment: .center, child: icon), title,
        ])
        return .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top),
                          child: .padding(EdgeInsets(top: 6), child: column))
    }
}

extension NodeKind { public static let tabView = NodeKind("tabView") }

/// A `TabView`: the selected tab's content above the system tab bar.
struct TabViewNode: ViewPrimitive {
    let tab: TabBarContent

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.tabView, nil, TabBarComposer.compose(tab), nil)
    }
}

extension ViewNode {
    /// A `TabView`.
    public static func tabView(_ tab: TabBarContent) -> ViewNode { ViewNode(TabViewNode(tab: tab)) }
}

/// Tabs with a system tab bar. A static render shows the selected tab (the first, or the one whose
/// `.tag` equals the selection) and a bar with every tab's `.tabItem` label.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let tabs = flattenedViews(content).map { TabChild($0) }
        let selected = selection.flatMap { binding in
            tabs.firstIndex { $0.tag.map { AnyHashable(binding.wrappedValue) == $0 } ?? false }
        } ?? 0
        if let paging = environment.controls.pageTabStyle {
            return MockupUI.resolveNodes(PagedTabDrawing(pages: tabs.map(\.view), selected: selected, style: paging),
                                         in: environment)
        }
        let items = tabs.map { $0.item(in: environment) }
        // The selected tab is resolved first: its init and onAppear may set the bar's appearance.
        let selectedContent = tabs.isEmpty ? ViewNode.empty : resolveSingleNode(tabs[selected].view, in: environment)
        let appearance = TabBarAppearanceStore.atRest
        let bar = TabBarContent(
            items: items, selectedIndex: tabs.isEmpty ? 0 : selected,
            selectedContent: selectedContent,
            tint: environment.resolvedTint(),
            barBackground: appearance?.background?.resolve(in: environment),
            barShadow: appearance?.shadow?.resolve(in: environment),
            colorSchemeIsDark: environment.colorScheme == .dark)
        return [.tabView(bar)]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// One tab: its view, and the `.tabItem` and `.tag` found on it.
@MainActor
struct TabChild {
    let view: any View
    let label: (any View)?
    let tag: AnyHashable?

    init(_ view: any View) {
        self.view = view
        label = (view as? any TabMetadataCarrier)?.tabItemLabel
        tag = (view as? any TabMetadataCarrier)?.tabTag
    }

    /// The bar item: the first text and the first symbol of the `.tabItem` label.
    func item(in environment: EnvironmentValues) -> TabBarContent.Item {
        guard let label else { return TabBarContent.Item(title: "", systemImage: nil) }
        let node = resolveSingleNode(label, in: environment)
        return TabBarContent.Item(title: node.firstText ?? "", systemImage: node.firstSymbolName)
    }
}

extension ViewNode {
    /// The string of the first Text in this tree (depth first).
    var firstText: String? {
        if let text = primitive as? TextNode { return text.text.string }
        return children.lazy.compactMap(\.firstText).first
    }

    /// The name of the first symbol image in this tree (depth first).
    var firstSymbolName: String? {
        if let image = primitive as? ImageNode, case .symbol(let name, _, _) = image.image { return name }
        return children.lazy.compactMap(\.firstSymbolName).first
    }
}

/// A view that may carry `.tabItem` / `.tag` (a modified view, looked through outer modifiers).
@MainActor
protocol TabMetadataCarrier {
    var tabItemLabel: (any View)? { get }
    var tabTag: AnyHashable? { get }
}

extension ModifiedContent: TabMetadataCarrier where Content: View, Modifier: ViewModifier {
    var tabItemLabel: (any View)? {
        (modifier as? TabItemModifier)?.label ?? (content as? any TabMetadataCarrier)?.tabItemLabel
    }
    var tabTag: AnyHashable? {
        (modifier as? TagModifier)?.tag ?? (content as? any TabMetadataCarrier)?.tabTag
    }
}

/// `.tabItem { }`: the label of the tab this view is; no effect outside a TabView.
struct TabItemModifier: NodeModifier {
    let label: any View
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        content(environment)
    }
}

/// `.tag(_:)`: the selection value of the tab this view is; no visual effect.
struct TagModifier: NodeModifier {
    let tag: AnyHashable
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        content(environment)
    }
}

extension View {
    /// The tab bar item of this view inside a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }

    /// The value that identifies this view in a selection (e.g. `TabView(selection:)`).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}
