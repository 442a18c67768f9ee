import Foundation

/// A split view, as SwiftUI's `NavigationSplitView`. On iPhone (compact width) it collapses into one
/// navigation stack showing its preferred compact column: the sidebar unless
/// `preferredCompactColumn` says otherwise (iOS 17), the columns before it pushed below it, so its
/// bar has a back button to the column before. In regular width a render also shows the sidebar
/// alone (the columns side by side are not drawn).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContentColumn: Bool
    let preferredCompactColumn: NavigationSplitViewColumn

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.init(compact: .sidebar, sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true)
    }

    /// A three-column split view whose column visibility is bound (one column shows on iPhone).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// A three-column split view showing `preferredCompactColumn` when collapsed (iOS 17).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(compact: preferredCompactColumn.wrappedValue, sidebar: sidebar(), content: content(), detail: detail(),
                  hasContentColumn: true)
    }

    /// A three-column split view with bound column visibility, showing `preferredCompactColumn` when
    /// collapsed (iOS 17).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: content, detail: detail)
    }

    init(compact: NavigationSplitViewColumn, sidebar: Sidebar, content: Content, detail: Detail, hasContentColumn: Bool) {
        self.sidebar = sidebar; self.content = content; self.detail = detail
        self.hasContentColumn = hasContentColumn; preferredCompactColumn = compact
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        guard environment.horizontalSizeClass == .compact else { return NavigationContainer.resolve(sidebar, in: environment) }
        let middle = hasContentColumn ? [AnyView(content)] : []
        switch preferredCompactColumn {
        case .detail: return NavigationContainer.resolve(sidebar, columns: middle + [AnyView(detail)], in: environment)
        case .content where hasContentColumn: return NavigationContainer.resolve(sidebar, columns: middle, in: environment)
        default: return NavigationContainer.resolve(sidebar, in: environment)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(compact: .sidebar, sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false)
    }

    /// A two-column split view whose column visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// A two-column split view showing `preferredCompactColumn` when collapsed (iOS 17); `.content`,
    /// which it does not have, shows the sidebar.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(compact: preferredCompactColumn.wrappedValue, sidebar: sidebar(), content: EmptyView(), detail: detail(),
                  hasContentColumn: false)
    }

    /// A two-column split view with bound column visibility, showing `preferredCompactColumn` when
    /// collapsed (iOS 17).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
    }
}

/// A column of a `NavigationSplitView` (iOS 17).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

/// Which columns of a split view are visible (one on iPhone, whatever the value).
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
