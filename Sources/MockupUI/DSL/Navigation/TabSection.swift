import Foundation

/// A group of tabs with a header, as SwiftUI's `TabSection` (iOS 18). The header titles the
/// section in an iPad sidebar; on iPhone the section's tabs appear in the tab bar in order and the
/// header does not (Apple, "Enhancing your app's content with tab navigation"). Modifiers on the
/// section apply to each of its tabs.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent, PrimitiveTabContent
    where Content.TabValue == SelectionValue {
    public typealias TabValue = SelectionValue
    public typealias Body = Never
    let header: Header
    let content: Content

    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        MockupUI.tabChildren(of: content, in: environment)
    }
}

extension TabSection where Footer == EmptyView {
    /// A section of tabs with a header view.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content(); self.header = header()
    }

    /// A section of tabs with a header view, in a tab view whose selection is an optional of `V`.
    public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content, @ViewBuilder header: () -> Header)
        where SelectionValue == V? {
        self.content = content(); self.header = header()
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section of tabs without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }

    public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content) where SelectionValue == V? {
        self.init(content: content) { EmptyView() }
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section of tabs titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, @TabContentBuilder<V?> content: () -> Content)
        where SelectionValue == V? {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<V: Hashable, S: StringProtocol>(_ title: S, @TabContentBuilder<V?> content: () -> Content)
        where SelectionValue == V? {
        self.init(content: content) { Text(title) }
    }
}
