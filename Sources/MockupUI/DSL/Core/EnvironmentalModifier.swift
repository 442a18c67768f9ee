/// A modifier that chooses the modifier it applies from the environment, as SwiftUI's
/// `EnvironmentalModifier`: `resolve(in:)` runs with the environment of the modified view, and
/// the modifier it returns is applied to that view.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// The content's nodes under the modifier this one resolves to in `environment`.
    func resolveNodes(content: @escaping ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        MockupUI.resolveNodes(_ViewModifier_Content<Self>(resolver: content).modifier(resolve(in: environment)), in: environment)
    }
}
