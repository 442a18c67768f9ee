/// How group boxes draw, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` is given: the box's label and content.
@preconcurrency @MainActor
public struct GroupBoxStyleConfiguration {
    /// The group box's label as a view (empty when it has none).
    public struct Label: View {
        let view: AnyView?
        public var body: some View { view }
    }
    /// The group box's content as a view.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    public let label: Label
    public let content: Content
}

/// iOS's group box: the label (headline) above the content, 16 pt inside a secondary-background box
/// with continuous corners of radius 8 (`.automatic`).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultGroupBox(configuration: configuration)
    }
}

/// The default box: on the environment's `backgroundStyle` when one is set (iOS 16), else the
/// secondary system background.
private struct DefaultGroupBox: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.backgroundStyle) private var backgroundStyle

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if configuration.label.view != nil { configuration.label.font(.headline) }
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(SystemMetrics.groupBoxPadding)
        .background(backgroundStyle ?? AnyShapeStyle(SystemMetrics.secondaryBackground),
                    in: RoundedRectangle(cornerRadius: SystemMetrics.groupBoxCornerRadius))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The group box style of the environment.
struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: any GroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBoxStyle {
    func resolveBody(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a `GroupBoxStyle` was given (inside a custom style's `makeBody`), drawn in the
    /// automatic style unless a style is set on it.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(optionalLabel: configuration.label.view == nil ? nil : configuration.label, content: configuration.content)
    }
}

extension View {
    /// The style of the group boxes in this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[GroupBoxStyleKey.self] = style })
    }
}
