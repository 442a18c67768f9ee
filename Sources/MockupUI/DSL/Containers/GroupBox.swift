import Foundation

/// Content in a rounded box, as SwiftUI's `GroupBox`: the label (headline) above the content,
/// 16 pt inside a secondary-background box with continuous corners of radius 8.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(SystemMetrics.groupBoxPadding)
        .background(SystemMetrics.secondaryBackground, in: RoundedRectangle(cornerRadius: SystemMetrics.groupBoxCornerRadius))
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
