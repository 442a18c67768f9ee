import Foundation

/// A label and a value side by side, as SwiftUI's `LabeledContent`, drawn by the environment's
/// `LabeledContentStyle` (iOS's form row: `AutomaticLabeledContentStyle`).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    /// The row as the environment's `LabeledContentStyle` draws it.
    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(view: AnyView(label)), content: .init(view: AnyView(content)))
        return EnvironmentResolvedView { environment in
            // A `LabeledContent(configuration)` in a custom style's body draws in the automatic style.
            var inner = environment
            inner[LabeledContentStyleKey.self] = AutomaticLabeledContentStyle()
            return environment[LabeledContentStyleKey.self].resolveBody(configuration, in: inner)
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value shown through a format style.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}
