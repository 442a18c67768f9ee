import Foundation

/// Content in a rounded box, as SwiftUI's `GroupBox`, drawn by the environment's `GroupBoxStyle`
/// (iOS's: `DefaultGroupBoxStyle`).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    /// A box with the label, if any, above the content.
    init(optionalLabel label: Label?, content: Content) {
        self.content = content; self.label = label
    }

    /// The iOS 14 form, label first.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content(); self.label = label
    }

    /// The box as the environment's `GroupBoxStyle` draws it.
    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(view: label.map { AnyView($0) }),
                                                       content: .init(view: AnyView(content)))
        return EnvironmentResolvedView { environment in
            // A `GroupBox(configuration)` in a custom style's body draws in the automatic style.
            var inner = environment
            inner[GroupBoxStyleKey.self] = DefaultGroupBoxStyle()
            return environment[GroupBoxStyleKey.self].resolveBody(configuration, in: inner)
        }
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.content = content(); label = nil }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
