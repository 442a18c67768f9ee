import Foundation

/// A tab of a `TabView` in iOS 18's API, as SwiftUI's `Tab`: its content, and its title and symbol
/// (or label) and selection value for the tab bar. `Value` is the tab view's selection type (`Never`
/// in a tab view without selection); a `Tab` is tab content, not a view.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, PrimitiveTabContent {
    public typealias TabValue = Value
    public typealias Body = Never
    let content: Content
    let label: Label
    let value: Value?
    let role: TabRole?

    /// The one initializer the public ones call.
    init(tabValue: Value?, role: TabRole?, content: () -> Content, label: () -> Label) {
        self.content = content(); self.label = label(); value = tabValue; self.role = role
    }

    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        [TabChild(view: content, label: label, tag: value.map { AnyHashable($0) })]
    }
}

// MARK: Tabs labelled by a view

extension Tab {
    /// A tab with a selection value, labelled by a view.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(tabValue: value, role: nil, content: content, label: label)
    }

    /// A tab with a selection value, a role and a label view.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(tabValue: value, role: role, content: content, label: label)
    }

    /// A tab in a tab view whose selection is an optional of `V`.
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V? {
        self.init(tabValue: value, role: nil, content: content, label: label)
    }

    public init<V: Hashable>(value: V, role: TabRole?, @ViewBuilder content: () -> Content,
                             @ViewBuilder label: () -> Label) where Value == V? {
        self.init(tabValue: value, role: role, content: content, label: label)
    }
}

extension Tab where Value == Never {
    /// A tab without a selection value, labelled by a view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(tabValue: nil, role: nil, content: content, label: label)
    }

    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(tabValue: nil, role: role, content: content, label: label)
    }
}

extension Tab where Label == EmptyView {
    /// A tab with a selection value and an empty label.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, role: nil, content: content) { EmptyView() }
    }

    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content) where Value == V? {
        self.init(tabValue: value, role: nil, content: content) { EmptyView() }
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, role: nil, content: content) { EmptyView() }
    }
}

// MARK: Tabs labelled by a title and an image

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(Text(title), Image(systemName: systemImage)) }
    }

    /// A tab whose tab item shows the asset image `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(Text(titleKey), Image(image)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(Text(title), Image(image)) }
    }

    /// A tab in a tab view whose selection is an optional of `T`.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole? = nil,
                             @ViewBuilder content: () -> Content) where Value == T? {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, role: TabRole? = nil,
                                                @ViewBuilder content: () -> Content) where Value == T? {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(Text(title), Image(systemName: systemImage)) }
    }

    public init<T: Hashable>(_ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole? = nil,
                             @ViewBuilder content: () -> Content) where Value == T? {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(Text(titleKey), Image(image)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, image: String, value: T, role: TabRole? = nil,
                                                @ViewBuilder content: () -> Content) where Value == T? {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(Text(title), Image(image)) }
    }

    /// A tab whose label the role gives (`.search`: "Search" with a magnifying glass).
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(role: role) }
    }

    public init<V: Hashable>(value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Value == V? {
        self.init(tabValue: value, role: role, content: content) { DefaultTabLabel(role: role) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, role: role, content: content) { DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, role: role, content: content) { DefaultTabLabel(Text(title), Image(systemName: systemImage)) }
    }

    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, role: role, content: content) { DefaultTabLabel(Text(titleKey), Image(image)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, role: role, content: content) { DefaultTabLabel(Text(title), Image(image)) }
    }

    /// A tab whose label the role gives.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(tabValue: nil, role: role, content: content) { DefaultTabLabel(role: role) }
    }
}

/// The tab item of a `Tab` made from a title and an image, or inferred from its role (SwiftUI's
/// `DefaultTabLabel`): the title under the image in the tab bar.
public struct DefaultTabLabel: View {
    let title: Text?
    let image: Image?

    init(_ title: Text?, _ image: Image?) { self.title = title; self.image = image }

    /// The label iOS gives a tab of `role`: "Search" with `magnifyingglass` for `.search`.
    init(role: TabRole?) {
        if role == .search {
            self.init(Text("Search"), Image(systemName: "magnifyingglass"))
        } else {
            self.init(nil, nil)
        }
    }

    public var body: some View {
        MockupUI.Label { title } icon: { image }
    }
}

/// The role of a tab (`.search`).
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}
