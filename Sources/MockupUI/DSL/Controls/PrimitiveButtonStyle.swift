/// A button style that defines the button's interaction as well as its look, as SwiftUI's
/// `PrimitiveButtonStyle`: `makeBody` usually returns `Button(configuration)` with modifiers, or a
/// view calling `configuration.trigger()` from a gesture. A render draws the body at rest.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` is given: the button's label, its role and its action.
@preconcurrency @MainActor
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void

    /// Performs the button's action (never called by a still render).
    public func trigger() { action() }
}

/// The primitive button style of the environment (`.buttonStyle(_:)` with a `PrimitiveButtonStyle`).
struct PrimitiveButtonStyleKey: EnvironmentKey {
    static var defaultValue: (any PrimitiveButtonStyle)? { nil }
}

extension PrimitiveButtonStyle {
    func resolveBody(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` was given, drawn with the environment's `ButtonStyle`.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension View {
    /// The primitive button style of the buttons below (replacing any `ButtonStyle` set above).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter {
            $0[PrimitiveButtonStyleKey.self] = style
            $0.buttonStyle = nil
        })
    }
}
