import Foundation

/// A link that pushes a destination, as SwiftUI's `NavigationLink`, drawn at rest: in a list row,
/// its label in the primary colour with a disclosure chevron at the trailing edge; elsewhere, its
/// label as a button draws it. A link made active by its binding (the deprecated programmatic
/// forms) pushes its destination onto the enclosing stack.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// The destination, when the link is active.
    var pushedDestination: AnyView?

    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// The deprecated form bound to an activation flag: pushes its destination while it is true.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        if isActive.wrappedValue { pushedDestination = AnyView(destination) }
    }

    public var body: some View {
        NavigationLinkDrawing(label: label)
            .modifier(PushedDestinationWriter(destination: pushedDestination, feature: "an active NavigationLink"))
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value (shown by the stack's `navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}

/// The link's look, which depends on whether it is a list row.
private struct NavigationLinkDrawing<Label: View>: View {
    let label: Label
    @Environment(\.controls.isInListRow) private var isInListRow

    var body: some View {
        if isInListRow && ListRowPreferences.collecting != nil {
            // The row draws the chevron at its trailing edge, after a badge (UIKit's disclosure indicator).
            label.frame(maxWidth: .infinity, alignment: .leading)
                .modifier(ListRowPreferenceWriter { $0.showsDisclosureIndicator = true })
        } else if isInListRow {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                DisclosureIndicator()
            }
        } else {
            Button(action: {}) { label }
        }
    }
}

/// The chevron at the trailing edge of a navigation row (`chevron.forward`, tertiary label).
struct DisclosureIndicator: View {
    var body: some View {
        Image(systemName: "chevron.forward")
            .font(SystemMetrics.disclosureChevronFont)
            .foregroundStyle(SystemMetrics.tertiaryLabel)
    }
}
