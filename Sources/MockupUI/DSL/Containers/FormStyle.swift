/// How a form draws, as SwiftUI's `FormStyle` (on iPhone, the built-in styles are grouped lists).
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `FormStyle` is given: the form's content.
@preconcurrency @MainActor
public struct FormStyleConfiguration {
    /// The form's content (its sections and rows) as a view.
    public struct Content: View {
        /// The view the form was built with, so a grouped list still finds its sections.
        let source: any View
        public var body: some View { AnyView(source) }
    }
    public let content: Content
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a `FormStyle` was given, drawn in the automatic style.
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}

/// The built-in forms' look: the content's sections as an inset grouped list.
struct GroupedFormBody: View, PrimitiveView {
    typealias Body = Never
    let content: FormStyleConfiguration.Content
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        ListContainer.resolve(content.source, layout: .insetGrouped, in: environment)
    }
}

/// The form style of the environment.
struct FormStyleKey: EnvironmentKey {
    static var defaultValue: any FormStyle { AutomaticFormStyle() }
}

extension FormStyle {
    func resolveBody(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}
