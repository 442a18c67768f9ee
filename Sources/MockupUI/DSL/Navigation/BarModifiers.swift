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

    /// A menu on the navigation title, opened by tapping it; the title draws the same at rest.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }

    /// The tint of list row icons and controls in this view.
    public func listItemTint(_ tint: Color?) -> some View { self.tint(tint) }
}
