/// The pre-iOS 15 action sheet description, as SwiftUI's `ActionSheet` (replaced by
/// `confirmationDialog`); like every presentation, a still shows the presenting view.
@preconcurrency @MainActor public struct ActionSheet {
    /// An action sheet button (the alert's button type, as in SwiftUI).
    public typealias Button = Alert.Button

    let title: Text

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) { self.title = title }
}

extension View {
    /// Presents an action sheet while `isPresented` is true (a render note in a still).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        renderNote(when: isPresented.wrappedValue, "actionSheet presented")
    }

    /// Presents an action sheet for `item` while it is non-nil (a render note in a still).
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        renderNote(when: item.wrappedValue != nil, "actionSheet presented")
    }
}

/// A context menu's items, as the iOS 13 `ContextMenu` (now `contextMenu(menuItems:)`); nothing
/// shows at rest.
public struct ContextMenu<MenuItems: View> {
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

extension View {
    /// Attaches a context menu (or none); nothing shows at rest.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }
}
