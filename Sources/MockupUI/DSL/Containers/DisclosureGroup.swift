import Foundation

/// A collapsible group, as SwiftUI's `DisclosureGroup`: its label with a tinted chevron at the
/// trailing edge (right when collapsed, down when expanded), and its content below when expanded.
/// Without a binding it starts collapsed.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); isExpanded = false
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); self.isExpanded = isExpanded.wrappedValue
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: SystemMetrics.disclosureContentSpacing) {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                    .font(SystemMetrics.disclosureChevronFont)
                    .foregroundStyle(.tint)
            }
            if isExpanded { content }
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
