/// Where iOS 26 shows a tab view's bottom accessory, as SwiftUI's `TabViewBottomAccessoryPlacement`.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// In line with the collapsed tab bar.
    case inline
    /// Above the tab bar, or at the bottom of the tab's content without one.
    case expanded
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

extension EnvironmentValues {
    /// The placement of the tab view bottom accessory this view is in; nil outside one, and
    /// always nil in a render, which draws no accessory.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        self[TabViewBottomAccessoryPlacementKey.self]
    }
}

extension View {
    /// iOS 26's accessory above the tab bar (a mini player, a status). The iOS 17/18 tab bar Mockup
    /// draws has no accessory: the tab view is drawn without it, with a render note.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        tabViewBottomAccessory(isEnabled: true, content: content)
    }

    /// The bottom accessory when `isEnabled` (iOS 26.1); disabled, nothing is missing from the render.
    @ViewBuilder
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        if isEnabled {
            _renderNote("tabViewBottomAccessory (iOS 26)", drawn: "the tab view is drawn without its accessory")
        } else {
            self
        }
    }
}
