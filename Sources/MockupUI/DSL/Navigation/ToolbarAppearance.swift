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
        let style = AnyShapeStyle(style)
        return navigationPreference { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarBackground == nil {
                preferences.navigationBarBackground = style
            }
            if bars.contains(.bottomBar), preferences.bottomBarBackground == nil { preferences.bottomBarBackground = style }
        }
        .tabBarAppearanceNote(bars, "toolbarBackground(_:for: .tabBar)")
    }

    /// Whether `bars` show their background.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgroundVisibility(visibility, bars)
    }

    /// Whether `bars` show their background (the variadic modifiers' shared body).
    func barBackgroundVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        navigationPreference { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarBackgroundVisibility == .automatic {
                preferences.navigationBarBackgroundVisibility = visibility
            }
        }
        .tabBarAppearanceNote(bars, "toolbarBackground(_:for: .tabBar)")
    }

    /// The colour scheme of `bars`' title and items (nil: the view's own).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarColorScheme == nil {
                preferences.navigationBarColorScheme = colorScheme
            }
        }
        .tabBarAppearanceNote(bars, "toolbarColorScheme(_:for: .tabBar)")
    }

    /// Shows or hides `bars` (`.toolbar(.hidden, for: .navigationBar)`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    /// Shows or hides `bars` (the variadic modifiers' shared body).
    func barVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        navigationPreference { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarVisibility == .automatic {
                preferences.navigationBarVisibility = visibility
            }
        }
        .tabBarAppearanceNote(bars, "toolbar(_:for: .tabBar)")
    }

    /// The tab bar is drawn by the engine's `TabView`, which takes its appearance from
    /// `UITabBar.appearance()`; these modifiers are noted instead of silently ignored.
    @ViewBuilder
    fileprivate func tabBarAppearanceNote(_ bars: [ToolbarPlacement], _ feature: String) -> some View {
        if bars.contains(.tabBar) { unsupported(feature) } else { self }
    }
}
