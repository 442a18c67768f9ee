/// Resolves the body a style made for one control, with `environment` current (so the style's
/// views can read `@Environment`).
@MainActor
func resolveStyleBody<V: View>(in environment: EnvironmentValues, _ makeBody: () -> V) -> [ViewNode] {
    EnvironmentValues.withCurrent(environment) {
        resolveNodes(makeBody(), in: environment)
    }
}
