/// A toolbar item the system provides (iOS 17): removed with `toolbar(removing:)` or placed with
/// `DefaultToolbarItem`.
public struct ToolbarDefaultItemKind: Sendable, Equatable {
    let name: String
    /// The split view's sidebar toggle.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title (and subtitle) of the navigation bar (iOS 18).
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// The search field of a `searchable` view (iOS 26).
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// A system item placed where the app chooses, as SwiftUI's `DefaultToolbarItem` (iOS 26): the
/// iOS 17/18 bars keep the title and the search field where they draw them, so it adds no item.
public struct DefaultToolbarItem: CustomizableToolbarContent, _PrimitiveToolbarContent, PrimitiveToolbarContent {
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    var entries: [ToolbarEntry] { [] }
}

/// The menu opened by tapping the navigation title, as SwiftUI's `ToolbarTitleMenu` (iOS 16); at
/// rest an inline title shows the menu's indicator after it, as with `toolbarTitleMenu(content:)`.
public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent, _PrimitiveToolbarContent, PrimitiveToolbarContent {
    let content: Content

    /// A title menu with these actions.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    var entries: [ToolbarEntry] { [.titleMenu] }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu whose actions come from the app's commands.
    public init() { content = EmptyView() }
}
