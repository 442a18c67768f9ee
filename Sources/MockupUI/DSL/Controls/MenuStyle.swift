/// How menus draw, as SwiftUI's `MenuStyle`.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `MenuStyle` is given: the menu's label and content.
@preconcurrency @MainActor
public struct MenuStyleConfiguration {
    /// The menu's label as a view.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The menu's items; they appear only when the menu opens, so a render draws none.
    public struct Content: View {
        public var body: some View { EmptyView() }
    }
    let label: Label
    let content: Content
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a `MenuStyle` was given, drawn in the automatic style.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
    }
}

/// The menu style of the environment.
struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: any MenuStyle { DefaultMenuStyle() }
}

extension MenuStyle {
    func resolveBody(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}
