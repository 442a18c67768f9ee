import Foundation

/// A collapsible group, as SwiftUI's `DisclosureGroup`, drawn by the environment's
/// `DisclosureGroupStyle` (iOS's: `AutomaticDisclosureGroupStyle`). Without a binding it starts
/// collapsed.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); isExpanded = .constant(false)
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); self.isExpanded = isExpanded
    }

    /// The group as the environment's `DisclosureGroupStyle` draws it.
    public var body: some View {
        let content = self.content
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(view: AnyView(label)),
            content: .init(view: AnyView(content), children: { flattenedViews(content, in: $0) }),
            isExpanded: isExpanded)
        return EnvironmentResolvedView { environment in
            // A `DisclosureGroup(configuration)` in a custom style's body draws in the automatic style.
            var inner = environment
            inner[DisclosureGroupStyleKey.self] = AutomaticDisclosureGroupStyle()
            return environment[DisclosureGroupStyleKey.self].resolveBody(configuration, in: inner)
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
