import SwiftUI

/// The action that dismisses the popup a view is in (`@Environment(\.popupDismiss)`).
public typealias SendableClosure = @Sendable @MainActor () -> Void

struct PopupDismissKey: EnvironmentKey {
    static let defaultValue: SendableClosure? = nil
}

extension EnvironmentValues {
    public var popupDismiss: SendableClosure? {
        get { self[PopupDismissKey.self] }
        set { self[PopupDismissKey.self] = newValue }
    }
}

@MainActor
extension View {
    /// A popup shown while `isPresented` is true, placed as its parameters say.
    public func popup<PopupContent: View>(isPresented: Binding<Bool>, @ViewBuilder view: @escaping () -> PopupContent,
                                          customize: @escaping (Popup.PopupTypeParameters) -> Popup.PopupTypeParameters = { $0 }) -> some View {
        presenting(isPresented.wrappedValue ? view() : nil, parameters: customize(Popup.PopupTypeParameters()))
            .environment(\.popupDismiss) { isPresented.wrappedValue = false }
    }

    /// A popup shown while `item` is set, made from it.
    public func popup<Item: Equatable, PopupContent: View>(item: Binding<Item?>, @ViewBuilder itemView: @escaping (Item) -> PopupContent,
                                                           customize: @escaping (Popup.PopupTypeParameters) -> Popup.PopupTypeParameters = { $0 }) -> some View {
        presenting(item.wrappedValue.map(itemView), parameters: customize(Popup.PopupTypeParameters()))
            .environment(\.popupDismiss) { item.wrappedValue = nil }
    }

    /// A scrolling popup with a header, shown while `isPresented` is true.
    public func scrollPopup<PopupContent: View>(isPresented: Binding<Bool>, @ViewBuilder view: @escaping () -> PopupContent,
                                                header: @escaping () -> any View = { EmptyView() },
                                                customize: @escaping (Popup.ScrollPopupParameters) -> Popup.ScrollPopupParameters = { $0 }) -> some View {
        let parameters = customize(Popup.ScrollPopupParameters()).headerView(header)
        return presenting(isPresented.wrappedValue ? scrollContent(view(), header: parameters.headerView()) : nil, parameters: parameters)
            .environment(\.popupDismiss) { isPresented.wrappedValue = false }
    }

    /// A scrolling popup with a header, shown while `item` is set.
    public func scrollPopup<Item: Equatable, PopupContent: View>(item: Binding<Item?>, @ViewBuilder itemView: @escaping (Item) -> PopupContent,
                                                                 header: @escaping () -> any View = { EmptyView() },
                                                                 customize: @escaping (Popup.ScrollPopupParameters) -> Popup.ScrollPopupParameters = { $0 }) -> some View {
        let parameters = customize(Popup.ScrollPopupParameters()).headerView(header)
        return presenting(item.wrappedValue.map { scrollContent(itemView($0), header: parameters.headerView()) }, parameters: parameters)
            .environment(\.popupDismiss) { item.wrappedValue = nil }
    }

    /// This view with `popup`, when there is one, drawn over it where its parameters place it.
    private func presenting(_ popup: (some View)?, parameters: Popup.BasePopupParameters) -> some View {
        overlay {
            if let popup {
                parameters.placement.place(popup, over: parameters.backgroundView ?? parameters.backgroundColor.map { AnyView($0) })
            }
        }
    }

    /// A scroll popup's header above its scrolling content.
    private func scrollContent(_ content: some View, header: any View) -> some View {
        VStack(spacing: 0) {
            AnyView(header)
            ScrollView { content }
        }
    }
}
