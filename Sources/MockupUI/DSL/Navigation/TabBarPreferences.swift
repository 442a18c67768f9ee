/// What the views of a `TabView`'s selected tab ask of its bar (`toolbarBackground(_:for: .tabBar)`,
/// `toolbarColorScheme(_:for: .tabBar)`, `toolbar(_:for: .tabBar)`), gathered while that tab is
/// resolved: SwiftUI's bar preferences flow up to the nearest container that renders the bar. The
/// outermost writer of a value wins.
struct TabBarPreferences: GatheredPreferences {
    /// The background of the bar's standard appearance.
    var background: AnyShapeStyle?
    /// `.visible` shows the standard appearance, `.hidden` no background; `.automatic` follows the
    /// content's scroll edge.
    var backgroundVisibility: Visibility = .automatic
    /// The colour scheme of the bar's material, hairline and items; nil = the view's own.
    var colorScheme: ColorScheme?
    /// `.hidden` removes the bar.
    var visibility: Visibility = .automatic

    /// The preferences being gathered by the innermost `TabView` being resolved.
    @MainActor static var collecting: TabBarPreferences?
}

extension View {
    /// Records a preference for the enclosing `TabView`'s bar.
    func tabBarPreference(_ update: @escaping @MainActor (inout TabBarPreferences) -> Void) -> some View {
        modifier(GatheredPreferenceWriter(update: update))
    }
}
