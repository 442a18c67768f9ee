/// How labeled content draws, as SwiftUI's `LabeledContentStyle`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` is given: the label and the content.
@preconcurrency @MainActor
public struct LabeledContentStyleConfiguration {
    /// The label as a view.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The content (the value) as a view.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    public let label: Label
    public let content: Content
}

/// iOS's form row: the label leading, the value trailing in the secondary level of the foreground
/// (`.automatic`): secondary label grey by default, the inherited colour at 60 % under
/// `.foregroundStyle(.white)`. A value too long for the row wraps, its lines aligned trailing.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ControlRow(label: configuration.label, control: configuration.content.foregroundStyle(.secondary), isLabeledValue: true)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// The labeled content style of the environment.
struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: any LabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContentStyle {
    func resolveBody(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
                               Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a `LabeledContentStyle` was given, drawn in the automatic style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension View {
    /// The style of the labeled content in this view.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[LabeledContentStyleKey.self] = style })
    }
}
