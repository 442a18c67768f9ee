import Foundation

/// What a toolbar is for (`.editor` centres nothing differently on iPhone at rest).
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// iOS 18's name for `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    /// iOS 18's name for `toolbarBackground(_ visibility:for:)`.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgroundVisibility(visibility, bars)
    }

    /// The role of the enclosing toolbar; on iPhone at rest the bar looks the same.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// A menu on the navigation title, opened by tapping it; at rest an inline title shows the
    /// menu's indicator after it (`TitleMenuIndicator`).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(ToolbarItemsWriter(entries: [.titleMenu]))
    }

    /// The tint of list row icons and controls in this view.
    public func listItemTint(_ tint: Color?) -> some View { self.tint(tint) }

    /// The tint of list row icons and controls in this view: a fixed or preferred colour tints
    /// them; `.monochrome` leaves the rows' own colours.
    public func listItemTint(_ tint: ListItemTint?) -> some View { self.tint(tint?.color) }
}

/// A list row tint (`listItemTint(_:)`): a colour the row always takes (`fixed`), one it takes
/// unless the system overrides it (`preferred`, the same on iOS), or monochrome.
public struct ListItemTint: Sendable {
    let color: Color?
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static let monochrome = ListItemTint(color: nil)
}
