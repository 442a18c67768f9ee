/// The glass a `glassEffect` or a glass button draws behind its content, in `shape`: what is already
/// drawn there blurred and frosted (the material machinery, `ShapeStyle._backdropBlur`), the tint
/// over it, and a thin light rim inside the edge (`LiquidGlassMetrics`). It notes, once per render,
/// that the glass is an approximation.
struct GlassSurface<S: Shape>: View {
    let shape: S
    let frost: LiquidGlassMetrics.Frost
    let tint: AnyShapeStyle?
    let tintOpacity: Double

    var body: some View {
        let metrics = LiquidGlassMetrics.iOS26
        ZStack {
            shape.fill(GlassFrost(frost: frost))
            if let tint { shape.fill(tint).opacity(tintOpacity) }
            // A stroke twice the rim's width, clipped to the shape: the rim lies inside the edge.
            shape.stroke(Color(provider: .adaptive(light: metrics.lightRim, dark: metrics.darkRim)),
                         lineWidth: metrics.rimWidth * 2)
                .clipShape(shape)
        }
        ._renderNote(LiquidGlassMetrics.renderNote, drawn: LiquidGlassMetrics.drawnAs)
    }
}

/// A glass variant's frosting over its blurred backdrop.
private struct GlassFrost: ShapeStyle {
    let frost: LiquidGlassMetrics.Frost
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(environment.colorScheme == .dark ? frost.dark : frost.light)
    }
    var _backdropBlur: Double? { frost.blurRadius }
}
