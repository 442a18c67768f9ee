import MockupRaster

extension RenderPass {
    /// `ShadowStyle.inner`: the shadow of everything outside each shape among `items`, blurred and
    /// offset, drawn inside the shape (RENDERING.md §6.5). Shapes nested in further groups, and
    /// texts and symbols, are drawn without it (a warning says so).
    func drawInnerShadows(of items: [DisplayItem], _ shadow: DropShadow) {
        for item in items {
            guard case let .shape(shape) = item else {
                warnings.add("ShadowStyle.inner is drawn on shapes only; other content is drawn without it")
                continue
            }
            switch ShapeInk(shape).region {
            case let .fill(path, rule):
                canvas.drawInnerShadow(of: path, transform: transform, rule: rule, shadow: shadow, opacity: opacity)
            case let .stroke(path, options):
                let outline = Stroker().outline(path, style: options, transform: transform)
                canvas.drawInnerShadow(of: outline.path, transform: outline.transform, rule: .nonZero, shadow: shadow,
                                       opacity: opacity)
            }
        }
    }
}
