extension Canvas {
    /// Strokes `path` with `style` (outline built by `Stroker`, filled non-zero) and `paint`,
    /// whose geometry is mapped by `transform` like the path's.
    public func stroke(_ path: Path, style: StrokeOptions, with paint: PaintSource,
                       transform: Transform2D = .identity, opacity: Double = 1) {
        let outline = Stroker(tolerance: rasterizer.tolerance).outline(path, style: style, transform: transform)
        recordDiagnostics(outline.diagnostics)
        render(PathCoverage(path: outline.path, transform: outline.transform, rule: .nonZero), paint: paint,
               transform: transform, opacity: opacity)
    }
}
