import Foundation

/// A tab bar that becomes a sidebar where there is room, as SwiftUI's `SidebarAdaptableTabViewStyle`
/// (iOS 18): on iPhone a bottom tab bar, as the default style draws it (Apple's
/// `sidebarAdaptable` documentation: "iOS displays a bottom tab bar").
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }

/// A tab bar that never becomes a sidebar, as SwiftUI's `TabBarOnlyTabViewStyle` (iOS 18): on
/// iPhone the bottom tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension View {
    /// What a person changed about the tabs of the tab views in this view: a tab a customization
    /// hides from the tab bar is not drawn in it.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        let value = customization?.wrappedValue
        return controlEnvironment { $0.tabViewCustomization = value }
    }

    /// A header above the tabs of the sidebar (there is no sidebar on iPhone).
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// A footer below the tabs of the sidebar (there is no sidebar on iPhone).
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// A bar at the bottom of the sidebar (there is no sidebar on iPhone).
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Whether a sidebar-adaptable tab view starts as a tab bar or a sidebar on iPad; iPhone always
    /// shows the tab bar.
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View { self }
}
