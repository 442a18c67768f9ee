/// The colour scheme a view asks its presentation to take (`.preferredColorScheme(.dark)`): it flows
/// up to the window, as SwiftUI's does, so a render shows the whole canvas in it.
struct PreferredColorSchemeKey: PreferenceKey {
    typealias Value = ColorScheme?
    /// The first view that asks, in view order.
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets the colour scheme of this view and its descendants, and asks the window to take it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(EnvironmentWriter { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
        })
        .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}
