/// How disclosure groups draw, as SwiftUI's `DisclosureGroupStyle`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `DisclosureGroupStyle` is given: the label, the content and whether it is expanded.
@preconcurrency @MainActor
public struct DisclosureGroupStyleConfiguration {
    /// The label as a view.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The content as a view.
    public struct Content: View {
        let view: AnyView
        /// The content's views, flattened as a container sees them (for a list, its rows).
        let children: @MainActor (EnvironmentValues) -> [any View]
        public var body: some View { view }
    }
    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool
}

extension DisclosureGroupStyleConfiguration.Content: ViewList {
    func childViews(in environment: EnvironmentValues) -> [any View] { children(environment) }
}

/// iOS's disclosure group: the label with a tinted chevron at the trailing edge (right when
/// collapsed, down when expanded), the content below when expanded (`.automatic`). In a list the
/// label is a row and each of the content's views a row of its own below it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticDisclosureGroup(configuration: configuration)
    }
}

/// The automatic style's drawing, which depends on whether it is in a list row.
private struct AutomaticDisclosureGroup: View {
    let configuration: DisclosureGroupStyleConfiguration
    @Environment(\.controls.isInListRow) private var isInListRow

    var body: some View {
        if isInListRow {
            ListRows([AnyView(header)], followedByRowsOf: configuration.isExpanded ? configuration.content : nil)
        } else {
            VStack(alignment: .leading, spacing: SystemMetrics.disclosureContentSpacing) {
                header
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    private var header: some View {
        HStack(spacing: 8) {
            configuration.label.frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.forward")
                .font(SystemMetrics.disclosureChevronFont)
                .foregroundStyle(.tint)
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// The disclosure group style of the environment.
struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: any DisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroupStyle {
    func resolveBody(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label,
                                Content == DisclosureGroupStyleConfiguration.Content {
    /// The disclosure group a `DisclosureGroupStyle` was given, drawn in the automatic style.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

extension View {
    /// The style of the disclosure groups in this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[DisclosureGroupStyleKey.self] = style })
    }
}
