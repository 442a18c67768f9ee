/// Resolves the body `style` made for one control, after installing `environment` into the style's
/// `@Environment` properties (so the style's views read the control's environment).
@MainActor
func resolveStyleBody<V: View>(of style: Any, in environment: EnvironmentValues, _ makeBody: () -> V) -> [ViewNode] {
    installEnvironment(environment, into: style)
    return resolveNodes(makeBody(), in: environment)
}

/// A view resolved by a function of its environment: how a control reads the style the environment
/// holds and draws the style's body.
struct EnvironmentResolvedView: View, PrimitiveView {
    typealias Body = Never
    let resolve: ContentResolver
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { resolve(environment) }
}
