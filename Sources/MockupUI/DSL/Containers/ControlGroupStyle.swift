/// How control groups draw, as SwiftUI's `ControlGroupStyle` (`.automatic`, `.navigation`,
/// `.palette`, `.compactMenu`, `.menu`).
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ControlGroupStyle` is given: the group's label and its controls.
@preconcurrency @MainActor
public struct ControlGroupStyleConfiguration {
    /// The group's label (what the menu styles show at rest); empty when the group has none.
    public struct Label: View {
        let view: AnyView?
        public var body: some View { view ?? AnyView(EmptyView()) }
    }
    /// The group's controls (and its label, which a `ControlGroup` made of them keeps).
    public struct Content: View {
        let cells: [AnyView]
        let label: AnyView?
        public var body: some View { ForEach(Array(cells.indices), id: \.self) { cells[$0] } }
    }
    public let label: Label
    public let content: Content
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The control group a `ControlGroupStyle` was given, drawn in the automatic style.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init { configuration.content }
    }
}

/// The control group style of the environment.
struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: any ControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle {
    func resolveBody(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}
