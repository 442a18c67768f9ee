import Foundation

/// A tab of a `TabView` in iOS 18's API, as SwiftUI's `Tab`: its content, and its title and symbol
/// (and selection value) for the tab bar — the same as a view with `.tabItem` and `.tag`.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let content: Content
    let label: Label
    let value: Value?

    /// A tab with a selection value, labelled by a view.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.value = value
    }

    /// A tab with a role (`.search` draws like any other tab at rest), selection value and label.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content, label: label)
    }

    public var body: some View { content }
}

extension Tab where Value == Never {
    /// A tab without a selection value, labelled by a view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); value = nil
    }
}

extension Tab where Label == EmptyView {
    /// A tab with a selection value and an empty label.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { EmptyView() }
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(Text(title), Image(systemName: systemImage)) }
    }

    /// A tab whose tab item shows the asset image `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(Text(titleKey), Image(image)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(Text(title), Image(image)) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?,
                                   @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }

    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, image: image, value: value, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, image: image, value: value, content: content)
    }

    /// A tab whose label the role gives (`.search`: "Search" with a magnifying glass).
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(role: role) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(Text(title), Image(systemName: systemImage)) }
    }

    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(Text(titleKey), Image(image)) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(Text(title), Image(image)) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }

    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, image: image, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, image: image, content: content)
    }

    /// A tab whose label the role gives.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(role: role) }
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

extension Tab: TabMetadataCarrier {
    var tabItemLabel: (any View)? { label }
    var tabTag: AnyHashable? { value.map { AnyHashable($0) } }
    /// A `Tab`'s badge is a `.badge` modifier on it.
    var tabBadge: Text? { nil }
}
