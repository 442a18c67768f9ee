import MockupRaster

extension RenderPass {
    /// `ShadowStyle.inner` over `items` (already drawn), whose device bounds are `bounds`: the
    /// shadow colour everywhere outside the items' alpha, moved by the offset and blurred, then kept
    /// only where the items are (RENDERING.md §6.3). Works for any content: shapes, text, symbols.
    /// The active opacity fades it; enclosing drop shadows do not apply to it.
    func drawInnerShadow(of items: [DisplayItem], bounds: Rect, _ shadow: DropShadow) {
        guard shadow.isVisible else { return }
        let saved = (transform: transform, shadows: shadows, opacity: opacity)
        defer { transform = saved.transform; shadows = saved.shadows; opacity = saved.opacity }
        shadows = []
        opacity = 1
        // Far enough around the items that the blur only ever sees shadow colour beyond them.
        let reach = Double(shadow.reach) + 2
        let outside = bounds.insetBy(dx: -reach, dy: -reach)
        canvas.beginLayer(bounds: bounds, opacity: saved.opacity)
        canvas.beginLayer(bounds: outside, blur: shadow.sigma)
        canvas.fill(Path(rect: outside), with: .solid(shadow.color))
        canvas.beginLayer(bounds: outside)
        transform = saved.transform.concatenating(.translation(shadow.offset.x, shadow.offset.y))
        draw(items)
        transform = saved.transform
        canvas.endLayer(blending: .destinationOut)
        canvas.endLayer()
        canvas.beginLayer(bounds: bounds)
        draw(items)
        canvas.endMaskLayer()
    }
}
