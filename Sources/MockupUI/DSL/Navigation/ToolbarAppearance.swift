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
    /// The background of `bars`, shown where their background is (a navigation or tab bar's shows
    /// once content scrolls under it, or when `toolbarBackground(.visible, ...)` asks for it).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(AnyShapeStyle(style), bars: bars)
    }

    func toolbarBackground(_ style: AnyShapeStyle, bars: [ToolbarPlacement]) -> some View {
        let bars = bars.orAutomatic
        return barPreference(bars, navigation: { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarBackground == nil {
                preferences.navigationBarBackground = style
            }
            if bars.contains(.bottomBar), preferences.bottomBarBackground == nil { preferences.bottomBarBackground = style }
        }, tabBar: { if $0.background == nil { $0.background = style } })
    }

    /// Whether `bars` show their background.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgroundVisibility(visibility, bars)
    }

    /// The colour scheme of `bars`' background, title and items (nil: the view's own).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let bars = bars.orAutomatic
        return barPreference(bars, navigation: { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarColorScheme == nil {
                preferences.navigationBarColorScheme = colorScheme
            }
        }, tabBar: { if $0.colorScheme == nil { $0.colorScheme = colorScheme } })
    }

    /// Shows or hides `bars` (`.toolbar(.hidden, for: .navigationBar)`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    /// Whether `bars` show their background (shared by the variadic modifiers).
    func barBackgroundVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let bars = bars.orAutomatic
        return barPreference(bars, navigation: { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarBackgroundVisibility == .automatic {
                preferences.navigationBarBackgroundVisibility = visibility
            }
            if bars.contains(.bottomBar), preferences.bottomBarBackgroundVisibility == .automatic {
                preferences.bottomBarBackgroundVisibility = visibility
            }
        }, tabBar: { if $0.backgroundVisibility == .automatic { $0.backgroundVisibility = visibility } })
    }

    /// Shows or hides `bars` (shared by the variadic modifiers).
    func barVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let bars = bars.orAutomatic
        return barPreference(bars, navigation: { preferences in
            if bars.contains(where: \.isNavigationBar), preferences.navigationBarVisibility == .automatic {
                preferences.navigationBarVisibility = visibility
            }
        }, tabBar: { if $0.visibility == .automatic { $0.visibility = visibility } })
    }

    /// Records a bar preference for the enclosing navigation container and, when `bars` name the
    /// tab bar, for the enclosing `TabView`.
    private func barPreference(_ bars: [ToolbarPlacement],
                               navigation: @escaping @MainActor (inout NavigationBarPreferences) -> Void,
                               tabBar: @escaping @MainActor (inout TabBarPreferences) -> Void) -> some View {
        let namesTabBar = bars.contains(.tabBar)
        return navigationPreference(navigation).tabBarPreference { if namesTabBar { tabBar(&$0) } }
    }
}

extension Array where Element == ToolbarPlacement {
    /// The bars a modifier names: none means `.automatic`, as SwiftUI documents ("or automatic if empty").
    var orAutomatic: [ToolbarPlacement] { isEmpty ? [.automatic] : self }
}
