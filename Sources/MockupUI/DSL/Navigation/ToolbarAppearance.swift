import Foundation

/// A bar whose appearance a modifier changes, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar, window }
    let bar: Bar
    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    public static let windowToolbar = ToolbarPlacement(bar: .window)

    /// Whether this placement names the navigation bar (`.automatic` does on iPhone).
    var isNavigationBar: Bool { bar == .navigationBar || bar == .automatic }
}

extension View {
    /// The background of `bars`. iOS shows a navigation bar's background only once content
    /// scrolls under it, so at rest it is drawn when `toolbarBackground(.visible, ...)` asks for it.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(AnyShapeStyle(style), bars: bars)
    }

    func toolbarBackground(_ style: AnyShapeStyle, bars: [ToolbarPlacement]) -> some View {
        barPreference(bars, "toolbarBackground(_:for: .tabBar)") { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarBackground == nil {
                preferences.navigationBarBackground = style
            }
            if bars.contains(.bottomBar), preferences.bottomBarBackground == nil { preferences.bottomBarBackground = style }
        }
    }

    /// Whether `bars` show their background.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgroundVisibility(visibility, bars)
    }

    /// The colour scheme of `bars`' title and items (nil: the view's own).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barPreference(bars, "toolbarColorScheme(_:for: .tabBar)") { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarColorScheme == nil {
                preferences.navigationBarColorScheme = colorScheme
            }
        }
    }

    /// Shows or hides `bars` (`.toolbar(.hidden, for: .navigationBar)`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    /// Whether `bars` show their background (shared by the variadic modifiers).
    func barBackgroundVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        barPreference(bars, "toolbarBackground(_:for: .tabBar)") { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarBackgroundVisibility == .automatic {
                preferences.navigationBarBackgroundVisibility = visibility
            }
        }
    }

    /// Shows or hides `bars` (shared by the variadic modifiers).
    func barVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        barPreference(bars, "toolbar(_:for: .tabBar)") { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarVisibility == .automatic {
                preferences.navigationBarVisibility = visibility
            }
        }
    }

    /// Records a bar preference. The tab bar is drawn by the engine's `TabView`, which takes its
    /// appearance from `UITabBar.appearance()`; modifiers aimed at `.tabBar` are noted instead of
    /// silently ignored.
    private func barPreference(_ bars: [ToolbarPlacement], _ tabBarFeature: String,
                               _ update: @escaping @MainActor (inout NavigationBarPreferences) -> Void) -> some View {
        navigationPreference(update).renderNote(when: bars.contains(.tabBar), tabBarFeature)
    }
}
