/// Resolves the body `style` made for one control, after installing `environment` into the style's
/// `@Environment` properties (so the style's views read the control's environment).
@MainActor
func resolveStyleBody<V: View>(of style: Any, in environment: EnvironmentValues, _ makeBody: () -> V) -> [ViewNode] {
    installEnvironment(environment, into: style)
    return resolveNodes(makeBody(), in: environment)
}
