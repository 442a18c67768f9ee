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

extension Tab where Label == MockupUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { MockupUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { MockupUI.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { MockupUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == MockupUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MockupUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MockupUI.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content) { MockupUI.Label(titleKey, systemImage: systemImage) }
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
